import {expect} from '@open-wc/testing';
import {formatDatePattern, toDate} from '../../src/model/index.js';
import {call, run} from './helpers.js';

// Expected values are built from the same Date with Intl/getters, so the tests pass in any time zone.
const month = (date: Date, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', {month: style}).format(date);
const weekday = (date: Date, style: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', {weekday: style}).format(date);
const p2 = (n: number) => String(n).padStart(2, '0');

describe('model/functions: formatDate', () => {
  const iso = '2025-03-04T15:07:09.123Z';
  const date = new Date(iso);

  it('formats the documented TR35 tokens (en-US)', () => {
    const expected =
      `${date.getFullYear()} ${p2(date.getFullYear() % 100)} ${date.getMonth() + 1} ${p2(date.getMonth() + 1)} ` +
      `${month(date, 'short')} ${month(date, 'long')} ${date.getDate()} ${p2(date.getDate())} ` +
      `${weekday(date, 'short')} ${weekday(date, 'long')} ${date.getHours() % 12 || 12} ${p2(date.getHours())} ` +
      `${p2(date.getMinutes())} ${p2(date.getSeconds())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
    expect(
      run('formatDate', {value: iso, format: 'yyyy yy M MM MMM MMMM d dd E EEEE h HH mm ss a'}),
    ).to.equal(expected);
  });

  it('copies quoted literals and reads two apostrophes as one', () => {
    const local = new Date(2025, 0, 31, 9, 5);
    expect(formatDatePattern(local, "MMM d 'at' h:mm a", 'en-US')).to.equal('Jan 31 at 9:05 AM');
    expect(formatDatePattern(local, "''yy 'o''clock'", 'en-US')).to.equal("'25 o'clock");
    expect(formatDatePattern(local, 'd/M/y, H:mm', 'en-US')).to.equal('31/1/2025, 9:05');
  });

  it('reads Y as y and D as d', () => {
    const local = new Date(2025, 6, 4);
    expect(formatDatePattern(local, 'YYYY-MM-DD', 'en-US')).to.equal('2025-07-04');
  });

  it('formats a date-only string as that calendar day, in any time zone', () => {
    expect(run('formatDate', {value: '2025-01-01', format: 'yyyy-MM-dd EEEE'})).to.equal(
      '2025-01-01 Wednesday',
    );
  });

  it('accepts epoch milliseconds and Date-like strings; ISO gives toISOString', () => {
    expect(run('formatDate', {value: date.getTime(), format: 'ISO'})).to.equal(iso);
    expect(run('formatDate', {value: iso, format: 'ISO'})).to.equal(iso);
    expect(run('formatDate', {value: String(date.getTime()), format: 'ISO'})).to.equal(iso);
  });

  it('gives "" for falsy or invalid dates', () => {
    for (const value of ['', 0, null, undefined, 'not a date', {}]) {
      expect(run('formatDate', {value, format: 'yyyy'}), String(value)).to.equal('');
    }
  });

  it('reports a missing format', () => {
    const result = call('formatDate', {value: iso});
    expect(result.value).to.equal(undefined);
    expect(result.issues).to.have.length(1);
  });

  it('follows the locale for names', () => {
    const local = new Date(2025, 2, 4);
    const expected = new Intl.DateTimeFormat('fr-FR', {month: 'long'}).format(local);
    expect(
      call('formatDate', {value: local.getTime(), format: 'MMMM'}, {}, {locale: 'fr-FR'}).value,
    ).to.equal(expected);
  });

  it('reads a time of day as today at that time', () => {
    const parsed = toDate('14:30')!;
    expect([parsed.getHours(), parsed.getMinutes()]).to.deep.equal([14, 30]);
    expect(toDate('0099-05-06')!.getFullYear()).to.equal(99);
  });
});
