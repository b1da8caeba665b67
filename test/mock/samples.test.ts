import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/conversation.js';
import '../../src/surface/surface.js';
import type {SvcConversation} from '../../src/surface/conversation.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {A2UI_BASIC_VARIANTS} from '../../src/catalog/index.js';
import {createClient} from '../../src/api/index.js';
import {createMockService} from '../../src/mock/index.js';
import {sampleSurfaces} from '../fixtures/samples.js';
import {allText} from '../i18n/all-text.js';

/** The variant of each component of a record (its one key besides id and weight). */
const variants = (components: unknown[]) =>
  components.map(
    (c) => Object.keys(c as object).find((key) => key !== 'id' && key !== 'weight') ?? '',
  );

async function surface(name: string) {
  const el = await fixture<SvcSurface>(
    html`<svc-surface .surface=${sampleSurfaces(name)[0]}></svc-surface>`,
  );
  await el.updateComplete;
  return el;
}

describe('the samples show the product', () => {
  it('the kitchen sink shows every basic component', () => {
    const used = new Set(variants(sampleSurfaces('kitchen-sink')[0]!.components!));
    const missing = [...new Set(A2UI_BASIC_VARIANTS.values())].filter((v) => !used.has(v));
    expect(missing).to.deep.equal([]);
    // Code too, which the basic catalog has not.
    expect(used.has('svcCodeBlock')).to.equal(true);
  });

  it('the flagship "Submit request" is the primary button', async () => {
    const el = await surface('access-request');
    const submit = el.shadowRoot!.querySelector('[data-component-id="submit"]')!;
    expect(submit.matches(':state(primary)')).to.equal(true);
    expect(
      el.shadowRoot!.querySelector('[data-component-id="cancel"]')!.matches(':state(primary)'),
    ).to.equal(false);
  });

  it('onboarding’s plan, list, status and progress tell one story', async () => {
    const el = await surface('onboarding');
    const plan = el.shadowRoot!.querySelector('svc-onboarding-plan')!;
    const todo = el.shadowRoot!.querySelector('svc-todo-list')!;
    await Promise.all([plan.updateComplete, todo.updateComplete]);
    const planText = allText(plan);
    const todoText = allText(todo);
    // Nothing is done yet: Okta is being connected (its sync runs), everything else waits.
    expect(planText).to.contain('0 of 2 done');
    expect(planText).not.to.match(/[1-9] of 2 done/);
    expect(todoText).to.contain('0 of 3 done');
    const inProgress = (root: Element) =>
      [
        ...root.shadowRoot!.querySelectorAll('[data-status="in-progress"], [data-status="active"]'),
      ].map((step) =>
        step.querySelector('[part~="label"], [part~="step-title"]')!.textContent!.trim(),
      );
    expect(inProgress(plan)).to.deep.equal(['Connect Okta']);
    expect(inProgress(todo)).to.deep.equal(['Connect Okta']);
    expect(allText(el)).to.contain('Syncing Okta users');
    expect(allText(el)).to.contain('Okta sync 40% done');
  });

  it('a conversation of several surfaces marks where one ends and the next begins', async () => {
    const mock = createMockService({origin: 'http://mock.test'});
    const client = createClient({
      baseUrl: 'http://mock.test',
      auth: {token: 'demo-token'},
      fetch: mock.fetch,
    });
    const el = await fixture<SvcConversation>(
      html`<svc-conversation
        conversation-id="conv-multi-surface"
        .client=${client}
      ></svc-conversation>`,
    );
    await waitUntil(
      () => el.shadowRoot!.querySelectorAll('svc-surface').length === 2,
      'two surfaces',
    );
    const [first, second] = el.shadowRoot!.querySelectorAll('svc-surface');
    expect(getComputedStyle(first!).borderTopStyle).to.equal('none');
    expect(getComputedStyle(second!).borderTopStyle).to.equal('solid');
    expect(parseFloat(getComputedStyle(second!).borderTopWidth)).to.be.at.least(1);
  });
});
