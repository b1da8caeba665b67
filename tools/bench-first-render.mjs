// Focused benchmark for issue 12: first render (split into build, style + layout, paint),
// keystroke and replace-all, on the surfaces of `npm run bench`.
// `node tools/bench-first-render.mjs [runs] [parts]`; parts: render,keystroke,replace (default all).
// Prints the median and the minimum of each figure (the machine is shared: the minimum is the
// least disturbed run).
import {median, openBench, printTable} from './bench/browser.mjs';

const runs = Number(process.argv[2] ?? 5);
const parts = (process.argv[3] ?? 'render,keystroke,replace').split(',');
const {page, close} = await openBench('tools/bench/first-render-page.ts');
const call = (fn, ...args) => page.evaluate(([f, a]) => globalThis.bench[f](...a), [fn, args]);
const row = (label, xs, digits = 1) => [
  label,
  median(xs).toFixed(digits),
  `ms  min ${Math.min(...xs).toFixed(digits)}  [${xs.map((x) => x.toFixed(digits)).join(' ')}]`,
];

try {
  const rows = [];
  if (parts.includes('render')) {
    for (let i = 0; i < 2; i++) await call('renderSplit', 1000); // warm-up
    for (const n of [1000, 5000]) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await call('renderSplit', n));
      for (const key of ['build', 'layout', 'paint', 'total'])
        rows.push(
          row(
            `first render ${n}: ${key}`,
            samples.map((s) => s[key]),
          ),
        );
    }
  }
  if (parts.includes('keystroke')) {
    const keys = [];
    for (let i = 0; i < runs; i++) keys.push(await call('keystrokeMean', 5000));
    rows.push(row('keystroke, 5000 (mean of 200 each)', keys, 3));
  }
  if (parts.includes('replace')) {
    const replace = [];
    for (let i = 0; i < runs; i++) replace.push(await call('replaceMs', 5000));
    rows.push(row('replace model, 5000', replace));
  }
  printTable(`median of ${runs}`, rows);
} finally {
  await close();
}
