import {LitElement, css, html} from 'lit';
import {customElement} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';

/**
 * @summary A padded, rounded, bordered box that stacks its children vertically.
 *
 * A card has no properties of its own: the surface renders the component's children into the
 * default slot. The outline border (rather than a shadow) keeps nested cards readable.
 *
 * @slot - The card's content, stacked vertically with a gap.
 * @csspart base - The box: padding, border, radius and background.
 * @cssprop [--svc-card-padding=var(--svc-space-4, 16px)] - Space inside the border.
 * @cssprop [--svc-card-gap=var(--svc-space-3, 12px)] - Space between children.
 * @cssprop [--svc-card-radius=var(--svc-radius-lg, 10px)] - Corner radius.
 * @cssprop [--svc-card-border=1px solid var(--svc-color-border)] - The border shorthand.
 * @cssprop [--svc-card-background=var(--svc-color-surface)] - Background of the box.
 * @cssprop [--svc-card-shadow=none] - Box shadow.
 */
@customElement('svc-card')
export class SvcCard extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_padding: var(--svc-card-padding, var(--_space-4));
        --_gap: var(--svc-card-gap, var(--_space-3));
        --_card-radius: var(--svc-card-radius, var(--_radius-lg));
        --_card-border: var(--svc-card-border, 1px solid var(--_border));
        --_background: var(--svc-card-background, var(--_bg));
        --_shadow: var(--svc-card-shadow, none);
        /* A column, so the box fills the host when a row stretches the card. */
        display: flex;
        flex-direction: column;
        min-width: 0;
      }
      [part~='base'] {
        display: flex;
        flex: 1 1 auto;
        flex-direction: column;
        gap: var(--_gap);
        padding: var(--_padding);
        border: var(--_card-border);
        border-radius: var(--_card-radius);
        background: var(--_background);
        box-shadow: var(--_shadow);
        color: var(--_text);
        min-width: 0;
      }
      ::slotted(*) {
        min-width: 0;
        max-width: 100%;
      }
    `,
  ];

  override render() {
    return html`<div part="base"><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-card': SvcCard;
  }
}
