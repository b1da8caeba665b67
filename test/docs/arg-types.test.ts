import {expect} from '@open-wc/testing';
import {argTypesOf} from '../../.storybook/arg-types.js';

type Member = {name: string; kind: string; static?: boolean; privacy?: string};
type Declaration = {tagName?: string; members?: Member[]; cssParts?: {name: string}[]};
type Manifest = {modules: {declarations?: Declaration[]}[]};

async function manifest(): Promise<Manifest> {
  const url = new URL('../../custom-elements.json', import.meta.url);
  return (await fetch(url)).json() as Promise<Manifest>;
}

function elements(m: Manifest): Declaration[] {
  return m.modules.flatMap((mod) => mod.declarations ?? []).filter((d) => d.tagName);
}

describe('Storybook Docs rows (from custom-elements.json)', () => {
  it('lists no private, protected or underscore member in the manifest', async () => {
    const leaked = elements(await manifest()).flatMap((d) =>
      (d.members ?? [])
        .filter((m) => m.privacy || m.name.startsWith('_') || m.name.startsWith('#'))
        .map((m) => `${d.tagName}.${m.name}`),
    );
    expect(leaked).to.deep.equal([]);
  });

  it('shows every public property of every element as a property row', async () => {
    const m = await manifest();
    const missing: string[] = [];
    for (const d of elements(m)) {
      const rows = argTypesOf(m, d.tagName!);
      for (const member of d.members ?? []) {
        if (member.kind !== 'field' || member.static) continue;
        if (rows[member.name]?.table?.category !== 'properties')
          missing.push(`${d.tagName}.${member.name}`);
      }
    }
    expect(missing).to.deep.equal([]);
  });

  it('keeps a property and a CSS part of the same name apart (svc-button label)', async () => {
    const rows = argTypesOf(await manifest(), 'svc-button');
    expect(rows.label.table?.category).to.equal('properties');
    expect(rows.label.type).to.deep.equal({name: 'string'});
    expect(rows['css shadow parts:label'].name).to.equal('label');
    expect(rows['css shadow parts:label'].table?.category).to.equal('css shadow parts');
  });

  it('names the attribute of a property in its description', async () => {
    const rows = argTypesOf(await manifest(), 'svc-text');
    expect(rows.headingLevel.description).to.contain('heading-level');
    expect(rows['attribute:heading-level']).to.equal(undefined);
  });
});
