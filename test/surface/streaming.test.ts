import {expect, fixture, html} from '@open-wc/testing';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import type {SvcA2uiMessageEvent, SvcActionEvent} from '../../src/surface/events.js';
import type {SvcText} from '../../src/components/basic/text.js';
import {BASIC_CATALOG_ID} from '../../src/protocol/index.js';
import {
  componentOf,
  example,
  jsonl,
  settled,
  surfaceOf,
  visibleText,
  writableStream,
} from './streaming-helpers.js';
import {quietWarnings} from './helpers.js';

const create = {version: 'v0.9', createSurface: {surfaceId: 's', catalogId: BASIC_CATALOG_ID}};

/** The JSONL of `components` in one updateComponents of surface `s`, after its createSurface. */
function updateLine(components: unknown[]): string {
  return JSON.stringify({version: 'v0.9', updateComponents: {surfaceId: 's', components}});
}

/** A new `<svc-a2ui>` reading a stream the test writes to (`done` when the stream ends). */
async function connected() {
  const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
  const stream = writableStream();
  const done = el.connect(stream.stream);
  await stream.reading();
  return {el, stream, done};
}

/** The createSurface of `s`, then an updateComponents of `components`, as JSONL. */
function surfaceText(components: unknown[]): string {
  return JSON.stringify(create) + '\n' + updateLine(components);
}

/** Writes `text` up to (and with) `upTo`, then lets the element render. */
async function writeUpTo(
  el: SvcA2ui,
  stream: ReturnType<typeof writableStream>,
  text: string,
  from: number,
  upTo: string,
): Promise<number> {
  const end = text.indexOf(upTo, from);
  if (end < 0) throw new Error(`"${upTo}" is not in the stream after ${from}`);
  // A few characters at a time, as an agent writes.
  for (let i = from; i < end + upTo.length; i += 5)
    stream.write(text.slice(i, Math.min(i + 5, end + upTo.length)));
  await settled(el);
  return end + upTo.length;
}

