/**
 * One message-stream fuzz case: give the stream to a new `<svc-a2ui>` the way the case says, wait
 * for its surfaces to render, click their buttons and type into their fields, then delete every
 * surface still open; run the oracles of the record fuzzer (see run-case.ts), watch the page's
 * tasks, and check that nothing is left behind: no surface element, and the element's shadow root
 * back to the nodes of an empty one.
 */
import '../../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../../src/surface/a2ui.js';
import type {SvcSurface} from '../../../src/surface/surface.js';
import {countNodes} from '../helpers.js';
import type {MessageCase} from './messages.js';
import type {Violation} from './oracles.js';
import {
  caseContainer,
  delay,
  finishCase,
  frame,
  interact,
  message,
  ms,
  scanPage,
  settle,
  watchPage,
  type CaseSetup,
} from './run-case.js';

/** What the stream cases exercised, beside the record fuzzer's counts. */
export interface StreamStats {
  messages: number;
  surfaces: number;
  errors: number;
}

export interface StreamSetup extends CaseSetup {
  streams: StreamStats;
  /** The nodes of an empty `<svc-a2ui>` (its shadow root included). */
  emptyNodes: number;
}

/** The JSON lines of the case's messages (a string is a line as it is). */
function jsonLines(messages: readonly unknown[]): string {
  return messages
    .map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? 'null')))
    .join('\n');
}

/** The lines cut at the case's chunk lengths, as a stream of text. */
function chunked(text: string, sizes: readonly number[]): ReadableStream<string> {
  let at = 0;
  let turn = 0;
  return new ReadableStream<string>({
    pull(controller) {
      if (at >= text.length) return controller.close();
      const size = sizes[turn++ % sizes.length];
      controller.enqueue(text.slice(at, at + size));
      at += size;
    },
  });
}

async function deliver(el: SvcA2ui, {messages, delivery}: MessageCase): Promise<void> {
  if (delivery === 'batch') return el.processMessages(messages);
  if (delivery === 'each') {
    for (const [index, item] of messages.entries()) {
      el.processMessages(item);
      if (index % 7 === 6) await null;
    }
    return;
  }
  await el.connect(chunked(jsonLines(messages), delivery.chunks));
}

/** Waits for the element and each surface in it to be completely built. */
async function settleAll(el: SvcA2ui, violations: Violation[]): Promise<void> {
  await el.updateComplete;
  const surfaces = [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
  for (const surface of surfaces) await settle(surface, violations);
}

/** The tasks longer than `budget` ms while `run` runs. */
export async function watchTasks(budget: number, run: () => Promise<void>): Promise<number[]> {
  const long: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > budget) long.push(entry.duration);
  });
  observer.observe({type: 'longtask'});
  try {
    await run();
    await delay(0);
    for (const entry of observer.takeRecords())
      if (entry.duration > budget) long.push(entry.duration);
  } finally {
    observer.disconnect();
  }
  return long;
}

/** Deletes every surface still open, then checks what is left (see `leftBehind`). */
async function deleteAll(el: SvcA2ui, setup: StreamSetup, violations: Violation[]) {
  const open = el.processor.surfaces().map((state) => state.surfaceId);
  for (const surfaceId of open) el.processMessages({version: 'v0.9', deleteSurface: {surfaceId}});
  await el.updateComplete;
  await delay(0);
  violations.push(...leftBehind(el, setup.emptyNodes));
}

/**
 * What an element whose surfaces are all deleted still holds: surface elements, open surfaces,
 * or more nodes than an empty one (`emptyNodes`, its shadow root included).
 */
export function leftBehind(el: SvcA2ui, emptyNodes: number): Violation[] {
  const elements = el.shadowRoot!.querySelectorAll('svc-surface').length;
  const open = el.processor.surfaces().length;
  const nodes = countNodes(el.shadowRoot!);
  if (!elements && !open && nodes === emptyNodes) return [];
  const detail = `after deleteSurface: ${elements} surface elements, ${open} open, ${nodes} nodes (empty: ${emptyNodes})`;
  return [{kind: 'left-behind', detail}];
}

/** How many of a stream's surfaces are clicked and typed into. */
const MAX_INTERACTED = 5;

/** The kinds that are about time: a case showing them runs once more before they count. */
const SLOW: ReadonlySet<string> = new Set(['slow-mount', 'slow-task']);

/**
 * Runs one stream case (see the module comment); a case that was only slow runs once more, since
 * this machine is shared and its load comes in bursts.
 */
export async function runStream(value: MessageCase, setup: StreamSetup): Promise<Violation[]> {
  const first = await runStreamOnce(value, setup);
  if (!first.length || !first.every((violation) => SLOW.has(violation.kind))) return first;
  return runStreamOnce(value, setup);
}

async function runStreamOnce(value: MessageCase, setup: StreamSetup): Promise<Violation[]> {
  const violations: Violation[] = [];
  const watch = watchPage(violations);
  const container = caseContainer();
  const el = document.createElement('svc-a2ui');
  el.addEventListener('svc-a2ui-message', (event) => {
    if ('error' in event.detail.message) setup.streams.errors++;
  });
  try {
    container.append(el);
    await el.updateComplete;
    let settled = false;
    const long = await watchTasks(setup.budget, async () => {
      const done = deliver(el, value).then(() => settleAll(el, violations));
      settled = (await Promise.race([done.then(() => true), delay(10_000)])) === true;
    });
    if (!settled) {
      violations.push({kind: 'slow-mount', detail: 'the stream was not shown after 10 s'});
      return violations;
    }
    if (long.length)
      violations.push({
        kind: 'slow-task',
        detail: `tasks of ${long.map(ms).join(', ')} (budget ${setup.budget} ms)`,
      });
    setup.stats.cases++;
    setup.streams.messages += value.messages.length;
    setup.streams.surfaces += el.shadowRoot!.querySelectorAll('svc-surface').length;
    const surfaces = [...el.shadowRoot!.querySelectorAll('svc-surface')];
    for (const surface of surfaces.slice(0, MAX_INTERACTED))
      await interact(surface, value.typed, violations, setup.stats);
    await settleAll(el, violations);
    await frame();
    await delay(0);
    scanPage(el, setup, watch.opened, violations);
    await deleteAll(el, setup, violations);
  } catch (error) {
    violations.push({kind: 'crash', detail: `the case itself threw: ${message(error)}`});
  } finally {
    el.disconnect();
    container.remove();
    await finishCase(setup, violations);
    watch.stop();
  }
  return violations;
}
