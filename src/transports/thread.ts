/**
 * A conversation's A2UI state, saved and restored: the messages each agent sent (in order) and the
 * data model each surface had, with what the person typed. Restoring replays the agent's messages
 * into a fresh processor and then puts the person's values back; nothing goes to an agent, so no
 * action is replayed. Plain JSON: store it anywhere (`localStorage`, the host's own database).
 */
import {isPlainObject, toJson} from '../model/json.js';
import type {Json} from '../model/types.js';
import type {MessageProcessor} from '../protocol/index.js';

/** One agent's part of a saved thread. */
export interface SavedAgent {
  /** The agent's name given to `connect()` (`''` for the default one). */
  agent: string;
  /** The messages it sent, as received (objects or JSON text), in order. */
  messages: Json[];
  /** Each open surface's data model when saved (what the person typed included). */
  dataModels: Record<string, Json>;
  /** The id of the last event of a resumable stream (SSE, WebSocket), to resume after it. */
  lastEventId?: string;
}

/** What `saveThread()` returns and `restoreThread()` takes. */
export interface SavedThread {
  version: 1;
  agents: SavedAgent[];
}

/** The saved form of one agent: its message log and its surfaces' models now. */
export function saveAgent(
  agent: string,
  log: readonly unknown[],
  processor: MessageProcessor,
  lastEventId?: string,
): SavedAgent {
  const dataModels: Record<string, Json> = {};
  for (const surface of processor.surfaces())
    dataModels[surface.surfaceId] = surface.dataModel.snapshot();
  const messages = log.map((message) => toJson(message) ?? null);
  return {agent, messages, dataModels, ...(lastEventId === undefined ? {} : {lastEventId})};
}

/**
 * Reads a saved thread (untrusted: it may come from storage another version wrote). Throws a
 * TypeError naming what is wrong; agents with a malformed part are refused whole.
 */
export function readSavedThread(value: unknown): SavedThread {
  const thread = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!isPlainObject(thread) || thread.version !== 1 || !Array.isArray(thread.agents))
    throw new TypeError('A saved thread is {version: 1, agents: [...]}.');
  const agents = thread.agents.map((agent, index): SavedAgent => {
    const where = `agents[${index}]`;
    if (!isPlainObject(agent)) throw new TypeError(`${where} is not an object.`);
    if (typeof agent.agent !== 'string') throw new TypeError(`${where}.agent is not a string.`);
    if (!Array.isArray(agent.messages)) throw new TypeError(`${where}.messages is not a list.`);
    if (!isPlainObject(agent.dataModels))
      throw new TypeError(`${where}.dataModels is not an object.`);
    const lastEventId = typeof agent.lastEventId === 'string' ? agent.lastEventId : undefined;
    return {
      agent: agent.agent,
      messages: agent.messages as Json[],
      dataModels: agent.dataModels as Record<string, Json>,
      ...(lastEventId === undefined ? {} : {lastEventId}),
    };
  });
  return {version: 1, agents};
}

/**
 * Replays `saved`'s messages into `processor` and then sets each surface's model to the saved
 * one, as the person's own edits (a later whole-model update from the agent merges with them).
 * Returns the processing errors (already reported when the messages first arrived).
 */
export function restoreAgent(saved: SavedAgent, processor: MessageProcessor) {
  const errors = [];
  for (const message of saved.messages) errors.push(...processor.process(message).errors);
  for (const [surfaceId, model] of Object.entries(saved.dataModels)) {
    if (isPlainObject(model)) processor.surface(surfaceId)?.dataModel.replace(model);
  }
  return errors;
}
