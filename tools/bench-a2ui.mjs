// `npm run bench:a2ui`: <svc-a2ui> under load (issue 39), in headless Chromium. A response of
// 2,000 surfaces and 20,000 data messages through connect() (whole, and in 64 KiB chunks): time to
// read it, to show every surface, tasks over 50 ms; a data message and a components message routed
// among 2,000 surfaces; DOM nodes after surfaces are created and deleted; the sparse-list message
// and the action it makes. BENCH_SURFACES / BENCH_UPDATES change the load.
import {openBench, printTable} from './bench/browser.mjs';

const surfaces = Number(process.env.BENCH_SURFACES ?? 2000);
const updates = Number(process.env.BENCH_UPDATES ?? 20000);
const ms = (value) => value.toFixed(value < 10 ? 2 : 0);

const {call, close} = await openBench('tools/bench/a2ui-load-page.ts');
try {
  // Once, not counted: the elements' modules load and compile on first use.
  await call('load', 50, 500, false);
  const rows = [];
  for (const network of [false, true]) {
    const r = await call('load', surfaces, updates, network);
    const how = network ? 'in 64 KiB chunks' : 'one Response';
    rows.push([
      `${surfaces} surfaces + ${updates} data messages, ${how} (${(r.bytes / 1e6).toFixed(1)} MB)`,
      `${ms(r.read)} / ${ms(r.all)}`,
      `ms read / all ${r.surfaces} shown; ${r.longTasks} tasks over 50 ms (longest ${r.longest} ms); last value ${r.lastValue}`,
    ]);
  }
  const route = await call('route', surfaces, 2000);
  rows.push([`a data message among ${surfaces} surfaces`, ms(route.data), 'ms each']);
  rows.push([
    `a components message among ${surfaces} surfaces`,
    ms(route.components),
    'ms each, with its render',
  ]);
  const churn = await call('churn', 500);
  rows.push([
    '500 surfaces created and deleted',
    `${churn.before} → ${churn.after}`,
    `nodes in the shadow root (${(((churn.after - churn.before) / churn.before) * 100).toFixed(1)} %)`,
  ]);
  const sparse = await call('sparse');
  rows.push([
    `60 writes to /aN/999999 (${sparse.messageBytes} bytes)`,
    sparse.actionBytes,
    `bytes of action with sendDataModel; ${sparse.errors} errors to the agent; press ${ms(sparse.press)} ms`,
  ]);
  printTable('<svc-a2ui> under load', rows);
} finally {
  await close();
}
