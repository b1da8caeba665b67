/**
 * The suite's formatString template cases (expressions.yaml, `parse_expression_template`): each
 * template read by formatString's own parser (`parseTemplate`), in the suite's form: literal text
 * joined, a binding `{path}`, a call `{call, args, returnType: 'any'}` (a template carries no
 * return types). A parse error is the parser's message (the suite's ParseError), and formatString
 * then gives no value and one issue.
 */
import {expect} from '@open-wc/testing';
import {DataModel, parseTemplate, resolve} from '../../src/model/index.js';
import type {Expr, Template} from '../../src/model/functions/format-string.js';
import {expectReported, runTable, table, type Case} from './harness.js';

function part(expr: Expr): unknown {
  if (expr.kind === 'call') {
    const args = Object.fromEntries(expr.args.map(([name, arg]) => [name, part(arg)]));
    return {call: expr.name, args, returnType: 'any'};
  }
  if (expr.kind === 'path') return {path: expr.path};
  return expr.kind === 'empty' ? '' : expr.value;
}

/** A parsed template as the suite lists it: literals joined, an empty template as `[""]`. */
function parts(template: Template): unknown[] {
  const out: unknown[] = [];
  for (const item of template) {
    const next = typeof item === 'string' ? item : part(item);
    const last = out.length - 1;
    if (typeof next === 'string' && typeof out[last] === 'string') out[last] += next;
    else out.push(next);
  }
  return out.length === 0 ? [''] : out;
}

function run(testCase: Case): void {
  const input = testCase.input as string;
  const parsed = parseTemplate(input);
  const expected = testCase.expect_error as Record<string, unknown> | undefined;
  if (!expected) {
    expect(typeof parsed, String(parsed)).to.not.equal('string');
    expect(parts(parsed as Template)).to.deep.equal(testCase.expect);
    return;
  }
  expect(typeof parsed, 'a parse error').to.equal('string');
  expectReported([{category: 'ParseError', message: parsed as string}], expected);
  // The same template in formatString: no value, one issue.
  const issues: unknown[] = [];
  const scope = {model: new DataModel(), report: (issue: unknown) => issues.push(issue)};
  expect(resolve({call: 'formatString', args: {value: input}}, scope).value).to.equal(undefined);
  expect(issues).to.have.length(1);
}

const expressions = await table('expressions');
describe(`conformance: expressions (${expressions.source.commit?.slice(0, 8)})`, () => {
  runTable('expressions', expressions.cases, run, () => undefined);
});
