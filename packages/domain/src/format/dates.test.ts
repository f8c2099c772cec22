import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../product.js';
import {
  countryName,
  dayInputHint,
  dayInputPattern,
  formatDay,
  formatDayInput,
  formatMoment,
  listOf,
  parseDayInput,
  weekdayName,
} from './dates.js';

describe('dates in the user language', () => {
  it('reads a calendar date as that day in every language', () => {
    expect(formatDay('2026-12-01', 'en-GB')).toBe('1 Dec 2026');
    expect(formatDay('2026-12-01', 'nl')).toBe('1 dec 2026');
    expect(formatDay('2026-01-01', 'de')).toBe('01.01.2026');
    expect(formatDay('2026-12-31', 'pl')).toContain('2026');
  });

  it('answers nothing for no date or for text that is no date', () => {
    expect(formatDay(null, 'nl')).toBe('');
    expect(formatDay(undefined, 'nl')).toBe('');
    expect(formatDay('', 'nl')).toBe('');
    expect(formatDay('soon', 'nl')).toBe('');
    expect(formatMoment('soon', 'nl')).toBe('soon');
  });

  it('gives a moment with its time', () => {
    expect(formatMoment('2026-12-01T14:05:00Z', 'en-GB')).toMatch(/2026, \d{2}:05/);
  });

  it('names weekdays and countries, and keeps unknown codes', () => {
    expect(weekdayName('monday', 'nl')).toBe('maandag');
    expect(weekdayName('sunday', 'de')).toBe('Sonntag');
    expect(weekdayName('someday', 'de')).toBe('someday');
    expect(countryName('nl', 'fr')).toBe('Pays-Bas');
    expect(countryName('lt', 'lt')).toBe('Lietuva');
  });

  it('writes a list as each language does', () => {
    const days = ['monday', 'tuesday', 'thursday'];
    expect(
      listOf(
        days.map((day) => weekdayName(day, 'nl')),
        'nl',
      ),
    ).toBe('maandag, dinsdag en donderdag');
    expect(listOf(['Montag', 'Dienstag'], 'de')).toBe('Montag und Dienstag');
    expect(listOf(['lundi', 'mardi', 'jeudi'], 'fr')).toBe('lundi, mardi et jeudi');
    expect(listOf(['poniedziałek', 'wtorek'], 'pl')).toBe('poniedziałek i wtorek');
    expect(listOf(['pirmadienis', 'antradienis'], 'lt')).toBe('pirmadienis ir antradienis');
    expect(listOf(['Monday'], 'en-GB')).toBe('Monday');
  });

  it('answers the same from its kept formatters as a new one would', () => {
    for (const locale of ['nl', 'en', 'de', 'fr', 'pl', 'lt']) {
      const fresh = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      const day = new Date('2026-03-09T00:00:00Z');
      expect(formatDay('2026-03-09', locale)).toBe(fresh.format(day));
      expect(formatDay('2026-03-09', locale)).toBe(fresh.format(day));
    }
  });
});

describe('typed days in the user’s order', () => {
  it('writes the pattern of each language of the portal', () => {
    expect(dayInputPattern('nl')).toBe('DD-MM-YYYY');
    expect(dayInputPattern('de')).toBe('DD.MM.YYYY');
    expect(dayInputPattern('en')).toBe('MM/DD/YYYY');
    expect(dayInputPattern('en-au')).toBe('DD/MM/YYYY');
    expect(dayInputPattern('fr')).toBe('DD/MM/YYYY');
    expect(dayInputPattern('pl')).toBe('DD.MM.YYYY');
    expect(dayInputPattern('lt')).toBe('YYYY-MM-DD');
  });

  it('names the parts of the placeholder in the language’s order and separator', () => {
    expect(dayInputHint('nl', { day: 'DD', month: 'MM', year: 'JJJJ' })).toBe('DD-MM-JJJJ');
    expect(dayInputHint('de', { day: 'TT', month: 'MM', year: 'JJJJ' })).toBe('TT.MM.JJJJ');
    expect(dayInputHint('fr', { day: 'JJ', month: 'MM', year: 'AAAA' })).toBe('JJ/MM/AAAA');
    expect(dayInputHint('en', { day: 'DD', month: 'MM', year: 'YYYY' })).toBe('MM/DD/YYYY');
    expect(dayInputHint('lt', { day: 'DD', month: 'MM', year: 'MMMM' })).toBe('MMMM-MM-DD');
  });

  it('reads what it writes, in every language, for any day', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (locale, date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(parseDayInput(formatDayInput(iso, locale), locale)).toBe(iso);
        },
      ),
    );
  });

  it('accepts one-digit parts and other separators, and refuses what is no day', () => {
    expect(parseDayInput('4.12.2026', 'de')).toBe('2026-12-04');
    expect(parseDayInput('4/12/2026', 'nl')).toBe('2026-12-04');
    expect(parseDayInput('12/4/2026', 'en')).toBe('2026-12-04');
    expect(parseDayInput('31-02-2026', 'nl')).toBeNull();
    expect(parseDayInput('12-2026', 'nl')).toBeNull();
    expect(parseDayInput('04-12-26', 'nl')).toBeNull();
    expect(parseDayInput('morgen', 'nl')).toBeNull();
    expect(formatDayInput('not a day', 'nl')).toBe('');
  });
});
