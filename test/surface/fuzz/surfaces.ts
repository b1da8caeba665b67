/**
 * Surface records for the fuzzer: the shared samples with a few mutations applied, and random
 * surfaces built from scratch (random variants and properties, deep chains, wide lists, shared
 * subtrees). Mutations are plain data applied to a copy, so fast-check can shrink their list.
 */
import fc from 'fast-check';
import type {SurfaceRecord} from '../../../src/model/types.js';
import {
  DOM_KEYS,
  HOT_DOM_KEYS,
  PAYLOADS,
  hostileLeaf,
  hostileString,
  hostileValue,
  randomPath,
} from './hostile.js';

/** The variants to generate and the properties each element declares. */
export interface Catalog {
  variants: readonly string[];
  containers: readonly string[];
  properties: Readonly<Record<string, readonly string[]>>;
}

export interface NamedSample {
  name: string;
  record: SurfaceRecord;
}

type Mutation =
  | {op: 'replace' | 'dynamic'; at: number; value: unknown}
  | {op: 'addKey' | 'prop'; at: number; key: string; value: unknown}
  | {op: 'variant'; at: number; name: string}
  | {op: 'children'; at: number; picks: number[]; path: string}
  | {op: 'data'; at: number; value: unknown}
  | {op: 'dataJson'; value: unknown}
  | {op: 'add'; at: number; component: Record<string, unknown>}
  | {op: 'remove'; at: number}
  | {op: 'id' | 'weight'; at: number; value: unknown};

const UNKNOWN_VARIANTS = ['innerHTML', 'script', 'iframe', 'Text', 'svcNope', 'constructor', 'x'];

type Slot = {parent: Record<string, unknown> | unknown[]; key: string | number};

/**
 * Every (container, key) in `root`, depth first: the places a mutation can replace. Walked without
 * recursion: a fuzzed value may nest thousands of levels.
 */
function slots(root: unknown): Slot[] {
  const found: Slot[] = [];
  const stack: Array<{parent: Slot['parent']; keys: Array<string | number>; next: number}> = [];
  const open = (value: unknown) => {
    if (Array.isArray(value)) stack.push({parent: value, keys: [...value.keys()], next: 0});
    else if (value && typeof value === 'object')
      stack.push({parent: value as Record<string, unknown>, keys: Object.keys(value), next: 0});
  };
  open(root);
  while (stack.length) {
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.keys.length) {
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next++];
    found.push({parent: frame.parent, key});
    open((frame.parent as Record<string | number, unknown>)[key]);
  }
  return found;
}

function objects(root: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  if (root && typeof root === 'object' && !Array.isArray(root)) found.push(root as never);
  for (const {parent, key} of slots(root)) {
    const value = (parent as Record<string, unknown>)[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) found.push(value as never);
  }
  return found;
}

export function setKey(target: Record<string, unknown>, key: string, value: unknown) {
  // defineProperty so that "__proto__" becomes an own key, as JSON.parse would make it.
  Object.defineProperty(target, key, {value, enumerable: true, writable: true, configurable: true});
}

/** Replaces the value at the `at`-th place (modulo their number) of `root`, if any. */
export function replaceAt(root: unknown, at: number, value: unknown): void {
  const all = slots(root);
  if (!all.length) return;
  const {parent, key} = all[at % all.length];
  (parent as Record<string, unknown>)[key] = value;
}

/** Adds `key` (an own key, even `__proto__`) to the `at`-th object (modulo) of `root`, if any. */
export function addKeyAt(root: unknown, at: number, key: string, value: unknown): void {
  const all = objects(root);
  if (all.length) setKey(all[at % all.length], key, value);
}

function variantKey(component: Record<string, unknown>): string | undefined {
  return Object.keys(component).find((key) => key !== 'id' && key !== 'weight');
}

