import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {locatePointer, placeIn} from '../../src/model/json-text.js';
import {JsonReader, readJsonText} from '../../src/playground/internal/read-json.js';
import {a2uiIssueSource, interpret} from '../../src/playground/internal/interpret.js';
import {countPageTurns} from '../page-turns.js';

/** Every pointer into a JSON value, with the value found there. */
function pointers(value: unknown, prefix = ''): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [[prefix, value]];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const segment = key.replace(/~/g, '~0').replace(/\//g, '~1');
      out.push(...pointers(child, `${prefix}/${segment}`));
    }
  }
  return out;
}

function slice(text: string, pointer: string): string | undefined {
  const range = locatePointer(text, pointer);
  return range && text.slice(range.start, range.end);
}

describe('tools/locatePointer', () => {
  const text = `{
  "surfaceId": "s1",
  "components": [
    {"id": "root", "column": {"children": {"ids": ["a"]}}},
    {"id": "a", "text": {"text": {"literal": "Hi \\"there\\" ]}"}}}
  ],
  "a/b": {"~x": 1}
}`;

  it('finds the whole text, members and items', () => {
    expect(slice(text, '')).to.equal(text);
    expect(slice(text, '/surfaceId')).to.equal('"s1"');
    expect(slice(text, '/components/1/id')).to.equal('"a"');
    expect(slice(text, '/components/1/text/text/literal')).to.equal('"Hi \\"there\\" ]}"');
    expect(slice(text, '/components/0/column/children/ids/0')).to.equal('"a"');
  });

  it('unescapes ~1 and ~0', () => {
    expect(slice(text, '/a~1b/~0x')).to.equal('1');
  });

  it('falls back to the deepest existing value when the pointer goes too far', () => {
    const range = locatePointer(text, '/components/1/nope/deeper')!;
    expect(range.exact).to.equal(false);
    expect(text.slice(range.start, range.end)).to.match(/^\{"id": "a"/);
    expect(locatePointer(text, '/components/7')!.exact).to.equal(false);
    expect(locatePointer(text, '/components/01')!.exact).to.equal(false);
  });

  it('takes the last of duplicate keys, as JSON.parse does', () => {
    expect(slice('{"a": 1, "a": 2}', '/a')).to.equal('2');
  });

  it('reads only between from and to (one line of JSON lines)', () => {
    const lines = '{"a": 1}\n{"a": 22}';
    const range = locatePointer(lines, '/a', 9, lines.length)!;
    expect(lines.slice(range.start, range.end)).to.equal('22');
  });

  it('gives undefined for an empty text', () => {
    expect(locatePointer('  ', '/a')).to.equal(undefined);
  });

  it('finds every value of any JSON text, compact or indented (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(0, 2, '\t'), fc.nat(), (value, indent, pick) => {
        const json = JSON.stringify(value, null, indent);
        const all = pointers(JSON.parse(json));
        const [pointer, expected] = all[pick % all.length];
        const found = slice(json, pointer);
        expect(found, pointer).to.not.equal(undefined);
        expect(JSON.parse(found!)).to.deep.equal(expected);
      }),
      {numRuns: 300},
    );
  });

  it('never throws, whatever the text and pointer (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, pointer) => {
        const range = locatePointer(text, pointer);
        if (range) expect(range.end).to.be.at.least(range.start);
      }),
      {numRuns: 300},
    );
  });

  it('counts lines and columns from 1', () => {
    expect(placeIn('ab\ncd', 0)).to.deep.equal({line: 1, column: 1, offset: 0});
    expect(placeIn('ab\ncd', 4)).to.deep.equal({line: 2, column: 2, offset: 4});
  });
});

describe('tools/readJsonText and interpret', () => {
  it('reads one value, JSON lines, and finds the bad line', () => {
    expect(readJsonText('{"a": 1}', 10)).to.deep.equal({kind: 'json', value: {a: 1}});
    const lines = readJsonText('{"a": 1}\n\n{"b": 2}\n', 10);
    expect(lines.kind).to.equal('jsonl');
    expect(readJsonText('{"a": 1}\n{"b": }', 10)).to.deep.equal({kind: 'error', start: 9, end: 16});
    expect(readJsonText('{\n"a": }', 10)).to.deep.equal({kind: 'error', start: 0, end: 8});
  });

  it('refuses values nested deeper than the limit', () => {
    expect(readJsonText('[[[[1]]]]', 3).kind).to.equal('deep');
    expect(readJsonText('[[[1]]]', 3).kind).to.equal('json');
  });

  it('sorts records, responses and A2UI messages', () => {
    const read = (value: unknown) => interpret({kind: 'json', value}, 10).kind;
    expect(read({surfaceId: 's', components: []})).to.equal('records');
    expect(read({surfaces: []})).to.equal('records');
    expect(read({messages: []})).to.equal('a2ui');
    expect(read([{version: 'v0.9'}])).to.equal('a2ui');
    expect(read({version: 'v0.9', createSurface: {}})).to.equal('a2ui');
    expect(read({hello: 1})).to.equal('unknown');
    expect(read(3)).to.equal('unknown');
  });

  it('finds the message an A2UI component issue comes from', () => {
    const messages = [
      {updateComponents: {surfaceId: 's', components: [{id: 'a'}, {id: 'b'}]}},
      {updateComponents: {surfaceId: 's', components: [{id: 'b'}]}},
    ];
    const issue = {pointer: '/updateComponents/components/1/text', componentId: 'a'};
    expect(a2uiIssueSource(messages, 's', issue)).to.deep.equal({
      index: 0,
      pointer: '/updateComponents/components/0/text',
    });
    const b = {pointer: '/updateComponents/components/1', componentId: 'b'};
    expect(a2uiIssueSource(messages, 's', b)).to.deep.equal({
      index: 1,
      pointer: '/updateComponents/components/0',
    });
    expect(a2uiIssueSource(messages, 'other', b)).to.equal(undefined);
  });
});

describe('tools/JsonReader', () => {
  const big = JSON.stringify({pad: 'x'.repeat(100_000)});

  it('reads on the page, with no worker, and a newer text cancels an older one', async () => {
    const original = window.Worker;
    let made = 0;
    window.Worker = class extends original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        made++;
      }
    };
    const reader = new JsonReader();
    try {
      const first = reader.read(big);
      const second = reader.read(`[${big}]`);
      expect((await first).kind).to.equal('cancelled');
      const result = await second;
      expect(result.kind).to.equal('json');
      expect((result as {value: unknown[]}).value).to.have.length(1);
      expect((await reader.read('{"small": 1}')).kind).to.equal('json');
      expect(made).to.equal(0);
    } finally {
      window.Worker = original;
      reader.dispose();
    }
  });

  it('reads many JSON lines in slices: the page gets its turn meanwhile', async () => {
    // Long enough to take more than one window of work (45 ms at most) on a fast machine, after
    // which the scheduler yields with an ordinary task: the page's own tasks run then.
    const count = 150_000;
    const text = Array.from({length: count}, (_, i) =>
      JSON.stringify({i, pad: 'y'.repeat(20)}),
    ).join('\n');
    const turns = countPageTurns();
    const result = await new JsonReader().read(text);
    turns.stop();
    expect(result.kind).to.equal('jsonl');
    expect((result as {lines: unknown[]}).lines).to.have.length(count);
    expect(turns.count).to.be.above(0);
  });
});
