import {expect} from '@open-wc/testing';
import {parseSurface} from '../../src/model/index.js';

const parse = (components: unknown[]) =>
  parseSurface({surfaceId: 's', dataModelJson: '{}', components});
const pointers = (components: unknown[]) =>
  parse(components).issues.map((i) => `${i.severity} ${i.pointer}`);

describe('model/parseSurface: components', () => {
  it('normalises a component: variant, props, children, weight, checks', () => {
    const parsed = parse([
      {id: 'root', row: {children: {ids: ['f']}, gap: {literal: 8}}},
      {
        id: 'f',
        weight: 2,
        textField: {
          label: {literal: 'Name'},
          value: {path: '/name'},
          checks: [{call: 'required', args: {value: {path: '/name'}}, message: 'Required'}],
        },
      },
    ]);
    const field = parsed.components.get('f')!;
    expect(field).to.deep.include({
      id: 'f',
      variant: 'textField',
      known: true,
      weight: 2,
      children: [],
      pointer: '/components/1',
    });
    expect(field.props).to.deep.equal({label: {literal: 'Name'}, value: {path: '/name'}});
    expect(field.checks).to.have.length(1);
    expect(field.checks[0]).to.include({
      kind: 'call',
      call: 'required',
      pointer: '/components/1/textField/checks/0',
    });
    const row = parsed.components.get('root')!;
    expect(row.children).to.deep.equal(['f']);
    expect(row.props).to.deep.equal({gap: {literal: 8}});
    expect(row.weight).to.equal(undefined);
    expect(parsed.issues).to.deep.equal([]);
  });

  it("keeps a button's action raw in props", () => {
    const action = {event: {name: 'go', context: {a: {path: '/a'}}}};
    const parsed = parse([{id: 'root', button: {label: {literal: 'Go'}, action}}]);
    expect(parsed.components.get('root')!.props.action).to.deep.equal(action);
  });

  it('skips a component without an id, or with a bad one', () => {
    expect(pointers([{text: {}}, {id: '', text: {}}, {id: {}, text: {}}, 'x'])).to.deep.equal([
      'error /components/0',
      'error /components/1/id',
      'error /components/2/id',
      'error /components/3',
    ]);
  });

  it('keeps the first of duplicate ids', () => {
    const parsed = parse([
      {id: 'root', text: {text: 'first'}},
      {id: 'root', button: {}},
    ]);
    expect(parsed.components.get('root')!.variant).to.equal('text');
    expect(parsed.issues.map((i) => i.pointer)).to.deep.equal(['/components/1/id']);
    expect(parsed.issues[0].componentId).to.equal('root');
  });

  it('reports zero or two variant keys', () => {
    const parsed = parse([
      {id: 'root', column: {children: {ids: ['none', 'two']}}},
      {id: 'none'},
      {id: 'two', text: {text: 'a'}, button: {label: 'b'}},
    ]);
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'error /components/1',
      'error /components/2',
    ]);
    expect(parsed.components.get('none')).to.deep.include({variant: '', known: false});
    expect(parsed.components.get('two')!.variant).to.equal('text');
  });

  it('keeps unknown variants as nodes marked known=false', () => {
    const parsed = parse([{id: 'root', fancyWidget: {title: 'x'}}]);
    expect(parsed.components.get('root')).to.deep.include({
      variant: 'fancyWidget',
      known: false,
      props: {title: 'x'},
    });
    expect(parsed.issues).to.deep.equal([]);
  });

  it('ignores fields that are not variants, with a warning', () => {
    expect(pointers([{id: 'root', text: {}, extra: 3}])).to.deep.equal([
      'warning /components/0/extra',
    ]);
  });

  it('reads a known variant holding a non-object as {}', () => {
    const parsed = parse([
      {id: 'root', divider: true},
      {id: 'x', text: 'hello'},
    ]);
    expect(parsed.components.get('root')!.props).to.deep.equal({});
    expect(parsed.issues.map((i) => i.pointer)).to.include('/components/1/text');
  });

  it('reads weights: numbers >= 0, numeric strings; others ignored with a warning', () => {
    const parsed = parse([
      {id: 'root', row: {children: {ids: ['a', 'b', 'c']}}},
      {id: 'a', weight: 1.5, text: {}},
      {id: 'b', weight: '2', text: {}},
      {id: 'c', weight: -1, text: {}},
    ]);
    expect(parsed.components.get('a')!.weight).to.equal(1.5);
    expect(parsed.components.get('b')!.weight).to.equal(2);
    expect(parsed.components.get('c')!.weight).to.equal(undefined);
    expect(parsed.issues.map((i) => i.pointer)).to.deep.equal(['/components/3/weight']);
  });

  it('reads children from {ids}, a bare list or a single child; reports bad entries', () => {
    const parsed = parse([
      {id: 'root', column: {children: {ids: ['a', 7, null]}}},
      {id: 'a', card: {children: ['b']}},
      {id: 'b', button: {child: 'c'}},
      {id: 'c', text: {}},
      {id: '7', text: {}},
    ]);
    expect(parsed.components.get('root')!.children).to.deep.equal(['a', '7']);
    expect(parsed.components.get('a')!.children).to.deep.equal(['b']);
    expect(parsed.components.get('b')!.children).to.deep.equal(['c']);
    expect(parsed.issues.map((i) => i.pointer)).to.deep.equal([
      '/components/0/column/children/ids/2',
    ]);
  });

  it('reports malformed dynamic values at their exact pointer', () => {
    const issues = parse([
      {
        id: 'root',
        textField: {
          label: {path: 3},
          value: {literal: 'a', path: '/b'},
          placeholder: {call: {args: {}}},
          extra: {call: {call: 'nope', args: {value: {path: false}}}},
        },
      },
    ]).issues;
    expect(issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'error /components/0/textField/label/path',
      'warning /components/0/textField/value',
      'error /components/0/textField/placeholder/call/call',
      'warning /components/0/textField/extra',
    ]);
    expect(issues.every((i) => i.componentId === 'root')).to.equal(true);
  });

  it('checks calls nested in arrays and objects, and knows host functions', () => {
    const components = [{id: 'root', svcTable: {rows: [{cells: [{call: 'shout', args: {}}]}]}}];
    const issues = parse(components).issues;
    expect(issues.map((i) => i.pointer)).to.deep.equal([
      '/components/0/svcTable/rows/0/cells/0/call',
    ]);
    const withHost = parseSurface(
      {surfaceId: 's', dataModelJson: '{}', components},
      {functions: ['shout']},
    );
    expect(withHost.issues).to.deep.equal([]);
  });

  it('reads a TextField validationRegexp as one more check on its own value', () => {
    const field = (textField: Record<string, unknown>) =>
      parse([{id: 'f', textField: {label: 'PIN', ...textField}}]);
    const parsed = field({value: {path: '/pin'}, validationRegexp: '^[0-9]{4}$', checks: []});
    const [check] = parsed.components.get('f')!.checks;
    expect(check).to.deep.include({
      kind: 'or',
      pointer: '/components/0/textField/validationRegexp',
    });
    expect(JSON.stringify(check)).to.contain('"pattern":"^[0-9]{4}$"');
    expect(parsed.issues).to.deep.equal([]);
    expect(field({validationRegexp: '^x$'}).components.get('f')!.checks).to.deep.equal([]);
    expect(
      field({value: {path: '/a'}, validationRegexp: ''}).components.get('f')!.checks,
    ).to.deep.equal([]);
    const bad = field({value: {path: '/a'}, validationRegexp: 4});
    expect(bad.components.get('f')!.checks).to.deep.equal([]);
    expect(bad.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'warning /components/0/textField/validationRegexp',
    ]);
  });

  it('escapes ~ and / in issue pointers', () => {
    const issues = parse([{id: 'root', text: {'a/b~c': {path: 1}}}]).issues;
    expect(issues[0].pointer).to.equal('/components/0/text/a~1b~0c');
    expect(issues[0].message).to.equal('Unknown property "a/b~c" of text; ignored.');
    const unknownVariant = parse([{id: 'root', gadget: {'a/b~c': {path: 1}}}]).issues;
    expect(unknownVariant[0].pointer).to.equal('/components/0/gadget/a~1b~0c/path');
  });

  it('drops unsafe keys from props, deeply, with a warning', () => {
    const component = JSON.parse(
      '{"id":"root","svcTable":{"__proto__":{"x":1},"rows":[{"__proto__":{"polluted":1},"cells":["a"]}]}}',
    );
    const parsed = parse([component]);
    const props = parsed.components.get('root')!.props;
    expect(Object.keys(props)).to.deep.equal(['rows']);
    expect(props.rows).to.deep.equal([{cells: ['a']}]);
    expect(Object.getPrototypeOf((props.rows as object[])[0])).to.equal(Object.prototype);
    expect(parsed.issues.map((i) => i.pointer)).to.deep.equal([
      '/components/0/svcTable/__proto__',
      '/components/0/svcTable/rows/0/__proto__',
    ]);
  });
});
