/**
 * Fuzzes `<svc-surface>` with random and mutated Surface records (see test/surface/fuzz/): a few
 * hundred cases in the normal run, many more with `npm run fuzz` (see fuzz/harness.ts).
 */
import {KNOWN_VARIANTS, variantToTag} from '../../src/model/index.js';
import {childrenShape} from '../../src/catalog/index.js';
import {loadTag} from '../../src/catalog/loaders.js';
import {describeFuzz, fuzzConfig} from './fuzz/harness.js';
import {runCase, setUpCases} from './fuzz/run-case.js';
import {fuzzCase, type Catalog, type NamedSample} from './fuzz/surfaces.js';
import {sampleSurfaces} from '../fixtures/samples.js';

const config = fuzzConfig(300);

const SAMPLES = [
  'kitchen-sink',
  'access-request',
  'connector-setup',
  'dashboard',
  'onboarding',
  'multi-surface',
];

async function loadSamples(): Promise<NamedSample[]> {
  const samples: NamedSample[] = [];
  for (const name of SAMPLES) {
    sampleSurfaces(name).forEach((record, index) =>
      samples.push({name: `${name}#${index}`, record}),
    );
  }
  return samples;
}

type ElementClass = CustomElementConstructor & {elementProperties?: Map<PropertyKey, unknown>};

/** Loads every element of the catalog and reads the properties each declares. */
async function loadCatalog(): Promise<{catalog: Catalog; prototypes: object[]}> {
  await Promise.all(KNOWN_VARIANTS.map((variant) => loadTag(variantToTag(variant))));
  const properties: Record<string, string[]> = {};
  const prototypes: object[] = [];
  for (const variant of KNOWN_VARIANTS) {
    const element = customElements.get(variantToTag(variant)) as ElementClass | undefined;
    if (!element) continue;
    prototypes.push(element.prototype);
    const names = [...(element.elementProperties?.keys() ?? [])].filter(
      (key): key is string => typeof key === 'string',
    );
    if (names.includes('heading')) names.push('title');
    properties[variant] = names;
  }
  const surface = customElements.get('svc-surface')!;
  prototypes.push(surface.prototype, Object.getPrototypeOf(surface.prototype));
  return {
    catalog: {
      variants: [...KNOWN_VARIANTS],
      containers: KNOWN_VARIANTS.filter((variant) => childrenShape(variant)),
      properties,
    },
    prototypes,
  };
}

describeFuzz('surface fuzzing', config, async () => {
  const samples = await loadSamples();
  const {catalog, prototypes} = await loadCatalog();
  const setup = setUpCases(config.budget, prototypes);
  // The first mounts pay for styles and module start-up; keep that out of the first cases.
  for (const sample of samples) await runCase({surface: sample.record, typed: 'warm-up'}, setup);
  Object.assign(setup.stats, {cases: 0, elements: 0, buttons: 0, fields: 0});
  return {
    name: 'surface',
    cases: fuzzCase(samples, catalog),
    run: (value) => runCase(value, setup),
    stats: () => {
      const {elements, buttons, fields} = setup.stats;
      return {elements, buttons, fields};
    },
  };
});
