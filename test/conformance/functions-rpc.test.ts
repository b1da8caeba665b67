/**
 * The suite's renderer ↔ agent function calls (rpc_functions.yaml): an agent's
 * `callRendererFunction` answered through the processor's `send`, and a renderer's
 * `callAgentFunction` settled by the agent's `agentFunctionResponse`.
 */
import {expect} from '@open-wc/testing';
import {
  BASIC_CATALOG_ID_V1,
  MessageProcessor,
  type FunctionMessage,
  type RendererFunction,
} from '../../src/protocol/index.js';
import {expectReported, runTable, table, type Case} from './harness.js';

/** What the cases' functions do when they run (the suite names them, the harness gives them). */
const BEHAVIOUR: Record<string, RendererFunction['run']> = {
  playMedia: () => ({playing: true, timestamp: 0}),
  openExternalUrl: () => ({opened: true}),
  syncState: () => null,
  internalStateReset: () => ({reset: true}),
  failingFunction: () => {
    throw new Error('boom');
  },
};

type Args = {
  message?: unknown;
  functionMetadata?: Record<string, {allowedCallers?: string; requiresUserActivation?: boolean}>;
  userActivationPresent?: boolean;
  outboundCall?: {
    surfaceId: string;
    functionCallId: string;
    callFunction: {call: string; catalogId?: string; args?: Record<string, unknown>};
  };
  inboundResponse?: unknown;
};

async function run(testCase: Case): Promise<void> {
  const args = testCase.args as Args;
  const sent: FunctionMessage[] = [];
  const rendererFunctions: Record<string, RendererFunction> = {};
  for (const [name, meta] of Object.entries(args.functionMetadata ?? {}))
    rendererFunctions[name] = {
      run: BEHAVIOUR[name] ?? (() => null),
      ...(meta.allowedCallers
        ? {allowedCallers: meta.allowedCallers as RendererFunction['allowedCallers']}
        : {}),
      ...(meta.requiresUserActivation !== undefined
        ? {requiresUserActivation: meta.requiresUserActivation}
        : {}),
    };
  const processor = new MessageProcessor({
    send: (message) => sent.push(message),
    rendererFunctions,
    userActivation: () => args.userActivationPresent === true,
  });
  // Every catalog the case's calls name is held, but the one it expects to be missing.
  const expected = JSON.stringify(testCase.expect ?? '');
  for (const match of JSON.stringify(args).matchAll(/"catalogId":"([^"]+)"/g))
    if (!expected.includes(`Catalog not found: ${match[1]}`) && !processor.hasCatalog(match[1]))
      processor.aliasCatalog(match[1], BASIC_CATALOG_ID_V1);
  const want = testCase.expect as Record<string, unknown>;
  if (args.outboundCall) {
    const {surfaceId, functionCallId, callFunction} = args.outboundCall;
    const pending = processor.callAgentFunction(surfaceId, callFunction, {functionCallId});
    expect(sent[0]).to.deep.equal({
      version: 'v1.0',
      callAgentFunction: {surfaceId, functionCallId, callFunction},
    });
    processor.process(args.inboundResponse);
    expect(functionCallId).to.equal(want.correlatedCallId);
    expect(await pending).to.deep.equal(want.result);
    return;
  }
  const {errors} = processor.process(args.message);
  await Promise.resolve();
  if (want.error) expectReported(errors, want.error as Record<string, unknown>);
  if ('response' in want) expect(sent[0] ?? null).to.deep.equal(want.response);
}

const rpc = await table('rpc_functions');
describe(`conformance: rpc_functions (${rpc.source.commit?.slice(0, 8)})`, () => {
  runTable('rpc_functions', rpc.cases, run, () => undefined);
});
