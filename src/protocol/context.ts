/** What reading one message carries along: where it is, what it found, how to report. */
import type {A2uiError, A2uiErrorCategory, SurfaceEvent} from './types.js';

export interface MessageContext {
  /** The position of the message in everything the processor has been given. */
  index: number;
  /** The message's `version` (empty until read). */
  version: string;
  /** The message is v1.0 (or its v0.10 draft): reserved keys, no catalog fallback, null deletes. */
  v1: boolean;
  surfaceId?: string;
  errors: A2uiError[];
  /** Surface events to emit once the message is applied. */
  events: SurfaceEvent[];
}

/**
 * An A2uiError: the message says what is wrong; where (surface, message, pointer) is in its own
 * fields (`formatA2uiError` joins them for a log line). `code` is the renderer-to-agent error
 * code: `VALIDATION_FAILED` for validation errors (or the composition code given), else the
 * category.
 */
export function makeError(
  context: MessageContext,
  category: A2uiErrorCategory,
  text: string,
  pointer: string,
  componentId?: string,
  code?: string,
): A2uiError {
  const error: A2uiError = {
    category,
    code: code ?? (category === 'ValidationError' ? 'VALIDATION_FAILED' : category),
    message: text,
    pointer,
    messageIndex: context.index,
  };
  if (context.surfaceId !== undefined) error.surfaceId = context.surfaceId;
  if (componentId !== undefined) error.componentId = componentId;
  return error;
}

/** One line for a log: the message, then the surface, the message number and the pointer. */
export function formatA2uiError(error: A2uiError): string {
  const where = [
    error.surfaceId !== undefined ? `surface "${error.surfaceId}"` : 'no surface',
    `message ${error.messageIndex}`,
    `at ${error.pointer || '/'}`,
  ].join(', ');
  return `${error.message} (${where})`;
}
