import {aTimeout, expect, fixture, html} from '@open-wc/testing';
import {echarts} from '../../src/components/svc/echarts-setup.js';
import type {Echarts} from '../../src/components/svc/echarts-setup.js';
import '../../src/components/svc/chart.js';
import {SvcChart} from '../../src/components/svc/chart.js';
import type {ChartCategorical, ChartTimeSeries} from '../../src/components/svc/chart.js';

type Opt = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const EVIL = '<img src=x onerror="window.__pwned=1">';
const byApp: ChartCategorical = {
  slices: [
    {label: 'AWS', value: 512},
    {label: 'GitHub', value: 401},
    {label: 'Okta', value: 219},
    {label: 'Snowflake', value: 152},
  ],
};
const perDay: ChartTimeSeries = {
  range: {start: '2026-11-14T00:00:00Z', end: '2026-11-20T00:00:00Z', label: 'Last 7 days'},
  series: [
    {
      key: 'grant',
      displayName: 'Grant',
      points: [14, 15, 16, 17].map((d, i) => ({ts: `2026-11-${d}T00:00:00Z`, value: 40 + i})),
    },
    {
      key: 'revoke',
      displayName: 'Revoke',
      points: [14, 15, 16, 17].map((d, i) => ({ts: `2026-11-${d}T00:00:00Z`, value: 10 + i})),
    },
  ],
};

const part = (el: SvcChart, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

async function until(check: () => unknown, what: string, ms = 4000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await aTimeout(10);
  }
}

/** Waits until echarts has drawn into the chart box, and returns the instance. */
async function drawn(el: SvcChart) {
  await until(() => part(el, 'chart')?.querySelector('svg'), 'the chart to draw');
  return echarts.getInstanceByDom(part(el, 'chart')!)!;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return {promise, resolve, reject};
}

