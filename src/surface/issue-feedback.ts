/**
 * Tells the page, once per change, which issues a surface has: the `svc-surface-issues` event of
 * `<svc-surface>`. Reports arrive one by one during a render (and later, from bindings); they are
 * gathered until the end of the current task, and the event fires only when the set differs
 * from the one last announced.
 */
import type {Issue} from '../model/types.js';
import {SvcSurfaceIssuesEvent, type SurfaceIssue} from './events.js';

/** The issues, each once (same severity, pointer and message), without empty fields. */
export function compactIssues(issues: readonly Issue[]): SurfaceIssue[] {
  const seen = new Set<string>();
  const out: SurfaceIssue[] = [];
  for (const issue of issues) {
    const key = issueKey(issue);
    if (seen.has(key)) continue;
    seen.add(key);
    const compact: SurfaceIssue = {
      severity: issue.severity,
      pointer: issue.pointer,
      message: issue.message,
    };
    if (issue.componentId !== undefined) compact.componentId = issue.componentId;
    if (issue.code !== undefined) compact.code = issue.code;
    out.push(compact);
  }
  return out;
}

/** What makes two issues the same one. */
export function issueKey(issue: Issue): string {
  return `${issue.severity}\n${issue.pointer}\n${issue.message}`;
}

/** The announcer of one `<svc-surface>`. */
export class IssueFeedback {
  #announced = '';
  #queued = false;

  constructor(
    private readonly target: EventTarget,
    /** The current surface id and issues; undefined when no surface is shown. */
    private readonly read: () => {surfaceId: string; issues: readonly Issue[]} | undefined,
  ) {}

  /** The issues may have changed: check once the current work is done. */
  changed(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      this.#announce();
    });
  }

  #announce(): void {
    const current = this.read();
    if (!current) {
      // Nothing shown: nothing to repair; the next surface starts from "no issues".
      this.#announced = '';
      return;
    }
    const issues = compactIssues(current.issues);
    const signature = issues.length
      ? `${current.surfaceId}\n${issues.map(issueKey).sort().join('\n')}`
      : '';
    if (signature === this.#announced) return;
    this.#announced = signature;
    this.target.dispatchEvent(new SvcSurfaceIssuesEvent({surfaceId: current.surfaceId, issues}));
  }
}
