// Inches as a tape measure reads them, for labels and the measurement check's words: the reading
// a size kept in whole millimetres is given back as (format/index.ts `inchReading`).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSize, inchesAsTyped, inchesToMm, parseSizeText, sizeText } from './index.js';

const inches = (typed: number) => inchesToMm(typed) / 10;
const tape = (typed: number, locale: 'en' | 'de' = 'en') =>
  formatSize(inches(typed), locale, 'imperial').replace(/[\u00a0\u202f]/g, ' ');

describe('inches as a tape measure reads them', () => {
  it('reads whole inches, halves down to sixteenths, with a glyph where one exists', () => {
    expect(tape(96)).toBe('96 in');
    expect(tape(113.25)).toBe('113¼ in');
    expect(tape(35.875)).toBe('35⅞ in');
    expect(tape(0.5)).toBe('½ in');
    expect(tape(1132.5)).toBe('1,132½ in');
    expect(tape(96.3125)).toBe('96 5⁄16 in');
  });
  it('a decimal typed that is no sixteenth reads back as its tenth', () => {
    expect(tape(9.1)).toBe('9.1 in');
    expect(tape(96.1)).toBe('96.1 in');
    // 243.8 in shares its millimetre (6193) with 243 13/16: the tape's reading is shown.
    expect(tape(243.8)).toBe('243 13⁄16 in');
  });
  it('in the user’s language', () => {
    expect(tape(113.25, 'de')).toMatch(/^113¼\s/);
  });
});

describe('inchesAsTyped', () => {
  it('reads back what was typed from the whole millimetres kept', () => {
    expect(
      [8, 12, 113.25, 95.5, 35.0625, 9.1, 96.1].map((typed) => inchesAsTyped(inches(typed))),
    ).toEqual([8, 12, 113.25, 95.5, 35.0625, 9.1, 96.1]);
    // 9.6 is kept as 244 mm, as 9⅝ is: read back as the tape's 9⅝, or as 9.6 where a decimal is
    // known to have been typed (a size ten times too small).
    expect(inchesAsTyped(inches(9.6))).toBe(9.625);
    expect(inchesAsTyped(inches(9.6), 'tenths')).toBe(9.6);
  });
  it('every tenth typed reads back within a thirty-second, and as the same millimetres', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 4000 }), (tenths) => {
        const typed = tenths / 10;
        const shown = sizeText(inches(typed), 'en', 'imperial');
        const again = parseSizeText(shown, 'en', 'imperial');
        // What is shown is read as the same millimetres, whichever way it is written.
        expect(again).toEqual({ kind: 'size', cm: inches(typed) });
        expect(Math.abs(inchesAsTyped(inches(typed)) - typed)).toBeLessThanOrEqual(1 / 32);
      }),
    );
  });
});
