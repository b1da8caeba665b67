/**
 * formatString: `${…}` interpolation (a2ui-semantics.md §2.1). A template is text with
 * `${expr}` parts; `\${` is a literal `${`. An expression is a nested `${expr}`, a quoted string
 * (escapes \n \t \r, `\x` gives x), a number (digits with an optional fraction), true, false or
 * null, a call `name(arg: expr, …)` with named arguments (commas optional), or a path
 * (`[A-Za-z0-9/._-]+`, relative to the scope unless it starts with `/`; digits and dots that are
 * not a number, such as `1.2.3`, are an error). Parts are joined after
 * the text coercion. An unclosed `${`, a malformed expression or nesting deeper than 10 makes the
 * whole value undefined (and an issue). Parsed templates are cached.
 */
import {MAX_EVALUATION_CHARS} from '../budget.js';
import {toText} from '../coerce.js';
import {isUnsafeKey} from '../json.js';
import type {FunctionImpl} from './registry.js';

export type Expr =
  | {kind: 'value'; value: string | number | boolean | null}
  | {kind: 'path'; path: string}
  | {kind: 'call'; name: string; args: Array<[string, Expr]>}
  | {kind: 'empty'};

/** A parsed template: literal text and expressions, in order. */
export type Template = Array<string | Expr>;

/** How deep `${…}` and calls may nest inside one template. */
export const MAX_TEMPLATE_DEPTH = 10;

class TemplateError extends Error {}

const UNCLOSED = 'unclosed interpolation (a ${ without its })';

const PATH_CHAR = /[A-Za-z0-9/._-]/;
const NAME = /^[A-Za-z0-9_]+$/;
const NUMBER = /^[0-9]+(\.[0-9]+)?$/;
/** Digits and dots that are not a number (`1.2.3`, `1.`): an error, not a path. */
const MALFORMED_NUMBER = /^[0-9][0-9.]*$/;

class TemplateParser {
  pos = 0;
  constructor(readonly src: string) {}

  template(): Template {
    const parts: Template = [];
    let text = '';
    const src = this.src;
    while (this.pos < src.length) {
      if (src.startsWith('\\${', this.pos)) {
        text += '${';
        this.pos += 3;
      } else if (src.startsWith('${', this.pos)) {
        if (text) parts.push(text);
        text = '';
        this.pos += 2;
        parts.push(this.interpolation(1));
      } else {
        text += src[this.pos++];
      }
    }
    if (text) parts.push(text);
    return parts;
  }

  /** After `${`: an expression, then `}`. */
  interpolation(depth: number): Expr {
    if (depth > MAX_TEMPLATE_DEPTH)
      throw new TemplateError(`nested deeper than ${MAX_TEMPLATE_DEPTH}`);
    this.space();
    const expr: Expr = this.peek() === '}' ? {kind: 'empty'} : this.expr(depth);
    this.space();
    if (this.pos >= this.src.length) throw new TemplateError(UNCLOSED);
    if (this.peek() !== '}')
      throw new TemplateError(
        `unexpected characters after the expression at character ${this.pos}`,
      );
    this.pos++;
    return expr;
  }

  expr(depth: number): Expr {
    const src = this.src;
    const c = this.peek();
    if (c === undefined) throw new TemplateError(UNCLOSED);
    if (src.startsWith('${', this.pos)) {
      this.pos += 2;
      return this.interpolation(depth + 1);
    }
    if (c === "'" || c === '"') return {kind: 'value', value: this.string(c)};
    const start = this.pos;
    while (this.pos < src.length && PATH_CHAR.test(src[this.pos])) this.pos++;
    const word = src.slice(start, this.pos);
    if (word === '') throw new TemplateError(`unexpected character at position ${start}`);
    if (NUMBER.test(word)) return {kind: 'value', value: Number(word)};
    if (MALFORMED_NUMBER.test(word))
      throw new TemplateError(`invalid number literal at character ${start}`);
    if (word === 'true' || word === 'false') return {kind: 'value', value: word === 'true'};
    if (word === 'null') return {kind: 'value', value: null};
    const save = this.pos;
    this.space();
    if (this.peek() === '(' && NAME.test(word)) {
      this.pos++;
      return {kind: 'call', name: word, args: this.args(depth)};
    }
    this.pos = save;
    return {kind: 'path', path: word};
  }

  args(depth: number): Array<[string, Expr]> {
    if (depth >= MAX_TEMPLATE_DEPTH)
      throw new TemplateError(`nested deeper than ${MAX_TEMPLATE_DEPTH}`);
    const args: Array<[string, Expr]> = [];
    for (;;) {
      this.space();
      const c = this.peek();
      if (c === undefined) throw new TemplateError('unclosed (');
      if (c === ')') {
        this.pos++;
        return args;
      }
      if (c === ',') {
        this.pos++;
        continue;
      }
      const start = this.pos;
      while (this.pos < this.src.length && /[A-Za-z0-9_]/.test(this.src[this.pos])) this.pos++;
      const name = this.src.slice(start, this.pos);
      this.space();
      if (!name) throw new TemplateError('expected ")" after function arguments');
      if (this.peek() !== ':')
        throw new TemplateError('expected ":" after argument name (arguments are name: value)');
      this.pos++;
      this.space();
      args.push([name, this.expr(depth + 1)]);
    }
  }

  string(quote: string): string {
    const src = this.src;
    let out = '';
    this.pos++;
    while (this.pos < src.length) {
      const c = src[this.pos++];
      if (c === quote) return out;
      if (c === '\\' && this.pos < src.length) {
        const e = src[this.pos++];
        out += e === 'n' ? '\n' : e === 't' ? '\t' : e === 'r' ? '\r' : e;
      } else out += c;
    }
    throw new TemplateError('unclosed string');
  }

  peek(): string | undefined {
    return this.src[this.pos];
  }

  space(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
  }
}

// Large enough for a surface at the element budget with a template of its own in every element,
// so a refresh of the whole model finds every one parsed.
const CACHE_LIMIT = 20_000;
const cache = new Map<string, Template | string>();

/** The parsed template, or an error message. Cached. */
export function parseTemplate(source: string): Template | string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  let result: Template | string;
  try {
    result = new TemplateParser(source).template();
  } catch (error) {
    result = error instanceof TemplateError ? error.message : 'cannot be read';
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, result);
  return result;
}

interface Evaluator {
  read(path: string): unknown;
  call(name: string, args: Record<string, unknown>): unknown;
}

function evaluate(expr: Expr, context: Evaluator): unknown {
  switch (expr.kind) {
    case 'value':
      return expr.value;
    case 'empty':
      return '';
    case 'path':
      return context.read(expr.path);
    case 'call': {
      const args: Record<string, unknown> = {};
      for (const [name, arg] of expr.args) {
        if (!isUnsafeKey(name)) args[name] = evaluate(arg, context);
      }
      return context.call(expr.name, args);
    }
  }
}

/** The text of a parsed template: every expression evaluated and coerced to text. */
export function renderTemplate(template: Template, context: Evaluator): string {
  let out = '';
  for (const part of template) {
    out += typeof part === 'string' ? part : toText(evaluate(part, context));
    if (out.length > MAX_EVALUATION_CHARS) break; // over budget: the resolver reports it
  }
  return out;
}

/** The template `value` with its `${…}` expressions evaluated; see the module comment. */
export const formatString: FunctionImpl = ({value}, ctx) => {
  if (value === undefined || value === null) return '';
  const template = parseTemplate(toText(value));
  if (typeof template === 'string') {
    ctx.report(`the template cannot be read: ${template}.`);
    return undefined;
  }
  return renderTemplate(template, ctx);
};
