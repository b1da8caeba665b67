/**
 * The playground's list of issues: every issue of every rendered surface and every A2UI message
 * error, each with the place in the text it points at.
 */
import type {Issue, Severity} from '../../model/types.js';
import type {A2uiError} from '../../protocol/index.js';
import type {SvcSurface} from '../../surface/surface.js';
import {a2uiIssueSource, type Interpretation, type Place} from './interpret.js';
import {locatePointer, type TextRange} from './json-locate.js';

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

function at(place: Place, pointer: string) {
  return (text: string) => locatePointer(text, place.prefix + pointer, place.start, place.end);
}

/** The issues of records rendered in `surfaces` (in the order of the records). */
export function recordIssues(
  view: Extract<Interpretation, {kind: 'records'}>,
  surfaces: SvcSurface[],
): ListedIssue[] {
  const out: ListedIssue[] = [];
  view.records.forEach(({record, place}, index) => {
    const surface = surfaces[index];
    if (typeof record !== 'object' || record === null || Array.isArray(record)) {
      out.push({
        label: place.prefix || '/',
        message: 'The surface is not an object.',
        severity: 'error',
        target: '',
        locate: at(place, ''),
      });
      return;
    }
    for (const issue of surface?.issues ?? []) out.push(fromRecord(issue, place, surface));
  });
  return out;
}

function fromRecord(issue: Issue, place: Place, surface: SvcSurface): ListedIssue {
  return {
    label: place.prefix + issue.pointer || '/',
    message: issue.message,
    severity: issue.severity,
    surface,
    target: issue.componentId ?? issue.pointer,
    locate: at(place, issue.pointer),
  };
}

/** The message errors of an A2UI stream, then the issues of its rendered surfaces. */
export function a2uiIssues(
  view: Extract<Interpretation, {kind: 'a2ui'}>,
  errors: A2uiError[],
  surfaces: SvcSurface[],
): ListedIssue[] {
  const out: ListedIssue[] = [];
  const label = (index: number, pointer: string) => {
    const place = view.places[index];
    return place ? `${place.prefix ? place.prefix : `message ${index + 1} `}${pointer}` : pointer;
  };
  for (const error of errors) {
    const place = view.places[error.messageIndex];
    const surface = surfaces.find((s) => s.dataset.surfaceId === error.surfaceId);
    out.push({
      label: label(error.messageIndex, error.pointer),
      message: error.message,
      severity: 'error',
      surface,
      target: error.componentId ?? '',
      locate: place ? at(place, error.pointer) : () => undefined,
    });
  }
  for (const surface of surfaces) {
    const surfaceId = surface.dataset.surfaceId ?? '';
    for (const issue of surface.issues) {
      const source = a2uiIssueSource(view.messages, surfaceId, issue);
      const place = source && view.places[source.index];
      out.push({
        label: source ? label(source.index, source.pointer) : `${surfaceId} ${issue.pointer}`,
        message: issue.message,
        severity: issue.severity,
        surface,
        target: issue.componentId ?? issue.pointer,
        locate: place ? at(place, source.pointer) : () => undefined,
      });
    }
  }
  return out;
}
