/**
 * Runs the suite's message-processing cases (`process_messages`, and `validate` cases written as
 * messages) against MessageProcessor: the catalogs a case loads, its messages (or steps), then its
 * expected state or error.
 */
import {expect} from '@open-wc/testing';
import {
  BASIC_CATALOG_ID,
  BASIC_CATALOG_ID_V1,
  MessageProcessor,
  type A2uiError,
  type CatalogJson,
  validationResults,
} from '../../src/protocol/index.js';
import {createDefaultFunctions, resolve, resolvePath} from '../../src/model/index.js';
import {type Case, expectReported, expectSubset} from './harness.js';

/** The catalog files cases load, and the built-in catalog each is. */
const CATALOG_FILES: Record<string, string> = {
  'catalogs/basic/v1/catalog.json': BASIC_CATALOG_ID_V1,
  'specification/v1_0/catalogs/basic/catalog.json': BASIC_CATALOG_ID_V1,
  'specification/v0_9/catalogs/basic/catalog.json': BASIC_CATALOG_ID,
  'specification/v0_9_1/catalogs/basic/catalog.json': BASIC_CATALOG_ID,
};

type Messages = unknown;

interface Step {
  messages: Messages;
  expect?: unknown;
  expectError?: Record<string, unknown>;
}

/** The messages of a case, step by step (a case without steps is one step). */
export function stepsOf(testCase: Case): Step[] {
  const errorOf = (holder: Record<string, unknown>) =>
    (holder.expectError ?? holder.expect_error) as Record<string, unknown> | undefined;
  const raw = testCase.steps as Record<string, unknown>[] | undefined;
  const steps: Step[] = Array.isArray(raw)
    ? raw.map((step) => ({
        messages: step.messages ?? step.payload,
        expect: step.expect,
        expectError: errorOf(step),
      }))
    : [{messages: testCase.messages ?? testCase.payload}];
  // A case's own expectation is about the state after its last step.
  const last = steps[steps.length - 1];
  last.expect ??= testCase.expect;
  last.expectError ??= errorOf(testCase);
  return steps;
}

/** Every catalog definition the case gives (`catalogs`, or `catalog` with a schema). */
function definitions(testCase: Case): CatalogJson[] {
  const out: CatalogJson[] = [];
  for (const raw of (testCase.catalogs as Record<string, unknown>[] | undefined) ?? [])
    out.push(raw as unknown as CatalogJson);
  const single = testCase.catalog as Record<string, unknown> | undefined;
  const schema = (single?.catalogSchema ?? single?.catalog_schema) as
    Record<string, unknown> | undefined;
  // A schema that describes no components names the basic catalog (message_processor.yaml binds
  // surfaces to such a "conformance-catalog" and adds Text and Column to them).
  if (schema && isEmpty(schema.components)) return out;
  if (single && (schema || typeof single.catalogId === 'string')) {
    const version = single.protocolVersion ?? single.version;
    out.push({
      ...(schema ?? {}),
      ...(typeof single.catalogId === 'string' ? {catalogId: single.catalogId} : {}),
      ...(single.components ? {components: single.components} : {}),
      ...(version ? {protocolVersion: normalizeVersion(String(version))} : {}),
    } as unknown as CatalogJson);
  }
  return out;
}

function isEmpty(value: unknown): boolean {
  return value !== null && typeof value === 'object' && Object.keys(value).length === 0;
}

function normalizeVersion(version: string): string {
  return version.startsWith('v') ? version : `v${version}`;
}

