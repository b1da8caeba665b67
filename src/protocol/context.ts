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
 * An A2uiError: its message names the surface, the message and the pointer. `code` is the
 * renderer-to-agent error code: `VALIDATION_FAILED` for validation errors (or the composition
 * code given), else the category.
 */
export function makeError(
  context: MessageContext,
  category: A2uiErrorCategory,
  text: string,
  pointer: string,
  componentId?: string,
  code?: string,
): A2uiError {
  const where = [
    context.surfaceId !== undefined ? `surface "${context.surfaceId}"` : 'no surface',
    `message ${context.index}`,
    `at ${pointer || '/'}`,
  ].join(', ');
  const error: A2uiError = {
    category,
    code: code ?? (category === 'ValidationError' ? 'VALIDATION_FAILED' : category),
    message: `${text} (${where})`,
    pointer,
    messageIndex: context.index,
  };
  if (context.surfaceId !== undefined) error.surfaceId = context.surfaceId;
  if (componentId !== undefined) error.componentId = componentId;
  return error;
}
