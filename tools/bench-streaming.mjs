// `npm run bench:streaming`: a simulated agent writes each A2UI basic-catalog example and each
// sample conversation at about 60 tokens a second (240 characters a second, chunks of 1-8
// characters with jitter), in real time, into <svc-a2ui> connect() and <svc-conversation>.
// Per example and as medians: first byte → first component painted (and the agent's share: the
// first component's closing brace written), closing brace → painted (p95, max), the longest task;
// then the script time of reading incrementally against the one-shot path, and a 32 MB line.
// BENCH_STREAM_SPEED (default 1) multiplies the agent's pace; BENCH_STREAM_ONLY filters by name.
import {readdirSync, readFileSync} from 'node:fs';
import {openBench, median, printTable} from './bench/browser.mjs';

const speed = Number(process.env.BENCH_STREAM_SPEED ?? 1);
const only = process.env.BENCH_STREAM_ONLY;
const dir = 'test/fixtures/a2ui/basic';
const examples = Object.fromEntries(
  readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')).messages,
    ]),
);

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '-');

const {call, close} = await openBench('tools/bench/streaming-page.ts');
try {
  await call('setExamples', examples);
  // Once, not counted: the elements' modules load and compile on first use.
  await call('warmUp');
  await call('streamExample', '09_login-form', 20);
  await call('streamConversation', 'kitchen-sink', 20);
  const runs = [
    ...Object.keys(examples).map((name) => ['example', name]),
    ...(await call('conversations')).map((name) => ['conversation', name]),
  ].filter(([, name]) => !only || name.includes(only));
  const rows = [];
  const all = {firstPainted: [], firstClosed: [], p95: [], longest: [], latencies: []};
  console.log(`Streaming at ${240 * speed} characters a second; ${runs.length} streams.`);
  for (const [kind, name] of runs) {
    const r = await call(kind === 'example' ? 'streamExample' : 'streamConversation', name, speed);
    const p95 = percentile(r.latencies, 95);
    all.firstPainted.push(r.firstPainted);
    all.firstClosed.push(r.firstClosed);
    all.p95.push(p95);
    all.longest.push(r.longestTask);
    all.latencies.push(...r.latencies);
    rows.push([
      `${name} (${r.bytes} chars, ${r.components} components, ${r.seconds.toFixed(0)} s)`,
      `${ms(r.firstPainted)} / ${ms(r.firstClosed)}`,
      `ms first painted / first closed; brace → painted p95 ${ms(p95)}, max ${ms(Math.max(...r.latencies))} ms; longest task ${ms(r.longestTask)} ms`,
    ]);
  }
  rows.push([
    'median over the streams',
    `${ms(median(all.firstPainted))} / ${ms(median(all.firstClosed))}`,
    `ms; brace → painted p95 (median of streams) ${ms(median(all.p95))} ms; longest task (median) ${ms(median(all.longest))} ms`,
  ]);
  rows.push([
    'all components together',
    ms(percentile(all.latencies, 95)),
    `ms brace → painted p95 (${all.latencies.length} components; max ${ms(Math.max(...all.latencies))} ms); longest task of any stream ${ms(Math.max(...all.longest))} ms`,
  ]);
  printTable('Streaming: first byte → first component painted, closing brace → painted', rows);

  const cost = [];
  const ratios = {incremental: [], reader: [], big: []};
  for (const name of Object.keys(examples).filter((n) => !only || n.includes(only))) {
    const c = await call('readingCost', name);
    ratios.incremental.push(c.incremental / c.oneShot);
    ratios.reader.push(c.readerOnly / c.parseOnly);
    ratios.big.push(c.bigChunks / c.parseOnly);
    cost.push([
      name,
      (c.incremental / c.oneShot).toFixed(2),
      `× (${c.incremental.toFixed(2)} ms incremental, ${c.oneShot.toFixed(2)} ms one-shot; reader ${c.readerOnly.toFixed(2)} ms vs JSON.parse ${c.parseOnly.toFixed(3)} ms)`,
    ]);
  }
  cost.push([
    'median: incremental ÷ one-shot (read + process)',
    median(ratios.incremental).toFixed(2),
    '×',
  ]);
  cost.push([
    'median: reader ÷ JSON.parse, 1-8 character chunks',
    median(ratios.reader).toFixed(1),
    '×',
  ]);
  cost.push(['median: reader ÷ JSON.parse, 16 KiB chunks', median(ratios.big).toFixed(1), '×']);
  for (const mb of [8, 32])
    cost.push([
      `a ${mb} MB line without a line break, 64 KiB chunks`,
      ms(await call('longLine', mb)),
      'ms',
    ]);
  printTable('Script time of reading (no clock, no DOM; median of 15 runs each)', cost);
} finally {
  await close();
}
