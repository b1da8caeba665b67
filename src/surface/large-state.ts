import {css, unsafeCSS, isServer} from 'lit';
import type {HeightEstimates} from './height-estimates.js';

/** In a large surface, the containers whose children are drawn only near the viewport. */
const SKIPPING_PARENTS = ':is(svc-column, svc-list)';
/** Those children (plain texts, dividers and icons cost more to skip than to draw). */
const SKIPPABLE_CHILDREN = `${SKIPPING_PARENTS} > :not(svc-text, svc-divider, svc-icon)`;

/**
 * `:state(large)`: the browser styles, lays out and paints only the children near the viewport
 * (not plain texts, dividers and icons: in traces of thousands of texts, skipping cost more than
 * it saved). Their containment would clip what overflows them (a focus ring, a tooltip, a
 * picker's popup), hence the clip margin; and each is a stacking context, so the one hovered or
 * holding focus is lifted above its later siblings (focus above hover: an open popup stays on top),
 * and is drawn without containment while in use.
 */
export const largeSurfaceStyles = css`
  :host(:state(large)) ${unsafeCSS(SKIPPABLE_CHILDREN)} {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--svc-surface-estimated-height, 40px);
    overflow-clip-margin: 320px;
  }
  :host(:state(large)) ${unsafeCSS(SKIPPING_PARENTS)} > :hover {
    z-index: 1;
  }
  :host(:state(large)) ${unsafeCSS(SKIPPING_PARENTS)} > :focus-within {
    z-index: 2;
  }
  /* The child in use is on screen anyway: without containment, what it places in the viewport
     (a button's reason, anchored and fixed) is placed there, not inside the child's own box. */
  :host(:state(large)) ${unsafeCSS(SKIPPABLE_CHILDREN)}:is(:hover, :focus-within) {
    content-visibility: visible;
  }
`;

/**
 * A surface's `large` custom state (see `largeSurfaceStyles`) and the measured height estimates
 * that stand in for its children off screen, loaded when a surface first gets large.
 */
export class LargeState {
  readonly #host: HTMLElement & {readonly renderRoot: HTMLElement | DocumentFragment};
  /** Whether a build is under way (its end measures). */
  readonly #building: () => boolean;
  /** Made when the surface first gets large. */
  #internals?: ElementInternals;
  #estimates?: HeightEstimates;
  /** The estimates' rules (see `adopt`). */
  // Never used on the server (`@svc/surfaces/ssr`), which has no CSSStyleSheet.
  readonly #sheet = (isServer ? undefined : new CSSStyleSheet()) as CSSStyleSheet;
  #loading?: Promise<void>;

  constructor(
    host: HTMLElement & {readonly renderRoot: HTMLElement | DocumentFragment},
    building: () => boolean,
  ) {
    this.#host = host;
    this.#building = building;
  }

  /**
   * Adopts the estimates' sheet: call it while the tree is empty (a sheet adopted later restyles
   * every element in it).
   */
  adopt(root: ShadowRoot): void {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.#sheet];
  }

  get large(): boolean {
    return this.#internals?.states.has('large') ?? false;
  }

  /** Sets the state when it changes: a change restyles the tree. */
  set large(large: boolean) {
    if (large === this.large) return;
    this.#internals ??= this.#host.attachInternals();
    if (large) {
      this.#internals.states.add('large');
      this.#load();
    } else {
      this.#internals.states.delete('large');
      this.#estimates?.clear();
    }
  }

  /** After a build: measures the children on screen, when the surface is large. */
  built(): void {
    if (this.large) this.#estimates?.measureSoon(this.#host.renderRoot);
  }

  /** Loads the height estimates once; they measure at once if still large. */
  #load(): void {
    if (this.#loading) return;
    this.#loading = import('./height-estimates.js').then(
      ({HeightEstimates}) => {
        this.#estimates = new HeightEstimates(this.#sheet, SKIPPING_PARENTS, SKIPPABLE_CHILDREN);
        // Mid-build, the build's end measures.
        if (!this.#building()) this.built();
      },
      (error: unknown) => console.warn('svc-surface: could not load the height estimates', error),
    );
  }
}
