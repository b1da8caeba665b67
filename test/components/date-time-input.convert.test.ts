import {expect} from '@open-wc/testing';
import {
  fromInputValue,
  inferMode,
  normalizeMode,
  parseIsoValue,
  toInputValue,
} from '../../src/components/basic/internal/date-time.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** What a native datetime-local input shows for an instant, in this browser's time zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  const base = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.getSeconds() ? `${base}:${pad(d.getSeconds())}` : base;
}

describe('date-time conversions', () => {
  describe('parseIsoValue', () => {
    it('reads the three shapes and zones', () => {
      expect(parseIsoValue('2025-12-15')).to.deep.equal({kind: 'date', date: '2025-12-15'});
      expect(parseIsoValue('09:30')).to.deep.equal({
        kind: 'time',
        time: '09:30',
        offset: undefined,
      });
      expect(parseIsoValue('09:30:15')!.time).to.equal('09:30:15');
      expect(parseIsoValue('09:30:00')!.time).to.equal('09:30');
      expect(parseIsoValue('2025-12-15T17:00:00Z')).to.deep.equal({
        kind: 'datetime',
        date: '2025-12-15',
        time: '17:00',
        offset: 0,
      });
      expect(parseIsoValue('2025-12-15 17:00+05:30')!.offset).to.equal(330);
      expect(parseIsoValue('2025-12-15T17:00-0800')!.offset).to.equal(-480);
      expect(parseIsoValue('2025-12-15T17:00:01.5Z')!.time).to.equal('17:00:01.500');
    });

    it('rejects what is not an ISO date or time', () => {
      for (const bad of [
        '',
        null,
        undefined,
        42,
        {},
        'tomorrow',
        '2025-13-01',
        '2025-02-30',
        '2023-02-29',
        '24:00',
        '12:60',
        '2025-12-15T',
        '2025-12-15T25:00',
        '2025-12-15T10:00+25:00',
      ]) {
        expect(parseIsoValue(bad), String(bad)).to.equal(undefined);
      }
      expect(parseIsoValue('2024-02-29')!.kind).to.equal('date');
    });
  });

  describe('normalizeMode and inferMode', () => {
    it('accepts any spelling of the three modes', () => {
      expect(normalizeMode('date')).to.equal('date');
      expect(normalizeMode('DATE')).to.equal('date');
      expect(normalizeMode('TIME')).to.equal('time');
      expect(normalizeMode('DATE_TIME')).to.equal('datetime');
      expect(normalizeMode('date-time')).to.equal('datetime');
      expect(normalizeMode('datetime-local')).to.equal('datetime');
      expect(normalizeMode('INPUT_TYPE_DATE_TIME')).to.equal('datetime');
      expect(normalizeMode('INPUT_TYPE_TIME')).to.equal('time');
      expect(normalizeMode('')).to.equal(undefined);
      expect(normalizeMode('calendar')).to.equal(undefined);
      expect(normalizeMode(undefined)).to.equal(undefined);
    });

    it('infers from the first readable value', () => {
      expect(inferMode('', '2025-01-01', '12:00')).to.equal('date');
      expect(inferMode('10:00', '2025-01-01')).to.equal('time');
      expect(inferMode('2025-01-01T10:00Z')).to.equal('datetime');
      expect(inferMode('', 'nonsense', undefined)).to.equal(undefined);
    });
  });

  describe('toInputValue', () => {
    it('passes plain values through in local time', () => {
      expect(toInputValue('2025-12-15', 'date')).to.equal('2025-12-15');
      expect(toInputValue('2025-12-15T17:00:00', 'datetime')).to.equal('2025-12-15T17:00');
      expect(toInputValue('2025-12-15T17:00:30', 'datetime')).to.equal('2025-12-15T17:00:30');
      expect(toInputValue('17:05', 'time')).to.equal('17:05');
    });

    it('shows zoned values in local time', () => {
      expect(toInputValue('2025-12-15T17:00:00Z', 'datetime')).to.equal(
        localInput(Date.UTC(2025, 11, 15, 17, 0)),
      );
      expect(toInputValue('2025-12-15T17:00:00+02:00', 'datetime')).to.equal(
        localInput(Date.UTC(2025, 11, 15, 15, 0)),
      );
      expect(toInputValue('2025-12-15T23:30:00-03:00', 'date')).to.equal(
        localInput(Date.UTC(2025, 11, 16, 2, 30)).slice(0, 10),
      );
      const now = new Date(Date.UTC(2025, 5, 1, 12));
      expect(toInputValue('10:15Z', 'time', {now})).to.equal(
        localInput(Date.UTC(2025, 5, 1, 10, 15)).slice(11),
      );
    });

    it('fits the value to the mode', () => {
      expect(toInputValue('2025-12-15T17:00', 'date')).to.equal('2025-12-15');
      expect(toInputValue('2025-12-15T17:00', 'time')).to.equal('17:00');
      expect(toInputValue('2025-12-15', 'datetime')).to.equal('2025-12-15T00:00');
      expect(toInputValue('2025-12-15', 'datetime', {endOfDay: true})).to.equal(
        '2025-12-15T23:59:59',
      );
      expect(toInputValue('17:00', 'date')).to.equal('');
      expect(toInputValue('17:00', 'datetime')).to.equal('');
      expect(toInputValue('2025-12-15', 'time')).to.equal('');
      expect(toInputValue('garbage', 'date')).to.equal('');
      expect(toInputValue(undefined, 'datetime')).to.equal('');
    });
  });

  describe('fromInputValue', () => {
    it('writes plain values in the mode form', () => {
      expect(fromInputValue('2025-12-16', 'date', '2025-12-15')).to.equal('2025-12-16');
      expect(fromInputValue('08:45', 'time', '')).to.equal('08:45');
      expect(fromInputValue('2025-12-16T08:45', 'datetime', '')).to.equal('2025-12-16T08:45');
      expect(fromInputValue('2025-12-16T08:45', 'datetime', '2025-01-01T00:00:00')).to.equal(
        '2025-12-16T08:45',
      );
    });

    it('gives empty for a cleared or unreadable input', () => {
      expect(fromInputValue('', 'date', '2025-12-15')).to.equal('');
      expect(fromInputValue('', 'datetime', '2025-12-15T17:00:00Z')).to.equal('');
      expect(fromInputValue('junk', 'time', '10:00')).to.equal('');
    });

    it('writes zoned values back in UTC with Z', () => {
      const local = new Date(2025, 11, 16, 9, 30);
      expect(fromInputValue('2025-12-16T09:30', 'datetime', '2025-12-15T17:00:00Z')).to.equal(
        `${local.toISOString().slice(0, 19)}Z`,
      );
      expect(fromInputValue('2025-12-16T09:30', 'datetime', '2025-12-15T17:00:00+02:00')).to.equal(
        `${local.toISOString().slice(0, 19)}Z`,
      );
      expect(fromInputValue('2025-12-16T09:30', 'datetime', '', {zoned: true})).to.equal(
        `${local.toISOString().slice(0, 19)}Z`,
      );
    });

    it('round-trips a zoned value unchanged', () => {
      for (const v of ['2025-12-15T17:00:00Z', '2026-03-29T01:30:00Z', '2025-07-01T23:59:59Z']) {
        const shown = toInputValue(v, 'datetime');
        expect(fromInputValue(shown, 'datetime', v)).to.equal(v);
      }
    });

    it('keeps the other half of a date-time picked in date or time mode', () => {
      expect(fromInputValue('2025-12-20', 'date', '2025-12-15T17:00')).to.equal('2025-12-20T17:00');
      expect(fromInputValue('08:00', 'time', '2025-12-15T17:00')).to.equal('2025-12-15T08:00');
      const shownTime = toInputValue('2025-12-15T17:00:00Z', 'time');
      expect(fromInputValue(shownTime, 'time', '2025-12-15T17:00:00Z')).to.equal(
        '2025-12-15T17:00:00Z',
      );
    });

    it('writes a zoned time of day as HH:mm:ssZ', () => {
      const now = new Date(2025, 5, 1, 12);
      const local = new Date(2025, 5, 1, 10, 15);
      expect(fromInputValue('10:15', 'time', '09:00Z', {now})).to.equal(
        `${local.toISOString().slice(11, 19)}Z`,
      );
    });
  });
});
