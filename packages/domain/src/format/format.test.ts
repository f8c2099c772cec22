import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../enums.js';
import { lengthChoiceLabel, priceLineNameParams } from '../forms/length-choices.js';
import {
  cmToMm,
  decimalSeparatorOf,
  formatFileSize,
  formatLength,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatSize,
  formatterWarmUps,
  inchesToMm,
  issueMessageParams,
  lineLengthText,
  mmToInches,
  mmToSixteenths,
  nameCollator,
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
  it('shows inches to the sixteenth as a tape measure reads them', () => {
    expect(plain(formatLength(2877, 'en', 'imperial'))).toBe('113¼ in');
    expect(plain(formatLength(2448, 'en', 'imperial'))).toBe('96⅜ in');
    expect(plain(formatLength(2446, 'en', 'imperial'))).toBe('96 5⁄16 in');
    expect(plain(formatLength(19, 'en', 'imperial'))).toBe('¾ in');
    expect(plain(formatLength(2877, 'fr', 'imperial'))).toBe('113¼ po');
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
  const invalid = (reason: string) => ({ kind: 'invalid', reason });
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
    expect(parseSizeText('1.200', 'en')).toEqual(invalid('decimals'));
    expect(parseSizeText('287.5', 'nl')).toEqual(invalid('format'));
    expect(parseSizeText('287,5', 'en')).toEqual(invalid('format'));
  });
  it('refuses what is not a size instead of guessing', () => {
    for (const text of ['abc', '-5', '1,2,3', ',5x', '12,5,']) {
      expect(parseSizeText(text, 'nl'), text).toEqual(invalid('format'));
    }
    // A number with too many decimals is a number: it is told so, not to type "a number".
    expect(parseSizeText('287,55', 'nl')).toEqual(invalid('decimals'));
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
  it('reads inches as a tape measure says them, to the sixteenth', () => {
    // 113¼ in = 2876.55 mm: the article keeps 287.7 cm, whichever way it was written.
    for (const text of [
      '113 1/4',
      '113¼',
      '113 ¼',
      '113.25',
      '113 1/4"',
      '113-1/4',
      '113 1/4 in',
      '113 4/16',
      '113 2/8',
      "113 1/4''",
      '113 1⁄4',
      '113 1/4 inches',
    ]) {
      expect(parseSizeText(text, 'en', 'imperial'), text).toEqual(size(287.7));
    }
    expect(parseSizeText('96 3/8', 'en-au', 'imperial')).toEqual(size(244.8));
    expect(parseSizeText('96 5/16', 'en', 'imperial')).toEqual(size(244.6));
    expect(parseSizeText('96.0625', 'en', 'imperial')).toEqual(size(244));
    expect(parseSizeText('3/4', 'en', 'imperial')).toEqual(size(1.9));
    expect(parseSizeText('⅞', 'en', 'imperial')).toEqual(size(2.2));
    // In a language that writes a decimal comma, the comma.
    expect(parseSizeText('113,25', 'nl', 'imperial')).toEqual(size(287.7));
  });
  it('reads each key of a fraction as it is typed, without a jump', () => {
    const keys = ['1', '11', '113', '113 ', '113 1', '113 1/', '113 1/4'];
    expect(keys.map((t) => parseSizeText(t, 'en', 'imperial'))).toEqual(
      [2.5, 27.9, 287, 287, 287, 287, 287.7].map(size),
    );
    // 3/16 passes 3/1 on its way.
    expect(parseSizeText('113 3/1', 'en', 'imperial')).toEqual(size(287));
    expect(parseSizeText('113 3/16', 'en', 'imperial')).toEqual(size(287.5));
  });
  it('refuses what a tape measure does not say, and another unit, instead of misreading it', () => {
    for (const text of ['113 1/3', '113 5/4', '113 0/4', '113 1/32', '113 1/5']) {
      expect(parseSizeText(text, 'en', 'imperial'), text).toEqual(invalid('fraction'));
    }
    expect(parseSizeText('113.03125', 'en', 'imperial')).toEqual(invalid('decimals'));
    for (const text of ['287.5 cm', '9 ft', "9'", '2875 mm', '2.4 m']) {
      expect(parseSizeText(text, 'en', 'imperial'), text).toEqual(invalid('unit'));
    }
    for (const text of ['abc', '-5', '1/2/3', '113 1/4 5']) {
      expect(parseSizeText(text, 'en', 'imperial'), text).toEqual(invalid('format'));
    }
  });
  it('what an imperial dealer types in sixteenths reads back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 * 400 }), (sixteenths) => {
        const whole = Math.floor(sixteenths / 16);
        const rest = sixteenths % 16;
        const typed = `${whole}.${String((rest / 16).toFixed(4)).slice(2)}`;
        const reading = parseSizeText(typed, 'en', 'imperial');
        expect(reading.kind).toBe('size');
        const shown = sizeText((reading as { cm: number }).cm, 'en', 'imperial');
        const again = parseSizeText(shown, 'en', 'imperial');
        expect(again, `${typed} → ${shown}`).toEqual(reading);
        expect(mmToSixteenths(inchesToMm(sixteenths / 16))).toBe(sixteenths);
      }),
    );
    expect(sizeText(287.7, 'en', 'imperial')).toBe('113 1/4');
    expect(sizeText(1.9, 'en', 'imperial')).toBe('3/4');
    expect(sizeText(244, 'en', 'imperial')).toBe('96 1/16');
  });
  it('reads a metric size pasted with its unit, and refuses another unit', () => {
    expect(parseSizeText('287,5 cm', 'nl')).toEqual(size(287.5));
    expect(parseSizeText('287,5cm', 'de')).toEqual(size(287.5));
    expect(parseSizeText('287.5 CM', 'en')).toEqual(size(287.5));
    for (const text of ['2875 mm', '2,875 m', '113 in', '113"', '9 ft']) {
      expect(parseSizeText(text, 'nl'), text).toEqual(invalid('unit'));
    }
    // A plain decimal (a fullness, a factor) takes no unit at all.
    expect(parseSizeText('2,5 cm', 'nl', 'metric', 1, 'number')).toEqual(invalid('unit'));
    expect(parseSizeText('2,5', 'nl', 'metric', 1, 'number')).toEqual(size(2.5));
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
    // Bounds rounded inwards to the sixteenth, so that the size named is one the field takes:
    // 30 cm is 11.81 in (at least 11 13/16), 300 cm is 118.11 in (at most 118 1/16).
    expect(issueMessageParams(issue, 'en', 'imperial')).toEqual({
      min: '11 13⁄16 in',
      max: '118 1⁄16 in',
    });
    expect(parseSizeText('11 13/16', 'en', 'imperial')).toMatchObject({ cm: 30 });
    expect(parseSizeText('118 1/16', 'en', 'imperial')).toMatchObject({ cm: 299.9 });
    expect(issueMessageParams({ params: { min: 12.5, unit: 'cm' } }, 'de').min).toBe('12,5 cm');
  });
  it('leaves other params alone (a quantity is no size)', () => {
    expect(issueMessageParams({ params: range }, 'en')).toEqual(range);
  });
  it('tells every length of a calculation’s issue in the account’s unit (a surcharge’s threshold, a roll)', () => {
    const surcharge = { params: { threshold: 280, unit: 'cm' } };
    expect(issueMessageParams(surcharge, 'en')).toEqual({ threshold: '280 cm' });
    expect(issueMessageParams(surcharge, 'en', 'imperial')).toEqual({ threshold: '110¼ in' });
    const roll = { params: { cutLength: 280, rollLength: 250, unit: 'cm' } };
    expect(issueMessageParams(roll, 'en', 'imperial')).toEqual({
      cutLength: '110¼ in',
      rollLength: expect.stringMatching(/ in$/),
    });
  });
  it('tells a file size in the user’s language', () => {
    const issue = { params: { max: 1_100_000, unit: 'bytes' } };
    expect(issueMessageParams(issue, 'nl')).toEqual({ max: '1,1 MB' });
    expect(issueMessageParams(issue, 'en')).toEqual({ max: '1.1 MB' });
  });
});

