import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/components/svc/onboarding-welcome.js';
import {
  SvcOnboardingChooseAppEvent,
  SvcOnboardingConnectEvent,
  SvcOnboardingSkipEvent,
  SvcOnboardingWelcome,
} from '../../src/components/svc/onboarding-welcome.js';
import {SvcIntentEvent} from '../../src/components/events.js';

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('svc-onboarding-welcome', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome
        recommended-catalog-id="okta"
        recommended-display-name="Okta"
      ></svc-onboarding-welcome>`,
    );
    await expect(el).to.be.accessible();
  });

  it('lists its intent events', () => {
    expect(SvcOnboardingWelcome.intentEvents).to.deep.equal([
      'svc-onboarding-connect',
      'svc-onboarding-choose-app',
      'svc-onboarding-skip',
    ]);
  });

  it('recommends the detected identity provider', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome
        recommended-catalog-id="okta"
        recommended-display-name="Okta"
      ></svc-onboarding-welcome>`,
    );
    expect(el.recommendedCatalogId).to.equal('okta');
    expect(part(el, 'heading')!.textContent).to.contain('Welcome');
    expect(part(el, 'message')!.textContent).to.contain(
      'We detected Okta as your identity provider',
    );
    expect(part(el, 'connect')!.textContent!.trim()).to.equal('Connect Okta');
    expect(part(el, 'choose')!.textContent!.trim()).to.equal('Choose another app');
    expect(part(el, 'skip')!.textContent!.trim()).to.equal('Skip for now');
  });

  it('raises the connect intent with the catalog id', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome
        recommended-catalog-id="okta"
        recommended-display-name="Okta"
      ></svc-onboarding-welcome>`,
    );
    setTimeout(() => part(el, 'connect')!.click());
    const event = (await oneEvent(
      el.parentElement!,
      'svc-onboarding-connect',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-connect'];
    expect(event).to.be.instanceOf(SvcOnboardingConnectEvent);
    expect(event).to.be.instanceOf(SvcIntentEvent);
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.actionName).to.equal('onboarding_connect_app');
    expect(event.context).to.deep.equal({catalogId: 'okta', displayName: 'Okta'});
    expect(event.catalogId).to.equal('okta');
  });

  it('raises choose-app and skip intents with adjustable action names', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome
        recommended-catalog-id="okta"
        recommended-display-name="Okta"
        choose-app-action-name="pick_app"
        skip-action-name="later"
      ></svc-onboarding-welcome>`,
    );
    setTimeout(() => part(el, 'choose')!.click());
    const choose = (await oneEvent(
      el,
      'svc-onboarding-choose-app',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-choose-app'];
    expect(choose).to.be.instanceOf(SvcOnboardingChooseAppEvent);
    expect(choose.actionName).to.equal('pick_app');
    expect(choose.context).to.deep.equal({recommendedCatalogId: 'okta'});
    setTimeout(() => part(el, 'skip')!.click());
    const skip = (await oneEvent(
      el,
      'svc-onboarding-skip',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-skip'];
    expect(skip).to.be.instanceOf(SvcOnboardingSkipEvent);
    expect(skip.actionName).to.equal('later');
  });

  it('offers to choose an app when nothing is recommended', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome></svc-onboarding-welcome>`,
    );
    expect(part(el, 'connect')).to.equal(null);
    expect(part(el, 'choose')!.textContent!.trim()).to.equal('Choose an app');
    expect(part(el, 'message')!.textContent).to.contain(
      'Start by connecting your identity provider',
    );
    await expect(el).to.be.accessible();
  });

  it('escapes names and tolerates wrong types', async () => {
    const el = await fixture<SvcOnboardingWelcome>(
      html`<svc-onboarding-welcome
        .recommendedDisplayName=${'<img src=x onerror=alert(1)>'}
        .recommendedCatalogId=${42 as unknown as string}
        .heading=${null as unknown as string}
      ></svc-onboarding-welcome>`,
    );
    expect(el.shadowRoot!.querySelector('img')).to.equal(null);
    expect(part(el, 'connect')!.textContent).to.contain('<img src=x onerror=alert(1)>');
    setTimeout(() => part(el, 'connect')!.click());
    const event = (await oneEvent(
      el,
      'svc-onboarding-connect',
    )) as unknown as GlobalEventHandlersEventMap['svc-onboarding-connect'];
    expect(event.context).to.deep.equal({
      catalogId: '42',
      displayName: '<img src=x onerror=alert(1)>',
    });
  });
});
