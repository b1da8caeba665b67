/**
 * A2UI message streams for the fuzzer: the basic-catalog examples with mutations of the stream
 * (reordered, duplicated, dropped, edited messages; unknown ones; other versions and surface ids)
 * and streams made from scratch (random components of every basic type with hostile properties,
 * cycles across messages, many surfaces, huge, deep and sparse data, `__proto__` in ids, paths and
 * data), each delivered in one batch, message by message, or as JSON lines cut into random chunks.
 * Mutations are plain data applied to a copy, so fast-check can shrink their list.
 */
import fc from 'fast-check';
import {BASIC_CATALOG_ID, BASIC_COMPONENTS} from '../../../src/protocol/index.js';
import {
  DOM_KEYS,
  PAYLOADS,
  hostileLeaf,
  hostileString,
  hostileValue,
  randomPath,
} from './hostile.js';
import {addKeyAt, replaceAt, setKey} from './surfaces.js';

/** A stream and how it reaches `<svc-a2ui>`. */
export interface MessageCase {
  /** Messages, or lines of text (not always JSON) for the chunked delivery. */
  messages: unknown[];
  /**
   * `batch`: one `processMessages` call; `each`: one call per message; `chunks`: `connect()` to a
   * stream of the JSON lines cut at these lengths (repeated).
   */
  delivery: 'batch' | 'each' | {chunks: number[]};
  /** Text typed into the rendered fields. */
  typed: string;
}

/** An example stream (the basic catalog's samples, as loaded by the test). */
export interface NamedStream {
  name: string;
  messages: unknown[];
}

const VERSION = 'v0.9';
const SURFACE_IDS = ['s', 't', 'u', '__proto__', 'constructor', '', 'x'.repeat(300), '\u202E'];
const COMPONENT_IDS = ['root', 'a', 'b', 'c', 'd', '__proto__', 'constructor', 'toString', ''];
const PROPERTY_KEYS = [
  'text',
  'child',
  'children',
  'url',
  'label',
  'value',
  'action',
  'checks',
  'variant',
  'options',
  'min',
  'max',
  'tabs',
  'trigger',
  'content',
  'description',
  'fit',
  'name',
  'justify',
  'align',
  'weight',
  'accessibility',
  'placeholder',
  'enableDate',
  'enableTime',
  'displayStyle',
  'filterable',
];

const message = (kind: string, body: Record<string, unknown>) => ({version: VERSION, [kind]: body});

/** One component of a random basic type, with hostile properties and children by id. */
const component: fc.Arbitrary<Record<string, unknown>> = fc
  .record({
    id: fc.oneof({arbitrary: fc.constantFrom(...COMPONENT_IDS), weight: 9}, hostileLeaf),
    component: fc.oneof(
      {arbitrary: fc.constantFrom(...BASIC_COMPONENTS), weight: 12},
      {arbitrary: fc.constantFrom('Txet', 'script', '__proto__', 'svcTable'), weight: 1},
      {arbitrary: hostileLeaf, weight: 1},
    ),
    props: fc.dictionary(
      fc.oneof(
        {arbitrary: fc.constantFrom(...PROPERTY_KEYS), weight: 6},
        {arbitrary: fc.constantFrom(...DOM_KEYS), weight: 1},
      ),
      fc.oneof(
        {arbitrary: hostileValue, weight: 6},
        {arbitrary: fc.constantFrom(...COMPONENT_IDS), weight: 2},
        {arbitrary: fc.array(fc.constantFrom(...COMPONENT_IDS), {maxLength: 6}), weight: 2},
        {
          arbitrary: fc.record({componentId: fc.constantFrom(...COMPONENT_IDS), path: randomPath}),
          weight: 1,
        },
        {arbitrary: fc.record({event: fc.record({name: hostileString})}), weight: 1},
      ),
      {maxKeys: 6},
    ),
  })
  .map(({id, component, props}) => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(props)) setKey(out, key, value);
    setKey(out, 'id', id);
    setKey(out, 'component', component);
    return out;
  });

/** A huge, deep or sparse value, or one whose keys could reach a prototype. */
const bigValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({min: 1000, max: 200_000}).map((n) => 'x'.repeat(n)),
  fc.integer({min: 100, max: 3000}).map((n) => {
    let value: unknown = 1;
    for (let i = 0; i < n; i++) value = [value];
    return value;
  }),
  fc.integer({min: 1000, max: 50_000}).map((n) => Array.from({length: n}, (_, i) => i)),
  fc.constant(JSON.parse('{"__proto__": {"polluted": 1}, "constructor": {"prototype": {"p": 1}}}')),
);

/** A data path, often with an index far past the end of a list. */
const dataPath = fc.oneof(
  {arbitrary: randomPath, weight: 4},
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('/a', '/items', '/__proto__', '/v'),
        fc.constantFrom(0, 1, 999_999, 2 ** 31),
      )
      .map(([base, index]) => `${base}/${index}`),
    weight: 2,
  },
  {arbitrary: fc.constantFrom('/', '', '/v'), weight: 1},
);

