/**
 * What the playground's text holds, once read: Surface records (one, or a whole surfaces
 * response) or A2UI messages (JSON lines, an array, `{messages}` or one message), as the
 * validator detects them, with where each record or message sits in the text so that the issues
 * the rendered surfaces report can be found there again.
 */
import type {SurfaceRecord} from '../../model/types.js';
import {isPlainObject} from '../../model/json.js';
import {detect} from '../../validate/validate.js';
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
  const format = detect(value);
  if (format === 'record')
    return {kind: 'records', records: [{record: value as SurfaceRecord, place: whole('')}]};
  if (format === 'response') {
    const inList = Array.isArray(value);
    const items = (inList ? value : (value as {surfaces: unknown[]}).surfaces) as SurfaceRecord[];
    const base = inList ? '' : '/surfaces';
    return {
      kind: 'records',
      records: items.map((record, i) => ({record, place: whole(`${base}/${i}`)})),
    };
  }
  if (format !== 'a2ui') return {kind: 'unknown'};
  const batch = Array.isArray(value)
    ? {messages: value, base: ''}
    : isPlainObject(value) && !('version' in value) && Array.isArray(value.messages)
      ? {messages: value.messages, base: '/messages'}
      : undefined;
  if (!batch) return {kind: 'a2ui', messages: [value], places: [whole('')]};
  const places = batch.messages.map((_, i) => whole(`${batch.base}/${i}`));
  return {kind: 'a2ui', messages: batch.messages, places};
}

const MESSAGE_KEYS = ['createSurface', 'updateComponents', 'updateDataModel', 'deleteSurface'];

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
    if (!isPlainObject(message)) continue;
    if (component && issue.componentId !== undefined) {
      const update = message.updateComponents;
      if (!isPlainObject(update) || update.surfaceId !== surfaceId) continue;
      const list = Array.isArray(update.components) ? update.components : [];
      let at = list.length - 1;
      while (at >= 0 && !(isPlainObject(list[at]) && list[at].id === issue.componentId)) at--;
      if (at !== -1) return {index, pointer: `/updateComponents/components/${at}${component[1]}`};
    } else {
      const key = MESSAGE_KEYS.find((name) => issue.pointer.startsWith(`/${name}`));
      const body = key ? message[key] : undefined;
      if (isPlainObject(body) && body.surfaceId === surfaceId)
        return {index, pointer: issue.pointer};
    }
  }
  return undefined;
}
