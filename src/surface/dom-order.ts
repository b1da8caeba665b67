/**
 * Putting a container's children in order with as few moves as possible: the reconciler's last
 * step for each container it builds or updates.
 */

/**
 * Makes `wanted` the element children of `parent`, in order, moving as few as possible: the
 * longest run already in order stays, the others move (with `moveBefore` where the browser has it,
 * which keeps focus and state), and elements no longer wanted are removed. Nodes that are not
 * elements (text, comments) are left where they are.
 */
export function arrange(parent: Element, wanted: readonly Element[]): void {
  if (inOrder(parent, wanted)) return;
  const keep = new Set(wanted);
  for (const child of [...parent.children]) if (!keep.has(child)) child.remove();
  const position = new Map<Element, number>();
  [...parent.children].forEach((child, index) => position.set(child, index));
  const stay = longestIncreasing(wanted.map((element) => position.get(element) ?? -1));
  let next: Element | null = null;
  for (let i = wanted.length - 1; i >= 0; i--) {
    const element = wanted[i];
    if (!stay.has(i) || element.parentElement !== parent) place(parent, element, next);
    next = element;
  }
}

/** True when the element children of `parent` are exactly `wanted`, in order (a fresh build). */
function inOrder(parent: Element, wanted: readonly Element[]): boolean {
  if (parent.childElementCount !== wanted.length) return false;
  let child = parent.firstElementChild;
  for (const element of wanted) {
    if (child !== element) return false;
    child = child.nextElementSibling;
  }
  return true;
}

/** Puts `element` before `before` in `parent`, atomically where the browser can (focus stays). */
function place(parent: Element, element: Element, before: Element | null): void {
  const move = (parent as Element & {moveBefore?: (node: Node, child: Node | null) => void})
    .moveBefore;
  if (move && element.isConnected && parent.isConnected && element.parentElement) {
    try {
      move.call(parent, element, before);
      return;
    } catch {
      // Not movable atomically here (another root): fall back to an insert.
    }
  }
  parent.insertBefore(element, before);
}

/** Indexes of a longest strictly increasing subsequence of `values` (ignoring negatives). */
export function longestIncreasing(values: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(values.length).fill(-1);
  for (let i = 0; i < values.length; i++) {
    if (values[i] < 0) continue;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]] < values[i]) low = mid + 1;
      else high = mid;
    }
    if (low > 0) previous[i] = tails[low - 1];
    tails[low] = i;
  }
  const out = new Set<number>();
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = previous[i]) out.add(i);
  return out;
}
