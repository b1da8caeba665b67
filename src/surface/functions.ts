/**
 * The function catalog of `<svc-surface>` and `<svc-a2ui>`: the default catalog, with the
 * formatters (formatNumber, formatCurrency, formatDate, pluralize) loaded on first call, so that a
 * surface that formats nothing never downloads them. Until they are in, a call says its answer is
 * provisional (`retryWhen`) and its binding evaluates again once they are; the surface's
 * `updateComplete` waits for the load (see `formattersLoading`).
 */
import {CORE_FUNCTIONS} from '../model/functions/core.js';
import type * as Formatters from '../model/functions/formatters.js';
import {FORMATTER_NAMES} from '../model/functions/names.js';
import {FunctionRegistry, type FunctionImpl} from '../model/functions/registry.js';

type Load = () => Promise<typeof Formatters>;

/** A formatter that runs once its module is in and asks for a retry until then. */
function lazyFunction(name: string, load: LazyModule): FunctionImpl {
  return (args, ctx) => {
    if (load.module) return load.module.FORMATTERS[name]!(args, ctx);
    if (load.failed) {
      ctx.report(`The function ${name} could not be loaded.`);
      return undefined;
    }
    ctx.retryWhen(load.start());
    return undefined;
  };
}

/** One module loaded on first use; `start` never rejects (a failure is kept in `failed`). */
export class LazyModule {
  module?: typeof Formatters;
  failed = false;
  #loading?: Promise<void>;

  constructor(readonly load: Load) {}

  /** The load under way, or undefined when there is none (done, failed or not started). */
  get loading(): Promise<void> | undefined {
    return this.module || this.failed ? undefined : this.#loading;
  }

  start(): Promise<void> {
    this.#loading ??= this.load().then(
      (module) => {
        this.module = module;
      },
      (error: unknown) => {
        this.failed = true;
        console.warn('svc-surface: could not load the number and date formatters', error);
      },
    );
    return this.#loading;
  }
}

const formatters = new LazyModule(() => import('../model/functions/formatters.js'));

/** Settles when a load of the formatters started by a surface has ended; undefined if none. */
export function formattersLoading(): Promise<void> | undefined {
  return formatters.loading;
}

/** A new registry: the default catalog, formatters loaded on first call. */
export function createSurfaceFunctions(from: LazyModule = formatters): FunctionRegistry {
  const registry = new FunctionRegistry(CORE_FUNCTIONS);
  for (const name of FORMATTER_NAMES) registry.register(name, lazyFunction(name, from));
  return registry;
}
