/**
 * Button actions (a2ui-semantics.md §4): reading the wire forms and resolving an event's context
 * at the moment of the press. Wire forms: `{event: {name, context?, userMessage?}}`, the v0.9
 * shorthand `{name, context?, userMessage?}`, and `{functionCall: {call, args}}` (or `{call: …}`).
 */
import {toText} from './coerce.js';
import {isPlainObject, isUnsafeKey} from './json.js';
import {isDynamicValue, resolve, type Scope} from './resolve.js';

/** An action as read from the wire, not yet resolved. */
export type ActionSpec =
  | {
      kind: 'event';
      name: string;
      /** Raw context values by key: each one a dynamic value or plain JSON. */
      context: Record<string, unknown>;
      /** The text to show in the conversation as the person's turn, when the surface gave one. */
      userMessage?: unknown;
    }
  | {kind: 'function'; call: Record<string, unknown>};

/** An event action resolved at the press: what the host sends to the agent. */
export interface ResolvedEvent {
  name: string;
  /** Every context key, resolved; a value that cannot be resolved is `null`. */
  context: Record<string, unknown>;
  /** Present when the action carried a `userMessage` (resolved to text). */
  userMessage?: string;
}

/** Reads an action in its wire forms; undefined when it is none of them. */
export function readAction(raw: unknown): ActionSpec | undefined {
  if (!isPlainObject(raw)) return undefined;
  const event = isPlainObject(raw.event) ? raw.event : 'name' in raw ? raw : undefined;
  if (event && typeof event.name === 'string' && event.name !== '') {
    const spec: ActionSpec = {
      kind: 'event',
      name: event.name,
      context: isPlainObject(event.context) ? event.context : {},
    };
    if (event.userMessage !== undefined && event.userMessage !== null) {
      spec.userMessage = event.userMessage;
    }
    return spec;
  }
  const call = raw.functionCall ?? raw.call;
  if (isPlainObject(call)) return {kind: 'function', call};
  return undefined;
}

/**
 * Resolves an event action in `scope`: each context value on its own (so keys literally named
 * `path` or `call` stay plain keys), a failed or missing value as `null`, and a `userMessage`
 * (text or a dynamic value) as text. Unknown functions are reported through `scope.report`.
 * The paths read are added to `paths` when given.
 */
export function resolveEvent(
  spec: Extract<ActionSpec, {kind: 'event'}>,
  scope: Scope,
  paths?: Set<string>,
): ResolvedEvent {
  const read = (raw: unknown): unknown => {
    const resolved = resolve(raw, scope);
    if (paths) for (const path of resolved.paths) paths.add(path);
    return resolved.value;
  };
  const context: Record<string, unknown> = {};
  for (const key of Object.keys(spec.context)) {
    if (!isUnsafeKey(key)) context[key] = read(spec.context[key]) ?? null;
  }
  const event: ResolvedEvent = {name: spec.name, context};
  if (spec.userMessage !== undefined) {
    const message = isDynamicValue(spec.userMessage) ? read(spec.userMessage) : spec.userMessage;
    event.userMessage = toText(message);
  }
  return event;
}

/** What a press did: the event to send to the agent (with the paths it read), or nothing. */
export interface ActionOutcome {
  event?: ResolvedEvent;
  paths: Set<string>;
}

/**
 * Runs an action the way a press does: an event is resolved in `scope` (see `resolveEvent`) and
 * returned for the host to send; a function call runs in `scope` with `open` (made with
 * `oneShotOpener` for this press) and sends nothing. Problems go to `scope.report`.
 */
export function runAction(
  spec: ActionSpec,
  scope: Scope,
  open?: (url: string) => unknown,
): ActionOutcome {
  const paths = new Set<string>();
  if (spec.kind === 'event') return {event: resolveEvent(spec, scope, paths), paths};
  const resolved = resolve({call: spec.call}, open ? {...scope, open} : scope);
  for (const path of resolved.paths) paths.add(path);
  return {paths};
}

/**
 * An opener for one press: the first call passes `url` to `open` and returns true; every later
 * call opens nothing and returns false (the resolver then reports the extra `openUrl`). Make a
 * new one for each press and give it as the press scope's `open`, so that however many values a
 * press resolves, one press opens one URL at most.
 */
export function oneShotOpener(open: (url: string) => void): (url: string) => boolean {
  let used = false;
  return (url) => {
    if (used) return false;
    used = true;
    open(url);
    return true;
  };
}
