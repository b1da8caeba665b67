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
 * @summary A sound with the browser's own player controls and a visible title, or a labelled
 * placeholder.
 *
 * The sound never plays by itself, and only its metadata loads before the user presses play
 * (`preload="metadata"`). The `description` is shown above the player and names it. The address
 * must pass the media policy (the `mediaPolicy` property, else the one the enclosing surface
 * provides, else https only): a refused sound is never requested and a placeholder says so, as it
 * does for a sound that fails to load.
 *
 * Browsers offer no per-element referrer policy for audio: its requests follow the page's
 * (`<meta name="referrer">`).
 *
 * @csspart base - The column holding the title and the player.
 * @csspart label - The title (the `description`).
 * @csspart audio - The `<audio>`; its controls are the browser's (keyboard included).
 * @csspart placeholder - Stands in for a sound not allowed or not loaded; `role="img"`.
 * @csspart placeholder-glyph - The placeholder's icon.
 * @csspart placeholder-text - The placeholder's sentence.
 * @cssprop [--svc-audio-player-max-width=480px] - Widest the player gets.
 * @cssprop [--svc-audio-player-label-color=var(--svc-color-text)] - Colour of the title.
 * @cssstate placeholder - A placeholder is shown instead of the player.
 */
export class SvcAudioPlayer extends MediaSource(LitElement) {
  static override styles = [
    hostStyles,
    placeholderStyles,
    css`
      :host {
        display: block;
        max-inline-size: var(--svc-audio-player-max-width, 480px);
      }
      [part~='base'] {
        display: flex;
        flex-direction: column;
        gap: var(--_space-1);
      }
      [part~='label'] {
        color: var(--svc-audio-player-label-color, var(--_text));
        font-weight: 600;
        overflow-wrap: break-word;
      }
      [part~='audio'] {
        display: block;
        inline-size: 100%;
      }
      [part~='placeholder'] {
        border-radius: var(--_radius);
        min-block-size: 48px;
      }
    `,
  ];

  /** Title or summary of the sound: shown above the player and its accessible name. */
  @property() description = '';

  override willUpdate() {
    this.checkSource();
  }

  readonly #i18n = new Localize(this);

  override render() {
    const description = toText(this.description).trim();
    const check = this.checked;
    const label = description ? html`<span part="label" id="label">${description}</span>` : nothing;
    if (!check.allowed || this.failed) {
      const text = placeholderText('Audio', check.allowed ? 'error' : check, this.#i18n);
      return html`<div part="base">${label}${mediaPlaceholder(text)}</div>`;
    }
    return html`<div part="base">
      ${label}
      <audio
        part="audio"
        src=${check.url}
        controls
        preload="metadata"
        aria-labelledby=${description ? 'label' : nothing}
        aria-label=${description ? nothing : this.#i18n.t('media.Audio')}
        @error=${this.onMediaError}
      ></audio>
    </div>`;
  }
}

customElements.define('svc-audio-player', SvcAudioPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'svc-audio-player': SvcAudioPlayer;
  }
}
