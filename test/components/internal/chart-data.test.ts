import {expect} from '@open-wc/testing';
import {
  chartTable,
  readChartData,
  summarize,
  toTime,
} from '../../../src/components/svc/internal/chart-data.js';

const day = (d: number) => Date.UTC(2026, 10, d);
const slices = (values: unknown[]) => ({
  slices: values.map((value, i) => ({label: `L${i}`, value})),
});

describe('chart data', () => {
  it('reads slices as a donut up to 8, bars beyond', () => {
    const donut = readChartData(slices([1, 2, 3]), undefined).data;
    expect(donut.kind).to.equal('donut');
    const bars = readChartData(slices([1, 2, 3, 4, 5, 6, 7, 8, 9]), undefined).data;
    expect(bars.kind).to.equal('bars');
  });

  it('uses bars when a value is negative', () => {
    expect(readChartData(slices([3, -1]), undefined).data.kind).to.equal('bars');
  });

  it('coerces numeric strings and drops non-finite or missing values, reporting each', () => {
    const {data, issues} = readChartData(
      {
        slices: [
          {label: 'a', value: '5'},
          {label: 'b', value: 'NaN'},
          {label: 'c'},
          {label: 'd', value: Infinity},
          null,
        ],
      },
      undefined,
    );
    expect(data).to.deep.equal({kind: 'donut', slices: [{label: 'a', value: 5}]});
    expect(issues.map((i) => i.path)).to.deep.equal([
      'categorical.slices[1].value',
      'categorical.slices[2].value',
      'categorical.slices[3].value',
      'categorical.slices[4].value',
    ]);
    expect(issues[0]!.message).to.contain('"NaN"');
    expect(issues[1]!.message).to.contain('missing');
  });

  it('names unlabelled slices', () => {
    const {data} = readChartData({slices: [{value: 1}, {label: ' ', value: 2}]}, undefined);
    expect(data.kind === 'donut' && data.slices.map((s) => s.label)).to.deep.equal([
      'Category 1',
      'Category 2',
    ]);
  });

  it('is empty for nothing, wrong types or only bad values', () => {
    expect(readChartData(undefined, undefined).data.kind).to.equal('empty');
    expect(readChartData('x', 42).data.kind).to.equal('empty');
    expect(readChartData({slices: 'no'}, {series: null}).data.kind).to.equal('empty');
    const {data, issues} = readChartData(slices([null]), undefined);
    expect(data.kind).to.equal('empty');
    expect(issues).to.have.length(1);
  });

  it('reads times as ISO strings, ms or seconds', () => {
    expect(toTime('2026-11-14T00:00:00Z')).to.equal(day(14));
    expect(toTime(day(14))).to.equal(day(14));
    expect(toTime(day(14) / 1000)).to.equal(day(14));
    expect(toTime(String(day(14)))).to.equal(day(14));
    expect(toTime('soon')).to.equal(undefined);
    expect(toTime(null)).to.equal(undefined);
  });

  it('refuses times outside the Date range (±8.64e15 ms), as numbers or strings', () => {
    expect(toTime(8.64e15)).to.equal(8.64e15);
    expect(toTime(-8.64e15)).to.equal(-8.64e15);
    for (const raw of [1e20, -1e20, '1e300', 8.64e15 + 1, '9e15', 1e308]) {
      expect(toTime(raw), String(raw)).to.equal(undefined);
    }
  });

  it('drops out-of-range points and range ends as issues and keeps the good points', () => {
    const {data, issues} = readChartData(undefined, {
      range: {start: '1e300', end: 1e20},
      series: [
        {
          key: 'a',
          points: [
            {ts: 1e20, value: 1},
            {ts: '2026-11-14T00:00:00Z', value: 2},
            {ts: -1e20, value: 3},
          ],
        },
      ],
    });
    expect(data.kind).to.equal('lines');
    if (data.kind !== 'lines') return;
    expect(data.series[0]!.points).to.deep.equal([[day(14), 2]]);
    expect(data.range.start).to.equal(undefined);
    expect(data.range.end).to.equal(undefined);
    expect(issues.map((i) => i.path)).to.deep.equal([
      'timeSeries.series[0].points[0].ts',
      'timeSeries.series[0].points[2].ts',
      'timeSeries.range.start',
      'timeSeries.range.end',
    ]);
    expect(issues[0]!.message).to.contain('date range');
    // Every remaining time formats without throwing.
    expect(() => summarize(data)).not.to.throw();
    expect(() => chartTable(data)).not.to.throw();
  });

  it('reads series: sorts points, drops bad ones, keeps names unique', () => {
    const {data, issues} = readChartData(undefined, {
      range: {start: '2026-11-14T00:00:00Z', end: '2026-11-20T00:00:00Z', label: 'Last 7 days'},
      series: [
        {
          key: 'grant',
          displayName: 'Grant',
          points: [
            {ts: '2026-11-16T00:00:00Z', value: 3},
            {ts: '2026-11-14T00:00:00Z', value: '1'},
            {ts: 'never', value: 2},
            {ts: '2026-11-15T00:00:00Z', value: null},
          ],
        },
        {key: 'g2', displayName: 'Grant', points: [{ts: '2026-11-14T00:00:00Z', value: 4}]},
        {key: 'none', points: []},
      ],
    });
    expect(data.kind).to.equal('lines');
    if (data.kind !== 'lines') return;
    expect(data.range).to.deep.equal({start: day(14), end: day(20), label: 'Last 7 days'});
    expect(data.series.map((s) => s.name)).to.deep.equal(['Grant', 'Grant (g2)']);
    expect(data.series[0]!.points).to.deep.equal([
      [day(14), 1],
      [day(16), 3],
    ]);
    expect(issues.map((i) => i.path)).to.deep.equal([
      'timeSeries.series[0].points[2].ts',
      'timeSeries.series[0].points[3].value',
    ]);
  });

  it('reports an unreadable or reversed range and ignores it', () => {
    const series = [{key: 'a', points: [{ts: '2026-11-14', value: 1}]}];
    const bad = readChartData(undefined, {range: {start: 'x'}, series});
    expect(bad.issues.map((i) => i.path)).to.deep.equal(['timeSeries.range.start']);
    const reversed = readChartData(undefined, {
      range: {start: '2026-11-20', end: '2026-11-14'},
      series,
    });
    expect(reversed.data.kind === 'lines' && reversed.data.range.start).to.equal(undefined);
    expect(reversed.issues).to.have.length(1);
  });

  it('summarizes a donut with its largest share', () => {
    const {data} = readChartData(
      {
        slices: [
          {label: 'Sales', value: 20},
          {label: 'Engineering', value: 42},
          {label: 'Ops', value: 38},
        ],
      },
      undefined,
    );
    expect(summarize(data)).to.equal('Donut chart, 3 categories, largest: Engineering 42%.');
  });

  it('summarizes bars, with values when shares make no sense', () => {
    const {data} = readChartData(slices([5, -2, 1000]), undefined);
    expect(summarize(data)).to.equal(
      `Bar chart, 3 categories, largest: L2 ${(1000).toLocaleString()}.`,
    );
  });

  it('summarizes a time series', () => {
    const {data} = readChartData(undefined, {
      range: {start: '2026-11-14T00:00:00Z', end: '2026-11-20T00:00:00Z', label: 'Last 7 days'},
      series: [
        {key: 'a', displayName: 'Grant', points: [{ts: '2026-11-18T00:00:00Z', value: 60}]},
        {key: 'b', displayName: 'Revoke', points: [{ts: '2026-11-18T00:00:00Z', value: 12}]},
      ],
    });
    const text = summarize(data);
    expect(text).to.match(/^Line chart, 2 series \(Grant, Revoke\), Last 7 days, /);
    expect(text).to.contain('Highest: Grant 60 on');
    expect(text).to.contain('2026');
    expect(summarize({kind: 'empty'})).to.equal('No data');
  });

  it('tabulates categories with shares, and series by time', () => {
    const cat = chartTable(readChartData(slices([1, 3]), undefined).data);
    expect(cat.columns).to.deep.equal(['Category', 'Value', 'Share']);
    expect(cat.rows).to.deep.equal([
      ['L0', '1', '25%'],
      ['L1', '3', '75%'],
    ]);
    const lines = chartTable(
      readChartData(undefined, {
        series: [
          {
            key: 'a',
            points: [
              {ts: day(14), value: 1},
              {ts: day(15), value: 2},
            ],
          },
          {key: 'b', points: [{ts: day(15), value: 5}]},
        ],
      }).data,
    );
    expect(lines.columns).to.deep.equal(['Time', 'a', 'b']);
    expect(lines.rows.map((r) => r.slice(1))).to.deep.equal([
      ['1', '—'],
      ['2', '5'],
    ]);
    expect(lines.total).to.equal(2);
  });

  it('caps the table at 1,000 rows', () => {
    const points = Array.from({length: 1500}, (_, i) => ({ts: day(1) + i * 60_000, value: i}));
    const table = chartTable(readChartData(undefined, {series: [{key: 'a', points}]}).data);
    expect(table.rows).to.have.length(1000);
    expect(table.total).to.equal(1500);
  });
});
