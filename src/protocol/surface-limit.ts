/**
 * How many surfaces `<svc-a2ui>` shows at once by default (its `maxSurfaces`): one past it is not
 * shown, and its agent gets an `error` message with code SURFACE_LIMIT_CODE. The validator warns
 * about a stream that opens more.
 */
export const MAX_SURFACES = 2_000;

/** The `code` of the error an agent gets for a surface past `maxSurfaces`. */
export const SURFACE_LIMIT_CODE = 'SURFACE_LIMIT';