function applyMutation(record: SurfaceRecord, mutation: Mutation): void {
  const components = record.components as Record<string, unknown>[];
  const component = components.length
    ? components[('at' in mutation ? mutation.at : 0) % components.length]
    : undefined;
  switch (mutation.op) {
    case 'replace':
    case 'dynamic':
      return replaceAt(components, mutation.at, mutation.value);
    case 'addKey':
      return addKeyAt(components, mutation.at, mutation.key, mutation.value);
    case 'prop': {
      const key = component && typeof component === 'object' ? variantKey(component) : undefined;
      const body = key && component![key];
      if (body && typeof body === 'object' && !Array.isArray(body))
        setKey(body as Record<string, unknown>, mutation.key, mutation.value);
      return;
    }
    case 'variant': {
      if (!component || typeof component !== 'object') return;
      const key = variantKey(component);
      if (!key) return;
      const body = component[key];
      delete component[key];
      setKey(component, mutation.name, body);
      return;
    }
    case 'children': {
      if (!component || typeof component !== 'object') return;
      const key = variantKey(component);
      const body = key && component[key];
      if (!body || typeof body !== 'object') return;
      const ids = components.map((c) => (c && typeof c === 'object' ? c.id : undefined));
      (body as Record<string, unknown>).children =
        mutation.picks.length === 1
          ? {componentId: ids[mutation.picks[0] % ids.length], path: mutation.path}
          : {ids: mutation.picks.map((pick) => ids[pick % ids.length] ?? 'missing')};
      return;
    }
    case 'data': {
      let data: unknown;
      try {
        data = JSON.parse(String(record.dataModelJson));
      } catch {
        data = {};
      }
      const all = slots(data);
      if (all.length) {
        const {parent, key} = all[mutation.at % all.length];
        (parent as Record<string, unknown>)[key] = mutation.value;
      } else if (data && typeof data === 'object') {
        (data as Record<string, unknown>).x = mutation.value;
      }
      record.dataModelJson = JSON.stringify(data);
      return;
    }
    case 'dataJson':
      (record as unknown as Record<string, unknown>).dataModelJson = mutation.value;
      return;
    case 'add': {
      const id = `added-${components.length}`;
      components.push({...mutation.component, id});
      if (component && typeof component === 'object') {
        const key = variantKey(component);
        const body = key && component[key];
        if (body && typeof body === 'object') {
          const children = (body as {children?: {ids?: unknown}}).children;
          const ids = Array.isArray(children?.ids) ? children.ids : [];
          (body as Record<string, unknown>).children = {ids: [...ids, id]};
        }
      }
      return;
    }
    case 'remove':
      if (components.length) components.splice(mutation.at % components.length, 1);
      return;
    case 'id':
    case 'weight':
      if (component && typeof component === 'object') component[mutation.op] = mutation.value;
      return;
  }
}

function componentArbitrary(catalog: Catalog, childIds: fc.Arbitrary<string[]>) {
  return fc
    .oneof(
      {arbitrary: fc.constantFrom(...catalog.variants), weight: 12},
      {arbitrary: fc.constantFrom(...UNKNOWN_VARIANTS), weight: 1},
    )
    .chain((variant) => {
      const declared = Object.hasOwn(catalog.properties, variant)
        ? catalog.properties[variant]
        : [];
      const keys = fc.oneof(
        {arbitrary: fc.constantFrom(...(declared.length ? declared : ['text'])), weight: 6},
        {arbitrary: fc.constantFrom(...DOM_KEYS), weight: 2},
        {arbitrary: fc.constantFrom('value', 'label', 'title', 'action', 'checks'), weight: 2},
      );
      return fc.record(
        {
          [variant]: fc
            .tuple(
              fc.dictionary(keys, hostileValue, {maxKeys: 6}),
              catalog.containers.includes(variant) ? childIds : fc.constant(undefined),
            )
            .map(([props, children]) => {
              const body: Record<string, unknown> = {};
              for (const [key, value] of Object.entries(props)) setKey(body, key, value);
              if (children) body.children = {ids: children};
              return body;
            }),
          weight: fc.oneof(hostileLeaf, fc.nat(5)),
        },
        {requiredKeys: [variant]},
      );
    });
}

/** A random data model: JSON with hostile leaves and keys, as the JSON string the record holds. */
const dataModelJson: fc.Arbitrary<unknown> = fc.oneof(
  {
    arbitrary: fc
      .dictionary(
        fc.oneof(
          fc.constantFrom('user', 'items', 'name', 'a', ...DOM_KEYS),
          fc.string({maxLength: 6}),
        ),
        fc.oneof(
          hostileLeaf,
          fc.array(hostileLeaf, {maxLength: 8}),
          fc.dictionary(fc.constantFrom('name', 'id', 'label', '__proto__'), hostileLeaf),
        ),
        {maxKeys: 8},
      )
      .map((data) => {
        const copy: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(data)) setKey(copy, key, value);
        return JSON.stringify(copy);
      }),
    weight: 8,
  },
  {
    arbitrary: fc.constantFrom('{', '[]', '"x"', '1e309', '{"__proto__":{"polluted":1}}'),
    weight: 1,
  },
  {arbitrary: hostileLeaf, weight: 1},
);

