/**
 * v1.0's function calls between renderer and agent. The agent asks the renderer to run a function
 * (`callRendererFunction`), which answers with `rendererFunctionResponse`: the value, or an error
 * (`INVALID_FUNCTION_CALL` for a call it may not or cannot make, `EXECUTION_ERROR` when it failed).
 * The renderer asks the agent (`callAgentFunction`) and waits for the `agentFunctionResponse` of
 * the same `functionCallId`, once, within a timeout. DOM-free.
 */
import {isPlainObject, toJson} from '../model/json.js';
import type {Json} from '../model/types.js';

/** Who may call a function (a catalog's `allowedCallers`). */
export type AllowedCallers = 'rendererOnly' | 'agentOnly' | 'rendererOrAgent';

/** A function the host lets the agent call on this renderer. */
export interface RendererFunction {
  /** Runs it with the call's arguments; may return a promise. Throwing is an EXECUTION_ERROR. */
  run(args: Record<string, Json>, call: {catalogId: string; functionCallId: string}): unknown;
  /** Default `rendererOrAgent` (registering it for the agent is the point). */
  allowedCallers?: AllowedCallers;
  /** It may run only while a person's gesture is active (`navigator.userActivation`). */
  requiresUserActivation?: boolean;
}

/** An agent's call the host answers itself (see `onAgentCall`). */
export interface AgentCall {
  functionCallId: string;
  call: string;
  catalogId: string;
  args: Record<string, Json>;
  /** Answers the agent with a value, once. */
  reply(value: unknown): void;
  /** Answers the agent with an error (`EXECUTION_ERROR` unless a code is given), once. */
  fail(message: string, code?: string): void;
}

/** A `rendererFunctionResponse` or `callAgentFunction` message for the agent. */
export type FunctionMessage =
  | {
      version: 'v1.0';
      rendererFunctionResponse: {
        functionCallId: string;
        value?: Json;
        error?: {code: string; message: string};
      };
    }
  | {
      version: 'v1.0';
      callAgentFunction: {
        surfaceId: string;
        functionCallId: string;
        callFunction: {call: string; catalogId?: string; args?: Record<string, Json>};
      };
    };

export interface FunctionCallsOptions {
  /** Where messages for the agent go. */
  send(message: FunctionMessage): void;
  /** Whether a catalog of that id is held. */
  hasCatalog(catalogId: string): boolean;
  /** The catalog's own word on a function (its published definition), when it has one. */
  declared(
    catalogId: string,
    name: string,
  ): {allowedCallers: AllowedCallers; requiresUserActivation: boolean} | undefined;
  /** True while a person's gesture is active; default: `navigator.userActivation.isActive`. */
  userActivation?: () => boolean;
  /** Told about an agent's call no registered function takes; undefined: not found. */
  onAgentCall?: (call: AgentCall) => void;
  /** How long `callAgent` waits for the answer (default 30 s). */
  timeoutMs?: number;
}

/** A function call's outcome: its value, or an error. */
type Answer = {value?: Json; error?: {code: string; message: string}};

const INVALID = 'INVALID_FUNCTION_CALL';
const FAILED = 'EXECUTION_ERROR';

/** Problems with a message, for the processor to report. */
export type CallProblem = (text: string, pointer: string) => void;

/** See the module comment. */
export class FunctionCalls {
  readonly #functions = new Map<string, RendererFunction>();
  /** Agent calls answered or being answered: one response per id. */
  readonly #answered = new Set<string>();
  readonly #waiting = new Map<
    string,
    {
      resolve: (value: Json) => void;
      reject: (error: Error) => void;
      timer: ReturnType<typeof setTimeout>;
    }
  >();
  readonly #options: FunctionCallsOptions;
  #next = 0;

  constructor(options: FunctionCallsOptions) {
    this.#options = options;
  }

  /** Lets the agent call `name` (see RendererFunction); registering it again replaces it. */
  register(name: string, fn: RendererFunction): void {
    if (typeof name !== 'string' || name === '') throw new TypeError('A function needs a name.');
    if (typeof fn?.run !== 'function') throw new TypeError(`"${name}" needs a run function.`);
    this.#functions.set(name, fn);
  }

