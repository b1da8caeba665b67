// First render, ours beside the reference renderer, in main-thread time per phase (thread time,
// not wall time, so that a busy machine disturbs it less): each page's `render` (surface-page.ts,
// reference/page.ts) under a Chromium trace, summed between its `render-start` and `render-end`
// marks (from setting the surface until the frame that shows it is painted), runs interleaved.
// `node tools/bench-first-render-compare.mjs [sizes] [runs] [form|table] [profile]`, sizes as
// `20,100` (form leaves: 27 and 127 components). With `profile`, also the functions with the most
// self time in our render (V8's sampling profiler over the same runs, harness included).
// `OURS_PAGE=<dir>/tools/bench/surface-page.ts` times another copy of ours instead (say
// `git archive main src tools/bench` unpacked in a directory of the repo, with a package.json of
// its own so that the bundler keeps its side effects), for a before/after beside the reference.
import {launchBrowser, median, openPage, printGrid} from './bench/browser.mjs';
import {ensureReference} from './bench/compare.mjs';
import {PHASES, threadTimeByPhase, traced} from './bench/trace-phases.mjs';

const sizes = (process.argv[2] ?? '20,100').split(',').map(Number);
const runs = Number(process.argv[3] ?? 5);
const kind = process.argv[4] ?? 'form';
const profile = process.argv[5] === 'profile';

/** Self thread time per phase (ms) between the marks of one traced render, and its wall time. */
async function tracedRender(target, size) {
  const {events, result} = await traced(target.page, () => target.call('render', kind, size));
  const start = events.find((e) => e.name === 'render-start');
  const end = events.find((e) => e.name === 'render-end');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === start.pid,
  );
  const totals = threadTimeByPhase(events, main, start.ts, end.ts);
  return {...totals, wall: result.painted, components: result.components};
}

/** Self time (ms) per function over `runs` renders of ours, the top `top`. */
async function profiledRenders(target, size, top = 25) {
  const cdp = await target.page.context().newCDPSession(target.page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 50});
  await cdp.send('Profiler.start');
  for (let i = 0; i < runs; i++) await target.call('render', kind, size);
  const {profile: p} = await cdp.send('Profiler.stop');
  await cdp.detach().catch(() => {});
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const self = new Map();
  p.samples.forEach((id, i) => {
    const {functionName, url, lineNumber, columnNumber} = byId.get(id).callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) return;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000 / runs);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

if (!ensureReference()) process.exit(1);
const browser = await launchBrowser();
const ours = await openPage(browser, process.env.OURS_PAGE ?? 'tools/bench/surface-page.ts');
const reference = await openPage(browser, 'tools/bench/reference/page.ts');
try {
  for (const size of sizes) {
    for (let i = 0; i < 2; i++) {
      await reference.call('render', kind, size);
      await ours.call('render', kind, size);
    }
    const samples = {reference: [], ours: []};
    let components;
    for (let i = 0; i < runs; i++) {
      samples.reference.push(await tracedRender(reference, size));
      const o = await tracedRender(ours, size);
      samples.ours.push(o);
      components = o.components;
    }
    const rows = [...PHASES, 'wall'].map((key) => {
      const r = median(samples.reference.map((s) => s[key]));
      const o = median(samples.ours.map((s) => s[key]));
      const all = (xs) => xs.map((s) => s[key].toFixed(1)).join(' ');
      return [
        key === 'wall' ? 'wall (to painted)' : key,
        r.toFixed(1),
        o.toFixed(1),
        r ? `${(o / r).toFixed(2)}×` : '–',
        `[${all(samples.reference)}] / [${all(samples.ours)}]`,
      ];
    });
    printGrid(
      `first render, ${kind} ${size} (${components} components of ours): main-thread ms, median of ${runs}`,
      ['phase', 'reference', 'ours', 'ours÷ref', 'runs (reference / ours)'],
      rows,
    );
    if (profile) {
      const top = await profiledRenders(ours, size);
      console.log(`\n  ours, self time per render (ms), ${kind} ${size}:`);
      for (const [name, t] of top) console.log(`  ${t.toFixed(2).padStart(7)}  ${name}`);
      const topRef = await profiledRenders(reference, size, 12);
      console.log(`\n  reference, self time per render (ms), ${kind} ${size}:`);
      for (const [name, t] of topRef) console.log(`  ${t.toFixed(2).padStart(7)}  ${name}`);
    }
  }
} finally {
  for (const m of [...ours.messages, ...reference.messages]) console.log(`  page said: ${m}`);
  await ours.close();
  await reference.close();
  await browser.close();
}
