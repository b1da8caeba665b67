import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/surface/surface.js';
import type {SvcSurface} from '../../src/surface/surface.js';
import {SvcText} from '../../src/components/basic/text.js';
import {makeSurface, part} from './helpers.js';

const text = (id: string, value: unknown) => ({id, text: {text: value}});
const column = (id: string, ids: string[]) => ({id, column: {children: {ids}}});

async function mount(surface: unknown) {
  return fixture<SvcSurface>(html`<svc-surface .surface=${surface}></svc-surface>`);
}

function shown(el: SvcSurface, id: string): string {
  const node = part(el, id);
  return (node.shadowRoot?.textContent ?? node.textContent ?? '').trim();
}

describe('svc-surface', () => {
  let warn: typeof console.warn;
  let warnings: string[];
  beforeEach(() => {
    warn = console.warn;
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('is accessible', async () => {
    const el = await mount(makeSurface([column('root', ['a']), text('a', {literal: 'Hello'})]));
    await expect(el).to.be.accessible();
  });

  it('resolves literal, path and call values', async () => {
    const el = await mount(
      makeSurface(
        [
          column('root', ['a', 'b', 'c', 'd']),
          text('a', {literal: 'literal'}),
          text('b', {path: '/user/name'}),
          text('c', {call: {call: 'formatString', args: {value: {literal: 'Hi ${/user/name}!'}}}}),
          text('d', 'plain value'),
        ],
        {user: {name: 'Ada'}},
      ),
    );
    expect(shown(el, 'a')).to.equal('literal');
    expect(shown(el, 'b')).to.equal('Ada');
    expect(shown(el, 'c')).to.equal('Hi Ada!');
    expect(shown(el, 'd')).to.equal('plain value');
  });

  it('updates bound elements when the host writes the model', async () => {
    const el = await mount(
      makeSurface([column('root', ['b']), text('b', {path: '/user/name'})], {user: {name: 'Ada'}}),
    );
    el.setData('/user/name', 'Grace');
    await part<SvcText>(el, 'b').updateComplete;
    expect(shown(el, 'b')).to.equal('Grace');
    expect(el.dataModel).to.deep.equal({user: {name: 'Grace'}});
  });

  it('re-renders only the elements that depend on a changed path', async () => {
    const ids = Array.from({length: 200}, (_, i) => `t${i}`);
    const el = await mount(
      makeSurface(
        [
          column('root', ['name', 'whole', ...ids]),
          text('name', {path: '/name'}),
          text('whole', {path: '/'}),
          ...ids.map((id, i) => text(id, {path: `/other/${i}`})),
        ],
        {name: 'a', other: ids},
      ),
    );
    // 203 elements: the last few are built after the first slice.
    await el.rendered;
    let updates = 0;
    const proto = SvcText.prototype as unknown as {updated(changed: unknown): void};
    const original = proto.updated;
    proto.updated = function (this: SvcText, changed: unknown) {
      updates++;
      original.call(this, changed);
    };
    try {
      el.setData('/name', 'b');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(shown(el, 'name')).to.equal('b');
      // The text bound to /name and the one bound to the whole model, nothing else.
      expect(updates).to.equal(2);
    } finally {
      proto.updated = original;
    }
  });

  it('marks an unknown component and renders the rest', async () => {
    const el = await mount(
      makeSurface([
        column('root', ['x', 'a']),
        {id: 'x', fancyWidget: {}},
        text('a', 'still here'),
      ]),
    );
    expect(shown(el, 'a')).to.equal('still here');
    const marker = el.shadowRoot!.querySelector('svc-marker')!;
    expect(marker.reason).to.contain('fancyWidget');
    expect(el.issues.some((i) => i.pointer === '/components/1')).to.equal(true);
    expect(warnings.some((w) => w.includes('fancyWidget'))).to.equal(true);
  });

  it("points a value's issue at the property it came from", async () => {
    const el = await mount(
      makeSurface([
        column('root', ['a', 'b']),
        text('a', 'fine'),
        text('b', {call: {call: 'nope', args: {}}}),
      ]),
    );
    expect(shown(el, 'a')).to.equal('fine');
    const unknown = el.issues.filter((i) => i.message.includes('nope'));
    expect(unknown.map((i) => [i.pointer, i.componentId])).to.deep.include([
      '/components/2/text/text',
      'b',
    ]);
  });

  it('updates in place, keeping renderer issues, when a newer version changes only properties', async () => {
    const record = makeSurface([
      column('root', ['x', 'a']),
      {id: 'x', fancyWidget: {}},
      text('a', 'before'),
    ]);
    const el = await mount(record);
    const a = part(el, 'a');
    const marker = el.shadowRoot!.querySelector('svc-marker');
    let renderedEvents = 0;
    el.addEventListener('svc-surface-rendered', () => renderedEvents++);
    // The same tree with one property changed, the components listed in another order.
    el.surface = {
      ...record,
      updatedAt: '2026-11-02T00:00:00Z',
      components: [text('a', 'after'), column('root', ['x', 'a']), {id: 'x', fancyWidget: {}}],
    };
    await el.rendered;
    expect(shown(el, 'a')).to.equal('after');
    expect(part(el, 'a')).to.equal(a);
    expect(el.shadowRoot!.querySelector('svc-marker')).to.equal(marker);
    expect(renderedEvents).to.equal(1);
    // Reported again, at the component's new place in the record.
    const unknown = el.issues.filter((i) => i.message.includes('fancyWidget'));
    expect(unknown.map((i) => i.pointer)).to.deep.equal(['/components/2']);
  });

  it('keeps renderer issues when only the data of a newer version changes', async () => {
    const record = makeSurface([column('root', ['x']), {id: 'x', fancyWidget: {}}], {v: 1});
    const el = await mount(record);
    el.surface = {...record, updatedAt: '2026-11-02T00:00:00Z', dataModelJson: '{"v":2}'};
    await el.updateComplete;
    expect(el.dataModel).to.deep.equal({v: 2});
    expect(el.issues.some((i) => i.message.includes('fancyWidget'))).to.equal(true);
  });

  it('marks missing children and cycles without hanging', async () => {
    const el = await mount(
      makeSurface([
        column('root', ['ghost', 'loop']),
        column('loop', ['inner']),
        column('inner', ['loop']),
      ]),
    );
    const reasons = [...el.shadowRoot!.querySelectorAll('svc-marker')].map((m) => m.reason);
    expect(reasons.some((r) => r.includes('ghost'))).to.equal(true);
    expect(reasons.some((r) => r.includes('contains itself'))).to.equal(true);
  });

  it('cuts absurd nesting with a marker', async () => {
    const chain = Array.from({length: 400}, (_, i) =>
      column(i === 0 ? 'root' : `c${i}`, [`c${i + 1}`]),
    );
    const el = await mount(makeSurface([...chain, text('c400', 'deep')]));
    // More elements than the first slice: the rest is built in later slices.
    await el.rendered;
    const markers = el.shadowRoot!.querySelectorAll('svc-marker');
    expect(markers.length).to.equal(1);
    expect(markers[0].reason).to.contain('deeper');
  });

  it('keeps edits for the same version and replaces them for a newer one', async () => {
    const record = makeSurface([column('root', ['b']), text('b', {path: '/v'})], {v: 'server'});
    const el = await mount(record);
    el.setData('/v', 'typed');
    el.surface = {...record};
    await el.updateComplete;
    expect(el.dataModel).to.deep.equal({v: 'typed'});
    el.surface = {
      ...record,
      updatedAt: '2026-11-02T00:00:00Z',
      dataModelJson: '{"v":"newer"}',
    };
    await el.updateComplete;
    await part<SvcText>(el, 'b').updateComplete;
    expect(el.dataModel).to.deep.equal({v: 'newer'});
    expect(shown(el, 'b')).to.equal('newer');
  });

  it('never opens a URL while rendering a value, only on a press', async () => {
    const opened: unknown[] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      const el = await mount(
        makeSurface(
          [
            column('root', ['t']),
            text('t', {call: {call: 'openUrl', args: {url: {path: '/url'}}}}),
          ],
          {url: 'https://evil.test'},
        ),
      );
      el.setData('/url', 'https://evil.test/again');
      await el.updateComplete;
      expect(opened).to.deep.equal([]);
    } finally {
      window.open = original;
    }
  });

  it('reports a surface that is not an object', async () => {
    const el = await mount(undefined);
    setTimeout(() => (el.surface = 'nonsense' as never));
    const event = await oneEvent(el, 'svc-surface-error');
    expect(event.detail.message).to.contain('not an object');
  });

  it('shows a marker for a surface without components, and reports bad data', async () => {
    const el = await mount({surfaceId: 's', dataModelJson: '{oops', components: []});
    expect(el.shadowRoot!.querySelector('svc-marker')).to.exist;
    expect(el.issues.some((i) => i.pointer === '/dataModelJson')).to.equal(true);
    expect(el.dataModel).to.deep.equal({});
  });
});