/** The catalog ids `createSurface` names in the case's messages. */
function surfaceCatalogIds(testCase: Case): Set<string> {
  const ids = new Set<string>();
  const text = JSON.stringify(testCase);
  for (const match of text.matchAll(/"createSurface":\{[^{}]*?"catalogId":"([^"]*)"/g))
    ids.add(match[1]);
  return ids;
}

/**
 * A processor set up as the case asks. Catalog ids the messages name that the case does not define
 * (`basic`, `test-catalog`, `test-catalog-v10`…) are the suite's short names for the catalog file
 * the case loads (`catalogPaths`), or for the basic catalog of its version when it loads none.
 */
export function processorFor(testCase: Case, version: string): MessageProcessor {
  const processor = new MessageProcessor({strict: testCase.strictMode === true});
  const defined = definitions(testCase);
  for (const definition of defined) processor.registerCatalog(definition);
  const paths = (testCase.catalogPaths as string[] | undefined) ?? [];
  const loaded = paths.map((path) => CATALOG_FILES[path]).filter(Boolean);
  const fallback = loaded[0] ?? (version === 'v1.0' ? BASIC_CATALOG_ID_V1 : BASIC_CATALOG_ID);
  const definedIds = new Set(defined.map((definition) => definition.catalogId));
  const errorText = JSON.stringify(testCase.expectError ?? testCase.expect_error ?? '');
  const expectsMissingCatalog = /Catalog not found/.test(errorText);
  for (const id of surfaceCatalogIds(testCase)) {
    if (definedIds.has(id) || processor.hasCatalog(id) || errorText.includes(id)) continue;
    if (expectsMissingCatalog) continue;
    processor.aliasCatalog(id, fallback);
  }
  return processor;
}

/**
 * A component property as stored (the message's JSON), or else as the renderer reads it: the
 * converted node's value, resolved against the surface's data model (cases of `validate` expect
 * `text: "2026-09-04"` for a `formatDate` call, or an unescaped `@@path` key).
 */
function propertyOf(
  processor: MessageProcessor,
  surfaceId: string,
  id: string,
  key: string,
  want: unknown,
) {
  const surface = processor.surface(surfaceId)!;
  const raw = surface.components.get(id)?.[key];
  if (JSON.stringify(raw) === JSON.stringify(want)) return raw;
  const node = surface.node(id);
  if (!node || !(key in node.props)) return raw;
  return resolve(node.props[key], {model: surface.dataModel}).value;
}

/** The components of a surface as the case lists them: a list, or a map by id. */
function expectComponents(processor: MessageProcessor, surfaceId: string, expected: unknown) {
  const stored = processor.surface(surfaceId)!.components;
  const list = Array.isArray(expected)
    ? (expected as Record<string, unknown>[])
    : Object.entries(expected as Record<string, Record<string, unknown>>).map(([id, value]) => ({
        id,
        ...value,
      }));
  for (const component of list) {
    const id = String(component.id);
    expect(stored.get(id), `component ${id}`).to.not.equal(undefined);
    // message_processor.yaml lists a component's own properties under `properties`.
    const {properties, ...own} = component as {properties?: Record<string, unknown>};
    for (const [key, want] of Object.entries({...own, ...properties}))
      expectSubset(
        propertyOf(processor, surfaceId, id, key, want),
        want,
        `/${surfaceId}/components/${id}/${key}`,
      );
  }
}

/** Checks the state a step expects. */
export function expectState(processor: MessageProcessor, expected: Record<string, unknown>): void {
  for (const id of (expected.absent_surfaces as string[] | undefined) ?? [])
    expect(processor.surface(id), `surface ${id}`).to.equal(undefined);
  const surfaces = (expected.surfaces ?? {}) as Record<string, Record<string, unknown> | null>;
  for (const [id, want] of Object.entries(surfaces)) {
    const surface = processor.surface(id);
    if (want === null || want.exists === false) {
      expect(surface, `surface ${id}`).to.equal(undefined);
      continue;
    }
    expect(surface, `surface ${id}`).to.not.equal(undefined);
    for (const [key, value] of Object.entries(want)) {
      if (key === 'exists') continue;
      else if (key === 'components') expectComponents(processor, id, value);
      else if (key === 'validationResult')
        expectSubset(
          validationResults(surface!, createDefaultFunctions()),
          value,
          `/${id}/validationResult`,
        );
      else if (key === 'dataModel' || key === 'data_model')
        expect(surface!.dataModel.snapshot()).to.deep.equal(value);
      else
        expectSubset((surface as unknown as Record<string, unknown>)[key], value, `/${id}/${key}`);
    }
  }
}

/**
 * Runs a message-processing case: each step's messages, then its expectation. A step expecting a
 * state must report no error, but for those `alsoReported` allows (what this renderer reports
 * beyond the suite, each with its reason where the case is listed).
 */
export function runMessages(testCase: Case, version: string, alsoReported?: RegExp): void {
  const processor = processorFor(testCase, version);
  for (const step of stepsOf(testCase)) {
    const errors: A2uiError[] = processor.process(upgrade(testCase, step.messages)).errors;
    if (step.expectError) expectReported(errors, step.expectError);
    else
      expect(
        errors
          .map((error) => `${error.category}: ${error.message}`)
          .filter((text) => !alsoReported?.test(text)),
        'no errors',
      ).to.deep.equal([]);
    if (step.expect && typeof step.expect === 'object')
      expectState(processor, step.expect as Record<string, unknown>);
  }
}

/**
 * Files written before v1.0's reserved keys (validation_result.yaml, index_function.yaml) spell
 * v1.0 bindings and calls `path` / `call`; the newer files spell them `@path` / `@call`, and a
 * `{path}` object is data. Their v1.0 messages are read in the newer spelling: an object whose
 * `call` is a string, or that is exactly `{path: string}`, gets the reserved key.
 */
export const OLD_SPELLING = new Set(['validation_result', 'index_function']);

function upgrade(testCase: Case, messages: unknown): unknown {
  if (!testCase.oldSpelling) return messages;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const out: Record<string, unknown> = {};
    const isCall = typeof record.call === 'string';
    const isPath = keys.length === 1 && typeof record.path === 'string';
    for (const key of keys) {
      const name = (isCall && key === 'call') || (isPath && key === 'path') ? `@${key}` : key;
      out[name] = walk(record[key]);
    }
    return out;
  };
  return walk(messages);
}