/** Messages about one surface: created, components, data, perhaps deleted. */
function surfaceStream(surfaceId: string): fc.Arbitrary<unknown[]> {
  return fc
    .record({
      create: fc.record({
        sendDataModel: fc.boolean(),
        theme: fc.option(
          fc.record({primaryColor: fc.oneof(hostileString, fc.constant('#336699'))}),
        ),
      }),
      batches: fc.array(fc.array(component, {minLength: 1, maxLength: 8}), {
        minLength: 1,
        maxLength: 3,
      }),
      data: fc.array(
        fc.record({
          path: dataPath,
          value: fc.oneof({arbitrary: hostileValue, weight: 6}, bigValue),
        }),
        {maxLength: 6},
      ),
      deleted: fc.boolean(),
    })
    .map(({create, batches, data, deleted}) => {
      const createBody: Record<string, unknown> = {surfaceId, catalogId: BASIC_CATALOG_ID};
      if (create.sendDataModel) createBody.sendDataModel = true;
      if (create.theme) createBody.theme = create.theme;
      const out: unknown[] = [message('createSurface', createBody)];
      for (const components of batches)
        out.push(message('updateComponents', {surfaceId, components}));
      for (const {path, value} of data)
        out.push(message('updateDataModel', {surfaceId, path, value}));
      if (deleted) out.push(message('deleteSurface', {surfaceId}));
      return out;
    });
}

/** One to four surfaces, their messages interleaved. */
const randomStream: fc.Arbitrary<unknown[]> = fc
  .uniqueArray(fc.constantFrom(...SURFACE_IDS), {minLength: 1, maxLength: 4})
  .chain((ids) =>
    fc.tuple(fc.tuple(...ids.map(surfaceStream)), fc.array(fc.nat(), {maxLength: 40})),
  )
  .map(([parts, order]) => {
    const streams = parts.map((stream) => [...stream]);
    const out: unknown[] = [];
    for (const pick of order) {
      const open = streams.filter((stream) => stream.length);
      if (!open.length) break;
      out.push(open[pick % open.length].shift());
    }
    for (const stream of streams) out.push(...stream);
    return out;
  });

/** A cycle across messages: a container, then its child listing it back, then itself. */
const cycleStream: fc.Arbitrary<unknown[]> = fc
  .constantFrom('Column', 'Row', 'List', 'Card')
  .map((type) => {
    const child = type === 'Card' ? {child: 'b'} : {children: ['b']};
    const back = type === 'Card' ? {child: 'root'} : {children: ['root', 'b']};
    return [
      message('createSurface', {surfaceId: 'cycle', catalogId: BASIC_CATALOG_ID}),
      message('updateComponents', {
        surfaceId: 'cycle',
        components: [{id: 'root', component: type, ...child}],
      }),
      message('updateComponents', {
        surfaceId: 'cycle',
        components: [{id: 'b', component: type, ...back}],
      }),
      message('updateComponents', {
        surfaceId: 'cycle',
        components: [{id: 'root', component: type, children: ['root', 'b'], child: 'root'}],
      }),
    ];
  });

/** Many surfaces at once (up to 150), each a text bound to its data, some deleted again. */
const manySurfaces: fc.Arbitrary<unknown[]> = fc
  .tuple(fc.integer({min: 20, max: 150}), fc.nat(3))
  .map(([count, deleteEvery]) => {
    const out: unknown[] = [];
    for (let i = 0; i < count; i++) {
      const surfaceId = `m${i}`;
      out.push(message('createSurface', {surfaceId, catalogId: BASIC_CATALOG_ID}));
      out.push(
        message('updateComponents', {
          surfaceId,
          components: [{id: 'root', component: 'Text', text: {path: '/v'}}],
        }),
      );
      out.push(message('updateDataModel', {surfaceId, path: '/v', value: `surface ${i}`}));
      if (deleteEvery && i % (deleteEvery + 1) === 0)
        out.push(message('deleteSurface', {surfaceId}));
    }
    return out;
  });

type StreamMutation =
  | {op: 'swap' | 'duplicate'; at: number; to: number}
  | {op: 'drop'; at: number}
  | {op: 'replace'; at: number; slot: number; value: unknown}
  | {op: 'addKey'; at: number; slot: number; key: string; value: unknown}
  | {op: 'version'; at: number; value: unknown}
  | {op: 'surfaceId'; at: number; value: unknown}
  | {op: 'insert'; at: number; value: unknown};

const strangeMessages: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant({version: VERSION, somethingElse: {surfaceId: 's'}}),
  fc.constant({version: VERSION, beginRendering: {surfaceId: 's', root: 'root'}}),
  fc.constant({version: VERSION, createSurface: {surfaceId: 's'}, deleteSurface: {surfaceId: 's'}}),
  fc.constant({version: 'v1.0', callRendererFunction: {call: 'nope', functionCallId: '1'}}),
  fc.constant({version: 'v1.0', createSurface: {surfaceId: 'v1', catalogId: 'x'}}),
  fc.constant('{"version": "v0.9", "updateComponents": {oops}}'),
  fc.constant('[1, 2'),
  fc.constantFrom(...PAYLOADS),
  hostileLeaf,
  fc.constant([]),
);

