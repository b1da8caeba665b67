import {LitElement, css, html} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {FlexLayout, flexLayoutStyles, isStretch} from './internal/flex-layout.js';

/**
 * @summary Stacks its children vertically.
 *
 * A child's share of the free height is its `flex-grow` (the surface writes a component's
 * `weight` there); it only matters when the column is taller than its content. With
 * `distribution="stretch"` every child gets `flex: 1 1 0%`. Children never get wider than the
 * column (`max-width: 100%`).
 *
 * @slot - The children, in order.
 * @csspart base - The flex container around the slot.
 * @cssprop [--svc-column-gap=var(--svc-space-2)] - Space between children when the `gap` property
 * is 0 (A2UI columns have none: the basic catalog's renderers space them by default).
 * @cssstate stretch - The distribution is `stretch`.
 */
export class SvcColumn extends LitElement {
  static override styles = [
    hostStyles,
    flexLayoutStyles,
    css`
      :host {
        --_gap: var(--svc-column-gap, var(--_space-2));
      }
      [part~='base'] {
        flex-direction: column;
      }
      ::slotted(*) {
        max-width: 100%;
      }
      /* A bar's length is not its content: a slider or progress bar spans even a centred column. */
      ::slotted(:is(svc-slider, svc-progress-bar)) {
        align-self: stretch;
      }
    `,
  ];

  /**
   * Horizontal placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   */
  @property() alignment: string = 'stretch';

  /**
   * Vertical placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children share the height). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   */
  @property() distribution: string = 'start';

  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  @property({type: Number}) gap = 0;

  readonly #layout = new FlexLayout(this);

  override willUpdate() {
    this.#layout.state('stretch', isStretch(this.distribution));
  }

  // A template without bindings: cloned once, never updated; the layout is written in `updated`.
  override render() {
    return html`<div part="base"><slot></slot></div>`;
  }

  override updated() {
    this.#layout.write();
  }
}

customElements.define('svc-column', SvcColumn);

declare global {
  interface HTMLElementTagNameMap {
    'svc-column': SvcColumn;
  }
}
