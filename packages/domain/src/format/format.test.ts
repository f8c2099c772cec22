import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../enums.js';
import {
  cmToMm,
  decimalSeparatorOf,
  formatLength,
  formatMoney,
  formatPercent,
  formatQuantity,
  inchesToMm,
  issueMessageParams,
  mmToInches,
  parseCmText,
  parseSizeText,
  sizeText,
} from './index.js';

// Intl separates a currency with a narrow no-break space in some languages; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('cm → mm of dealer input', () => {
  it('converts one-decimal centimetres exactly', () => {
    expect(cmToMm(12.3)).toBe(123);
    expect(cmToMm(0.1)).toBe(1);
    expect(cmToMm(300)).toBe(3000);
    expect(cmToMm(1234.7)).toBe(12_347);
  });
  it('refuses two decimals and non-numbers', () => {
    expect(cmToMm(12.34)).toBeNull();
    expect(cmToMm(Number.NaN)).toBeNull();
    expect(cmToMm(Number.POSITIVE_INFINITY)).toBeNull();
  });
  it('is exact for every one-decimal value a dealer can type', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (tenths) => {
        expect(cmToMm(Number(`${Math.floor(tenths / 10)}.${tenths % 10}`))).toBe(tenths);
      }),
    );
  });
  it('reads typed text with a comma or a point', () => {
    expect(parseCmText('12,3')).toBe(123);
    expect(parseCmText(' 12.3 ')).toBe(123);
    expect(parseCmText('120')).toBe(1200);
    expect(parseCmText('12,34')).toBeNull();
    expect(parseCmText('twelve')).toBeNull();
  });
});

describe('money', () => {
  it("formats cents in the user's language and the currency", () => {
    expect(plain(formatMoney(123_450, 'eur', 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(123_450, 'eur', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(123_450, 'aud', 'en-au'))).toBe('$1,234.50');
    expect(plain(formatMoney(123_450, 'pln', 'pl'))).toBe('1234,50 zł');
    expect(plain(formatMoney(5, 'cad', 'fr'))).toBe('0,05 $CA');
  });
  it('never loses a cent on large amounts', () => {
    expect(plain(formatMoney(9_007_199_254_740_99, 'eur', 'en'))).toBe('€9,007,199,254,740.99');
  });
});

describe('lengths', () => {
  it('shows metric sizes in cm and fabric in m', () => {
    expect(plain(formatLength(1234, 'nl'))).toBe('123,4 cm');
    expect(plain(formatLength(16_800, 'en', 'metric', 'm'))).toBe('16.80 m');
  });
  it('shows imperial sizes in inches and fabric in yards', () => {
    expect(plain(formatLength(254, 'en', 'imperial'))).toBe('10 in');
    expect(plain(formatLength(9144, 'en', 'imperial', 'm'))).toBe('10.00 yd');
  });
  it('formats line quantities with up to three decimals', () => {
    expect(formatQuantity(16.8, 'de')).toBe('16,8');
  });
  it('writes a percentage as each language does', () => {
    expect(plain(formatPercent(235, 'en'))).toBe('235%');
    expect(plain(formatPercent(235, 'de'))).toBe('235 %');
  });
});

describe('sizes as the dealer types them (parseSizeText, sizeText)', () => {
  const size = (cm: number) => ({ kind: 'size', cm });
  it('reads the decimal comma in nl, de, fr, pl and lt, and the point in English', () => {
    for (const locale of ['nl', 'de', 'fr', 'pl', 'lt'] as const) {
      expect(parseSizeText('287,5', locale), locale).toEqual(size(287.5));
      expect(decimalSeparatorOf(locale), locale).toBe(',');
    }
    for (const locale of ['en', 'en-au'] as const) {
      expect(parseSizeText('287.5', locale), locale).toEqual(size(287.5));
      expect(decimalSeparatorOf(locale), locale).toBe('.');
    }
  });
  it('reads each step of typing key by key, a trailing separator included', () => {
    expect(['2', '28', '287', '287,', '287,5'].map((t) => parseSizeText(t, 'nl'))).toEqual(
      [2, 28, 287, 287, 287.5].map(size),
    );
  });
  it('takes a grouping separator only where it groups thousands', () => {
    expect(parseSizeText('1.200', 'nl')).toEqual(size(1200));
    expect(parseSizeText('1,200', 'en')).toEqual(size(1200));
    expect(parseSizeText('1.200', 'en')).toEqual({ kind: 'invalid' }); // two decimals
    expect(parseSizeText('287.5', 'nl')).toEqual({ kind: 'invalid' });
    expect(parseSizeText('287,5', 'en')).toEqual({ kind: 'invalid' });
  });
  it('refuses what is not a size instead of guessing', () => {
    for (const text of ['abc', '-5', '12,34', '1,2,3', ',5x']) {
      expect(parseSizeText(text, 'nl'), text).toEqual({ kind: 'invalid' });
    }
    expect(parseSizeText('  ', 'nl')).toEqual({ kind: 'empty' });
    expect(parseSizeText(' 120 ', 'nl')).toEqual(size(120));
  });
  it('an imperial account types inches; the article keeps centimetres', () => {
    expect(parseSizeText('100', 'en', 'imperial')).toEqual(size(254));
    expect(parseSizeText('10.5', 'en', 'imperial')).toEqual(size(26.7));
    expect(sizeText(254, 'en', 'imperial')).toBe('100');
    expect(inchesToMm(10)).toBe(254);
    expect(mmToInches(254)).toBe(10);
  });
  it('shows a stored size in the user language without grouping', () => {
    expect(sizeText(287.5, 'nl')).toBe('287,5');
    expect(sizeText(1200, 'de')).toBe('1200');
    expect(sizeText(287.5, 'en-au')).toBe('287.5');
  });
  it('what it shows, it reads back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.constantFrom(...LOCALES),
        (mm, locale) => {
          expect(parseSizeText(sizeText(mm / 10, locale), locale)).toEqual(size(mm / 10));
        },
      ),
    );
  });
});

describe('an issue’s message params (issueMessageParams)', () => {
  const range = { min: 30, max: 300 };
  it('tells a length’s bounds as sizes with their unit, in the account’s unit system', () => {
    const issue = { params: { ...range, unit: 'cm' } };
    expect(issueMessageParams(issue, 'en')).toEqual({ min: '30 cm', max: '300 cm' });
    expect(issueMessageParams(issue, 'nl')).toEqual({ min: '30 cm', max: '300 cm' });
    expect(issueMessageParams(issue, 'en', 'imperial')).toEqual({
      min: '11.8 in',
      max: '118.1 in',
    });
    expect(issueMessageParams({ params: { min: 12.5, unit: 'cm' } }, 'de').min).toBe('12,5 cm');
  });
  it('leaves other params alone (a quantity is no size)', () => {
    expect(issueMessageParams({ params: range }, 'en')).toEqual(range);
  });
});
