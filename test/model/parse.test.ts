import {expect} from '@open-wc/testing';
import {KNOWN_VARIANTS, parseSurface, variantToTag} from '../../src/model/index.js';

const surface = (extra: Record<string, unknown> = {}) => ({
  surfaceId: 's1',
  dataModelJson: '{"a": 1}',
  components: [{id: 'root', text: {text: {literal: 'hi'}}}],
  ...extra,
});

describe('model/parseSurface: the record', () => {
  it('reads the record fields', () => {
    const parsed = parseSurface(
      surface({
        conversationId: 'c',
        catalogId: 'cat',
        sendDataModel: true,
        createdAt: 't0',
        updatedAt: 't1',
        deletedAt: null,
      }),
    );
    expect(parsed).to.include({
      surfaceId: 's1',
      conversationId: 'c',
      catalogId: 'cat',
      sendDataModel: true,
      createdAt: 't0',
      updatedAt: 't1',
    });
    expect(parsed.deletedAt).to.equal(undefined);
    expect(parsed.data).to.deep.equal({a: 1});
    expect(parsed.rootId).to.equal('root');
    expect(parsed.issues).to.deep.equal([]);
  });

  it('sendDataModel defaults to false', () => {
    expect(parseSurface(surface()).sendDataModel).to.equal(false);
    expect(parseSurface(surface({sendDataModel: 'yes'})).sendDataModel).to.equal(false);
  });

  it('reports a missing dataModelJson and starts with an empty model', () => {
    const parsed = parseSurface(surface({dataModelJson: undefined}));
    expect(parsed.data).to.deep.equal({});
    expect(parsed.issues).to.have.length(1);
    expect(parsed.issues[0]).to.include({pointer: '/dataModelJson', severity: 'warning'});
  });

  it('reports invalid JSON and JSON that is not an object', () => {
    for (const json of ['{"a":', '[1,2]', '"text"', '42', 'null']) {
      const parsed = parseSurface(surface({dataModelJson: json}));
      expect(parsed.data, json).to.deep.equal({});
      expect(parsed.issues[0], json).to.include({pointer: '/dataModelJson', severity: 'error'});
    }
  });

  it('accepts an object instead of a JSON string, with a warning', () => {
    const parsed = parseSurface(surface({dataModelJson: {b: 2}}));
    expect(parsed.data).to.deep.equal({b: 2});
    expect(parsed.issues[0]).to.include({pointer: '/dataModelJson', severity: 'warning'});
  });

  it('cuts absurdly deep data with an issue', () => {
    const json = '{"a":' + '['.repeat(2000) + ']'.repeat(2000) + '}';
    const parsed = parseSurface(surface({dataModelJson: json}));
    expect(
      parsed.issues.some((i) => i.pointer === '/dataModelJson' && i.severity === 'error'),
    ).to.equal(true);
  });

  it('reports a record that is not an object, or lacks a surfaceId', () => {
    for (const record of [null, 'x', [], 3]) {
      const parsed = parseSurface(record);
      expect(parsed.components.size).to.equal(0);
      expect(parsed.issues[0]).to.include({pointer: '', severity: 'error'});
    }
    expect(parseSurface(surface({surfaceId: undefined})).issues[0].pointer).to.equal('/surfaceId');
  });

  it('reports components that are not a list', () => {
    const parsed = parseSurface(surface({components: {root: {}}}));
    expect(parsed.components.size).to.equal(0);
    expect(parsed.rootId).to.equal(undefined);
    expect(parsed.issues[0]).to.include({pointer: '/components', severity: 'error'});
  });

  it('exports the known variants and their tags', () => {
    // The 27 of the service spec and the 7 A2UI basic components it lacks.
    expect(KNOWN_VARIANTS).to.have.length(34);
    expect(variantToTag('audioPlayer')).to.equal('svc-audio-player');
    expect(variantToTag('textField')).to.equal('svc-text-field');
    expect(variantToTag('svcTable')).to.equal('svc-table');
    expect(variantToTag('svcNotificationsVariantA')).to.equal('svc-notifications-variant-a');
    expect(variantToTag('button')).to.equal('svc-button');
    expect(variantToTag('checkBox')).to.equal('svc-check-box');
    expect(variantToTag('svcConnectorSyncProgress')).to.equal('svc-connector-sync-progress');
    expect(variantToTag('we!rd <x>')).to.equal('svc-we-rd-x');
    expect(variantToTag('')).to.equal('svc-unknown');
  });
});
