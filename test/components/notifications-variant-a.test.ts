import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/components/svc/notifications-variant-a.js';
import {
  SvcNotificationsDismissEvent,
  SvcNotificationsEnableEvent,
  SvcNotificationsVariantA,
} from '../../src/components/svc/notifications-variant-a.js';
import {SvcIntentEvent} from '../../src/components/events.js';

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);

describe('svc-notifications-variant-a', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcNotificationsVariantA>(
      html`<svc-notifications-variant-a></svc-notifications-variant-a>`,
    );
    await expect(el).to.be.accessible();
  });

  it('lists its intent events', () => {
    expect(SvcNotificationsVariantA.intentEvents).to.deep.equal([
      'svc-notifications-enable',
      'svc-notifications-dismiss',
    ]);
  });

  it('is a compact banner with default texts', async () => {
    const el = await fixture<SvcNotificationsVariantA>(
      html`<svc-notifications-variant-a></svc-notifications-variant-a>`,
    );
    expect(part(el, 'message')!.textContent).to.contain('Get a message in your chat app');
    expect(part(el, 'enable')!.textContent!.trim()).to.equal('Turn on');
    const dismiss = part(el, 'dismiss')!;
    expect(dismiss.querySelector('.visually-hidden')!.textContent).to.equal('Not now');
    expect(part(el, 'benefits')).to.equal(null);
    expect(part(el, 'icon')!.getAttribute('aria-hidden')).to.equal('true');
  });

  it('takes its texts from properties and the slot', async () => {
    const el = await fixture<SvcNotificationsVariantA>(
      html`<svc-notifications-variant-a
        chat-tool="Slack"
        enable-label="Enable"
        dismiss-label="Close"
        >Ping me in Slack</svc-notifications-variant-a
      >`,
    );
    expect(part(el, 'message')!.textContent).to.contain('Get a message in Slack');
    const slot = part(el, 'message')!.querySelector('slot')!;
    expect(slot.assignedNodes()[0].textContent).to.equal('Ping me in Slack');
    expect(part(el, 'enable')!.textContent!.trim()).to.equal('Enable');
    expect(part(el, 'dismiss')!.textContent).to.contain('Close');
    el.message = 'Custom <b>sentence</b>';
    await el.updateComplete;
    expect(part(el, 'message')!.textContent).to.contain('Custom <b>sentence</b>');
    expect(part(el, 'message')!.querySelector('b')).to.equal(null);
  });

  it('raises the enable intent, then confirms and cannot send it twice', async () => {
    const el = await fixture<SvcNotificationsVariantA>(
      html`<svc-notifications-variant-a chat-tool="Slack"></svc-notifications-variant-a>`,
    );
    let count = 0;
    el.addEventListener('svc-notifications-enable', () => count++);
    setTimeout(() => part(el, 'enable')!.click());
    const event = (await oneEvent(
      el.parentElement!,
      'svc-notifications-enable',
    )) as unknown as GlobalEventHandlersEventMap['svc-notifications-enable'];
    expect(event).to.be.instanceOf(SvcNotificationsEnableEvent);
    expect(event).to.be.instanceOf(SvcIntentEvent);
    expect(event.bubbles && event.composed).to.equal(true);
    expect(event.actionName).to.equal('notifications_enable');
    expect(event.context).to.deep.equal({variant: 'a', chatTool: 'Slack'});
    await el.updateComplete;
    expect(part(el, 'enable')).to.equal(null);
    const answer = part(el, 'answer')!;
    expect(answer.getAttribute('role')).to.equal('status');
    expect(answer.textContent).to.contain('the assistant will walk you through it');
    expect(el.shadowRoot!.activeElement).to.equal(answer);
    expect(count).to.equal(1);
    await expect(el).to.be.accessible();
  });

  it('raises the dismiss intent', async () => {
    const el = await fixture<SvcNotificationsVariantA>(
      html`<svc-notifications-variant-a
        dismiss-action-name="notify_no"
      ></svc-notifications-variant-a>`,
    );
    setTimeout(() => part(el, 'dismiss')!.click());
    const event = (await oneEvent(
      el,
      'svc-notifications-dismiss',
    )) as unknown as GlobalEventHandlersEventMap['svc-notifications-dismiss'];
    expect(event).to.be.instanceOf(SvcNotificationsDismissEvent);
    expect(event.actionName).to.equal('notify_no');
    expect(event.context).to.deep.equal({variant: 'a', chatTool: ''});
    await el.updateComplete;
    expect(part(el, 'answer')!.textContent).to.contain('You can turn notifications on later');
  });
});
