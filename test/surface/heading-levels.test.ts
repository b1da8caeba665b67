import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/surface/surface.js';
import '../../src/components/basic/text.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {makeSurface, part} from './helpers.js';

const surface = makeSurface([
  {id: 'root', column: {children: {ids: ['title', 'sub', 'notes', 'todo']}}},
  {id: 'title', text: {text: {literal: 'Access review'}, variant: 'h1'}},
  {id: 'sub', text: {text: {literal: 'Pending'}, variant: 'h2'}},
  {id: 'notes', text: {text: {literal: '# Notes\n\n## Details\n\nText.'}, markdown: true}},
  {
    id: 'todo',
    svcTodoList: {
      title: 'Next steps',
      items: [{id: 'a', label: 'Connect Okta', section: 'Identity', status: 'pending'}],
    },
  },
]);

/** Every heading of the surface as "level text", in order, through shadow roots. */
function outline(el: SvcSurface): string[] {
  const out: string[] = [];
  const visit = (root: ParentNode) => {
    for (const node of root.querySelectorAll('*')) {
      const level = /^h([1-6])$/.exec(node.localName)?.[1] ?? node.getAttribute('aria-level');
      if (/^h[1-6]$/.test(node.localName) || node.getAttribute('role') === 'heading')
        out.push(`${level} ${node.textContent!.trim()}`);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
  };
  visit(el.shadowRoot!);
  return out;
}

async function mount(level?: number) {
  const el = await fixture<SvcSurface>(
    level === undefined
      ? html`<svc-surface .surface=${surface}></svc-surface>`
      : html`<svc-surface heading-level=${level} .surface=${surface}></svc-surface>`,
  );
  await waitUntil(() => outline(el).length === 6, 'headings drawn', {timeout: 5000});
  return el;
}

describe('heading levels: a surface starts at the host’s level', () => {
  it('starts at level 2 by default, under the page’s own h1', async () => {
    const el = await mount();
    expect(outline(el)).to.deep.equal([
      '2 Access review',
      '3 Pending',
      '2 Notes',
      '3 Details',
      '2 Next steps',
      '3 Identity',
    ]);
  });

  it('follows headingLevel, also when it changes', async () => {
    const el = await mount(3);
    expect(outline(el)).to.deep.equal([
      '3 Access review',
      '4 Pending',
      '3 Notes',
      '4 Details',
      '3 Next steps',
      '4 Identity',
    ]);
    el.headingLevel = 1;
    await waitUntil(() => outline(el)[0] === '1 Access review', 'levels moved');
    await el.updateComplete;
    expect(outline(el)).to.deep.equal([
      '1 Access review',
      '2 Pending',
      '1 Notes',
      '2 Details',
      '1 Next steps',
      '2 Identity',
    ]);
    expect(part(el, 'title').shadowRoot!.querySelector('[role="heading"]')).to.exist;
  });

  it('starts at the host’s level whatever numbers the agent wrote', async () => {
    // An agent's "h3" titles and "###" markdown are the surface's headings all the same.
    const el = await fixture<SvcSurface>(
      html`<svc-surface
        .surface=${makeSurface([
          {id: 'root', column: {children: {ids: ['a', 'b', 'c']}}},
          {id: 'a', text: {text: {literal: 'Request updated'}, variant: 'h3'}},
          {id: 'b', text: {text: {literal: 'Details'}, variant: {literal: 'h4'}}},
          {id: 'c', text: {text: {literal: '### Grants\n\n#### By app'}, markdown: true}},
        ])}
      ></svc-surface>`,
    );
    await waitUntil(() => outline(el).length === 4, 'headings drawn', {timeout: 5000});
    expect(outline(el)).to.deep.equal(['2 Request updated', '3 Details', '2 Grants', '3 By app']);
  });

  it('leaves a text on its own at its variant’s level', async () => {
    const el = await fixture(html`<svc-text variant="h1" text="Alone"></svc-text>`);
    expect(el.shadowRoot!.querySelector('[role="heading"]')!.getAttribute('aria-level')).to.equal(
      '1',
    );
  });
});
