/**
 * Skips events a reconnect delivers again: a numeric id at or below the highest seen, or any
 * other id already seen (the last 10,000 are remembered). Events without an id always pass.
 */
export class ReplayFilter {
  readonly #seen = new Set<string>();
  #highest = -Infinity;

  /** True the first time `id` is seen (always for no id); records it. */
  accept(id: string | number | undefined): boolean {
    if (id === undefined || id === '') return true;
    const text = String(id);
    if (/^\d{1,15}$/.test(text)) {
      const n = Number(text);
      if (n <= this.#highest) return false;
      this.#highest = n;
      return true;
    }
    if (this.#seen.has(text)) return false;
    this.#seen.add(text);
    if (this.#seen.size > 10_000) this.#seen.delete(this.#seen.values().next().value!);
    return true;
  }
}
