/**
 * The official A2UI conformance suite's formatString template cases (a2ui-project/a2ui,
 * conformance/core/expressions.yaml), restated with our own values. As the suite's harness
 * does, parsed parts are compared with adjacent literal text joined: a literal is a string (or
 * a number, boolean or null), a binding is `{path}` and a call is `{call, args}`.
 */
import {expect} from '@open-wc/testing';
import {DataModel, parseTemplate, resolve} from '../../src/model/index.js';
import type {Expr, Template} from '../../src/model/functions/format-string.js';

type Part = unknown;

function part(expr: Expr): Part {
  switch (expr.kind) {
    case 'value':
      return expr.value;
    case 'empty':
      return '';
    case 'path':
      return {path: expr.path};
    case 'call':
      return {call: expr.name, args: Object.fromEntries(expr.args.map(([k, v]) => [k, part(v)]))};
  }
}

/** The suite's view of a parsed template: literals joined, an empty template as `[""]`. */
function parts(template: Template): Part[] {
  const out: Part[] = [];
  for (const item of template) {
    const next = typeof item === 'string' ? item : part(item);
    const last = out.length - 1;
    if (typeof next === 'string' && typeof out[last] === 'string') out[last] += next;
    else out.push(next);
  }
  return out.length === 0 ? [''] : out;
}

interface Row {
  suite: string;
  input: string;
  parts?: Part[];
  /** The suite expects a ParseError: parseTemplate gives a message, and formatString an issue. */
  error?: boolean;
}

const rows: Row[] = [
  {
    suite: 'test_expr_plain_text_is_one_literal',
    input: 'just text here',
    parts: ['just text here'],
  },
  {suite: 'test_expr_empty_template', input: '', parts: ['']},
  {suite: 'test_expr_relative_path', input: '${city}', parts: [{path: 'city'}]},
  {
    suite: 'test_expr_absolute_path',
    input: 'Town: ${/address/town}',
    parts: ['Town: ', {path: '/address/town'}],
  },
  {
    suite: 'test_expr_path_with_punctuation',
    input: '${a-b.c_d}',
    parts: [{path: 'a-b.c_d'}],
  },
  {
    suite: 'test_expr_literal_between_bindings',
    input: '<${p}|${q}>',
    parts: ['<', {path: 'p'}, '|', {path: 'q'}, '>'],
  },
  {suite: 'test_expr_adjacent_bindings', input: '${p}${q}', parts: [{path: 'p'}, {path: 'q'}]},
  {suite: 'test_expr_single_quoted_string', input: "${'two words'}", parts: ['two words']},
  {suite: 'test_expr_double_quoted_string', input: '${"two words"}', parts: ['two words']},
  {suite: 'test_expr_string_escapes', input: "${'tab\\there'}", parts: ['tab\there']},
  {suite: 'test_expr_string_escaped_quote', input: "${'don\\'t'}", parts: ["don't"]},
  {suite: 'test_expr_integer_literal', input: '${128}', parts: [128]},
  {suite: 'test_expr_decimal_literal', input: '${0.25}', parts: [0.25]},
  {suite: 'test_expr_leading_zeros', input: '${0042}', parts: [42]},
  {suite: 'test_expr_boolean_literals', input: '${false}/${true}', parts: [false, '/', true]},
  {
    suite: 'test_expr_keyword_prefix_is_a_path',
    input: '${falsehood}',
    parts: [{path: 'falsehood'}],
  },
  {
    suite: 'test_expr_function_call_no_args',
    input: '${today()}',
    parts: [{call: 'today', args: {}}],
  },
  {
    suite: 'test_expr_function_call_named_args',
    input: 'diff ${subtract(a: 9, b: 4)}',
    parts: ['diff ', {call: 'subtract', args: {a: 9, b: 4}}],
  },
  {
    suite: 'test_expr_function_call_mixed_arg_types',
    input: "${f(x: /price, unit: ' EUR', other: g())}",
    parts: [{call: 'f', args: {x: {path: '/price'}, unit: ' EUR', other: {call: 'g', args: {}}}}],
  },
  {
    suite: 'test_expr_nested_function_calls',
    input: '${f(x: g(y: 2))}',
    parts: [{call: 'f', args: {x: {call: 'g', args: {y: 2}}}}],
  },
  {suite: 'test_expr_nested_interpolation', input: "${${'inner'}}", parts: ['inner']},
  {
    suite: 'test_expr_whitespace_around_expression',
    input: '${ \t /a/b \n }',
    parts: [{path: '/a/b'}],
  },
  {suite: 'test_expr_escaped_marker_is_literal', input: '\\${kept}', parts: ['${kept}']},
  {
    suite: 'test_expr_escaped_marker_between_text',
    input: 'x \\${y} z',
    parts: ['x ${y} z'],
  },
  {
    suite: 'test_expr_escaped_and_real_marker',
    input: '\\${no} ${yes}',
    parts: ['${no} ', {path: 'yes'}],
  },
  {suite: 'test_expr_error_unclosed_interpolation', input: 'left ${open', error: true},
  {suite: 'test_expr_error_missing_closing_paren', input: '${f(a: 1, b: 2}', error: true},
  {suite: 'test_expr_error_missing_arg_colon', input: '${f(a 2)}', error: true},
  {suite: 'test_expr_error_trailing_characters', input: '${false true}', error: true},
  {suite: 'test_expr_error_invalid_number_two_points', input: '${4.5.6}', error: true},
];

describe('conformance: core/expressions.yaml', () => {
  for (const row of rows) {
    it(row.suite, () => {
      const parsed = parseTemplate(row.input);
      if (row.error) {
        expect(typeof parsed, 'a parse error').to.equal('string');
        const issues: unknown[] = [];
        const scope = {model: new DataModel(), report: (i: unknown) => issues.push(i)};
        const value = resolve({call: 'formatString', args: {value: row.input}}, scope).value;
        expect(value).to.equal(undefined);
        expect(issues).to.have.length(1);
      } else {
        expect(typeof parsed, String(parsed)).to.not.equal('string');
        expect(parts(parsed as Template)).to.deep.equal(row.parts);
      }
    });
  }

  it('a malformed number is an error wherever it stands, but paths may start with a digit', () => {
    for (const input of ['${1.}', '${1..2}', '${f(a: 1.2.3)}', '${0.1.}'])
      expect(typeof parseTemplate(input), input).to.equal('string');
    expect(parts(parseTemplate('${2fa}') as Template)).to.deep.equal([{path: '2fa'}]);
    expect(parts(parseTemplate('${1/name}') as Template)).to.deep.equal([{path: '1/name'}]);
  });

  it('parse errors say where, not what the template holds', () => {
    const message = parseTemplate('${4.5.6}') as string;
    expect(message).to.match(/number/i);
    expect(message).to.not.contain('4.5.6');
  });
});
