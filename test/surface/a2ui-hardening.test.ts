/**
 * <svc-a2ui> under hostile message streams (issue 39): lists with huge indexes, many surfaces,
 * churn, and long responses.
 */
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent} from '../../src/surface/events.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';
import {line, sparseListStream} from '../fixtures/a2ui-hostile.js';
import {countNodes, quietWarnings} from './helpers.js';
import {countPageTurns} from '../page-turns.js';

function create(surfaceId: string, extra: Record<string, unknown> = {}): string[] {
  return [
    line({createSurface: {surfaceId, catalogId: BASIC_CATALOG_ID, ...extra}}),
    line({
      updateComponents: {
        surfaceId,
        components: [{id: 'root', component: 'Text', text: {path: '/v'}}],
      },
    }),
  ];
}

function surfaces(el: SvcA2ui): SvcSurface[] {
  return [...el.shadowRoot!.querySelectorAll<SvcSurface>('svc-surface')];
}

function surfaceOf(el: SvcA2ui, id: string): SvcSurface | undefined {
  return surfaces(el).find((surface) => surface.dataset.surfaceId === id);
}

async function settled(el: SvcA2ui) {
  await el.updateComplete;
  for (const surface of surfaces(el)) await surface.updateComplete;
}

/** The text a person reads in an element: shadow roots and light DOM, flattened. */
function visibleText(node: Node): string {
  let out = node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : '';
  const shadow = (node as Element).shadowRoot;
  if (shadow) out += visibleText(shadow);
  for (const child of node.childNodes) out += visibleText(child);
  return out;
}

/** The first element matching `selector`, shadow roots included. */
function deepFind(root: ParentNode, selector: string): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(selector)) return element;
    const found = element.shadowRoot && deepFind(element.shadowRoot, selector);
    if (found) return found;
  }
  return undefined;
}

function messagesOf(el: SvcA2ui): SvcA2uiMessageEvent['detail'][] {
  const seen: SvcA2uiMessageEvent['detail'][] = [];
  el.addEventListener('svc-a2ui-message', (event) => seen.push(event.detail));
  return seen;
}

