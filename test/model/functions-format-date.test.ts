import {expect} from '@open-wc/testing';
import fc from 'fast-check';
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

  it('gives "" for days and times that do not exist, never rolling them over', () => {
    const impossible = [
      '2026-02-30',
      '2026-02-29', // not a leap year
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-01-00',
      '2026-02-30T12:00:00Z',
      '2026-06-31T08:00',
      '2026-13-01T00:00:00Z',
      '2026-01-01T25:00:00Z',
      '2026-01-01T10:60:00Z',
      '24:30',
      '12:61',
    ];
    for (const value of impossible) {
      expect(run('formatDate', {value, format: 'yyyy-MM-dd HH:mm'}), value).to.equal('');
      expect(toDate(value), value).to.equal(undefined);
    }
    expect(run('formatDate', {value: '2024-02-29', format: 'yyyy-MM-dd'})).to.equal('2024-02-29');
    expect(run('formatDate', {value: '2000-02-29', format: 'yyyy-MM-dd'})).to.equal('2000-02-29');
    expect(toDate('1900-02-29')).to.equal(undefined);
  });

  it('property: a calendar date formats back to itself; a day past the month end gives ""', () => {
    fc.assert(
      fc.property(
        fc.integer({min: 1, max: 9999}),
        fc.integer({min: 1, max: 12}),
        fc.integer({min: 1, max: 31}),
        (year, month, day) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate();
          const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
          const exists = day <= daysInMonth && !(month === 2 && day === 29 && !leap);
          const formatted = run('formatDate', {value: text, format: 'yyyy-MM-dd'});
          expect(formatted, text).to.equal(exists ? text : '');
        },
      ),
      {numRuns: 1000},
    );
  });
});
