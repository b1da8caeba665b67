import {LitElement, css, html, nothing, isServer} from 'lit';
import {property, state} from 'lit/decorators.js';
import {guard} from 'lit/directives/guard.js';
import {buttonRule, plainButtonVars} from '../../styles/buttons.js';
import {hostStyles} from '../../styles/tokens.js';
import {toNumberOrUndefined, toText} from '../../model/coerce.js';
import {Localize} from '../../i18n/controller.js';

/** The title of the tab at `index`: its given title, else "Tab N" (N counted from 1). */
export function tabTitle(
  titles: unknown,
  index: number,
  unnamed: (n: number) => string = (n) => `Tab ${n}`,
): string {
  const given: unknown = Array.isArray(titles) ? titles[index] : undefined;
  return toText(given).trim() || unnamed(index + 1);
}

/**
 * Tabs and panels are rendered in runs of this many, each re-rendered only when something in it
 * changed: children added one slice at a time re-render the last run, not thousands of tabs.
 */
const TABS_PER_RUN = 100;

/** The index actually shown: `selected` as an integer, kept inside 0…count−1. */
export function clampIndex(selected: unknown, count: number): number {
  const n = Math.trunc(toNumberOrUndefined(selected) ?? 0);
  if (count <= 0) return 0;
  return Math.min(Math.max(n, 0), count - 1);
}

/**
 * @summary Panels behind a row of tabs; one panel shows at a time.
 *
 * Each light-DOM child is one panel, in order; `titles` names the tabs. A child without a title
 * gets "Tab N"; a title without a child is ignored. The tabs follow the WAI-ARIA tabs pattern:
 * one tab stop (the selected tab), Left/Right arrows move between tabs and select them, Home and
 * End go to the first and last. Hidden panels stay in the document, only not rendered
 * (`content-visibility: hidden`), so what the person typed, a scroll position or an open
 * disclosure inside them survives switching back.
 *
 * Panels are assigned to their slots by the element (manual slot assignment): the children keep
 * their own attributes, and children added, moved or removed later are followed.
 *
 * @slot - The panels, one child per tab, in order.
 * @fires change - The user selected another tab (`selected` holds its index). A `change` from
 *   inside a panel bubbles through too: compare `event.target` with the tabs element.
 * @csspart tablist - The row of tabs.
 * @csspart tab - One tab button; the selected one also has `tab-selected`.
 * @csspart tab-selected - The selected tab.
 * @csspart panel - The box around one child.
 * @cssprop [--svc-tabs-accent=var(--svc-color-primary)] - Colour of the selected tab's indicator.
 * @cssprop [--svc-tabs-gap=var(--svc-space-3, 12px)] - Space between the tabs and the panel.
 * @cssprop [--svc-tabs-scroll-shadow] - Colour of the shadow on a side of the tabs where more tabs
 * are scrolled out of view (a narrow screen); a translucent dark by default.
 */
export class SvcTabs extends LitElement {
  /** @internal Children are assigned to the panels' slots by index. */
  static override shadowRootOptions: ShadowRootInit = {
    ...LitElement.shadowRootOptions,
    slotAssignment: 'manual',
  };

  static override styles = [
    hostStyles,
    buttonRule("[part~='tab']"),
    css`
      :host {
        --_accent: var(--svc-tabs-accent, var(--_primary));
        --_gap: var(--svc-tabs-gap, var(--_space-3));
        --_shadow: var(
          --svc-tabs-scroll-shadow,
          light-dark(rgb(31 35 40 / 0.22), rgb(0 0 0 / 0.6))
        );
        display: block;
        min-width: 0;
      }
      [part~='tablist'] {
        display: flex;
        overflow-x: auto;
        overflow-y: hidden;
        /* The line under the tabs; the selected tab's border covers it. */
        box-shadow: inset 0 -1px var(--_border);
        scrollbar-width: thin;
        /* Tabs that do not fit scroll, and show it: a shadow on each side with more tabs. The
           covers move with the tabs (local) and hide a shadow once its end is reached. */
        background:
          linear-gradient(to right, var(--_bg) 40%, transparent) left / 24px 100% no-repeat local,
          linear-gradient(to left, var(--_bg) 40%, transparent) right / 24px 100% no-repeat local,
          linear-gradient(to right, var(--_shadow), transparent) left / 12px 100% no-repeat scroll,
          linear-gradient(to left, var(--_shadow), transparent) right / 12px 100% no-repeat scroll;
      }
      /* A plain medium button of the button family; the selected one is underlined. */
      [part~='tab'] {
        ${plainButtonVars}
        --_button-fg: var(--_muted);
        --_button-radius: var(--_radius) var(--_radius) 0 0;
        display: block;
        flex: none;
        max-width: 20em;
        border-width: 0 0 2px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      [part~='tab']:hover {
        filter: none;
        color: var(--_text);
      }
      /* Inside the scrolling tab list, the focus ring is drawn inside the tab. */
      [part~='tab']:focus-visible {
        outline-offset: calc(-1 * var(--_focus-width));
      }
      [part~='tab-selected'] {
        border-bottom-color: var(--_accent);
        color: var(--_text);
      }
      [part~='panels'] {
        padding-top: var(--_gap);
      }
      [part~='panel'][inert] {
        content-visibility: hidden;
        height: 0;
        overflow: hidden;
      }
    `,
  ];

