import {LitElement, css, html, isServer} from 'lit';
import {property} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {flexLayoutStyle, flexLayoutStyles} from './internal/flex-layout.js';
import {styleProps} from '../../styles/style-props.js';
import type {StyleProps} from '../../styles/style-props.js';

/** The axis a list lays its items along. */
export type ListDirection = 'vertical' | 'horizontal';

/** `horizontal` in any case or spelling (`row`, `HORIZONTAL`); anything else is `vertical`. */
export function normalizeDirection(value: unknown): ListDirection {
  const key = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]/g, '') : '';
  return key.endsWith('horizontal') || key === 'row' ? 'horizontal' : 'vertical';
}

/**
 * @summary A scrollable list of items, stacked vertically or side by side.
 *
 * The items are the element's light-DOM children, shown through one slot: a list of thousands
 * costs no more than its children, and adding, moving or removing one touches only that one.
 * The `base` part has the `list` role (the children are its items in the flattened tree) and
 * each child that has no role of its own is given `role="listitem"` when it arrives, and loses
 * it when it moves out of every list, so assistive technology announces "list, 12 items". Only
 * custom elements, `div` and `span` get the role: a native button or link as a direct child keeps
 * its own (wrap it in a `div` to make it an item).
 *
 * The list scrolls along its direction: a vertical list once it is taller than
 * `--svc-list-max-height` (none by default: it grows), a horizontal one once its items are wider
 * than the list. An overflowing list is a tab stop (so keyboard users can scroll it) and has the
 * `scrollable` state; overflow is measured before the next frame after items come or go and
 * after the list resizes. In a
 * horizontal list each item keeps its own width, up to `--svc-list-item-max-width`.
 *
 * @slot - The items, in order.
 * @csspart base - The flex container and scroll box around the slot.
 * @cssprop [--svc-list-gap=var(--svc-space-3)] - Space between items when the `gap` property is 0
 * (A2UI lists have none: the basic catalog's renderers space them by default).
 * @cssprop [--svc-list-divider=1px solid var(--svc-color-border)] - The rule between two items of a
 * vertical list that are groups (a row or a column each); `none` for none.
 * @cssprop [--svc-list-max-height=none] - Height past which a vertical list scrolls.
 * @cssprop [--svc-list-item-max-width=80%] - Widest an item of a horizontal list may be.
 * @cssstate horizontal - The direction is `horizontal`.
 * @cssstate scrollable - The items overflow the list, which scrolls.
 */
export class SvcList extends LitElement {
  static override styles = [
    hostStyles,
    flexLayoutStyles,
    css`
      :host {
        --_gap: var(--svc-list-gap, var(--_space-3));
        --_divider: var(--svc-list-divider, 1px solid var(--_border));
        --_item-max-width: var(--svc-list-item-max-width, 80%);
        max-height: var(--svc-list-max-height, none);
      }
      [part~='base'] {
        flex-direction: column;
        min-height: 0;
        /* Room inside the scroll box for the children's focus rings, which it would clip. */
        padding: 4px;
        margin: -4px;
        overflow-y: auto;
        overscroll-behavior: contain;
      }
      ::slotted(*) {
        max-width: 100%;
      }
      /* Items that are groups of components (a row or a column each: a restaurant, a track) are
         told apart by a rule between them, as a list of cards is by the cards' borders. */
      :host(:not(:state(horizontal))) ::slotted(:is(svc-row, svc-column):not(:first-child)) {
        border-block-start: var(--_divider);
        padding-block-start: var(--_gap);
      }
      :host(:state(horizontal)) [part~='base'] {
        flex-direction: row;
        overflow-x: auto;
        overflow-y: hidden;
        scrollbar-width: thin;
      }
      :host(:state(horizontal)) ::slotted(*) {
        flex: 0 0 auto;
        max-width: var(--_item-max-width);
      }
    `,
  ];

  /** `vertical` (default) or `horizontal`. Any case is accepted; unknown → `vertical`. */
  @property() direction: ListDirection | string = 'vertical';

  /**
   * Placement of the items across the list (CSS `align-items`): `start`, `center`, `end` or
   * `stretch` (default). Any spelling is accepted (`CENTER`, `flex-end`); unknown → `stretch`.
   */
  @property() alignment: string = 'stretch';

