import { describe, expect, it } from 'vitest';
import { countryName, formatDay, formatMoment, weekdayName } from './dates.js';

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

  it('answers the same from its kept formatters as a new one would', () => {
    for (const locale of ['nl', 'en', 'de', 'fr', 'pl', 'lt']) {
      const fresh = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
      const day = new Date('2026-03-09T00:00:00Z');
      expect(formatDay('2026-03-09', locale)).toBe(fresh.format(day));
      expect(formatDay('2026-03-09', locale)).toBe(fresh.format(day));
    }
  });
});
