/**
 * The official A2UI conformance suite's function cases (a2ui-project/a2ui,
 * conformance/core/functions.yaml), restated with our own values: each row names the suite case
 * it follows. An `error` row expects at least one issue (the suite's ExpressionError /
 * ValidationError) and no value (or the `value` given). Cases we deliberately do not follow are listed at the end
 * with the reason, and tested for what we do instead.
 */
import {expect} from '@open-wc/testing';
import {DataModel, dynamicKind, loadRegexEngine, resolve} from '../../src/model/index.js';
import {call} from './helpers.js';

interface Row {
  /** The suite case this row restates. */
  suite: string;
  fn: string;
  args: Record<string, unknown>;
  /** The value expected (compared deeply). */
  value?: unknown;
  /** True when the suite expects an error: an issue is reported. */
  error?: boolean;
}

const rows: Row[] = [
  // Rendered through a surface in the suite (action: validate); the same calls here.
  {
    suite: 'test_function_format_date_tr35_tokens',
    fn: 'formatDate',
    args: {value: '2025-11-07T12:00:00Z', format: 'yyyy-MM-dd'},
    value: '2025-11-07',
  },
  {
    suite: 'test_function_format_currency_locale_and_symbol',
    fn: 'formatCurrency',
    args: {value: 2048.5, currency: 'USD', decimals: 2},
    value: '$2,048.50',
  },
  {
    suite: 'test_function_pluralize_categories (one)',
    fn: 'pluralize',
    args: {value: 1, one: 'one seat', other: 'seats'},
    value: 'one seat',
  },
  {
    suite: 'test_function_pluralize_categories (other)',
    fn: 'pluralize',
    args: {value: 7, one: 'one seat', other: 'seven seats'},
    value: 'seven seats',
  },
  {
    suite: 'test_function_logical_and_or_not (and)',
    fn: 'and',
    args: {values: [false, true]},
    value: false,
  },
  {
    suite: 'test_function_logical_and_or_not (or)',
    fn: 'or',
    args: {values: [false, true]},
    value: true,
  },
  {
    suite: 'test_function_logical_and_or_not (not)',
    fn: 'not',
    args: {value: false},
    value: true,
  },
  {
    suite: 'test_function_invalid_argument_schema_error',
    fn: 'formatNumber',
    args: {value: 'twelve'},
    value: '', // shown as nothing, with the issue
    error: true,
  },

  // required
  {
    suite: 'test_evaluate_function_required_string_valid',
    fn: 'required',
    args: {value: 'x'},
    value: true,
  },
  {
    suite: 'test_evaluate_function_required_string_empty',
    fn: 'required',
    args: {value: ''},
    value: false,
  },
  {
    suite: 'test_evaluate_function_required_null',
    fn: 'required',
    args: {value: null},
    value: false,
  },
  {
    suite: 'test_evaluate_function_required_array_valid',
    fn: 'required',
    args: {value: ['a']},
    value: true,
  },
  {
    suite: 'test_evaluate_function_required_array_empty',
    fn: 'required',
    args: {value: []},
    value: false,
  },
  {
    suite: 'test_evaluate_function_required_object_empty',
    fn: 'required',
    args: {value: {}},
    value: true,
  },

  // regex
  {
    suite: 'test_evaluate_function_regex_match',
    fn: 'regex',
    args: {pattern: '^[a-z]{3}$', value: 'abc'},
    value: true,
  },
  {
    suite: 'test_evaluate_function_regex_mismatch',
    fn: 'regex',
    args: {pattern: '^[a-z]{3}$', value: 'ab1'},
    value: false,
  },
  {
    suite: 'test_evaluate_function_regex_invalid_pattern',
    fn: 'regex',
    args: {pattern: '(unclosed[', value: 'x'},
    error: true,
  },

  // email
  {
    suite: 'test_evaluate_function_email_valid',
    fn: 'email',
    args: {value: 'lin@example.org'},
    value: true,
  },
  {
    suite: 'test_evaluate_function_email_invalid_no_domain',
    fn: 'email',
    args: {value: 'lin.example'},
    value: false,
  },
  {
    suite: 'test_evaluate_function_email_invalid_single_char_tld',
    fn: 'email',
    args: {value: 'lin@example.o'},
    value: false,
  },

  // length
  {
    suite: 'test_evaluate_function_length_string_valid',
    fn: 'length',
    args: {value: 'abcd', min: 2, max: 6},
    value: true,
  },
  {
    suite: 'test_evaluate_function_length_string_too_short',
    fn: 'length',
    args: {value: 'a', min: 2},
    value: false,
  },
  {
    suite: 'test_evaluate_function_length_string_too_long',
    fn: 'length',
    args: {value: 'abcdefg', max: 4},
    value: false,
  },
  {
    suite: 'test_evaluate_function_length_array_count_valid',
    fn: 'length',
    args: {value: ['long item', 'another long item'], min: 1, max: 2},
    value: true,
  },
  {
    suite: 'test_evaluate_function_length_array_count_too_short',
    fn: 'length',
    args: {value: ['only'], min: 3},
    value: false,
  },

  // numeric
  {
    suite: 'test_evaluate_function_numeric_valid_float',
    fn: 'numeric',
    args: {value: 3.25, min: 1, max: 10},
    value: true,
  },
  {
    suite: 'test_evaluate_function_numeric_valid_string',
    fn: 'numeric',
    args: {value: '3.25', min: 1, max: 10},
    value: true,
  },
  {
    suite: 'test_evaluate_function_numeric_too_small',
    fn: 'numeric',
    args: {value: -0.5, min: 0},
    value: false,
  },
  {
    suite: 'test_evaluate_function_numeric_too_large',
    fn: 'numeric',
    args: {value: 11, max: 10},
    value: false,
  },
  {
    suite: 'test_evaluate_function_numeric_unparseable_string (no bounds)',
    fn: 'numeric',
    args: {value: 'eleven'},
    value: false,
  },

  // and / or / not, with the suite's truthiness
  {
    suite: 'test_evaluate_function_and_all_true',
    fn: 'and',
    args: {values: [true, true, true]},
    value: true,
  },
  {
    suite: 'test_evaluate_function_and_one_false',
    fn: 'and',
    args: {values: [true, false, true]},
    value: false,
  },
  {
    suite: 'test_evaluate_function_and_truthiness_coercion_true',
    fn: 'and',
    args: {values: [2, 'words']},
    value: true,
  },
  {
    suite: 'test_evaluate_function_and_truthiness_coercion_false',
    fn: 'and',
    args: {values: [2, '']},
    value: false,
  },
  {
    suite: 'test_evaluate_function_and_fewer_than_two_values_error',
    fn: 'and',
    args: {values: [false]},
    error: true,
  },
  {
    suite: 'test_evaluate_function_or_all_false',
    fn: 'or',
    args: {values: [false, false, false]},
    value: false,
  },
  {
    suite: 'test_evaluate_function_or_one_true',
    fn: 'or',
    args: {values: [false, false, true]},
    value: true,
  },
  {
    suite: 'test_evaluate_function_or_truthiness_coercion_true',
    fn: 'or',
    args: {values: [0, 'ok']},
    value: true,
  },
  {
    suite: 'test_evaluate_function_or_fewer_than_two_values_error',
    fn: 'or',
    args: {values: [true]},
    error: true,
  },
  {suite: 'test_evaluate_function_not_true', fn: 'not', args: {value: true}, value: false},
  {suite: 'test_evaluate_function_not_false', fn: 'not', args: {value: false}, value: true},
  {suite: 'test_evaluate_function_not_truthiness_falsy', fn: 'not', args: {value: ''}, value: true},
  {
    suite: 'test_evaluate_function_not_truthiness_truthy',
    fn: 'not',
    args: {value: 'text'},
    value: false,
  },
  {
    suite: 'test_evaluate_function_not_validation_result_operand_v0_9',
    fn: 'not',
    args: {value: {valid: false, message: 'x'}},
    value: false,
  },

  // pluralize: explicit zero / two on the exact number, before the locale's rules
  {
    suite: 'test_evaluate_function_pluralize_explicit_zero',
    fn: 'pluralize',
    args: {value: 0, zero: 'Nothing yet', one: 'One', other: 'Several'},
    value: 'Nothing yet',
  },
  {
    suite: 'test_evaluate_function_pluralize_explicit_one',
    fn: 'pluralize',
    args: {value: 1, zero: 'Nothing yet', one: 'One', other: 'Several'},
    value: 'One',
  },
  {
    suite: 'test_evaluate_function_pluralize_explicit_two',
    fn: 'pluralize',
    args: {value: 2, zero: 'Nothing yet', one: 'One', two: 'A pair', other: 'Several'},
    value: 'A pair',
  },
  {
    suite: 'test_evaluate_function_pluralize_explicit_empty_string',
    fn: 'pluralize',
    args: {value: 0, zero: '', other: 'fallback'},
    value: '',
  },
  {
    suite: 'test_evaluate_function_pluralize_cldr_other',
    fn: 'pluralize',
    args: {value: 9, one: 'One', other: 'Lots'},
    value: 'Lots',
  },

  // formatNumber / formatCurrency (en-US)
  {
    suite: 'test_evaluate_function_format_number_decimals',
    fn: 'formatNumber',
    args: {value: 98765.4321, decimals: 2, grouping: true},
    value: '98,765.43',
  },
  {
    suite: 'test_evaluate_function_format_number_zero_decimals',
    fn: 'formatNumber',
    args: {value: 98765.5, decimals: 0, grouping: false},
    value: '98766',
  },
  {
    suite: 'test_evaluate_function_format_currency_usd',
    fn: 'formatCurrency',
    args: {value: 12.5, currency: 'USD', decimals: 2},
    value: '$12.50',
  },

  // formatDate
  {
    suite: 'test_evaluate_function_format_date_custom_pattern',
    fn: 'formatDate',
    args: {value: '2024-03-15T12:00:00Z', format: 'dd/MM/yyyy'},
    value: '15/03/2024',
  },
  {
    suite: 'test_evaluate_function_format_date_iso_normalized',
    fn: 'formatDate',
    args: {value: '2024-03-15T09:30:00+00:00', format: 'ISO'},
    value: '2024-03-15T09:30:00.000Z',
  },
  {
    suite: 'test_evaluate_function_format_date_impossible_day',
    fn: 'formatDate',
    args: {value: '2025-04-31', format: 'yyyy-MM-dd'},
    value: '',
  },
  {
    suite: 'test_evaluate_function_format_date_impossible_month',
    fn: 'formatDate',
    args: {value: '2025-00-10', format: 'yyyy-MM-dd'},
    value: '',
  },

  // formatString
  {
    suite: 'test_evaluate_function_format_string_basic',
    fn: 'formatString',
    args: {value: 'Plain words'},
    value: 'Plain words',
  },
  {
    suite: 'test_evaluate_function_format_string_null_coercion',
    fn: 'formatString',
    args: {value: 'Total: ${null}!'},
    value: 'Total: !',
  },

  // openUrl (the scope below can open)
  {
    suite: 'test_evaluate_function_open_url_valid_https',
    fn: 'openUrl',
    args: {url: 'https://docs.example.org/start'},
    value: undefined,
  },
  {
    suite: 'test_evaluate_function_open_url_disallowed_scheme',
    fn: 'openUrl',
    args: {url: 'vbscript:msgbox(1)'},
    error: true,
  },
];

