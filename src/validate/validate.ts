/**
 * Validates the text an agent produced, with the renderer's own readers and without a DOM: a
 * Surface record, a whole surfaces response (`{surfaces: [...]}`), or A2UI v0.9 messages (JSONL,
 * one message per line, or a JSON array / `{messages: [...]}`). Every issue keeps the pointer the
 * renderer would report, and gains its line and column in the text. Never throws.
 */
import {lineStarts, locateJsonError, locatePointers, placeOf} from '../model/json-text.js';
import {isPlainObject} from '../model/json.js';
import {parseSurface} from '../model/parse.js';
import type {Severity} from '../model/types.js';
import {MESSAGE_KINDS, MessageProcessor} from '../protocol/processor.js';
import {MAX_SURFACES, SURFACE_LIMIT_CODE} from '../protocol/surface-limit.js';
import type {CatalogJson, SurfaceEvent} from '../protocol/types.js';

/** What the text holds. */
export type InputFormat = 'record' | 'response' | 'a2ui';

/** One problem, as the renderer would report it, placed in the text. */
export interface ValidationIssue {
  severity: Severity;
  /**
   * JSON Pointer as the renderer reports it: into the Surface record (record, response), or into
   * the A2UI message (a2ui). Empty for the whole record or message.
   */
  pointer: string;
  message: string;
  /** The component concerned, when there is one. */
  componentId?: string;
  /** A2UI only: the error code the renderer sends the agent (`VALIDATION_FAILED`, `CatalogError`, ...). */
  code?: string;
  /** A2UI only: the position of the message among those read, from 0 (a line that is not JSON is not one). */
  messageIndex?: number;
  /** Where the pointer points in the text, from 1 (the nearest existing part when it names something missing). */
  line?: number;
  column?: number;
  /** The span in the text of the value the pointer names (UTF-16 offsets, `end` exclusive). */
  start?: number;
  end?: number;
}

/** The issues of one surface; `surfaceId` is `''` for problems that belong to no surface. */
export interface SurfaceReport {
  surfaceId: string;
  /** Where the surface record is in the text, for a response (`/surfaces/2`). */
  pointer?: string;
  issues: ValidationIssue[];
}

/** The outcome for one text. */
export interface TextReport {
  /** The format read (given or detected); `unknown` when the text is not one of them. */
  format: InputFormat | 'unknown';
  errors: number;
  warnings: number;
  surfaces: SurfaceReport[];
}

export interface ValidateOptions {
  /** Read the text as this format instead of detecting it. */
  format?: InputFormat;
  /**
   * Variant keys the host page registers itself (`registerVariant`): not reported as unknown in
   * records. A2UI component types are checked against the basic catalog.
   */
  hostVariants?: Iterable<string>;
  /**
   * A2UI: validate as an agent-side validator, with the processor's strict mode: each component
   * checked against its catalog's published schema, and the graph of every surface whole once the
   * stream is read (a root, no missing ids, no cycles, nothing unreachable: orphans are errors).
   */
  strict?: boolean;
  /** A2UI: read only messages of this protocol version (another version is an error). */
  protocolVersion?: 'v0.9' | 'v1.0';
  /** A2UI: catalog definitions (published JSON, as `registerCatalog` takes) besides the basic ones. */
  catalogs?: CatalogJson[];
}

/** Lines of a text that is not one JSON value looked at to decide whether it is JSONL. */
const JSONL_PROBE_LINES = 50;

/** A JSON value of the text: the whole text, or one line of JSON lines (`from` to `to`). */
interface Part {
  from: number;
  to: number;
}

/** One A2UI message of the text: its value, the part it is in and its pointer there. */
interface Sent extends Part {
  value: unknown;
  /** The message's pointer in its part (`/3` in an array, `''` for a line of its own). */
  base: string;
}

/** An issue waiting for its place: `pointer` is into the JSON value of `part`. */
interface Pending {
  issue: ValidationIssue;
  part: Part;
  pointer: string;
}

/** Validates `text`; see the module comment. */
export function validateText(text: string, options: ValidateOptions = {}): TextReport {
  const reader = new Reader(text, options);
  let value: unknown;
  let parsed = false;
  try {
    value = JSON.parse(text);
    parsed = true;
  } catch {
    // Not one JSON value: JSONL, or broken.
  }
  let format: InputFormat | 'unknown' = options.format ?? 'unknown';
  if (parsed) {
    format = options.format ?? detect(value) ?? 'unknown';
    if (format === 'record') reader.record(value, '');
    else if (format === 'response') reader.response(value);
    else if (format === 'a2ui') reader.messages(value);
    else reader.unknownShape();
  } else if (options.format === 'a2ui' || (!options.format && looksLikeJsonl(text))) {
    format = 'a2ui';
    reader.jsonl();
  } else {
    reader.syntaxError();
  }
  return reader.finish(format);
}

