// The page tools/bench-elements.mjs loads: the twelve basic elements, and `globalThis.bench.run`,
// which creates `n` instances of one element with the properties a form surface gives it, puts
// them in the document and times that until every instance has finished its first update
// ("script": create + set properties + connect + first Lit render), then times one forced style
// and layout pass over them ("layout"). A plain `<div>` is the floor.
import '../../src/components/basic/button.js';
import '../../src/components/basic/card.js';
import '../../src/components/basic/check-box.js';
import '../../src/components/basic/choice-picker.js';
import '../../src/components/basic/column.js';
import '../../src/components/basic/date-time-input.js';
import '../../src/components/basic/divider.js';
import '../../src/components/basic/progress-bar.js';
import '../../src/components/basic/row.js';
import '../../src/components/basic/slider.js';
import '../../src/components/basic/text-field.js';
import '../../src/components/basic/text.js';

type Props = Record<string, unknown>;

/**
 * The properties each element gets for instance `i`, as the surface would set them; `children`
 * plain `<div>`s are put inside each instance (as a row's or card's children).
 */
const cases: Record<string, {tag: string; props: (i: number) => Props; children?: number}> = {
  div: {tag: 'div', props: () => ({})},
  'div-4': {tag: 'div', props: () => ({}), children: 4},
  text: {tag: 'svc-text', props: (i) => ({text: `#${i}: item ${i}`})},
  button: {tag: 'svc-button', props: () => ({label: 'Save', variant: 'primary'})},
  card: {tag: 'svc-card', props: () => ({})},
  column: {tag: 'svc-column', props: () => ({})},
  row: {tag: 'svc-row', props: () => ({gap: 8})},
  'row-4': {tag: 'svc-row', props: () => ({gap: 8}), children: 4},
  divider: {tag: 'svc-divider', props: () => ({})},
  'progress-bar': {tag: 'svc-progress-bar', props: (i) => ({label: 'Upload', value: i % 100})},
  'check-box': {tag: 'svc-check-box', props: (i) => ({label: 'Done', checked: i % 2 === 0})},
  slider: {
    tag: 'svc-slider',
    props: (i) => ({label: 'Level', value: i % 100, min: 0, max: 100}),
  },
  'text-field': {tag: 'svc-text-field', props: (i) => ({label: `Name ${i}`, value: `item ${i}`})},
  'date-time-input': {
    tag: 'svc-date-time-input',
    props: () => ({label: 'When', value: '2026-03-01'}),
  },
  'choice-picker': {
    tag: 'svc-choice-picker',
    props: () => ({
      label: 'Pick one',
      choices: [
        {id: 'a', label: 'Alpha'},
        {id: 'b', label: 'Beta'},
        {id: 'c', label: 'Gamma'},
      ],
      value: ['a'],
    }),
  },
};

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let pending: {tag: string; props: Props[]; children: number} | undefined;
let mounted: Element[] = [];

/** Clears the page and prepares the properties of `n` instances of case `name` (not timed). */
async function prepare(name: string, n: number): Promise<void> {
  const c = cases[name];
  if (!c) throw new Error(`unknown case ${name}`);
  document.body.replaceChildren();
  mounted = [];
  pending = {
    tag: c.tag,
    props: Array.from({length: n}, (_, i) => c.props(i)),
    children: c.children ?? 0,
  };
  await pause();
}

/**
 * Creates the prepared instances, sets their properties, connects them (in one detached
 * container appended at the end, as the surface does) and waits for every first update.
 * Returns the wall time in ms.
 */
async function create(): Promise<number> {
  if (!pending) throw new Error('prepare() first');
  const {tag, props, children} = pending;
  pending = undefined;
  const t0 = performance.now();
  const container = document.createElement('div');
  const elements: Element[] = [];
  for (const p of props) {
    const el = document.createElement(tag) as Element & Props;
    for (const key in p) el[key] = p[key];
    for (let i = 0; i < children; i++) el.append(document.createElement('div'));
    container.append(el);
    elements.push(el);
  }
  document.body.append(container);
  await Promise.all(
    elements.map((el) => (el as Element & {updateComplete?: Promise<unknown>}).updateComplete),
  );
  mounted = elements;
  return performance.now() - t0;
}

/** Forces style and layout of what `create` mounted. Returns the wall time in ms. */
function layout(): number {
  const t0 = performance.now();
  void document.body.offsetHeight;
  return performance.now() - t0;
}

/**
 * All three steps in one: µs per instance for `n` instances of case `name`. `withLayout = false`
 * skips the forced layout (for profiling the script part alone).
 */
async function run(name: string, n: number, withLayout = true) {
  await prepare(name, n);
  const script = await create();
  const styleLayout = withLayout ? layout() : 0;
  document.body.replaceChildren();
  return {script: (script * 1000) / n, layout: (styleLayout * 1000) / n, count: mounted.length};
}

(globalThis as unknown as {bench: unknown}).bench = {
  cases: Object.keys(cases),
  prepare,
  create,
  layout,
  run,
};
(globalThis as unknown as {benchReady: boolean}).benchReady = true;
