/**
 * Dynamic values: `{literal}`, `{path}` and calls (seed `{call: {call, args, message}}` or A2UI
 * `{call: "name", args}`), resolved against a data model, recording every path read so that the
 * caller can subscribe to exactly those paths. Arrays and plain objects are resolved element by
 * element (deeply), anything else is a literal. Never throws.
 */
import {MAX_EVALUATION_CALLS, MAX_EVALUATION_CHARS} from './budget.js';
import type {DataModel} from './data-model.js';
import {validLocale} from './functions/intl.js';
import {FunctionRegistry, type FunctionContext} from './functions/registry.js';
import {hasOwn, isPlainObject, isUnsafeKey} from './json.js';
import {resolvePath} from './pointer.js';
import type {Issue} from './types.js';

/** Where and how a dynamic value is resolved. */
export interface Scope {
  model: DataModel;
  /** The function catalog; the default catalog when absent. */
  functions?: FunctionRegistry;
  /** The scope relative paths are read in (default `/`). */
  base?: string;
  /** The locale for Intl formatting; the runtime's when absent or invalid. */
  locale?: string;
  /** The A2UI protocol version of the surface (see FunctionContext); v0.9 when absent. */
  protocolVersion?: string;
  /** Told about unknown functions, bad arguments and other evaluation problems. */
  report?: (issue: Issue) => void;
  /**
   * Opens an already checked http(s)/mailto URL (used by `openUrl`). Give it only to the scope of
   * a user action (a button press), made with `oneShotOpener` for that press: a surface can put
   * `openUrl` in any displayed value, and a render or re-render (after a keystroke, which counts
   * as user activation) must not open tabs. Without it, `openUrl` reports an issue and opens
   * nothing. One resolve opens one URL at most; `false` from `open` means it refused (already
   * used) and the call is reported.
   */
  open?: (url: string) => unknown;
  /** The pointer reported issues carry (for example `/components/3/text/text`); default `""`. */
  pointer?: string;
  /** The component id reported issues carry. */
  componentId?: string;
}

/** The A2UI error code of a problem found while evaluating (see Issue `code`). */
export const EXPRESSION_ERROR = 'EXPRESSION_ERROR';

/** A resolved value and the canonical absolute paths read to compute it. */
export interface Resolved {
  value: unknown;
  paths: Set<string>;
  /**
   * Present when a function answered provisionally because something it needs (the regex
   * engine) is still loading: resolve again once it settles.
   */
  pending?: Promise<void>;
}

/**
 * How deep values are followed before that branch gives up (undefined + issue), and how deep calls
 * may nest before the whole resolve does (part of the evaluation budget, budget.ts).
 */
export const MAX_RESOLVE_DEPTH = 100;

let sharedDefaults: FunctionRegistry | undefined;
let makeDefaults: (() => FunctionRegistry) | undefined;

/**
 * @internal Sets the catalog a scope without `functions` calls. The model entry sets the default
 * catalog; `<svc-surface>` always passes its own, so its bundle leaves the default one out.
 */
export function setDefaultFunctions(make: () => FunctionRegistry): void {
  makeDefaults = make;
  sharedDefaults = undefined;
}

/** The keys a call object may carry besides `call`. */
const CALL_KEYS: ReadonlySet<string> = new Set(['args', 'returnType', 'message', 'catalogId']);

/** The shape of a dynamic value, or undefined for a plain value. */
export type DynamicKind = 'literal' | 'path' | 'call';

/**
 * Which kind of dynamic value `value` is: an object with exactly one of `literal`, `path`, `call`
 * (plus, for `path` and `call`, the A2UI companions `args`, `returnType`, `message`, and
 * `catalogId`, which v0.9 ignores: a call naming a catalog is still a call).
 */
export function dynamicKind(value: unknown): DynamicKind | undefined {
  if (!isPlainObject(value)) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.length > CALL_KEYS.size + 1) return undefined;
  let kind: DynamicKind | undefined;
  for (const key of keys) {
    if (key === 'literal' || key === 'path' || key === 'call') {
      if (kind) return undefined;
      kind = key;
    } else if (!CALL_KEYS.has(key)) {
      return undefined;
    }
  }
  if (kind === 'literal' || kind === 'path') return keys.length === 1 ? kind : undefined;
  if (kind === 'call' && keys.length > 1 && typeof value.call !== 'string') return undefined;
  return kind;
}

