/**
 * One fuzz case: mount a surface record in `<svc-surface>`, wait for it to render, click its
 * buttons, type into its text fields, then run every oracle. Returns the violations found; it
 * cleans up after itself (element, stray nodes, changed prototypes) so the next case starts clean.
 */
import '../../../src/surface/surface.js';
import type {SvcSurface} from '../../../src/surface/surface.js';
import type {SurfaceRecord} from '../../../src/model/types.js';
import type {FuzzCase} from './surfaces.js';
import {
  checkPwned,
  comparePrototypes,
  deepElements,
  nameOf,
  scanLayout,
  scanMarkup,
  snapshotPrototypes,
  type Violation,
} from './oracles.js';

export interface CaseSetup {
  /** Mount budget in ms: a hang guard, generous on purpose. */
  budget: number;
  /** Elements that were in the page before any case (the runner's own). */
  known: WeakSet<Element>;
  /** Own properties of the prototypes, to compare against. */
  prototypes: ReturnType<typeof snapshotPrototypes>;
  /** What the cases so far exercised. */
  stats: {cases: number; elements: number; buttons: number; fields: number};
}

/** Snapshot of the page before the first case. */
export function setUpCases(budget: number, extraPrototypes: readonly object[]): CaseSetup {
  const known = new WeakSet<Element>();
  for (const element of deepElements(document)) known.add(element);
  const stats = {cases: 0, elements: 0, buttons: 0, fields: 0};
  return {budget, known, prototypes: snapshotPrototypes(extraPrototypes), stats};
}

export const delay = (ms: number) =>
  new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms));
export const ms = (time: number) => (time === Infinity ? 'too long' : `${Math.round(time)} ms`);
export const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const MAX_BUTTONS = 25;
const MAX_FIELDS = 15;
const TEXT_TYPES = new Set(['', 'text', 'search', 'email', 'url', 'tel', 'password', 'number']);

type Updating = Element & {updateComplete?: Promise<unknown>};

export function message(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  try {
    return String(error).slice(0, 300);
  } catch {
    return 'unprintable error';
  }
}

/**
 * Waits until the surface is completely built (a large one builds in slices) and every element in
 * it has finished updating (three rounds).
 */
export async function settle(host: Element, violations: Violation[]) {
  for (let round = 0; round < 3; round++) {
    await (host as Partial<SvcSurface>).rendered;
    const pending: Promise<unknown>[] = [];
    for (const element of deepElements(host)) {
      const update = (element as Updating).updateComplete;
      if (update && typeof update.then === 'function') {
        pending.push(
          update.catch((error) =>
            violations.push({
              kind: 'uncaught-error',
              detail: `update of ${nameOf(element)} failed: ${message(error)}`,
            }),
          ),
        );
      }
    }
    await Promise.all(pending);
  }
}

/** Forms must not submit (and navigate the page): flags and stops any submit nobody prevented. */
function guardForms(host: Element, guarded: WeakSet<Element>, violations: Violation[]) {
  for (const element of deepElements(host)) {
    if (element.localName !== 'form' || guarded.has(element)) continue;
    guarded.add(element);
    element.addEventListener('submit', (event) => {
      if (event.defaultPrevented) return;
      event.preventDefault();
      violations.push({kind: 'form-submit', detail: `${nameOf(element)} submitted the page`});
    });
  }
}

export async function interact(
  host: Element,
  typed: string,
  violations: Violation[],
  stats: CaseSetup['stats'],
) {
  const guarded = new WeakSet<Element>();
  const buttons = [...deepElements(host)].filter(
    (element): element is HTMLButtonElement => element.localName === 'button',
  );
  stats.buttons += Math.min(buttons.length, MAX_BUTTONS);
  for (const button of buttons.slice(0, MAX_BUTTONS)) {
    if (!button.isConnected) continue;
    guardForms(host, guarded, violations);
    button.click();
    await null;
  }
  await settle(host, violations);
  const fields = [...deepElements(host)].filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      element.localName === 'textarea' ||
      (element.localName === 'input' && TEXT_TYPES.has((element as HTMLInputElement).type)),
  );
  guardForms(host, guarded, violations);
  stats.fields += Math.min(fields.length, MAX_FIELDS);
  for (const field of fields.slice(0, MAX_FIELDS)) {
    if (!field.isConnected || field.disabled || field.readOnly) continue;
    field.focus();
    field.value = typed;
    field.dispatchEvent(new InputEvent('input', {bubbles: true, composed: true, data: typed}));
    field.dispatchEvent(new Event('change', {bubbles: true}));
    await null;
  }
  (document.activeElement as HTMLElement | null)?.blur?.();
}

function restorePrototypes(setup: CaseSetup) {
  for (const [target, properties] of setup.prototypes) {
    for (const key of Reflect.ownKeys(target)) {
      if (!properties.has(key)) Reflect.deleteProperty(target, key);
    }
    for (const [key, descriptor] of properties) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!now || now.value !== descriptor.value || now.get !== descriptor.get) {
        try {
          Object.defineProperty(target, key, descriptor);
        } catch {
          // non-configurable and changed: nothing more we can do
        }
      }
    }
  }
}

function removeStrays(setup: CaseSetup) {
  for (const parent of [document.head, document.body]) {
    for (const child of [...parent.children]) if (!setup.known.has(child)) child.remove();
  }
}

