/**
 * A `<svc-surface>` that arrived server-rendered (`@svc/surfaces/ssr`): the root of its tree, which
 * the first build adopts, and the record or A2UI messages the server wrote into it, read when the
 * host sets no `surface` (the messages through the A2UI processor, loaded for them).
 */
import type {SurfaceRecord} from '../model/types.js';
import type {ServerRendering} from '../surface/server-hook.js';
import type {SvcSurface} from '../surface/surface.js';

/** What the server wrote into a surface: its record, or the A2UI messages that made it. */
type ServerData = {record: SurfaceRecord} | {messages: unknown[]};

export class ServerRendered implements ServerRendering {
  #root?: Element;
  #reading = false;

  /** Reads `host` as it is upgraded: its declarative shadow root holds the server's tree. */
  constructor(readonly host: SvcSurface) {
    const base = [...(host.shadowRoot?.children ?? [])].find((e) => e.part.contains('base'));
    this.#root = base?.firstElementChild ?? undefined;
  }

  get pending(): boolean {
    return this.#root !== undefined;
  }

  get reading(): boolean {
    return this.#reading;
  }

  take(): Element | undefined {
    const root = this.#root;
    this.#root = undefined;
    return root;
  }

  readData(): void {
    const data = this.#data();
    if (!data) return;
    if ('record' in data) {
      this.host.surface = data.record;
      return;
    }
    this.#reading = true;
    import('../protocol/processor.js')
      .then(({MessageProcessor}) => {
        const processor = new MessageProcessor();
        processor.process(data.messages);
        const state = processor.surfaces()[0];
        this.#reading = false;
        if (state) this.host.a2uiSurface = {view: state.view(), model: state.dataModel};
      })
      .catch((error: unknown) => {
        this.#reading = false;
        console.warn('svc-surface: could not read the A2UI messages written by the server', error);
      })
      .finally(() => this.host.requestUpdate());
  }

  /** The data the server wrote into the element, or undefined (none, or not JSON). */
  #data(): ServerData | undefined {
    const block = this.host.querySelector(
      ':scope > script[type="application/json"][data-svc-surface]',
    );
    try {
      const data: unknown = JSON.parse(block?.textContent ?? 'null');
      if (data && typeof data === 'object' && ('record' in data || 'messages' in data))
        return data as ServerData;
    } catch {
      console.warn('svc-surface: the data written by the server is not JSON.');
    }
    return undefined;
  }
}
