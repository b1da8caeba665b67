/**
 * parseSurface: a Surface record as the service returns it (service spec 2.10) → a normalised
 * ParsedSurface with issues addressed by JSON Pointers into the record. A tolerant reader: it
 * never throws, whatever it is given.
 */
import {DEFAULT_FUNCTION_NAMES} from './functions/names.js';
import type {FunctionRegistry} from './functions/registry.js';
import {describeJsonError} from './json-text.js';
import {isPlainObject, sanitizeParsedJson, toJson, type JsonCopyReport} from './json.js';
import {parseComponent, type ParsedComponent} from './parse-component.js';
import {analyseGraph, type ChildPointers, type GraphFinding} from './parse-graph.js';
import {sameJson} from './same-json.js';
import type {ComponentNode, Issue, Json, ParsedSurface} from './types.js';

import {MAX_DEPTH} from './parse-graph.js';

export {MAX_DEPTH};

/** The most components read from one record; the rest are cut with an issue. */
export const MAX_COMPONENTS = 10_000;

/**
 * Characters of `dataModelJson` read per step when reading in steps (about 5–15 ms of work): a
 * longer data model is read over several steps.
 */
export const DATA_MODEL_CHARS_PER_STEP = 500_000;

export interface ParseOptions {
  /** The functions calls may name (a registry or names); unknown names get a warning. Default: the default catalog. */
  functions?: FunctionRegistry | Iterable<string>;
  /**
   * The parse of an older version of the same surface. A component equal to the one at the same
   * place in that version's record keeps its node (the same object, so a renderer can tell it is
   * unchanged) and its issues, without being read again. The same `dataModelJson` text keeps the
   * same `data` object, and the same ids with the same children keep the root and graph issues.
   */
  previous?: ParsedSurface;
  /**
   * For `parseSurfaceInSteps`: reads a `dataModelJson` longer than DATA_MODEL_CHARS_PER_STEP in
   * steps, yielding between them and returning what `JSON.parse` returns (or throwing what it
   * throws). `<svc-surface>` passes its own, loaded on first use; without one the text is parsed
   * in one go.
   */
  readJson?: JsonReader;
}

/** A reader of JSON text in steps of about `charsPerStep` characters. */
export type JsonReader = (
  text: string,
  charsPerStep: number,
) => Generator<undefined, unknown, void>;

/** One component as a parse read it: the raw value, and what came of it. */
interface Reading {
  raw: unknown;
  parsed: ParsedComponent | undefined;
  /** The issues of the component itself (not of the graph, not duplicates). */
  issues: Issue[];
}

/** What a parse read, for a later parse given it as `previous`. */
interface SurfaceReading {
  functions: ReadonlySet<string>;
  /** The components, by place in the record. */
  list: Array<Reading | undefined>;
  data: DataReading;
  /** What the analysis of the graph found. */
  graph?: {rootId: string | undefined; issues: Issue[]};
}

/** The record's `dataModelJson` as read, and what came of it. */
interface DataReading {
  raw: unknown;
  value: Record<string, Json>;
  issues: Issue[];
}

const readings = new WeakMap<ParsedSurface, SurfaceReading>();

const defaultNames: ReadonlySet<string> = new Set(DEFAULT_FUNCTION_NAMES);

