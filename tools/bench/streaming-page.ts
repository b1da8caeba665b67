// Runs inside Chromium: a simulated agent writes each A2UI spec example (into <svc-a2ui>
// connect()) and each sample conversation's surfaces response (into <svc-conversation>) at about
// 60 tokens a second: 240 characters a second, in chunks of 1-8 characters with jitter. What is
// timed: the first byte to the first component on screen, each component's closing brace to its
// element on screen, and the longest task meanwhile; and, without the clock, the script time of
// reading the same chunks incrementally against reading the whole text at once.
import '../../src/surface/a2ui.js';
import '../../src/surface/conversation.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {ServiceClient} from '../../src/api/client.js';
import {MessageProcessor} from '../../src/protocol/index.js';
import {StreamReader} from '../../src/protocol/stream-reader.js';
import {conversations} from '../../src/mock/conversations.js';
import {watchLongTasks} from './settle.js';

/** A deterministic generator, so that every run writes the same chunks. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** `text` as an agent writes it: chunks of 1-8 characters, each with its delay (ms). */
function agentChunks(text: string, charsPerSecond: number, seed = 7): [string, number][] {
  const next = random(seed);
  const out: [string, number][] = [];
  for (let at = 0; at < text.length;) {
    const size = 1 + Math.floor(next() * 8);
    const chunk = text.slice(at, at + size);
    at += size;
    const jitter = 0.5 + next(); // 0.5x to 1.5x the mean delay
    out.push([chunk, ((chunk.length / charsPerSecond) * 1000 * jitter) | 0]);
  }
  return out;
}

/** Keys under which a component names its children (A2UI and the service's records). */
const CHILD_KEYS = new Set(['child', 'children', 'ids', 'componentId', 'trigger', 'content']);

/** The ids a component names as children (under `only`, when given: `componentId`). */
function childIds(value: unknown, key = '', out: string[] = [], only?: string): string[] {
  if (typeof value === 'string' && (only ? key === only : CHILD_KEYS.has(key))) out.push(value);
  else if (Array.isArray(value)) for (const item of value) childIds(item, key, out, only);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) childIds(v, k, out, only);
  return out;
}

/**
 * Where each component can first be shown in `text`: the offset of its own closing brace, or of
 * its parent's when that comes later (a child written before its parent waits for it); a
 * template's component is shown per item of its list, so not before the first data message.
 */
function closingBraces(text: string, components: {id: string}[]): Map<string, number> {
  const data = text.indexOf('"updateDataModel"');
  const dataEnd = data < 0 ? 0 : text.indexOf('\n', data) + 1 || text.length;
  const templated = new Set<string>();
  for (const component of components)
    for (const id of childIds(component, '', [], 'componentId')) templated.add(id);
  const own = new Map<string, number>();
  let from = 0;
  for (const component of components) {
    const json = JSON.stringify(component);
    const at = text.indexOf(json, from);
    if (at < 0) continue;
    // Ids repeat across a conversation's surfaces: each counts from its first.
    if (!own.has(component.id)) own.set(component.id, at + json.length);
    from = at + json.length;
  }
  const parent = new Map<string, string>();
  for (const component of components)
    for (const child of childIds(component))
      if (child !== component.id && !parent.has(child)) parent.set(child, component.id);
  const out = new Map<string, number>();
  for (const [id, end] of own) {
    let at = end;
    const seen = new Set([id]);
    for (let up: string | undefined = id; up; up = parent.get(up)) {
      if (up !== id && seen.has(up)) break;
      seen.add(up);
      at = Math.max(at, own.get(up) ?? at);
      if (templated.has(up)) at = Math.max(at, dataEnd);
    }
    out.set(id, at);
  }
  return out;
}

/** Every element with a component id under `root`, through the surfaces' shadow roots. */
function shownIds(root: Element): Set<string> {
  const ids = new Set<string>();
  for (const surface of root.shadowRoot?.querySelectorAll('svc-surface') ?? [])
    for (const element of surface.shadowRoot?.querySelectorAll('[data-component-id]') ?? [])
      ids.add(element.getAttribute('data-component-id')!);
  return ids;
}

interface StreamResult {
  bytes: number;
  components: number;
  /** First byte written → first component's element in a painted frame. */
  firstPainted: number;
  /** First byte written → the first component's closing brace written (the agent's share). */
  firstClosed: number;
  /**
   * Each component's closing brace written (or its parent's, when later) → its element in a
   * painted frame (ms).
   */
  latencies: number[];
  longestTask: number;
  seconds: number;
}

/**
 * Writes `text` to a stream at the agent's pace and watches `root` (which reads the stream) frame
 * by frame: when each component's element is first in a frame.
 */
async function watch(
  text: string,
  components: {id: string}[],
  speed: number,
  connect: (stream: ReadableStream<string>) => Element,
): Promise<StreamResult> {
  document.body.replaceChildren();
  const braces = closingBraces(text, components);
  const closed = new Map<string, number>();
  const painted = new Map<string, number>();
  let controller!: ReadableStreamDefaultController<string>;
  const stream = new ReadableStream<string>({start: (c) => (controller = c)});
  const root = connect(stream);
  const longTasks = watchLongTasks();
  let watching = true;
  const look = (now: number) => {
    for (const id of shownIds(root)) if (!painted.has(id)) painted.set(id, now);
    if (watching) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  const start = performance.now();
  let offset = 0;
  for (const [chunk, delay] of agentChunks(text, 240 * speed)) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    controller.enqueue(chunk);
    offset += chunk.length;
    const now = performance.now();
    for (const [id, end] of braces) if (end <= offset && !closed.has(id)) closed.set(id, now);
  }
  controller.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  watching = false;
  const latencies: number[] = [];
  for (const [id, at] of closed) {
    const shown = painted.get(id);
    // A component shown before its brace closed (a Text being written) was on time.
    if (shown !== undefined) latencies.push(Math.max(0, shown - at));
  }
  const firstPainted = Math.min(...painted.values()) - start;
  const firstClosed = Math.min(...closed.values()) - start;
  return {
    bytes: text.length,
    components: components.length,
    firstPainted,
    firstClosed,
    latencies,
    longestTask: await longTasks(),
    seconds: (performance.now() - start) / 1000,
  };
}

