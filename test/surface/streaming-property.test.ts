import {expect, fixture, html} from '@open-wc/testing';
import fc from 'fast-check';
import '../../src/surface/a2ui.js';
import type {SvcA2ui} from '../../src/surface/a2ui.js';
import {loadRegexEngine} from '../../src/model/index.js';
import {example, jsonl, renderedState, settled, type Example} from './streaming-helpers.js';

/** The spec examples (test/fixtures/a2ui), each written as JSONL. */
const NAMES = [
  'basic/01_flight-status',
  'basic/02_email-compose',
  'basic/03_calendar-day',
  'basic/04_weather-current',
  'basic/05_product-card',
  'basic/06_music-player',
  'basic/07_task-card',
  'basic/08_user-profile',
  'basic/09_login-form',
  'basic/10_notification-permission',
  'basic/11_purchase-complete',
  'basic/12_chat-message',
  'basic/13_coffee-order',
  'basic/14_sports-player',
  'basic/15_account-balance',
  'basic/16_workout-summary',
  'basic/17_event-detail',
  'basic/18_track-list',
  'basic/19_software-purchase',
  'basic/20_restaurant-card',
  'basic/21_shipping-status',
  'basic/22_credit-card',
  'basic/23_step-counter',
  'basic/24_recipe-card',
  'basic/25_contact-card',
  'basic/26_podcast-episode',
  'basic/27_stats-card',
  'basic/28_countdown-timer',
  'basic/29_movie-card',
  'basic/30_live-invitation-builder',
  'basic/31_incremental-dashboard',
  'basic/32_advanced-form-validator',
  'basic/33_financial-data-grid',
  'basic/34_child-list-template',
  'basic/35_markdown-text',
  'basic/36_modal',
  'minimal/1_simple_text',
  'minimal/2_row_layout',
  'minimal/3_interactive_button',
  'minimal/4_login_form',
  'minimal/5_complex_layout',
  'minimal/6_capitalized_text',
  'minimal/7_incremental',
];

/** `text` cut into chunks of the given sizes (repeated as needed). */
function chunks(text: string, sizes: number[]): string[] {
  const out: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    const size = sizes[i % sizes.length];
    out.push(text.slice(at, at + size));
    at += size;
  }
  return out;
}

/** Where two states differ, with a few lines around (an empty string when they are equal). */
function difference(streamedState: unknown, oneShotState: unknown): string {
  const a = JSON.stringify(streamedState, null, 1).split('\n');
  const b = JSON.stringify(oneShotState, null, 1).split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i])
      return `streamed:\n${a.slice(i - 4, i + 4).join('\n')}\none-shot:\n${b.slice(i - 4, i + 4).join('\n')}`;
  return '';
}

/** What `<svc-a2ui>` shows for `text` given at once. */
async function oneShot(text: string): Promise<unknown> {
  const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
  el.processMessages(text);
  await settled(el);
  return renderedState(el);
}

/** What it shows for `text` read through connect() in `parts`. */
async function streamed(parts: string[]): Promise<unknown> {
  const el = await fixture<SvcA2ui>(html`<svc-a2ui></svc-a2ui>`);
  const stream = new ReadableStream<string>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  await el.connect(stream);
  await settled(el);
  return renderedState(el);
}

describe('<svc-a2ui> streaming, any chunking', function () {
  this.timeout(120_000);
  const examples = new Map<string, Example>();
  let warn: typeof console.warn;
  before(async () => {
    for (const name of NAMES) examples.set(name, await example(name));
    // What loads on first use (the regex engine, elements' modules) is loaded once before, so
    // that both paths are compared when settled rather than while loading.
    await loadRegexEngine();
    for (const name of NAMES) await oneShot(jsonl(examples.get(name)!.messages));
  });
  beforeEach(() => {
    warn = console.warn;
    console.warn = () => {};
  });
  afterEach(() => {
    console.warn = warn;
  });

  it('ends with the DOM and data model of the one-shot path, one character per chunk', async () => {
    for (const name of ['basic/09_login-form', 'minimal/7_incremental']) {
      const text = jsonl(examples.get(name)!.messages);
      expect(difference(await streamed(chunks(text, [1])), await oneShot(text)), name).to.equal('');
    }
  });

  it('ends with the DOM and data model of the one-shot path, for random chunkings', async () => {
    const cases = fc.record({
      name: fc.constantFrom(...NAMES),
      sizes: fc.array(fc.integer({min: 1, max: 8}), {minLength: 1, maxLength: 40}),
    });
    await fc.assert(
      fc.asyncProperty(cases, async ({name, sizes}) => {
        const text = jsonl(examples.get(name)!.messages);
        const found = difference(await streamed(chunks(text, sizes)), await oneShot(text));
        if (found) warn(`${name} ${JSON.stringify(sizes)}: ${found}`);
        if (found) throw new Error(`${name}: ${found}`);
      }),
      {numRuns: 40},
    );
  });
});
