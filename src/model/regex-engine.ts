/**
 * The linear-time regular expression engine (re2js, a JavaScript port of RE2), loaded the first
 * time a pattern is evaluated, so that a page showing no pattern never downloads it.
 */
import type {RE2JS} from 're2js';

/** The engine's compile entry point. */
export type RegexEngine = Pick<typeof RE2JS, 'compile'>;

/** Where loading stands: not asked for yet, on its way, there, or failed to load. */
export type RegexEngineState = 'idle' | 'loading' | 'ready' | 'failed';

let engine: RegexEngine | undefined;
let state: RegexEngineState = 'idle';
let loading: Promise<void> | undefined;

/**
 * Starts loading the engine (once). The promise settles when it is there or failed to load, and
 * never rejects: callers evaluate again when it settles.
 */
export function loadRegexEngine(): Promise<void> {
  if (!loading) {
    state = 'loading';
    loading = import('re2js').then(
      (module) => {
        engine = module.RE2JS;
        state = 'ready';
      },
      (error: unknown) => {
        state = 'failed';
        console.warn('The regular expression engine (re2js) could not be loaded.', error);
      },
    );
  }
  return loading;
}

/** The engine once loaded; before that undefined (and loading is started). */
export function regexEngine(): RegexEngine | undefined {
  if (state === 'idle') void loadRegexEngine();
  return engine;
}

/** Where loading stands (for tests and for callers that must not start it). */
export function regexEngineState(): RegexEngineState {
  return state;
}
