// Micro-benchmark of the model layer (src/model), run with `npm run bench:model`.
// Bundles src/model with esbuild into a temp file, imports it in Node and prints a table:
// (1) path reads cost O(depth), (2) a write costs the same with 10 or 10,000 unrelated
// subscribers, (3) parseSurface of 1,500 and 7,500 components, (4) regex tests with RE2.
import {build} from 'esbuild';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {performance} from 'node:perf_hooks';

const dir = mkdtempSync(join(tmpdir(), 'bench-model-'));
const file = join(dir, 'model.mjs');
const result = await build({
  entryPoints: ['src/model/index.ts'],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  write: false,
  logLevel: 'error',
});
writeFileSync(file, result.outputFiles[0].text);
const M = await import(pathToFileURL(file).href);
rmSync(dir, {recursive: true, force: true});

/** Median time per operation in microseconds, over `rounds` rounds of `ops` operations. */
function measure(fn, ops, rounds = 7) {
  for (let i = 0; i < Math.min(ops, 1000); i++) fn(i); // warm up
  const samples = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < ops; i++) fn(i);
    samples.push(((performance.now() - start) * 1000) / ops);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

const rows = [];
const row = (what, value, unit) =>
  rows.push({what, value: value.toFixed(unit === 'ms' ? 1 : 3), unit});

// (1) get at depth 1, 10, 100.
let nested = {leaf: 1};
for (let i = 0; i < 100; i++) nested = {k: nested};
const deepModel = new M.DataModel(nested);
for (const depth of [1, 10, 100]) {
  const path = '/k'.repeat(depth);
  row(
    `get() at depth ${depth}`,
    measure(() => deepModel.get(path), 200_000),
    'µs/op',
  );
}
for (const depth of [1, 10, 100]) {
  const value = {path: '/k'.repeat(depth)};
  row(
    `resolve({path}) at depth ${depth}`,
    measure(() => M.resolve(value, {model: deepModel}), 100_000),
    'µs/op',
  );
}

// (2) one write with 10 vs 10,000 unrelated subscribers (plus one on the written path).
for (const count of [10, 10_000]) {
  const model = new M.DataModel({target: {v: 0}, other: {}});
  for (let i = 0; i < count; i++) model.subscribe(`/other/${i}/x`, () => {});
  let told = 0;
  model.subscribe('/target/v', () => told++);
  row(
    `set() with ${count.toLocaleString('en-US')} unrelated subscribers`,
    measure((i) => model.set('/target/v', i), 100_000),
    'µs/op',
  );
  if (!told) throw new Error('listener not told');
}

// (3) parseSurface of a form-like surface.
function surface(count) {
  const components = [];
  const children = [];
  const groups = Math.floor((count - 1) / 4);
  const data = {form: {}};
  for (let i = 0; i < groups; i++) {
    children.push(`row${i}`);
    data.form[`f${i}`] = `value ${i}`;
    components.push({
      id: `row${i}`,
      row: {children: {ids: [`label${i}`, `field${i}`, `check${i}`]}, gap: {literal: 8}},
    });
    components.push({
      id: `label${i}`,
      weight: 1,
      text: {
        text: {
          call: {call: 'formatString', args: {value: {literal: `Field ${i}: \${/form/f${i}}`}}},
        },
      },
    });
    components.push({
      id: `field${i}`,
      weight: 2,
      textField: {
        label: {literal: `Field ${i}`},
        value: {path: `/form/f${i}`},
        checks: [{call: 'required', args: {value: {path: `/form/f${i}`}}, message: 'Required'}],
      },
    });
    components.push({
      id: `check${i}`,
      checkBox: {label: {literal: 'OK'}, value: {path: `/form/ok${i}`}},
    });
  }
  for (let i = components.length; i < count - 1; i++) {
    children.push(`extra${i}`);
    components.push({id: `extra${i}`, text: {text: {literal: 'filler'}}});
  }
  components.unshift({id: 'root', column: {children: {ids: children}}});
  return {surfaceId: 'bench', dataModelJson: JSON.stringify(data), components};
}
for (const count of [1_500, 7_500]) {
  const record = surface(count);
  const check = M.parseSurface(record);
  if (check.components.size !== count)
    throw new Error(`expected ${count} components, got ${check.components.size}`);
  const errors = check.issues.filter((i) => i.severity === 'error');
  if (errors.length) throw new Error(`unexpected issues: ${JSON.stringify(errors.slice(0, 3))}`);
  row(
    `parseSurface(${count.toLocaleString('en-US')} components)`,
    measure(() => M.parseSurface(record), 5, 5) / 1000,
    'ms',
  );
}

// (4) regular expressions (RE2 via re2js) through testPattern: a typical e-mail pattern, and
// hostile patterns at the longest input they are tested against. "warm": the same pattern again
// (compiled program and automaton cached); "cold": a new pattern each time (an alternative
// `|^#<n>#$` is appended), so compile and the first run are included.
await M.loadRegexEngine();
const EMAIL = '^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$';
const regexCases = [
  ['e-mail, "ada.lovelace@example.com"', EMAIL, 'ada.lovelace@example.com'],
  ['e-mail, 10,000 chars, no match', EMAIL, 'a'.repeat(9_990) + '@example.'],
  ['(a+)+$, 10,000 chars', '(a+)+$', 'a'.repeat(9_999) + '!'],
  ['a+a+x, 10,000 chars', 'a+a+x', 'x' + 'a'.repeat(9_999)],
  [
    '[\\s\\S]{0,32}x6 + "!", 2,500 chars (its cap)',
    '[\\s\\S]{0,32}'.repeat(6) + '!',
    'a'.repeat(2_499) + '!',
  ],
  ['^.{0,900}$, 550 chars (its cap)', '^.{0,900}$', 'x'.repeat(550)],
];
for (const [what, pattern, input] of regexCases) {
  const result = M.testPattern(pattern, input);
  if (result.matches === undefined) throw new Error(`${what}: ${result.problem ?? 'pending'}`);
  row(
    `regex warm: ${what}`,
    measure(() => M.testPattern(pattern, input), 50, 5),
    'µs/op',
  );
  let n = 0;
  const cold = () => {
    const outcome = M.testPattern(`${pattern}|^#${n++}#$`, input);
    if (outcome.matches === undefined) throw new Error(`${what}: ${outcome.problem}`);
  };
  row(`regex cold: ${what}`, measure(cold, 20, 5), 'µs/op');
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`${'what'.padEnd(width)} | ${'median'.padStart(9)} | unit`);
console.log(`${'-'.repeat(width)}-|-${'-'.repeat(9)}-|------`);
for (const r of rows) console.log(`${r.what.padEnd(width)} | ${r.value.padStart(9)} | ${r.unit}`);
console.log(
  `\nNode ${process.version}, ${process.platform}/${process.arch}; median of several rounds.`,
);
