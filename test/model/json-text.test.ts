import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {parseDataModel, parseSurface, type Issue} from '../../src/model/index.js';
import {locateJsonError} from '../../src/model/json-text.js';

const SECRET = 'sk-live-51HxQ2eZvKYlo2C0aBcDeFgHiJ';

describe('model/parseDataModel errors quote places, not content', () => {
  const broken = [
    `{"apiKey": ${SECRET}}`,
    `{"apiKey": "${SECRET}" "more": 1}`,
    `{"apiKey": "${SECRET}`,
    `{"apiKey": "${SECRET}",}`,
    `{"apiKey": '${SECRET}'}`,
    `{"apiKey": "${SECRET}\u0001"}`,
    `{"apiKey": "${SECRET}\\q"}`,
    `{"apiKey": "${SECRET}"} ${SECRET}`,
    `{${SECRET}: 1}`,
    `[1, 2, -${SECRET}]`,
    `\n\n  {"a": [1, 2,\n   ${SECRET}]}`,
  ];

  it('never puts the data into the issue', () => {
    for (const json of broken) {
      const issues: Issue[] = [];
      expect(parseDataModel(json, issues), json).to.deep.equal({});
      expect(issues, json).to.have.length(1);
      const {message} = issues[0];
      expect(message, json).to.not.contain(SECRET);
      expect(message, json).to.not.contain('sk-');
      expect(message, json).to.match(/line \d+, column \d+ \(character \d+\)/);
    }
  });

  it('says where the error is: line, column and offset', () => {
    const json = '{\n  "a": 1,\n  "b": nope\n}';
    const issues: Issue[] = [];
    parseDataModel(json, issues);
    expect(issues[0].message).to.contain('line 3, column 8 (character 19)');
    expect(json[19]).to.equal('n');
  });

  it('parseSurface reports it at /dataModelJson without the data', () => {
    const parsed = parseSurface({surfaceId: 's', dataModelJson: `{"token": ${SECRET}}`});
    const issue = parsed.issues.find((i) => i.pointer === '/dataModelJson');
    expect(issue?.message).to.match(/not valid JSON/);
    expect(JSON.stringify(parsed.issues)).to.not.contain(SECRET);
  });

  it('the scanner agrees with JSON.parse on what is JSON', () => {
    const near = fc
      .array(
        fc.constantFrom(
          '{',
          '}',
          '[',
          ']',
          ',',
          ':',
          '"a"',
          '1',
          '-',
          '.5',
          'true',
          'nul',
          ' ',
          '"\\u12"',
        ),
        {
          maxLength: 12,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.json(), near, fc.string()), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        const found = locateJsonError(text);
        expect(found === undefined, text).to.equal(valid);
        if (found) expect(found.offset).to.be.within(0, text.length);
      }),
      {numRuns: 3000},
    );
  });

  it('handles any nesting depth without recursion', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(199_999);
    expect(locateJsonError(deep)?.kind).to.equal('the text ends too early');
  });
});
