import {expect} from '@open-wc/testing';
import {
  STATUS_PHRASES,
  statusKind,
  statusLabel,
  statusWords,
} from '../../src/components/svc/internal/status-kind.js';

describe('status-indicator status table', () => {
  const cases: [unknown, string][] = [
    ['running', 'running'],
    ['RUNNING', 'running'],
    ['STATUS_RUNNING', 'running'],
    ['in_progress', 'running'],
    ['IN-PROGRESS', 'running'],
    ['inProgress', 'running'],
    ['TASK_PROCESSING_TYPE_PROCESSING', 'running'],
    ['success', 'success'],
    ['Succeeded', 'success'],
    ['completed', 'success'],
    ['done', 'success'],
    ['STATUS_SUCCESS', 'success'],
    ['Completed successfully', 'success'],
    ['warning', 'warning'],
    ['WARN', 'warning'],
    ['degraded', 'warning'],
    ['error', 'error'],
    ['failed', 'error'],
    ['FAILURE', 'error'],
    ['STATUS_ERROR', 'error'],
    ['failed to connect', 'error'],
    ['timed_out', 'error'],
    ['pending', 'pending'],
    ['queued', 'pending'],
    ['NOT_STARTED', 'pending'],
    ['waiting', 'pending'],
    ['STATUS_UNSPECIFIED', 'unknown'],
    ['banana', 'unknown'],
    ['', 'unknown'],
    [null, 'unknown'],
    [undefined, 'unknown'],
    [42, 'unknown'],
    [{status: 'running'}, 'unknown'],
    [['running'], 'unknown'],
  ];
  for (const [input, kind] of cases) {
    it(`maps ${JSON.stringify(input)} to ${kind}`, () => {
      expect(statusKind(input)).to.equal(kind);
    });
  }

  it('splits camelCase, SCREAMING_CASE, kebab-case and spaces into words', () => {
    expect(statusWords('STATUS_IN_PROGRESS')).to.deep.equal(['status', 'in', 'progress']);
    expect(statusWords('inProgress')).to.deep.equal(['in', 'progress']);
    expect(statusWords(' Not-started  now ')).to.deep.equal(['not', 'started', 'now']);
    expect(statusWords(undefined)).to.deep.equal([]);
  });

  it('bounds the work on a huge value', () => {
    expect(statusKind('x '.repeat(100_000) + 'running')).to.equal('unknown');
  });

  it('lists every phrase under one kind only', () => {
    const seen = new Map<string, string>();
    for (const [kind, phrases] of Object.entries(STATUS_PHRASES)) {
      for (const phrase of phrases) {
        expect(seen.get(phrase), `${phrase} in ${kind} and ${seen.get(phrase)}`).to.equal(
          undefined,
        );
        seen.set(phrase, kind);
      }
    }
  });

  it('gives the status in words, or an unknown value as written', () => {
    expect(statusLabel('STATUS_RUNNING')).to.equal('Running');
    expect(statusLabel('completed')).to.equal('Succeeded');
    expect(statusLabel('failed')).to.equal('Failed');
    expect(statusLabel(' Blocked by policy ')).to.equal('Blocked by policy');
    expect(statusLabel('STATUS_UNSPECIFIED')).to.equal('Unknown');
    expect(statusLabel('')).to.equal('Unknown');
    expect(statusLabel({})).to.equal('Unknown');
    expect(statusLabel('z'.repeat(500))).to.have.length(80);
  });
});
