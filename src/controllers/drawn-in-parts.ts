import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * A long list drawn in parts, so that no task runs long: the host draws the first `count` items;
 * after each update, `step` more are added in a later task, until all `total()` are drawn. The
 * count never shrinks, so a newer list keeps the items on screen (one may hold focus). The host's
 * `getUpdateComplete` returns `complete(() => super.getUpdateComplete())`, which waits for every
 * part.
 */
export class DrawnInParts implements ReactiveController {
  /** How many items to draw. */
  count: number;

  /** Settles once the next part is added; unset while every item is drawn. */
  growing?: Promise<void>;

  readonly #host: ReactiveControllerHost;
  readonly #step: number;
  readonly #total: () => number;
  readonly #later: (then: () => void) => void;

  constructor(
    host: ReactiveControllerHost,
    step: number,
    total: () => number,
    later: (then: () => void) => void = (then) => setTimeout(then),
  ) {
    this.#host = host;
    this.count = this.#step = step;
    this.#total = total;
    this.#later = later;
    host.addController(this);
  }

  /** The host's own update completion (`super.getUpdateComplete()`), once every part is drawn. */
  async complete(update: () => Promise<boolean>): Promise<boolean> {
    let done = await update();
    while (this.growing) {
      await this.growing;
      done = await update();
    }
    return done;
  }

  /** Starts over from the first part (another list altogether). */
  reset(): void {
    this.count = this.#step;
  }

  hostUpdated(): void {
    if (this.growing || this.#total() <= this.count) return;
    this.growing = new Promise((resolve) =>
      this.#later(() => {
        this.growing = undefined;
        this.count += this.#step;
        this.#host.requestUpdate();
        resolve();
      }),
    );
  }
}
