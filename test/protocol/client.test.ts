// Renderer-to-agent messages, checked against the v0.9 client_to_server and client_data_model
// schemas (required fields, shapes) and the conformance suite's data-model filtering cases.
import {expect} from '@open-wc/testing';
import {
  BASIC_CATALOG_ID,
  MessageProcessor,
  actionMessage,
  errorMessage,
  errorToMessage,
} from '../../src/protocol/index.js';

describe('protocol: client data model', () => {
  it('carries only the surfaces created with sendDataModel', () => {
    const processor = new MessageProcessor();
    processor.process([
      {
        version: 'v0.9',
        createSurface: {surfaceId: 's1', catalogId: BASIC_CATALOG_ID, sendDataModel: true},
      },
      {version: 'v0.9', createSurface: {surfaceId: 's2', catalogId: BASIC_CATALOG_ID}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's1', value: {user: 'Alice'}}},
      {version: 'v0.9', updateDataModel: {surfaceId: 's2', value: {secret: 'Bob'}}},
    ]);
    expect(processor.clientDataModel()).to.deep.equal({
      version: 'v0.9',
      surfaces: {s1: {user: 'Alice'}},
    });
  });

  it('is undefined when no surface opted in, and is a snapshot (not the live model)', () => {
    const processor = new MessageProcessor();
    processor.process({
      version: 'v0.9',
      createSurface: {surfaceId: 's1', catalogId: BASIC_CATALOG_ID},
    });
    expect(processor.clientDataModel()).to.equal(undefined);
    processor.process({
      version: 'v0.9',
      createSurface: {surfaceId: 's2', catalogId: BASIC_CATALOG_ID, sendDataModel: true},
    });
    const snapshot = processor.clientDataModel()!;
    processor.surface('s2')!.dataModel.set('/typed', 'x');
    expect(snapshot.surfaces.s2).to.deep.equal({});
    expect(processor.clientDataModel()!.surfaces.s2).to.deep.equal({typed: 'x'});
  });
});

describe('protocol: action and error messages', () => {
  it('builds an action with the five required fields; context {} when empty', () => {
    const message = actionMessage({
      name: 'login',
      surfaceId: 's1',
      sourceComponentId: 'login-btn',
      timestamp: new Date('2026-01-01T10:00:00.000Z'),
    });
    expect(message).to.deep.equal({
      version: 'v0.9',
      action: {
        name: 'login',
        surfaceId: 's1',
        sourceComponentId: 'login-btn',
        timestamp: '2026-01-01T10:00:00.000Z',
        context: {},
      },
    });
  });

  it('copies the context as JSON, undefined values as null, and passes userMessage on', () => {
    const message = actionMessage({
      name: 'save',
      surfaceId: 's',
      sourceComponentId: 'b',
      context: {a: 1, missing: undefined, list: [1, undefined], nested: {x: 'y'}},
      userMessage: 'Saved it',
    });
    expect(message.action.context).to.deep.equal({
      a: 1,
      missing: null,
      list: [1, null],
      nested: {x: 'y'},
    });
    expect(message.action.userMessage).to.equal('Saved it');
    expect(Number.isNaN(Date.parse(message.action.timestamp))).to.equal(false);
  });

  it('builds an error; VALIDATION_FAILED always has a path', () => {
    expect(
      errorMessage({
        code: 'VALIDATION_FAILED',
        surfaceId: 's',
        path: '/components/0/text',
        message: 'm',
      }),
    ).to.deep.equal({
      version: 'v0.9',
      error: {code: 'VALIDATION_FAILED', surfaceId: 's', path: '/components/0/text', message: 'm'},
    });
    expect(
      errorMessage({code: 'VALIDATION_FAILED', surfaceId: 's', message: 'm'}).error.path,
    ).to.equal('');
    expect(errorMessage({code: 'OOPS', surfaceId: 's', message: 'm'}).error).to.deep.equal({
      code: 'OOPS',
      surfaceId: 's',
      message: 'm',
    });
  });

  it('turns processor errors into error messages for the agent', () => {
    const processor = new MessageProcessor();
    const {errors} = processor.process([
      {version: 'v0.9', createSurface: {surfaceId: 's1', catalogId: BASIC_CATALOG_ID}},
      {
        version: 'v0.9',
        updateComponents: {surfaceId: 's1', components: [{id: 'x', component: 'Nope'}]},
      },
      'not json',
    ]);
    expect(errorToMessage(errors[0])).to.deep.equal({
      version: 'v0.9',
      error: {
        code: 'CatalogError',
        surfaceId: 's1',
        path: '/updateComponents/components/0/component',
        message: errors[0].message,
      },
    });
    expect(errors[1].category).to.equal('ParseError');
    expect(errorToMessage(errors[1])).to.equal(undefined);
  });
});
