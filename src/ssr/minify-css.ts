/**
 * The element stylesheets as the server writes them: comments dropped and whitespace collapsed
 * (strings kept as written), so that a server-rendered page carries a third less CSS, inline or
 * linked. Node only.
 */

/** Characters around which whitespace never matters in CSS. */
const TIGHT = new Set(['{', '}', ';', ',']);

/** `css` without comments, each run of whitespace outside strings one space or none. */
export function minifyCss(css: string): string {
  let out = '';
  let space = false;
  const flushSpace = (next: string) => {
    if (space && out && !TIGHT.has(out.at(-1)!) && !TIGHT.has(next)) out += ' ';
    space = false;
  };
  for (let i = 0; i < css.length; i++) {
    const c = css[i]!;
    if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
      space = true;
    } else if (c === '"' || c === "'") {
      flushSpace(c);
      let j = i + 1;
      while (j < css.length && css[j] !== c && css[j] !== '\n') j += css[j] === '\\' ? 2 : 1;
      out += css.slice(i, j + 1);
      i = j;
    } else if (/\s/.test(c)) {
      space = true;
    } else {
      flushSpace(c);
      out += c;
    }
  }
  return out;
}
