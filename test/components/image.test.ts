import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/components/basic/image.js';
import {normalizeFit, normalizeImageVariant} from '../../src/components/basic/image.js';
import type {SvcImage} from '../../src/components/basic/image.js';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import type {TestMediaPolicyProvider} from './media-helpers.js';
import {
  fixtureUrl,
  imageLoaded,
  otherOriginUrl,
  part,
  requested,
  tagOf,
  waitForRequest,
} from './media-helpers.js';

const img = (el: Element) => part<HTMLImageElement>(el, 'image');
const placeholder = (el: Element) => part(el, 'placeholder');

async function loadedImage(template: ReturnType<typeof html>): Promise<SvcImage> {
  const el = await fixture<SvcImage>(template);
  await imageLoaded(img(el)!);
  await el.updateComplete;
  return el;
}

describe('svc-image', () => {
  it('is accessible with a description', async function () {
    this.timeout(20000); // the first check of a file loads axe-core, slow on a busy machine
    const el = await loadedImage(
      html`<svc-image url=${fixtureUrl('dot.svg')} description="A blue dot"></svc-image>`,
    );
    await expect(el).to.be.accessible();
  });

  it('is accessible when decorative (alt="")', async () => {
    const el = await loadedImage(html`<svc-image url=${fixtureUrl('dot.svg')}></svc-image>`);
    await expect(el).to.be.accessible();
    expect(img(el)!.getAttribute('alt')).to.equal('');
  });

  it('is accessible as a placeholder', async () => {
    const el = await fixture<SvcImage>(
      html`<svc-image url="https://evil.example/x.png" description="A chart"></svc-image>`,
    );
    el.mediaPolicy = {origins: []};
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });

  it('has the catalog defaults', async () => {
    const el = await fixture<SvcImage>(html`<svc-image></svc-image>`);
    expect(el.url).to.equal('');
    expect(el.description).to.equal('');
    expect(el.fit).to.equal('fill');
    expect(el.variant).to.equal('');
    expect(el.mediaPolicy).to.equal(undefined);
    expect(tagOf(img(el))).to.equal(null);
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Image not shown: it has no address',
    );
  });

  it('shows the picture with its alt text, lazily, async, without a referrer', async () => {
    const url = fixtureUrl('dot.svg');
    const el = await loadedImage(html`<svc-image url=${url} description="A blue dot"></svc-image>`);
    const image = img(el)!;
    expect(image.getAttribute('src')).to.equal(url);
    expect(image.alt).to.equal('A blue dot');
    expect(image.getAttribute('loading')).to.equal('lazy');
    expect(image.getAttribute('decoding')).to.equal('async');
    expect(image.getAttribute('referrerpolicy')).to.equal('no-referrer');
    expect(image.naturalWidth).to.equal(40);
    expect(el.matches(':state(loaded)')).to.be.true;
    expect(el.matches(':state(loading)')).to.be.false;
    expect(tagOf(placeholder(el))).to.equal(null);
  });

  it('reads attributes and applies fit as object-fit', async () => {
    const el = await loadedImage(
      html`<svc-image
        url=${fixtureUrl('dot.svg')}
        fit="scaleDown"
        variant="header"
        description="x"
      ></svc-image>`,
    );
    expect(el.fit).to.equal('scaleDown');
    expect(el.variant).to.equal('header');
    expect(getComputedStyle(img(el)!).objectFit).to.equal('scale-down');
    el.fit = 'cover';
    await el.updateComplete;
    expect(getComputedStyle(img(el)!).objectFit).to.equal('cover');
  });

  it('normalises fit and variant spellings', () => {
    expect(normalizeFit('scaleDown')).to.equal('scale-down');
    expect(normalizeFit('SCALE_DOWN')).to.equal('scale-down');
    expect(normalizeFit('Cover')).to.equal('cover');
    expect(normalizeFit('stretch')).to.equal('fill');
    expect(normalizeFit(undefined)).to.equal('fill');
    expect(normalizeImageVariant('large_feature')).to.equal('largeFeature');
    expect(normalizeImageVariant('AVATAR')).to.equal('avatar');
    expect(normalizeImageVariant('poster')).to.equal('mediumFeature');
    expect(normalizeImageVariant(3)).to.equal('mediumFeature');
  });

  it('sizes and shapes the box by variant, through tokens', async () => {
    const el = await loadedImage(
      html`<svc-image url=${fixtureUrl('dot.svg')} variant="avatar"></svc-image>`,
    );
    const base = part(el, 'base')!;
    expect(base.getBoundingClientRect().width).to.equal(40);
    expect(base.getBoundingClientRect().height).to.equal(40);
    expect(getComputedStyle(base).borderTopLeftRadius).to.equal('50%');
    el.style.setProperty('--svc-image-avatar-size', '64px');
    expect(base.getBoundingClientRect().width).to.equal(64);
    el.variant = 'icon';
    await el.updateComplete;
    expect(base.getBoundingClientRect().width).to.equal(24);
    el.variant = 'smallFeature';
    await el.updateComplete;
    expect(base.getBoundingClientRect().width).to.equal(120);
    expect(base.getBoundingClientRect().height).to.equal(90); // the picture's own 4:3
  });

  it('takes the full width as a header, with the header height', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="width: 500px">
        <svc-image url=${fixtureUrl('dot.svg')} variant="header" fit="cover"></svc-image>
      </div>`,
    );
    const el = wrapper.querySelector('svc-image')!;
    await imageLoaded(img(el)!);
    const box = part(el, 'base')!.getBoundingClientRect();
    expect(box.width).to.equal(500);
    expect(box.height).to.equal(160);
  });

  describe('media policy', () => {
    it('loads nothing from a refused address and says why', async () => {
      const refused = otherOriginUrl('dot.svg');
      const allowed = fixtureUrl('dot.svg');
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <svc-image id="refused" url=${refused} description="Team photo"></svc-image>
          <svc-image id="allowed" url=${allowed}></svc-image>
        </div>`,
      );
      const el = wrapper.querySelector<SvcImage>('#refused')!;
      await imageLoaded(img(wrapper.querySelector('#allowed')!)!);
      expect(tagOf(img(el))).to.equal(null);
      expect(tagOf(el.shadowRoot!.querySelector('[src]'))).to.equal(null);
      expect(placeholder(el)!.getAttribute('role')).to.equal('img');
      expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
        'Image not shown: its address is not allowed (Team photo)',
      );
      expect(part(el, 'placeholder-text')!.textContent).to.equal(
        'Image not shown: its address is not allowed',
      );
      expect(el.matches(':state(placeholder)')).to.be.true;
      expect(requested(allowed)).to.be.true;
      expect(requested(refused)).to.be.false;
    });

    it('loads the same address once the policy allows http (the check can fail)', async () => {
      const url = otherOriginUrl('dot.svg');
      const el = await fixture<SvcImage>(html`<svc-image url=${url}></svc-image>`);
      expect(tagOf(img(el))).to.equal(null);
      el.mediaPolicy = {allowHttp: true};
      await el.updateComplete;
      expect(img(el)!.getAttribute('src')).to.equal(url);
      await waitForRequest(url);
    });

    it('refuses javascript:, data:, blob: and user-info addresses without an img', async () => {
      for (const url of [
        'javascript:alert(1)',
        'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        `blob:${location.origin}/0000`,
        'https://user:pw@cdn.example/x.png',
        'https:\\\\cdn.example/x.png',
      ]) {
        const el = await fixture<SvcImage>(html`<svc-image .url=${url}></svc-image>`);
        expect(tagOf(img(el)), url).to.equal(null);
        expect(placeholder(el)!.getAttribute('aria-label'), url).to.equal(
          'Image not shown: its address is not allowed',
        );
      }
    });

    it('the page own origin: requested by default, not with sameOrigin false (issue 39)', async () => {
      // Stands for `/logout?via=img`: a same-origin request carries the reader's cookies.
      const byDefault = fixtureUrl('dot.svg');
      const switchedOff = fixtureUrl('dot.svg');
      const relative = new URL(switchedOff).pathname + new URL(switchedOff).search;
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <svc-image id="default" url=${byDefault} .mediaPolicy=${{origins: []}}></svc-image>
          <svc-image
            id="off"
            url=${relative}
            description="Logo"
            .mediaPolicy=${{origins: [], sameOrigin: false}}
          ></svc-image>
        </div>`,
      );
      const loaded = wrapper.querySelector<SvcImage>('#default')!;
      const off = wrapper.querySelector<SvcImage>('#off')!;
      await imageLoaded(img(loaded)!);
      await off.updateComplete;
      expect(requested(byDefault)).to.be.true;
      expect(tagOf(img(off))).to.equal(null);
      expect(placeholder(off)!.getAttribute('aria-label')).to.equal(
        'Image not shown: its address is not allowed (Logo)',
      );
      expect(requested(switchedOff)).to.be.false;
      // Listing the page's origin lets it through again.
      off.mediaPolicy = {origins: [location.origin], sameOrigin: false, allowHttp: true};
      await off.updateComplete;
      await imageLoaded(img(off)!);
      expect(requested(switchedOff)).to.be.true;
    });

    it('takes the policy from the surface (context); its own property wins', async () => {
      const url = fixtureUrl('dot.svg');
      const provider = await fixture<TestMediaPolicyProvider>(
        html`<test-media-policy-provider .policy=${{origins: []}}>
          <svc-image url="https://cdn.example/a.png"></svc-image>
          <svc-image url=${url}></svc-image>
        </test-media-policy-provider>`,
      );
      const [remote, local] = provider.querySelectorAll('svc-image');
      await remote.updateComplete;
      expect(tagOf(img(remote))).to.equal(null);
      expect(img(local)!.getAttribute('src'), 'the page own origin').to.equal(url);
      provider.policy = {origins: ['https://cdn.example']};
      await provider.updateComplete;
      await remote.updateComplete;
      expect(img(remote)!.getAttribute('src')).to.equal('https://cdn.example/a.png');
      remote.mediaPolicy = {origins: ['https://other.example']};
      await remote.updateComplete;
      expect(tagOf(img(remote))).to.equal(null);
    });
  });

  it('takes the policy <svc-surface> provides', async () => {
    const surface = await fixture<SvcSurface>(
      html`<svc-surface .mediaPolicy=${{origins: ['https://cdn.example']}}>
        <svc-image url="https://cdn.example/a.png"></svc-image>
        <svc-image url="https://elsewhere.example/a.png"></svc-image>
      </svc-surface>`,
    );
    const [listed, other] = surface.querySelectorAll('svc-image');
    await other.updateComplete;
    expect(img(listed)!.getAttribute('src')).to.equal('https://cdn.example/a.png');
    expect(tagOf(img(other))).to.equal(null);
  });

  it('shows a labelled placeholder, not a broken image, when the picture does not load', async () => {
    const url = fixtureUrl('missing-404.png');
    const el = await fixture<SvcImage>(
      html`<svc-image url=${url} description="Chart of usage"></svc-image>`,
    );
    expect(el.matches(':state(loading)')).to.be.true;
    await waitUntil(() => placeholder(el), 'no placeholder after the 404');
    expect(tagOf(img(el))).to.equal(null);
    expect(placeholder(el)!.getAttribute('aria-label')).to.equal(
      'Image could not be loaded (Chart of usage)',
    );
    expect(el.matches(':state(placeholder)')).to.be.true;
    await expect(el).to.be.accessible();
    el.url = fixtureUrl('dot.svg');
    await el.updateComplete;
    expect(el.matches(':state(loading)')).to.be.true;
    await imageLoaded(img(el)!);
    await el.updateComplete;
    expect(el.matches(':state(loaded)')).to.be.true;
  });

  it('is not focusable and fires nothing', async () => {
    const el = await loadedImage(html`<svc-image url=${fixtureUrl('dot.svg')}></svc-image>`);
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.variant = 'avatar';
    await el.updateComplete;
    expect(count).to.equal(0);
    expect(img(el)!.tabIndex).to.equal(-1);
  });
});
