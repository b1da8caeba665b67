import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  StreamReader,
  type PartialItem,
  type StreamReadError,
} from '../../src/protocol/stream-reader.js';

interface Run {
  items: [unknown, boolean][];
  errors: StreamReadError[];
  partials: PartialItem[];
  cut?: PartialItem;
}

/** Reads `parts` one after the other, noting a partial after each. */
function read(parts: string[], options: {lists?: string[]; maxItemChars?: number} = {}): Run {
  const run: Run = {items: [], errors: [], partials: []};
  const reader = new StreamReader({
    onItem: (value, nested) => run.items.push([value, nested]),
    onError: (error) => run.errors.push(error),
    ...options,
  });
  for (const part of parts) {
    reader.push(part);
    const partial = reader.partial();
    if (partial) run.partials.push(partial);
  }
  if (reader.open) run.cut = reader.partial();
  reader.end();
  return run;
}

function split(text: string, sizes: number[]): string[] {
  const out: string[] = [];
  for (let at = 0, i = 0; at < text.length; i++) {
    out.push(text.slice(at, at + sizes[i % sizes.length]));
    at += sizes[i % sizes.length];
  }
  return out;
}

const update = (components: unknown[]) => ({
  version: 'v0.9',
  updateComponents: {surfaceId: 's', components},
});

const components = [
  {id: 'root', component: 'Column', children: ['a', 'b']},
  {id: 'a', component: 'Text', text: 'Hé "quoted" \\ \u2028 😀'},
  {id: 'b', component: 'Button', child: 'a', action: {event: {name: 'go'}}},
];

