/**
 * The three-way merge of a surface's data when the server sends a newer version while the person
 * is using it. `base` is the data the server sent last, `local` what the page holds now (the
 * person's edits included), `server` the newly sent data:
 *
 * - a path the server changed since the base takes the server's value;
 * - a path only the person changed keeps the person's value;
 * - a path both changed (to different values) takes the server's value and is a conflict.
 *
 * Plain objects are merged key by key; arrays and other values are compared whole.
 */
import {isPlainObject} from './json.js';
import {escapeSegment} from './pointer.js';
import {sameJson} from './same-json.js';

/** A path both sides changed: the server's value wins, and the host may tell the person. */
export interface DataConflict {
  path: string;
  local: unknown;
  server: unknown;
}

/** A value the local data must take from the server; `value` undefined means remove the path. */
export interface DataPatch {
  path: string;
  value: unknown;
}

export interface MergeResult {
  /** What to write into the local data, in order, to reach the merged data. */
  patches: DataPatch[];
  conflicts: DataConflict[];
}

function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Merges `server` into `local` against `base`; see the module comment for the rule. */
export function mergeData(base: unknown, local: unknown, server: unknown): MergeResult {
  const result: MergeResult = {patches: [], conflicts: []};
  mergeAt('', base, local, server, result);
  return result;
}

function mergeAt(path: string, base: unknown, local: unknown, server: unknown, out: MergeResult) {
  if (sameJson(server, base)) return; // the server did not change it: keep what the page has
  if (sameJson(local, server)) return; // already what the server says
  // A key "" cannot be addressed by a data model path (`/` is the whole model): such an object is
  // merged as one value.
  if (mergeable(base) && mergeable(local) && mergeable(server)) {
    const keys = new Set([...Object.keys(base), ...Object.keys(local), ...Object.keys(server)]);
    for (const key of keys) {
      const at = `${path}/${escapeSegment(key)}`;
      mergeAt(at, own(base, key), own(local, key), own(server, key), out);
    }
    return;
  }
  if (!sameJson(local, base)) out.conflicts.push({path: path || '/', local, server});
  out.patches.push({path: path || '/', value: server});
}

function mergeable(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && !Object.hasOwn(value, '');
}
