import {css} from 'lit';

/**
 * Layout helpers shared by `<svc-row>` and `<svc-column>` (A2UI semantics §6). The wire names
 * `distribution` and `alignment` come from an agent, so any spelling is accepted: `spaceBetween`,
 * `space-between`, `SPACE_BETWEEN`, `flex-start`, `DISTRIBUTION_CENTER`, ... Unknown values give the
 * default. The functions are pure and never throw.
 */

/** Distribution of children along the main axis (`justify-content`). */
export type Distribution =
  'start' | 'center' | 'end' | 'spaceBetween' | 'spaceAround' | 'spaceEvenly' | 'stretch';

/** Alignment of children across the main axis (`align-items`). */
export type Alignment = 'start' | 'center' | 'end' | 'stretch';

export const DEFAULT_DISTRIBUTION: Distribution = 'start';
export const DEFAULT_ALIGNMENT: Alignment = 'stretch';

/** The largest gap accepted, in px; larger values are clamped. */
export const MAX_GAP = 1000;

/** Lower case letters and digits only: `SPACE_BETWEEN`, `space-between` → `spacebetween`. */
function squash(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Recognised endings, longest first, so prefixes such as `flex-` or `DISTRIBUTION_` fall away. */
const ENDINGS: ReadonlyArray<[string, Distribution]> = [
  ['spacebetween', 'spaceBetween'],
  ['spacearound', 'spaceAround'],
  ['spaceevenly', 'spaceEvenly'],
  ['stretch', 'stretch'],
  ['center', 'center'],
  ['centre', 'center'],
  ['middle', 'center'],
  ['start', 'start'],
  ['left', 'start'],
  ['top', 'start'],
  ['end', 'end'],
  ['right', 'end'],
  ['bottom', 'end'],
];

/** Spellings seen before (every row and column asks again): at most a few dozen in practice. */
const matched = new Map<string, Distribution | undefined>();

function match(value: unknown): Distribution | undefined {
  if (typeof value !== 'string') return undefined;
  if (matched.has(value)) return matched.get(value);
  const result = matchSpelling(value);
  if (matched.size >= 256) matched.clear();
  matched.set(value, result);
  return result;
}

function matchSpelling(value: string): Distribution | undefined {
  const key = squash(value);
  if (key === '') return undefined;
  for (const [ending, result] of ENDINGS) {
    if (key.endsWith(ending)) return result;
  }
  return undefined;
}

/** Any spelling of a distribution, or `start` when it is not one. */
export function normalizeDistribution(value: unknown): Distribution {
  return match(value) ?? DEFAULT_DISTRIBUTION;
}

/** Whether a distribution in any spelling is `stretch` (children share the free space). */
export function isStretch(distribution: unknown): boolean {
  return normalizeDistribution(distribution) === 'stretch';
}

/** Any spelling of an alignment, or `stretch` when it is not one (space-* are not alignments). */
export function normalizeAlignment(value: unknown): Alignment {
  const result = match(value);
  if (result === 'start' || result === 'center' || result === 'end' || result === 'stretch') {
    return result;
  }
  return DEFAULT_ALIGNMENT;
}

const JUSTIFY: Record<Distribution, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
  spaceAround: 'space-around',
  spaceEvenly: 'space-evenly',
  // Has no flex meaning of its own: the children grow instead (see `flexLayoutStyles`).
  stretch: 'flex-start',
};

const ALIGN: Record<Alignment, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
};

/** The CSS `justify-content` value for a distribution in any spelling. */
export function justifyContent(distribution: unknown): string {
  return JUSTIFY[normalizeDistribution(distribution)];
}

/** The CSS `align-items` value for an alignment in any spelling. */
export function alignItems(alignment: unknown): string {
  return ALIGN[normalizeAlignment(alignment)];
}

/** A gap in px: numbers and numeric strings ('8', '8px'); negative, non-finite or other → 0. */
export function toGap(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') n = Number.parseFloat(value);
  else return 0;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(n, MAX_GAP);
}

/** The computed custom properties a row or column writes on its `base` part. */
export function flexLayoutVars(
  alignment: unknown,
  distribution: unknown,
  gap: unknown,
): Record<string, string | undefined> {
  const px = toGap(gap);
  return {
    '--_justify': justifyContent(distribution),
    '--_align': alignItems(alignment),
    // Only a positive gap is written, so `--svc-<tag>-gap` stays the default otherwise.
    '--_gap': px > 0 ? `${px}px` : undefined,
  };
}

/**
 * The same as {@link flexLayoutVars}, for the `base` part, with only the values that differ from
 * the defaults `flexLayoutStyles` sets on the host (`flex-start`, `stretch`, the `--svc-<tag>-gap`
 * knob): `{}` for a row or column with default settings, which then writes no inline style at all.
 * The values come from fixed tables and a clamped number.
 */
export function flexLayoutStyle(
  alignment: unknown,
  distribution: unknown,
  gap: unknown,
): Record<string, string> {
  const justify = justifyContent(distribution);
  const align = alignItems(alignment);
  const px = toGap(gap);
  const style: Record<string, string> = {};
  if (justify !== 'flex-start') style['--_justify'] = justify;
  if (align !== 'stretch') style['--_align'] = align;
  if (px > 0) style['--_gap'] = `${px}px`;
  return style;
}

/**
 * Writes `next` (from {@link flexLayoutStyle}) on `element` through the CSSOM, touching only the
 * properties that differ from `previous` (what was written last); returns `next`. The CSSOM, not
 * a `style` attribute, so that a Content Security Policy without `'unsafe-inline'` allows it.
 */
