import {expect} from '@open-wc/testing';
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
