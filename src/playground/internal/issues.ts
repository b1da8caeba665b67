/**
 * The playground's list of issues: the validator's issues of the text (src/validate, each with
 * its place in the text), then what the rendered surfaces report beyond them (a value that could
 * not be evaluated, an element that could not load), placed through the record or message the
 * component came from.
 */
import {locatePointer, type TextRange} from '../../model/json-text.js';
import type {Issue, Severity} from '../../model/types.js';
import type {SvcSurface} from '../../surface/surface.js';
import type {TextReport, ValidationIssue} from '../../validate/validate.js';
import {a2uiIssueSource, type Interpretation, type Place} from './interpret.js';

/** One issue as the playground lists it. */
export interface ListedIssue {
  /** The pointer shown: into the text's value, or into the A2UI message (with its number). */
  label: string;
  message: string;
  severity: Severity;
  /** The rendered surface it concerns, if any. */
  surface?: SvcSurface;
  /** What `surface.highlight` is given: the component id, or the pointer into the record. */
  target: string;
  /** Where it is in the text (computed when chosen). */
  locate(text: string): TextRange | undefined;
}

type Shown = Exclude<Interpretation, {kind: 'unknown'}>;

/** The issues of `report` (the validator's, of the same text), then the surfaces' own. */
export function listIssues(view: Shown, report: TextReport, surfaces: SvcSurface[]): ListedIssue[] {
  const out: ListedIssue[] = [];
  const listed = new Set<string>();
  const byId = new Map(surfaces.map((surface) => [surface.dataset.surfaceId ?? '', surface]));
  report.surfaces.forEach((surfaceReport, index) => {
    const {surfaceId} = surfaceReport;
    const records = view.kind === 'records';
    const surface = records ? surfaces[index] : byId.get(surfaceId);
    const owner = records ? String(index) : surfaceId;
    for (const issue of surfaceReport.issues) {
      listed.add(issueKey(owner, issue));
      out.push(fromValidator(issue, records ? (surfaceReport.pointer ?? '') : undefined, surface));
    }
  });
  if (view.kind === 'records') {
    view.records.forEach(({place}, index) => {
      const surface = surfaces[index];
      for (const issue of surface?.issues ?? [])
        if (!listed.has(issueKey(String(index), issue)))
          out.push(fromRecord(issue, place, surface));
    });
  } else {
    for (const surface of surfaces) {
      const surfaceId = surface.dataset.surfaceId ?? '';
      for (const issue of surface.issues)
        if (!listed.has(issueKey(surfaceId, issue))) out.push(fromA2ui(view, issue, surface));
    }
  }
  return out;
}

function issueKey(owner: string, issue: {pointer: string; message: string}): string {
  return `${owner}\n${issue.pointer}\n${issue.message}`;
}

/** A validator issue: a record's (`base` its place in a response) or an A2UI message's. */
function fromValidator(
  issue: ValidationIssue,
  base: string | undefined,
  surface: SvcSurface | undefined,
): ListedIssue {
  const {start, end} = issue;
  const label =
    base !== undefined
      ? base + issue.pointer || '/'
      : `${issue.messageIndex === undefined ? '' : `message ${issue.messageIndex + 1} `}${issue.pointer || '/'}`;
  const span: TextRange | undefined =
    start === undefined || end === undefined
      ? undefined
      : {start, end, keyStart: start, exact: true};
  return listed(label, issue, surface, () => span);
}

/** A listed issue: its label, what it says, and where its component and its text are. */
function listed(
  label: string,
  issue: {message: string; severity: Severity; componentId?: string; pointer: string},
  surface: SvcSurface | undefined,
  locate: (text: string) => TextRange | undefined,
): ListedIssue {
  const {message, severity} = issue;
  return {label, message, severity, surface, target: issue.componentId ?? issue.pointer, locate};
}

const at = (place: Place, pointer: string) => (text: string) =>
  locatePointer(text, place.prefix + pointer, place.start, place.end);

function fromRecord(issue: Issue, place: Place, surface: SvcSurface | undefined): ListedIssue {
  return listed(place.prefix + issue.pointer || '/', issue, surface, at(place, issue.pointer));
}

function fromA2ui(
  view: Extract<Interpretation, {kind: 'a2ui'}>,
  issue: Issue,
  surface: SvcSurface,
): ListedIssue {
  const surfaceId = surface.dataset.surfaceId ?? '';
  const source = a2uiIssueSource(view.messages, surfaceId, issue);
  const place = source && view.places[source.index];
  const label = source
    ? `${place?.prefix || `message ${source.index + 1} `}${source.pointer}`
    : `${surfaceId} ${issue.pointer}`;
  return listed(label, issue, surface, place ? at(place, source.pointer) : () => undefined);
}
