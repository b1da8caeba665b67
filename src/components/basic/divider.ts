import {LitElement, css, html} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';

/** The two directions a divider can run. */
export type DividerOrientation = 'horizontal' | 'vertical';

/** Any spelling (`VERTICAL`, `AXIS_VERTICAL`) → `vertical`; everything else → `horizontal`. */
export function normalizeOrientation(value: unknown): DividerOrientation {
  return typeof value === 'string' && /vertical$/i.test(value.trim()) ? 'vertical' : 'horizontal';
}

/**
 * @summary A thin line that separates content.
 *
 * Horizontal (default) spans the full width. Vertical is as tall as the row it sits in: the host
 * has `align-self: stretch`, and it is at least `1em` tall on its own.
 *
 * @csspart base - The line, with `role="separator"` and `aria-orientation`.
 * @cssprop [--svc-divider-color=var(--svc-color-border)] - Colour of the line.
 * @cssprop [--svc-divider-width=1px] - Thickness of the line.
 * @cssprop [--svc-divider-spacing=var(--svc-space-2, 8px)] - Space on both sides of the line.
 * @cssstate vertical - The divider is vertical.
 */
export class SvcDivider extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_color: var(--svc-divider-color, var(--_border));
        --_width: var(--svc-divider-width, 1px);
        --_spacing: var(--svc-divider-spacing, var(--_space-2));
        display: flex;
        align-self: stretch;
      }
      [part~='base'] {
        flex: 1 1 auto;
        margin: var(--_spacing) 0;
        border: 0;
        border-top: var(--_width) solid var(--_color);
      }
      :host(:state(vertical)) {
        min-height: 1em;
      }
      :host(:state(vertical)) [part~='base'] {
        flex: 0 0 auto;
        margin: 0 var(--_spacing);
        border-block-start: 0;
        border-inline-start: var(--_width) solid var(--_color);
      }
    `,
  ];

  /** `horizontal` (default) or `vertical`; any case, unknown values count as horizontal. */
  @property() orientation: DividerOrientation = 'horizontal';

  #internals = this.attachInternals();
  /** The orientation in use; the `vertical` state changes only when it does. */
  #orientation: DividerOrientation = 'horizontal';

  override willUpdate() {
    const orientation = normalizeOrientation(this.orientation);
    if (orientation !== this.#orientation) {
      if (orientation === 'vertical') this.#internals.states.add('vertical');
      else this.#internals.states.delete('vertical');
      this.#orientation = orientation;
    }
  }

  override render() {
    return html`<div part="base" role="separator" aria-orientation=${this.#orientation}></div>`;
  }
}

customElements.define('svc-divider', SvcDivider);

declare global {
  interface HTMLElementTagNameMap {
    'svc-divider': SvcDivider;
  }
}
