/**
 * The service's surfaces response read as it arrives (`{surfaces: [...]}` or a bare array), through
 * the incremental reader: each record as soon as it closes, and the record still arriving with its
 * complete members and components, so that a conversation shows a surface assembling itself. A
 * whole response is read the same way.
 */
import {StreamReader} from '../protocol/stream-reader.js';
import {isPlainObject} from '../model/json.js';

export interface SurfacesProgress {
  /** The records complete so far, and the one arriving (its complete part), after each chunk. */
  progress(records: readonly unknown[], arriving: Record<string, unknown> | undefined): void;
  /** A problem of the response: a record that is not JSON (skipped), a cut (the rest kept). */
  error(message: string): void;
}

/**
 * Reads `body` to its end and resolves with every record; a record cut by the end of the body
 * keeps its complete part (its missing components show as such). Rejects when reading fails.
 */
export async function readSurfaces(
  body: ReadableStream<Uint8Array>,
  on: SurfacesProgress,
): Promise<unknown[]> {
  const records: unknown[] = [];
  const reader = new StreamReader({
    lists: ['surfaces'],
    onItem: (value, nested) => {
      // A bare array's or `surfaces`' elements; a top-level object is a wrapper without a list.
      if (nested) records.push(value);
      else if (isPlainObject(value) && !Array.isArray(value.surfaces)) records.push(value);
    },
    onError: (error) => on.error(`${error.message} (character ${error.offset})`),
  });
  const source = body.getReader();
  try {
    for (;;) {
      const {value, done} = await source.read();
      if (done) break;
      reader.push(value);
      on.progress(records, arrivingRecord(reader));
    }
    const cut = reader.open ? arrivingRecord(reader) : undefined;
    reader.end();
    if (cut) records.push(cut);
    return records;
  } finally {
    source.releaseLock();
  }
}

/** The record being read, once its `surfaceId` is known. */
function arrivingRecord(reader: StreamReader): Record<string, unknown> | undefined {
  const partial = reader.partial();
  const value = partial?.value;
  if (!partial?.nested || !isPlainObject(value) || typeof value.surfaceId !== 'string')
    return undefined;
  return value;
}
