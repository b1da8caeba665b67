import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/components/svc/notifications-variant-a.js';
import '../../src/components/svc/notifications-variant-b.js';
import {
  SvcNotificationsDismissEvent,
  SvcNotificationsEnableEvent,
  SvcNotificationsVariantB,
} from '../../src/components/svc/notifications-variant-b.js';

const part = (el: Element, name: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
const parts = (el: Element, name: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(`[part~="${name}"]`),
];

describe('svc-notifications-variant-b', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcNotificationsVariantB>(
      html`<svc-notifications-variant-b></svc-notifications-variant-b>`,
    );
    await expect(el).to.be.accessible();
  });

  it('lists its intent events', () => {
    expect(SvcNotificationsVariantB.intentEvents).to.deep.equal([
      'svc-notifications-enable',
      'svc-notifications-dismiss',
    ]);
  });

  it('is a card with a heading, benefits and two buttons', async () => {
    const el = await fixture<SvcNotificationsVariantB>(
      html`<svc-notifications-variant-b chat-tool="Teams"></svc-notifications-variant-b>`,
    );
    expect(part(el, 'heading')!.textContent!.trim()).to.equal('Stay in the loop');
    expect(part(el, 'message')!.textContent).to.contain('Turn on notifications in Teams');
    expect(parts(el, 'benefit')).to.have.length(3);
    expect(part(el, 'enable')!.textContent!.trim()).to.equal('Turn on notifications');
    expect(part(el, 'dismiss')!.textContent!.trim()).to.equal('Not now');
  });

  it('looks different from design A', async () => {
    const el = await fixture<HTMLElement>(
      html`<div>
        <svc-notifications-variant-a></svc-notifications-variant-a>
        <svc-notifications-variant-b></svc-notifications-variant-b>
      </div>`,
    );
    const a = el.querySelector('svc-notifications-variant-a')!;
    const b = el.querySelector('svc-notifications-variant-b')!;
    await Promise.all([a.updateComplete, b.updateComplete]);
    const baseA = getComputedStyle(part(a, 'base')!);
    const baseB = getComputedStyle(part(b, 'base')!);
    expect(baseA.flexDirection).to.equal('row');
    expect(baseB.flexDirection).to.equal('column');
    expect(part(a, 'benefits')).to.equal(null);
    expect(part(b, 'benefits')).not.to.equal(null);
    expect(b.getBoundingClientRect().height).to.be.greaterThan(a.getBoundingClientRect().height);
  });

  it('takes its texts from properties and slots', async () => {
    const el = await fixture<SvcNotificationsVariantB>(
      html`<svc-notifications-variant-b
        heading="Get pinged"
        .benefits=${['One', 42, null, 'Two']}
        enable-label="Yes please"
        dismiss-label="Later"
      >
        <span slot="heading">Slotted heading</span>
      </svc-notifications-variant-b>`,
    );
    const headingSlot = part(el, 'heading')!.querySelector('slot')!;
    expect(headingSlot.assignedNodes()[0].textContent).to.equal('Slotted heading');
    expect(parts(el, 'benefit').map((b) => b.textContent)).to.deep.equal(['One', '42', 'Two']);
    expect(part(el, 'enable')!.textContent!.trim()).to.equal('Yes please');
    expect(part(el, 'dismiss')!.textContent!.trim()).to.equal('Later');
    el.benefits = 'junk' as never;
    await el.updateComplete;
    expect(part(el, 'benefits')).to.equal(null);
  });

  it('raises enable and dismiss intents', async () => {
    const el = await fixture<SvcNotificationsVariantB>(
      html`<svc-notifications-variant-b
        chat-tool="Slack"
        enable-action-name="notify_yes"
      ></svc-notifications-variant-b>`,
    );
    setTimeout(() => part(el, 'enable')!.click());
    const enable = (await oneEvent(
      el.parentElement!,
      'svc-notifications-enable',
    )) as unknown as GlobalEventHandlersEventMap['svc-notifications-enable'];
    expect(enable).to.be.instanceOf(SvcNotificationsEnableEvent);
    expect(enable.actionName).to.equal('notify_yes');
    expect(enable.context).to.deep.equal({variant: 'b', chatTool: 'Slack'});
    await el.updateComplete;
    expect(part(el, 'actions')).to.equal(null);
    expect(part(el, 'answer')!.getAttribute('role')).to.equal('status');

    const other = await fixture<SvcNotificationsVariantB>(
      html`<svc-notifications-variant-b></svc-notifications-variant-b>`,
    );
    setTimeout(() => part(other, 'dismiss')!.click());
    const dismiss = (await oneEvent(
      other,
      'svc-notifications-dismiss',
    )) as unknown as GlobalEventHandlersEventMap['svc-notifications-dismiss'];
    expect(dismiss).to.be.instanceOf(SvcNotificationsDismissEvent);
    expect(dismiss.actionName).to.equal('notifications_dismiss');
    expect(dismiss.context).to.deep.equal({variant: 'b', chatTool: ''});
  });
});