function functionNames(option: ParseOptions['functions']): ReadonlySet<string> {
  if (!option) return defaultNames;
  if (typeof (option as FunctionRegistry).names === 'function') {
    return new Set((option as FunctionRegistry).names());
  }
  return new Set(option as Iterable<string>);
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * The data model of a record: `dataModelJson` parsed, always a plain object (empty when missing,
 * invalid or not an object), without `__proto__`/`prototype`/`constructor` keys. Problems are
 * pushed to `issues` with the pointer `/dataModelJson`; a syntax error is described by its kind
 * and place (line, column, character), never by quoting the data. Never throws.
 */
export function parseDataModel(raw: unknown, issues: Issue[]): Record<string, Json> {
  return finish(parseDataModelInSteps(raw, issues, undefined));
}

/** `parseDataModel`, with a long text read in steps by `readJson` when given. */
function* parseDataModelInSteps(
  raw: unknown,
  issues: Issue[],
  readJson: JsonReader | undefined,
): Generator<undefined, Record<string, Json>, void> {
  const pointer = '/dataModelJson';
  let value: unknown = raw;
  if (raw === undefined || raw === null || raw === '') {
    issues.push({
      pointer,
      message: 'No dataModelJson; the data model starts empty.',
      severity: 'warning',
    });
    return {};
  }
  if (typeof raw === 'string') {
    const inSteps = raw.length > DATA_MODEL_CHARS_PER_STEP ? readJson : undefined;
    try {
      value = inSteps ? yield* inSteps(raw, DATA_MODEL_CHARS_PER_STEP) : JSON.parse(raw);
    } catch {
      // Never the parser's message: it quotes the data, which may hold a secret.
      issues.push({
        pointer,
        message: `dataModelJson is not valid JSON: ${describeJsonError(raw)}; the data model starts empty.`,
        severity: 'error',
      });
      return {};
    }
    // Making it safe below is another pass over all of it: a step of its own.
    if (inSteps) yield;
  } else if (isPlainObject(raw)) {
    issues.push({
      pointer,
      message: 'dataModelJson should be a JSON string; read the object as it is.',
      severity: 'warning',
    });
  }
  if (!isPlainObject(value)) {
    issues.push({
      pointer,
      message: 'dataModelJson must hold a JSON object; the data model starts empty.',
      severity: 'error',
    });
    return {};
  }
  const report: JsonCopyReport = {unsafeKeys: 0, tooDeep: 0};
  // What JSON.parse made is ours alone: made safe where it lies. A host's object is copied.
  const data = (
    typeof raw === 'string' ? sanitizeParsedJson(value, report) : toJson(value, report)
  ) as Record<string, Json>;
  if (report.unsafeKeys) {
    issues.push({
      pointer,
      message: `${report.unsafeKeys} key(s) named __proto__, prototype or constructor were dropped.`,
      severity: 'warning',
    });
  }
  if (report.tooDeep) {
    issues.push({
      pointer,
      message: 'Parts of the data model nested too deeply (or too long) were cut.',
      severity: 'error',
    });
  }
  return data;
}

function emptySurface(issues: Issue[]): ParsedSurface {
  return {surfaceId: '', sendDataModel: false, components: new Map(), data: {}, issues};
}

/** Reads a Surface record; see the module comment. Never throws. */
export function parseSurface(record: unknown, options: ParseOptions = {}): ParsedSurface {
  return finish(parseSurfaceInSteps(record, Infinity, options));
}

/** Runs steps to the end. */
function finish<T>(steps: Generator<unknown, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `parseSurface` in steps, for a caller that gives the page its turn in between. The generator
 * yields `undefined` while `options.readJson` reads a long data model (after every
 * DATA_MODEL_CHARS_PER_STEP characters of it), then the surface read so far: first with its
 * fields and data model (no components yet), then after every `perStep` components read and
 * before the graph is analysed; it returns what `parseSurface` returns. A component kept from
 * `options.previous` counts as a fraction of one (REUSE_COST). With `perStep` Infinity it never
 * yields. Never throws.
 */
export function* parseSurfaceInSteps(
  record: unknown,
  perStep: number,
  options: ParseOptions = {},
): Generator<ParsedSurface | undefined, ParsedSurface, void> {
  const issues: Issue[] = [];
  try {
    return yield* parseRecord(record, options, issues, perStep);
  } catch (error) {
    issues.push({
      pointer: '',
      message: `The surface could not be read: ${error instanceof Error ? error.message : String(error)}`,
      severity: 'error',
    });
    return emptySurface(issues);
  }
}

/**
 * Reads a newer record whose `components` equal those `previous` was read from (the caller has
 * compared them): only the fields and the data model are read again; the components, the root and
 * the issues about them are `previous`'s. Never throws.
 */
export function reparseSurface(record: unknown, previous: ParsedSurface): ParsedSurface {
  const issues: Issue[] = [];
  try {
    if (!isPlainObject(record)) return parseSurface(record);
    const read = readings.get(previous);
    const {surface, data} = finish(readFields(record, issues, read?.data, undefined));
    for (const issue of previous.issues)
      if (issue.pointer.startsWith('/components')) issues.push(issue);
    surface.components = previous.components;
    if (previous.rootId !== undefined) surface.rootId = previous.rootId;
    if (read) readings.set(surface, {...read, data});
    return surface;
  } catch {
    return parseSurface(record);
  }
}

function* parseRecord(
  record: unknown,
  options: ParseOptions,
  issues: Issue[],
  perStep: number,
): Generator<ParsedSurface | undefined, ParsedSurface, void> {
  if (!isPlainObject(record)) {
    issues.push({pointer: '', message: 'A surface must be a JSON object.', severity: 'error'});
    return emptySurface(issues);
  }
  const before = options.previous && readings.get(options.previous);
  const readJson = perStep === Infinity ? undefined : options.readJson;
  const {surface, data} = yield* readFields(record, issues, before?.data, readJson);
  yield surface;
  const functions = functionNames(options.functions);
  const reading: SurfaceReading = {functions, list: [], data};
  const earlier = before?.functions === functions ? before : undefined;
  yield* readComponents(surface, record.components, reading, earlier, issues, perStep);
  readings.set(surface, reading);
  return surface;
}

/** Everything in a record but its components; `earlier` is the data model an older parse read. */
function* readFields(
  record: Record<string, unknown>,
  issues: Issue[],
  earlier: DataReading | undefined,
  readJson: JsonReader | undefined,
): Generator<undefined, {surface: ParsedSurface; data: DataReading}, void> {
  const surface = emptySurface(issues);
  if (typeof record.surfaceId === 'string' && record.surfaceId !== '')
    surface.surfaceId = record.surfaceId;
  else
    issues.push({
      pointer: '/surfaceId',
      message: 'The surface has no surfaceId.',
      severity: 'error',
    });
  const fields = ['conversationId', 'catalogId', 'createdAt', 'updatedAt', 'deletedAt'] as const;
  for (const field of fields) {
    const value = optionalString(record[field]);
    if (value !== undefined) surface[field] = value;
  }
  surface.sendDataModel = record.sendDataModel === true || record.sendDataModel === 'true';
  const data = yield* readDataModel(record.dataModelJson, issues, earlier, readJson);
  surface.data = data.value;
  return {surface, data};
}

/**
 * `parseDataModel`, or the data an older parse made of the same text (never changed by anyone:
 * the parser's data is only read), with copies of its issues.
 */
function* readDataModel(
  raw: unknown,
  issues: Issue[],
  earlier: DataReading | undefined,
  readJson: JsonReader | undefined,
): Generator<undefined, DataReading, void> {
  if (earlier && typeof raw === 'string' && earlier.raw === raw) {
    for (const issue of earlier.issues) issues.push({...issue});
    return {raw, value: earlier.value, issues: earlier.issues};
  }
  const first = issues.length;
  const value = yield* parseDataModelInSteps(raw, issues, readJson);
  return {raw, value, issues: issues.slice(first)};
}

function* readComponents(
  surface: ParsedSurface,
  raw: unknown,
  reading: SurfaceReading,
  before: SurfaceReading | undefined,
  issues: Issue[],
  perStep: number,
): Generator<ParsedSurface, void, void> {
  let list: unknown[] = [];
  if (Array.isArray(raw)) list = raw;
  else if (raw !== undefined && raw !== null) {
    issues.push({pointer: '/components', message: 'components must be a list.', severity: 'error'});
  }
  if (list.length > MAX_COMPONENTS) {
    issues.push({
      pointer: `/components/${MAX_COMPONENTS}`,
      message: `More than ${MAX_COMPONENTS} components; the ${list.length - MAX_COMPONENTS} after the first ${MAX_COMPONENTS} are cut.`,
      severity: 'error',
    });
  }
  const context = {issues, functions: reading.functions};
  const earlier = before?.list ?? [];
  const read = reading.list;
  const childPointers: ChildPointers = new Map();
  const components = new Map<string, ComponentNode>();
  const count = Math.min(list.length, MAX_COMPONENTS);
  // Whether every place holds a component with the id and children it had before.
  let sameGraph = before?.graph !== undefined && earlier.length === count;
  let work = 0;
  let total = 0;
  for (let index = 0; index < count; index++) {
    if (work >= perStep) {
      total += work;
      work = 0;
      yield surface;
    }
    const firstIssue = issues.length;
    let component = reread(earlier[index], list[index]);
    work += component ? REUSE_COST : 1;
    if (component) for (const issue of component.issues) issues.push({...issue});
    else {
      const parsed = parseComponent(list[index], `/components/${index}`, context);
      component = {raw: list[index], parsed, issues: issues.slice(firstIssue)};
      sameGraph &&= sameLinks(earlier[index]?.parsed, parsed);
    }
    read.push(component);
    const {parsed} = component;
    if (parsed) {
      const {id} = parsed.node;
      if (components.has(id)) {
        issues.push({
          pointer: `/components/${index}/id`,
          message: `Duplicate id "${id}" (first at ${components.get(id)!.pointer}); this one is ignored.`,
          severity: 'error',
        });
      } else {
        components.set(id, parsed.node);
        childPointers.set(id, parsed.childPointers);
      }
      for (let i = firstIssue; i < issues.length; i++) issues[i].componentId ??= id;
    }
  }
  surface.components = components;
  if (sameGraph) {
    const {rootId, issues: found} = before!.graph!;
    for (const issue of found) issues.push({...issue});
    reading.graph = {rootId, issues: found};
  } else {
    if (total + work > perStep) yield surface;
    const firstIssue = issues.length;
    const rootId = analyseGraph(components, childPointers, (finding) =>
      issues.push(recordIssue(finding)),
    );
    reading.graph = {rootId, issues: issues.slice(firstIssue)};
  }
  if (reading.graph.rootId !== undefined) surface.rootId = reading.graph.rootId;
}

/** Whether two readings of a component have the same id and children (with the same pointers). */
function sameLinks(a: ParsedComponent | undefined, b: ParsedComponent | undefined): boolean {
  if (!a || !b) return a === b;
  return (
    a.node.id === b.node.id &&
    sameList(a.node.children, b.node.children) &&
    sameList(a.childPointers, b.childPointers)
  );
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * What keeping an earlier reading costs, counted in components read: comparing a component with
 * the one before takes about a quarter of the time reading it does (form of 5,002 components).
 */
const REUSE_COST = 0.25;

/** An earlier reading of the component at this place, when `raw` equals what it read. */
function reread(earlier: Reading | undefined, raw: unknown): Reading | undefined {
  if (!earlier || !sameJson(earlier.raw, raw)) return undefined;
  return {raw, parsed: earlier.parsed, issues: earlier.issues};
}

/** A finding of the graph analysis, worded as an issue of a record. */
function recordIssue(finding: GraphFinding): Issue {
  switch (finding.kind) {
    case 'missing':
      return {
        pointer: finding.pointer,
        message: `The child "${finding.childId}" does not exist.`,
        severity: 'error',
        componentId: finding.node.id,
      };
    case 'cycle':
      return {
        pointer: finding.pointer,
        message: `Cycle: "${finding.childId}" contains itself through "${finding.node.id}".`,
        severity: 'error',
        componentId: finding.node.id,
      };
    case 'tooDeep':
      return {
        pointer: finding.node.pointer,
        message: `Nested deeper than ${MAX_DEPTH} levels; this component and those inside it are cut.`,
        severity: 'error',
        componentId: finding.node.id,
      };
    case 'unreachable':
      return {
        pointer: finding.node.pointer,
        message: `The component "${finding.node.id}" is not reachable from the root "${finding.rootId}"; it is not shown.`,
        severity: 'warning',
        componentId: finding.node.id,
      };
    case 'moreUnreachable':
      return {
        pointer: '/components',
        message: `${finding.total} components in all are not reachable from the root.`,
        severity: 'warning',
      };
    case 'noRoot':
      return {
        pointer: finding.node?.pointer ?? '/components',
        message: 'No root: every component is the child of another; showing the first one.',
        severity: 'warning',
        ...(finding.node ? {componentId: finding.node.id} : {}),
      };
  }
}
