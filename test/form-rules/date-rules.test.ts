import {expect} from '@open-wc/testing';
import {
  addDays,
  checkDate,
  dateBounds,
  parseDate,
  todayIso,
} from '../../src/form-rules/date-rules.js';

describe('forms: date rules', () => {
  const today = '2025-03-10';

  it('reads dates in several shapes and refuses impossible ones', () => {
    expect(parseDate('2025-02-28')).to.equal('2025-02-28');
    expect(parseDate('2025-02-28T23:00:00Z')).to.equal('2025-02-28');
    expect(parseDate({year: 2025, month: 2, day: 3})).to.equal('2025-02-03');
    expect(parseDate('2025-02-30')).to.equal(undefined);
    expect(parseDate('soon')).to.equal(undefined);
    expect(parseDate(20250101)).to.equal(undefined);
  });

  it('counts days across months and years', () => {
    expect(addDays('2025-12-30', 3)).to.equal('2026-01-02');
    expect(addDays('2024-03-01', -1)).to.equal('2024-02-29');
  });

  it("today is the viewer's local date", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).to.equal('2025-01-05');
  });

  it('combines fixed and relative bounds, keeping the tighter', () => {
    expect(dateBounds({minDaysFromToday: 1, maxDaysFromToday: 30}, today)).to.deep.equal({
      min: '2025-03-11',
      max: '2025-04-09',
    });
    expect(dateBounds({minDate: '2025-04-01', minDaysFromToday: 1}, today)).to.deep.equal({
      min: '2025-04-01',
    });
    expect(dateBounds({maxDate: '2025-03-20', maxDaysFromToday: 30}, today)).to.deep.equal({
      max: '2025-03-20',
    });
    expect(dateBounds({maxDaysFromToday: '7' as unknown as number}, today)).to.deep.equal({
      max: '2025-03-17',
    });
    expect(dateBounds(undefined, today)).to.deep.equal({});
  });

  it('checks the value against the bounds', () => {
    const field = {minDate: '2025-01-01', maxDaysFromToday: 10};
    expect(checkDate('2025-03-15', field, today)).to.equal(undefined);
    expect(checkDate('2024-12-31', field, today)).to.equal('On or after 2025-01-01');
    expect(checkDate('2025-03-21', field, today)).to.equal('On or before 2025-03-20');
    expect(checkDate('31/12/2025', field, today)).to.equal('Enter a date');
    expect(checkDate('', field, today)).to.equal(undefined);
  });
});
