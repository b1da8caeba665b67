/**
 * What the playground's text holds, once read: Surface records (one, or a whole surfaces
 * response) or A2UI messages (JSON lines, an array, `{messages}` or one message), with where each
 * record or message sits in the text so that issues can be found there again.
 */
import type {SurfaceRecord} from '../../model/types.js';
import type {ReadResult} from './read-json.js';

/** A part of the text and the pointer of a value inside it (`''`: the part itself). */
export interface Place {
  start: number;
  end: number;
  prefix: string;
}

export type Interpretation =
  | {kind: 'records'; records: Array<{record: SurfaceRecord; place: Place}>}
  | {kind: 'a2ui'; messages: unknown[]; places: Place[]}
  | {kind: 'unknown'};

const MESSAGE_KEYS = ['createSurface', 'updateComponents', 'updateDataModel', 'deleteSurface'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMessage(value: unknown): boolean {
  return isObject(value) && ('version' in value || MESSAGE_KEYS.some((key) => key in value));
}

/** Sorts what a successful read holds. */
export function interpret(
  result: Extract<ReadResult, {kind: 'json' | 'jsonl'}>,
  length: number,
): Interpretation {
  if (result.kind === 'jsonl') {
    return {
      kind: 'a2ui',
      messages: result.lines.map((line) => line.value),
      places: result.lines.map(({start, end}) => ({start, end, prefix: ''})),
    };
  }
  const value = result.value;
  const whole = (prefix: string): Place => ({start: 0, end: length, prefix});
  if (Array.isArray(value)) {
    return {kind: 'a2ui', messages: value, places: value.map((_, i) => whole(`/${i}`))};
  }
  if (!isObject(value)) return {kind: 'unknown'};
  if (Array.isArray(value.surfaces)) {
    const records = value.surfaces.map((record, i) => ({
      record: record as SurfaceRecord,
      place: whole(`/surfaces/${i}`),
    }));
    return {kind: 'records', records};
  }
  if (Array.isArray(value.messages) && !('version' in value)) {
    const messages = value.messages;
    return {kind: 'a2ui', messages, places: messages.map((_, i) => whole(`/messages/${i}`))};
  }
  if (isMessage(value)) return {kind: 'a2ui', messages: [value], places: [whole('')]};
  if ('components' in value || 'surfaceId' in value) {
    return {
      kind: 'records',
      records: [{record: value as unknown as SurfaceRecord, place: whole('')}],
    };
  }
  return {kind: 'unknown'};
}

/**
 * Where a surface issue of an A2UI stream comes from: its pointer names a component's place in
 * some `updateComponents` message, so the last message that sent that component (or, for data,
 * the last `updateDataModel` of the surface) is taken, and the index rewritten to match it.
 */
export function a2uiIssueSource(
  messages: unknown[],
  surfaceId: string,
  issue: {pointer: string; componentId?: string},
): {index: number; pointer: string} | undefined {
  const component = /^\/updateComponents\/components\/\d+(.*)$/.exec(issue.pointer);
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (!isObject(message)) continue;
    if (component && issue.componentId !== undefined) {
      const update = message.updateComponents;
      if (!isObject(update) || update.surfaceId !== surfaceId) continue;
      const list = Array.isArray(update.components) ? update.components : [];
      let at = list.length - 1;
      while (at >= 0 && !(isObject(list[at]) && list[at].id === issue.componentId)) at--;
      if (at !== -1) return {index, pointer: `/updateComponents/components/${at}${component[1]}`};
    } else {
      const key = MESSAGE_KEYS.find((name) => issue.pointer.startsWith(`/${name}`));
      const body = key ? message[key] : undefined;
      if (isObject(body) && body.surfaceId === surfaceId) return {index, pointer: issue.pointer};
    }
  }
  return undefined;
}
