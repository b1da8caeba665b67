/**
 * The function catalog: a fixed, registered set of functions a surface may call by name.
 * Nothing from a surface is ever evaluated as code.
 */

/** What a function receives besides its (already resolved) arguments. */
export interface FunctionContext {
  /** The name the function was called by. */
  readonly name: string;
  /** A valid BCP 47 locale for Intl, or undefined for the runtime's. */
  readonly locale: string | undefined;
  /**
   * The A2UI protocol version of the surface (`v1.0`: validation functions return a
   * ValidationResult, and `and` / `or` / `not` read one by its validity); undefined: v0.9.
   */
  readonly protocolVersion: string | undefined;
  /** Reads a path of the data model (relative paths in the current scope) and records it. */
  read(path: string): unknown;
  /** Calls another registered function with already resolved arguments. */
  call(name: string, args: Record<string, unknown>): unknown;
  /** Reports a problem (an Issue through the scope); the function should then return undefined. */
  report(message: string): void;
  /** Opens a URL through the host (the surface uses `window.open(url, '_blank', 'noopener,noreferrer')`). */
  open(url: string): void;
  /**
   * Says the answer is provisional: something the function needs (the regex engine) is still
   * loading. Return undefined meanwhile, without an issue; the caller evaluates again once `ready`
   * settles.
   */
  retryWhen(ready: Promise<unknown>): void;
}

/**
 * A catalog function. `args` holds the named arguments, already resolved to plain values. Return
 * undefined (after `ctx.report`) for bad arguments; exceptions are caught and reported too.
 */
export type FunctionImpl = (args: Record<string, unknown>, ctx: FunctionContext) => unknown;

/** Functions by name. Hosts can register more, or replace one. */
export class FunctionRegistry {
  readonly #functions = new Map<string, FunctionImpl>();

  /** Starts with the functions of `from` (another registry or a plain record), if given. */
  constructor(from?: FunctionRegistry | Record<string, FunctionImpl>) {
    if (from instanceof FunctionRegistry) {
      for (const name of from.names()) this.#functions.set(name, from.get(name)!);
    } else if (from) {
      for (const [name, fn] of Object.entries(from)) this.register(name, fn);
    }
  }

  /** Adds or replaces `name`. Returns the registry, for chaining. */
  register(name: string, fn: FunctionImpl): this {
    if (typeof name === 'string' && name && typeof fn === 'function') this.#functions.set(name, fn);
    return this;
  }

  /** Removes `name`; true when it was there. */
  unregister(name: string): boolean {
    return this.#functions.delete(name);
  }

  get(name: string): FunctionImpl | undefined {
    return this.#functions.get(name);
  }

  has(name: string): boolean {
    return this.#functions.has(name);
  }

  /** The registered names, in registration order. */
  names(): string[] {
    return [...this.#functions.keys()];
  }

  /** A copy that can be extended without touching this one. */
  clone(): FunctionRegistry {
    return new FunctionRegistry(this);
  }
}
