import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../enums.js';
import {
  addWorkingDays,
  calendarDateIn,
  easterSunday,
  isWorkingDay,
  parseIsoDate,
  publicHolidays,
  toIsoDate,
} from './working-days.js';

const sorted = (days: ReadonlySet<string>, year: number) =>
  [...days].filter((day) => day.startsWith(String(year))).sort();

describe('Easter Sunday', () => {
  it('falls on the dates the calendars give', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('public holidays of the seeded debtors’ countries', () => {
  it('the Netherlands, 2026 and 2027 (King’s Day moves off a Sunday)', () => {
    expect(sorted(publicHolidays('nl', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-04-27',
      '2026-05-14',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(sorted(publicHolidays('nl', 2027), 2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-04-27',
      '2027-05-06',
      '2027-05-17',
      '2027-12-25',
      '2027-12-26',
    ]);
    expect(publicHolidays('nl', 2025).has('2025-04-26')).toBe(true);
  });

  it('Belgium, Germany and France, 2026', () => {
    expect(sorted(publicHolidays('be', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
    expect(sorted(publicHolidays('de', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-10-03',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(sorted(publicHolidays('fr', 2027), 2027)).toEqual([
      '2027-01-01',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-05-08',
      '2027-05-17',
      '2027-07-14',
      '2027-08-15',
      '2027-11-01',
      '2027-11-11',
      '2027-12-25',
    ]);
  });

  it('Poland (Corpus Christi, Christmas Eve) and Lithuania, 2026', () => {
    expect(sorted(publicHolidays('pl', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(sorted(publicHolidays('lt', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-03-11',
      '2026-04-06',
      '2026-05-01',
      '2026-06-24',
      '2026-07-06',
      '2026-08-15',
      '2026-11-01',
      '2026-11-02',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('Australia moves weekend holidays to the following weekdays', () => {
    expect(sorted(publicHolidays('au', 2026), 2026)).toEqual([
      '2026-01-01',
      '2026-01-26',
      '2026-04-03',
      '2026-04-06',
      '2026-04-25',
      '2026-06-08',
      '2026-12-25',
      '2026-12-26',
      '2026-12-28',
    ]);
    // Christmas on Saturday, Boxing Day on Sunday: Monday and Tuesday are off.
    const christmas2027 = sorted(publicHolidays('au', 2027), 2027).filter((d) => d >= '2027-12');
    expect(christmas2027).toEqual(['2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28']);
  });
});

describe('adding working days', () => {
  it('skips weekends and the country’s holidays', () => {
    // Thursday 2 April 2026: Good Friday counts in Germany, not in the Netherlands.
    expect(addWorkingDays('2026-04-02', 5, 'nl')).toBe('2026-04-10');
    expect(addWorkingDays('2026-04-02', 5, 'de')).toBe('2026-04-13');
    // Over Christmas in Poland: 24, 25 Dec and the weekend are off.
    expect(addWorkingDays('2026-12-22', 5, 'pl')).toBe('2026-12-31');
    // Requested on a Saturday: Monday is the first working day.
    expect(addWorkingDays('2026-11-21', 5, 'nl')).toBe('2026-11-27');
    expect(() => addWorkingDays('2026-11-21', 0, 'nl')).toThrow(RangeError);
  });

  const day = fc
    .date({ min: new Date('2025-01-01T00:00:00Z'), max: new Date('2028-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => toIsoDate(date));
  const country = fc.constantFrom(...COUNTRIES);
  const count = fc.integer({ min: 1, max: 30 });

  it('lands on a working day after the start, with exactly n working days up to it', () => {
    fc.assert(
      fc.property(day, count, country, (start, n, where) => {
        const end = addWorkingDays(start, n, where);
        expect(end > start).toBe(true);
        expect(isWorkingDay(end, where)).toBe(true);
        let working = 0;
        for (
          let date = parseIsoDate(start);
          toIsoDate(date) < end;
          date = new Date(date.getTime() + 86_400_000)
        ) {
          const next = toIsoDate(new Date(date.getTime() + 86_400_000));
          if (isWorkingDay(next, where)) working += 1;
        }
        expect(working).toBe(n);
      }),
    );
  });

  it('never answers an earlier date for a later start, nor for fewer days more', () => {
    fc.assert(
      fc.property(day, day, count, country, (a, b, n, where) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(addWorkingDays(early, n, where) <= addWorkingDays(late, n, where)).toBe(true);
        expect(addWorkingDays(early, n, where) < addWorkingDays(early, n + 1, where)).toBe(true);
      }),
    );
  });

  it('is at least n calendar days and at most two weeks more for five working days', () => {
    fc.assert(
      fc.property(day, country, (start, where) => {
        const end = parseIsoDate(addWorkingDays(start, 5, where)).getTime();
        const days = (end - parseIsoDate(start).getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(5);
        expect(days).toBeLessThanOrEqual(14);
      }),
    );
  });
});

describe('the calendar date in a country', () => {
  it('follows the country’s time zone', () => {
    const instant = new Date('2026-11-24T15:00:00Z');
    expect(calendarDateIn(instant, 'nl')).toBe('2026-11-24');
    expect(calendarDateIn(instant, 'au')).toBe('2026-11-25');
  });

  it('refuses dates that do not exist', () => {
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => parseIsoDate('26-2-3')).toThrow(RangeError);
  });
});
