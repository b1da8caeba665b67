// `@svc/surfaces/ssr` in plain Node (no DOM): it imports and renders surfaces as HTML with
// declarative shadow DOM. Run after `npm run build` (it reads dist/); the browser side (hydration,
// the strict CSP) is in test/ssr and test/csp.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';

const sample = (name) =>
  JSON.parse(readFileSync(new URL(`../../src/mock/conversations/${name}.json`, import.meta.url)))
    .surfaces;
const fixture = (name) =>
  JSON.parse(readFileSync(new URL(`../fixtures/a2ui/${name}.json`, import.meta.url))).messages;

const ssr = await import('../../dist/ssr/index.js');

test('renders a record as a surface with declarative shadow roots, its data bound', async () => {
  assert.equal(typeof globalThis.document, 'undefined');
  const [record] = sample('kitchen-sink');
  const html = await ssr.renderSurface(record);
  assert.match(html, /^<svc-surface [^>]*data-surface-id="srf-kitchen-sink"[^>]*locale="en"/);
  assert.match(html, /<template shadowrootmode="open">/);
  for (const id of ['root', 'col', 'name', 'greeting', 'agree', 'go']) {
    assert.match(html, new RegExp(`data-component-id="${id}" defer-hydration`));
  }
  // Values from the data model, functions evaluated, the weight said without a style attribute.
  assert.match(html, /value="Ada"/);
  assert.match(html, /Hello, Ada!/);
  assert.match(html, /€1,234\.50/);
  assert.match(html, /data-ssr-weight="2"/);
  assert.match(html, /data-ssr-gap="8px"/);
  // The record, for the client, in a data block that cannot close early.
  const data = /<script type="application\/json" data-svc-surface>(.*?)<\/script>/s.exec(html);
  assert.deepEqual(JSON.parse(data[1]).record, record);
  // Inline styles by default: each shadow root holds its element's styles.
  assert.match(html, /<style>[^<]*:host/);
});

test('with stylesHref: linked stylesheets, no style element or attribute, and the sheets to serve', async () => {
  const html = await ssr.renderSurface(sample('kitchen-sink')[0], {stylesHref: '/styles/'});
  assert.doesNotMatch(html, /<style|\sstyle=/);
  assert.match(html, /<link rel="stylesheet" href="\/styles\/svc-text-field\.css">/);
  const sheets = ssr.elementStylesheets();
  for (const tag of ['svc-surface', 'svc-text', 'svc-button', 'svc-chart', 'svc-marker']) {
    assert.ok(sheets[`${tag}.css`]?.includes(':host'), tag);
  }
  assert.match(
    sheets['svc-surface.css'],
    /\[data-ssr-weight\]\{min-width:0;flex:attr\(data-ssr-weight/,
  );
  assert.match(sheets['svc-surface.css'], /--svc-color-primary:attr\(data-ssr-primary-color/);
  assert.match(sheets['svc-text.css'], /\[data-ssr-state~="h1"\]/);
});

test('styleHashes: the CSP sources of exactly the inline styles a page holds', async () => {
  const html = await ssr.renderSurface(sample('kitchen-sink')[0]);
  const texts = new Set(Array.from(html.matchAll(/<style>([^]*?)<\/style>/g), (m) => m[1]));
  const expected = [...texts].map(
    (t) => `'sha256-${createHash('sha256').update(t).digest('base64')}'`,
  );
  assert.deepEqual((await ssr.styleHashes(html)).sort(), expected.sort());
  const all = await ssr.styleHashes();
  assert.equal(all.length, Object.keys(ssr.elementStylesheets()).length);
  assert.ok(expected.every((h) => all.includes(h)));
  assert.deepEqual(await ssr.styleHashes('<p>no styles</p>'), []);
});

test('element stylesheets: minified, strings kept, without the shared tokens they never read', () => {
  const sheets = ssr.elementStylesheets();
  for (const [name, css] of Object.entries(sheets)) {
    assert.doesNotMatch(css, /\/\*|\n|\s{2}/, name);
  }
  assert.match(sheets['svc-text.css'], /'Segoe UI'/);
  assert.match(sheets['svc-button.css'], /calc\(\(50 - l\) \* infinity\)/);
  // A divider reads no text colour of its own; text reads it, and --_size through --_scale.
  assert.doesNotMatch(sheets['svc-divider.css'], /--_on-danger:|--_control-lg:/);
  assert.match(sheets['svc-text.css'], /--_text:.*--_scale:|--_scale:.*--_text:/);
  assert.doesNotMatch(sheets['svc-text.css'], /--_control-lg:|--_progress-fill:/);
});

test('speaks and formats in the locale given', async () => {
  const html = await ssr.renderSurface(sample('kitchen-sink')[0], {locale: 'de'});
  assert.match(html, /lang="de"/);
  assert.match(html, /1\.234,50\s€/);
});

test('renders A2UI messages: one surface per surface they create, with their messages', async () => {
  const html = await ssr.renderSurface(fixture('basic/24_recipe-card'));
  assert.equal(html.match(/<svc-surface /g).length, 1);
  // Tabs assign their slots by script: written without a shadow root, their panels shown as they
  // are until the element renders in the browser.
  assert.match(html, /<svc-tabs [^>]*><svc-/);
  // Icons are drawn: their paths are loaded before rendering.
  assert.match(html, /<svc-icon [\s\S]*?<path[^>]* d="M/);
  const data = /data-svc-surface>(.*?)<\/script>/s.exec(html);
  assert.ok(Array.isArray(JSON.parse(data[1]).messages));
});

test("an A2UI theme's primary colour is an attribute the surface's stylesheet reads", async () => {
  const messages = fixture('basic/24_recipe-card');
  messages[0].createSurface.theme = {primaryColor: '#8250DF'};
  const html = await ssr.renderSurface(messages, {stylesHref: '/s/'});
  assert.match(html, /^<svc-surface [^>]*data-ssr-primary-color="#8250DF"/i);
  assert.doesNotMatch(html, /\sstyle=/);
});

test('a chart is a sized placeholder with its summary and data table', async () => {
  const html = await ssr.renderSurface(
    sample('dashboard').find((s) => JSON.stringify(s).includes('svcChart')),
  );
  const chart = /<svc-chart[\s\S]*?<\/svc-chart>/.exec(html)[0];
  assert.match(chart, /data-server-placeholder/);
  assert.match(chart, /part="chart" role="img" aria-label="[^"]+"/);
  assert.match(chart, /<table part="data-table">[\s\S]*<th scope="col">/);
});

test('streams a conversation surface by surface, skipping deleted ones', async () => {
  const chunks = [];
  for await (const chunk of ssr.renderConversation(sample('deleted-surface'))) chunks.push(chunk);
  const live = sample('deleted-surface').filter((s) => !s.deletedAt);
  assert.equal(chunks.length, live.length);
  for (const chunk of chunks) assert.match(chunk, /^<svc-surface /);
});

test('bad input renders markers, never throws', async () => {
  const html = await ssr.renderSurface({
    surfaceId: 'bad',
    dataModelJson: '{not json',
    components: [
      {id: 'root', column: {children: {ids: ['x', 'missing', 'root']}}},
      {id: 'x', somethingElse: {}},
    ],
  });
  assert.equal(html.match(/<svc-marker /g).length, 3);
  assert.match(await ssr.renderSurface({}), /<svc-marker /);
  assert.match(await ssr.renderSurface(null), /^<svc-surface/);
});
