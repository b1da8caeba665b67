import {expect} from '@open-wc/testing';
import {
  A2UI_BASIC_VARIANTS,
  KNOWN_VARIANTS,
  VARIANTS,
  variantToTag,
} from '../../src/catalog/index.js';
import {isLibraryTag, libraryTags, loadTag} from '../../src/catalog/loaders.js';
import '../../src/autoloader.js';

interface Declaration {
  tagName?: string;
}

/** Every tag the committed manifest documents, with the module that defines it. */
async function manifestTags(): Promise<Map<string, string>> {
  const url = new URL('../../custom-elements.json', import.meta.url);
  const manifest = (await (await fetch(url)).json()) as {
    modules: {path: string; declarations?: Declaration[]}[];
  };
  const tags = new Map<string, string>();
  for (const module of manifest.modules)
    for (const declaration of module.declarations ?? [])
      if (declaration.tagName) tags.set(declaration.tagName, module.path);
  return tags;
}

describe('the catalog', () => {
  // First: the other tests load every element.
  it('registers the eager entries with the surface module (run first), every element with ./all', async () => {
    await import('../../src/surface/surface.js');
    const wrong: string[] = [];
    for (const variant of KNOWN_VARIANTS) {
      const eager = (VARIANTS[variant] as {eager?: boolean}).eager === true;
      if ((customElements.get(variantToTag(variant)) !== undefined) !== eager) wrong.push(variant);
    }
    expect(wrong).to.deep.equal([]);

    const all = (await import('../../src/all.js')) as Record<string, unknown>;
    // Every tag is defined, and every variant's class exported.
    const exported = new Set(Object.values(all));
    const undefinedTags = libraryTags().filter((tag) => !customElements.get(tag));
    const unexported = KNOWN_VARIANTS.filter(
      (variant) => !exported.has(customElements.get(variantToTag(variant))),
    );
    expect(undefinedTags).to.deep.equal([]);
    expect(unexported).to.deep.equal([]);
  });

  it('has an entry for every element of the library, and an element for every entry', async () => {
    const documented = await manifestTags();
    // The playground is its own entry point, loaded by the host that wants it.
    documented.delete('svc-playground');
    const loaders = libraryTags().sort();
    expect(loaders).to.deep.equal([...documented.keys()].sort());
  });

  it('loads, for each tag, the module that defines it', async () => {
    const documented = await manifestTags();
    for (const tag of libraryTags()) {
      await loadTag(tag);
      expect(customElements.get(tag), tag).to.not.equal(undefined);
      expect(documented.get(tag), tag).to.be.a('string');
    }
  });

  it('names each variant by the naming rule, its tag among the loaders', () => {
    for (const variant of KNOWN_VARIANTS) {
      expect(isLibraryTag(variantToTag(variant)), variant).to.equal(true);
    }
  });

  it('maps the eighteen components of the A2UI basic catalog', () => {
    expect([...A2UI_BASIC_VARIANTS.keys()]).to.have.members([
      'Text',
      'Image',
      'Icon',
      'Video',
      'AudioPlayer',
      'Row',
      'Column',
      'List',
      'Card',
      'Tabs',
      'Modal',
      'Divider',
      'Button',
      'TextField',
      'CheckBox',
      'ChoicePicker',
      'Slider',
      'DateTimeInput',
    ]);
    for (const [name, variant] of A2UI_BASIC_VARIANTS)
      expect(variant.toLowerCase(), name).to.equal(name.toLowerCase());
  });
});
