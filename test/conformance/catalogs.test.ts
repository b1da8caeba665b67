/**
 * The suite's catalog selection cases (multi_catalog.yaml): the catalog a surface's components and
 * calls resolve to, as `selectCatalogs` checks it. The selected catalog of a case is its call's,
 * else its last component's.
 */
import {expect} from '@open-wc/testing';
import {selectCatalogs, type CatalogSelection} from '../../src/protocol/index.js';
import {expectReported, runTable, table, type Case} from './harness.js';

function run(testCase: Case): void {
  const result = selectCatalogs(testCase.args as unknown as CatalogSelection);
  if (testCase.expectError) {
    const error = 'error' in result ? result.error : '(selected without error)';
    expectReported(
      [{category: 'CatalogError', message: error}],
      testCase.expectError as Record<string, unknown>,
    );
    return;
  }
  expect('error' in result, JSON.stringify(result)).to.equal(false);
  const selected = result as {components: Record<string, string>; functionCall?: string};
  const picked = selected.functionCall ?? Object.values(selected.components).at(-1);
  expect(picked).to.equal(testCase.expectSelected);
}

const multi = await table('multi_catalog');
describe(`conformance: multi_catalog (${multi.source.commit?.slice(0, 8)})`, () => {
  runTable('multi_catalog', multi.cases, run, () => undefined);
});
