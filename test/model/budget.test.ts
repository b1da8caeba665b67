import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {
  DataModel,
  evaluateChecks,
  MAX_EVALUATION_CALLS,
  MAX_EVALUATION_CHARS,
  resolve,
  toText,
  type Check,
  type Issue,
} from '../../src/model/index.js';

const TWICE = '${formatString(value: /t)}${formatString(value: /t)}';

function run(value: unknown, data: unknown) {
  const issues: Issue[] = [];
  const scope = {
    model: new DataModel(data),
    pointer: '/components/3/text/text',
    report: (issue: Issue) => issues.push(issue),
  };
  return {...resolve(value, scope), issues, scope};
}

describe('model: evaluation budget of one resolve', () => {
  it('stops a string that re-enters formatString twice per level (2^100 calls): "" and one issue', () => {
    const shown = {call: 'formatString', args: {value: {path: '/t'}}};
    const {value, issues} = run(shown, {t: TWICE});
    expect(value).to.equal(undefined);
    expect(toText(value)).to.equal('');
    expect(issues).to.have.length(1);
    expect(issues[0].message).to.contain('Evaluation budget exceeded');
    expect(issues[0].pointer).to.equal('/components/3/text/text');
  });

  it('stops after MAX_EVALUATION_CALLS calls, however shallow', () => {
    const calls = (n: number) =>
      Array.from({length: n}, () => ({call: 'not', args: {value: false}}));
    expect(run(calls(MAX_EVALUATION_CALLS), {}).issues).to.deep.equal([]);
    const over = run(calls(MAX_EVALUATION_CALLS + 1), {});
    expect(over.value).to.equal(undefined);
    expect(over.issues).to.have.length(1);
  });

  it('stops after MAX_EVALUATION_CHARS characters of produced text', () => {
    const big = 'x'.repeat(100_000);
    const copies = (n: number) => ({
      call: 'formatString',
      args: {value: '${/big}'.repeat(n)},
    });
    const within = run(copies(9), {big});
    expect((within.value as string).length).to.equal(900_000);
    expect(within.issues).to.deep.equal([]);
    const over = run(copies(MAX_EVALUATION_CHARS / 100_000 + 1), {big});
    expect(over.value).to.equal(undefined);
    expect(over.issues).to.have.length(1);
    expect(over.issues[0].message).to.contain('characters');
  });

  it('gives each resolve its own budget', () => {
    const shown = {call: 'formatString', args: {value: {path: '/t'}}};
    const data = {t: TWICE};
    expect(run(shown, data).issues).to.have.length(1);
    const {scope} = run(shown, data);
    expect(resolve({call: 'formatString', args: {value: 'ok'}}, scope).value).to.equal('ok');
  });

  it('fails the checks of an evaluation over budget, with one issue', () => {
    const issues: Issue[] = [];
    const checks: Check[] = [
      {
        kind: 'condition',
        condition: {call: 'formatString', args: {value: {path: '/t'}}},
        pointer: '/components/1/checks/0',
      },
    ];
    const scope = {model: new DataModel({t: TWICE}), report: (i: Issue) => issues.push(i)};
    const result = evaluateChecks(checks, scope);
    expect(result.valid).to.equal(false);
    expect(issues).to.have.length(1);
  });

  it('terminates for random nested formatString data (property)', () => {
    const keys = ['a', 'b', 'c'];
    const piece = fc.oneof(
      fc.constantFrom(...keys).map((k) => `\${formatString(value: /${k})}`),
      fc.constantFrom(...keys).map((k) => `\${/${k}}`),
      fc.string({maxLength: 5}),
      fc.constant('${'),
      fc.constant('${formatString(value: ${/a})}'),
    );
    const template = fc.array(piece, {maxLength: 6}).map((parts) => parts.join(''));
    fc.assert(
      fc.property(template, template, template, fc.constantFrom(...keys), (a, b, c, start) => {
        const shown = {call: 'formatString', args: {value: {path: `/${start}`}}};
        const {value, issues} = run(shown, {a, b, c});
        expect(value === undefined || typeof value === 'string').to.equal(true);
        const budget = issues.filter((issue) => issue.message.includes('budget'));
        expect(budget.length).to.be.at.most(1);
        if (budget.length) expect(value).to.equal(undefined);
      }),
      {numRuns: 150},
    );
  });
});