  /** Space between items in px. Numeric strings are accepted; negative or invalid → 0. */
  @property({type: Number}) gap = 0;

  #internals = this.attachInternals();
  #horizontal = false;
  /** The items overflow the scroll box (then it is a tab stop). */
  #overflowing = false;
  /** Resize callbacks run right after layout, so measuring there costs no extra layout. */
  // Neither observer exists on the server (`@svc/surfaces/ssr`).
  #resizeObserver = isServer ? undefined : new ResizeObserver(() => this.#measure());
  #measureFrame = 0;
  #style: StyleProps = {};
  /** Gives the role to children as they arrive, so a long list is walked once, not per change. */
  #observer = isServer
    ? undefined
    : new MutationObserver((records) => {
        for (const record of records) {
          markItems(record.addedNodes);
          unmarkItems(record.removedNodes);
        }
      });

  override connectedCallback() {
    super.connectedCallback();
    markItems(this.children);
    this.#observer?.observe(this, {childList: true});
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#observer?.disconnect();
    this.#resizeObserver?.disconnect();
    cancelAnimationFrame(this.#measureFrame);
    this.#measureFrame = 0;
  }

  protected override firstUpdated() {
    this.#resizeObserver?.observe(this.#base);
  }

  override willUpdate() {
    this.#style = flexLayoutStyle(this.alignment, 'start', this.gap);
    const horizontal = normalizeDirection(this.direction) === 'horizontal';
    if (horizontal !== this.#horizontal) {
      this.#horizontal = horizontal;
      if (horizontal) this.#internals.states.add('horizontal');
      else this.#internals.states.delete('horizontal');
    }
  }

  override render() {
    return html`<div part="base" role="list" ${styleProps(this.#style)}>
      <slot @slotchange=${this.#scheduleMeasure}></slot>
    </div>`;
  }

  protected override updated() {
    this.#scheduleMeasure();
  }

  /**
   * Measures overflow once, just before the next frame: reading the scroll size forces a layout,
   * which then costs what the frame costs anyway instead of an extra one per change.
   */
  #scheduleMeasure() {
    if (this.#measureFrame) return;
    this.#measureFrame = requestAnimationFrame(() => {
      this.#measureFrame = 0;
      this.#measure();
    });
  }

  get #base(): HTMLElement {
    return this.renderRoot.querySelector<HTMLElement>('[part~="base"]')!;
  }

  #measure() {
    const base = this.#base;
    if (!base) return;
    const overflowing = this.#horizontal
      ? base.scrollWidth > base.clientWidth
      : base.scrollHeight > base.clientHeight;
    if (overflowing === this.#overflowing) return;
    // Written directly: measuring must not schedule another render.
    this.#overflowing = overflowing;
    if (overflowing) {
      this.#internals.states.add('scrollable');
      base.tabIndex = 0;
    } else {
      this.#internals.states.delete('scrollable');
      base.removeAttribute('tabindex');
    }
  }
}

/** The children this module gave `role="listitem"`, so only that role is ever taken back. */
const marked = new WeakSet<Element>();

/**
 * Whether an element may take the listitem role: custom elements and `div`/`span`, which have no
 * semantics of their own. A native button or link keeps its own role.
 */
function isGeneric(element: Element): boolean {
  const tag = element.localName;
  return tag.includes('-') || tag === 'div' || tag === 'span';
}

/** Gives `role="listitem"` to each generic element that has no role. */
function markItems(nodes: Iterable<Node>): void {
  for (const node of nodes) {
    if (node instanceof Element && isGeneric(node) && !node.hasAttribute('role')) {
      node.setAttribute('role', 'listitem');
      marked.add(node);
    }
  }
}

/** Takes the role back from items that moved out of every list (a list item outside a list is an error). */
function unmarkItems(nodes: Iterable<Node>): void {
  for (const node of nodes) {
    if (!(node instanceof Element) || !marked.has(node)) continue;
    if (node.parentElement instanceof SvcList) continue;
    if (node.getAttribute('role') === 'listitem') node.removeAttribute('role');
    marked.delete(node);
  }
}

customElements.define('svc-list', SvcList);

declare global {
  interface HTMLElementTagNameMap {
    'svc-list': SvcList;
  }
}
