/**
 * The suite's common type cases (common_types.yaml). `validate_common_type` checks each value with
 * the schema reader strict mode uses (`checkSchema`) against the definition in the published v1.0
 * common_types.json, read with v1.0's reserved keys: the published file (and the suite's values)
 * spell a binding `{path}` and a call `{call}`, which v1.0 messages spell `@path` / `@call`, so
 * DataBinding, FunctionCall, IndexSystemFunction and DynamicValue are read with the reserved
 * names, and so are the values. A problem found is the suite's ValidationError.
 */
import {expect} from '@open-wc/testing';
import {checkSchema} from '../../src/protocol/schema-check.js';
import {caseVersion, dataFile, expectReported, runTable, table, type Case} from './harness.js';

type Schema = Record<string, unknown>;

/** The definitions whose `path` / `call` members are v1.0's reserved keys. */
const RESERVED_IN = ['DataBinding', 'FunctionCall', 'IndexSystemFunction', 'DynamicValue'];

const reserved = (name: unknown) => (name === 'path' || name === 'call' ? `@${name}` : name);

/** `schema` with its `path` / `call` members (properties and required names) renamed. */
function withReservedKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withReservedKeys);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties')
      out[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, part]) => [
          reserved(name),
          withReservedKeys(part),
        ]),
      );
    else if (key === 'required') out[key] = (value as unknown[]).map(reserved);
    else out[key] = withReservedKeys(value);
  }
  return out;
}

/** A case value in v1.0's spelling: a top-level `path` / `call` member is the reserved key. */
function inV1Spelling(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [reserved(key), item]));
}

const published = (await dataFile('specification/v1_0/json/common_types.json')) as {
  $defs: Record<string, Schema>;
};
const commonTypes = {
  ...published,
  $defs: Object.fromEntries(
    Object.entries(published.$defs).map(([name, schema]) => [
      name,
      RESERVED_IN.includes(name) ? withReservedKeys(schema) : schema,
    ]),
  ),
};

function run(testCase: Case): void {
  const definition = String(testCase.definition);
  const schema = commonTypes.$defs[definition];
  expect(schema, `the definition ${definition}`).to.not.equal(undefined);
  (testCase.steps as Record<string, unknown>[]).forEach((step, index) => {
    const value = RESERVED_IN.includes(definition) ? inV1Spelling(step.value) : step.value;
    const problems = checkSchema(value, schema, commonTypes);
    const at = `step ${index}: ${JSON.stringify(step.value)}`;
    const expected = step.expectError as Record<string, unknown> | undefined;
    if (!expected) expect(problems, at).to.deep.equal([]);
    else
      expectReported(
        problems.map((message) => ({category: 'ValidationError', message})),
        expected,
      );
  });
}

function cannotRun(testCase: Case): string | undefined {
  if (testCase.action === 'common_types_schema')
    return (
      `compares the common types schema an SDK generates from its models with ${String(testCase.expectFile)}; ` +
      'this renderer generates no schema from its models, and the v0.9 / v0.9.1 files are not in the reference copy'
    );
  if (caseVersion(testCase, 'common_types') !== 'v1.0')
    return (
      'the v0.9 / v0.9.1 common_types.json is not in the reference copy (SOURCES.md saves only ' +
      'specification/v1_0), and v0.9 values are read tolerantly, with no schema of their own'
    );
  return undefined;
}

const common = await table('common_types');
describe(`conformance: common_types (${common.source.commit?.slice(0, 8)})`, () => {
  runTable('common_types', common.cases, run, cannotRun);
});
