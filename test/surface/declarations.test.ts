import {expect} from '@open-wc/testing';
import {KNOWN_VARIANTS, declaredProperties, variantToTag} from '../../src/model/index.js';

interface Member {
  kind: string;
  name: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
}
interface Declaration {
  tagName?: string;
  members?: Member[];
}

/** Public, writable fields per tag, as the committed manifest (and so the docs) lists them. */
async function manifestFields(): Promise<Map<string, Set<string>>> {
  const url = new URL('../../custom-elements.json', import.meta.url);
  const manifest = (await (await fetch(url)).json()) as {modules: {declarations?: Declaration[]}[]};
  const fields = new Map<string, Set<string>>();
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.tagName) continue;
      const names = (declaration.members ?? [])
        .filter((m) => m.kind === 'field' && !m.static && !m.readonly)
        .filter((m) => !m.privacy || m.privacy === 'public')
        .map((m) => m.name);
      fields.set(declaration.tagName, new Set(names));
    }
  }
  return fields;
}

describe('variant declarations', () => {
  it('name only public, documented properties of each element', async () => {
    const fields = await manifestFields();
    const wrong: string[] = [];
    for (const variant of KNOWN_VARIANTS) {
      const tag = variantToTag(variant);
      const documented = fields.get(tag);
      if (!documented) {
        wrong.push(`${tag}: not in the manifest`);
        continue;
      }
      for (const [wire, property] of Object.entries(declaredProperties(variant))) {
        if (property !== null && !documented.has(property))
          wrong.push(`${variant}.${wire} → ${tag}.${property}`);
      }
    }
    expect(wrong).to.deep.equal([]);
  });

  it('never name a provider, a Lit or a DOM member', () => {
    const forbidden = /provider$|^(update|render|style|innerHTML|outerHTML|slot|id|hidden)$/i;
    for (const variant of KNOWN_VARIANTS) {
      for (const property of Object.values(declaredProperties(variant))) {
        if (property !== null) expect(property, variant).not.to.match(forbidden);
      }
    }
  });
});
