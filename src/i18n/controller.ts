/**
 * `Localize`: the words of an element in the locale around it. The locale is that of the closest
 * `lang` attribute up the tree, across shadow roots (`<svc-surface locale="de">` sets `lang` on
 * itself), else English. Elements re-render when a catalog loads or is registered, or when a
 * surface's locale changes.
 */
import {isServer, type ReactiveController, type ReactiveControllerHost} from 'lit';
import {notifyMessagesChanged, onMessagesChanged, translate} from './catalog.js';
import {formatNumber} from './format.js';
import type {MessageValues} from './format.js';
import type {MessageKey} from './messages.js';

type Host = ReactiveControllerHost & HTMLElement;

const connected = new Set<Host>();
let unsubscribe: (() => void) | undefined;

function refreshAll(): void {
  for (const host of connected) host.requestUpdate();
}

/** The locale of server rendering (`@svc/surfaces/ssr`), where elements are in no tree. */
let serverLocale = '';

/** @internal Sets the locale elements rendered on the server speak (`@svc/surfaces/ssr`). */
export function setServerLocale(locale: string): void {
  serverLocale = locale;
}

/** The locale of the closest `lang` attribute above `node`, across shadow roots; '' when none. */
export function localeOf(node: Node | null): string {
  if (isServer) return serverLocale;
  while (node) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang !== null) return lang;
    }
    node = node.parentNode ?? (node as ShadowRoot).host ?? null;
  }
  return '';
}

/** Re-renders localized elements after a locale changed somewhere up their tree. */
export const localeChanged: () => void = notifyMessagesChanged;

export class Localize implements ReactiveController {
  readonly #host: Host;
  #locale?: string;

  constructor(host: Host) {
    this.#host = host;
    host.addController(this);
  }

  /** The locale in effect ('' means English); read again on each update. */
  get locale(): string {
    return (this.#locale ??= localeOf(this.#host));
  }

  /** The message in the element's locale, with its values. */
  t(key: MessageKey, values?: MessageValues): string {
    return translate(this.locale, key, values);
  }

  /** A number written for the element's locale. */
  number(value: number): string {
    return formatNumber(value, this.locale || undefined);
  }

  hostConnected(): void {
    connected.add(this.#host);
    unsubscribe ??= onMessagesChanged(refreshAll);
    this.#locale = undefined;
  }

  hostDisconnected(): void {
    connected.delete(this.#host);
  }

  hostUpdate(): void {
    this.#locale = undefined;
  }
}