/** A random surface: 1 to 25 components of random variants; containers pick children by index. */
function randomSurface(catalog: Catalog): fc.Arbitrary<SurfaceRecord> {
  const picks = fc.array(fc.nat(40), {maxLength: 8});
  return fc
    .tuple(
      fc.array(componentArbitrary(catalog, fc.constant([])), {minLength: 1, maxLength: 25}),
      fc.array(picks, {maxLength: 25}),
      dataModelJson,
    )
    .map(([components, childPicks, data]) => {
      const ids = components.map((_, index) => (index === 0 ? 'root' : `c${index}`));
      components.forEach((component, index) => {
        const key = variantKey(component)!;
        const body = component[key] as Record<string, unknown>;
        component.id = ids[index];
        if (catalog.containers.includes(key)) {
          body.children = {ids: (childPicks[index] ?? []).map((pick) => ids[pick % ids.length])};
        }
      });
      return {surfaceId: 'srf-fuzz', dataModelJson: data as string, components};
    });
}

/** A chain of columns `depth` deep, ending in a text holding `leaf`. */
function deepSurface(): fc.Arbitrary<SurfaceRecord> {
  return fc.tuple(fc.integer({min: 150, max: 260}), hostileString).map(([depth, leaf]) => {
    const components: unknown[] = [];
    for (let i = 0; i < depth; i++) {
      components.push({id: i ? `d${i}` : 'root', column: {children: {ids: [`d${i + 1}`]}}});
    }
    components.push({id: `d${depth}`, text: {text: {literal: leaf}}});
    return {surfaceId: 'srf-deep', dataModelJson: '{}', components};
  });
}

/** One row or column with hundreds of children, most of them the same few ids. */
function wideSurface(): fc.Arbitrary<SurfaceRecord> {
  return (
    fc
      // Short labels: hundreds of copies of a 100,000-character text take minutes to lay out.
      .tuple(
        fc.constantFrom('row', 'column'),
        fc.integer({min: 100, max: 500}),
        hostileString.filter((label) => label.length < 1000),
      )
      .map(([variant, width, label]) => ({
        surfaceId: 'srf-wide',
        dataModelJson: JSON.stringify({label}),
        components: [
          {
            id: 'root',
            [variant]: {children: {ids: Array.from({length: width}, (_, i) => `w${i % 7}`)}},
          },
          ...Array.from({length: 7}, (_, i) => ({
            id: `w${i}`,
            weight: i,
            [i % 2 ? 'text' : 'button']: {
              text: {path: '/label'},
              label: {path: '/label'},
              action: {event: {name: 'x'}},
            },
          })),
        ],
      }))
  );
}

/**
 * Levels of columns whose children repeat the next level: the tree grows as branches^levels, kept
 * to about a thousand elements (the renderer's own cap is far higher; this is about repetition).
 */
function sharedSubtreeSurface(): fc.Arbitrary<SurfaceRecord> {
  return fc
    .integer({min: 2, max: 4})
    .chain((branches) =>
      fc.tuple(
        fc.integer({min: 2, max: Math.floor(Math.log(1000) / Math.log(branches))}),
        fc.constant(branches),
      ),
    )
    .map(([levels, branches]) => {
      const components: unknown[] = [];
      for (let i = 0; i < levels; i++) {
        components.push({
          id: i ? `l${i}` : 'root',
          column: {children: {ids: Array.from({length: branches}, () => `l${i + 1}`)}},
        });
      }
      components.push({id: `l${levels}`, text: {text: {literal: 'leaf'}}});
      return {surfaceId: 'srf-shared', dataModelJson: '{}', components};
    });
}

