import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {Work} from './scheduler.js';
import {SlicedTask} from './sliced-task.js';

/**
 * A long list drawn in parts, so that no task runs long: the host draws the first `count` items;
 * after an update, `step` more are added in a later turn of the page's scheduler, one part per
 * turn, until all `total()` are drawn. The count never shrinks, so a newer list keeps the items on
 * screen (one may hold focus). The host's `getUpdateComplete` returns
 * `complete(() => super.getUpdateComplete())`, which waits for every part.
 */
export class DrawnInParts implements ReactiveController {
  /** How many items to draw. */
  count: number;

  readonly #host: ReactiveControllerHost;
  readonly #step: number;
  readonly #total: () => number;
  readonly #parts: SlicedTask<[], void>;
  /** Ends the wait for the part being drawn (see `#drawParts`). */
  #drawn?: () => void;

  constructor(host: ReactiveControllerHost, step: number, total: () => number) {
    this.#host = host;
    this.count = this.#step = step;
    this.#total = total;
    host.addController(this);
    this.#parts = new SlicedTask(host, {task: () => this.#drawParts(), updatesHost: false});
  }

  /** The host's own update completion (`super.getUpdateComplete()`), once every part is drawn. */
  complete(update: () => Promise<boolean>): Promise<boolean> {
    return this.#parts.complete(update);
  }

  /** Starts over from the first part (another list altogether). */
  reset(): void {
    this.count = this.#step;
  }

  hostUpdated(): void {
    this.#drawn?.();
    this.#drawn = undefined;
    if (!this.#parts.pending && this.#total() > this.count) this.#parts.run([]);
  }

  /**
   * Each part is drawn in the host's update, after the job has asked for it: waiting for that
   * update ends the scheduler's turn, so the drawing has what is left of this task's budget (the
   * elements it adds, such as surfaces, build their first slice in it).
   */
  *#drawParts(): Work<void> {
    while (this.#total() > this.count) {
      this.count += this.#step;
      this.#host.requestUpdate();
      yield new Promise<void>((resolve) => (this.#drawn = resolve));
    }
  }
}
