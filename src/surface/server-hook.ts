/**
 * Where `<svc-surface>` learns that it arrived server-rendered (`@svc/surfaces/ssr`): the hydrate
 * entry (`@svc/surfaces/hydrate`) installs the reader, so that a page without server rendering
 * carries none of it.
 */

/** A server-rendered surface element, as the surface sees it. */
export interface ServerRendering {
  /** True while the server's tree waits to be adopted. */
  readonly pending: boolean;
  /** True while data written by the server is being read (the first update waits for it). */
  readonly reading: boolean;
  /** The root of the server's tree, to adopt once. */
  take(): Element | undefined;
  /** Reads the record or messages the server wrote into the element into it. */
  readData(): void;
}

let reader: ((host: HTMLElement) => ServerRendering) | undefined;

/** Installs the reader of server-rendered surfaces (`@svc/surfaces/hydrate`). */
export function readServerRendering(read: (host: HTMLElement) => ServerRendering): void {
  reader = read;
}

/** How `host`, being upgraded, arrived: server-rendered (its declarative shadow root) or not. */
export function serverRendering(host: HTMLElement): ServerRendering | undefined {
  return host.shadowRoot && reader ? reader(host) : undefined;
}
