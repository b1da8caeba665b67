import {LitElement, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {provide} from '@lit/context';
import {oneEvent, waitUntil} from '@open-wc/testing';
import {mediaPolicyContext} from '../../src/providers/context.js';
import type {MediaPolicy} from '../../src/model/media-policy.js';

/** Stands in for `<svc-surface>`: provides a media policy to what it holds. */
@customElement('test-media-policy-provider')
export class TestMediaPolicyProvider extends LitElement {
  @provide({context: mediaPolicyContext})
  @property({attribute: false})
  policy?: MediaPolicy;

  override render() {
    return html`<slot></slot>`;
  }
}

let counter = 0;

/** A same-origin fixture address, made unique so the resource timing entries tell tests apart. */
export function fixtureUrl(file: string): string {
  counter += 1;
  return new URL(`/test/fixtures/media/${file}?n=${counter}-${Date.now()}`, location.href).href;
}

/** The same fixture on another origin of the test server (127.0.0.1 vs localhost): http, so refused by default. */
export function otherOriginUrl(file: string): string {
  const url = new URL(fixtureUrl(file));
  url.hostname = url.hostname === '127.0.0.1' ? 'localhost' : '127.0.0.1';
  return url.href;
}

/** Whether the page has requested `url` (resource timing, which records failed requests too). */
export function requested(url: string): boolean {
  return performance.getEntriesByName(url).length > 0;
}

/** Waits until `url` shows up in resource timing. */
export async function waitForRequest(url: string): Promise<void> {
  await waitUntil(() => requested(url), `no request for ${url}`, {timeout: 4000});
}

/**
 * An element's tag name, or null: assert on this rather than on the element, since a failed
 * `expect(element)` makes the test runner serialise the element and hang instead of failing.
 */
export function tagOf(element: Element | null | undefined): string | null {
  return element ? element.localName : null;
}

/** The element's shadow part, or null. */
export function part<T extends Element = HTMLElement>(el: Element, name: string): T | null {
  return el.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

/** Waits for an image to finish loading, whether it already has. */
export async function imageLoaded(img: HTMLImageElement): Promise<void> {
  if (!img.complete) await oneEvent(img, 'load');
}
