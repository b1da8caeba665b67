import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {parseSurface, reparseSurface, type SurfaceRecord} from '../../src/model/index.js';

const files = ['access-request', 'dashboard', 'kitchen-sink', 'onboarding'];

async function load(name: string): Promise<SurfaceRecord[]> {
  const res = await fetch(new URL(`../fixtures/conversations/${name}.json`, import.meta.url));
  return ((await res.json()) as {surfaces: SurfaceRecord[]}).surfaces;
}

/** What a parse says, with the issues as a sorted list (their order is not part of the contract). */
function summary(parsed: ReturnType<typeof parseSurface>) {
  const {issues, components, ...rest} = parsed;
  const keys = issues.map((issue) => JSON.stringify(issue)).sort();
  return {...rest, components: [...components.entries()], issues: keys};
}

describe('model/reparseSurface: a newer record with the same components', () => {
  for (const name of files) {
    it(`${name}: reads the same as a full parse, and keeps the component nodes`, async () => {
      for (const record of await load(name)) {
        const previous = parseSurface(record);
        const next = {
          ...record,
          updatedAt: '2030-01-01T00:00:00Z',
          dataModelJson: JSON.stringify({changed: true, list: [1, 2, 3]}),
        };
        const reparsed = reparseSurface(next, previous);
        expect(summary(reparsed)).to.deep.equal(summary(parseSurface(next)));
        expect(reparsed.components).to.equal(previous.components);
      }
    });
  }

  it('keeps the issues about components and reads the data issues again', () => {
    const record = {
      surfaceId: 's',
      dataModelJson: '{"a": ',
      components: [
        {id: 'root', column: {children: ['gone']}},
        {id: 'root', text: {text: {literal: 'twice'}}},
      ],
    };
    const previous = parseSurface(record);
    const next = {...record, dataModelJson: '{"a": 2}', sendDataModel: true};
    const reparsed = reparseSurface(next, previous);
    expect(reparsed.data).to.deep.equal({a: 2});
    expect(reparsed.sendDataModel).to.equal(true);
    expect(reparsed.rootId).to.equal('root');
    const pointers = reparsed.issues.map((issue) => issue.pointer);
    expect(pointers).to.not.include('/dataModelJson');
    expect(pointers).to.include('/components/1/id');
    expect(pointers.some((p) => p.startsWith('/components/0'))).to.equal(true);
    expect(summary(reparsed)).to.deep.equal(summary(parseSurface(next)));
  });

  it('reads a record that is not an object as a full parse does', () => {
    const previous = parseSurface({surfaceId: 's', components: []});
    const reparsed = reparseSurface('nonsense', previous);
    expect(reparsed.components.size).to.equal(0);
    expect(reparsed.issues[0]).to.include({pointer: '', severity: 'error'});
  });
});

