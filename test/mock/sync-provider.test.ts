import {expect} from '@open-wc/testing';
import {MockSyncStatusProvider} from '../../src/mock/sync-provider.js';
import type {SyncStatus} from '../../src/providers/types.js';
import {until} from '../providers/fakes.js';

const ref = {appId: 'app-aws', connectorId: 'conn-1'};

/** A provider on a hand-driven clock, with a timer slow enough never to fire in a test. */
function clocked(options: {failWith?: string; autoStart?: boolean} = {}) {
  let now = 1_000_000;
  const provider = new MockSyncStatusProvider({
    queuedMs: 1000,
    runMs: 4000,
    tickMs: 60_000,
    now: () => now,
    ...options,
  });
  return {provider, advance: (ms: number) => (now += ms)};
}

describe('MockSyncStatusProvider', () => {
  it('goes queued → running with progress → completed with counts', () => {
    const {provider, advance} = clocked();
    const unsubscribe = provider.subscribe(ref, () => {});
    expect(provider.status(ref).state).to.equal('queued');
    advance(2000);
    const running = provider.status(ref);
    expect(running.state).to.equal('running');
    expect(running.progress).to.be.closeTo(0.25, 0.001);
    expect(running.startedAt).to.be.a('string');
    expect(running.message).to.match(/^Syncing/);
    const counts = running.counts as Array<{label: string; value: number}>;
    expect(counts[0]).to.deep.equal({label: 'Users', value: 60});
    advance(4000);
    const done = provider.status(ref);
    expect(done.state).to.equal('completed');
    expect(done.progress).to.equal(1);
    expect(done.finishedAt).to.be.a('string');
    expect((done.counts as Array<{value: number}>)[2].value).to.equal(1840);
    unsubscribe();
    provider.dispose();
  });

  it('can fail part way with an error', () => {
    const {provider, advance} = clocked({failWith: 'Access denied (iam:ListRoles)'});
    provider.subscribe(ref, () => {});
    advance(1000 + 4000 * 0.7);
    const failed = provider.status(ref);
    expect(failed.state).to.equal('failed');
    expect(failed.lastError).to.equal('Access denied (iam:ListRoles)');
    expect(failed.progress).to.equal(0.6);
    provider.dispose();
  });

  it('tells a new subscriber the current status soon, and nothing after unsubscribing', async () => {
    const {provider} = clocked();
    const heard: SyncStatus[] = [];
    const unsubscribe = provider.subscribe(ref, (s) => heard.push(s));
    expect(heard).to.deep.equal([]);
    await Promise.resolve();
    expect(heard.map((s) => s.state)).to.deep.equal(['queued']);
    expect(provider.activeSubscriptions).to.equal(1);
    unsubscribe();
    unsubscribe();
    expect(provider.activeSubscriptions).to.equal(0);
    provider.start(ref);
    expect(heard.length).to.equal(1);
    provider.dispose();
  });

  it('shares one sync between subscribers and restarts on start()', async () => {
    const {provider, advance} = clocked();
    const a: string[] = [];
    const b: string[] = [];
    provider.subscribe(ref, (s) => a.push(s.state));
    advance(6000);
    provider.subscribe(ref, (s) => b.push(s.state));
    await Promise.resolve();
    expect(a).to.deep.equal(['completed']);
    expect(b).to.deep.equal(['completed']);
    provider.start(ref);
    expect(a.at(-1)).to.equal('queued');
    expect(b.at(-1)).to.equal('queued');
    provider.dispose();
  });

  it('reports unknown until a sync starts when autoStart is off', () => {
    const {provider} = clocked({autoStart: false});
    provider.subscribe(ref, () => {});
    expect(provider.status(ref).state).to.equal('unknown');
    expect(provider.status({appId: 'x', connectorId: 'y'}).state).to.equal('unknown');
    provider.start(ref);
    expect(provider.status(ref).state).to.equal('queued');
    provider.dispose();
  });

  it('pushes progress on its timer while someone listens', async () => {
    const provider = new MockSyncStatusProvider({queuedMs: 0, runMs: 10_000, tickMs: 10});
    const heard: SyncStatus[] = [];
    const unsubscribe = provider.subscribe(ref, (s) => heard.push(s));
    await until(() => heard.length > 2, 'timer ticks');
    unsubscribe();
    const count = heard.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(heard.length).to.equal(count);
    provider.dispose();
  });
});
