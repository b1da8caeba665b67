import {expect} from '@open-wc/testing';
import fc from 'fast-check';
import {parseSurface, reparseSurface, type SurfaceRecord} from '../../src/model/index.js';
import {sampleSurfaces} from '../fixtures/samples.js';

const files = ['access-request', 'dashboard', 'kitchen-sink', 'onboarding'];

async function load(name: string): Promise<SurfaceRecord[]> {
  return sampleSurfaces(name);
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

  it('keeps the data object when dataModelJson is the same text, and carries its issues', () => {
    const record = {
      surfaceId: 's',
      dataModelJson: '{"name": "Ada", "__proto__": {"x": 1}}',
      components: [{id: 'root', text: {text: {path: '/name'}}}],
    };
    const previous = parseSurface(record);
    const next = {...record, updatedAt: '2030-01-01T00:00:00Z'};
    const parsed = parseSurface(next, {previous});
    expect(parsed.data).to.equal(previous.data);
    expect(parsed.data).to.deep.equal({name: 'Ada'});
    expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
    const dataIssue = parsed.issues.find((issue) => issue.pointer === '/dataModelJson')!;
    expect(previous.issues.includes(dataIssue)).to.equal(false);
    const other = parseSurface({...next, dataModelJson: '{"name": "Bo"}'}, {previous});
    expect(other.data).to.deep.equal({name: 'Bo'});
    expect(other.issues.map((issue) => issue.pointer)).to.not.include('/dataModelJson');
  });

  it("keeps the graph's findings when changed components keep their ids and children", () => {
    const record = {
      surfaceId: 's',
      components: [
        {id: 'root', column: {children: ['a', 'gone']}},
        {id: 'a', text: {text: {literal: 'a'}}},
        {id: 'lost', text: {text: {literal: 'not shown'}}},
      ],
    };
    const previous = parseSurface(record);
    const graphIssues = (parsed: ReturnType<typeof parseSurface>) =>
      parsed.issues.filter((issue) => /does not exist|not reachable/.test(issue.message));
    expect(graphIssues(previous).length).to.equal(2);
    const next = clone(record);
    next.components[0] = {id: 'root', column: {children: ['a', 'gone']}, weight: 2} as never;
    next.components[1] = {id: 'a', text: {text: {literal: 'changed'}}};
    const parsed = parseSurface(next, {previous});
    expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
    expect(graphIssues(parsed).length).to.equal(2);
    expect(graphIssues(parsed).some((issue) => previous.issues.includes(issue))).to.equal(false);
  });

  it('analyses the graph again when a child list changes', () => {
    const record = {
      surfaceId: 's',
      components: [
        {id: 'root', column: {children: ['a']}},
        {id: 'a', text: {text: {literal: 'a'}}},
        {id: 'b', text: {text: {literal: 'b'}}},
      ],
    };
    const previous = parseSurface(record);
    expect(previous.issues.some((issue) => issue.componentId === 'b')).to.equal(true);
    const next = clone(record);
    next.components[0] = {id: 'root', column: {children: ['a', 'b']}};
    const parsed = parseSurface(next, {previous});
    expect(parsed.issues.filter((issue) => issue.componentId !== undefined)).to.deep.equal([]);
    expect(summary(parsed)).to.deep.equal(summary(parseSurface(next)));
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
      fc.record({kind: fc.constant('weight' as const), at: fc.nat(5), value: fc.nat(3)}),
      fc.record({
        kind: fc.constant('relink' as const),
        at: fc.nat(5),
        ids: fc.array(fc.constantFrom('root', 'a', 'b', 'c', 'x'), {maxLength: 4}),
      }),
    );
    const data = fc.constantFrom(undefined, '{"a": 1}', '{"a": ', '[1]', '{"a": 2}');
    fc.assert(
      fc.property(
        fc.array(edit, {maxLength: 4}),
        fc.array(edit, {maxLength: 4}),
        data,
        data,
        (first, second, olderData, newerData) => {
          const older = {surfaceId: 's', components: apply(base, first), dataModelJson: olderData};
          const newer = {
            surfaceId: 's',
            components: apply(older.components, second),
            dataModelJson: newerData,
          };
          const previous = parseSurface(older);
          const parsed = parseSurface(newer, {previous});
          expect(summary(parsed)).to.deep.equal(summary(parseSurface(newer)));
          // A third version read against the second checks what the second's reading kept.
          const again = parseSurface(older, {previous: parsed});
          expect(summary(again)).to.deep.equal(summary(parseSurface(older)));
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
  | {kind: 'dup'; at: number}
  | {kind: 'weight'; at: number; value: number}
  | {kind: 'relink'; at: number; ids: string[]};

/** `components` (cloned) with the edits applied in order, each at an index modulo the length. */
function apply(components: unknown[], edits: Edit[]): unknown[] {
  const list = JSON.parse(JSON.stringify(components)) as unknown[];
  for (const edit of edits) {
    if (!list.length) break;
    const at = edit.at % list.length;
    if (edit.kind === 'set') list[at] = edit.value;
    else if (edit.kind === 'text') list[at] = {id: `t${at}`, text: {text: edit.value}};
    else if (edit.kind === 'drop') list.splice(at, 1);
    else if (edit.kind === 'dup') list.splice(at, 0, JSON.parse(JSON.stringify(list[at])));
    else if (typeof list[at] === 'object' && list[at] !== null && !Array.isArray(list[at])) {
      // A change that keeps the id: a weight, or the children of a column.
      const component = list[at] as Record<string, unknown>;
      if (edit.kind === 'weight') component.weight = edit.value;
      else list[at] = {id: component.id, column: {children: edit.ids}};
    }
  }
  return list;
}