describe('conformance: core/functions.yaml', () => {
  before(() => loadRegexEngine()); // regex answers once its engine has loaded

  for (const row of rows) {
    it(row.suite, () => {
      const opened: string[] = [];
      const result = call(row.fn, row.args, {}, {open: (url: string) => opened.push(url)});
      if (row.error) {
        expect(result.value, 'no value').to.equal('value' in row ? row.value : undefined);
        expect(result.issues.length, 'an issue').to.be.greaterThan(0);
        expect(opened).to.deep.equal([]);
      } else {
        expect(result.value).to.deep.equal(row.value);
        expect(result.issues).to.deep.equal([]);
      }
    });
  }

  it('test_evaluate_function_open_url_valid_https opens that one URL', () => {
    const opened: string[] = [];
    call('openUrl', {url: 'https://docs.example.org/start'}, {}, {open: (url) => opened.push(url)});
    expect(opened).to.deep.equal(['https://docs.example.org/start']);
  });

  it('test_evaluate_function_v09_ignores_call_catalog_id: a call naming a catalog still runs', () => {
    const issues: unknown[] = [];
    const scope = {model: new DataModel({who: 'Lin'}), report: (i: unknown) => issues.push(i)};
    const value = {
      call: 'formatString',
      args: {value: 'Hi ${/who}'},
      returnType: 'string',
      catalogId: 'https://catalogs.example/not-installed.json',
    };
    expect(dynamicKind(value)).to.equal('call');
    expect(resolve(value, scope).value).to.equal('Hi Lin');
    expect(resolve({text: value}, scope).value).to.deep.equal({text: 'Hi Lin'});
    expect(issues).to.deep.equal([]);
  });

  // Deliberately not followed (see the report): v1.0 reads a {valid} object operand by its
  // validity; we follow v0.9, whose validators return booleans, so any object is true.
  it('not followed: v1.0 ValidationResult operands (we keep v0.9: an object is true)', () => {
    // test_evaluate_function_and_validation_result_operands
    expect(call('and', {values: [{valid: true}, {valid: false}]}).value).to.equal(true);
    // test_evaluate_function_or_validation_result_operands
    expect(call('or', {values: [{valid: false}, {valid: false}]}).value).to.equal(true);
    // test_evaluate_function_not_validation_result_operand
    expect(call('not', {value: {valid: false}}).value).to.equal(false);
  });
});