describe('file sizes (formatFileSize)', () => {
  it('writes the decimal as the language does, in decimal units', () => {
    expect(formatFileSize(1_100_000, 'nl')).toBe('1,1 MB');
    expect(formatFileSize(1_100_000, 'de')).toBe('1,1 MB');
    expect(formatFileSize(1_100_000, 'en')).toBe('1.1 MB');
    expect(plain(formatFileSize(1_100_000, 'fr'))).toBe('1,1 Mo');
    expect(formatFileSize(850_400, 'nl')).toBe('850 kB');
    expect(formatFileSize(12, 'en')).toBe('1 kB');
  });
});

describe('every length an imperial account reads is in inches or yards', () => {
  const cms = fc.integer({ min: 1, max: 20_000 }).map((tenths) => tenths / 10);
  it('sizes, bounds, issue params and length choices (property)', () => {
    fc.assert(
      fc.property(cms, fc.constantFrom(...LOCALES), (cm, locale) => {
        for (const text of [
          formatSize(cm, locale, 'imperial'),
          formatSize(cm, locale, 'imperial', 'up'),
          formatLength(cm * 10, locale, 'imperial'),
          String(
            issueMessageParams({ params: { threshold: cm, unit: 'cm' } }, locale, 'imperial')
              .threshold,
          ),
          lengthChoiceLabel('tierSizes', 8, locale, 'imperial') ?? '',
          lengthChoiceLabel('runnerDistances', 46, locale, 'imperial') ?? '',
          priceLineNameParams('strokesover280', locale, 'imperial').size ?? '',
          priceLineNameParams('headingtape12', locale, 'imperial').size ?? '',
        ]) {
          expect(text).not.toMatch(/cm|mm/);
          expect(text).toMatch(/[\d½¼¾⅛⅜⅝⅞⁄]/);
          expect(text.replace(/[\s\u00a0]/g, ' ')).toMatch(new RegExp(inchUnit(locale)));
        }
        expect(lineLengthText(cm / 10, 'metre', locale, 'imperial')).toMatch(/yd|jard|Yard|jd/);
        const fabric = formatLength(cm * 100, locale, 'imperial', 'm');
        expect(fabric).not.toMatch(/\bm\b|metr|mètre|meter/i);
      }),
    );
  });
  it('names a heading tape’s height in the account’s unit', () => {
    expect(lengthChoiceLabel('tierSizes', 8, 'en', 'metric')).toBe('8 cm');
    expect(lengthChoiceLabel('tierSizes', '15', 'nl', 'metric')).toBe('15 cm');
    expect(lengthChoiceLabel('tierSizes', 8, 'en', 'imperial')).toBe('3⅛ in');
    expect(lengthChoiceLabel('runnerDistances', 46, 'nl', 'metric')).toBe('4,6 cm');
    expect(lengthChoiceLabel('pleatTypes', 'double', 'en', 'imperial')).toBeNull();
    expect(priceLineNameParams('heightover275', 'en', 'metric')).toEqual({ size: '275 cm' });
    expect(priceLineNameParams('fabric', 'en', 'imperial')).toEqual({});
  });
  it('gives a fabric line’s metres as yards beside a cut list in yards', () => {
    expect(lineLengthText(14.5, 'metre', 'en', 'imperial')).toBe('15.86 yd');
    expect(lineLengthText(14.5, 'metre', 'nl', 'imperial')).toBe('15,86 yd');
    expect(lineLengthText(14.5, 'metre', 'en', 'metric')).toBeNull();
    expect(lineLengthText(2, 'piece', 'en', 'imperial')).toBeNull();
  });
});

