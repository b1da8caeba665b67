/**
 * Every element's styles start with the same block of private design tokens (`--_text`,
 * `--_space-2`, … in `styles/tokens.ts`), most of which one element never reads. On the client the
 * block is one shared stylesheet; on the server it is written into every shadow root. Since each
 * element declares the whole block itself, none reads another's: an element's copy can lose the
 * tokens its own rules never use, directly or through another token. Node only.
 */
import {hostStyles} from '../styles/tokens.js';

/** A declaration `--_name: value` ending at `;` or `}` outside brackets, in minified CSS. */
interface Declaration {
  name: string;
  start: number;
  end: number;
  value: string;
}

/** Elements whose script reads tokens from their computed style (`getPropertyValue`). */
const READ_BY_SCRIPT = new Set(['svc-mcp-app']);

let tokenNames: Set<string> | undefined;

/** The names of the shared token block. */
function sharedTokens(): Set<string> {
  tokenNames ??= new Set(Array.from(hostStyles.cssText.matchAll(/(--_[\w-]+)\s*:/g), (m) => m[1]!));
  return tokenNames;
}

/** `css` (minified) without the declarations of shared tokens that nothing in it reads. */
export function pruneTokens(tag: string, css: string): string {
  if (READ_BY_SCRIPT.has(tag)) return css;
  const tokens = sharedTokens();
  const declarations = tokenDeclarations(css, tokens);
  if (!declarations.length) return css;
  let rest = css;
  for (const d of [...declarations].reverse()) rest = rest.slice(0, d.start) + rest.slice(d.end);
  const used = new Set<string>();
  const pending = [...readTokens(rest, tokens)];
  while (pending.length) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    used.add(name);
    for (const d of declarations) if (d.name === name) pending.push(...readTokens(d.value, tokens));
  }
  let out = css;
  for (const d of [...declarations].reverse()) {
    if (!used.has(d.name)) out = out.slice(0, d.start) + out.slice(d.end);
  }
  return out;
}

/** The shared tokens `text` reads with `var()`. */
function readTokens(text: string, tokens: Set<string>): string[] {
  return Array.from(text.matchAll(/var\(\s*(--_[\w-]+)/g), (m) => m[1]!).filter((n) =>
    tokens.has(n),
  );
}

/** Every declaration of a shared token in `css`, with its `;` (not a closing `}`). */
function tokenDeclarations(css: string, tokens: Set<string>): Declaration[] {
  const found: Declaration[] = [];
  for (const match of css.matchAll(/[{;](--_[\w-]+):/g)) {
    const name = match[1]!;
    if (!tokens.has(name)) continue;
    const start = match.index + 1;
    let depth = 0;
    let end = start + name.length + 1;
    for (; end < css.length; end++) {
      const c = css[end];
      if (c === '(' || c === '[') depth++;
      else if (c === ')' || c === ']') depth--;
      else if (depth === 0 && (c === ';' || c === '}')) break;
    }
    const value = css.slice(start + name.length + 1, end);
    found.push({name, start, end: css[end] === ';' ? end + 1 : end, value});
  }
  return found;
}