/** True for a `{literal}`, `{path}` or call object. */
export function isDynamicValue(value: unknown): boolean {
  return dynamicKind(value) !== undefined;
}

/**
 * Resolves `value` in `scope`: dynamic values are evaluated, arrays and plain objects resolved
 * deeply (an unchanged array or object is returned as is), anything else returned as it is.
 * Missing paths give undefined. Unknown functions and bad arguments give undefined and an issue
 * through `scope.report`. A resolve that exceeds the evaluation budget (budget.ts) gives undefined
 * and one issue.
 */
export function resolve(value: unknown, scope: Scope): Resolved {
  // The common shapes (a plain value, a literal, a path) need none of the evaluation machinery.
  if (typeof value !== 'object' || value === null) return {value, paths: new Set()};
  const kind = dynamicKind(value);
  if (kind === 'literal') return {value: (value as {literal: unknown}).literal, paths: new Set()};
  if (kind === 'path' && typeof (value as {path: unknown}).path === 'string') {
    const absolute = resolvePath((value as {path: string}).path, scope.base);
    return {value: scope.model.get(absolute), paths: new Set([absolute])};
  }
  const paths = new Set<string>();
  const resolver = new Resolver(scope, paths);
  const resolved = resolver.value(value);
  const result: Resolved = {value: resolver.exhausted ? undefined : resolved, paths};
  const pending = resolver.pending;
  if (pending) result.pending = pending;
  return result;
}

/** Same as `resolve` (which is already deep); named for callers that want to say so. */
export const resolveDeep = resolve;

/** The evaluation machinery, shared with checks.ts; records paths into `paths`. */
export class Resolver {
  readonly functions: FunctionRegistry;
  readonly locale: string | undefined;
  #callDepth = 0;
  #opened = false;
  #calls = 0;
  #chars = 0;
  #exhausted = false;
  readonly #waits: Promise<unknown>[] = [];
  /** The pointer issues carry, when more precise than the scope's (the check being evaluated). */
  pointer: string | undefined;

  constructor(
    readonly scope: Scope,
    readonly paths: Set<string>,
  ) {
    this.functions =
      scope.functions ?? (sharedDefaults ??= makeDefaults?.() ?? new FunctionRegistry());
    this.locale = validLocale(scope.locale);
  }

  /** True once the evaluation budget is used up: every further call gives undefined. */
  get exhausted(): boolean {
    return this.#exhausted;
  }