/** The JSONL of an example and its components (of every updateComponents / createSurface). */
function exampleText(messages: Record<string, unknown>[]) {
  const components: {id: string}[] = [];
  for (const message of messages) {
    const body = (message.updateComponents ?? message.createSurface) as
      {components?: {id: string}[]} | undefined;
    components.push(...(body?.components ?? []));
  }
  return {text: messages.map((m) => JSON.stringify(m)).join('\n') + '\n', components};
}

function conversationText(name: string) {
  const found = conversations.find((conversation) => conversation.name === name)!;
  const surfaces = found.surfaces as unknown as {components?: {id: string}[]}[];
  return {
    text: JSON.stringify({surfaces}),
    components: surfaces.flatMap((surface) => surface.components ?? []),
  };
}

/**
 * Milliseconds of one `fn`, the median of `runs` samples; each sample repeats `fn` until it lasts
 * about 20 ms, so that the clock's resolution does not matter.
 */
function timed(fn: () => void, runs = 15): number {
  let reps = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < reps; i++) fn();
    if (performance.now() - start > 20 || reps > 1e6) break;
    reps *= 2;
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    for (let r = 0; r < reps; r++) fn();
    times.push((performance.now() - start) / reps);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

/** The spec examples' messages by name, given by the harness (read from test/fixtures). */
const examples: Record<string, Record<string, unknown>[]> = {};

const api = {
  setExamples(given: Record<string, Record<string, unknown>[]>) {
    Object.assign(examples, given);
  },

  /** Shows every example and conversation once, so that every element's module is loaded. */
  async warmUp() {
    const a2ui = document.createElement('svc-a2ui') as SvcA2ui;
    const conversation = document.createElement('svc-conversation') as SvcConversation;
    const surfaces = conversations.flatMap((c) => c.surfaces);
    conversation.client = {listSurfaces: async () => surfaces} as unknown as ServiceClient;
    conversation.conversationId = 'warm';
    document.body.append(a2ui, conversation);
    for (const messages of Object.values(examples)) a2ui.processMessages(messages);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    document.body.replaceChildren();
  },
  conversations: (): string[] => conversations.filter((c) => c.surfaces.length).map((c) => c.name),

  async streamExample(name: string, speed: number): Promise<StreamResult> {
    const {text, components} = exampleText(examples[name]);
    return watch(text, components, speed, (stream) => {
      const el = document.createElement('svc-a2ui') as SvcA2ui;
      document.body.append(el);
      void el.connect(stream);
      return el;
    });
  },

  async streamConversation(name: string, speed: number): Promise<StreamResult> {
    const {text, components} = conversationText(name);
    return watch(text, components, speed, (stream) => {
      const el = document.createElement('svc-conversation') as SvcConversation;
      const body = stream.pipeThrough(new TextEncoderStream());
      el.client = {openSurfaces: async () => new Response(body)} as unknown as ServiceClient;
      el.conversationId = 'bench';
      document.body.append(el);
      return el;
    });
  },

  /**
   * Script time (no clock, no DOM) of reading an example's chunks as they come (the reader, the
   * previews and the messages processed as they end) against the one-shot path (JSON.parse of the
   * whole text, processed at once); and the reader alone against JSON.parse alone.
   */
  readingCost(name: string) {
    const {text} = exampleText(examples[name]);
    const chunks = agentChunks(text, 240).map(([chunk]) => chunk);
    const incremental = timed(() => {
      const processor = new MessageProcessor();
      const reader = new StreamReader({
        onItem: (value, nested) => processor.process(nested ? [value] : value),
        onError: () => {},
      });
      let seen = reader.changes;
      for (const chunk of chunks) {
        reader.push(chunk);
        // As connect() does: a partial only when what is complete changed.
        if (reader.changes === seen) continue;
        seen = reader.changes;
        processor.preview(reader.partial());
      }
      reader.end();
    });
    const oneShot = timed(() => new MessageProcessor().process(text));
    const readerOnly = timed(() => {
      const reader = new StreamReader({onItem: () => {}, onError: () => {}});
      for (const chunk of chunks) reader.push(chunk);
      reader.end();
    });
    const parseOnly = timed(() => {
      for (const line of text.split('\n')) if (line) JSON.parse(line);
    });
    const bigChunks = timed(() => {
      const reader = new StreamReader({onItem: () => {}, onError: () => {}});
      for (let at = 0; at < text.length; at += 16_384) reader.push(text.slice(at, at + 16_384));
      reader.end();
    });
    return {incremental, oneShot, readerOnly, parseOnly, bigChunks};
  },

  /** A 32 MB line without a line break, in 64 KiB chunks: the reader's time (linear or not). */
  longLine(megabytes: number) {
    const chunk = 'x'.repeat(65_536);
    const head = '{"version":"v0.9","pad":"';
    const start = performance.now();
    const reader = new StreamReader({onItem: () => {}, onError: () => {}});
    reader.push(head);
    for (let i = 0; i < (megabytes * 1_048_576) / chunk.length; i++) reader.push(chunk);
    reader.push('"}\n');
    reader.end();
    return performance.now() - start;
  },
};

Object.assign(globalThis, {bench: api, benchReady: true});
