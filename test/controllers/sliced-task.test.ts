import {expect, fixture, html as testHtml, waitUntil} from '@open-wc/testing';
import {LitElement, html} from 'lit';
import {SlicedTask} from '../../src/controllers/sliced-task.js';
import type {Budget, Work} from '../../src/controllers/scheduler.js';
import {withPageErrors} from './page-errors.js';

/** Doubles `n` in `slices` slices (each one fills its task); -1 asks for nothing. */
class SlicedHost extends LitElement {
  static override properties = {n: {type: Number}, slices: {type: Number}};
  n = 1;
  slices = 0;
  fail = false;
  /** What each render saw: `status:value`. */
  renders: string[] = [];

  readonly doubled = new SlicedTask<readonly [number], number>(this, {
    args: () => (this.n < 0 ? undefined : [this.n]),
    task: ([n], budget) => this.#double(n, budget),
    now: true,
  });

  *#double(n: number, budget: Budget): Work<number> {
    for (let i = 0; i < this.slices; i++) {
      budget.useUp();
      yield;
    }
    if (this.fail) throw new Error('cannot double');
    return n * 2;
  }

  override render() {
    this.renders.push(`${this.doubled.status}:${this.doubled.value}`);
    return html`${this.doubled.value ?? ''}`;
  }

  protected override getUpdateComplete(): Promise<boolean> {
    return this.doubled.complete(() => super.getUpdateComplete());
  }
}
customElements.define('test-sliced-host', SlicedHost);

/** Lets the host's pending update run (Lit updates in a microtask), not the scheduler's turns. */
async function afterUpdate() {
  await Promise.resolve();
  await Promise.resolve();
}

function mount(slices: number, n = 1) {
  return fixture<SlicedHost>(
    testHtml`<test-sliced-host .slices=${slices} .n=${n}></test-sliced-host>`,
  );
}

describe('controllers/sliced-task', () => {
  it('shows work done in its first slice in the update that started it, never as pending', async () => {
    const el = await mount(0, 4);
    expect(el.renders).to.deep.equal(['complete:8']);
    expect(el.shadowRoot!.textContent).to.equal('8');
  });

  it('is pending while it goes on in later tasks, then complete; updateComplete waits for it', async () => {
    const el = document.createElement('test-sliced-host') as SlicedHost;
    el.slices = 3;
    el.n = 5;
    document.body.append(el);
    try {
      await afterUpdate();
      expect(el.doubled.status).to.equal('pending');
      await el.updateComplete;
      expect(el.doubled.status).to.equal('complete');
      expect(el.renders).to.deep.equal(['pending:undefined', 'complete:10']);
      expect(el.shadowRoot!.textContent).to.equal('10');
    } finally {
      el.remove();
    }
  });

  it('runs again only when its arguments change; a newer run replaces a pending one', async () => {
    const el = await mount(2, 1);
    expect(el.doubled.value).to.equal(2);
    el.requestUpdate();
    await el.updateComplete;
    expect(el.renders.filter((r) => r.startsWith('pending')).length).to.equal(1);
    el.n = 2;
    await afterUpdate();
    expect(el.doubled.pending).to.equal(true);
    el.n = 3;
    await el.updateComplete;
    expect(el.doubled.value).to.equal(6);
    // The replaced run never completed: no render showed its 4.
    expect(el.renders.some((r) => r.endsWith(':4'))).to.equal(false);
  });

  it('stops a pending run when the arguments go away', async () => {
    const el = await mount(0, 1);
    el.slices = 50;
    el.n = 2;
    await afterUpdate();
    expect(el.doubled.pending).to.equal(true);
    el.n = -1;
    await el.updateComplete;
    expect(el.doubled.status).to.equal('initial');
    // The value of the last completed run stays.
    expect(el.doubled.value).to.equal(2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(el.doubled.value).to.equal(2);
  });

  it('aborts a pending run when the host leaves the page, and runs it again when it is back', async () => {
    const el = await mount(0, 1);
    el.slices = 3;
    el.n = 7;
    await afterUpdate();
    expect(el.doubled.pending).to.equal(true);
    const parent = el.parentElement!;
    el.remove();
    expect(el.doubled.status).to.equal('initial');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(el.doubled.value).to.equal(2);
    parent.append(el);
    await waitUntil(() => el.doubled.value === 14, 'the run did not start again');
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.equal('14');
  });

  it('keeps what the work threw as its error, and reports it to the page', () =>
    withPageErrors(async (errors) => {
      const el = await mount(0, 1);
      el.fail = true;
      el.slices = 1;
      el.n = 2;
      await el.updateComplete;
      expect(el.doubled.status).to.equal('error');
      expect((el.doubled.error as Error).message).to.equal('cannot double');
      expect(el.doubled.value).to.equal(undefined);
      await waitUntil(() => errors.length === 1, 'the error was not reported');
      expect((errors[0] as Error).message).to.equal('cannot double');
    }));
});
