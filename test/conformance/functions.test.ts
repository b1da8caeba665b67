/**
 * The suite's function cases (functions.yaml). `validate` cases are messages, run through the
 * processor as in messages.test.ts. `evaluate_function` calls one function of the renderer's
 * catalog the way a component value calls it: with the case's protocolVersion in the scope, the
 * locale `en-US`, and a scope that may open links. A call on a `surface` (with the catalogs of
 * `catalogPaths` and the call's own `catalogId`) is sent as a Text's value in a createSurface, so
 * that the processor resolves its catalog as it does for any message, then the value is resolved.
 * An issue reported while evaluating is the suite's ExpressionError; no value is its `null`.
 */
import {expect} from '@open-wc/testing';
import {DataModel, loadRegexEngine, resolve, type Issue} from '../../src/model/index.js';
import {BASIC_CATALOG_ID_V1} from '../../src/protocol/index.js';
import {BASIC_FUNCTION_ARGUMENTS} from '../../src/protocol/basic-functions.js';
import {caseVersion, dataFile, expectReported, runTable, table, type Case} from './harness.js';
import {processorFor, runMessages} from './processing.js';

/** A call with no surface: the function on its own. */
function evaluate(testCase: Case, version: string): void {
  const issues: Issue[] = [];
  const opened: string[] = [];
  const scope = {
    model: new DataModel(),
    locale: 'en-US',
    protocolVersion: version,
    report: (issue: Issue) => issues.push(issue),
    open: (url: string) => opened.push(url),
  };
  const value = resolve({call: {call: testCase.function, args: testCase.args ?? {}}}, scope).value;
  const expected = testCase.expectError as Record<string, unknown> | undefined;
  if (expected) {
    expect(value, 'no value').to.equal(undefined);
    expect(opened, 'nothing opened').to.deep.equal([]);
    const errors = issues.map((issue) => ({category: 'ExpressionError', message: issue.message}));
    expectReported(errors, expected);
    return;
  }
  expect(issues.map((issue) => issue.message)).to.deep.equal([]);
  expect(value ?? null).to.deep.equal(testCase.expect);
}

/** A call on a surface: sent as a Text's value, its catalog resolved by the processor. */
async function evaluateOnSurface(testCase: Case, version: string): Promise<void> {
  const v1 = version === 'v1.0';
  const surface = testCase.surface as {catalogId?: string};
  const call: Record<string, unknown> = {
    [v1 ? '@call' : 'call']: testCase.function,
    ...(typeof testCase.catalogId === 'string' ? {catalogId: testCase.catalogId} : {}),
    args: testCase.args ?? {},
  };
  // The Text names the basic catalog itself: the surface's default need not have one, and a
  // component's catalog is not its calls' (each call resolves its own).
  const text = {id: 'root', component: 'Text', text: call};
  const create = {surfaceId: 'main', ...(surface.catalogId ? {catalogId: surface.catalogId} : {})};
  const messages = v1
    ? [
        {
          version,
          createSurface: {...create, components: [{...text, catalogId: BASIC_CATALOG_ID_V1}]},
        },
      ]
    : [
        {version, createSurface: create},
        {version, updateComponents: {surfaceId: 'main', components: [text]}},
      ];
  const processor = processorFor({...testCase, catalogs: await catalogsOf(testCase)}, version);
  const {errors} = processor.process(messages);
  const expected = testCase.expectError as Record<string, unknown> | undefined;
  if (expected) return expectReported(errors, expected);
  expect(errors.map((error) => error.message)).to.deep.equal([]);
  const state = processor.surface('main')!;
  const issues: Issue[] = [];
  const scope = {
    model: state.dataModel,
    protocolVersion: version,
    report: (issue: Issue) => issues.push(issue),
  };
  const value = resolve(state.node('root')!.props.text, scope).value;
  expect(issues.map((issue) => issue.message)).to.deep.equal([]);
  expect(value ?? null).to.deep.equal(testCase.expect);
}

/** The catalog files a case loads that are test data (the basic catalogs are built in). */
function catalogsOf(testCase: Case): Promise<unknown[]> {
  const paths = (testCase.catalogPaths as string[] | undefined) ?? [];
  const testData = paths.filter((path) => path.startsWith('conformance/test_data/'));
  return Promise.all(testData.map((path) => dataFile(path)));
}

const functions = await table('functions');

function run(testCase: Case): Promise<void> | void {
  const version = caseVersion(testCase, 'functions');
  if (testCase.action === 'validate') return runMessages(testCase, version);
  if (testCase.surface) return evaluateOnSurface(testCase, version);
  return evaluate(testCase, testCase.protocolVersion === 'v1.0' ? 'v1.0' : 'v0.9');
}

describe(`conformance: functions (${functions.source.commit?.slice(0, 8)})`, () => {
  before(() => loadRegexEngine()); // regex answers once its engine has loaded
  runTable('functions', functions.cases, run, () => undefined);
});

describe('the basic functions the processor checks calls against', () => {
  /** The type a literal of an argument schema must have, as basic-functions.ts writes it. */
  function typeOf(schema: Record<string, unknown>): string {
    const ref = String(schema.$ref ?? '');
    const common: Record<string, string> = {
      DynamicString: 'string',
      DynamicNumber: 'number',
      DynamicBoolean: 'boolean',
      DynamicValue: 'any',
    };
    if (ref) return common[ref.split('/').pop()!] ?? ref;
    if (typeof schema.type === 'string') return schema.type;
    const first = (schema.oneOf as Record<string, unknown>[] | undefined)?.[0];
    return first ? typeOf(first) : 'any';
  }

  it('are those of the published v1.0 basic catalog', async () => {
    const published = (await dataFile('specification/v1_0/catalogs/basic/catalog.json')) as {
      functions: Record<string, {allOf: Record<string, unknown>[]}>;
    };
    const declared: Record<string, Record<string, unknown>> = {};
    for (const [name, fn] of Object.entries(published.functions)) {
      const part = fn.allOf.find((item) => item.properties) as {
        properties: {
          args: {properties: Record<string, Record<string, unknown>>; required?: string[]};
        };
      };
      const {properties, required = []} = part.properties.args;
      declared[name] = Object.fromEntries(
        Object.entries(properties).map(([arg, schema]) => [
          arg,
          {type: typeOf(schema), ...(required.includes(arg) ? {required: true} : {})},
        ]),
      );
    }
    expect(BASIC_FUNCTION_ARGUMENTS).to.deep.equal(declared);
  });
});