  /** Tab titles, in the order of the children. Missing or blank titles become "Tab N". */
  @property({type: Array}) titles: string[] = [];

  /**
   * Index of the selected tab (from 0). Out-of-range values show the nearest tab. When children
   * are added, moved or removed, it follows the child that was shown (no `change` event).
   */
  @property({type: Number}) selected = 0;

  /** Accessible name of the row of tabs (optional). */
  @property() label = '';

  /** The element children, one per tab. */
  @state() private panels: Element[] = [];

  // Not on the server (`@svc/surfaces/ssr`), which has no MutationObserver.
  #observer = isServer ? undefined : new MutationObserver(() => this.#readChildren());

  override connectedCallback() {
    super.connectedCallback();
    this.#readChildren();
    this.#observer?.observe(this, {childList: true});
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.#observer?.disconnect();
  }

  readonly #i18n = new Localize(this);

  override render() {
    const count = this.panels.length;
    if (count === 0) return nothing;
    const active = clampIndex(this.selected, count);
    const label = toText(this.label).trim();
    // The name of an unnamed tab: it changes with the locale, or when its catalog arrives.
    const unnamed = this.#i18n.t('tabs.tab', {n: 0});
    const runs: Array<[start: number, end: number, active: number]> = [];
    for (let start = 0; start < count; start += TABS_PER_RUN) {
      const end = Math.min(count, start + TABS_PER_RUN);
      runs.push([start, end, active >= start && active < end ? active : -1]);
    }
    return html`<div
        part="tablist"
        role="tablist"
        aria-label=${label || nothing}
        @keydown=${this.#onKeyDown}
      >
        ${runs.map((run) => guard([...run, this.titles, unnamed], () => this.#tabs(...run)))}
      </div>
      <div part="panels">
        ${runs.map(([start, end, shown]) =>
          guard([shown, ...this.panels.slice(start, end)], () => this.#panels(start, end, shown)),
        )}
      </div>`;
  }

  #tabs(start: number, end: number, active: number) {
    const unnamed = (n: number) => this.#i18n.t('tabs.tab', {n});
    const tabs = [];
    for (let i = start; i < end; i++) {
      const title = tabTitle(this.titles, i, unnamed);
      tabs.push(
        html`<button
          part=${i === active ? 'tab tab-selected' : 'tab'}
          type="button"
          role="tab"
          id="tab-${i}"
          aria-selected=${i === active ? 'true' : 'false'}
          aria-controls="panel-${i}"
          tabindex=${i === active ? '0' : '-1'}
          title=${title}
          @click=${() => this.#select(i, false)}
        >
          ${title}
        </button>`,
      );
    }
    return tabs;
  }

  #panels(start: number, end: number, active: number) {
    const panels = [];
    for (let i = start; i < end; i++) {
      panels.push(
        html`<div
          part="panel"
          role="tabpanel"
          id="panel-${i}"
          aria-labelledby="tab-${i}"
          ?inert=${i !== active}
          aria-hidden=${i === active ? nothing : 'true'}
        >
          ${this.#slotFor(this.panels[i]!)}
        </div>`,
      );
    }
    return panels;
  }

  /**
   * One slot per child, made and assigned before it goes into the shadow root: assigning a slot
   * that is already in it costs time in proportion to all its slots, which made tabs of 2,000
   * panels take half a second.
   */
  #slots = new WeakMap<Element, HTMLSlotElement>();

  #slotFor(child: Element): HTMLSlotElement {
    let slot = this.#slots.get(child);
    if (!slot) {
      slot = document.createElement('slot');
      slot.assign(child);
      this.#slots.set(child, slot);
    }
    return slot;
  }

  #readChildren() {
    const children = [...this.children];
    const same =
      children.length === this.panels.length && children.every((c, i) => c === this.panels[i]);
    if (same) return;
    // The panel on screen stays on screen when others are inserted, moved or removed around it
    // (an agent's newer version): the person may be typing in it.
    const shown = this.panels[clampIndex(this.selected, this.panels.length)];
    const index = shown ? children.indexOf(shown) : -1;
    if (index >= 0) this.selected = index;
    this.panels = children;
  }

  #onKeyDown(e: KeyboardEvent) {
    const count = this.panels.length;
    const current = clampIndex(this.selected, count);
    const next = {
      ArrowRight: (current + 1) % count,
      ArrowLeft: (current - 1 + count) % count,
      Home: 0,
      End: count - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    this.#select(next, true);
  }

  /** Selects a tab as the user did: fires `change` when it differs, moves focus if asked. */
  async #select(index: number, focus: boolean) {
    const changed = index !== clampIndex(this.selected, this.panels.length);
    this.selected = index;
    if (focus) {
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLElement>(`#tab-${index}`)?.focus();
    }
    if (changed) this.dispatchEvent(new Event('change', {bubbles: true, composed: true}));
  }
}

customElements.define('svc-tabs', SvcTabs);

declare global {
  interface HTMLElementTagNameMap {
    'svc-tabs': SvcTabs;
  }
}