/** The inch as each language abbreviates it (Intl's unit `inch`). */
const inchUnit = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'inch' })
    .formatToParts(1)
    .find((part) => part.type === 'unit')!
    .value.replace(/[.]/g, '\\.');

describe("names in the order of the user's language (nameCollator)", () => {
  it('sorts as the language does, numbers by value, and is built once per locale', () => {
    expect(['Demo 10', 'Demo 2', 'demo 3'].sort(nameCollator('nl').compare)).toEqual([
      'Demo 2',
      'demo 3',
      'Demo 10',
    ]);
    // Lithuanian sorts Y with I and Š after S; Dutch puts Y near the end.
    expect(['šuo', 'yla', 'jūra', 'sala'].sort(nameCollator('lt').compare)).toEqual([
      'yla',
      'jūra',
      'sala',
      'šuo',
    ]);
    expect(['šuo', 'yla', 'jūra', 'sala'].sort(nameCollator('nl').compare)).toEqual([
      'jūra',
      'sala',
      'šuo',
      'yla',
    ]);
    expect(nameCollator('de')).toBe(nameCollator('de'));
  });
});

describe('the formatters a page can build before it needs them (formatterWarmUps)', () => {
  it('builds, in every language, the kept formatters the pages format with', () => {
    for (const locale of LOCALES) {
      const collator = nameCollator(locale);
      for (const step of formatterWarmUps(locale)) step();
      expect(nameCollator(locale)).toBe(collator);
      expect(plain(formatMoney(123450, 'eur', locale))).toMatch(/1.?234[,.]50/);
    }
  });
});
