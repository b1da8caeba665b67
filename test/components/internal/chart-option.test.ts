import {expect} from '@open-wc/testing';
import {readChartData} from '../../../src/components/svc/internal/chart-data.js';
import type {ChartData} from '../../../src/components/svc/internal/chart-data.js';
import {
  buildChartOption,
  defaultTheme,
  donutUsesLegend,
  legendRows,
  needsRelayout,
  plainRichText,
} from '../../../src/components/svc/internal/chart-option.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EVIL = '<img src=x onerror="window.__pwned=1">';
const theme = {
  ...defaultTheme,
  palette: ['#111111', '#222222'],
  text: '#333333',
  border: '#444444',
};
const option = (data: ChartData, settings = {}) => buildChartOption(data, theme, settings) as Opt;
const categorical = (n: number, label = (i: number) => `C${i}`) =>
  readChartData(
    {slices: Array.from({length: n}, (_, i) => ({label: label(i), value: i + 1}))},
    undefined,
  ).data;
const series = readChartData(undefined, {
  range: {start: '2026-11-14T00:00:00Z', end: '2026-11-20T00:00:00Z', label: 'Week'},
  series: [
    {key: 'g', displayName: 'Grant', points: [{ts: '2026-11-15T00:00:00Z', value: 4}]},
    {key: 'r', displayName: EVIL, points: [{ts: '2026-11-15T00:00:00Z', value: 2}]},
  ],
}).data;

describe('chart option', () => {
  it('keeps rich-text markup in surface text inert', () => {
    expect(plainRichText('{b|bold} and {x}')).to.equal('{\u2060b|bold} and {\u2060x}');
    expect(plainRichText(null)).to.equal('');
  });

  it('draws the tooltip as rich text, so echarts never assigns innerHTML', () => {
    expect(option(categorical(3)).tooltip.renderMode).to.equal('richText');
    expect(option(series).tooltip.renderMode).to.equal('richText');
  });

  it('gives no option for no data', () => {
    expect(buildChartOption({kind: 'empty'})).to.equal(undefined);
  });

  it('draws a donut with the theme colours and a legend', () => {
    const o = option(categorical(4));
    expect(o.series).to.have.length(1);
    expect(o.series[0].type).to.equal('pie');
    expect(o.series[0].radius).to.deep.equal(['45%', '70%']);
    expect(o.series[0].data).to.deep.equal([
      {name: 'C0', value: 1},
      {name: 'C1', value: 2},
      {name: 'C2', value: 3},
      {name: 'C3', value: 4},
    ]);
    expect(o.color).to.deep.equal(['#111111', '#222222']);
    expect(o.textStyle.color).to.equal('#333333');
    expect(o.legend.textStyle.color).to.equal('#333333');
    expect(o.tooltip.trigger).to.equal('item');
    expect(o.aria.enabled).to.equal(false);
  });

  it('draws horizontal bars for many categories, first at the top', () => {
    const o = option(categorical(12));
    expect(o.series[0].type).to.equal('bar');
    expect(o.yAxis.type).to.equal('category');
    expect(o.yAxis.inverse).to.equal(true);
    expect(o.yAxis.data).to.have.length(12);
    expect(o.xAxis.type).to.equal('value');
    expect(o.xAxis.splitLine.lineStyle.color).to.equal('#444444');
  });

  it('draws lines over a time axis spanning the range, with a legend of names', () => {
    const o = option(series);
    expect(o.xAxis.type).to.equal('time');
    expect(o.xAxis.min).to.equal(Date.UTC(2026, 10, 14));
    expect(o.xAxis.max).to.equal(Date.UTC(2026, 10, 20));
    expect(o.legend.data).to.deep.equal(['Grant', EVIL]);
    expect(o.series.map((s: Opt) => s.type)).to.deep.equal(['line', 'line']);
    expect(o.series[0].data).to.deep.equal([[Date.UTC(2026, 10, 15), 4]]);
    expect(o.tooltip.trigger).to.equal('axis');
    expect(o.useUTC).to.equal(true);
  });

  it('turns animation off for reduced motion', () => {
    expect(option(categorical(3)).animation).to.equal(true);
    expect(option(categorical(3), {reducedMotion: true}).animation).to.equal(false);
  });

  it('shows surface text in category tooltips as written, never as markup', () => {
    const o = option(categorical(2, () => `${EVIL} {b|x}`));
    const text: string = o.tooltip.formatter({
      name: EVIL,
      value: 1,
      dataIndex: 0,
      marker: '{marker0|}  ',
    });
    expect(text).to.equal(`{marker0|} ${EVIL} {\u2060b|x}: 1 (33%)`);
  });

  it('lists series in time tooltips and uses only echarts markers', () => {
    const o = option(series);
    const text: string = o.tooltip.formatter([
      {seriesName: 'Grant', value: [Date.UTC(2026, 10, 15), 4], marker: '{marker0|}'},
      {seriesName: EVIL, value: [Date.UTC(2026, 10, 15), 2], marker: '<span style="x">'},
    ]);
    const lines = text.split('\n');
    expect(lines).to.have.length(3);
    expect(lines[0]).to.contain('2026');
    expect(lines[1]).to.equal('{marker0|} Grant: 4');
    expect(lines[2]).to.equal(`${EVIL}: 2`);
  });
});

