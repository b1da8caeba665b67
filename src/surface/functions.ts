/**
 * The function catalog of `<svc-surface>` and `<svc-a2ui>`: the default catalog, with
 * `formatString` and, apart, the number and date formatters and the validation functions
 * (ON_DEMAND_FUNCTION_NAMES) loaded on first call, so that a surface that neither formats nor
 * checks never downloads the latter. `formatString`, which most surfaces use, is requested as soon
 * as this module runs. Until a function is in, a call says its answer is provisional
 * (`retryWhen`: a check fails meanwhile) and its binding evaluates again once it is; the surface's
 * `updateComplete` waits for the load (see `onDemandLoading`).
 */
import {CORE_FUNCTIONS} from '../model/functions/core.js';
import {ON_DEMAND_FUNCTION_NAMES} from '../model/functions/names.js';
import {FunctionRegistry, type FunctionImpl} from '../model/functions/registry.js';

type Functions = Readonly<Record<string, FunctionImpl>>;

/** A function that runs once its module is in and asks for a retry until then. */
function onDemand(name: string, load: LazyModule): FunctionImpl {
  return (args, ctx) => {
    if (load.module) return load.module[name]!(args, ctx);
    if (load.failed) {
      ctx.report(`The function ${name} could not be loaded.`);
      return undefined;
    }
    ctx.retryWhen(load.start());
    return undefined;
  };
}

/** A module of functions, loaded once; `start` never rejects (see `failed`). */
export class LazyModule {
  module?: Functions;
  failed = false;
  #loading?: Promise<void>;

  constructor(
    readonly load: () => Promise<Functions>,
    readonly what = 'the formatting and validation functions',
  ) {}

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
        console.warn(`svc-surface: could not load ${this.what}`, error);
      },
    );
    return this.#loading;
  }
}

const shared = new LazyModule(() =>
  import('../model/functions/on-demand.js').then((module) => module.ON_DEMAND_FUNCTIONS),
);
const formatting = new LazyModule(
  () => import('../model/functions/format-string.js').then(({formatString}) => ({formatString})),
  'formatString',
);
void formatting.start();

/** Starts loading the on-demand functions (a surface that calls them has been read). */
export function loadOnDemandFunctions(): Promise<void> {
  return shared.start();
}

/** Settles when the loads of functions a surface started have ended; else undefined. */
export function onDemandLoading(): Promise<void> | undefined {
  const pending = [formatting.loading, shared.loading].filter((load) => load !== undefined);
  return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
}

/**
 * A new registry: the default catalog, with `formatString` from `format` and the on-demand
 * functions from `from`, each used once its module is in.
 */
export function createSurfaceFunctions(
  from: LazyModule = shared,
  format: LazyModule = formatting,
): FunctionRegistry {
  const registry = new FunctionRegistry(CORE_FUNCTIONS);
  registry.register('formatString', onDemand('formatString', format));
  for (const name of ON_DEMAND_FUNCTION_NAMES) registry.register(name, onDemand(name, from));
  return registry;
}
