import {expect, fixture, html} from '@open-wc/testing';
import '../../src/components/svc/connector-sync-detail.js';
import type {SvcConnectorSyncDetail} from '../../src/components/svc/connector-sync-detail.js';
import {MockSyncStatusProvider} from '../../src/mock/sync-provider.js';
import {FakeSyncProvider, until} from '../providers/fakes.js';

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

/** The term/description pairs of a <dl> part, as [term, text] rows. */
function rows(el: Element, name: string): string[][] {
  const dl = part(el, name);
  if (!dl) return [];
  const out: string[][] = [];
  for (const dt of dl.querySelectorAll('dt')) {
    out.push([dt.textContent!.trim(), (dt.nextElementSibling as HTMLElement).textContent!.trim()]);
  }
  return out;
}

async function withProvider(provider: FakeSyncProvider | MockSyncStatusProvider) {
  return fixture<SvcConnectorSyncDetail>(
    html`<svc-connector-sync-detail
      app-id="app-aws"
      connector-id="conn-1"
      .syncStatusProvider=${provider}
    ></svc-connector-sync-detail>`,
  );
}

describe('svc-connector-sync-detail', () => {
  it('is accessible', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({
      state: 'failed',
      startedAt: '2026-11-20T12:00:00Z',
      finishedAt: '2026-11-20T12:01:00Z',
      counts: [{label: 'Users', value: 1200}],
      lastError: 'Throttled',
    });
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('says when no provider is available', async () => {
    const el = await fixture<SvcConnectorSyncDetail>(
      html`<svc-connector-sync-detail app-id="a" connector-id="c"></svc-connector-sync-detail>`,
    );
    expect(part(el, 'heading')!.textContent).to.equal('Sync details');
    expect(part(el, 'notice')!.textContent).to.equal('Sync details are not available here.');
  });

  it('says when the connector is missing', async () => {
    const provider = new FakeSyncProvider();
    const el = await fixture<SvcConnectorSyncDetail>(
      html`<svc-connector-sync-detail .syncStatusProvider=${provider}></svc-connector-sync-detail>`,
    );
    expect(part(el, 'notice')!.textContent).to.equal('No connector to follow.');
    expect(provider.subscriptions.length).to.equal(0);
  });

  it('shows counts, times and the last error', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    el.heading = 'Sync details of AWS';
    provider.emit({
      state: 'completed',
      startedAt: '2026-11-20T12:00:00Z',
      finishedAt: '2026-11-20T12:02:05Z',
      counts: {users: 1200, permission_sets: 14, bad: 'x'} as never,
      lastError: 'Rate limited once, retried',
    });
    await el.updateComplete;
    expect(part(el, 'heading')!.textContent).to.equal('Sync details of AWS');
    const details = rows(el, 'details');
    expect(details[0]).to.deep.equal(['Status', 'Completed']);
    expect(details[1][0]).to.equal('Started');
    expect(details[1][1]).to.match(/2026/);
    expect(details[2][0]).to.equal('Finished');
    expect(details[3]).to.deep.equal(['Duration', '2 min 5 s']);
    expect(part(el, 'details')!.querySelector('time')!.getAttribute('datetime')).to.equal(
      '2026-11-20T12:00:00.000Z',
    );
    expect(rows(el, 'counts')).to.deep.equal([
      ['Users', (1200).toLocaleString()],
      ['Permission sets', '14'],
    ]);
    expect(part(el, 'error')!.textContent).to.contain('Rate limited once, retried');
  });

  it('shows "Not yet" before the sync starts', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    provider.emit({state: 'queued'});
    await el.updateComplete;
    expect(rows(el, 'details')).to.deep.equal([
      ['Status', 'Queued'],
      ['Started', 'Not yet'],
      ['Finished', 'Not yet'],
    ]);
    expect(part(el, 'counts')).to.equal(null);
    expect(part(el, 'error')).to.equal(null);
  });

  it('unsubscribes on disconnect', async () => {
    const provider = new FakeSyncProvider();
    const el = await withProvider(provider);
    expect(provider.subscriptions.length).to.equal(1);
    el.remove();
    expect(provider.subscriptions.length).to.equal(0);
    expect(provider.unsubscribed).to.equal(1);
  });

  it('follows the mock sync to completion and then stops listening when removed', async () => {
    const provider = new MockSyncStatusProvider({queuedMs: 30, runMs: 120, tickMs: 20});
    const el = await withProvider(provider);
    await until(() => rows(el, 'details')[0]?.[1] === 'Completed', 'completed sync');
    expect(rows(el, 'counts').map((r) => r[0])).to.deep.equal([
      'Users',
      'Groups',
      'Resources',
      'Entitlements',
    ]);
    expect(provider.activeSubscriptions).to.equal(1);
    el.remove();
    expect(provider.activeSubscriptions).to.equal(0);
    provider.dispose();
  });
});
