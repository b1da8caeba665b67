import {expect, fixture, html, oneEvent, waitUntil} from '@open-wc/testing';
import {sendKeys} from '@web/test-runner-commands';
import '../../src/components/basic/video.js';
import type {SvcVideo} from '../../src/components/basic/video.js';
import type {TestMediaPolicyProvider} from './media-helpers.js';
import {
  fixtureUrl,
  otherOriginUrl,
  part,
  requested,
  tagOf,
  waitForRequest,
} from './media-helpers.js';

const video = (el: Element) => part<HTMLVideoElement>(el, 'video');
const placeholder = (el: Element) => part(el, 'placeholder');

/** A sound-only file plays in a <video> too: a source that loads without a video encoder. */
async function playable(template: ReturnType<typeof html>): Promise<SvcVideo> {
  const el = await fixture<SvcVideo>(template);
  const media = video(el)!;
  if (media.readyState < 1) await oneEvent(media, 'loadedmetadata');
  return el;
}

describe('svc-video', () => {
  it('is accessible', async function () {
    this.timeout(20000); // the first check of a file loads axe-core, slow on a busy machine
    const el = await playable(
      html`<svc-video url=${fixtureUrl('tone.wav')} description="Product tour"></svc-video>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible as a placeholder', async () => {
    const el = await fixture<SvcVideo>(html`<svc-video url="data:video/mp4,AAAA"></svc-video>`);
    await expect(el).to.be.accessible();
  });

  it('is a short box as a placeholder, not a video-shaped one', async () => {
    const el = await fixture<SvcVideo>(
      html`<svc-video style="width: 640px" url="data:video/mp4,AAAA"></svc-video>`,
    );
    const box = placeholder(el)!.getBoundingClientRect();
    expect(box.width).to.equal(640);
    expect(box.height).to.be.at.most(100);
  });

  it('has empty defaults and says it has no address', async () => {
    const el = await fixture<SvcVideo>(html`<svc-video></svc-video>`);
    expect(el.url).to.equal('');
    expect(el.posterUrl).to.equal('');
    expect(el.description).to.equal('');
    expect(tagOf(video(el))).to.equal(null);
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Video not shown: it has no address',
    );
  });

  it('shows native controls, never autoplays, preloads only metadata', async () => {
    const url = fixtureUrl('tone.wav');
    const el = await playable(html`<svc-video url=${url}></svc-video>`);
    const media = video(el)!;
    expect(media.getAttribute('src')).to.equal(url);
    expect(media.controls).to.be.true;
    expect(media.hasAttribute('autoplay')).to.be.false;
    expect(media.autoplay).to.be.false;
    expect(media.getAttribute('preload')).to.equal('metadata');
    expect(media.paused).to.be.true;
    expect(media.getAttribute('aria-label')).to.equal('Video');
    el.description = 'Product tour';
    await el.updateComplete;
    expect(media.getAttribute('aria-label')).to.equal('Product tour');
  });

  it('reads attributes, and shows an allowed poster', async () => {
    const url = fixtureUrl('tone.wav');
    const poster = fixtureUrl('dot.svg');
    const el = await fixture<SvcVideo>(
      html`<svc-video url=${url} poster-url=${poster} description="Tour"></svc-video>`,
    );
    expect(el.posterUrl).to.equal(poster);
    expect(video(el)!.getAttribute('poster')).to.equal(poster);
    await waitForRequest(poster);
  });

  it('leaves out a poster the policy refuses, and does not request it', async () => {
    const poster = otherOriginUrl('dot.svg');
    const el = await fixture<SvcVideo>(
      html`<svc-video url=${fixtureUrl('tone.wav')} poster-url=${poster}></svc-video>`,
    );
    expect(video(el)!.hasAttribute('poster')).to.be.false;
    el.mediaPolicy = {allowHttp: true};
    await el.updateComplete;
    expect(video(el)!.getAttribute('poster')).to.equal(poster);
    await waitForRequest(poster);
  });

  it('loads nothing from a refused address and says why', async () => {
    const refused = otherOriginUrl('tone.wav');
    const allowed = fixtureUrl('tone.wav');
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <svc-video id="refused" url=${refused} description="Tour"></svc-video>
        <svc-video id="allowed" url=${allowed}></svc-video>
      </div>`,
    );
    const el = wrapper.querySelector('#refused')!;
    await waitForRequest(allowed);
    expect(tagOf(video(el))).to.equal(null);
    expect(tagOf(el.shadowRoot!.querySelector('[src]'))).to.equal(null);
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Video not shown: its address is not allowed (Tour)',
    );
    expect(el.matches(':state(placeholder)')).to.be.true;
    expect(requested(refused)).to.be.false;
  });

  it('takes the policy from the surface (context)', async () => {
    const provider = await fixture<TestMediaPolicyProvider>(
      html`<test-media-policy-provider .policy=${{allowHttp: true}}>
        <svc-video url="http://cdn.example/v.mp4"></svc-video>
      </test-media-policy-provider>`,
    );
    const el = provider.querySelector('svc-video')!;
    expect(video(el)!.getAttribute('src')).to.equal('http://cdn.example/v.mp4');
    provider.policy = {};
    await provider.updateComplete;
    await el.updateComplete;
    expect(tagOf(video(el))).to.equal(null);
  });

  it('shows a placeholder when the video does not load', async () => {
    const el = await fixture<SvcVideo>(
      html`<svc-video url=${fixtureUrl('missing-404.mp4')}></svc-video>`,
    );
    await waitUntil(() => placeholder(el), 'no placeholder after the 404');
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal('Video could not be loaded');
    el.url = fixtureUrl('tone.wav');
    await el.updateComplete;
    expect(tagOf(video(el))).not.to.equal(null);
  });

  it('is reached with the keyboard; its controls are the browser’s', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <button>before</button>
        <svc-video url=${fixtureUrl('tone.wav')} description="Tour"></svc-video>
      </div>`,
    );
    const el = wrapper.querySelector('svc-video')!;
    await el.updateComplete;
    wrapper.querySelector('button')!.focus();
    await sendKeys({press: 'Tab'});
    expect(document.activeElement === el, 'focus is in the element').to.be.true;
    expect(tagOf(el.shadowRoot!.activeElement)).to.equal('video');
  });
});