export function writeLayoutStyle(
  element: HTMLElement,
  next: Record<string, string>,
  previous: Record<string, string>,
): Record<string, string> {
  for (const name in previous) if (!(name in next)) element.style.removeProperty(name);
  for (const name in next)
    if (previous[name] !== next[name]) element.style.setProperty(name, next[name]);
  return next;
}

/** What a row or column host offers its layout. */
interface FlexHost extends HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  alignment: string;
  distribution: string;
  gap: number;
}

/**
 * The layout of a row or column host: its custom states (`stretch`, `narrow`, `spread`), made on
 * first need and touched only when they change (most rows and columns never set one), and the
 * inline CSS of its base part, written after each update with only the settings that differ from
 * the defaults.
 */
export class FlexLayout {
  readonly #host: FlexHost;
  #internals?: ElementInternals;
  readonly #states = new Set<string>();
  /** The inline CSS last written on the base part. */
  #written: Record<string, string> = {};
  #base?: HTMLElement;

  constructor(host: FlexHost) {
    this.#host = host;
  }

  /** Whether the custom state `name` is set. */
  has(name: string): boolean {
    return this.#states.has(name);
  }

  /** Sets or clears the custom state `name`. */
  state(name: string, on: boolean): void {
    if (this.#states.has(name) === on) return;
    const states = (this.#internals ??= this.#host.attachInternals()).states;
    if (on) {
      this.#states.add(name);
      states.add(name);
    } else {
      this.#states.delete(name);
      states.delete(name);
    }
  }

  /** Writes the host's alignment, distribution and gap on its base part (after an update). */
  write(): void {
    const host = this.#host;
    const layout = flexLayoutStyle(host.alignment, host.distribution, host.gap);
    if (!this.#base && !Object.keys(layout).length) return;
    this.#base ??= host.renderRoot.querySelector<HTMLElement>('[part~="base"]')!;
    this.#written = writeLayoutStyle(this.#base, layout, this.#written);
  }
}

/**
 * Styles shared by row and column. The host reads its `--svc-<tag>-gap` knob into `--_gap` (set by
 * each element), the base part is the flex container, and its slot is `display: contents`, so the
 * light-DOM children are its flex items. Under `:state(stretch)` every child gets `flex: 1 1 0%`;
 * a child's `weight`, which the surface writes as an inline `flex-grow`, still wins over the `1`.
 */
export const flexLayoutStyles = css`
  :host {
    --_justify: flex-start;
    --_align: stretch;
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  [part~='base'] {
    display: flex;
    flex: 1 1 auto;
    min-width: 0;
    gap: var(--_gap);
    justify-content: var(--_justify);
    align-items: var(--_align);
  }
  ::slotted(*) {
    min-width: 0;
  }
  :host(:state(stretch)) ::slotted(*) {
    flex: 1 1 0%;
  }
`;

/**
 * Below this inline size (px) a row wraps instead of squeezing its children into one line: a
 * chat column of 320–400 px, or a narrow card.
 */
export const NARROW_ROW_WIDTH = 480;

/**
 * Below this many pixels per child a row wraps too (30 children under 1,440 px): squeezed into one
 * line they would be unreadable, and thousands of them would take seconds to lay out and paint.
 */
export const CROWDED_CHILD_WIDTH = 48;

let widthObserver: ResizeObserver | undefined;
const widthCallbacks = new WeakMap<Element, (width: number) => (() => void) | void>();

/**
 * Calls `measure` with the element's content width whenever it changes, inside the observer's
 * delivery, where layout is current (reading a size there costs no layout). What it returns, if
 * anything, runs in the next frame: a write that re-lays the row out (wrapping changes its
 * height) inside this delivery would make the observer report a loop. Most deliveries change
 * nothing and so ask for no frame. One observer serves every row. It reads the element's own box
 * rather than querying a CSS container: a size container has no intrinsic width, so a row (or
 * surface) in a shrink-to-fit parent would collapse.
 */
export function observeWidth(
  element: Element,
  measure: (width: number) => (() => void) | void,
): void {
  widthObserver ??= new ResizeObserver((entries) => {
    const writes: Array<() => void> = [];
    for (const entry of entries) {
      const width = entry.contentBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
      const write = widthCallbacks.get(entry.target)?.(width);
      if (write) writes.push(write);
    }
    if (writes.length) {
      requestAnimationFrame(() => {
        for (const write of writes) write();
      });
    }
  });
  widthCallbacks.set(element, measure);
  widthObserver.observe(element);
}

/** Stops reporting the element's width. */
export function unobserveWidth(element: Element): void {
  widthCallbacks.delete(element);
  widthObserver?.unobserve(element);
}

/**
 * A row under `:state(narrow)`: it wraps; every child is at least as wide as its longest word
 * (never broken mid-token) and at most the row; children that are blocks of their own (charts,
 * tables, cards, columns, lists, forms...) take a whole line, while small inline-like ones (text,
 * buttons, icons, check boxes, images, dividers, status lines) flow side by side. `!important`
 * overrides the weight the surface writes inline (`flex: W 1 0%; min-width: 0`).
 */
export const narrowRowStyles = css`
  :host(:state(narrow)) [part~='base'] {
    flex-wrap: wrap;
  }
  :host(:state(narrow)) ::slotted(*) {
    flex-basis: auto !important;
    min-width: auto !important;
    max-width: 100%;
  }
  :host(:state(narrow))
    ::slotted(
      :not(
        svc-text,
        svc-button,
        svc-icon,
        svc-check-box,
        svc-image,
        svc-divider,
        svc-status-indicator
      )
    ) {
    flex-basis: 100% !important;
  }
`;