/** The format a parsed value looks like, if any. */
export function detect(value: unknown): InputFormat | undefined {
  if (Array.isArray(value)) {
    if (value.some(isMessageLike)) return 'a2ui';
    if (value.every(isRecordLike)) return 'response';
    return undefined;
  }
  if (!isPlainObject(value)) return undefined;
  if (Array.isArray(value.surfaces)) return 'response';
  if (Array.isArray(value.messages) || isMessageLike(value)) return 'a2ui';
  if (isRecordLike(value)) return 'record';
  return undefined;
}

function isMessageLike(value: unknown): boolean {
  return isPlainObject(value) && ('version' in value || MESSAGE_KINDS.some((k) => k in value));
}

function isRecordLike(value: unknown): boolean {
  return isPlainObject(value) && ('surfaceId' in value || 'components' in value);
}

/** True when one of the first lines of `text` is an A2UI message on its own. */
function looksLikeJsonl(text: string): boolean {
  let seen = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (++seen > JSONL_PROBE_LINES) return false;
    try {
      if (isMessageLike(JSON.parse(line))) return true;
    } catch {
      // Not this line.
    }
  }
  return false;
}

/** Collects the issues of one text, then places them all. */
class Reader {
  readonly #surfaces: SurfaceReport[] = [];
  readonly #bySurfaceId = new Map<string, SurfaceReport>();
  readonly #pending: Pending[] = [];

  readonly hostVariants: ReadonlySet<string>;
  /** The whole text. */
  readonly #whole: Part;

  constructor(
    readonly text: string,
    readonly options: ValidateOptions,
  ) {
    this.hostVariants = new Set(options.hostVariants ?? []);
    this.#whole = {from: 0, to: text.length};
  }

