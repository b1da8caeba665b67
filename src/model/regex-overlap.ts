/**
 * Polynomial backtracking check for safe-regex.ts: a chain of three or more unbounded repetitions
 * over overlapping characters (`a+a+a+b`, `\d+\d+\d+`, `.*a.*b.*c`, `\S+@\S+\.\S+`) can take
 * seconds on a long input. Character sets are approximated by testing each atom against a sample
 * of characters (all of ASCII and a few others).
 */

/** One atom of the pattern, in textual order, groups flattened. */
export interface Item {
  /** Which sample characters the atom matches. */
  set: Uint8Array;
  /** Repeated more than LARGE times (or without bound). */
  unbounded: boolean;
  /** May match nothing (optional, in an alternation or a lookaround): never breaks a chain. */
  optional: boolean;
  /**
   * For a lookaround: the chain length of its content. It ends a chain (it runs once per
   * position the repetitions before it try) but, being atomic, never continues one.
   */
  cost?: number;
}

const SAMPLE: string[] = [];
for (let code = 0; code < 128; code++) SAMPLE.push(String.fromCharCode(code));
SAMPLE.push('é', 'ß', 'Ω', 'я', '中', '\u00a0', '\u2028', '\ud83d');

/** The sample characters matched by the atom written as `source` (a char, class or escape). */
export function sampleSet(source: string): Uint8Array {
  const set = new Uint8Array(SAMPLE.length);
  let re: RegExp;
  try {
    re = new RegExp(`^(?:${source})$`);
  } catch {
    return set.fill(1);
  }
  for (let i = 0; i < SAMPLE.length; i++) set[i] = re.test(SAMPLE[i]) ? 1 : 0;
  return set;
}

/** An item matching any character, repeated: what the engine's retry at every position amounts to. */
export function anyRepeated(): Item {
  return {set: new Uint8Array(SAMPLE.length).fill(1), unbounded: true, optional: true};
}

export function union(sets: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(SAMPLE.length);
  for (const set of sets) for (let i = 0; i < out.length; i++) out[i] |= set[i];
  return out;
}

function intersects(a: Uint8Array, b: Uint8Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] && b[i]) return true;
  return false;
}

/**
 * The longest chain of unbounded items where each one overlaps the previous and every mandatory
 * item between them overlaps the previous one too (so the split point between them is not forced).
 */
export function longestOverlapChain(items: readonly Item[]): number {
  const chain = new Array<number>(items.length).fill(0);
  let longest = 0;
  for (let j = 0; j < items.length; j++) {
    const a = items[j];
    const base = a.cost ?? (a.unbounded ? 1 : 0);
    if (base === 0) continue;
    chain[j] = base;
    for (let i = 0; i < j; i++) {
      const b = items[i];
      if (!b.unbounded || b.cost || chain[i] + base <= chain[j] || !intersects(a.set, b.set))
        continue;
      let open = true;
      for (let k = i + 1; k < j && open; k++) {
        const between = items[k];
        if (!between.optional && !intersects(between.set, b.set)) open = false;
      }
      if (open) chain[j] = chain[i] + base;
    }
    longest = Math.max(longest, chain[j]);
  }
  return longest;
}