describe('<svc-a2ui> under hostile streams', () => {
  quietWarnings();

  it('refuses writes past the end of a list: an action is never larger than the stream', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const sent = messagesOf(el);
    const stream = [
      sparseListStream(60),
      line({updateDataModel: {surfaceId: 's', path: '/list/0', value: 'kept'}}),
    ].join('\n');
    el.processMessages(stream);
    await settled(el);
    const errors = sent.filter((detail) => 'error' in detail.message);
    expect(errors).to.have.length(60);
    const error = (errors[0].message as {error: {code: string; message: string}}).error;
    expect(error.code).to.equal('DataError');
    expect(error.message).to.contain('past the end of the list');

    await customElements.whenDefined('svc-button');
    await settled(el);
    deepFind(surfaceOf(el, 's')!.shadowRoot!, 'button')!.click();
    const action = sent.find((detail) => 'action' in detail.message)!;
    expect(action.metadata?.a2uiClientDataModel.surfaces.s).to.deep.equal({list: ['kept']});
    expect(JSON.stringify(action).length).to.be.below(stream.length);
  });

  it('routes a message to its own surface: no search, and no other surface is updated', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages(Array.from({length: 30}, (_, i) => create(`s${i}`)).flat());
    await settled(el);
    expect(surfaces(el)).to.have.length(30);
    const updates = new Map<string, number>();
    for (const surface of surfaces(el)) {
      const own = surface as unknown as {performUpdate(): void};
      const performUpdate = own.performUpdate.bind(own);
      own.performUpdate = () => {
        const id = surface.dataset.surfaceId!;
        updates.set(id, (updates.get(id) ?? 0) + 1);
        performUpdate();
      };
    }
    const root = el.shadowRoot!;
    let searches = 0;
    const search = root.querySelectorAll.bind(root);
    root.querySelectorAll = ((selector: string) => {
      searches++;
      return search(selector);
    }) as typeof root.querySelectorAll;
    try {
      el.processMessages(line({updateDataModel: {surfaceId: 's7', path: '/v', value: 'seven'}}));
      el.processMessages(
        line({
          updateComponents: {
            surfaceId: 's9',
            components: [{id: 'root', component: 'Text', text: 'nine'}],
          },
        }),
      );
      await el.updateComplete;
      expect(searches).to.equal(0);
    } finally {
      delete (root as {querySelectorAll?: unknown}).querySelectorAll;
    }
    await settled(el);
    expect([...updates.keys()]).to.deep.equal(['s9']);
    expect(surfaceOf(el, 's9')!.a2uiSurface?.changedIds).to.deep.equal(new Set(['root']));
    expect(visibleText(surfaceOf(el, 's7')!)).to.contain('seven');
    expect(visibleText(surfaceOf(el, 's9')!)).to.contain('nine');
  });

  it('shows at most maxSurfaces surfaces, with one SURFACE_LIMIT error for each one past it', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui max-surfaces="3"></svc-a2ui>`);
    const sent = messagesOf(el);
    el.processMessages(Array.from({length: 5}, (_, i) => create(`s${i}`)).flat());
    await settled(el);
    expect(surfaces(el).map((surface) => surface.dataset.surfaceId)).to.deep.equal([
      's0',
      's1',
      's2',
    ]);
    const errors = sent.map((detail) => (detail.message as {error: Record<string, string>}).error);
    expect(errors.map((error) => [error.code, error.surfaceId])).to.deep.equal([
      ['SURFACE_LIMIT', 's3'],
      ['SURFACE_LIMIT', 's4'],
    ]);
    expect(errors[0].message).to.contain('at most 3 surfaces');
    // A refused surface stays hidden; a place freed is taken by the next surface created.
    el.processMessages(line({deleteSurface: {surfaceId: 's0'}}));
    el.processMessages(line({updateDataModel: {surfaceId: 's3', path: '/v', value: 'x'}}));
    el.processMessages(create('s5'));
    await settled(el);
    expect(surfaces(el).map((surface) => surface.dataset.surfaceId)).to.deep.equal([
      's1',
      's2',
      's5',
    ]);
    expect(sent).to.have.length(2);
  });

  it('leaves nothing behind when surfaces are created and deleted (no node per surface)', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    el.processMessages(create('kept'));
    await settled(el);
    const start = countNodes(el.shadowRoot!);
    for (let i = 0; i < 100; i++) {
      el.processMessages(create(`churn${i}`));
      await settled(el);
      el.processMessages(line({deleteSurface: {surfaceId: `churn${i}`}}));
      await settled(el);
    }
    expect(countNodes(el.shadowRoot!)).to.equal(start);
  });

  it('reads a long response in slices: the page gets its turn before the end', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const lines = Array.from({length: 100}, (_, i) => create(`s${i}`)).flat();
    for (let i = 0; i < 20_000; i++)
      lines.push(line({updateDataModel: {surfaceId: `s${i % 100}`, path: '/v', value: i}}));
    const turns = countPageTurns();
    // The page's turns counted when the first and the last messages are processed.
    const seen: number[] = [];
    el.processor.subscribe(() => seen.push(turns.count));
    await el.connect(new Response(lines.join('\n')));
    turns.stop();
    await settled(el);
    expect(seen).to.have.length(20_200);
    expect(seen.at(-1)! - seen[0]).to.be.above(1);
    expect(surfaces(el)).to.have.length(100);
    expect(visibleText(surfaceOf(el, 's99')!)).to.contain('19999');
  });

  it('gives the page its turns while a stream of tiny chunks arrives as microtasks', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const lines = Array.from({length: 300}, (_, i) => create(`s${i}`)).flat();
    const text = lines.join('\n');
    let at = 0;
    // Each chunk is there as soon as it is asked for: no task between them.
    const stream = new ReadableStream<string>({
      pull(controller) {
        if (at >= text.length) return controller.close();
        controller.enqueue(text.slice(at, (at += 7)));
      },
    });
    const turns = countPageTurns();
    const seen: number[] = [];
    el.processor.subscribe(() => seen.push(turns.count));
    await el.connect(stream);
    turns.stop();
    expect(seen.at(-1)! - seen[0]).to.be.above(1);
    await el.updateComplete;
    expect(surfaces(el)).to.have.length(300);
  });
});