describe('model/parseSurface with `previous`: a newer record with some components changed', () => {
  const nodes = (parsed: ReturnType<typeof parseSurface>) => [...parsed.components.values()];
  const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

  for (const name of files) {
    it(`${name}: reads as a full parse does, keeping the nodes of unchanged components`, async () => {
      for (const record of await load(name)) {
        const components = clone(record.components) as Array<Record<string, unknown>>;
        if (components.length < 2) continue;
        const changed = Math.floor(components.length / 2);
        components[changed] = {...components[changed], weight: 3};
        const next = {...record, components, updatedAt: '2030-01-01T00:00:00Z'};
        const previous = parseSurface(record);
        const parsed = parseSurface(next, {previous});
        expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
        const kept = nodes(parsed).filter((node) => nodes(previous).includes(node));
        const changedId = components[changed].id;
        expect(kept.map((node) => node.id)).to.not.include(changedId);
        expect(kept.length).to.equal(parsed.components.size - 1);
      }
    });
  }

  it('carries the issues of an unchanged component, as a full parse reports them', () => {
    const record = {
      surfaceId: 's',
      components: [
        {id: 'root', column: {children: ['odd', 'label']}},
        {id: 'odd', text: {text: {literal: 'x'}, colour: 'red'}, wobble: 1},
        {id: 'label', text: {text: {literal: 'before'}}},
      ],
    };
    const previous = parseSurface(record);
    expect(previous.issues.some((issue) => issue.componentId === 'odd')).to.equal(true);
    const next = clone(record);
    next.components[2] = {id: 'label', text: {text: {literal: 'after'}}};
    const parsed = parseSurface(next, {previous});
    expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
    expect(parsed.components.get('odd')).to.equal(previous.components.get('odd'));
    expect(parsed.components.get('label')).to.not.equal(previous.components.get('label'));
  });

  it('reads every component again when an insertion moves them (their pointers change)', () => {
    const record = {
      surfaceId: 's',
      components: [
        {id: 'root', column: {children: ['a']}},
        {id: 'a', text: {text: {literal: 'a'}}},
      ],
    };
    const previous = parseSurface(record);
    const next = clone(record);
    next.components.unshift({id: 'b', text: {text: {literal: 'b'}}});
    const parsed = parseSurface(next, {previous});
    expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
    expect(parsed.components.get('a')!.pointer).to.equal('/components/2');
    expect(nodes(parsed).some((node) => nodes(previous).includes(node))).to.equal(false);
  });

  it('reads every component again for another function catalog', () => {
    const record = {
      surfaceId: 's',
      components: [{id: 'root', text: {text: {call: {call: 'shout', args: {value: 'hi'}}}}}],
    };
    const previous = parseSurface(record);
    const parsed = parseSurface(record, {previous, functions: ['shout']});
    expect(parsed.components.get('root')).to.not.equal(previous.components.get('root'));
    const about = (issues: typeof parsed.issues) => issues.filter((i) => i.componentId === 'root');
    expect(about(parsed.issues)).to.deep.equal([]);
    expect(about(previous.issues).length).to.be.greaterThan(0);
  });

  it('a newer record made of random edits reads as a full parse does', () => {
    const base = [
      {id: 'root', column: {children: ['a', 'b', 'c']}},
      {id: 'a', text: {text: {path: '/a'}}},
      {id: 'b', button: {child: 'c', action: {event: {name: 'go'}}}},
      {id: 'c', text: {text: 'Go'}},
    ];
    const edit = fc.oneof(
      fc.record({kind: fc.constant('set' as const), at: fc.nat(5), value: fc.jsonValue()}),
      fc.record({kind: fc.constant('text' as const), at: fc.nat(5), value: fc.string()}),
      fc.record({kind: fc.constant('drop' as const), at: fc.nat(5)}),
      fc.record({kind: fc.constant('dup' as const), at: fc.nat(5)}),
    );
    fc.assert(
      fc.property(
        fc.array(edit, {maxLength: 4}),
        fc.array(edit, {maxLength: 4}),
        (first, second) => {
          const older = apply(base, first);
          const newer = apply(older, second);
          const previous = parseSurface({surfaceId: 's', components: older});
          const parsed = parseSurface({surfaceId: 's', components: newer}, {previous});
          expect(summary(parsed)).to.deep.equal(
            summary(parseSurface({surfaceId: 's', components: newer})),
          );
        },
      ),
      {numRuns: 300},
    );
  });
});

type Edit =
  | {kind: 'set'; at: number; value: unknown}
  | {kind: 'text'; at: number; value: string}
  | {kind: 'drop'; at: number}
  | {kind: 'dup'; at: number};

/** `components` (cloned) with the edits applied in order, each at an index modulo the length. */
function apply(components: unknown[], edits: Edit[]): unknown[] {
  const list = JSON.parse(JSON.stringify(components)) as unknown[];
  for (const edit of edits) {
    if (!list.length) break;
    const at = edit.at % list.length;
    if (edit.kind === 'set') list[at] = edit.value;
    else if (edit.kind === 'text') list[at] = {id: `t${at}`, text: {text: edit.value}};
    else if (edit.kind === 'drop') list.splice(at, 1);
    else list.splice(at, 0, JSON.parse(JSON.stringify(list[at])));
  }
  return list;
}