/** Mounts `record` in a new `<svc-surface>` and waits (up to 10 s) for it to render. */
async function mount(
  record: SurfaceRecord,
  container: Element,
  budget: number,
  violations: Violation[],
) {
  const host = document.createElement('svc-surface') as SvcSurface;
  const start = performance.now();
  host.surface = record;
  container.append(host);
  // The first layout counts too: long text in narrow flex items is slow to lay out, not to build.
  const rendered = settle(host, violations).then(() => host.getBoundingClientRect());
  let outcome = await Promise.race([rendered, delay(budget)]);
  const elapsed = outcome === 'late' ? Infinity : performance.now() - start;
  if (outcome === 'late') outcome = await Promise.race([rendered, delay(10_000)]);
  return {host, elapsed, settled: outcome !== 'late'};
}

/** What a case watches on the page while it runs (see `watchPage`). */
export interface Watch {
  /** The URLs given to `window.open`, which is stubbed. */
  opened: string[];
  /** Stops watching; `finish` then checks what the case left behind. */
  stop(): void;
}

/**
 * Watches the page for a case: uncaught errors and rejections become violations, `window.open`
 * only records its URL, and the console is silenced.
 */
export function watchPage(violations: Violation[]): Watch {
  const onError = (event: Event) => {
    if (!(event instanceof ErrorEvent)) return; // a resource failing to load, not a script error
    event.preventDefault();
    event.stopImmediatePropagation();
    const detail = message(event.error ?? event.message);
    const kind = /ResizeObserver loop/.test(detail) ? 'resize-observer-loop' : 'uncaught-error';
    violations.push({kind, detail});
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    violations.push({kind: 'unhandled-rejection', detail: message(event.reason)});
  };
  const opened: string[] = [];
  const saved = {
    onerror: window.onerror,
    open: window.open,
    warn: console.warn,
    error: console.error,
    log: console.log,
    info: console.info,
    debug: console.debug,
  };
  window.onerror = null;
  window.open = ((url?: string | URL) => {
    opened.push(String(url));
    return null;
  }) as typeof window.open;
  console.warn = console.error = console.log = console.info = console.debug = () => {};
  window.addEventListener('error', onError, true);
  window.addEventListener('unhandledrejection', onRejection, true);
  return {
    opened,
    stop() {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection, true);
      Object.assign(console, {
        warn: saved.warn,
        error: saved.error,
        log: saved.log,
        info: saved.info,
        debug: saved.debug,
      });
      window.onerror = saved.onerror;
      window.open = saved.open;
    },
  };
}

/** The markup and layout oracles over the page and `host`, and the URLs it opened. */
export function scanPage(
  host: Element,
  setup: CaseSetup,
  opened: readonly string[],
  violations: Violation[],
): void {
  violations.push(...scanMarkup(document, setup.known));
  violations.push(...scanLayout(host));
  for (const url of opened) {
    let protocol = '';
    try {
      protocol = new URL(url, document.baseURI).protocol;
    } catch {
      protocol = 'invalid';
    }
    if (!['http:', 'https:', 'mailto:'].includes(protocol))
      violations.push({kind: 'unsafe-open', detail: `window.open("${url.slice(0, 80)}")`});
  }
}

/** How much of the heap a case may leave in use (Chromium's `performance.memory`). */
export const HEAP_BUDGET = 512 * 1024 * 1024;

/**
 * After a case (its container removed): injected flags, changed prototypes (restored), stray
 * elements (removed), and a heap over `heapBudget` (default HEAP_BUDGET).
 */
export async function finishCase(
  setup: CaseSetup,
  violations: Violation[],
  heapBudget = HEAP_BUDGET,
): Promise<void> {
  await delay(0);
  violations.push(...checkPwned());
  const changed = comparePrototypes(setup.prototypes);
  if (changed.length) {
    violations.push(...changed);
    restorePrototypes(setup);
  }
  removeStrays(setup);
  const used = (performance as {memory?: {usedJSHeapSize: number}}).memory?.usedJSHeapSize ?? 0;
  if (used > heapBudget)
    violations.push({kind: 'heap', detail: `${Math.round(used / 2 ** 20)} MB of heap in use`});
}

/** A container of the width a surface usually gets, in the page. */
export function caseContainer(): HTMLElement {
  const container = document.createElement('div');
  container.style.cssText = 'width: 640px; position: relative;';
  document.body.append(container);
  return container;
}

/**
 * Mounts the case's surface, interacts with it (and with its next version, if any) and returns every violation of the fuzz oracles. */
export async function runCase(
  {surface: record, typed, next}: FuzzCase,
  setup: CaseSetup,
): Promise<Violation[]> {
  const violations: Violation[] = [];
  const watch = watchPage(violations);
  const container = caseContainer();
  try {
    let mounted = await mount(record, container, setup.budget, violations);
    if (mounted.elapsed > setup.budget) {
      // Once more before calling it slow: this machine is shared and its load comes in bursts.
      const first = mounted.elapsed;
      mounted.host.remove();
      mounted = await mount(record, container, setup.budget, violations);
      if (mounted.elapsed > setup.budget) {
        violations.push({
          kind: 'slow-mount',
          detail: `mount took ${ms(first)}, then ${ms(mounted.elapsed)} (budget ${setup.budget} ms)`,
        });
      }
      if (!mounted.settled) return violations;
    }
    const {host} = mounted;
    setup.stats.cases++;
    setup.stats.elements += [...deepElements(host)].length;
    await interact(host, typed, violations, setup.stats);
    await settle(host, violations);
    if (next) {
      host.surface = next;
      await settle(host, violations);
      await interact(host, typed, violations, setup.stats);
      await settle(host, violations);
    }
    await frame();
    await delay(0);
    scanPage(host, setup, watch.opened, violations);
  } catch (error) {
    violations.push({kind: 'crash', detail: `the case itself threw: ${message(error)}`});
  } finally {
    container.remove();
    await finishCase(setup, violations);
    watch.stop();
  }
  return violations;
}
