/**
 * The suite's data model cases, run on `DataModel`: core/data_model.yaml (`data_model`: an
 * `initial` model, observers on the `watch` paths, then `get` / `set` / `delete` / `dispose` steps)
 * and suites/data_model.yaml (`initial_data`, then `get` / `set` (`remove: true` deletes) /
 * `subscribe` / `unsubscribe` / `verify_subscription` steps). A refused write is the suite's
 * DataError, its message the one `set` returns; an observer's update is the value at its path
 * when it is told.
 */
import {expect} from '@open-wc/testing';
import {DataModel} from '../../src/model/index.js';
import {expectReported, runTable, table, type Case} from './harness.js';

type Step = Record<string, unknown> & {path?: string; value?: unknown};

/** A copy of what the model holds at `path` (the model changes its containers in place). */
function valueAt(model: DataModel, path: string): unknown {
  const value = model.get(path);
  return value === undefined ? undefined : structuredClone(value);
}

function expectGot(model: DataModel, step: Step, at: string): void {
  const value = model.get(step.path!);
  if (step.expect_absent || step.expect_undefined) expect(value, at).to.equal(undefined);
  else if (step.expect_type === 'list') expect(Array.isArray(value), at).to.equal(true);
  else if (step.expect_type === 'object') {
    expect(value, at).to.be.an('object');
    expect(Array.isArray(value), at).to.equal(false);
  } else expect(value, at).to.deep.equal(step.expect);
}

/** core/data_model.yaml */
function runCore(testCase: Case): void {
  const model = new DataModel(testCase.initial ?? {});
  const told: string[] = [];
  const observers = ((testCase.watch as string[] | undefined) ?? []).map((path) =>
    // A new function per observer: two observers of one path are two listeners.
    model.subscribe(path, () => told.push(path)),
  );
  (testCase.steps as Step[]).forEach((step, index) => {
    const at = `step ${index} (${String(step.op)} ${step.path ?? ''})`;
    if (step.op === 'dispose') {
      for (const off of observers) off();
      return;
    }
    if (step.op === 'get') return expectGot(model, step, at);
    told.length = 0;
    const refused =
      step.op === 'delete' ? model.remove(step.path!) : model.set(step.path!, step.value);
    const expectedError = step.expect_error as Record<string, unknown> | undefined;
    if (expectedError) {
      expect(refused, `${at} refused`).to.be.a('string');
      expectReported([{category: 'DataError', message: refused!}], expectedError);
      return;
    }
    expect(refused, at).to.equal(undefined);
    if (step.expect_notified) expect(told, `${at} told`).to.deep.equal(step.expect_notified);
    for (const [path, value] of Object.entries((step.expect_values ?? {}) as object))
      expect(model.get(path), `${at} ${path}`).to.deep.equal(value);
  });
}

/** suites/data_model.yaml: `expect_error` is a regular expression for the message. */
function runSuite(testCase: Case): void {
  const model = new DataModel(testCase.initial_data ?? {});
  const listeners = new Map<string, {updates: unknown[]; off: () => void}>();
  (testCase.steps as Step[]).forEach((step, index) => {
    const at = `step ${index} (${String(step.action)} ${step.path ?? ''})`;
    const id = String(step.listener_id ?? '');
    switch (step.action) {
      case 'get':
        return expectGot(model, step, at);
      case 'set': {
        const refused = step.remove ? model.remove(step.path!) : model.set(step.path!, step.value);
        if (step.expect_error === undefined) expect(refused, at).to.equal(undefined);
        else expect(refused, at).to.match(new RegExp(String(step.expect_error), 'i'));
        return;
      }
      case 'subscribe': {
        const updates: unknown[] = [];
        const path = step.path!;
        const off = model.subscribe(path, () => updates.push(valueAt(model, path)));
        listeners.set(id, {updates, off});
        return;
      }
      case 'unsubscribe':
        return listeners.get(id)!.off();
      case 'verify_subscription':
        expect(listeners.get(id)!.updates, at).to.deep.equal(step.expect_updates);
        return;
      default:
        throw new Error(`unknown step ${String(step.action)}`);
    }
  });
}

const core = await table('data_model');
const suite = await table('suites_data_model');

describe(`conformance: data_model (${core.source.commit?.slice(0, 8)})`, () => {
  runTable('data_model', core.cases, runCore, () => undefined);
});
describe(`conformance: suites/data_model (${suite.source.commit?.slice(0, 8)})`, () => {
  runTable('suites_data_model', suite.cases, runSuite, () => undefined);
});
