/**
 * The suite's catalog cases (catalog.yaml). `from_json` registers the case's catalog from its
 * published JSON (`registerCatalog`; the case's `catalogId` and `protocolVersion`, when it gives
 * them, are the id and version it is registered with) and compares what the processor holds
 * (`catalogDefinition`: catalogId, protocolVersion, components, functions, theme, each compared
 * exactly) or the refusal (registerCatalog throws for the host's code: the suite's CatalogError).
 * A published catalog's `validComponents` / `invalidComponents` are processed in strict mode on a
 * surface of that catalog. `catalog_schema` renders a catalog as the JSON Schema an agent puts in
 * its prompt: agent-side, each case pending with its reason.
 */
import {expect} from '@open-wc/testing';
import {BASIC_CATALOG_ID_V1, MessageProcessor, type CatalogJson} from '../../src/protocol/index.js';
import {caseVersion, dataFile, expectReported, runTable, table, type Case} from './harness.js';

/** The suite's names of the published catalogs this copy has. */
const PUBLISHED: Record<string, string> = {
  'catalogs/basic/v1/catalog.json': 'specification/v1_0/catalogs/basic/catalog.json',
};

/**
 * Errors whose message names the Python SDK's own parameters (`catalog_id`, `catalog_schema`):
 * matched by category only.
 */
const SDK_WORDING = new Set(['test_catalog_from_json_missing_catalog_id_error']);

function register(testCase: Case): {processor: MessageProcessor; refused?: string} {
  const processor = new MessageProcessor();
  const catalog = testCase.catalog as Record<string, unknown>;
  const definition = {
    ...(testCase.protocolVersion ? {protocolVersion: testCase.protocolVersion} : {}),
    ...catalog,
    ...(typeof testCase.catalogId === 'string' ? {catalogId: testCase.catalogId} : {}),
  } as CatalogJson;
  try {
    processor.registerCatalog(definition);
    return {processor};
  } catch (error) {
    return {processor, refused: error instanceof Error ? error.message : String(error)};
  }
}

function fromJson(testCase: Case): void {
  const {processor, refused} = register(testCase);
  const expected = testCase.expectError as Record<string, unknown> | undefined;
  if (expected) {
    expect(refused, 'refused').to.be.a('string');
    const {message, ...category} = expected;
    expectReported(
      [{category: 'CatalogError', message: refused!}],
      SDK_WORDING.has(testCase.name) ? category : {message, ...category},
    );
    return;
  }
  expect(refused, 'registered').to.equal(undefined);
  if (!testCase.expect) return;
  const id = (testCase.catalogId ?? (testCase.catalog as {catalogId: string}).catalogId) as string;
  const held = processor.catalogDefinition(id)!;
  const view: Record<string, unknown> = {
    catalogId: held.catalogId,
    protocolVersion: normalized(held.protocolVersion),
    components: held.components ?? {},
    functions: held.functions ?? {},
    theme: held.theme ?? {},
  };
  for (const [key, value] of Object.entries(testCase.expect as object))
    expect(view[key], key).to.deep.equal(value);
}

function normalized(version: unknown): string {
  const text = String(version ?? '0.9');
  return text.startsWith('v') ? text : `v${text}`;
}

/** Each of a published catalog's components, processed in strict mode on a surface of it. */
async function published(testCase: Case): Promise<void> {
  const catalog = (await dataFile(PUBLISHED[testCase.catalogPath as string])) as CatalogJson;
  const expectations = testCase.expect as {
    validComponents?: Record<string, unknown>[];
    invalidComponents?: Record<string, unknown>[];
  };
  const check = (component: Record<string, unknown>, valid: boolean) => {
    const processor = new MessageProcessor({strict: true, catalogs: [catalog]});
    // The component under a root, with the Text its `child` names: the surface's graph is whole.
    const child = typeof component.child === 'string' ? component.child : undefined;
    const components = [
      {id: 'root', component: 'Column', children: [component.id]},
      component,
      ...(child ? [{id: child, component: 'Text', text: 'Label'}] : []),
    ];
    const createSurface = {surfaceId: 's', catalogId: catalog.catalogId, components};
    const {errors} = processor.process({version: 'v1.0', createSurface});
    const messages = errors.map((error) => error.message);
    if (valid) expect(messages, JSON.stringify(component)).to.deep.equal([]);
    else expect(messages, JSON.stringify(component)).to.not.deep.equal([]);
  };
  for (const component of expectations.validComponents ?? []) check(component, true);
  for (const component of expectations.invalidComponents ?? []) check(component, false);
}

const PROMPT_SCHEMA =
  "renders a catalog as the JSON Schema an agent puts in its model's prompt (an `id` added to " +
  'each component, `$defs.anyComponent` with a discriminator, common types bundled); a renderer ' +
  'receives catalogs and announces them by id or inline (get_renderer_capabilities runs that)';

/** Why a case cannot run here; undefined when it runs. */
function cannotRun(testCase: Case): string | undefined {
  const version = caseVersion(testCase, 'catalog');
  if (testCase.action === 'catalog_schema') {
    if (version === 'v0.8') return `v0.8 is not read by this renderer; and it ${PROMPT_SCHEMA}`;
    if (testCase.expectCatalog)
      return (
        "compares an SDK's rendering of its basic catalog as a prompt schema with the published " +
        'catalog and its common types inlined; this renderer reads the basic catalog with converters, ' +
        `not a schema it could render${version === 'v1.0' ? '' : ', and the v0.9 files are not in the reference copy'}`
      );
    return `it ${PROMPT_SCHEMA}`;
  }
  if (version === 'v0.8') return 'v0.8 is not read by this renderer (v0.9 and later only)';
  const path = testCase.catalogPath as string | undefined;
  if (path && !PUBLISHED[path])
    return `${path} is not in the reference copy (SOURCES.md saves only specification/v1_0)`;
  if (/v0_9\/common_types\.json/.test(JSON.stringify(testCase.catalog ?? '')))
    return (
      'expects the v0.9 common types inlined (their descriptions), and ' +
      'specification/v0_9/json/common_types.json is not in the reference copy'
    );
  const expected = (testCase.expect ?? {}) as Record<string, unknown>;
  if (expected.selfContained)
    return (
      "checks that an SDK's loaded catalog schema is self-contained (common types copied in) for " +
      'a prompt or a JSON Schema library; this renderer reads common-type references itself ' +
      '(schema-check.ts) and hands the schema to nobody'
    );
  if (path && /nested/.test(testCase.name))
    return (
      'validates against one catalog in isolation (an agent SDK accepts a call that names another ' +
      'catalog unjudged); this renderer validates a component by processing it, where such a call ' +
      'is checked against the catalog it names (message_processor_v1_0 and multi_catalog run that)'
    );
  return undefined;
}

function run(testCase: Case): Promise<void> | void {
  if (testCase.catalogPath) return published(testCase);
  return fromJson(testCase);
}

const catalogs = await table('catalog');
describe(`conformance: catalog (${catalogs.source.commit?.slice(0, 8)})`, () => {
  runTable('catalog', catalogs.cases, run, cannotRun);

  it('the published v1.0 basic catalog is the one built in (same id)', async () => {
    const catalog = (await dataFile(PUBLISHED['catalogs/basic/v1/catalog.json'])) as CatalogJson;
    expect(catalog.catalogId).to.equal(BASIC_CATALOG_ID_V1);
  });
});
