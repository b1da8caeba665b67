/**
 * What a newer version of a surface does to what the person has: the version rule (same or older
 * `updatedAt` changes nothing) and the three-way merge of the data (see `mergeData`).
 */
import {mergeData, toJson, type DataConflict, type DataModel} from '../model/index.js';
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
  const {patches, conflicts} = mergeData(base, model.snapshot(), incoming);
  for (const patch of patches) model.set(patch.path, patch.value);
  return conflicts;
}

/** A private copy of server data, kept as the base of the next merge. */
export function keepBase(data: Record<string, Json>): Json {
  return toJson(data) ?? {};
}