const at = fc.nat(200);
const streamMutation: fc.Arbitrary<StreamMutation> = fc.oneof(
  fc.record({op: fc.constantFrom('swap' as const, 'duplicate' as const), at, to: at}),
  fc.record({op: fc.constant('drop' as const), at}),
  fc.record({op: fc.constant('replace' as const), at, slot: fc.nat(400), value: hostileValue}),
  fc.record({
    op: fc.constant('addKey' as const),
    at,
    slot: fc.nat(400),
    key: fc.constantFrom(...DOM_KEYS, 'surfaceId', 'components', 'path', 'value'),
    value: hostileValue,
  }),
  fc.record({
    op: fc.constant('version' as const),
    at,
    value: fc.oneof(fc.constantFrom('v1.0', 'v0.8', 'v0.10', 'v0.9.1'), hostileLeaf),
  }),
  fc.record({
    op: fc.constant('surfaceId' as const),
    at,
    value: fc.oneof(fc.constantFrom(...SURFACE_IDS), hostileLeaf),
  }),
  fc.record({op: fc.constant('insert' as const), at, value: strangeMessages}),
);

function applyStreamMutation(messages: unknown[], mutation: StreamMutation): void {
  if (mutation.op === 'insert') {
    messages.splice(mutation.at % (messages.length + 1), 0, mutation.value);
    return;
  }
  if (!messages.length) return;
  const index = mutation.at % messages.length;
  const target = messages[index];
  switch (mutation.op) {
    case 'swap': {
      const to = mutation.to % messages.length;
      [messages[index], messages[to]] = [messages[to], messages[index]];
      return;
    }
    case 'duplicate':
      messages.splice(mutation.to % (messages.length + 1), 0, copyOf(target));
      return;
    case 'drop':
      messages.splice(index, 1);
      return;
    case 'replace':
      return replaceAt(target, mutation.slot, mutation.value);
    case 'addKey':
      return addKeyAt(target, mutation.slot, mutation.key, mutation.value);
    case 'version':
      if (target && typeof target === 'object' && !Array.isArray(target))
        (target as Record<string, unknown>).version = mutation.value;
      return;
    case 'surfaceId':
      for (const body of Object.values((target ?? {}) as Record<string, unknown>))
        if (body && typeof body === 'object' && !Array.isArray(body))
          (body as Record<string, unknown>).surfaceId = mutation.value;
      return;
  }
}

/**
 * A deep copy of JSON-like values, without recursion: a value nested thousands of levels (which
 * the renderer must take) overflows the stack of `structuredClone`. Keys keep their order, and a
 * "__proto__" key stays an own key, as in the original.
 */
function copyOf<T>(value: T): T {
  const copy: Record<string, unknown> = {};
  const work: [unknown, object, string][] = [[value, copy, 'value']];
  for (let item = work.pop(); item; item = work.pop()) {
    const [from, into, key] = item;
    const made = !from || typeof from !== 'object' ? from : Array.isArray(from) ? [] : {};
    Object.defineProperty(into, key, {
      value: made,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (made === from) continue;
    const children = Object.entries(from as object);
    for (let i = children.length - 1; i >= 0; i--)
      work.push([children[i][1], made as object, children[i][0]]);
  }
  return copy.value as T;
}

/** A stream with zero to six mutations applied to a deep copy. */
function mutated(streams: fc.Arbitrary<unknown[]>, most = 6): fc.Arbitrary<unknown[]> {
  return fc
    .tuple(streams, fc.array(streamMutation, {maxLength: most}))
    .map(([stream, mutations]) => {
      const copy = copyOf(stream);
      for (const mutation of mutations) applyStreamMutation(copy, mutation);
      return copy;
    });
}

const delivery: fc.Arbitrary<MessageCase['delivery']> = fc.oneof(
  fc.constantFrom('batch' as const, 'each' as const),
  fc.record({chunks: fc.array(fc.integer({min: 1, max: 4096}), {minLength: 1, maxLength: 8})}),
);

/** Every kind of fuzzed stream, mutated examples and random streams most often. */
export function messageCase(examples: readonly NamedStream[]): fc.Arbitrary<MessageCase> {
  const example = fc.constantFrom(...examples).map((named) => named.messages);
  return fc.record({
    messages: fc.oneof(
      {arbitrary: mutated(example), weight: 8},
      {arbitrary: mutated(randomStream, 3), weight: 8},
      {arbitrary: mutated(cycleStream, 2), weight: 1},
      {arbitrary: mutated(manySurfaces, 2), weight: 1},
    ),
    delivery,
    typed: hostileString,
  });
}
