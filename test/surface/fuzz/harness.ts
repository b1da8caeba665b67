/**
 * What the fuzz test files share (fuzz.test.ts for Surface records, fuzz-messages.test.ts for
 * A2UI message streams): the settings, and the three ways a file runs. The normal run tries a few
 * hundred cases and fails on the first one that breaks an oracle, shrunk, with the seed and path
 * to replay it. `npm run fuzz` (tools/fuzz.mjs) runs the same file with a global `__fuzzConfig`:
 * one replay (`--seed N --path P`), or a survey of many cases that keeps going after failures, or
 * the shrinking of the failures a survey found.
 */
import fc from 'fast-check';
import {executeServerCommand} from '@web/test-runner-commands';
import {failures, type Violation} from './oracles.js';

export interface FuzzConfig {
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
  /** Time budget of one case's mount (or one task) in ms (a hang guard). */
  budget: number;
  /** How long shrinking one failure may take, in ms. */
  shrinkTime: number;
  /**
   * The most a normal (non-survey) run may take, shrinking included, in ms: on a loaded machine it
   * tries fewer cases rather than overrun the runner's limit. A failure found is still reported.
   */
  timeLimit: number;
}

/** The settings: the defaults, then what tools/fuzz.mjs put in the page. */
export function fuzzConfig(runs: number): FuzzConfig {
  const given = (window as {__fuzzConfig?: Partial<FuzzConfig>}).__fuzzConfig ?? {};
  return {
    runs,
    seed: (Date.now() ^ (Math.random() * 2 ** 31)) >>> 0,
    budget: 2000,
    shrinkTime: 30_000,
    timeLimit: 60_000,
    ...given,
  };
}

/** What a fuzz file fuzzes: its cases, how one runs, and what the cases exercised. */
export interface FuzzTarget<T> {
  /** Its name in the test titles and the log ("surface", "message stream"). */
  name: string;
  cases: fc.Arbitrary<T>;
  run(value: T): Promise<Violation[]>;
  /** Counts of what the cases exercised, reported per batch and in the log line. */
  stats(): Record<string, number>;
}

/** How deep a case may nest to go to the fuzz server as it is. */
const MAX_SENT_DEPTH = 400;

/** How deep `value` nests (counted up to MAX_SENT_DEPTH + 1, without recursion). */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length && deepest <= MAX_SENT_DEPTH) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

function summarize(violations: Violation[]): string {
  return violations.map((v) => `  ${v.kind}: ${v.detail}`).join('\n');
}

function difference(after: Record<string, number>, before: Record<string, number>) {
  return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
}

/**
 * Defines the tests of one fuzz file. `prepare` runs once before them (loading what the cases
 * need) and gives the target.
 */
export function describeFuzz<T>(
  title: string,
  config: FuzzConfig,
  prepare: () => Promise<FuzzTarget<T>>,
): void {
  /**
   * Sends a line to the fuzz server (tools/fuzz.mjs); only its own wtr config has one. A case too
   * deep for the runner's messages (which copy it recursively) goes as its JSON text.
   */
  const report = async (payload: {type: string; case?: unknown; [key: string]: unknown}) => {
    if (!config.survey && !config.shrink) return;
    const sent =
      depthOf(payload.case) > MAX_SENT_DEPTH
        ? {...payload, case: (JSON.stringify(payload.case) ?? '').slice(0, 1_000_000)}
        : payload;
    await executeServerCommand('fuzz-report', sent);
  };

  describe(title, function () {
    let target: FuzzTarget<T>;

    before(async function () {
      this.timeout(120_000);
      target = await prepare();
    });

    if (!config.survey && !config.shrink) {
      const what = config.path ? 'one replayed' : `up to ${config.runs} random`;
      it(`keeps the page safe for ${what} cases (seed ${config.seed})`, async function () {
        this.timeout(0);
        let cases = 0;
        const started = performance.now();
        const before = target.stats();
        await fc.assert(
          fc.asyncProperty(target.cases, async (value) => {
            cases++;
            const violations = failures(await target.run(value));
            if (violations.length) throw new Error(`violations:\n${summarize(violations)}`);
          }),
          {
            seed: config.seed,
            numRuns: config.runs,
            ...(config.path ? {path: config.path} : {}),
            // Stops (a failure found so far is still reported, shrunk as far as it got) rather
            // than running on for minutes on a slow machine.
            interruptAfterTimeLimit: config.timeLimit,
            includeErrorInReport: true,
          },
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(0);
        const exercised = Object.entries(difference(target.stats(), before))
          .map(([key, value]) => `${value} ${key}`)
          .join(', ');
        console.log(
          `${target.name} fuzzing: seed ${config.seed}, ${cases} cases passed in ${seconds} s (${exercised})`,
        );
      });
      return;
    }

    if (config.shrink) {
      for (const {kind, seed, path} of config.shrink) {
        it(`shrinks the "${kind}" failure of seed ${seed} path ${path}`, async function () {
          this.timeout(0);
          const details = await fc.check(
            fc.asyncProperty(target.cases, async (value) => {
              const violations = await target.run(value);
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

    // Survey: every case runs, each announced to the fuzz server first (so a hang names its
    // case), each failure reported as it happens.
    const {seeds, skip: resumeAt} = config.survey ?? {seeds: [], skip: 0};
    seeds.forEach((seed, batch) => {
      const skip = batch === 0 ? resumeAt : 0;
      it(`survey batch with seed ${seed}${skip ? ` from case ${skip}` : ''}`, async function () {
        this.timeout(0);
        let index = 0;
        let failing = 0;
        const started = performance.now();
        const before = target.stats();
        await fc.assert(
          fc.asyncProperty(target.cases, async (value) => {
            const path = String(index++);
            if (index <= skip) return;
            await report({type: 'start', seed, path, case: value});
            const violations = await target.run(value);
            if (!violations.length) return;
            failing++;
            await report({type: 'failure', seed, path, violations, case: value});
          }),
          {seed, numRuns: config.runs},
        );
        const cases = index - skip;
        const ms = performance.now() - started;
        const stats = difference(target.stats(), before);
        await report({type: 'batch', seed, cases, failing, ms, stats});
      });
    });
  });
}
