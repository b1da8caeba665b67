import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../../src/components/form/oauth2-field.js';
import type {SvcFormOAuth2} from '../../../src/components/form/oauth2-field.js';
import {SvcOAuth2ConnectEvent} from '../../../src/components/form/events.js';
import {fields} from './fixtures.js';
import {$, text} from './helpers.js';

describe('svc-form-oauth2', () => {
  it('is accessible', async () => {
    const el = await fixture<SvcFormOAuth2>(
      html`<svc-form-oauth2 .field=${fields.oauth2}></svc-form-oauth2>`,
    );
    await expect(el).to.be.accessible();
  });

  it('raises svc-oauth2-connect (bubbling, composed) with the field name and view', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><svc-form-oauth2 .field=${fields.oauth2}></svc-form-oauth2></div>`,
    );
    const el = wrapper.querySelector('svc-form-oauth2')!;
    await el.updateComplete;
    expect(text(el, '[part~="status"]')).to.equal('Not connected');
    const fired = oneEvent(wrapper, 'svc-oauth2-connect');
    $<HTMLButtonElement>(el, 'button').click();
    const event = (await fired) as unknown as SvcOAuth2ConnectEvent;
    expect(event).to.be.instanceOf(SvcOAuth2ConnectEvent);
    expect(event.field).to.equal('github');
    expect(event.view).to.deep.equal({provider: 'github'});
    expect(event.bubbles && event.composed).to.equal(true);
  });

  it('shows the connected state once the host set a value', async () => {
    const el = await fixture<SvcFormOAuth2>(
      html`<svc-form-oauth2 .field=${fields.oauth2} .value=${'cred-1'}></svc-form-oauth2>`,
    );
    expect(text(el, '[part~="status"]')).to.equal('Connected');
    expect(text(el, 'button')).to.equal('Reconnect');
  });
});