  /** Reads `callRendererFunction` and answers it (now, or when its promise settles). */
  handleCall(body: Record<string, unknown>, problem: CallProblem): void {
    const id = body.functionCallId;
    if (typeof id !== 'string' || id === '') {
      problem(
        'callRendererFunction needs a functionCallId (a string).',
        '/callRendererFunction/functionCallId',
      );
      return;
    }
    if (this.#answered.has(id)) {
      problem(
        `The call ${id} was already answered; a call id is answered once.`,
        '/callRendererFunction/functionCallId',
      );
      return;
    }
    this.#answered.add(id);
    const call = body.callFunction;
    if (!isPlainObject(call)) {
      problem(
        'callRendererFunction needs a callFunction object.',
        '/callRendererFunction/callFunction',
      );
      return this.#answer(id, {
        error: {code: INVALID, message: 'callRendererFunction needs a callFunction.'},
      });
    }
    const name = call.call ?? call['@call'];
    const catalogId = call.catalogId;
    if (typeof name !== 'string' || name === '' || typeof catalogId !== 'string') {
      const message = 'callFunction needs a function name (call) and a catalogId.';
      problem(message, '/callRendererFunction/callFunction');
      return this.#answer(id, {error: {code: INVALID, message}});
    }
    const args = (isPlainObject(call.args) ? toJson(call.args) : {}) as Record<string, Json>;
    const refusal = this.#refusal(name, catalogId);
    if (refusal) return this.#answer(id, {error: {code: INVALID, message: refusal}});
    const fn = this.#functions.get(name);
    if (!fn) return this.#askHost(id, name, catalogId, args);
    let result: unknown;
    try {
      result = fn.run(args, {catalogId, functionCallId: id});
    } catch {
      return this.#answer(id, {
        error: {code: FAILED, message: 'An error occurred during function execution.'},
      });
    }
    Promise.resolve(result).then(
      (value) => this.#answer(id, {value: toJson(value) ?? null}),
      () =>
        this.#answer(id, {
          error: {code: FAILED, message: 'An error occurred during function execution.'},
        }),
    );
  }

  /** Why the agent may not call `name` of `catalogId` now, or undefined when it may. */
  #refusal(name: string, catalogId: string): string | undefined {
    if (!this.#options.hasCatalog(catalogId)) return `Catalog not found: ${catalogId}`;
    const fn = this.#functions.get(name);
    const declared = this.#options.declared(catalogId, name);
    if (!fn && !declared && !this.#options.onAgentCall) return `Function not found: ${name}`;
    const callers = declared?.allowedCallers ?? fn?.allowedCallers ?? 'rendererOrAgent';
    if (callers === 'rendererOnly')
      return `Function '${name}' cannot be called by agent (allowedCallers is rendererOnly).`;
    const gesture = declared?.requiresUserActivation ?? fn?.requiresUserActivation ?? false;
    if (gesture && !this.#userActive())
      return `Function '${name}' requires user activation context to execute.`;
    return undefined;
  }

  #userActive(): boolean {
    if (this.#options.userActivation) return this.#options.userActivation();
    const nav = (globalThis as {navigator?: {userActivation?: {isActive?: boolean}}}).navigator;
    return nav?.userActivation?.isActive === true;
  }

  /** A call no registered function takes: the host answers it (`onAgentCall`), once. */
  #askHost(id: string, name: string, catalogId: string, args: Record<string, Json>): void {
    const hook = this.#options.onAgentCall;
    if (!hook)
      return this.#answer(id, {error: {code: INVALID, message: `Function not found: ${name}`}});
    let done = false;
    const once = (answer: Answer) => {
      if (done) return;
      done = true;
      this.#answer(id, answer);
    };
    try {
      hook({
        functionCallId: id,
        call: name,
        catalogId,
        args,
        reply: (value) => once({value: toJson(value) ?? null}),
        fail: (message, code = FAILED) => once({error: {code, message: String(message)}}),
      });
    } catch {
      once({error: {code: FAILED, message: 'An error occurred during function execution.'}});
    }
  }

  #answer(id: string, answer: Answer): void {
    this.#options.send({
      version: 'v1.0',
      rendererFunctionResponse: {functionCallId: id, ...answer},
    });
  }

  /**
   * Asks the agent to run a function for the surface; resolves with its value, rejects with its
   * error, or after the timeout. The call id is made here.
   */
  callAgent(
    surfaceId: string,
    callFunction: {call: string; catalogId?: string; args?: Record<string, unknown>},
    functionCallId = `renderer-call-${++this.#next}-${Date.now().toString(36)}`,
  ): Promise<Json> {
    if (this.#waiting.has(functionCallId))
      return Promise.reject(new TypeError(`A call ${functionCallId} is already waiting.`));
    const args =
      callFunction.args === undefined
        ? undefined
        : (toJson(callFunction.args) as Record<string, Json>);
    return new Promise<Json>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.delete(functionCallId);
        reject(new Error(`The agent did not answer the call to '${callFunction.call}' in time.`));
      }, this.#options.timeoutMs ?? 30_000);
      this.#waiting.set(functionCallId, {resolve, reject, timer});
      this.#options.send({
        version: 'v1.0',
        callAgentFunction: {
          surfaceId,
          functionCallId,
          callFunction: {
            call: callFunction.call,
            ...(callFunction.catalogId ? {catalogId: callFunction.catalogId} : {}),
            ...(args ? {args} : {}),
          },
        },
      });
    });
  }

  /** Reads `agentFunctionResponse`: settles the call of that id, once. */
  handleResponse(body: Record<string, unknown>, problem: CallProblem): void {
    const id = body.functionCallId;
    const waiting = typeof id === 'string' ? this.#waiting.get(id) : undefined;
    if (!waiting) {
      problem(
        `No call of id ${String(id)} is waiting for an answer (unknown, answered or timed out).`,
        '/agentFunctionResponse/functionCallId',
      );
      return;
    }
    this.#waiting.delete(id as string);
    clearTimeout(waiting.timer);
    const error = body.error;
    if (isPlainObject(error))
      waiting.reject(new Error(`${String(error.code ?? FAILED)}: ${String(error.message ?? '')}`));
    else waiting.resolve((toJson(body.value) ?? null) as Json);
  }

  /** Stops waiting for every call (the processor is done with). */
  dispose(): void {
    for (const {timer, reject} of this.#waiting.values()) {
      clearTimeout(timer);
      reject(new Error('The renderer stopped waiting for the agent.'));
    }
    this.#waiting.clear();
  }
}
