/**
 * fast-check arbitraries for the hostile values a surface may carry: script payloads, odd numbers
 * and strings, random JSON Pointer paths and calls of the function catalog with random arguments.
 * Everything here is JSON-shaped (what JSON.parse could give), since surfaces arrive as JSON.
 */
import fc from 'fast-check';
import {DEFAULT_FUNCTIONS} from '../../../src/model/functions/defaults.js';

/** Sets this global when it runs; the fuzzer fails any case after which it is set. */
export const PWNED = '__fuzzPwned';
const pwn = `window.${PWNED}=1`;

/** Markup and URLs that run script if anything renders them as HTML or follows them. */
export const PAYLOADS: readonly string[] = [
  `<img src=x onerror="${pwn}">`,
  `<script>${pwn}</script>`,
  `<svg onload="${pwn}"><circle r="1"/></svg>`,
  `<iframe srcdoc="<script>parent.${PWNED}=1</script>"></iframe>`,
  `<a href="javascript:${pwn}">x</a>`,
  `<details open ontoggle="${pwn}">x</details>`,
  `<style>*{position:fixed!important;inset:0}</style>`,
  `<div style="position:fixed;inset:0;z-index:9999">overlay</div>`,
  `<object data="javascript:${pwn}"></object><embed src="javascript:${pwn}">`,
  `<form action="javascript:${pwn}"><button>go</button></form>`,
  `<svg><a xlink:href="javascript:${pwn}"><text y="9">x</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${pwn}">`,
  `javascript:${pwn}`,
  ` \tJaVaScRiPt:${pwn}`,
  `java\nscript:${pwn}`,
  `data:text/html,<script>${pwn}</script>`,
  `vbscript:msgbox(1)`,
  `[click](javascript:${pwn})`,
  `![x](x" onerror="${pwn})`,
  `<img src=x onerror="${pwn}">\n\n**bold** [link](https://example.test)`,
  '${openUrl(url:"javascript:' + pwn + '")}',
  '${/__proto__/polluted}',
  '${' + '${'.repeat(40) + '/a' + '}'.repeat(41),
  '{{constructor.constructor("' + pwn + '")()}}',
  '"><img src=x onerror=' + pwn + '>',
  "'-alert(1)-'",
  'position:fixed;inset:0;z-index:2147483647;background:red',
  'transform:translate(-5000px,-5000px);position:absolute',
];

/** DOM, Lit and prototype property names a surface must never reach on an element. */
export const DOM_KEYS: readonly string[] = [
  'innerHTML',
  'outerHTML',
  'textContent',
  'innerText',
  'style',
  'id',
  'slot',
  'part',
  'hidden',
  'popover',
  'inert',
  'onclick',
  'onerror',
  '__proto__',
  'constructor',
  'prototype',
  'update',
  'render',
  'connectedCallback',
  'shadowRoot',
  'tagName',
  'dataset',
  'className',
  'classList',
  'attributes',
  'renderRoot',
  'requestUpdate',
  'createRenderRoot',
  'addEventListener',
  'dispatchEvent',
  'setAttribute',
  'ownerDocument',
  'parentNode',
  'isConnected',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'then',
];

/** The DOM keys whose injection the oracles can see: markup, style, Lit's lifecycle. */
export const HOT_DOM_KEYS: readonly string[] = [
  'innerHTML',
  'outerHTML',
  'style',
  'render',
  'update',
  'createRenderRoot',
  'connectedCallback',
  'slot',
  'popover',
  'onclick',
];

const UNICODE: readonly string[] = [
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\u200B\u200C\u200D\uFEFF',
  '\uD800',
  '\uDFFF\uD800',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e' + '\u0301'.repeat(500),
  '\u0000\u0007\u001B[31m',
  'ﷺ'.repeat(50),
  '\u2028\u2029',
  '𝕏'.repeat(100),
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗͈',
];

const NAN_ISH: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '0x10',
  '0b11',
  '1_000',
  '',
  ' ',
  '-0',
  '１２',
  '12px',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '9007199254740993',
  '2026-02-30',
  '2026-13-01T25:61:61Z',
  '+275760-09-13T00:00:00.001Z',
];

export const NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.000001,
  1e21,
  -1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  Infinity, // JSON.parse('1e309')
  -Infinity,
];