describe('svc-chart', () => {
  const loader = SvcChart.loadEcharts;
  afterEach(() => {
    SvcChart.loadEcharts = loader;
  });

  it('is accessible', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart
        heading="Grants by app"
        artifact-url="https://reports.acme.test/a.csv"
        .categorical=${byApp}
        .sources=${[{kind: 'app', label: 'Apps', ref: 'apps', count: '4'}]}
      ></svc-chart>`,
    );
    await drawn(el);
    await expect(el).to.be.accessible();
  });

  it('shows an empty state without loading echarts when there is no data', async () => {
    let calls = 0;
    SvcChart.loadEcharts = () => {
      calls++;
      return loader();
    };
    const el = await fixture<SvcChart>(html`<svc-chart heading="Nothing"></svc-chart>`);
    await aTimeout(20);
    expect(part(el, 'empty')!.textContent!.trim()).to.equal('No data');
    expect(part(el, 'chart')).to.equal(null);
    expect(calls).to.equal(0);
    await expect(el).to.be.accessible();
    el.categorical = {slices: [{label: 'x', value: 'oops' as unknown as number}]};
    await el.updateComplete;
    await aTimeout(20);
    expect(part(el, 'empty')).to.not.equal(null);
    expect(calls).to.equal(0);
  });

  it('inits echarts with SVG and labels the drawing with a summary', async () => {
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    const chart = await drawn(el);
    expect(chart).to.not.equal(undefined);
    const box = part(el, 'chart')!;
    expect(box.getAttribute('role')).to.equal('img');
    expect(box.getAttribute('aria-label')).to.equal('Donut chart, 4 categories, largest: AWS 40%.');
    expect((chart.getOption() as Opt).series[0].type).to.equal('pie');
    expect(box.querySelector('svg')!.textContent).to.contain('AWS');
    const table = part(el, 'data-table')!;
    expect(table.parentElement!.classList.contains('visually-hidden')).to.equal(true);
    expect(
      [...table.querySelectorAll('tbody tr')].map((tr) => tr.textContent!.trim()),
    ).to.have.length(4);
    const cells = [...table.querySelectorAll('tbody tr:first-child td')].map(
      (td) => td.textContent,
    );
    expect(cells).to.deep.equal(['AWS', '512', '40%']);
  });

  it('lists up to 1,000 time points in the data table, added in steps', async () => {
    const points = Array.from({length: 1500}, (_, i) => ({
      ts: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      value: i,
    }));
    const el = await fixture<SvcChart>(
      html`<svc-chart heading="Hourly" .timeSeries=${{series: [{key: 'a', points}]}}></svc-chart>`,
    );
    const table = part(el, 'data-table')!;
    await until(() => table.querySelectorAll('tbody tr').length === 1000, 'all table rows');
    expect(table.querySelector('caption')!.textContent).to.equal(
      `Data: Hourly (first ${(1000).toLocaleString()} of ${(1500).toLocaleString()} rows)`,
    );
    const last = table.querySelector('tbody tr:last-child')!.children;
    expect(last[1]!.textContent).to.equal('999');
  });

  it('draws bars for many slices and lines for a time series', async () => {
    const many = {
      slices: Array.from({length: 12}, (_, i) => ({label: `Team ${i}`, value: i + 1})),
    };
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${many}></svc-chart>`);
    let chart = await drawn(el);
    expect((chart.getOption() as Opt).series[0].type).to.equal('bar');

    el.categorical = undefined;
    el.timeSeries = perDay;
    await el.updateComplete;
    chart = await drawn(el);
    const option = chart.getOption() as Opt;
    expect(option.series.map((s: Opt) => s.type)).to.deep.equal(['line', 'line']);
    expect(option.xAxis[0].type).to.equal('time');
    expect(option.xAxis[0].min).to.equal(Date.UTC(2026, 10, 14));
    expect(option.xAxis[0].max).to.equal(Date.UTC(2026, 10, 20));
    expect(part(el, 'range')!.textContent).to.equal('Last 7 days');
    const svgText = part(el, 'chart')!.querySelector('svg')!.textContent!;
    expect(svgText).to.contain('Grant');
    expect(svgText).to.contain('Revoke');
  });

  it('shows a loading state while echarts loads', async () => {
    const gate = deferred<Echarts>();
    SvcChart.loadEcharts = () => gate.promise;
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    expect(part(el, 'status')!.textContent).to.equal('Loading chart…');
    expect(part(el, 'status')!.getAttribute('role')).to.equal('status');
    gate.resolve(echarts);
    await drawn(el);
    await el.updateComplete;
    expect(part(el, 'status')).to.equal(null);
  });

  it('shows an error and the data table when echarts fails to load', async () => {
    SvcChart.loadEcharts = () => Promise.reject(new Error('offline'));
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    await until(() => part(el, 'error'), 'the error');
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'chart')).to.equal(null);
    const table = part(el, 'data-table')!;
    expect(table.parentElement!.classList.contains('visually-hidden')).to.equal(false);
    expect(table.textContent).to.contain('Snowflake');
    await expect(el).to.be.accessible();
  });

  it('tries again after a failed load', async () => {
    SvcChart.loadEcharts = () => Promise.reject(new Error('offline'));
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    await until(() => part(el, 'retry'), 'the retry button');
    SvcChart.loadEcharts = loader;
    part(el, 'retry')!.click();
    await drawn(el);
    expect(part(el, 'error')).to.equal(null);
  });

  it('re-reads its colours on refreshTheme()', async () => {
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    const chart = await drawn(el);
    el.style.setProperty('--svc-chart-color-1', 'rgb(1, 2, 3)');
    el.refreshTheme();
    await el.updateComplete;
    expect(((chart.getOption() as Opt).color as string[])[0]).to.equal('rgb(1, 2, 3)');
  });

  it('follows a color-scheme the host sets on an ancestor, without refreshTheme()', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<div style="color-scheme: light">
        <svc-chart .categorical=${byApp}></svc-chart>
      </div>`,
    );
    const el = wrap.querySelector('svc-chart')!;
    const chart = await drawn(el);
    const option = () => chart.getOption() as Opt;
    const textColor = () => (option().textStyle as {color: string}).color;
    const sliceBorder = () =>
      ((option().series as {itemStyle?: {borderColor?: string}}[])[0]!.itemStyle ?? {}).borderColor;
    expect(textColor()).to.equal('rgb(31, 35, 40)');
    expect((option().color as string[])[0]).to.equal('rgb(9, 105, 218)');
    expect(sliceBorder()).to.equal('rgb(255, 255, 255)');
    wrap.style.colorScheme = 'dark';
    await until(() => textColor() === 'rgb(230, 237, 243)', 'the dark text colour');
    expect((option().color as string[])[0]).to.equal('rgb(68, 147, 248)');
    expect(sliceBorder()).to.equal('rgb(13, 17, 23)');
    // The drawing follows too: the first slice is painted with the dark palette's blue.
    const fills = [...part(el, 'chart')!.querySelectorAll('svg path')].map((p) =>
      p.getAttribute('fill'),
    );
    expect(fills.map((f) => f?.replace(/\s/g, ''))).to.include('rgb(68,147,248)', String(fills));
  });

  it('takes a brand colour set on the host at run time as its first series colour', async () => {
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    const chart = await drawn(el);
    el.style.setProperty('--svc-color-primary', 'rgb(120, 20, 160)');
    await until(
      () => ((chart.getOption() as Opt).color as string[])[0] === 'rgb(120, 20, 160)',
      'the brand colour',
    );
  });

  it('resizes with its container', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart style="width: 420px" .categorical=${byApp}></svc-chart>`,
    );
    const chart = await drawn(el);
    expect(chart.getWidth()).to.equal(420);
    el.style.width = '260px';
    await until(() => chart.getWidth() === 260, 'the resize');
    expect(part(el, 'chart')!.querySelector('svg')!.getAttribute('width')).to.equal('260');
  });

  it('draws many charts added at once, each at its size; one removed meanwhile stays empty', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        ${Array.from(
          {length: 12},
          (_, i) =>
            html`<svc-chart style="width: ${300 + i * 10}px" .categorical=${byApp}></svc-chart>`,
        )}
      </div>`,
    );
    const charts = [...wrapper.querySelectorAll('svc-chart')];
    const removed = charts.pop()!;
    removed.remove();
    for (const [i, el] of charts.entries()) {
      const chart = await drawn(el);
      expect(chart.getWidth()).to.equal(300 + i * 10);
    }
    await aTimeout(100);
    expect(part(removed, 'chart')?.querySelector('svg') ?? null).to.equal(null);
  });

  it('chooses its layout again when its container narrows or widens', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart style="width: 640px" .categorical=${byApp}></svc-chart>`,
    );
    const chart = await drawn(el);
    const layout = () => {
      const option = chart.getOption() as Opt;
      return {
        legend: option.legend[0].show !== false,
        labels: option.series[0].label.show !== false,
      };
    };
    expect(layout()).to.deep.equal({legend: false, labels: true});
    el.style.width = '320px';
    await until(() => layout().legend, 'the legend layout');
    expect(layout()).to.deep.equal({legend: true, labels: false});
    expect(chart.getWidth()).to.equal(320);
    el.style.width = '640px';
    await until(() => layout().labels, 'the labels layout');
    expect(layout()).to.deep.equal({legend: false, labels: true});
  });

  it('keeps every axis label of a narrow line chart inside the drawing', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart style="width: 370px" .timeSeries=${perDay}></svc-chart>`,
    );
    await drawn(el);
    await aTimeout(100);
    const svg = part(el, 'chart')!.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent!.trim());
    expect(texts.length).to.be.greaterThan(4);
    for (const text of texts) {
      const r = text.getBoundingClientRect();
      const where = `${text.textContent}: ${r.top}–${r.bottom} in ${box.top}–${box.bottom}`;
      expect(r.bottom, where).to.be.at.most(box.bottom + 0.5);
      expect(r.top, where).to.be.at.least(box.top - 0.5);
      expect(r.left, where).to.be.at.least(box.left - 0.5);
      expect(r.right, where).to.be.at.most(box.right + 0.5);
    }
  });

  it('disposes on disconnect and draws again when reconnected', async () => {
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    const chart = await drawn(el);
    const box = part(el, 'chart')!;
    const parent = el.parentNode!;
    el.remove();
    expect(chart.isDisposed()).to.equal(true);
    expect(echarts.getInstanceByDom(box)).to.equal(undefined);
    parent.appendChild(el);
    const again = await drawn(el);
    expect(again.isDisposed()).to.not.equal(true);
    expect(again).to.not.equal(chart);
  });

  it('disposes and shows the empty state when the data goes away', async () => {
    const el = await fixture<SvcChart>(html`<svc-chart .categorical=${byApp}></svc-chart>`);
    const chart = await drawn(el);
    el.categorical = {slices: []};
    await el.updateComplete;
    expect(chart.isDisposed()).to.equal(true);
    expect(part(el, 'empty')!.textContent!.trim()).to.equal('No data');
  });

  it('drops non-finite values, lists them in issues and warns once per batch', async () => {
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await fixture<SvcChart>(
        html`<svc-chart
          .categorical=${{
            slices: [
              {label: 'a', value: 1},
              {label: 'b', value: 'NaN'},
              {label: 'c', value: null},
              {label: 'd', value: '4'},
            ],
          }}
        ></svc-chart>`,
      );
      expect(el.issues.map((i) => i.path)).to.deep.equal([
        'categorical.slices[1].value',
        'categorical.slices[2].value',
      ]);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]![0])).to.contain('dropped 2');
      const chart = await drawn(el);
      expect((chart.getOption() as Opt).series[0].data.map((d: Opt) => d.value)).to.deep.equal([
        1, 4,
      ]);
      el.heading = 'unrelated change';
      await el.updateComplete;
      expect(warnings).to.have.length(1);
      // Equal data as new objects: no new batch, same drawing.
      el.categorical = JSON.parse(JSON.stringify(el.categorical));
      await el.updateComplete;
      expect(warnings).to.have.length(1);
      expect(echarts.getInstanceByDom(part(el, 'chart')!)).to.equal(chart);
      el.categorical = byApp;
      await el.updateComplete;
      expect(el.issues).to.deep.equal([]);
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });

  it('drops times outside the Date range as issues and draws the good points', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    const warn = console.warn;
    console.warn = () => {};
    try {
      const el = await fixture<SvcChart>(
        html`<svc-chart
          .timeSeries=${{
            range: {start: '1e300', label: 'Far'},
            series: [
              {
                key: 'a',
                points: [
                  {ts: 1e20, value: 5},
                  {ts: '2026-11-14T00:00:00Z', value: 1},
                  {ts: '2026-11-15T00:00:00Z', value: 2},
                ],
              },
            ],
          }}
        ></svc-chart>`,
      );
      const chart = await drawn(el);
      await aTimeout(50);
      expect(errors).to.deep.equal([]);
      expect(el.issues.map((i) => i.path)).to.deep.equal([
        'timeSeries.series[0].points[0].ts',
        'timeSeries.range.start',
      ]);
      expect((chart.getOption() as Opt).series[0].data).to.deep.equal([
        [Date.UTC(2026, 10, 14), 1],
        [Date.UTC(2026, 10, 15), 2],
      ]);
    } finally {
      console.warn = warn;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('draws times at the very ends of the Date range without an error', async () => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const el = await fixture<SvcChart>(
        html`<svc-chart
          .timeSeries=${{
            series: [
              {
                key: 'a',
                points: [
                  {ts: -8.64e15, value: 1},
                  {ts: 8.64e15, value: 2},
                ],
              },
            ],
          }}
        ></svc-chart>`,
      );
      await drawn(el);
      await aTimeout(50);
      expect(errors).to.deep.equal([]);
      expect(el.issues).to.deep.equal([]);
    } finally {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });

  it('never renders surface text as HTML, tooltips included', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart
        .heading=${EVIL}
        .categorical=${{
          slices: [
            {label: EVIL, value: 3},
            {label: 'ok', value: 1},
          ],
        }}
        .sources=${[{kind: EVIL, label: EVIL, ref: 'javascript:alert(1)', count: '1'}]}
        .artifactUrl=${'javascript:alert(1)'}
      ></svc-chart>`,
    );
    const chart = await drawn(el);
    chart.dispatchAction({type: 'showTip', seriesIndex: 0, dataIndex: 0});
    const box = part(el, 'chart')!;
    // The tooltip is rich text that echarts draws in the SVG ("label: value (share)"; the
    // donut's own labels have no value).
    const tooltip = () => /: [13] \((75|25)%\)/.test(box.querySelector('svg')!.textContent!);
    await until(tooltip, 'the tooltip', 4000);
    expect(box.querySelector('img')).to.equal(null);
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(el, 'heading')!.textContent).to.equal(EVIL);
    expect(part(el, 'artifact')).to.equal(null);
    expect(el.shadowRoot!.querySelector('a')).to.equal(null);
    expect((window as {__pwned?: number}).__pwned).to.equal(undefined);
  });

  it('links a safe artifactUrl and lists sources', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart
        artifact-url="https://reports.acme.test/grants.csv"
        .sources=${[{kind: 'app', label: 'Apps', ref: 'apps', count: '4'}]}
      ></svc-chart>`,
    );
    expect(part(el, 'artifact')!.getAttribute('href')).to.equal(
      'https://reports.acme.test/grants.csv',
    );
    expect(part(el, 'sources')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      'Apps apps (app · 4)',
    );
  });

  it('links no artifact with user info or over plain http (one URL policy)', async () => {
    for (const url of [
      'https://reports.acme.test@evil.example/grants.csv',
      'http://reports.acme.test/grants.csv',
    ]) {
      const el = await fixture<SvcChart>(html`<svc-chart .artifactUrl=${url}></svc-chart>`);
      expect(part(el, 'artifact') === null, url).to.equal(true);
    }
  });

  it('takes its colours from CSS custom properties, light and dark', async () => {
    const el = await fixture<SvcChart>(
      html`<svc-chart
        style="--svc-chart-color-2: rgb(255, 0, 0); color-scheme: light"
        .categorical=${byApp}
      ></svc-chart>`,
    );
    let chart = await drawn(el);
    let colors = (chart.getOption() as Opt).color as string[];
    expect(colors).to.have.length(8);
    expect(colors[0]).to.equal('rgb(9, 105, 218)');
    expect(colors[1]).to.equal('rgb(255, 0, 0)');

    el.style.colorScheme = 'dark';
    el.remove();
    document.body.appendChild(el);
    chart = await drawn(el);
    colors = (chart.getOption() as Opt).color as string[];
    expect(colors[0]).to.equal('rgb(68, 147, 248)');
    el.remove();
  });
});
