import {LitElement, css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../styles/tokens.js';
import {Localize} from '../i18n/controller.js';
import type {MessageKey} from '../i18n/messages.js';
import type {MessageValues} from '../i18n/format.js';

/** A marker's reason as a catalog message, so that it reads in the surface's language. */
export interface MarkerMessage {
  key: MessageKey;
  values?: MessageValues;
}

/**
 * @summary Stands in for a component that cannot be rendered (unknown variant, missing child,
 * cycle, nesting too deep), so that the rest of the surface still shows.
 *
 * @csspart base - The marker box.
 * @csspart detail - The inspector's details (the component's issues), shown in inspector mode.
 * @cssprop [--svc-marker-color=var(--svc-color-warning)] - Colour of the border and icon.
 */
@customElement('svc-marker')
export class SvcMarker extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_color: var(--svc-marker-color, var(--_warning));
        display: block;
        min-width: 0;
      }
      [part~='base'] {
        display: flex;
        gap: var(--_space-2);
        align-items: baseline;
        padding: var(--_space-1) var(--_space-2);
        border: 1px dashed var(--_color);
        border-radius: var(--_radius);
        color: var(--_muted);
        font-size: calc(13px * var(--_scale));
      }
      [part~='detail'] {
        display: block;
        margin-block-start: var(--_space-1);
        font-family: var(--_mono);
        white-space: pre-wrap;
        overflow-wrap: break-word;
      }
      .reason {
        min-width: 0;
      }
      .icon {
        color: var(--_color);
        font-weight: 700;
      }
    `,
  ];

  /** Why the component is not shown, in plain words. */
  @property() reason = '';

  /**
   * The reason as a catalog message, shown in the surface's language instead of `reason` (which
   * stays the English text the surface reports in its issues).
   */
  @property({attribute: false}) message?: MarkerMessage;

  readonly #i18n = new Localize(this);

  /**
   * The id of the component that is not shown: for the people who build agents, so it shows only
   * with `detail` (inspector mode) and goes to the console, never to the person reading.
   */
  @property({attribute: 'component-id'}) componentId = '';

  /** More about the problem (the component's issues with their pointers); set in inspector mode. */
  @property() detail = '';

  override render() {
    return html`<div part="base" role="note">
      <span class="icon" aria-hidden="true">!</span>
      <span class="reason"
        >${this.#text()}${
          this.detail
            ? html`<span part="detail"
                >${this.componentId ? html`<code>${this.componentId}</code>: ` : ''}${this.detail}</span
              >`
            : ''
        }</span
      >
    </div>`;
  }

  #text(): string {
    const message = this.message;
    if (message) return this.#i18n.t(message.key, message.values);
    return this.reason || this.#i18n.t('marker.default');
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-marker': SvcMarker;
  }
}
