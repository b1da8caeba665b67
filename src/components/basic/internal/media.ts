/**
 * What `<svc-image>`, `<svc-video>` and `<svc-audio-player>` share: the media policy check in the
 * page, and the labelled placeholder shown instead of media that is not allowed or did not load.
 */
import {css, html, isServer} from 'lit';
import type {LitElement, TemplateResult} from 'lit';
import {property, state} from 'lit/decorators.js';
import {consume} from '@lit/context';
import {mediaPolicyContext} from '../../../providers/context.js';
import {checkMediaUrl} from '../../../model/media-policy.js';
import type {MediaPolicy, MediaUrlCheck} from '../../../model/media-policy.js';
import {english} from '../../../i18n/catalog.js';
import type {Translate} from '../../../i18n/catalog.js';

/** Which medium a message is about. */
export type MediaKind = 'Image' | 'Video' | 'Audio';

/**
 * Checks `url` against the element's own policy when set, else the one its surface provides,
 * else the default; relative addresses resolve against the page.
 */
export function checkMedia(
  url: unknown,
  own: MediaPolicy | undefined,
  provided: MediaPolicy | undefined,
): MediaUrlCheck {
  // On the server (`@svc/surfaces/ssr`) relative addresses resolve against a stand-in origin.
  const base = isServer ? 'https://server.invalid/' : document.baseURI;
  return checkMediaUrl(url, own ?? provided ?? {}, base);
}

/** The sentence a placeholder says: why there is no media. */
export function placeholderText(
  kind: MediaKind,
  check: MediaUrlCheck | 'error',
  i18n: {t: Translate} = {t: english},
): string {
  if (check === 'error') return i18n.t(`media.${kind}.error`);
  if (check.allowed) return '';
  if (check.reason === 'missing') return i18n.t(`media.${kind}.missing`);
  return i18n.t(`media.${kind}.blocked`);
}

/** A picture frame with a slash: "no media here". */
const glyph = html`<svg part="placeholder-glyph" viewBox="0 0 24 24" aria-hidden="true">
  <path
    fill="none"
    stroke="currentColor"
    stroke-width="1.6"
    stroke-linecap="round"
    d="M4 6.5V18a1.5 1.5 0 0 0 1.5 1.5H17M8 4.5h10.5A1.5 1.5 0 0 1 20 6v10.5M4 4l16 16
       M4 15.5l4-4 3 3M14.5 9.5a1 1 0 1 0 0-.01"
  />
</svg>`;

/**
 * The placeholder: an image role named by `text` (and the media's description when there is one),
 * with a glyph and the text visible.
 */
export function mediaPlaceholder(text: string, description = ''): TemplateResult {
  const label = description ? `${text} (${description})` : text;
  return html`<div part="placeholder" role="img" aria-label=${label} title=${label}>
    ${glyph}<span part="placeholder-text">${text}</span>
  </div>`;
}

/** Styles of the placeholder; hosts may set `--_placeholder-min-height`. */
export const placeholderStyles = css`
  [part~='placeholder'] {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--_space-2);
    box-sizing: border-box;
    inline-size: 100%;
    block-size: 100%;
    min-block-size: var(--_placeholder-min-height, 0);
    padding: var(--_space-2);
    border: 1px dashed var(--_border);
    border-radius: inherit;
    background: var(--_raised);
    color: var(--_muted);
    text-align: center;
    overflow: hidden;
  }
  [part~='placeholder-glyph'] {
    flex: none;
    inline-size: 1.5em;
    block-size: 1.5em;
    max-inline-size: 100%;
    max-block-size: 100%;
  }
  [part~='placeholder-text'] {
    overflow-wrap: break-word;
    min-inline-size: 0;
  }
`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor<T> = new (...args: any[]) => T;

/** What `MediaSource` adds to an element (the properties a surface sets, and the check). */
export declare class MediaSourceElement {
  url: string;
  mediaPolicy?: MediaPolicy;
  protected failed: boolean;
  protected get checked(): MediaUrlCheck;
  protected check(url: unknown): MediaUrlCheck;
  protected checkSource(): void;
  protected onMediaError: () => void;
}

/**
 * The address and policy of a video or a sound: `url` checked against the element's
 * `mediaPolicy`, else the one its surface provides, else the default; `failed` once the medium
 * could not load (cleared by a new address); `:state(placeholder)` while no medium is shown.
 */
export function MediaSource<T extends Constructor<LitElement>>(Base: T) {
  class Media extends Base {
    /** Address of the medium; checked against the media policy before anything is requested. */
    @property() url = '';

    /**
     * Where media may come from. When unset, the policy of the enclosing
     * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only.
     */
    @property({attribute: false}) mediaPolicy?: MediaPolicy;

    @consume({context: mediaPolicyContext, subscribe: true})
    @state()
    private contextMediaPolicy?: MediaPolicy;

    /** The medium at the checked address did not load. */
    @state() protected failed = false;

    #internals = this.attachInternals();
    #check: MediaUrlCheck = {allowed: false, reason: 'missing'};

    /** The check of `url` at the last update. */
    protected get checked(): MediaUrlCheck {
      return this.#check;
    }

    /** An address checked against the element's policy, else its surface's. */
    protected check(url: unknown): MediaUrlCheck {
      return checkMedia(url, this.mediaPolicy, this.contextMediaPolicy);
    }

    /** Checks `url` again (before each render): a new address may load where the last failed. */
    protected checkSource(): void {
      const check = this.check(this.url);
      const source = check.allowed ? check.url : undefined;
      if (source !== (this.#check.allowed ? this.#check.url : undefined)) this.failed = false;
      this.#check = check;
      if (!check.allowed || this.failed) this.#internals.states.add('placeholder');
      else this.#internals.states.delete('placeholder');
    }

    /** For the medium's `error` event. */
    protected onMediaError = () => {
      this.failed = true;
    };
  }
  return Media as unknown as Constructor<MediaSourceElement> & T;
}
