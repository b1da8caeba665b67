/** Heading levels: where a surface's headings sit in the page's outline. No DOM. */

/** The level of a surface's top headings when no host says (the page has its own `<h1>`). */
export const DEFAULT_HEADING_LEVEL = 2;

/** Levels past this are announced as it: there is no seventh level. */
const DEEPEST = 6;

/** `base` (the surface's top level, any value) shifted `depth - 1` deeper, within 1–6. */
export function headingLevel(base: unknown, depth: number): number {
  const top = Math.trunc(Number(base));
  const start = top >= 1 && top <= DEEPEST ? top : DEFAULT_HEADING_LEVEL;
  return Math.min(DEEPEST, Math.max(1, start + depth - 1));
}
