// The page tools/bench-display.mjs loads: svc-table and svc-chart, with timing helpers on
// `window.displayBench`. Data is generated before the clock starts; only rendering is timed.
import '../../src/components/svc/table.js';
import '../../src/components/svc/chart.js';
import type {SvcTable, TableRow} from '../../src/components/svc/table.js';
import type {ChartTimeSeries, SvcChart} from '../../src/components/svc/chart.js';
import {watchLongTasks} from './settle.js';

const channel = new MessageChannel();
const queue: (() => void)[] = [];
channel.port1.onmessage = () => queue.shift()?.();
/** Yields to the event loop without setTimeout's 4 ms clamp. */
const yieldTask = () =>
  new Promise<void>((resolve) => {
    queue.push(resolve);
    channel.port2.postMessage(0);
  });
/** Resolves after the next frame has been produced. */
const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** People's names with accents and apostrophes, as a directory would list them. */
const FIRST_NAMES = ['Zoë', 'José', 'Anna', 'Émile', 'Björn', 'Seán', 'Inès', 'Łukasz', 'Chloé'];
const LAST_NAMES = ["O'Brien", 'Muñoz', 'Müller', 'Dvořák', 'García', 'Núñez', 'Lefèvre', 'Smith'];

function makeRows(n: number): TableRow[] {
  const rows = new Array<TableRow>(n);
  for (let i = 0; i < n; i++) {
    rows[i] = {
      cells: [
        `user-${i}`,
        ['AWS', 'GitHub', 'Okta', 'Snowflake'][i % 4]!,
        String((i * 7919) % n),
        new Date(Date.UTC(2020, 0, 1) + ((i * 104729) % 2000) * 86_400_000)
          .toISOString()
          .slice(0, 10),
        `${(i * 31) % 100}%`,
        `REQ-${(i * 7919) % n}`,
        `${LAST_NAMES[(i * 7) % LAST_NAMES.length]}, ${FIRST_NAMES[i % FIRST_NAMES.length]} ${(i * 104729) % n}`,
      ],
    };
  }
  return rows;
}

function makeSeries(count: number, points: number): ChartTimeSeries {
  const start = Date.UTC(2026, 0, 1);
  const step = 3_600_000;
  return {
    range: {
      start: new Date(start).toISOString(),
      end: new Date(start + (points - 1) * step).toISOString(),
      label: 'Bench',
    },
    series: Array.from({length: count}, (_, s) => ({
      key: `s${s}`,
      displayName: `Series ${s + 1}`,
      points: Array.from({length: points}, (_, i) => ({
        ts: new Date(start + i * step).toISOString(),
        value: Math.round(100 + 50 * Math.sin(i / 40 + s) + s * 10),
      })),
    })),
  };
}

const host = () => {
  let el = document.getElementById('host');
  if (!el) {
    el = document.createElement('div');
    el.id = 'host';
    el.style.width = '900px';
    document.body.append(el);
  }
  return el;
};

let rowsCache: TableRow[] | undefined;

/** Renders a table of `n` rows: ms to updateComplete and to the next frame. */
async function table(n: number) {
  if (rowsCache?.length !== n) rowsCache = makeRows(n);
  const rows = rowsCache;
  host().replaceChildren();
  await nextFrame();
  const t0 = performance.now();
  const el = document.createElement('svc-table') as SvcTable;
  el.heading = 'Bench';
  el.columns = ['User', 'App', 'Score', 'Joined', 'Usage', 'Request', 'Owner'];
  el.rows = rows;
  el.totalRows = String(n);
  host().append(el);
  await el.updateComplete;
  const script = performance.now() - t0;
  await nextFrame();
  const frame = performance.now() - t0;
  const trs = el.shadowRoot!.querySelectorAll('tbody tr').length;

  // Sort by the numeric column (all rows), then by the text column, then turn a page.
  const longTasks = watchLongTasks();
  const buttons = el.shadowRoot!.querySelectorAll<HTMLButtonElement>('thead th button');
  let t = performance.now();
  buttons[2]!.click();
  await el.updateComplete;
  const sortNumber = performance.now() - t;
  t = performance.now();
  buttons[0]!.click();
  await el.updateComplete;
  const sortText = performance.now() - t;
  t = performance.now();
  buttons[0]!.click(); // descending: re-sorts once
  await el.updateComplete;
  const sortTextDesc = performance.now() - t;
  t = performance.now();
  el.shadowRoot!.querySelector<HTMLButtonElement>('[part~="next"]')!.click();
  await el.updateComplete;
  const page = performance.now() - t;
  t = performance.now();
  buttons[5]!.click(); // text in no order (REQ-…), all distinct
  await el.updateComplete;
  const sortShuffled = performance.now() - t;
  t = performance.now();
  buttons[6]!.click(); // names with accents, in no order
  await el.updateComplete;
  const sortNames = performance.now() - t;
  const sortsLongest = await longTasks();
  el.remove();
  return {
    script,
    frame,
    trs,
    sortNumber,
    sortText,
    sortTextDesc,
    page,
    sortShuffled,
    sortNames,
    sortsLongest,
  };
}

/** Renders a chart of `count` series × `points` points: ms until echarts has drawn its SVG. */
async function chart(count: number, points: number) {
  const data = makeSeries(count, points);
  host().replaceChildren();
  await nextFrame();
  const t0 = performance.now();
  const el = document.createElement('svc-chart') as SvcChart;
  el.heading = 'Bench';
  el.timeSeries = data;
  host().append(el);
  const box = () => el.shadowRoot!.querySelector('[part~="chart"]');
  const deadline = t0 + 30_000;
  while (!box()?.querySelector('svg path')) {
    if (performance.now() > deadline) throw new Error('chart did not draw');
    await el.updateComplete;
    if (box()?.querySelector('svg path')) break;
    await yieldTask();
  }
  const drawn = performance.now() - t0;
  await nextFrame();
  const frame = performance.now() - t0;
  const paths = box()!.querySelectorAll('svg path').length;
  el.remove();
  return {drawn, frame, paths};
}

declare global {
  interface Window {
    displayBench: {table: typeof table; chart: typeof chart};
    displayBenchReady: boolean;
  }
}
window.displayBench = {table, chart};
window.displayBenchReady = true;
