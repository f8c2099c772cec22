import { describe, expect, it } from 'vitest';
import { countryOf } from './enums.js';

describe('countryOf', () => {
  it('reads a country code in any case and with spaces around', () => {
    expect(countryOf('NL')).toBe('nl');
    expect(countryOf(' be ')).toBe('be');
    expect(countryOf('pl')).toBe('pl');
  });

  it('names no country for empty, missing or unknown text', () => {
    expect(countryOf('')).toBeNull();
    expect(countryOf(null)).toBeNull();
    expect(countryOf(undefined)).toBeNull();
    expect(countryOf('US')).toBeNull();
    expect(countryOf('Nederland')).toBeNull();
  });
});
