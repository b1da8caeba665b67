/**
 * The function catalog of `<svc-surface>` and `<svc-a2ui>`: the default catalog, with the number
 * and date formatters and the validation functions (ON_DEMAND_FUNCTION_NAMES) loaded on first
 * call, so that a surface that neither formats nor checks never downloads them. Until they are
 * in, a call says its answer is provisional (`retryWhen`: a check fails meanwhile) and its binding
 * evaluates again once they are; the surface's `updateComplete` waits for the load (see
 * `onDemandLoading`).
 */
import {CORE_FUNCTIONS} from '../model/functions/core.js';
import {ON_DEMAND_FUNCTION_NAMES} from '../model/functions/names.js';
import type * as OnDemand from '../model/functions/on-demand.js';
import {FunctionRegistry, type FunctionImpl} from '../model/functions/registry.js';

/** A function that runs once its module is in and asks for a retry until then. */
function onDemand(name: string, load: LazyModule): FunctionImpl {
  return (args, ctx) => {
    if (load.module) return load.module.ON_DEMAND_FUNCTIONS[name]!(args, ctx);
    if (load.failed) {
      ctx.report(`The function ${name} could not be loaded.`);
      return undefined;
    }
    ctx.retryWhen(load.start());
    return undefined;
  };
}

/** The module of on-demand functions, loaded once; `start` never rejects (see `failed`). */
export class LazyModule {
  module?: typeof OnDemand;
  failed = false;
  #loading?: Promise<void>;

  constructor(readonly load: () => Promise<typeof OnDemand>) {}

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
        console.warn('svc-surface: could not load the formatting and validation functions', error);
      },
    );
    return this.#loading;
  }
}

const shared = new LazyModule(() => import('../model/functions/on-demand.js'));

/** Settles when a load of the on-demand functions a surface started has ended; else undefined. */
export function onDemandLoading(): Promise<void> | undefined {
  return shared.loading;
}

/** A new registry: the default catalog, the on-demand functions loaded on first call. */
export function createSurfaceFunctions(from: LazyModule = shared): FunctionRegistry {
  const registry = new FunctionRegistry(CORE_FUNCTIONS);
  for (const name of ON_DEMAND_FUNCTION_NAMES) registry.register(name, onDemand(name, from));
  return registry;
}
