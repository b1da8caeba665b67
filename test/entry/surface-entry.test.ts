import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {makeSurface, part} from '../surface/helpers.js';

const COMMON_TAGS = ['svc-column', 'svc-row', 'svc-card', 'svc-text'];

/** Whether every tag is defined within `ms`. */
async function definedWithin(tags: string[], ms: number): Promise<boolean> {
  const all = Promise.all(tags.map((tag) => customElements.whenDefined(tag))).then(() => true);
  const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([all, late]);
}

// Each test file runs in its own page: only this entry has been imported here.
describe('surface entry (common elements and formatString requested at import)', () => {
  it('defines the layout containers and text without a surface asking, and nothing else', async () => {
    expect(await definedWithin(COMMON_TAGS, 10_000)).to.equal(true);
    expect(customElements.get('svc-table')).to.equal(undefined);
    expect(customElements.get('svc-button')).to.equal(undefined);
  });

  it('requests formatString with them, and not the other formatters', () => {
    const requested = (file: string) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes(file));
    expect(requested('/model/functions/format-string.')).to.equal(true);
    expect(requested('/model/functions/on-demand.')).to.equal(false);
  });

  it('renders a surface of those elements once `updateComplete` resolves', async () => {
    const el = await fixture<SvcSurface>(
      html`<svc-surface
        .surface=${makeSurface(
          [
            {id: 'root', card: {child: 'body'}},
            {id: 'body', column: {children: {ids: ['title', 'line']}}},
            {id: 'title', text: {text: {literal: 'Access review'}, variant: {literal: 'h2'}}},
            {id: 'line', row: {children: {ids: ['who']}}},
            {
              id: 'who',
              text: {text: {call: {call: 'formatString', args: {value: {literal: 'By ${/who}'}}}}},
            },
          ],
          {who: 'Ada'},
        )}
      ></svc-surface>`,
    );
    expect(part(el, 'title').shadowRoot?.textContent?.trim()).to.equal('Access review');
    expect(part(el, 'who').shadowRoot?.textContent?.trim()).to.equal('By Ada');
  });
});
