/**
 * Fuzzes `<svc-surface>` with random and mutated surfaces (see test/surface/fuzz/). The normal run
 * tries a few hundred cases and fails on the first one that breaks an oracle, shrunk, with the
 * seed and path to replay it. `npm run fuzz` (tools/fuzz.mjs) runs the same file with a global
 * `__fuzzConfig`: one replay (`--seed N --path P`), or a survey of many cases that keeps going
 * after failures, or the shrinking of the failures a survey found.
 */
import fc from 'fast-check';
import {executeServerCommand} from '@web/test-runner-commands';
import {KNOWN_VARIANTS, variantToTag} from '../../src/model/index.js';
import {childrenShape} from '../../src/catalog/index.js';
import {loadTag} from '../../src/catalog/loaders.js';
import {failures, type Violation} from './fuzz/oracles.js';
import {runCase, setUpCases, type CaseSetup} from './fuzz/run-case.js';
import {fuzzCase, type Catalog, type NamedSample} from './fuzz/surfaces.js';
import {sampleSurfaces} from '../fixtures/samples.js';

interface FuzzConfig {
  /** Cases to try (per batch in a survey). */
  runs: number;
  seed: number;
  /** A fast-check path: with `seed`, replays one case (and shrinks it further). */
  path?: string;
  /**
   * Keep going after failures: `runs` cases for each seed (skipping the first `skip` of the first
   * seed, when a run resumes after a hang), reported to the fuzz server of tools/fuzz.mjs.
   */
  survey?: {seeds: number[]; skip: number};
  /** Replay and shrink these failures (found by a survey), reporting each to the fuzz server. */
  shrink?: Array<{kind: string; seed: number; path: string}>;
  /** Mount budget in ms (a hang guard). */
  budget: number;
  /** How long shrinking one failure may take, in ms. */
  shrinkTime: number;
  /**
   * The most a normal (non-survey) run may take, shrinking included, in ms: on a loaded machine it
   * tries fewer cases rather than overrun the runner's limit. A failure found is still reported.
   */
  timeLimit: number;
}

const given = (window as {__fuzzConfig?: Partial<FuzzConfig>}).__fuzzConfig ?? {};
const config: FuzzConfig = {
  runs: 300,
  seed: (Date.now() ^ (Math.random() * 2 ** 31)) >>> 0,
  budget: 2000,
  shrinkTime: 30_000,
  timeLimit: 60_000,
  ...given,
};

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

function summarize(violations: Violation[]): string {
  return violations.map((v) => `  ${v.kind}: ${v.detail}`).join('\n');
}

/** Sends a line to the fuzz server (tools/fuzz.mjs); only its own web-test-runner config has one. */
async function report(payload: unknown) {
  if (config.survey || config.shrink) await executeServerCommand('fuzz-report', payload);
}

describe('surface fuzzing', function () {
  let samples: NamedSample[];
  let catalog: Catalog;
  let setup: CaseSetup;

  before(async function () {
    this.timeout(60_000);
    samples = await loadSamples();
    const loaded = await loadCatalog();
    catalog = loaded.catalog;
    setup = setUpCases(config.budget, loaded.prototypes);
    // The first mounts pay for styles and module start-up; keep that out of the first cases.
    for (const sample of samples) await runCase({surface: sample.record, typed: 'warm-up'}, setup);
    Object.assign(setup.stats, {cases: 0, elements: 0, buttons: 0, fields: 0});
  });

  if (!config.survey && !config.shrink) {
    it(`keeps the page safe for ${config.path ? 'one replayed' : `up to ${config.runs}`} random surfaces (seed ${config.seed})`, async function () {
      this.timeout(0);
      let cases = 0;
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(fuzzCase(samples, catalog), async (value) => {
          cases++;
          const violations = failures(await runCase(value, setup));
          if (violations.length) throw new Error(`violations:\n${summarize(violations)}`);
        }),
        {
          seed: config.seed,
          numRuns: config.runs,
          ...(config.path ? {path: config.path} : {}),
          // Stops (a failure found so far is still reported, shrunk as far as it got) rather than
          // running on for minutes on a slow machine.
          interruptAfterTimeLimit: config.timeLimit,
          includeErrorInReport: true,
        },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const {stats} = setup;
      console.log(
        `surface fuzzing: seed ${config.seed}, ${cases} cases passed in ${seconds} s ` +
          `(${stats.elements} elements, ${stats.buttons} buttons clicked, ${stats.fields} fields typed into)`,
      );
    });
    return;
  }

  if (config.shrink) {
    for (const {kind, seed, path} of config.shrink) {
      it(`shrinks the "${kind}" failure of seed ${seed} path ${path}`, async function () {
        this.timeout(0);
        const details = await fc.check(
          fc.asyncProperty(fuzzCase(samples, catalog), async (value) => {
            const violations = await runCase(value, setup);
            return !violations.some((v) => v.kind === kind);
          }),
          {seed, path, numRuns: 1, interruptAfterTimeLimit: config.shrinkTime},
        );
        const [value] = details.counterexample ?? [];
        await report({
          type: 'shrunk',
          kind,
          seed,
          path,
          replayPath: details.counterexamplePath,
          shrinks: details.numShrinks,
          reproduced: details.failed,
          case: value,
        });
      });
    }
    return;
  }

  // Survey: every case runs, each announced to the fuzz server first (so a hang names its case),
  // each failure reported as it happens.
  const {seeds, skip: resumeAt} = config.survey ?? {seeds: [], skip: 0};
  seeds.forEach((seed, batch) => {
    const skip = batch === 0 ? resumeAt : 0;
    it(`survey batch with seed ${seed}${skip ? ` from case ${skip}` : ''}`, async function () {
      this.timeout(0);
      let index = 0;
      let failing = 0;
      const started = performance.now();
      const before = {...setup.stats};
      await fc.assert(
        fc.asyncProperty(fuzzCase(samples, catalog), async (value) => {
          const path = String(index++);
          if (index <= skip) return;
          await report({type: 'start', seed, path, case: value});
          const violations = await runCase(value, setup);
          if (!violations.length) return;
          failing++;
          await report({type: 'failure', seed, path, violations, case: value});
        }),
        {seed, numRuns: config.runs},
      );
      const cases = index - skip;
      const ms = performance.now() - started;
      const {elements, buttons, fields} = setup.stats;
      const stats = {
        elements: elements - before.elements,
        buttons: buttons - before.buttons,
        fields: fields - before.fields,
      };
      await report({type: 'batch', seed, cases, failing, ms, stats});
    });
  });
});