  /** Settles once everything a function waited for (`retryWhen`) did; undefined when nothing. */
  get pending(): Promise<void> | undefined {
    if (this.#waits.length === 0) return undefined;
    return Promise.allSettled(this.#waits).then(() => undefined);
  }

  report(message: string): void {
    const {report, pointer, componentId} = this.scope;
    if (!report) return;
    const issue: Issue = {
      pointer: this.pointer ?? pointer ?? '',
      message,
      severity: 'error',
      code: EXPRESSION_ERROR,
    };
    if (componentId !== undefined) issue.componentId = componentId;
    try {
      report(issue);
    } catch {
      // A reporter that throws must not break resolution.
    }
  }

  /** Reads `path` in the scope, recording the canonical absolute path. */
  read(path: unknown): unknown {
    if (typeof path !== 'string') {
      this.report('A path must be a string.');
      return undefined;
    }
    const absolute = resolvePath(path, this.scope.base);
    this.paths.add(absolute);
    return this.scope.model.get(absolute);
  }

  value(value: unknown, depth = 0): unknown {
    if (typeof value !== 'object' || value === null) return value;
    if (depth > MAX_RESOLVE_DEPTH) {
      this.report(`A value is nested deeper than ${MAX_RESOLVE_DEPTH} levels.`);
      return undefined;
    }
    if (Array.isArray(value)) {
      let out: unknown[] | undefined;
      for (let i = 0; i < value.length; i++) {
        const item = this.value(value[i], depth + 1);
        if (out) out[i] = item;
        else if (item !== value[i]) {
          out = value.slice(0, i);
          out[i] = item;
        }
      }
      return out ?? value;
    }
    const record = value as Record<string, unknown>;
    switch (dynamicKind(record)) {
      case 'literal':
        return record.literal;
      case 'path':
        return this.read(record.path);
      case 'call':
        return this.callValue(record, depth);
    }
    let out: Record<string, unknown> | undefined;
    const keys = Object.keys(record);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const original = record[key];
      const unsafe = isUnsafeKey(key);
      const item = unsafe ? undefined : this.value(original, depth + 1);
      if (!out && (unsafe || item !== original)) {
        out = {};
        for (let j = 0; j < i; j++) out[keys[j]] = record[keys[j]];
      }
      if (out && !unsafe) out[key] = item;
    }
    return out ?? value;
  }

  /** Evaluates a call object in either form. */
  callValue(record: Record<string, unknown>, depth: number): unknown {
    const inner = record.call;
    let name: unknown;
    let rawArgs: unknown;
    if (isPlainObject(inner)) {
      name = inner.call;
      rawArgs = inner.args;
    } else {
      name = inner;
      rawArgs = record.args;
    }
    if (typeof name !== 'string' || name === '') {
      this.report('A function call needs a function name.');
      return undefined;
    }
    return this.invoke(name, this.args(name, rawArgs, depth));
  }

  /** Resolves a call's arguments: each one a dynamic value or plain JSON. */
  args(name: string, rawArgs: unknown, depth = 0): Record<string, unknown> {
    const args: Record<string, unknown> = {};
    if (rawArgs === undefined || rawArgs === null) return args;
    if (!isPlainObject(rawArgs)) {
      this.report(`The arguments of ${name} must be an object of named arguments.`);
      return args;
    }
    for (const key of Object.keys(rawArgs)) {
      if (!isUnsafeKey(key) && hasOwn(rawArgs, key)) {
        args[key] = this.value(rawArgs[key], depth + 1);
      }
    }
    return args;
  }

  /** Runs a registered function on resolved arguments; undefined (and an issue) when it cannot. */
  invoke(name: string, args: Record<string, unknown>): unknown {
    if (name === '@index') return templateIndex(this.scope.base);
    const fn = this.functions.get(name);
    if (!fn) {
      this.report(`Unknown function "${name}".`);
      return undefined;
    }
    if (this.#exhausted) return undefined;
    if (++this.#calls > MAX_EVALUATION_CALLS)
      return this.#exhaust(`more than ${MAX_EVALUATION_CALLS} function calls`);
    if (this.#callDepth >= MAX_RESOLVE_DEPTH)
      return this.#exhaust(`function calls nested deeper than ${MAX_RESOLVE_DEPTH} levels`);
    this.#callDepth++;
    try {
      const result = fn(args, this.#context(name));
      if (typeof result === 'string' && (this.#chars += result.length) > MAX_EVALUATION_CHARS)
        return this.#exhaust(`more than ${MAX_EVALUATION_CHARS} characters of text`);
      return this.#exhausted ? undefined : result;
    } catch (error) {
      this.report(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    } finally {
      this.#callDepth--;
    }
  }

  /** Ends this resolve: one issue, and undefined from every call from now on. */
  #exhaust(why: string): undefined {
    if (!this.#exhausted) {
      this.#exhausted = true;
      this.report(`Evaluation budget exceeded (${why}); the value is left empty.`);
    }
    return undefined;
  }

  #context(name: string): FunctionContext {
    return {
      name,
      locale: this.locale,
      protocolVersion: this.scope.protocolVersion,
      read: (path) => this.read(path),
      call: (other, args) => this.invoke(other, isPlainObject(args) ? args : {}),
      report: (message) => this.report(`${name}: ${message}`),
      open: (url) => {
        if (!this.scope.open) this.report(`${name}: this page cannot open links.`);
        else if (this.#opened || this.scope.open(url) === false)
          this.report(`${name}: one press opens one link; this one was not opened.`);
        this.#opened = true;
      },
      retryWhen: (ready) => {
        this.#waits.push(ready);
      },
    };
  }
}

/**
 * A2UI v1.0 `{call: "@index"}`: the position of the template item whose scope this is (the last
 * segment of the scope path when it is an index), else undefined.
 */
function templateIndex(base: string | undefined): number | undefined {
  const last = (base ?? '/').split('/').pop() ?? '';
  return /^(0|[1-9]\d*)$/.test(last) ? Number(last) : undefined;
}