describe('chart labels', () => {
  it('labels donut slices with whole-percent shares, as plain text', () => {
    const o = option(categorical(3, (i) => (i === 0 ? '{a|x}' : `C${i}`)));
    const label = o.series[0].label.formatter;
    expect(label({dataIndex: 0})).to.equal('{a|x}: 17%');
    expect(label({dataIndex: 2})).to.equal('C2: 50%');
    expect(label({dataIndex: 9})).to.equal('');
  });

  it('writes time axis labels in the locale: a day at midnight, a year on January 1, else the time', () => {
    const label = (locale: string) => option(series, {locale}).xAxis.axisLabel.formatter;
    const midnight = new Date(2026, 10, 14).getTime();
    expect(label('en')(midnight)).to.equal('Nov 14');
    expect(label('de')(midnight)).to.equal('14. Nov.');
    expect(label('ja')(midnight)).to.equal('11月14日');
    expect(label('en')(new Date(2026, 0, 1).getTime())).to.equal('2026');
    expect(label('de')(new Date(2026, 10, 14, 9, 30).getTime())).to.equal('09:30');
  });
});

describe('chart option at any width', () => {
  const dashboard = readChartData(
    {
      slices: [
        {label: 'AWS', value: 512},
        {label: 'GitHub', value: 401},
        {label: 'Okta', value: 219},
        {label: 'Snowflake', value: 152},
      ],
    },
    undefined,
  ).data as Extract<ChartData, {kind: 'donut'}>;

  it('labels a roomy donut with few slices outside the ring, hiding overlaps', () => {
    const o = option(dashboard, {width: 640});
    expect(o.legend.show).to.equal(false);
    expect(o.series[0].label.show).to.not.equal(false);
    expect(o.series[0].label.position).to.equal('outside');
    expect(o.series[0].labelLayout.hideOverlap).to.equal(true);
  });

  it('names the slices in a wrapping legend instead of labels when narrow', () => {
    const o = option(dashboard, {width: 300});
    expect(o.legend.show).to.not.equal(false);
    expect(o.legend.type).to.equal('plain');
    expect(o.series[0].label.show).to.equal(false);
    expect(o.series[0].labelLine.show).to.equal(false);
    // The ring sits above the legend, never under it.
    expect(o.series[0].bottom).to.be.at.least(22);
    expect(o.legend.formatter('AWS')).to.equal('AWS 40%');
    // Never a one-letter stub: legend text gets a readable width.
    expect(o.legend.textStyle.width).to.be.at.least(80);
  });

  it('lays a chart out again when a resize crosses the donut legend width or moves 40 px', () => {
    const donut = categorical(3);
    expect(needsRelayout(donut, 640, 640)).to.equal(false);
    expect(needsRelayout(donut, 640, 610)).to.equal(false);
    expect(needsRelayout(donut, 430, 410)).to.equal(true); // labels → legend
    expect(needsRelayout(donut, 640, 600)).to.equal(true);
    expect(needsRelayout(series, 640, 620)).to.equal(false);
    expect(needsRelayout(series, undefined, 620)).to.equal(true);
  });

  it('uses a legend when the donut is crowded or has a sliver', () => {
    const seven = (categorical(7) as Extract<ChartData, {kind: 'donut'}>).slices;
    expect(donutUsesLegend(seven, 900)).to.equal(true);
    const sliver = [
      {label: 'a', value: 99},
      {label: 'b', value: 1},
    ];
    expect(donutUsesLegend(sliver, 900)).to.equal(true);
    expect(
      donutUsesLegend(
        sliver.map((s) => ({...s, value: 50})),
        900,
      ),
    ).to.equal(false);
    expect(
      donutUsesLegend(
        sliver.map((s) => ({...s, value: 50})),
        320,
      ),
    ).to.equal(true);
  });

  it('lays the legend out on as many rows as the names need', () => {
    expect(legendRows(['AWS', 'GitHub'], 600)).to.equal(1);
    expect(
      legendRows(['AWS', 'GitHub', 'Okta', 'Snowflake', 'Azure AD', 'Slack'], 300),
    ).to.be.at.least(2);
    const rows = legendRows(['AWS', 'GitHub', 'Okta', 'Snowflake', 'Azure AD', 'Slack'], 300);
    expect(
      option(
        categorical(6, (i) => ['AWS', 'GitHub', 'Okta', 'Snowflake', 'Azure AD', 'Slack'][i]!),
        {width: 300},
      ).series[0].bottom,
    ).to.equal(rows * 22 + 8);
  });

  it('keeps axis labels inside the drawing and bar labels to a third of it', () => {
    const bars = option(
      categorical(12, (i) => `Team with a long name ${i}`),
      {width: 300},
    );
    expect(bars.grid.outerBoundsMode).to.equal('same');
    expect(bars.grid.outerBoundsContain).to.equal('axisLabel');
    expect(bars.yAxis.axisLabel.width).to.equal(100);
    expect(bars.yAxis.axisLabel.overflow).to.equal('truncate');
    const lines = option(series, {width: 300});
    expect(lines.grid.outerBoundsMode).to.equal('same');
    expect(lines.grid.outerBoundsContain).to.equal('axisLabel');
  });
});
