/**
 * The validator's report over several inputs: the machine-readable shape `--json` prints, and
 * the readable text the command prints otherwise. Plain data and strings, no I/O.
 */
import type {TextReport, ValidationIssue} from './validate.js';

/** One input: its text report, or why it could not be read. */
export type FileReport =
  | (TextReport & {
      /** The path as given (`-` for standard input). */
      path: string;
      /** No errors (and, with `strict`, no warnings). */
      ok: boolean;
    })
  | {path: string; ok: false; error: string};

/** What `svc-surfaces validate --json` prints. */
export interface ValidationReport {
  /** Every file read and ok. */
  ok: boolean;
  /** Warnings fail too. */
  strict: boolean;
  errors: number;
  warnings: number;
  files: FileReport[];
}

/** The file report of a text report: ok unless errors (or, strict, warnings). */
export function fileReport(path: string, report: TextReport, strict: boolean): FileReport {
  const ok = report.errors === 0 && (!strict || report.warnings === 0);
  return {path, ok, ...report};
}

/** The whole report over `files`. */
export function summarize(files: FileReport[], strict: boolean): ValidationReport {
  let errors = 0;
  let warnings = 0;
  for (const file of files) {
    if ('error' in file) continue;
    errors += file.errors;
    warnings += file.warnings;
  }
  return {ok: files.every((file) => file.ok), strict, errors, warnings, files};
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function issueLine(issue: ValidationIssue): string {
  const place = issue.line === undefined ? '' : `${issue.line}:${issue.column ?? 1}`;
  const pointer = issue.pointer === '' ? '/' : issue.pointer;
  const code = issue.code ? ` [${issue.code}]` : '';
  return `  ${place.padEnd(8)} ${issue.severity.padEnd(7)} ${pointer}  ${issue.message}${code}`;
}

/**
 * The readable report: per file a heading, then per surface its issues as
 * `line:column  severity  pointer  message [code]`, then a summary line.
 */
export function formatReport(report: ValidationReport): string {
  const out: string[] = [];
  for (const file of report.files) {
    if ('error' in file) {
      out.push(`${file.path}: ${file.error}`);
      continue;
    }
    const count = file.surfaces.filter((s) => s.surfaceId !== '').length;
    const what =
      file.format === 'unknown' ? 'not read' : `${file.format}, ${plural(count, 'surface')}`;
    const tally =
      file.errors + file.warnings === 0
        ? 'clean'
        : `${plural(file.errors, 'error')}, ${plural(file.warnings, 'warning')}`;
    out.push(`${file.path} (${what}): ${tally}`);
    for (const surface of file.surfaces) {
      if (surface.issues.length === 0) continue;
      const where = surface.pointer ? ` at ${surface.pointer}` : '';
      out.push(
        surface.surfaceId ? ` surface "${surface.surfaceId}"${where}` : ` (no surface)${where}`,
      );
      for (const issue of surface.issues) out.push(issueLine(issue));
    }
  }
  const failed = report.files.filter((file) => !file.ok).length;
  out.push(
    `${report.ok ? 'ok' : 'FAILED'}: ${plural(report.files.length, 'file')}, ` +
      `${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}` +
      (failed ? `, ${failed} failed` : '') +
      (report.strict ? ' (strict: warnings fail)' : ''),
  );
  return out.join('\n');
}
