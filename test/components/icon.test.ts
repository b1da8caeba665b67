import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import {mdiAccountCircle, mdiArrowLeft, mdiPlus} from '@mdi/js';
import '../../src/components/basic/icon.js';
import {iconKey, iconWords, isPathData} from '../../src/components/basic/icon.js';
import type {SvcIcon} from '../../src/components/basic/icon.js';
import {iconPaths} from '../../src/components/basic/internal/icon-paths.js';
import {tagOf} from './media-helpers.js';

const svg = (el: Element) => el.shadowRoot!.querySelector<SVGSVGElement>('[part~="svg"]');
const d = (el: Element) => el.shadowRoot!.querySelector('path')?.getAttribute('d');

async function drawn(template: ReturnType<typeof html>): Promise<SvcIcon> {
  const el = await fixture<SvcIcon>(template);
  await waitUntil(() => el.shadowRoot!.querySelector('path, [part~="text"]'), 'nothing drawn');
  await el.updateComplete;
  return el;
}

/** The 59 icon names of the A2UI v0.9 basic catalog. */
const CATALOG = `accountCircle add arrowBack arrowForward attachFile calendarToday call camera check
  close delete download edit event error fastForward favorite favoriteOff folder help home info
  locationOn lock lockOpen mail menu moreVert moreHoriz notificationsOff notifications pause
  payment person phone photo play print refresh rewind search send settings share shoppingCart
  skipNext skipPrevious star starHalf starOff stop upload visibility visibilityOff volumeDown
  volumeMute volumeOff volumeUp warning`.split(/\s+/);

