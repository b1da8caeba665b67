import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/components/svc/onboarding-plan.js';
import {
  SvcOnboardingPlan,
  SvcOnboardingStepStartEvent,
} from '../../src/components/svc/onboarding-plan.js';
import {toPlan} from '../../src/components/svc/internal/onboarding.js';

const categories = [
  {
    id: 'identity',
    title: 'Connect your identity provider',
    steps: [
      {
        id: 'idp',
        title: 'Connect Okta',
        description: 'Sync users and groups from Okta.',
        agentAssisted: true,
      },
      {
        id: 'sso',
        title: 'Turn on single sign-on',
        description: 'Let people sign in with Okta.',
        agentAssisted: false,
      },
    ],
  },
  {
    id: 'apps',
    title: 'Bring in your apps',
    steps: [
      {id: 'aws', title: 'Connect AWS', description: 'Discover accounts.', agentAssisted: true},
    ],
  },
];

const all = (el: Element, name: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];
const text = (e: Element) => e.textContent!.replace(/\s+/g, ' ').trim();

describe('svc-onboarding-plan', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcOnboardingPlan>(
      html`<svc-onboarding-plan
        heading="Your plan"
        .categories=${categories}
      ></svc-onboarding-plan>`,
    );
    await expect(el).to.be.accessible();
  });

  it('lists its intent event', () => {
    expect(SvcOnboardingPlan.intentEvents).to.deep.equal(['svc-onboarding-step-start']);
  });

  it('says when the plan is empty', async () => {
    const el = await fixture<SvcOnboardingPlan>(html`<svc-onboarding-plan></svc-onboarding-plan>`);
    expect(el.categories).to.deep.equal([]);
    expect(text(all(el, 'empty')[0])).to.equal('The plan has no steps yet.');
    expect(all(el, 'heading')).to.have.length(0);
  });

  it('shows sections of steps with agent-assisted badges', async () => {
    const el = await fixture<SvcOnboardingPlan>(
      html`<svc-onboarding-plan .categories=${categories}></svc-onboarding-plan>`,
    );
    expect(all(el, 'category-heading').map(text)).to.deep.equal([
      'Connect your identity provider',
      'Bring in your apps',
    ]);
    expect(all(el, 'step-title').map(text)).to.deep.equal([
      'Connect Okta',
      'Turn on single sign-on',
      'Connect AWS',
    ]);
    const steps = all(el, 'step');
    expect(steps[0].querySelector('[part~="badge"]')!.textContent).to.equal(
      'Agent-assisted: the assistant can do this step with you',
    );
    expect(steps[1].querySelector('[part~="badge"]')).to.equal(null);
    expect(steps[0].querySelector('[part~="step-description"]')!.textContent).to.equal(
      'Sync users and groups from Okta.',
    );
    expect(text(steps[0].querySelector('button')!)).to.equal('Start Connect Okta');
    expect(all(el, 'progress')).to.have.length(0);
  });

  it('raises the start intent with step and category ids', async () => {
    const el = await fixture<SvcOnboardingPlan>(
      html`<svc-onboarding-plan .categories=${categories}></svc-onboarding-plan>`,
    );
    setTimeout(() => all(el, 'start')[2].click());
    const event = (await oneEvent(
      el.parentElement!,
      'svc-onboarding-step-start',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-step-start'];
    expect(event).to.be.instanceOf(SvcOnboardingStepStartEvent);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.actionName).to.equal('onboarding_start_step');
    expect(event.context).to.deep.equal({stepId: 'aws', categoryId: 'apps'});
    expect(event.stepId).to.equal('aws');
    expect(event.categoryId).to.equal('apps');
  });

  it('shows progress per section when steps say where they stand', async () => {
    const withStatus = [
      {
        id: 'identity',
        title: 'Identity',
        steps: [
          {id: 'a', title: 'A', status: 'completed', extra: {x: 1}},
          {id: 'b', title: 'B', status: 'in_progress'},
          {id: 'c', title: 'C', done: true},
        ],
      },
      {id: 'apps', title: 'Apps', steps: [{id: 'd', title: 'D'}]},
    ];
    const el = await fixture<SvcOnboardingPlan>(
      html`<svc-onboarding-plan .categories=${withStatus}></svc-onboarding-plan>`,
    );
    const progress = all(el, 'progress');
    expect(progress).to.have.length(1);
    expect(text(progress[0])).to.equal('2 of 3 done');
    const bar = progress[0].querySelector('progress')!;
    expect(bar.value).to.equal(2);
    expect(bar.max).to.equal(3);
    expect(bar.getAttribute('aria-label')).to.equal('Identity: 2 of 3 steps done');
    const steps = all(el, 'step');
    expect(steps.map((s) => s.dataset.status ?? '')).to.deep.equal(['done', 'active', 'done', '']);
    expect(all(el, 'done')).to.have.length(2);
    expect(text(steps[1].querySelector('button')!)).to.equal('Continue B');
    await expect(el).to.be.accessible();
  });

  it('tolerates junk input', async () => {
    const el = await fixture<SvcOnboardingPlan>(
      html`<svc-onboarding-plan .categories=${'nope' as never}></svc-onboarding-plan>`,
    );
    expect(all(el, 'category')).to.have.length(0);
    el.categories = [null, {steps: 'x'}, {title: '<b>T</b>', steps: [null, {title: 5}]}] as never;
    await el.updateComplete;
    expect(all(el, 'category')).to.have.length(1);
    expect(el.shadowRoot!.querySelector('b')).to.equal(null);
    expect(text(all(el, 'category-heading')[0])).to.equal('<b>T</b>');
    expect(text(all(el, 'step-title')[0])).to.equal('5');
    setTimeout(() => all(el, 'start')[0].click());
    const event = (await oneEvent(
      el,
      'svc-onboarding-step-start',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-step-start'];
    expect(event.context).to.deep.equal({stepId: 'step-2-1', categoryId: 'category-2'});
  });

  it('reads plans with toPlan', () => {
    expect(toPlan(undefined)).to.deep.equal([]);
    expect(
      toPlan([{id: 'c', title: 'C', steps: [{id: 's', title: 'S', agentAssisted: 'true'}]}]),
    ).to.deep.equal([
      {
        id: 'c',
        title: 'C',
        steps: [{id: 's', title: 'S', description: '', agentAssisted: true, status: undefined}],
      },
    ]);
  });
});
