/**
 * What `<svc-conversation>` and `<svc-a2ui>` share as lists of surfaces: a long list goes into
 * the page a few surfaces per task, and a surface far from the viewport is not drawn.
 */
import {css} from 'lit';
import type {ReactiveControllerHost} from 'lit';
import {DrawnInParts} from '../controllers/drawn-in-parts.js';

/**
 * Surfaces added to the page per task. Each costs a little to create and read before its own
 * build (for which the page's surfaces share the task's budget), so a long conversation set in one
 * task held the page too long (figures in docs/performance.md).
 */
export const SURFACES_PER_TASK = 10;

/**
 * How many surfaces of a list (`length()` in all) are on the page: SURFACES_PER_TASK more after
 * each update, on the page's scheduler, until all are.
 */
export function surfaceListLimit(host: ReactiveControllerHost, length: () => number): DrawnInParts {
  return new DrawnInParts(host, SURFACES_PER_TASK, length);
}

/**
 * Each surface (`part="surface"`) is drawn only near the viewport, with a rule between two. Containment would clip what
 * overflows a surface (a picker's popup), hence the margin; and each surface is a stacking
 * context, so the one hovered or holding focus is lifted above the next.
 */
export const surfaceListStyles = css`
  :host {
    display: block;
  }
  /* The host sets --_list-gap and --_surface-estimate from its own public properties. */
  [part~='base'] {
    display: flex;
    flex-direction: column;
    gap: var(--_list-gap, var(--_space-4));
  }
  [part~='surface'] {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--_surface-estimate, 320px);
    overflow-clip-margin: 320px;
  }
  /* Where one surface ends and the next begins: a rule between them (the host sets
     --_list-divider from its own public property). */
  [part~='surface'] + [part~='surface'] {
    border-block-start: var(--_list-divider, 1px solid var(--_border));
    padding-block-start: var(--_list-gap, var(--_space-4));
  }
  [part~='surface']:hover {
    z-index: 1;
  }
  [part~='surface']:focus-within {
    z-index: 2;
  }
`;
