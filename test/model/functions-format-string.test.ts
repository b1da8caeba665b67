import {expect} from '@open-wc/testing';
import {
  createDefaultFunctions,
  DataModel,
  parseTemplate,
  resolve,
  type Issue,
} from '../../src/model/index.js';
import {call} from './helpers.js';

const data = {
  user: {name: 'Ada', tags: ['x', 'y']},
  n: 3,
  price: 1234.5,
  items: [{title: 'first'}],
  nil: null,
  'dash-key': 'd',
};
const fmt = (template: string, extra = {}) => call('formatString', {value: template}, data, extra);
const text = (template: string) => fmt(template).value;

describe('model/functions: formatString', () => {
  it('interpolates absolute paths and records them', () => {
    const result = fmt('Hello, ${/user/name}! You have ${/n} items.');
    expect(result.value).to.equal('Hello, Ada! You have 3 items.');
    expect([...result.paths].sort()).to.deep.equal(['/n', '/user/name']);
  });

  it('reads relative paths in the scope', () => {
    expect(fmt('${title}', {base: '/items/0'}).value).to.equal('first');
    expect(fmt('${./title}', {base: '/items/0'}).value).to.equal('first');
  });

  it('coerces parts with the text table', () => {
    expect(text('${/user/tags}|${/nil}|${/missing}|${/user/tags/1}')).to.equal('["x","y"]|||y');
  });

  it('reads literals: strings with escapes, numbers, booleans, null', () => {
    expect(text('${\'a\\\'b\'} ${"q\\""}')).to.equal('a\'b q"');
    expect(text("${'line\\nnext\\tt'}")).to.equal('line\nnext\tt');
    expect(text('${42} ${3.5} ${true} ${false} ${null}.')).to.equal('42 3.5 true false .');
  });

  it('calls functions with named args, commas optional, nested calls and ${} nesting', () => {
    expect(text('${formatNumber(value: /price, decimals: 2)}')).to.equal('1,234.50');
    expect(text('${formatNumber(value:${/price} decimals:0)}')).to.equal('1,235');
    expect(text("${pluralize(value: /n, one: 'item', other: 'items')}")).to.equal('items');
    expect(text("${capitalize(value: ${formatString(value: '${/user/name}')})}")).to.equal('Ada');
    expect(text('${${/user/name}}')).to.equal('Ada');
  });

  it('records paths read inside nested calls', () => {
    const result = fmt("${pluralize(value: /n, one: ${/user/name}, other: 'x')}");
    expect([...result.paths].sort()).to.deep.equal(['/n', '/user/name']);
  });

  it('keeps \\${ as a literal ${, and lone $ or \\ as text', () => {
    expect(text('Price: \\${/price} $5 a\\b $ {x}')).to.equal('Price: ${/price} $5 a\\b $ {x}');
  });

  it('gives "" for ${} and counts braces only outside quotes', () => {
    expect(text('a${}b${ }c')).to.equal('abc');
    expect(text("${'}'}")).to.equal('}');
  });

  it('treats -1 and dashed names as paths', () => {
    expect(text('${dash-key}')).to.equal('d');
    expect(text('${-1}')).to.equal('');
  });

  it('makes the whole value undefined when a ${ is unclosed, with an issue', () => {
    for (const template of [
      'Hello ${/user/name',
      "${'abc}",
      '${formatNumber(value: 1}',
      '${a b}',
    ]) {
      const result = fmt(template);
      expect(result.value, template).to.equal(undefined);
      expect(result.issues, template).to.have.length(1);
    }
  });

  it('limits nesting to 10 levels', () => {
    const nest = (depth: number) => '${'.repeat(depth) + '/n' + '}'.repeat(depth);
    expect(text(nest(10))).to.equal('3');
    expect(text(nest(11))).to.equal(undefined);
  });

  it('reports an unknown function inside a template and shows it empty', () => {
    const result = fmt('a${nope(x: 1)}b');
    expect(result.value).to.equal('ab');
    expect(result.issues).to.have.length(1);
  });

  it('does not let argument names reach a prototype', () => {
    const functions = createDefaultFunctions().register(
      'keys',
      (args) => Object.getPrototypeOf(args) === Object.prototype,
    );
    const issues: Issue[] = [];
    const result = resolve(
      {call: 'formatString', args: {value: '${keys(__proto__: /user)}'}},
      {model: new DataModel(data), functions, report: (i) => issues.push(i)},
    );
    expect(result.value).to.equal('true');
  });

  it('shows ${…} outside formatString as it is', () => {
    const model = new DataModel(data);
    expect(resolve({literal: '${/n}'}, {model}).value).to.equal('${/n}');
  });

  it('caches parsed templates', () => {
    expect(parseTemplate('a${/b}')).to.equal(parseTemplate('a${/b}'));
    expect(parseTemplate('a${/b')).to.be.a('string');
  });
  // Beyond the suite's expressions.yaml (run from its table in test/conformance/):
  it('a malformed number is an error wherever it stands, but paths may start with a digit', () => {
    for (const input of ['${1.}', '${1..2}', '${f(a: 1.2.3)}', '${0.1.}'])
      expect(typeof parseTemplate(input), input).to.equal('string');
    expect(parseTemplate('${2fa}')).to.deep.equal([{kind: 'path', path: '2fa'}]);
    expect(parseTemplate('${1/name}')).to.deep.equal([{kind: 'path', path: '1/name'}]);
  });

  it('parse errors say where, not what the template holds', () => {
    const message = parseTemplate('${4.5.6}') as string;
    expect(message).to.match(/number/i);
    expect(message).to.not.contain('4.5.6');
  });
});
