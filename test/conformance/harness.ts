/**
 * What the conformance tests share: the tables generated from the official A2UI suite
 * (tools/conformance/generate.mjs → tables/), the protocol version of a case, the catalogs a case
 * loads, and the matchers. See README.md beside this file for how each action is run.
 */
import {expect} from '@open-wc/testing';

/** One case of the suite, as the YAML has it. */
export type Case = Record<string, unknown> & {name: string; action: string};

export interface Table {
  source: {path: string; commit: string | null};
  cases: Case[];
}

const cache = new Map<string, Promise<unknown>>();

async function json(file: string): Promise<unknown> {
  let pending = cache.get(file);
  if (!pending) {
    pending = fetch(new URL(`./tables/${file}`, import.meta.url)).then((r) => r.json());
    cache.set(file, pending);
  }
  return pending;
}

/** A suite table by its YAML file's base name (`message_processor_v1_0`). */
export function table(name: string): Promise<Table> {
  return json(`${name}.json`) as Promise<Table>;
}

/** A file the cases refer to (`conformance/test_data/node/two_people.yaml`), parsed. */
export async function dataFile(path: string): Promise<unknown> {
  const data = (await json('data.json')) as Record<string, {value: unknown}>;
  return data[path]?.value;
}

/**
 * The suite cases of one table, each run as its own mocha test: a case with a reason in `cannotRun`
 * is pending (shown as skipped, the reason in its title); the others run `run`.
 */
export function runTable(
  name: string,
  cases: Case[],
  run: (testCase: Case) => Promise<void> | void,
  cannotRun: (testCase: Case) => string | undefined,
): void {
  for (const testCase of cases) {
    const reason = cannotRun(testCase);
    if (reason) it.skip(`${testCase.name} — cannot run: ${reason}`, () => {});
    else it(testCase.name, () => run(testCase));
  }
}

/** The protocol version a case exercises: v0.8, v0.9 or v1.0. */
export function caseVersion(testCase: Case, file: string): 'v0.8' | 'v0.9' | 'v1.0' {
  if (file.endsWith('v0_8')) return 'v0.8';
  if (file.endsWith('v0_9')) return 'v0.9';
  if (file.endsWith('v1_0')) return 'v1.0';
  const declared =
    (testCase.protocolVersion as string | undefined) ??
    ((testCase.catalog as Record<string, unknown> | undefined)?.protocolVersion as string) ??
    ((testCase.catalog as Record<string, unknown> | undefined)?.version as string);
  const text = declared ?? JSON.stringify(testCase).match(/"version":"(v[\d.]+)"/)?.[1] ?? '';
  if (/^v?0\.8/.test(text)) return 'v0.8';
  if (/^v?0\.9/.test(text)) return 'v0.9';
  return 'v1.0';
}

/** An error the implementation reported, as the matchers compare it. */
export interface ReportedError {
  category?: string;
  code?: string;
  message: string;
}

/**
 * The suite's older files (message_processor.yaml) name errors about the processor's state as
 * web_core does, `StateError`: a surface that exists or does not, a catalog not held. This
 * renderer uses the protocol's categories for the same errors.
 */
const CATEGORY_ALIASES: Record<string, string[]> = {StateError: ['IntegrityError', 'CatalogError']};

/** `expectError` of a case: one of `errors` has its category, code, and message text. */
export function expectReported(errors: ReportedError[], expected: Record<string, unknown>): void {
  const listing = errors.map((e) => `${e.category ?? ''} ${e.code ?? ''}: ${e.message}`);
  const categories =
    expected.category === undefined
      ? undefined
      : [String(expected.category), ...(CATEGORY_ALIASES[String(expected.category)] ?? [])];
  const match = errors.find(
    (error) =>
      (!categories || categories.includes(String(error.category))) &&
      (expected.code === undefined || error.code === expected.code) &&
      (expected.message === undefined ||
        error.message.toLowerCase().includes(String(expected.message).toLowerCase())),
  );
  expect(match, `expected ${JSON.stringify(expected)} among ${JSON.stringify(listing)}`).to.not.be
    .undefined;
}

/** `actual` holds every key of `expected` with an equal value (objects compared the same way). */
export function expectSubset(actual: unknown, expected: unknown, where = ''): void {
  if (expected === null || typeof expected !== 'object') {
    expect(actual, where).to.deep.equal(expected);
    return;
  }
  if (Array.isArray(expected)) {
    expect(Array.isArray(actual), `${where} is a list`).to.equal(true);
    const list = actual as unknown[];
    expect(list.length, `${where} length`).to.equal(expected.length);
    expected.forEach((item, index) => expectSubset(list[index], item, `${where}/${index}`));
    return;
  }
  expect(actual !== null && typeof actual === 'object', `${where} is an object`).to.equal(true);
  for (const [key, value] of Object.entries(expected))
    expectSubset((actual as Record<string, unknown>)[key], value, `${where}/${key}`);
}
