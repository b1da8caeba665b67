import {LitElement, css, html} from 'lit';
import {customElement, property} from 'lit/decorators.js';
import {hostStyles} from '../styles/tokens.js';

/**
 * @summary Stands in for a component that a message still arriving refers to and that has not
 * arrived yet: a quiet skeleton the size of a line of text (a larger block for the root). The
 * component replaces it in place when its object is complete; if the message ends without it, a
 * "missing" marker does. Hidden from assistive technology: the surface is `aria-busy` meanwhile.
 *
 * @csspart base - The skeleton block.
 * @cssprop [--svc-placeholder-height=1.25em] - Height of the skeleton (the root's is three times it).
 * @cssprop [--svc-placeholder-color=var(--svc-color-surface-raised)] - Colour of the skeleton.
 * @cssprop [--svc-placeholder-radius=var(--svc-radius)] - Corner radius of the skeleton.
 */
@customElement('svc-placeholder')
export class SvcPlaceholder extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_height: var(--svc-placeholder-height, 1.25em);
        display: block;
        min-inline-size: 3rem;
        flex: 1 1 auto;
      }
      :host([root]) {
        --_height: calc(var(--svc-placeholder-height, 1.25em) * 3);
      }
      [part~='base'] {
        block-size: var(--_height);
        border-radius: var(--svc-placeholder-radius, var(--_radius));
        background: var(--svc-placeholder-color, var(--_raised));
        animation: pulse 1.6s ease-in-out infinite;
      }
      @keyframes pulse {
        50% {
          opacity: 0.55;
        }
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='base'] {
          animation: none;
        }
      }
    `,
  ];

  /** The id of the component on its way. */
  @property({attribute: 'component-id', reflect: true}) componentId = '';

  /** Stands in for the surface's root (a larger block). */
  @property({type: Boolean, reflect: true}) root = false;

  override render() {
    return html`<div part="base"></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'svc-placeholder': SvcPlaceholder;
  }
}
