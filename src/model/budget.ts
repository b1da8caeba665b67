/**
 * The evaluation budget of one resolve (one `resolve()` or `evaluateChecks()` call): the depth cap
 * limits how deep calls nest, not how many there are, so a value that re-enters formatString twice
 * per level would otherwise make about 2^100 calls. Past either limit the resolve stops, reports
 * one issue and gives undefined.
 */

/** Function calls one resolve may make. */
export const MAX_EVALUATION_CALLS = 10_000;

/** Characters of text the functions of one resolve may produce in total. */
export const MAX_EVALUATION_CHARS = 1_000_000;
