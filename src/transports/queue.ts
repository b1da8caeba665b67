/**
 * An async queue: producers `push` items and `end` it, one consumer iterates. Used by the
 * transports whose messages come from several requests over time (each action starts one).
 */
export class MessageQueue<T> implements AsyncIterable<T> {
  readonly #items: T[] = [];
  #waiting?: () => void;
  #ended = false;
  #error: unknown;
  #failed = false;

  push(item: T): void {
    if (this.#ended) return;
    this.#items.push(item);
    this.#wake();
  }

  /** Ends the queue; with an error, the consumer's loop throws it after the queued items. */
  end(error?: unknown): void {
    if (this.#ended) return;
    this.#ended = true;
    if (error !== undefined) {
      this.#failed = true;
      this.#error = error;
    }
    this.#wake();
  }

  get ended(): boolean {
    return this.#ended;
  }

  #wake(): void {
    const wake = this.#waiting;
    this.#waiting = undefined;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      while (this.#items.length) yield this.#items.shift()!;
      if (this.#ended) {
        if (this.#failed) throw this.#error;
        return;
      }
      await new Promise<void>((resolve) => (this.#waiting = resolve));
    }
  }
}
