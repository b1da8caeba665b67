import {expect, fixture, html} from '@open-wc/testing';
import {LitElement} from 'lit';
import {provide} from '@lit/context';
import '../../src/components/svc/connector-sync-progress.js';
import type {SvcConnectorSyncProgress} from '../../src/components/svc/connector-sync-progress.js';
import {syncStatusProviderContext} from '../../src/providers/context.js';
import type {SyncStatusProvider} from '../../src/providers/types.js';
import {FakeSyncProvider} from '../providers/fakes.js';

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** A stand-in for <svc-surface>: provides a sync provider to its light-DOM children. */
class SyncHost extends LitElement {
  @provide({context: syncStatusProviderContext})
  provider?: SyncStatusProvider;
  override render() {
    return html`<slot></slot>`;
  }
}
customElements.define('test-sync-progress-host', SyncHost);

async function withProvider(provider: FakeSyncProvider) {
  const el = await fixture<SvcConnectorSyncProgress>(
    html`<svc-connector-sync-progress
      app-id="app-aws"
      connector-id="conn-1"
      heading="First sync"
      .syncStatusProvider=${provider}
    ></svc-connector-sync-progress>`,
  );
  return el;
}

describe('svc-connector-sync-progress', () => {
  it('is accessible', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({state: 'running', progress: 0.4, startedAt: new Date().toISOString()});
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('says when no provider is available', async () => {
    const el = await fixture<SvcConnectorSyncProgress>(
      html`<svc-connector-sync-progress app-id="a" connector-id="c"></svc-connector-sync-progress>`,
    );
    expect(part(el, 'heading')!.textContent).to.equal('Sync progress');
    expect(part(el, 'notice')!.textContent).to.equal('Sync status is not available here.');
    expect(part(el, 'track')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('subscribes to the connector and shows the states as they change', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    expect(provider.subscriptions.map((s) => s.ref)).to.deep.equal([
      {appId: 'app-aws', connectorId: 'conn-1'},
    ]);
    expect(part(el, 'heading')!.textContent).to.equal('First sync');
    expect(part(el, 'notice')!.textContent).to.contain('Waiting');

    provider.emit({state: 'queued'});
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Queued');
    expect(part(el, 'track')).to.equal(null);

    const started = new Date(Date.now() - 65_000).toISOString();
    provider.emit({
      state: 'SYNC_STATE_RUNNING',
      progress: 0.42,
      startedAt: started,
      message: 'Syncing roles',
    });
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Running');
    expect(part(el, 'state')!.getAttribute('role')).to.equal('status');
    expect(part(el, 'message')!.textContent).to.equal('Syncing roles');
    const track = part(el, 'track')!;
    expect(track.getAttribute('role')).to.equal('progressbar');
    expect(track.getAttribute('aria-valuenow')).to.equal('42');
    expect(part(el, 'percent')!.textContent).to.equal('42%');
    expect(part(el, 'elapsed')!.textContent).to.match(/^Elapsed 1 min \d+ s$/);

    provider.emit({
      state: 'completed',
      startedAt: started,
      finishedAt: new Date(Date.parse(started) + 90_000).toISOString(),
    });
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Completed');
    expect(track.isConnected).to.equal(true);
    expect(part(el, 'track')!.getAttribute('aria-valuenow')).to.equal('100');
    expect(part(el, 'elapsed')!.textContent).to.equal('Took 1 min 30 s');
  });

  it('keeps progress ticks out of the live region', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({state: 'running', progress: 0.1});
    await el.updateComplete;
    const live = el.shadowRoot!.querySelectorAll('[aria-live], [role="status"]');
    expect(live.length).to.equal(1);
    expect(live[0].textContent).to.equal('Running');
    provider.emit({state: 'running', progress: 0.2, message: 'Syncing users'});
    await el.updateComplete;
    expect(live[0].textContent).to.equal('Running');
  });

  it('shows a failure with its error', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({state: 'failed', progress: 60, lastError: 'Access denied <b>x</b>'});
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Failed');
    expect(part(el, 'track')!.getAttribute('aria-valuenow')).to.equal('60');
    expect(part(el, 'error')!.textContent).to.equal('Access denied <b>x</b>');
    expect(part(el, 'error')!.querySelector('b')).to.equal(null);
  });

  it('tolerates odd statuses', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({state: 'exploded', progress: Number.NaN} as never);
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Unknown');
    expect(part(el, 'track')).to.equal(null);
    provider.emit(null as never);
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Unknown');
  });

  it('unsubscribes on disconnect and subscribes again on reconnect', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    expect(provider.subscriptions.length).to.equal(1);
    const parent = el.parentElement!;
    el.remove();
    expect(provider.subscriptions.length).to.equal(0);
    expect(provider.unsubscribed).to.equal(1);
    parent.append(el);
    await el.updateComplete;
    expect(provider.subscriptions.length).to.equal(1);
  });

  it('resubscribes when the connector changes', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    el.connectorId = 'conn-2';
    await el.updateComplete;
    expect(provider.unsubscribed).to.equal(1);
    expect(provider.subscriptions.map((s) => s.ref.connectorId)).to.deep.equal(['conn-2']);
  });

  it('uses the provider from context, and the plain property wins', async () => {
    const fromContext = new FakeSyncProvider();
    const host = await fixture<SyncHost>(
      html`<test-sync-progress-host .provider=${fromContext}
        ><svc-connector-sync-progress app-id="a" connector-id="c"></svc-connector-sync-progress
      ></test-sync-progress-host>`,
    );
    const el = host.querySelector('svc-connector-sync-progress')!;
    await el.updateComplete;
    expect(fromContext.subscriptions.length).to.equal(1);
    fromContext.emit({state: 'running', progress: 0.5});
    await el.updateComplete;
    expect(part(el, 'state')!.textContent).to.equal('Running');

    const own = new FakeSyncProvider();
    el.syncStatusProvider = own;
    await el.updateComplete;
    expect(fromContext.subscriptions.length).to.equal(0);
    expect(own.subscriptions.length).to.equal(1);
  });
});
