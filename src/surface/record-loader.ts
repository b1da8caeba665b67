import {DataModel} from '../model/data-model.js';
import {
  DATA_MODEL_CHARS_PER_STEP,
  parseSurface,
  parseSurfaceInSteps,
  reparseSurface,
  type JsonReader,
  type ParseOptions,
} from '../model/parse.js';
import {sameJson} from '../model/same-json.js';
import type {Json, ParsedSurface, SurfaceRecord} from '../model/types.js';
import {scheduler, type Budget, type Job, type Work} from '../controllers/scheduler.js';
import type {SvcDataConflictDetail} from './events.js';
import {DEFER_BUILD_AFTER_COMPONENTS} from './reconciler.js';
import {mergeServerData} from './versions.js';

/** What the loader does to its surface. */
export interface LoadTarget {
  /** The surface's live data model. */
  model(): DataModel;
  /** Makes `model` the surface's data model (another surface is being read). */
  useModel(model: DataModel): void;
  /** Another surface was read: build its tree (on the current model). */
  begin(parsed: ParsedSurface): void;
  /**
   * A newer version was read and its data merged into the model: reconcile its components, or
   * keep the tree as it is (`sameComponents`).
   */
  newer(parsed: ParsedSurface, sameComponents: boolean): void;
  /** A path both the person and the server changed: the server's value is shown. */
  conflict(detail: SvcDataConflictDetail): void;
  /** A reading in steps has ended and handed over what it read. */
  read(): void;
}

/**
 * Reads Surface records into a surface. A record of another surface gets a model of its own; a
 * newer version of the same surface is merged three ways into the live model (the base is the
 * data the server sent last, see `mergeServerData`) and its components reconciled, or kept when
 * they are the same. A large record (many components, or a long data model) is read in steps on
 * the page's scheduler, each step a task's worth (see `readInSteps`).
 */
export class RecordLoader {
  readonly #target: LoadTarget;
  /** The data the server sent last: the base of the three-way merge. */
  #base: Json = {};
  /** A record being read in steps. */
  #reading?: Job<void>;

  constructor(target: LoadTarget) {
    this.#target = target;
  }

  /** True while a record is read in steps. */
  get reading(): boolean {
    return this.#reading !== undefined;
  }

  /** Stops a reading in steps. */
  stop(): void {
    this.#reading?.abort();
    this.#reading = undefined;
  }

