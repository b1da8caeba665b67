/**
 * What a newer version of a surface does to what the person has: the version rule (same or older
 * `updatedAt` changes nothing) and the three-way merge of the data (see `mergeData`).
 */
import type {DataModel} from '../model/data-model.js';
import {toJson} from '../model/json.js';
import {mergeData, type DataConflict} from '../model/merge.js';
import type {Json} from '../model/types.js';

/** True when `next` is not newer than `current` (equal, or both parse and next is earlier). */
export function isStale(next: unknown, current: unknown): boolean {
  if (next === current) return true;
  const a = Date.parse(String(next));
  const b = Date.parse(String(current));
  return Number.isFinite(a) && Number.isFinite(b) && a <= b;
}

/**
 * Brings the server's newer data into the live model: paths the server changed since `base` take
 * its value, paths only the person changed keep theirs, paths both changed take the server's and
 * are returned as conflicts. Only changed paths are written, so only their bindings hear of it.
 */
export function mergeServerData(
  model: DataModel,
  base: Json,
  incoming: Record<string, Json>,
): DataConflict[] {
  // The merge only reads the live data; the values it hands out are copied before any write.
  const {patches, conflicts} = mergeData(base, model.get('/'), incoming);
  const copied = conflicts.map(({path, local, server}) => ({
    path,
    local: toJson(local),
    server: toJson(server),
  }));
  for (const patch of patches) model.set(patch.path, patch.value);
  return copied;
}