describe('StreamReader', () => {
  it('gives what JSON.parse gives, line by line, for any chunking (one character included)', () => {
    const messages = fc.array(fc.jsonValue(), {minLength: 1, maxLength: 6});
    const sizes = fc.array(fc.integer({min: 1, max: 9}), {minLength: 1, maxLength: 8});
    fc.assert(
      fc.property(messages, sizes, (values, chunkSizes) => {
        const text = values.map((value) => JSON.stringify(value)).join('\n') + '\n';
        for (const parts of [split(text, chunkSizes), split(text, [1])]) {
          const run = read(parts);
          expect(run.errors).to.deep.equal([]);
          // A top-level array's elements come one by one, as messages of a batch.
          const flat = values.flatMap((value) =>
            Array.isArray(value) ? value.map((each) => [each, true]) : [[value, false]],
          );
          expect(JSON.stringify(run.items)).to.equal(JSON.stringify(flat));
        }
      }),
      {numRuns: 150},
    );
  });

  it('reads a JSON array, {messages}, and pretty-printed JSON, giving each message as it closes', () => {
    const messages = [update(components), {version: 'v0.9', deleteSurface: {surfaceId: 's'}}];
    for (const text of [
      JSON.stringify(messages),
      JSON.stringify({messages}, null, 2),
      JSON.stringify(messages, null, '\t'),
    ]) {
      const run = read(split(text, [3]));
      expect(run.errors).to.deep.equal([]);
      expect(run.items).to.deep.equal(messages.map((message) => [message, true]));
    }
    // The service's records: `surfaces` is the list there.
    const records = {surfaces: [{surfaceId: 'a', components}, {surfaceId: 'b'}]};
    const run = read(split(JSON.stringify(records), [5]), {lists: ['surfaces']});
    expect(run.items.map(([value]) => (value as {surfaceId: string}).surfaceId)).to.deep.equal([
      'a',
      'b',
    ]);
  });

  it('tells the complete components of a message still arriving, and the string being cut', () => {
    const text = JSON.stringify(update(components));
    const counts = new Set<number>();
    const texts: string[] = [];
    const run = read(split(text, [1]));
    for (const partial of run.partials) {
      const body = (partial.value as {updateComponents?: {components?: unknown[]}})
        .updateComponents;
      const list = body?.components;
      if (list) counts.add(list.length);
      const cut = partial.component?.cut;
      if (cut?.key === 'text') texts.push(cut.value as string);
      // Complete components are exactly the first ones of the message.
      if (list) expect(list).to.deep.equal(components.slice(0, list.length));
    }
    expect([...counts]).to.deep.equal([0, 1, 2, 3]);
    expect(texts[0]).to.equal('');
    const written = components[1].text!;
    expect(texts.at(-1)).to.equal(written);
    // Every cut is a prefix of the text: no half escape is ever shown.
    for (const shown of texts) expect(written.startsWith(shown)).to.equal(true);
  });

  it('cuts a string nested in a record component, with its path', () => {
    const text = '{"surfaceId":"r","components":[{"id":"t","text":{"text":{"literal":"Hel';
    const run = read([text], {lists: ['surfaces']});
    expect(run.cut?.component?.members).to.deep.equal({id: 't'});
    expect(run.cut?.component?.cut).to.deep.equal({
      key: 'text',
      value: {text: {literal: 'Hel'}},
      path: ['text', 'text', 'literal'],
    });
  });

  it('costs a malformed line that line only, even one that leaves brackets open', () => {
    const good = JSON.stringify(update(components));
    const text = [
      '{"version":"v0.9" "createSurface":{}}',
      good,
      '{"version":"v0.9","updateComponents":{"surfaceId":"s","components":[{"id":"x",',
      good,
      '{"a":"line break in a string',
      '"}',
      good,
      ']',
      good,
    ].join('\n');
    const run = read(split(text, [4]));
    expect(run.items).to.have.length(4);
    for (const [value] of run.items) expect(value).to.deep.equal(JSON.parse(good));
    expect(run.errors.length).to.be.at.least(4);
  });

  it('stops a message past the cap with one error and reads the next line', () => {
    const long = JSON.stringify({version: 'v0.9', pad: 'x'.repeat(5_000)});
    const run = read(split(`${long}\n{"version":"v0.9"}\n`, [700]), {maxItemChars: 1_000});
    expect(run.errors).to.have.length(1);
    expect(run.errors[0].message).to.contain('longer than 1,000 characters');
    expect(run.items).to.deep.equal([[{version: 'v0.9'}, false]]);
  });

  it('tells the first errors one by one and the rest in one summary', () => {
    const text = Array.from({length: 30}, () => '{"a":}').join('\n');
    const run = read([text]);
    expect(run.errors).to.have.length(21);
    expect(run.errors[20]).to.include({summary: true});
    expect(run.errors[20].message).to.contain('10 more errors');
  });

  it('counts the errors of many frames together, with one summary at the end', () => {
    const errors: StreamReadError[] = [];
    const reader = new StreamReader({onItem: () => {}, onError: (error) => errors.push(error)});
    for (let i = 0; i < 25; i++) {
      reader.push('{"version":');
      reader.endFrame();
    }
    expect(errors).to.have.length(20);
    reader.end();
    expect(errors).to.have.length(21);
    expect(errors[20].message).to.contain('5 more errors');
  });

  it('reports a stream cut inside a message once, with what was complete', () => {
    const text = JSON.stringify(update(components));
    const cutAt = text.indexOf('{"id":"b"') + 5;
    const run = read(split(text.slice(0, cutAt), [2]));
    expect(run.items).to.deep.equal([]);
    expect(run.errors).to.have.length(1);
    const body = (run.cut!.value as {updateComponents: {components: unknown[]}}).updateComponents;
    expect(body.components).to.deep.equal(components.slice(0, 2));
  });

  it('keeps keys that name prototypes as own data, in items and partials', () => {
    const text =
      '{"__proto__":{"polluted":1},"updateComponents":{"__proto__":{"x":1},"components":[';
    const run = read([text]);
    const value = run.cut!.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).to.equal(Object.prototype);
    expect(Object.hasOwn(value, '__proto__')).to.equal(true);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });

  it('reads bytes, a character split across chunks included', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({version: 'v0.9', t: 'é😀'}) + '\n');
    const items: unknown[] = [];
    const reader = new StreamReader({onItem: (value) => items.push(value), onError: () => {}});
    for (const byte of bytes) reader.push(new Uint8Array([byte]));
    reader.end();
    expect(items).to.deep.equal([{version: 'v0.9', t: 'é😀'}]);
  });
});
