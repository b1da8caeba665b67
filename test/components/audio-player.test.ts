import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/audio-player.js';
import type {SvcAudioPlayer} from '../../src/components/basic/audio-player.js';
import type {TestMediaPolicyProvider} from './media-helpers.js';
import {
  fixtureUrl,
  otherOriginUrl,
  part,
  requested,
  tagOf,
  waitForRequest,
} from './media-helpers.js';

const audio = (el: Element) => part<HTMLAudioElement>(el, 'audio');
const placeholder = (el: Element) => part(el, 'placeholder');

async function ready(template: ReturnType<typeof html>): Promise<SvcAudioPlayer> {
  const el = await fixture<SvcAudioPlayer>(template);
  const media = audio(el)!;
  if (media.readyState < 1) await oneEvent(media, 'loadedmetadata');
  return el;
}

describe('svc-audio-player', () => {
  it('is accessible', async function () {
    this.timeout(20000); // the first check of a file loads axe-core, slow on a busy machine
    const el = await ready(
      html`<svc-audio-player
        url=${fixtureUrl('tone.wav')}
        description="Episode 12: Access reviews"
      ></svc-audio-player>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible without a description and as a placeholder', async () => {
    const bare = await ready(
      html`<svc-audio-player url=${fixtureUrl('tone.wav')}></svc-audio-player>`,
    );
    await expect(bare).to.be.accessible();
    const refused = await fixture<SvcAudioPlayer>(
      html`<svc-audio-player url="javascript:alert(1)" description="Episode"></svc-audio-player>`,
    );
    await expect(refused).to.be.accessible();
  });

  it('has empty defaults and says it has no address', async () => {
    const el = await fixture<SvcAudioPlayer>(html`<svc-audio-player></svc-audio-player>`);
    expect(el.url).to.equal('');
    expect(el.description).to.equal('');
    expect(tagOf(audio(el))).to.equal(null);
    expect(tagOf(part(el, 'label'))).to.equal(null);
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Audio not shown: it has no address',
    );
  });

  it('shows the description as its visible label and accessible name', async () => {
    const el = await ready(
      html`<svc-audio-player
        url=${fixtureUrl('tone.wav')}
        description="Episode 12"
      ></svc-audio-player>`,
    );
    const label = part(el, 'label')!;
    expect(label.textContent).to.equal('Episode 12');
    expect(label.getBoundingClientRect().height).to.be.greaterThan(0);
    expect(audio(el)!.getAttribute('aria-labelledby')).to.equal(label.id);
    expect(audio(el)!.hasAttribute('aria-label')).to.be.false;
    el.description = '';
    await el.updateComplete;
    expect(tagOf(part(el, 'label'))).to.equal(null);
    expect(audio(el)!.getAttribute('aria-label')).to.equal('Audio');
  });

  it('shows native controls, never autoplays, preloads only metadata', async () => {
    const url = fixtureUrl('tone.wav');
    const el = await ready(html`<svc-audio-player url=${url}></svc-audio-player>`);
    const media = audio(el)!;
    expect(media.getAttribute('src')).to.equal(url);
    expect(media.controls).to.be.true;
    expect(media.hasAttribute('autoplay')).to.be.false;
    expect(media.autoplay).to.be.false;
    expect(media.getAttribute('preload')).to.equal('metadata');
    expect(media.paused).to.be.true;
    expect(media.duration).to.be.closeTo(0.1, 0.01);
  });

  it('loads nothing from a refused address and says why', async () => {
    const refused = otherOriginUrl('tone.wav');
    const allowed = fixtureUrl('tone.wav');
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <svc-audio-player id="refused" url=${refused} description="Episode"></svc-audio-player>
        <svc-audio-player id="allowed" url=${allowed}></svc-audio-player>
      </div>`,
    );
    const el = wrapper.querySelector('#refused')!;
    await waitForRequest(allowed);
    expect(tagOf(audio(el))).to.equal(null);
    expect(tagOf(el.shadowRoot!.querySelector('[src]'))).to.equal(null);
    expect(part(el, 'label')!.textContent).to.equal('Episode');
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Audio not shown: its address is not allowed',
    );
    expect(el.matches(':state(placeholder)')).to.be.true;
    expect(requested(refused)).to.be.false;
  });

  it('takes the policy from the surface (context); its own property wins', async () => {
    const provider = await fixture<TestMediaPolicyProvider>(
      html`<test-media-policy-provider .policy=${{origins: ['https://media.example']}}>
        <svc-audio-player url="https://media.example/a.mp3"></svc-audio-player>
      </test-media-policy-provider>`,
    );
    const el = provider.querySelector('svc-audio-player')!;
    expect(audio(el)!.getAttribute('src')).to.equal('https://media.example/a.mp3');
    el.mediaPolicy = {origins: []};
    await el.updateComplete;
    expect(tagOf(audio(el))).to.equal(null);
  });

  it('shows a placeholder when the sound does not load', async () => {
    const el = await fixture<SvcAudioPlayer>(
      html`<svc-audio-player
        url=${fixtureUrl('missing-404.mp3')}
        description="Ep"
      ></svc-audio-player>`,
    );
    await waitUntil(() => placeholder(el), 'no placeholder after the 404');
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal('Audio could not be loaded');
    expect(part(el, 'label')!.textContent).to.equal('Ep');
  });

  it('is reached with the keyboard; its controls are the browser’s', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <button>before</button>
        <svc-audio-player url=${fixtureUrl('tone.wav')} description="Ep"></svc-audio-player>
      </div>`,
    );
    const el = wrapper.querySelector('svc-audio-player')!;
    await el.updateComplete;
    wrapper.querySelector('button')!.focus();
    await sendKeys({press: 'Tab'});
    expect(document.activeElement === el, 'focus is in the element').to.be.true;
    expect(tagOf(el.shadowRoot!.activeElement)).to.equal('audio');
  });
});