describe('svc-icon', () => {
  it('is accessible, labelled or decorative', async function () {
    this.timeout(20000); // the first check of a file loads axe-core, slow on a busy machine
    const labelled = await drawn(html`<svc-icon name="add" label="Add item"></svc-icon>`);
    await expect(labelled).to.be.accessible();
    const decorative = await drawn(html`<svc-icon name="add"></svc-icon>`);
    await expect(decorative).to.be.accessible();
  });

  it('is accessible as a fallback', async () => {
    const el = await drawn(html`<svc-icon name="priority_high"></svc-icon>`);
    await expect(el).to.be.accessible();
    const emoji = await drawn(html`<svc-icon name="🔥"></svc-icon>`);
    await expect(emoji).to.be.accessible();
  });

  it('has empty defaults and draws nothing without a name', async () => {
    const el = await fixture<SvcIcon>(html`<svc-icon></svc-icon>`);
    expect(el.name).to.equal('');
    expect(el.label).to.equal('');
    expect(el.path).to.equal('');
    expect(tagOf(el.shadowRoot!.querySelector('svg, [part]'))).to.equal(null);
    expect(el.matches(':state(fallback)')).to.be.false;
  });

  it('draws the catalog icon from Material Design Icons', async () => {
    const el = await drawn(html`<svc-icon name="accountCircle"></svc-icon>`);
    expect(d(el)).to.equal(mdiAccountCircle);
    expect(svg(el)!.getAttribute('viewBox')).to.equal('0 0 24 24');
    el.name = 'add';
    await el.updateComplete;
    expect(d(el)).to.equal(mdiPlus);
  });

  it('maps every catalog name, and the Material names agents often write', () => {
    expect(CATALOG).to.have.length(59);
    for (const name of CATALOG) expect(iconPaths.get(iconKey(name)), name).to.be.a('string');
    // The spec's own examples use these (priority_high, trending_up, directions_run…).
    const extras = ['arrow_downward', 'arrow_upward', 'check_circle', 'directions_run'];
    extras.push('local_fire_department', 'local_shipping', 'priority_high', 'schedule');
    extras.push('thumb_up', 'trending_down', 'trending_up');
    for (const name of extras) expect(iconPaths.get(iconKey(name)), name).to.be.a('string');
    expect(iconPaths.size).to.equal(CATALOG.length + extras.length);
  });

  it('accepts other spellings of a name', async () => {
    for (const name of ['arrow_back', 'ArrowBack', 'arrow-back', 'ARROW_BACK', ' arrowBack ']) {
      const el = await drawn(html`<svc-icon .name=${name}></svc-icon>`);
      expect(d(el), name).to.equal(mdiArrowLeft);
    }
    expect(iconKey('Arrow Back')).to.equal('arrowback');
    expect(iconKey(undefined)).to.equal('');
  });

  it('is decorative without a label, an image named by it with one', async () => {
    const el = await drawn(html`<svc-icon name="home"></svc-icon>`);
    expect(svg(el)!.getAttribute('aria-hidden')).to.equal('true');
    expect(svg(el)!.hasAttribute('role')).to.be.false;
    el.label = 'Home';
    await el.updateComplete;
    expect(svg(el)!.getAttribute('role')).to.equal('img');
    expect(svg(el)!.getAttribute('aria-label')).to.equal('Home');
    expect(svg(el)!.hasAttribute('aria-hidden')).to.be.false;
  });

  it('shows an unknown name as a labelled dashed square', async () => {
    const el = await drawn(html`<svc-icon name="rocket_launch"></svc-icon>`);
    expect(el.matches(':state(fallback)')).to.be.true;
    expect(svg(el)!.getAttribute('role')).to.equal('img');
    expect(svg(el)!.getAttribute('aria-label')).to.equal('rocket launch');
    expect(el.shadowRoot!.querySelector('title')!.textContent).to.equal('rocket_launch');
    el.label = 'Urgent';
    await el.updateComplete;
    expect(svg(el)!.getAttribute('aria-label')).to.equal('Urgent');
    el.name = 'warning';
    await el.updateComplete;
    expect(el.matches(':state(fallback)')).to.be.false;
    expect(tagOf(el.shadowRoot!.querySelector('title'))).to.equal(null);
  });

  it('shows an emoji name as itself', async () => {
    const el = await drawn(html`<svc-icon name="🔥" label="Hot"></svc-icon>`);
    const text = el.shadowRoot!.querySelector('[part~="text"]')!;
    expect(text.textContent).to.equal('🔥');
    expect(text.getAttribute('role')).to.equal('img');
    expect(text.getAttribute('aria-label')).to.equal('Hot');
    expect(el.matches(':state(fallback)')).to.be.true;
  });

  it('draws a custom path, which wins over the name, if it is path data', async () => {
    const custom = 'M2 2h20v20H2z';
    const el = await drawn(html`<svc-icon name="add" .path=${custom}></svc-icon>`);
    expect(d(el)).to.equal(custom);
    el.path = '<script>alert(1)</script>';
    await el.updateComplete;
    expect(d(el)).to.equal(mdiPlus);
    expect(isPathData('M1 2L3.5e-1 4z')).to.be.true;
    expect(isPathData('url(javascript:x)')).to.be.false;
    expect(isPathData(`M${'1 '.repeat(20_000)}`)).to.be.false;
  });

  it('reads the wire object form of the name as a custom path', async () => {
    const el = await drawn(html`<svc-icon .name=${{svgPath: 'M2 2h20v20H2z'}}></svc-icon>`);
    expect(d(el)).to.equal('M2 2h20v20H2z');
    el.name = {path: 'M4 4h16v16H4z'} as unknown as string;
    await el.updateComplete;
    expect(d(el)).to.equal('M4 4h16v16H4z');
    el.name = {svgPath: 'javascript:alert(1)'} as unknown as string;
    await el.updateComplete;
    expect(el.matches(':state(fallback)')).to.be.true;
    expect(svg(el)!.getAttribute('aria-label')).to.equal('Icon');
  });

  it('turns names into words for labels', () => {
    expect(iconWords('priority_high')).to.equal('priority high');
    expect(iconWords('accountCircle')).to.equal('account circle');
    expect(iconWords('  a-b ')).to.equal('a b');
  });

  it('sizes and colours through tokens, in the text colour by default', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div style="color: rgb(255, 0, 0)">
        <svc-icon name="star" style="--svc-icon-size: 40px"></svc-icon>
        <svc-icon name="star"></svc-icon>
      </div>`,
    );
    const [big, plain] = wrapper.querySelectorAll('svc-icon');
    await waitUntil(() => svg(big) && svg(plain), 'nothing drawn');
    expect(big.getBoundingClientRect().width).to.equal(40);
    expect(svg(big)!.getBoundingClientRect().height).to.equal(40);
    expect(plain.getBoundingClientRect().width).to.equal(24);
    expect(getComputedStyle(svg(big)!).fill).to.equal('rgb(255, 0, 0)');
    wrapper.style.setProperty('--svc-icon-color', 'rgb(0, 0, 255)');
    expect(getComputedStyle(svg(big)!).fill).to.equal('rgb(0, 0, 255)');
  });

  it('is not focusable and fires nothing', async () => {
    const el = await drawn(html`<svc-icon name="star" label="Star"></svc-icon>`);
    let count = 0;
    for (const type of ['change', 'input', 'click']) el.addEventListener(type, () => count++);
    el.name = 'starOff';
    await el.updateComplete;
    expect(count).to.equal(0);
    expect(el.tabIndex).to.equal(-1);
  });
});
