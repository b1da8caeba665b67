/** Renderer-to-agent messages in the protocol's shape (v0.9 client_to_server, client_data_model). */
import {isPlainObject, toJson} from '../model/json.js';
import type {Json} from '../model/types.js';
import type {
  A2uiError,
  ActionMessage,
  ClientDataModel,
  ErrorMessage,
  SurfaceState,
} from './types.js';

/** What `actionMessage` takes. */
export interface ActionInput {
  name: string;
  surfaceId: string;
  sourceComponentId: string;
  /** ISO 8601; now when absent. */
  timestamp?: string | Date;
  /** The resolved context; undefined values are sent as null. */
  context?: Record<string, unknown>;
  /** Passed on with the action when set (the event's `userMessage`). */
  userMessage?: string;
  /** The protocol version of the surface (default `v0.9`). */
  version?: 'v0.9' | 'v1.0';
}

/**
 * An `action` message: `{version: 'v0.9', action: {name, surfaceId, sourceComponentId,
 * timestamp, context}}`, the context a JSON copy (`{}` when empty, undefined values as null).
 */
export function actionMessage(input: ActionInput): ActionMessage {
  const context: Record<string, Json> = {};
  if (isPlainObject(input.context)) {
    for (const [key, value] of Object.entries(input.context)) {
      const copy = value === undefined ? null : toJson(value);
      context[key] = copy === undefined ? null : copy;
    }
  }
  const stamp = input.timestamp ?? new Date();
  const action: ActionMessage['action'] = {
    name: String(input.name),
    surfaceId: String(input.surfaceId),
    sourceComponentId: String(input.sourceComponentId),
    timestamp: stamp instanceof Date ? stamp.toISOString() : String(stamp),
    context,
  };
  if (typeof input.userMessage === 'string') action.userMessage = input.userMessage;
  return {version: input.version ?? 'v0.9', action};
}

/** What `errorMessage` takes. */
export interface ErrorInput {
  /** `VALIDATION_FAILED` (then `path` is required by the schema) or any other code. */
  code: string;
  surfaceId: string;
  message: string;
  /** JSON Pointer of the field concerned. */
  path?: string;
  /** The protocol version of the surface (default `v0.9`). */
  version?: 'v0.9' | 'v1.0';
}

/** An `error` message: `{version: 'v0.9', error: {code, surfaceId, path?, message}}`. */
export function errorMessage(input: ErrorInput): ErrorMessage {
  const error: ErrorMessage['error'] = {
    code: String(input.code),
    surfaceId: String(input.surfaceId),
    message: String(input.message),
  };
  if (input.path !== undefined) error.path = String(input.path);
  else if (error.code === 'VALIDATION_FAILED') error.path = '';
  return {version: input.version ?? 'v0.9', error};
}

/**
 * The `error` message telling the agent about a processor error, so that it can correct itself:
 * code `VALIDATION_FAILED` or the category, the pointer as `path`. Undefined for an error that
 * names no surface (the protocol requires one).
 */
export function errorToMessage(error: A2uiError): ErrorMessage | undefined {
  if (error.surfaceId === undefined) return undefined;
  return errorMessage({
    code: error.code,
    surfaceId: error.surfaceId,
    message: error.message,
    path: error.pointer,
  });
}

/**
 * The `a2uiClientDataModel` of `surfaces`: snapshots of those created with `sendDataModel`;
 * undefined when none is.
 */
export function clientDataModel(
  surfaces: Iterable<SurfaceState>,
  version: 'v0.9' | 'v1.0' = 'v0.9',
): ClientDataModel | undefined {
  const out: Record<string, Json> = {};
  let any = false;
  for (const surface of surfaces) {
    if (!surface.sendDataModel) continue;
    out[surface.surfaceId] = surface.dataModel.snapshot();
    any = true;
  }
  return any ? {version, surfaces: out} : undefined;
}
