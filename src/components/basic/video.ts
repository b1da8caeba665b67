import {LitElement, css, html, nothing} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {toText} from '../../model/coerce.js';
import {
  MediaSource,
  mediaPlaceholder,
  placeholderStyles,
  placeholderText,
} from './internal/media.js';
import {Localize} from '../../i18n/controller.js';

/**
 * @summary A video with the browser's own controls, or a labelled placeholder.
 *
 * The video never plays by itself: it shows its poster (or first frame) and waits for the user,
 * and only its metadata loads before that (`preload="metadata"`). Its address, and the poster's,
 * must pass the media policy (the `mediaPolicy` property, else the one the enclosing surface
 * provides, else https only): a refused video is never requested and a placeholder says so; a
 * refused poster is left out. A video that fails to load is replaced by a placeholder.
 *
 * Browsers offer no per-element referrer policy for video: its requests follow the page's
 * (`<meta name="referrer">`), unlike `<svc-image>`, which sends none.
 *
 * @csspart base - The box around the video or placeholder.
 * @csspart video - The `<video>`; its controls are the browser's (keyboard included).
 * @csspart placeholder - Stands in for a video not allowed or not loaded; `role="img"`.
 * @csspart placeholder-glyph - The placeholder's icon.
 * @csspart placeholder-text - The placeholder's sentence.
 * @cssprop [--svc-video-max-width=640px] - Widest the video gets; it is never wider than its box.
 * @cssprop [--svc-video-radius=var(--svc-radius)] - Corner radius.
 * @cssprop [--svc-video-ratio=16 / 9] - Shape of the box until the video's own size is known (a
 * placeholder is a short box instead).
 * @cssstate placeholder - A placeholder is shown instead of the video.
 */
export class SvcVideo extends MediaSource(LitElement) {
  static override styles = [
    hostStyles,
    placeholderStyles,
    css`
      :host {
        display: block;
        max-inline-size: var(--svc-video-max-width, 640px);
      }
      [part~='base'] {
        border-radius: var(--svc-video-radius, var(--_radius));
        overflow: hidden;
        background: var(--_raised);
      }
      [part~='video'] {
        display: block;
        inline-size: 100%;
        block-size: auto;
        aspect-ratio: auto var(--svc-video-ratio, 16 / 9);
        background: #000;
      }
      /* No video, no video's shape: a short box says why, as the audio player's does. */
      [part~='placeholder'] {
        min-block-size: calc(var(--_control-lg) * 2);
      }
    `,
  ];

  /** Address of a still shown before playing (A2UI v0.10); also checked against the policy. */
  @property({attribute: 'poster-url'}) posterUrl = '';

  /** What the video shows; its accessible name ("Video" when empty). */
  @property() description = '';

  #poster?: string;

  override willUpdate() {
    this.checkSource();
    const poster = this.posterUrl ? this.check(this.posterUrl) : undefined;
    this.#poster = poster?.allowed ? poster.url : undefined;
  }

  readonly #i18n = new Localize(this);

  override render() {
    const description = toText(this.description).trim();
    const check = this.checked;
    if (!check.allowed || this.failed) {
      const text = placeholderText('Video', check.allowed ? 'error' : check, this.#i18n);
      return html`<div part="base">${mediaPlaceholder(text, description)}</div>`;
    }
    return html`<div part="base">
      <video
        part="video"
        src=${check.url}
        poster=${this.#poster ?? nothing}
        controls
        preload="metadata"
        playsinline
        aria-label=${description || this.#i18n.t('media.Video')}
        @error=${this.onMediaError}
      ></video>
    </div>`;
  }
}

customElements.define('svc-video', SvcVideo);

declare global {
  interface HTMLElementTagNameMap {
    'svc-video': SvcVideo;
  }
}