/** A very long string (up to 100,000 characters) made of a repeated piece. */
const longString = fc
  .tuple(
    fc.constantFrom('a', 'ab ', '<b>', '\u200B', '𝕏', '-', 'x'.repeat(10) + ' ', '> ', '* '),
    fc.integer({min: 1000, max: 100_000}),
  )
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Any hostile string. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {arbitrary: fc.constantFrom(...PAYLOADS), weight: 6},
  {arbitrary: fc.constantFrom(...NAN_ISH), weight: 3},
  {arbitrary: fc.constantFrom(...UNICODE), weight: 2},
  {arbitrary: fc.constantFrom(...DOM_KEYS), weight: 1},
  {arbitrary: fc.string({unit: 'binary', maxLength: 40}), weight: 3},
  {arbitrary: fc.string({maxLength: 20}), weight: 3},
  {arbitrary: longString, weight: 1},
);

/** Any hostile number JSON could give (Infinity is what `1e309` parses to). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NUMBERS),
  fc.integer({min: -1_000_000, max: 1_000_000}),
  fc.double({noNaN: true}),
);

/** A JSON Pointer (or relative path) a surface might bind to. */
export const randomPath: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '/',
    '//',
    '.',
    './x',
    '../x',
    'name',
    '/user/name',
    '/items/0',
    '/items/-1',
    '/items/999999999',
    '/items/1e3',
    '/__proto__/polluted',
    '/constructor/prototype/polluted',
    '/a/__proto__',
    '/prototype',
    '/a~1b/~0',
    '~',
    '/a/b/c/d/e/f/g',
    '/' + 'deep/'.repeat(600),
    '/\u202E/\u200B',
    '/innerHTML',
  ),
  fc
    .array(
      fc.oneof(fc.constantFrom(...DOM_KEYS), fc.string({maxLength: 6}), fc.nat(5).map(String)),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((segments) => '/' + segments.join('/')),
);

const FUNCTIONS = Object.keys(DEFAULT_FUNCTIONS);
const UNKNOWN_FUNCTIONS = ['eval', 'Function', 'alert', '__proto__', 'constructor', 'toString', ''];
const ARG_NAMES = [
  'value',
  'values',
  'pattern',
  'min',
  'max',
  'decimals',
  'grouping',
  'currency',
  'format',
  'other',
  'zero',
  'one',
  'two',
  'few',
  'many',
  'url',
  'a',
  'b',
  'string',
  'substring',
  'prefix',
  'suffix',
  '__proto__',
];
const PATTERNS = [
  '(a+)+$',
  '^(a|a)*$',
  '(?i)abc',
  '[',
  '\\',
  '(?<x>a)\\k<x>',
  '.*'.repeat(200),
  '^' + '(a?)'.repeat(100) + 'a'.repeat(100) + '$',
];
const FORMATS = [
  'yyyy-MM-dd',
  'ISO',
  "EEEE 'at' h:mm a",
  "''''",
  "'unclosed",
  'YYYY D',
  'x'.repeat(1000),
];

/** A plain JSON leaf of a hostile kind. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  {arbitrary: hostileString, weight: 6},
  {arbitrary: hostileNumber, weight: 3},
  {arbitrary: fc.boolean(), weight: 1},
  {arbitrary: fc.constant(null), weight: 1},
);

/**
 * A value as a surface writes it: a literal, a `{path}`, a seed `{call: {call, args}}` or an A2UI
 * `{call, args}`, plain JSON of odd types, arrays and objects with DOM keys; nested to `depth`.
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{value: unknown; call: unknown}>(
  (tie) => ({
    value: fc.oneof(
      {depthSize: 'small', withCrossShrink: true},
      {arbitrary: hostileLeaf, weight: 8},
      {arbitrary: hostileLeaf.map((literal) => ({literal})), weight: 4},
      {arbitrary: randomPath.map((path) => ({path})), weight: 3},
      {arbitrary: tie('call').map((call) => ({call})), weight: 2},
      {arbitrary: tie('call'), weight: 1},
      {arbitrary: fc.array(tie('value'), {maxLength: 5}), weight: 1},
      {
        arbitrary: fc.dictionary(
          fc.oneof(
            fc.constantFrom(...DOM_KEYS, 'literal', 'path', 'call', 'args'),
            fc.string({maxLength: 5}),
          ),
          tie('value'),
          {maxKeys: 4},
        ),
        weight: 1,
      },
    ),
    call: fc.record({
      call: fc.oneof(
        {arbitrary: fc.constantFrom(...FUNCTIONS), weight: 8},
        {arbitrary: fc.constantFrom(...UNKNOWN_FUNCTIONS), weight: 1},
      ),
      args: fc.oneof(
        {
          arbitrary: fc.dictionary(
            fc.constantFrom(...ARG_NAMES),
            fc.oneof(
              tie('value'),
              fc.constantFrom(...PATTERNS, ...FORMATS),
              fc.constantFrom(...PATTERNS).map((literal) => ({literal})),
            ),
            {maxKeys: 4},
          ),
          weight: 9,
        },
        {arbitrary: hostileLeaf, weight: 1},
      ),
    }),
  }),
).value;
