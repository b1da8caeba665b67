import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {
  A2aEventReader,
  A2UI_MIME_TYPE,
  a2aTransport,
  a2uiAgentExtension,
  activateExtension,
  createA2uiPart,
  isA2uiPart,
  partsFromAgentText,
  requestsA2ui,
  selectNewestExtension,
} from '../../src/transports/index.js';
import {
  newSession,
  press,
  received,
  settled,
  surfaceOf,
  typeInto,
  until,
  visibleText,
} from './helpers.js';

interface Case {
  name: string;
  action: string;
  args: Record<string, unknown>;
  expect: unknown;
}

/** Runs one case of the suite's A2A extension file with this package's functions. */
function run(test: Case): unknown {
  const args = test.args;
  switch (test.action) {
    case 'create_a2ui_part':
      return createA2uiPart(args.data, args.version as string | undefined).metadata;
    case 'is_a2ui_part':
      return isA2uiPart({kind: 'data', data: {}, metadata: {mimeType: args.mimeType}});
    case 'try_activate_extension':
      return requestsA2ui(args.uris as string[]);
    case 'handle_rpc': {
      const parts = partsFromAgentText(args.runnerOutput as string);
      return {
        parts: parts.map((part) =>
          part.kind === 'text'
            ? {kind: 'text', text: part.text}
            : {kind: 'data', mimeType: part.metadata?.mimeType, data: part.data},
        ),
      };
    }
    case 'get_extension': {
      const extension = a2uiAgentExtension(args.version as string, {
        acceptsInlineCatalogs: args.acceptsInlineCatalogs as boolean | undefined,
        supportedCatalogIds: args.supportedCatalogIds as string[] | undefined,
      });
      return {uri: extension.uri, params: extension.params ?? null};
    }
    case 'try_activate':
      return activateExtension(args.requested as string[], args.advertised as string[]);
    case 'select_newest':
      return {
        newest: selectNewestExtension(args.requested as string[], args.advertised as string[]),
      };
    default:
      throw new Error(`no runner for ${test.action}`);
  }
}

const table: {cases: Case[]} = await (
  await fetch(new URL('../conformance/tables/a2a_integration.json', import.meta.url))
).json();

describe('A2A transport', () => {
  describe('the conformance suite (extensions/a2a/a2a_integration.yaml)', () => {
    for (const test of table.cases)
      it(test.name, () => {
        const actual = run(test);
        if (test.action === 'create_a2ui_part')
          expect(actual).to.deep.include(test.expect as object);
        else expect(actual).to.deep.equal(test.expect);
      });
  });

  it('reads A2UI parts of v0.3 JSON, v1.0 JSON and SDK events, each once', () => {
    const message = {version: 'v0.9', deleteSurface: {surfaceId: 's'}};
    const reader = new A2aEventReader();
    const v03 = {
      kind: 'artifact-update',
      taskId: 't',
      contextId: 'c',
      artifact: {
        artifactId: 'ui',
        parts: [createA2uiPart(message, '0.9'), {kind: 'text', text: 'hi'}],
      },
    };
    expect(reader.read({jsonrpc: '2.0', id: 1, result: v03})).to.deep.include({
      messages: [message],
      contextId: 'c',
      taskId: 't',
    });
    // A task snapshot repeats the artifact: nothing new.
    const snapshot = {
      kind: 'task',
      id: 't',
      status: {state: 'completed'},
      artifacts: [v03.artifact],
    };
    expect(reader.read(snapshot)).to.deep.include({messages: [], state: 'completed'});
    const v1 = {
      statusUpdate: {
        taskId: 't',
        status: {
          state: 'TASK_STATE_INPUT_REQUIRED',
          message: {
            messageId: 'm1',
            parts: [{data: [message, message], mediaType: A2UI_MIME_TYPE}],
          },
        },
      },
    };
    expect(reader.read(v1)).to.deep.include({
      messages: [message, message],
      state: 'input-required',
    });
    expect(reader.read(v1).messages, 'a message seen before').to.deep.equal([]);
    const sdk = {
      payload: {
        $case: 'message',
        value: {
          messageId: 'm2',
          parts: [
            {
              content: {$case: 'data', value: message},
              metadata: {mimeType: A2UI_MIME_TYPE},
              mediaType: '',
            },
            {
              content: {$case: 'data', value: {not: 'a2ui'}},
              metadata: undefined,
              mediaType: 'application/json',
            },
          ],
        },
      },
    };
    expect(reader.read(sdk).messages).to.deep.equal([message]);
    expect(() =>
      reader.read({jsonrpc: '2.0', id: 2, error: {code: -32001, message: 'No task'}}),
    ).to.throw(/No task/);
  });

  it('round-trips with an agent on the official SDK: form shown, action received', async () => {
    const session = newSession();
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const events: unknown[] = [];
    const transport = a2aTransport({
      url: `/__agents/a2a?session=${session}`,
      message: 'Book me a trip',
      capabilities: el.processor.capabilities(),
      onEvent: (event) => events.push(event),
    });
    void el.connect(transport);
    await until(() => el.processor.surface('trip')?.dataModel.get('/items/2') !== undefined);
    await settled(el);
    const surface = surfaceOf(el, 'trip');
    expect(visibleText(surface)).to.contain('Item 3');
    expect(transport.contextId).to.be.a('string');

    await typeInto(surface, 'name', 'Ada');
    await press(surface, 'go');
    await until(() => visibleText(surfaceOf(el, 'trip')).includes('Booked for Ada'));
    const [first, second] = await received(session);
    expect(first.extensions).to.deep.equal(['https://a2ui.org/a2a-extension/a2ui/v0.9']);
    const [action] = second.parts as {action: Record<string, unknown>}[];
    expect(action.action).to.include({name: 'book', surfaceId: 'trip'});
    expect(action.action.context).to.deep.equal({who: 'Ada'});
    const metadata = second.metadata as Record<string, {surfaces?: unknown}>;
    expect(metadata.a2uiClientDataModel.surfaces).to.deep.include({
      trip: {
        status: 'Ready',
        name: 'Ada',
        items: [{label: 'Item 1'}, {label: 'Item 2'}, {label: 'Item 3'}],
      },
    });
    expect(metadata.a2uiClientCapabilities).to.deep.equal(el.processor.capabilities());
    el.disconnect();
  });
});
