/**
 * In a large surface the children of columns and lists are drawn only near the viewport; the
 * others take an estimated height (`contain-intrinsic-size`), and their sum is the scrollbar's
 * length. One fixed guess is far off for tall children (a card of fields can be ten lines high),
 * so after each build the children on screen are measured and each element type gets its mean
 * height as the estimate of its kind. A host's `--svc-surface-estimated-height` still wins.
 */

/** Measured children per element type needed before its estimate changes. */
const MIN_SAMPLES = 2;

const TAG = /^[a-z][a-z0-9]*-[a-z0-9-]+$/;

export class HeightEstimates {
  /** Px per element type; a type not seen on screen in a later measure keeps its estimate. */
  #estimates = new Map<string, number>();
  /** Cancels the pending measure. */
  #idle?: () => void;

  /**
   * `sheet`: where the estimate rules go, one per element type (adopted by the surface's shadow
   * root while it was empty: adopting a sheet later restyles the whole tree); `parents`: the
   * selector of the containers whose children are drawn only near the viewport; `skippable`: the
   * selector of those children.
   */
  constructor(
    readonly sheet: CSSStyleSheet,
    readonly parents: string,
    readonly skippable: string,
  ) {}

  /**
   * Measures when the page is next idle: the frame that shows the build has been drawn, so the
   * sizes are known without forcing a layout, and nothing asks for an extra frame (which would
   * regroup the work of a build in progress into longer frames).
   */
  measureSoon(root: ParentNode): void {
    this.#cancel();
    this.#idle = whenIdle(() => this.measure(root));
  }

  /** Sets each element type's estimate to the mean height of its children drawn now. */
  measure(root: ParentNode): void {
    const heights = new Map<string, {sum: number; count: number}>();
    for (const child of root.querySelectorAll(this.skippable)) {
      if (!drawn(child)) continue;
      const {height} = child.getBoundingClientRect();
      if (!(height > 0) || !TAG.test(child.localName)) continue;
      const entry = heights.get(child.localName) ?? {sum: 0, count: 0};
      entry.sum += height;
      entry.count++;
      heights.set(child.localName, entry);
    }
    let changed = false;
    for (const [tag, {sum, count}] of heights) {
      const estimate = Math.round(sum / count);
      if (count < MIN_SAMPLES || this.#estimates.get(tag) === estimate) continue;
      this.#estimates.set(tag, estimate);
      changed = true;
    }
    if (!changed) return;
    const rules = [...this.#estimates].map(
      ([tag, px]) =>
        `:host(:state(large)) ${this.parents} > ${tag} { contain-intrinsic-size: auto var(--svc-surface-estimated-height, ${px}px); }`,
    );
    this.sheet.replaceSync(rules.join('\n'));
  }

  clear(): void {
    this.#cancel();
    this.#estimates.clear();
    this.sheet.replaceSync('');
  }

  #cancel(): void {
    this.#idle?.();
    this.#idle = undefined;
  }
}

/**
 * Whether a child's content is drawn now, not skipped: `checkVisibility` answers for what is
 * inside a skipping element, not for the element itself, so its first rendered node is asked.
 */
function drawn(child: Element): boolean {
  const inside = child.shadowRoot?.firstElementChild ?? child.firstElementChild;
  return inside !== null && inside.checkVisibility({contentVisibilityAuto: true});
}

/** Runs `run` when the page is idle (a short timer where there is no idle callback); a canceller. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, {timeout: 1_000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 100);
  return () => clearTimeout(handle);
}