function mutationArbitrary(catalog: Catalog): fc.Arbitrary<Mutation> {
  const at = fc.nat(10_000);
  return fc.oneof(
    {
      arbitrary: fc.record({op: fc.constant('replace' as const), at, value: hostileValue}),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        op: fc.constant('dynamic' as const),
        at,
        value: fc.oneof(
          randomPath.map((path) => ({path})),
          hostileValue.filter((v) => !!v && typeof v === 'object'),
        ),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        op: fc.constant('addKey' as const),
        at,
        key: fc.oneof(
          {arbitrary: fc.constantFrom(...DOM_KEYS), weight: 5},
          fc.string({maxLength: 8}),
        ),
        value: hostileValue,
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        op: fc.constant('prop' as const),
        at,
        key: fc.oneof(fc.constantFrom(...HOT_DOM_KEYS), fc.constantFrom(...DOM_KEYS)),
        value: fc.oneof(
          {arbitrary: fc.constantFrom(...PAYLOADS), weight: 2},
          {arbitrary: fc.constantFrom(...PAYLOADS).map((literal) => ({literal})), weight: 1},
          {arbitrary: hostileValue, weight: 2},
        ),
      }),
      weight: 6,
    },
    {
      arbitrary: fc.record({
        op: fc.constant('variant' as const),
        at,
        name: fc.constantFrom(...catalog.variants, ...UNKNOWN_VARIANTS),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        op: fc.constant('children' as const),
        at,
        // One pick makes an A2UI template child list ({componentId, path}).
        picks: fc.array(fc.nat(50), {maxLength: 12}),
        path: randomPath,
      }),
      weight: 2,
    },
    {arbitrary: fc.record({op: fc.constant('data' as const), at, value: hostileValue}), weight: 3},
    {arbitrary: fc.record({op: fc.constant('dataJson' as const), value: dataModelJson}), weight: 1},
    {
      arbitrary: fc.record({
        op: fc.constant('add' as const),
        at,
        component: componentArbitrary(catalog, fc.constant([])),
      }),
      weight: 2,
    },
    {arbitrary: fc.record({op: fc.constant('remove' as const), at}), weight: 1},
    {
      arbitrary: fc.record({
        op: fc.constantFrom('id' as const, 'weight' as const),
        at,
        value: hostileLeaf,
      }),
      weight: 1,
    },
  );
}

/** A sample with one to six mutations applied to a deep copy. */
function mutatedSample(samples: readonly NamedSample[], catalog: Catalog) {
  return fc
    .tuple(
      fc.constantFrom(...samples),
      fc.array(mutationArbitrary(catalog), {minLength: 1, maxLength: 6}),
    )
    .map(([sample, mutations]) => {
      const record = structuredClone(sample.record);
      record.components ??= [];
      for (const mutation of mutations) applyMutation(record, mutation);
      return record;
    });
}

/** Every kind of fuzzed surface, mutated samples most often. */
function fuzzSurface(
  samples: readonly NamedSample[],
  catalog: Catalog,
): fc.Arbitrary<SurfaceRecord> {
  return fc.oneof(
    {arbitrary: mutatedSample(samples, catalog), weight: 12},
    {arbitrary: randomSurface(catalog), weight: 6},
    {arbitrary: deepSurface(), weight: 1},
    {arbitrary: wideSurface(), weight: 1},
    {arbitrary: sharedSubtreeSurface(), weight: 1},
  );
}

/** One fuzz case: a surface, text to type into its fields, and maybe a newer version of it. */
export interface FuzzCase {
  surface: SurfaceRecord;
  typed: string;
  /** The same surface (same id, later `updatedAt`) with more mutations, set after the first. */
  next?: SurfaceRecord;
}

export function fuzzCase(
  samples: readonly NamedSample[],
  catalog: Catalog,
): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      surface: fuzzSurface(samples, catalog),
      typed: hostileString,
      update: fc.option(fc.array(mutationArbitrary(catalog), {minLength: 1, maxLength: 4}), {
        freq: 3,
      }),
    })
    .map(({surface, typed, update}) => {
      surface.updatedAt = '2026-11-01T00:00:00Z';
      if (!update) return {surface, typed};
      const next = structuredClone(surface);
      next.components ??= [];
      for (const mutation of update) applyMutation(next, mutation);
      next.updatedAt = '2026-11-02T00:00:00Z';
      return {surface, typed, next};
    });
}