  /**
   * Reads the record of another surface. A large one is read in steps, the surface having a model
   * of its own from the start: what the host writes in it meanwhile is written again over the
   * record's data once that is read (before the components), so it stays.
   */
  first(record: SurfaceRecord): void {
    this.stop();
    if (!isLong(record)) return this.#begin(parseSurface(record));
    const meanwhile = new DataModel({});
    const written: string[] = [];
    const stopNoting = meanwhile.subscribe('/', (path) => written.push(path));
    this.#target.useModel(meanwhile);
    this.#read(
      record,
      (parsed) => this.#begin(parsed, this.#target.model()),
      (first) => {
        stopNoting();
        const model = new DataModel(first.data, {adopt: true});
        for (const path of written) model.set(path, meanwhile.get(path));
        this.#target.useModel(model);
      },
    );
  }

  /**
   * Reads a newer version of the surface shown (`current`, read from `previous`): its data is
   * merged, its components reconciled by id. A large one is read in steps, the version shown
   * staying meanwhile; a newer version still being read is dropped.
   */
  newer(previous: SurfaceRecord | undefined, record: SurfaceRecord, current: ParsedSurface): void {
    // Compared with what is shown, not with a version being read.
    const wasReading = this.reading;
    this.stop();
    const sameComponents = !wasReading && sameRecordComponents(previous, record);
    // Components equal to the current version's keep their nodes: their bindings stay as they are.
    const options = {previous: current};
    if (sameComponents) {
      if (!isLongData(record) || record.dataModelJson === previous?.dataModelJson)
        return this.#merge(reparseSurface(record, current), true);
      return this.#read(record, (parsed) => this.#merge(parsed, true), undefined, options);
    }
    if (isLong(record))
      return this.#read(record, (parsed) => this.#merge(parsed, false), undefined, options);
    this.#merge(parseSurface(record, options), false);
  }

  #begin(parsed: ParsedSurface, model = new DataModel(parsed.data, {adopt: true})): void {
    this.#target.useModel(model);
    // The model adopted the parser's data but never changes it (it copies what it writes to):
    // that data can be the merge's base.
    this.#base = parsed.data;
    this.#target.begin(parsed);
  }

  /** Merges a newer version's data into the model, then has the tree reconciled or kept. */
  #merge(parsed: ParsedSurface, sameComponents: boolean): void {
    const conflicts = mergeServerData(this.#target.model(), this.#base, parsed.data);
    this.#base = parsed.data;
    for (const conflict of conflicts)
      this.#target.conflict({surfaceId: parsed.surfaceId, ...conflict});
    this.#target.newer(parsed, sameComponents);
  }

  /** Reads `record` in steps (its first in this task), then hands the result to `done`. */
  #read(
    record: SurfaceRecord,
    done: (parsed: ParsedSurface) => void,
    started?: (first: ParsedSurface) => void,
    options?: ParseOptions,
  ): void {
    const job = scheduler.run(this.#readThen(record, done, started, options), {now: true});
    if (job.pending) this.#reading = job;
  }

  *#readThen(
    record: SurfaceRecord,
    done: (parsed: ParsedSurface) => void,
    started?: (first: ParsedSurface) => void,
    options?: ParseOptions,
  ): Work<void> {
    const parsed = yield* readInSteps(record, scheduler.budget, started, options);
    this.#reading = undefined;
    done(parsed);
    this.#target.read();
  }
}

/**
 * Components read per step of a large record (a few milliseconds' work; a component equal to the
 * one before counts as a quarter, so a newer version changing a few is read in one task).
 */
const COMPONENTS_PER_STEP = 2_000;

/** The reader of long data models, once loaded (see `readInSteps`). */
let jsonReader: JsonReader | undefined;

/**
 * Reads a large record a step at a time, each step a task's worth: `started` sees the first
 * surface read (its fields and data model; the first components are read in the same task, so a
 * newer version changing a few is read in one). For a long data model the first step is the
 * loading of its reader (the first time); should that fail, the text is parsed in one go.
 */
function* readInSteps(
  record: SurfaceRecord,
  budget: Budget,
  started?: (first: ParsedSurface) => void,
  options?: ParseOptions,
): Work<ParsedSurface> {
  if (isLongData(record) && !jsonReader) {
    yield import('../model/json-steps.js').then(
      (module) => void (jsonReader = module.parseJsonInSteps),
      () => undefined,
    );
  }
  const steps = parseSurfaceInSteps(record, COMPONENTS_PER_STEP, {
    ...options,
    readJson: jsonReader,
  });
  let begun = false;
  for (;;) {
    let next = steps.next();
    if (!begun && next.value) {
      begun = true;
      started?.(next.value);
      if (!next.done) next = steps.next();
    }
    if (next.done) return next.value;
    budget.useUp();
    yield;
  }
}

/** A record read in steps: many components, or a long data model. */
function isLong(record: SurfaceRecord): boolean {
  const {components} = record;
  if (Array.isArray(components) && components.length > DEFER_BUILD_AFTER_COMPONENTS) return true;
  return isLongData(record);
}

function isLongData(record: SurfaceRecord): boolean {
  const text = record.dataModelJson;
  return typeof text === 'string' && text.length > DATA_MODEL_CHARS_PER_STEP;
}

/** Whether two records have the same components (compared in place: no JSON text is made). */
function sameRecordComponents(previous: SurfaceRecord | undefined, next: SurfaceRecord): boolean {
  if (!previous) return false;
  if (previous.components === next.components) return true;
  return sameJson(previous.components, next.components);
}
