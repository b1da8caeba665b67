import {LitElement, css, html} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {
  CROWDED_CHILD_WIDTH,
  FlexLayout,
  NARROW_ROW_WIDTH,
  flexLayoutStyles,
  isStretch,
  narrowRowStyles,
  normalizeDistribution,
  observeWidth,
  toGap,
  unobserveWidth,
} from './internal/flex-layout.js';

/** The width a row is taken to have before it is observed (px). */
const UNMEASURED_WIDTH = 2_560;

/**
 * @summary Lays its children out side by side, in one line that does not wrap, except on a
 * narrow or crowded host.
 *
 * Children never force the row wider than its container: each gets `min-width: 0`, so text
 * inside wraps instead. Narrower than 480 px (a chat column), or with less than 48 px per child
 * once its gaps are taken (more than 25 children on 1,200 px), the row wraps (a row only as wide
 * as its content in a centred column is measured by the column's width): blocks (charts,
 * tables, cards, columns...) take a whole line each and small items (text, buttons, icons) flow,
 * none narrower than its longest word. A child's share of the free space is its `flex-grow` (the
 * surface writes a component's `weight` there). With `distribution="stretch"` every child gets `flex: 1 1 0%`, so
 * children without a weight share the width equally and weighted ones keep their weight as grow.
 *
 * @slot - The children, in order.
 * @csspart base - The flex container around the slot.
 * @cssprop [--svc-row-gap=var(--svc-space-2)] - Space between children when the `gap` property is 0
 * (A2UI rows have none: the basic catalog's renderers space them by default).
 * @cssstate stretch - The distribution is `stretch`.
 * @cssstate spread - The distribution is not `start`: the row spans its column, centred or not.
 * @cssstate narrow - The row is narrower than 480 px, or than 48 px per child, and wraps.
 */
export class SvcRow extends LitElement {
  static override styles = [
    hostStyles,
    flexLayoutStyles,
    narrowRowStyles,
    css`
      :host {
        --_gap: var(--svc-row-gap, var(--_space-2));
      }
      [part~='base'] {
        flex-direction: row;
        flex-wrap: nowrap;
      }
      /* A row that distributes its children spans its column, even a centred one: its
         distribution needs the room. */
      :host(:state(spread)) {
        align-self: stretch;
      }
      /* A picture without a size beside other content (a list item's) is a small feature. */
      ::slotted(svc-image:state(unsized)) {
        --svc-image-medium-width: var(--svc-image-small-width, 120px);
      }
    `,
  ];

  /**
   * Cross-axis placement of the children (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   */
  @property() alignment: string = 'stretch';

  /**
   * Main-axis placement (CSS `justify-content`): `start` (default), `center`, `end`,
   * `spaceBetween`, `spaceAround`, `spaceEvenly` or `stretch` (children grow equally). Any spelling
   * is accepted (`space-between`, `SPACE_BETWEEN`, `flex-start`); unknown → `start`.
   */
  @property() distribution: string = 'start';

  /** Space between children in px. Numeric strings are accepted; negative or invalid → 0. */
  @property({type: Number}) gap = 0;

  readonly #layout = new FlexLayout(this);
  /** The width last observed (0 before the first observation) and the number of children. */
  #width = 0;
  #children = 0;

  override connectedCallback() {
    super.connectedCallback();
    observeWidth(this, (width) => {
      this.#width = width;
      // Written in the next frame, and only when it changes (see `observeWidth`).
      if (this.#isNarrow() !== this.#layout.has('narrow')) return () => this.#updateNarrow();
    });
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    unobserveWidth(this);
  }

  #countChildren() {
    this.#children = this.childElementCount;
    this.#updateNarrow();
  }

  #updateNarrow() {
    this.#layout.state('narrow', this.#isNarrow());
  }

  #isNarrow(): boolean {
    const measured = this.#width > 0;
    // Until its width is observed (after the first layout), a row is taken as wide as a large
    // screen: one of thousands of children then wraps before it is ever laid out in one line.
    const width = measured ? Math.max(this.#width, this.#stackWidth()) : UNMEASURED_WIDTH;
    // The gaps count too: a gap too wide for its children would push the last ones out of the
    // surface, over the page around it.
    const gaps = Math.max(0, this.#children - 1) * toGap(this.gap);
    return (
      (measured && width < NARROW_ROW_WIDTH) || width < this.#children * CROWDED_CHILD_WIDTH + gaps
    );
  }

  /**
   * The width of the column, card or list the row sits in (0 in another row): a row that a
   * centred or start-aligned column makes only as wide as its content is not narrow for that.
   */
  #stackWidth(): number {
    const parent = this.parentElement;
    if (!parent || parent.localName === 'svc-row') return 0;
    return parent.clientWidth;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>) {
    if (changed.has('gap')) this.#updateNarrow();
    this.#layout.state('spread', normalizeDistribution(this.distribution) !== 'start');
    this.#layout.state('stretch', isStretch(this.distribution));
  }

  // Cloned once, never updated (the listener stays the same); the layout is written in `updated`.
  override render() {
    return html`<div part="base"><slot @slotchange=${this.#countChildren}></slot></div>`;
  }

  override updated() {
    this.#layout.write();
  }
}

// Defined with a call rather than the `@customElement` decorator: a class decorator makes
// bundlers (esbuild) compile the `#private` members into WeakMaps, slow to create by the thousand.
customElements.define('svc-row', SvcRow);

declare global {
  interface HTMLElementTagNameMap {
    'svc-row': SvcRow;
  }
}
