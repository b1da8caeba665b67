/**
 * What `<svc-conversation>` and `<svc-a2ui>` share as lists of surfaces: a long list goes into
 * the page a few surfaces per task, and a surface far from the viewport is not drawn.
 */
import {css} from 'lit';
import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {nextSlice} from './next-slice.js';

/**
 * Surfaces added to the page per task. Each costs about half a millisecond to create and read
 * before its own build (for which the page's surfaces share a budget), so a conversation of 120
 * set in one task held the page for 60–70 ms.
 */
export const SURFACES_PER_TASK = 10;

/**
 * How many surfaces of a list are on the page: SURFACES_PER_TASK more after each update, in a
 * later task, until all are. `growing` settles when the next ones are in (for `updateComplete`).
 */
export class SurfaceListLimit implements ReactiveController {
  /** How many of the list to render. */
  count = SURFACES_PER_TASK;

  /** Settles once the next surfaces are added; unset while all of the list is on the page. */
  growing?: Promise<void>;

  readonly #host: ReactiveControllerHost;
  readonly #length: () => number;

  constructor(host: ReactiveControllerHost, length: () => number) {
    this.#host = host;
    this.#length = length;
    host.addController(this);
  }

  /** Starts over from the first SURFACES_PER_TASK (another list). */
  reset(): void {
    this.count = SURFACES_PER_TASK;
  }

  hostUpdated(): void {
    if (this.#length() <= this.count || this.growing) return;
    this.growing = new Promise((resolve) =>
      nextSlice(() => {
        this.growing = undefined;
        this.count += SURFACES_PER_TASK;
        this.#host.requestUpdate();
        resolve();
      }),
    );
  }
}

/**
 * Each surface (`part="surface"`) is drawn only near the viewport. Containment would clip what
 * overflows a surface (a picker's popup), hence the margin; and each surface is a stacking
 * context, so the one hovered or holding focus is lifted above the next.
 */
export const surfaceListStyles = css`
  [part~='surface'] {
    content-visibility: auto;
    contain-intrinsic-size: auto var(--_surface-estimate, 320px);
    overflow-clip-margin: 320px;
  }
  [part~='surface']:hover {
    z-index: 1;
  }
  [part~='surface']:focus-within {
    z-index: 2;
  }
`;