  /** The one report of `surfaceId` (A2UI, and problems of no surface). */
  #surface(surfaceId: string): SurfaceReport {
    let report = this.#bySurfaceId.get(surfaceId);
    if (!report) {
      report = {surfaceId, issues: []};
      this.#bySurfaceId.set(surfaceId, report);
      this.#surfaces.push(report);
    }
    return report;
  }

  #add(report: SurfaceReport, issue: ValidationIssue, pointer: string, part = this.#whole) {
    report.issues.push(issue);
    this.#pending.push({issue, part, pointer});
  }

  /** One Surface record; `base` is its pointer in the text (`''` when it is the whole text). */
  record(value: unknown, base: string): void {
    const parsed = parseSurface(value);
    const report: SurfaceReport = {surfaceId: parsed.surfaceId, issues: []};
    if (base !== '') report.pointer = base;
    this.#surfaces.push(report);
    for (const issue of parsed.issues) {
      const copy: ValidationIssue = {
        severity: issue.severity,
        pointer: issue.pointer,
        message: issue.message,
      };
      if (issue.componentId !== undefined) copy.componentId = issue.componentId;
      this.#add(report, copy, base + issue.pointer);
    }
    // The renderer reports these when it meets them (a host may register variants late).
    for (const node of parsed.components.values()) {
      if (node.known || this.hostVariants.has(node.variant)) continue;
      // The renderer's words for it (it draws a marker in its place).
      const message = `Unknown component “${node.variant}”.`;
      const {pointer, id: componentId} = node;
      const issue: ValidationIssue = {severity: 'error', pointer, message, componentId};
      this.#add(report, issue, base + node.pointer);
    }
  }

  response(value: unknown): void {
    const list = Array.isArray(value) ? value : isPlainObject(value) ? value.surfaces : undefined;
    const base = Array.isArray(value) ? '' : '/surfaces';
    if (!Array.isArray(list)) {
      const report = this.#surface('');
      const message = 'A surfaces response must be an object with a surfaces list.';
      this.#add(report, {severity: 'error', pointer: '', message}, '');
      return;
    }
    list.forEach((record, index) => this.record(record, `${base}/${index}`));
  }

  /** A2UI messages in one JSON value: a message, an array of them, or `{messages: [...]}`. */
  messages(value: unknown): void {
    const at = (message: unknown, base: string): Sent => ({value: message, base, ...this.#whole});
    if (Array.isArray(value)) this.#stream(value.map((message, index) => at(message, `/${index}`)));
    else if (isPlainObject(value) && !('version' in value) && Array.isArray(value.messages))
      this.#stream(value.messages.map((message, index) => at(message, `/messages/${index}`)));
    else this.#stream([at(value, '')]);
  }

  /** A2UI JSONL: one message per line. */
  jsonl(): void {
    const sent: Sent[] = [];
    const text = this.text;
    let index = 0;
    for (let from = 0; from <= text.length; index++) {
      const end = text.indexOf('\n', from);
      const to = end === -1 ? text.length : end;
      const line = text.slice(from, to);
      const part = {from, to};
      from = to + 1;
      if (line.trim() === '') continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        const place = locateJsonError(line);
        const offset = part.from + (place?.offset ?? 0);
        const issue: ValidationIssue = {
          severity: 'error',
          pointer: '',
          code: 'ParseError',
          message: `The line is not valid JSON: ${place?.kind ?? 'it cannot be read'}.`,
          line: index + 1,
          column: place?.column ?? 1,
          start: offset,
          end: Math.min(offset + 1, text.length),
        };
        this.#surface('').issues.push(issue);
        continue;
      }
      sent.push({value, base: '', ...part});
    }
    this.#stream(sent);
  }

  /**
   * The messages, read by one processor in one batch (so that strict mode checks the graph once
   * the stream is complete): each error placed in the message it names, a graph error in the
   * message that last defined its component.
   */
  #stream(sent: Sent[]): void {
    const {strict = false, protocolVersion} = this.options;
    const processor = new MessageProcessor({strict, ...(protocolVersion ? {protocolVersion} : {})});
    for (const catalog of this.options.catalogs ?? []) {
      try {
        processor.registerCatalog(catalog);
      } catch (error) {
        const id = isPlainObject(catalog) ? String(catalog.catalogId) : String(catalog);
        const message = `The catalog ${id} cannot be used: ${error instanceof Error ? error.message : String(error)}`;
        this.#surface('').issues.push({
          severity: 'error',
          pointer: '',
          code: 'CatalogError',
          message,
        });
      }
    }
    const definedBy = new Map<number, Set<string>>();
    let open = 0;
    const unsubscribe = processor.subscribe((event) => {
      if (event.type === 'created') {
        this.#surface(event.surfaceId);
        if (++open > MAX_SURFACES) this.#pastLimit(event.surfaceId, sent[event.messageIndex]);
      }
      if (event.type === 'deleted') open--;
      if (event.type === 'components') this.#defined(processor, event, sent, definedBy);
    });
    const {errors} = processor.process(sent.map((message) => message.value));
    unsubscribe();
    for (const error of errors) {
      const from = sent[error.messageIndex];
      const issue: ValidationIssue = {
        severity: 'error',
        pointer: error.pointer,
        message: error.message,
        code: error.code,
        messageIndex: error.messageIndex,
      };
      if (error.componentId !== undefined) issue.componentId = error.componentId;
      const report = this.#surface(error.surfaceId ?? '');
      const own =
        error.componentId === undefined ||
        definedBy.get(error.messageIndex)?.has(error.componentId);
      const where = own ? from : this.#definitions.get(`${error.surfaceId}\n${error.componentId}`);
      if (where) this.#add(report, issue, where.base + error.pointer, where);
      else report.issues.push(issue);
    }
    if (!processor.strict) this.#topology(processor);
  }

  /** A surface `<svc-a2ui>` would not show: more are open at once than it shows by default. */
  #pastLimit(surfaceId: string, from: Sent | undefined): void {
    const message =
      `More than ${MAX_SURFACES} surfaces are open at once: <svc-a2ui> does not show this one ` +
      `(unless its maxSurfaces is raised) and tells the agent ${SURFACE_LIMIT_CODE}.`;
    const pointer = '/createSurface/surfaceId';
    const issue: ValidationIssue = {
      severity: 'warning',
      pointer,
      message,
      code: SURFACE_LIMIT_CODE,
    };
    const report = this.#surface(surfaceId);
    if (from) this.#add(report, issue, from.base + pointer, from);
    else report.issues.push(issue);
  }

  /** Where each component was last defined: for the graph checks, which name no message. */
  readonly #definitions = new Map<string, Sent>();

  /** A message defined components: remember where, and list the converters' warnings. */
  #defined(
    processor: MessageProcessor,
    change: Extract<SurfaceEvent, {type: 'components'}>,
    sent: Sent[],
    definedBy: Map<number, Set<string>>,
  ): void {
    const from = sent[change.messageIndex];
    const state = processor.surface(change.surfaceId);
    if (!from || !state) return;
    const ids = new Set(change.changedIds);
    definedBy.set(change.messageIndex, ids);
    for (const id of ids) this.#definitions.set(`${change.surfaceId}\n${id}`, from);
    // The processor reports errors; the converters' tolerant readings are warnings on the view.
    for (const found of state.view().issues) {
      if (found.severity !== 'warning' || !ids.has(found.componentId ?? '')) continue;
      const issue: ValidationIssue = {
        severity: 'warning',
        pointer: found.pointer,
        message: found.message,
        componentId: found.componentId,
        messageIndex: change.messageIndex,
      };
      this.#add(this.#surface(change.surfaceId), issue, from.base + found.pointer, from);
    }
  }

  /** The graph checks, for a stream that is complete: root, cycles, dangling ids, orphans. */
  #topology(processor: MessageProcessor): void {
    for (const state of processor.surfaces()) {
      for (const error of processor.checkTopology(state.surfaceId)) {
        // As for records, a component nothing shows is a warning: it is not drawn, and no harm.
        const orphan = error.message.startsWith('Orphaned component');
        const issue: ValidationIssue = {
          severity: orphan ? 'warning' : 'error',
          pointer: error.pointer,
          message: error.message,
        };
        if (!orphan) issue.code = error.code;
        if (error.componentId !== undefined) issue.componentId = error.componentId;
        const where = this.#definitions.get(`${state.surfaceId}\n${error.componentId}`);
        const report = this.#surface(state.surfaceId);
        if (where) this.#add(report, issue, where.base + error.pointer, where);
        else report.issues.push(issue);
      }
    }
  }

  unknownShape(): void {
    const message =
      'Not a Surface record ({surfaceId, components}), a surfaces response ({surfaces: [...]}) ' +
      'or A2UI messages ({version, createSurface | updateComponents | ...}); pass --format to read it as one.';
    this.#surface('').issues.push({severity: 'error', pointer: '', message, line: 1, column: 1});
  }

  syntaxError(): void {
    const place = locateJsonError(this.text);
    const offset = place?.offset ?? 0;
    const issue: ValidationIssue = {
      severity: 'error',
      pointer: '',
      message: `The text is not valid JSON: ${place?.kind ?? 'it cannot be read'}.`,
      line: place?.line ?? 1,
      column: place?.column ?? 1,
      start: offset,
      end: Math.min(offset + 1, this.text.length),
    };
    this.#surface('').issues.push(issue);
  }

  finish(format: InputFormat | 'unknown'): TextReport {
    this.#place();
    const last = Number.MAX_SAFE_INTEGER;
    const order = (a: ValidationIssue, b: ValidationIssue) =>
      (a.line ?? last) - (b.line ?? last) || (a.column ?? 0) - (b.column ?? 0);
    for (const report of this.#surfaces) report.issues.sort(order);
    let errors = 0;
    let warnings = 0;
    for (const report of this.#surfaces) {
      for (const issue of report.issues) {
        if (issue.severity === 'error') errors++;
        else warnings++;
      }
    }
    return {format, errors, warnings, surfaces: this.#surfaces};
  }

  /** Places every pending issue, one pass over each part of the text. */
  #place(): void {
    const byPart = new Map<string, Pending[]>();
    for (const pending of this.#pending) {
      const key = `${pending.part.from}:${pending.part.to}`;
      const group = byPart.get(key);
      if (group) group.push(pending);
      else byPart.set(key, [pending]);
    }
    const starts = lineStarts(this.text);
    for (const group of byPart.values()) {
      const {part} = group[0];
      const pointers = group.map((pending) => pending.pointer);
      const ranges = locatePointers(this.text, pointers, part.from, part.to);
      for (const {issue, pointer} of group) {
        const range = ranges.get(pointer);
        const place = placeOf(starts, range?.keyStart ?? part.from);
        issue.line = place.line;
        issue.column = place.column;
        if (range) {
          issue.start = range.start;
          issue.end = range.end;
        }
      }
    }
  }
}