/**
 * `get_renderer_capabilities`: the catalogs the case registers are announced for the version it
 * asks (the renderer also announces its built-in basic catalogs, so the expected ids must be among
 * the announced ones), with their inline definitions when asked.
 */
export function runCapabilities(testCase: Case, version: string): void {
  const processor = processorFor(testCase, version);
  const args = (testCase.args ?? {}) as {
    version?: 'v0.9' | 'v1.0';
    includeInlineCatalogs?: boolean;
  };
  const asked = args.version ?? 'v0.9';
  const announced = processor.capabilities(asked, {
    includeInlineCatalogs: args.includeInlineCatalogs === true,
  })[asked]!;
  const expected = (testCase.expect as Record<string, Record<string, unknown>>)[asked];
  expect(announced.supportedCatalogIds).to.include.members(
    expected.supportedCatalogIds as string[],
  );
  for (const inline of (expected.inlineCatalogs as Record<string, unknown>[] | undefined) ?? []) {
    const ours = announced.inlineCatalogs?.find((item) => item.catalogId === inline.catalogId);
    expectSubset(ours, inline, `/inlineCatalogs/${String(inline.catalogId)}`);
  }
}

/** `get_renderer_data_model`: the messages, then the client data model for the version asked. */
export function runDataModelRequest(testCase: Case, version: string): void {
  const processor = processorFor(testCase, version);
  for (const step of stepsOf(testCase)) processor.process(step.messages);
  const asked = ((testCase.args ?? {}) as {version?: 'v0.9' | 'v1.0'}).version;
  const model = processor.clientDataModel(asked) ?? null;
  expect(model).to.deep.equal(testCase.expect);
}

/** `resolve_path`: a path in the scope of `contextPath`. */
export function runResolvePath(testCase: Case): void {
  const {path, contextPath} = testCase.args as {path: string; contextPath?: string};
  expect(resolvePath(path, contextPath)).to.equal(testCase.expect);
}