describe('<svc-a2ui> streaming', () => {
  quietWarnings();

  it('is accessible while a message arrives: placeholders hidden, the surface busy', async () => {
    const {el, stream, done} = await connected();
    const text = surfaceText([
      {id: 'root', component: 'Column', children: ['title', 'body']},
      {id: 'title', component: 'Text', text: 'Hello', variant: 'h2'},
      {id: 'body', component: 'Text', text: 'World'},
    ]);
    await writeUpTo(el, stream, text, 0, '"variant":"h2"}');
    await expect(el).to.be.accessible();
    const base = surfaceOf(el, 's').shadowRoot!.querySelector('[part~="base"]')!;
    expect(base.getAttribute('aria-busy')).to.equal('true');
    const placeholder = surfaceOf(el, 's').shadowRoot!.querySelector('svc-placeholder')!;
    expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
    expect(placeholder.getAttribute('component-id')).to.equal('body');
    stream.close();
    await done;
  });

  it('shows each component as its closing brace arrives, in order, before the message ends', async () => {
    const login = await example('basic/09_login-form');
    const text = jsonl(login.messages);
    const {el, stream, done} = await connected();
    const id = 'gallery-login-form';
    let at = await writeUpTo(el, stream, text, 0, '"variant":"h2"');
    // The title's object is not complete yet: the title is not shown, the root is.
    expect(componentOf(el, id, 'title')).to.equal(null);
    expect(componentOf(el, id, 'root')).to.exist;
    at = await writeUpTo(el, stream, text, at, '}');
    expect(visibleText(componentOf(el, id, 'title')!)).to.equal('Welcome back');
    expect(componentOf(el, id, 'subtitle')).to.equal(null);
    at = await writeUpTo(el, stream, text, at, '"Sign in to your account","variant":"caption"}');
    expect(visibleText(componentOf(el, id, 'subtitle')!)).to.equal('Sign in to your account');
    // The message has not ended: later children are placeholders in their parent.
    const column = componentOf(el, id, 'main-column')!;
    expect(column.querySelector('svc-placeholder[component-id="email-field"]')).to.exist;
    stream.write(text.slice(at));
    stream.close();
    await done;
    await settled(el);
    expect(componentOf(el, id, 'login-btn')).to.exist;
    expect(surfaceOf(el, id).shadowRoot!.querySelector('svc-placeholder')).to.equal(null);
    expect(
      surfaceOf(el, id).shadowRoot!.querySelector('[part~="base"]')!.hasAttribute('aria-busy'),
    ).to.equal(false);
  });

  it('puts a child arriving later in the place of its placeholder, in the same parent element', async () => {
    const {el, stream, done} = await connected();
    const text = surfaceText([
      {id: 'root', component: 'Column', children: ['a', 'b', 'c']},
      {id: 'a', component: 'Text', text: 'first'},
      {id: 'c', component: 'Text', text: 'third'},
      {id: 'b', component: 'Text', text: 'second'},
    ]);
    let at = await writeUpTo(el, stream, text, 0, '"third"}');
    const column = componentOf(el, 's', 'root')!;
    const placeholder = column.querySelector('svc-placeholder[component-id="b"]')!;
    expect([...column.children].map((child) => child.localName)).to.deep.equal([
      'svc-text',
      'svc-placeholder',
      'svc-text',
    ]);
    at = await writeUpTo(el, stream, text, at, '"second"}');
    expect(componentOf(el, 's', 'root')).to.equal(column);
    expect(placeholder.isConnected).to.equal(false);
    expect([...column.children].map((child) => visibleText(child))).to.deep.equal([
      'first',
      'second',
      'third',
    ]);
    stream.write(text.slice(at) + '\n');
    stream.close();
    await done;
    await settled(el);
    expect(componentOf(el, 's', 'root')).to.equal(column);
  });

  it('keeps a button out until its object is complete, then it acts', async () => {
    const {el, stream, done} = await connected();
    const text =
      JSON.stringify(create) +
      '\n' +
      JSON.stringify({version: 'v0.9', updateDataModel: {surfaceId: 's', value: {name: 'Ada'}}}) +
      '\n' +
      updateLine([
        {id: 'root', component: 'Column', children: ['go']},
        {id: 'go-label', component: 'Text', text: 'Go'},
        {
          id: 'go',
          component: 'Button',
          child: 'go-label',
          action: {event: {name: 'submit', context: {name: {path: '/name'}}}},
        },
        {id: 'after', component: 'Text', text: 'later'},
      ]);
    const actions: SvcActionEvent[] = [];
    el.addEventListener('svc-action', (event) => actions.push(event as SvcActionEvent));
    const at = await writeUpTo(el, stream, text, 0, '"name":"submit"');
    expect(componentOf(el, 's', 'go')).to.equal(null);
    expect(componentOf(el, 's', 'root')!.querySelector('svc-placeholder')).to.exist;
    await writeUpTo(el, stream, text, at, '}}}}}');
    const button = componentOf(el, 's', 'go')!;
    expect(button.localName).to.equal('svc-button');
    button.click();
    expect(actions).to.have.length(1);
    expect(actions[0].detail.context).to.deep.equal({name: 'Ada'});
    stream.close();
    await done;
  });

  it('shows an unfinished markdown link as its words, then as a link once closed', async () => {
    const {el, stream, done} = await connected();
    const text = surfaceText([
      {
        id: 'root',
        component: 'Text',
        text: 'Read **the** [guide](https://example.com/guide) now',
      },
    ]);
    let at = await writeUpTo(el, stream, text, 0, 'https://exa');
    let root = componentOf(el, 's', 'root') as SvcText;
    expect(root.streaming).to.equal(true);
    await root.updateComplete;
    expect(visibleText(root)).to.equal('Read the guide');
    expect(root.shadowRoot!.querySelector('a')).to.equal(null);
    expect(root.shadowRoot!.querySelector('strong')?.textContent).to.equal('the');
    expect(visibleText(root)).not.to.contain('[');
    at = await writeUpTo(el, stream, text, at, '/guide)');
    root = componentOf(el, 's', 'root') as SvcText;
    await root.updateComplete;
    expect(root.shadowRoot!.querySelector('a')?.getAttribute('href')).to.equal(
      'https://example.com/guide',
    );
    await writeUpTo(el, stream, text, at, '}]}}');
    root = componentOf(el, 's', 'root') as SvcText;
    await root.updateComplete;
    expect(root.streaming).to.equal(false);
    expect(visibleText(root)).to.equal('Read the guide now');
    stream.close();
    await done;
  });

  it('keeps what was complete of a cut message, reports one error, and reads the next connection', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    const errors: SvcA2uiMessageEvent[] = [];
    el.addEventListener('svc-a2ui-message', (event) => errors.push(event as SvcA2uiMessageEvent));
    const stream = writableStream();
    const done = el.connect(stream.stream);
    await stream.reading();
    const text = surfaceText([
      {id: 'root', component: 'Column', children: ['a', 'b']},
      {id: 'a', component: 'Text', text: 'kept'},
      {id: 'b', component: 'Text', text: 'never finished'},
    ]);
    await writeUpTo(el, stream, text, 0, '"never fin');
    stream.close();
    await done;
    await settled(el);
    expect(visibleText(componentOf(el, 's', 'a')!)).to.equal('kept');
    // The child that never came is now a "missing" marker, not a placeholder.
    const column = componentOf(el, 's', 'root')!;
    expect(column.querySelector('svc-placeholder')).to.equal(null);
    expect(column.querySelector('svc-marker')).to.exist;
    expect(errors).to.have.length(1);
    const message = errors[0].detail.message as {error: {code: string; surfaceId: string}};
    expect(message.error).to.include({code: 'ParseError', surfaceId: 's'});
    // The next connection goes on with the same surfaces.
    const next = writableStream();
    const again = el.connect(next.stream);
    await next.reading();
    next.write(updateLine([{id: 'b', component: 'Text', text: 'arrived'}]) + '\n');
    next.close();
    await again;
    await settled(el);
    expect(visibleText(componentOf(el, 's', 'b')!)).to.equal('arrived');
    expect(errors).to.have.length(1);
  });

  it('shows a long string written a character at a time now and then, not at every character', async () => {
    const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
    let previews = 0;
    const preview = el.processor.preview.bind(el.processor);
    el.processor.preview = (partial) => {
      previews++;
      preview(partial);
    };
    // Each cut of the string costs its whole length: at every character, 20,000 cuts of up to
    // 40,000 characters (a 5 KB message that stalled the page for seconds).
    const long = '𝕏'.repeat(20_000);
    const text =
      JSON.stringify(create) + '\n' + updateLine([{id: 'root', component: 'Text', text: long}]);
    let at = 0;
    const stream = new ReadableStream<string>({
      pull(controller) {
        if (at >= text.length) return controller.close();
        controller.enqueue(text[at++]);
      },
    });
    await el.connect(stream);
    await settled(el);
    // Compared as a flag: a failure would print 40,000 characters.
    expect((componentOf(el, 's', 'root') as SvcText).text === long).to.equal(true);
    expect(previews).to.be.below(text.length / 100);
  });

  it('costs a malformed JSONL line only that line', async () => {
    const {el, stream, done} = await connected();
    const broken = updateLine([{id: 'root', component: 'Text', text: 'bad'}]).replace(
      '"component"',
      '"component" "x"',
    );
    stream.write(JSON.stringify(create) + '\n' + broken + '\n');
    stream.write(updateLine([{id: 'root', component: 'Text', text: 'good'}]) + '\n');
    stream.close();
    await done;
    await settled(el);
    expect(visibleText(componentOf(el, 's', 'root')!)).to.equal('good');
  });

  it('creates a v1.0 surface as its createSurface arrives, inert until it is complete', async () => {
    const {el, stream, done} = await connected();
    const message = {
      version: 'v1.0',
      createSurface: {
        surfaceId: 'v1',
        catalogId: 'https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json',
        components: [
          {id: 'root', component: 'Column', children: ['hello', 'rest']},
          {id: 'hello', component: 'Text', text: 'Hello'},
          {id: 'rest', component: 'Text', text: 'the rest'},
        ],
        sendDataModel: true,
      },
    };
    const text = JSON.stringify(message);
    const at = await writeUpTo(el, stream, text, 0, '"Hello"}');
    const surface = surfaceOf(el, 'v1');
    const base = surface.shadowRoot!.querySelector('[part~="base"]')!;
    expect(visibleText(componentOf(el, 'v1', 'hello')!)).to.equal('Hello');
    expect(base.hasAttribute('inert')).to.equal(true);
    const hello = componentOf(el, 'v1', 'hello');
    stream.write(text.slice(at));
    stream.close();
    await done;
    await settled(el);
    expect(surfaceOf(el, 'v1')).to.equal(surface);
    expect(componentOf(el, 'v1', 'hello')).to.equal(hello);
    expect(base.hasAttribute('inert')).to.equal(false);
    expect(visibleText(componentOf(el, 'v1', 'rest')!)).to.equal('the rest');
    expect(el.processor.surface('v1')?.sendDataModel).to.equal(true);
  });
});
