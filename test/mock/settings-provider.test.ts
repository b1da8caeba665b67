import {expect} from '@open-wc/testing';
import {
  MOCK_REJECTED_SECRET,
  MockConnectorSettingsProvider,
  createMockProviders,
} from '../../src/mock/providers.js';

const ref = {appId: 'app-aws', connectorId: 'conn-aws-1'};
const good = {
  region: 'eu-west-1',
  accessKeyId: 'AKIAABCDEFGHIJKL',
  secretAccessKey: 'sup3r-s3cret-value',
  syncIntervalHours: '12',
};

describe('MockConnectorSettingsProvider', () => {
  it('gives a settings form with a password field', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const {form, values} = await provider.getSettings(ref);
    expect(form.displayName).to.equal('Connect AWS');
    const names = (form.fields ?? []).map((f) => f.name);
    expect(names).to.include.members(['region', 'accessKeyId', 'secretAccessKey']);
    const secret = form.fields!.find((f) => f.name === 'secretAccessKey')!;
    expect(secret.stringField).to.have.property('passwordField');
    expect(values).to.deep.equal({});
  });

  it('saves, prefills non-secret values next time, and never returns the secret', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    expect(await provider.saveSettings(ref, good)).to.deep.equal({ok: true});
    expect(provider.saves).to.equal(1);
    const {values} = await provider.getSettings(ref);
    expect(values).to.deep.include({region: 'eu-west-1', accessKeyId: 'AKIAABCDEFGHIJKL'});
    expect(JSON.stringify(values)).not.to.contain('sup3r-s3cret-value');
    expect(JSON.stringify(provider)).not.to.contain('sup3r-s3cret-value');
  });

  it('returns field errors without echoing the secret', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    const result = await provider.saveSettings(ref, {
      ...good,
      accessKeyId: 'nope',
      secretAccessKey: MOCK_REJECTED_SECRET,
      region: '',
    });
    expect(result.ok).to.equal(false);
    if (result.ok) return;
    expect(Object.keys(result.fieldErrors ?? {}).sort()).to.deep.equal([
      'accessKeyId',
      'region',
      'secretAccessKey',
    ]);
    expect(JSON.stringify(result)).not.to.contain(MOCK_REJECTED_SECRET);
    expect(provider.saves).to.equal(0);
  });

  it('can fail the next save once', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 0});
    provider.failNextSave('Network down');
    expect(await provider.saveSettings(ref, good)).to.deep.equal({
      ok: false,
      message: 'Network down',
    });
    expect(await provider.saveSettings(ref, good)).to.deep.equal({ok: true});
  });

  it('honours the abort signal', async () => {
    const provider = new MockConnectorSettingsProvider({latencyMs: 50});
    const controller = new AbortController();
    const pending = provider.getSettings(ref, {signal: controller.signal});
    controller.abort();
    let rejected = false;
    await pending.catch(() => (rejected = true));
    expect(rejected).to.equal(true);
  });

  it('starts a sync after a save when wired by createMockProviders', async () => {
    const {settings, sync} = createMockProviders({
      settings: {latencyMs: 0},
      sync: {tickMs: 60_000},
    });
    expect(sync.status(ref).state).to.equal('unknown');
    await settings.saveSettings(ref, good);
    expect(sync.status(ref).state).to.equal('queued');
    sync.dispose();
  });
});
