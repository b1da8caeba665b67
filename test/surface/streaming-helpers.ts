// Shared by the streaming tests: a stream the test writes to, and what a person sees of <svc-a2ui>.
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {GROWTH_PREVIEW_MS} from '../../src/surface/message-source.js';

export interface Example {
  name: string;
  messages: Record<string, unknown>[];
}

/** A spec example of test/fixtures/a2ui (`basic/09_login-form`). */
export async function example(path: string): Promise<Example> {
  const url = new URL(`../fixtures/a2ui/${path}.json`, import.meta.url);
  return (await fetch(url)).json();
}

/** The example's messages as JSONL, as an agent writes them. */
export function jsonl(messages: unknown[]): string {
  return messages.map((message) => JSON.stringify(message)).join('\n') + '\n';
}

/** A text stream the test writes to, read by `connect()`. */
export function writableStream(): {
  stream: ReadableStream<string>;
  write(text: string): void;
  close(): void;
  /** Resolves once a reader has the stream (connect() loads its reader first). */
  reading(): Promise<void>;
} {
  let controller!: ReadableStreamDefaultController<string>;
  const stream = new ReadableStream<string>({start: (c) => (controller = c)});
  const reading = async () => {
    for (let tries = 0; !stream.locked && tries < 200; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return {
    stream,
    write: (text) => controller.enqueue(text),
    close: () => controller.close(),
    reading,
  };
}

/**
 * Lets the reader take what was written (a string growing inside a component is shown at most
 * every GROWTH_PREVIEW_MS, its last state after that), then waits for every surface to render.
 */
export async function settled(el: SvcA2ui): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, GROWTH_PREVIEW_MS + 10));
  await el.updateComplete;
  for (const surface of el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')) {
    await surface.updateComplete;
    await surface.rendered;
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

export function surfaceOf(el: SvcA2ui, id: string): SvcSurface {
  const found = el.shadowRoot!.querySelector<SvcSurface>(`svc-surface[data-surface-id="${id}"]`);
  if (!found) throw new Error(`no surface ${id}`);
  return found;
}

/** The element of a component, or null. */
export function componentOf(el: SvcA2ui, surfaceId: string, id: string): HTMLElement | null {
  return surfaceOf(el, surfaceId).shadowRoot!.querySelector<HTMLElement>(
    `[data-component-id="${id}"]`,
  );
}

/** Elements whose own content depends on the network (a picture loading or failing). */
const MEDIA = new Set(['svc-image', 'svc-video', 'svc-audio-player']);

/**
 * The text a person reads in an element: its shadow root and light DOM, flattened. With
 * `withoutMedia`, what media elements show of their loading is left out.
 */
export function visibleText(node: Element, withoutMedia = false): string {
  let out = '';
  const walk = (n: Node) => {
    if (n.nodeType === Node.TEXT_NODE) out += n.textContent;
    const el = n as Element;
    if (el.shadowRoot && !(withoutMedia && MEDIA.has(el.localName)))
      el.shadowRoot.childNodes.forEach(walk);
    n.childNodes.forEach(walk);
  };
  walk(node);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * The rendered tree of every surface as plain data: tags, component ids, the text and links
 * shown, and each surface's data model. Two ways of getting the same messages must give the same
 * (what media show of their loading aside: that is the network's timing).
 */
export function renderedState(el: SvcA2ui): unknown {
  const shape = (node: Element): unknown => {
    const children = [...node.children].map(shape);
    const own = [...(node.shadowRoot?.querySelectorAll('a[href]') ?? [])].map((a) =>
      a.getAttribute('href'),
    );
    return {
      tag: node.localName,
      id: node.getAttribute('data-component-id'),
      ...(node.shadowRoot ? {text: visibleText(node, true), links: own} : {}),
      children,
    };
  };
  return [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')].map((surface) => ({
    surfaceId: surface.dataset.surfaceId,
    busy: surface.shadowRoot!.querySelector('[part~="base"]')!.getAttribute('aria-busy'),
    tree: [...surface.shadowRoot!.querySelector('[part~="base"]')!.children].map(shape),
    data: surface.dataModel,
  }));
}
