/**
 * The suite's action cases (actions.yaml, `dispatch_action`): the action read with `readAction`
 * and run with `runAction`, as a button press runs it, in the case's data model and scope. The
 * event a press sends is the suite's dispatched event (its context `{}` when it names none); each
 * issue reported is an error dispatched with its A2UI code (`EXPRESSION_ERROR` for a value that
 * could not be evaluated, as `<svc-a2ui>` sends it).
 */
import {expect} from '@open-wc/testing';
import {DataModel, readAction, runAction, type Issue} from '../../src/model/index.js';
import {runTable, table, type Case} from './harness.js';

function run(testCase: Case): void {
  const issues: Issue[] = [];
  const spec = readAction(testCase.actionPayload);
  expect(spec, 'an action').to.not.equal(undefined);
  const scope = {
    model: new DataModel(testCase.dataModel ?? {}),
    base: testCase.scope as string | undefined,
    report: (issue: Issue) => issues.push(issue),
  };
  const opened: string[] = [];
  const {event} = runAction(spec!, scope, (url) => opened.push(url));
  const dispatched = testCase.expectDispatched as Record<string, unknown> | undefined;
  expect(event, 'the event sent').to.deep.equal(
    dispatched ? {context: {}, ...dispatched} : undefined,
  );
  const errors = issues.map((issue) => ({code: issue.code ?? 'VALIDATION_FAILED'}));
  expect(errors, 'the errors dispatched').to.deep.equal(testCase.expectDispatchedErrors ?? []);
  expect(opened, 'nothing opened').to.deep.equal([]);
}

const actions = await table('actions');
describe(`conformance: actions (${actions.source.commit?.slice(0, 8)})`, () => {
  runTable('actions', actions.cases, run, () => undefined);
});
