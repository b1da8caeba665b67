import {expect} from '@open-wc/testing';
import {MAX_COMPONENTS, MAX_DEPTH, parseSurface} from '../../src/model/index.js';

const parse = (components: unknown[]) =>
  parseSurface({surfaceId: 's', dataModelJson: '{}', components});
const col = (id: string, ...ids: string[]) => ({id, column: {children: {ids}}});
const text = (id: string) => ({id, text: {text: id}});

describe('model/parseSurface: the component graph', () => {
  it('roots at the component "root" wherever it is', () => {
    expect(parse([text('a'), col('root', 'a')]).rootId).to.equal('root');
  });

  it('else roots at the first component no other lists as a child', () => {
    const parsed = parse([text('a'), col('main', 'a')]);
    expect(parsed.rootId).to.equal('main');
    expect(parsed.issues).to.deep.equal([]);
  });

  it('has no root without components', () => {
    expect(parse([]).rootId).to.equal(undefined);
  });

  it('reports children naming missing ids and keeps them', () => {
    const parsed = parse([col('root', 'a', 'ghost'), text('a')]);
    expect(parsed.components.get('root')!.children).to.deep.equal(['a', 'ghost']);
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'error /components/0/column/children/ids/1',
    ]);
  });

  it('reports cycles at the child reference that closes them', () => {
    const parsed = parse([col('root', 'a'), col('a', 'b'), col('b', 'a')]);
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'error /components/2/column/children/ids/0',
    ]);
    expect(parsed.components.get('b')!.children).to.deep.equal(['a']);
  });

  it('reports a component that contains itself', () => {
    const parsed = parse([col('root', 'root')]);
    expect(parsed.issues.map((i) => i.pointer)).to.deep.equal([
      '/components/0/column/children/ids/0',
    ]);
  });

  it('picks the first component when every one is a child, with a warning', () => {
    const parsed = parse([col('a', 'b'), col('b', 'a')]);
    expect(parsed.rootId).to.equal('a');
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'warning /components/0',
      'error /components/1/column/children/ids/0',
    ]);
  });

  it('warns about components not reachable from the root, and finds cycles among them', () => {
    const parsed = parse([col('root'), col('x', 'y'), col('y', 'x')]);
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      'warning /components/1',
      'error /components/2/column/children/ids/0',
    ]);
  });

  it('handles a shared child (diamond) without a cycle issue', () => {
    const parsed = parse([col('root', 'a', 'b'), col('a', 'c'), col('b', 'c'), text('c')]);
    expect(parsed.issues).to.deep.equal([]);
  });

  it('reports nesting deeper than MAX_DEPTH where it is cut, without recursion trouble', () => {
    const components = [];
    const depth = MAX_DEPTH + 50;
    for (let i = 0; i < depth; i++) components.push(col(i === 0 ? 'root' : `n${i}`, `n${i + 1}`));
    components.push(text(`n${depth}`));
    const parsed = parse(components);
    expect(parsed.issues.map((i) => `${i.severity} ${i.pointer}`)).to.deep.equal([
      `error /components/${MAX_DEPTH}`,
    ]);
    expect(parsed.issues[0].componentId).to.equal(`n${MAX_DEPTH}`);
  });

  it('does not report nesting of exactly MAX_DEPTH levels', () => {
    const components = [];
    for (let i = 0; i < MAX_DEPTH - 1; i++)
      components.push(col(i === 0 ? 'root' : `n${i}`, `n${i + 1}`));
    components.push(text(`n${MAX_DEPTH - 1}`));
    expect(parse(components).issues).to.deep.equal([]);
  });

  it('cuts the component list at MAX_COMPONENTS with an issue', () => {
    const ids = Array.from({length: MAX_COMPONENTS + 5}, (_, i) => `t${i}`);
    const components = [col('root', ...ids.slice(0, MAX_COMPONENTS - 1)), ...ids.map(text)];
    const parsed = parse(components);
    expect(parsed.components.size).to.equal(MAX_COMPONENTS);
    const cut = parsed.issues.filter((i) => i.pointer === `/components/${MAX_COMPONENTS}`);
    expect(cut).to.have.length(1);
    expect(parsed.issues.filter((i) => i.severity === 'error')).to.have.length(1);
  });

  it('summarises many unreachable components instead of listing them all', () => {
    const parsed = parse([col('root'), ...Array.from({length: 50}, (_, i) => text(`o${i}`))]);
    expect(parsed.issues).to.have.length(21);
    expect(parsed.issues[20].pointer).to.equal('/components');
  });
});
