import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {makeSurface, part} from '../surface/helpers.js';

const COMMON_TAGS = ['svc-column', 'svc-row', 'svc-card', 'svc-text'];

// Each test file runs in its own page: only this entry has been imported here.
describe('surface entry', () => {
  it('defines the layout containers and text at import, and nothing else', () => {
    for (const tag of COMMON_TAGS) expect(customElements.get(tag), tag).to.not.equal(undefined);
    expect(customElements.get('svc-table')).to.equal(undefined);
    expect(customElements.get('svc-button')).to.equal(undefined);
  });

  it('requests formatString at import, and not the other formatters', async () => {
    const requested = (file: string) =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes(file));
    // A resource is listed once it has arrived.
    await waitUntil(() => requested('/model/functions/format-string.'), 'formatString requested');
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
