// Inches as a tape measure reads them: whole inches and eighths ("96 in", "113¼ in"), for the
// sizes an imperial dealer is asked about. A size is kept in whole millimetres, so one within half a
// millimetre of an eighth is that eighth; any other keeps one decimal ("243.8 in").
import type { Locale } from '../enums.js';

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'] as const;
const MM_PER_INCH = 25.4;
/** Half a millimetre, and a hair for binary fractions. */
const HALF_MM = 0.5 + 1e-9;

const formats = new Map<string, Intl.NumberFormat>();
function inchFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'inch',
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A size kept in centimetres, in inches as a tape measure reads it, in the user's language. */
export function formatTapeSize(cm: number, locale: Locale): string {
  const mm = Math.round(cm * 10);
  const inches = mm / MM_PER_INCH;
  const eighths = Math.round(inches * 8);
  if (Math.abs(inches - eighths / 8) * MM_PER_INCH > HALF_MM) {
    return inchFormat(locale, 1).format(inches);
  }
  const whole = Math.floor(eighths / 8);
  const glyph = EIGHTHS[eighths % 8] ?? '';
  if (glyph === '') return inchFormat(locale, 0).format(whole);
  // The fraction follows the whole number (after its last group), wherever the language puts the
  // unit.
  const parts = inchFormat(locale, 0).formatToParts(whole);
  const last = parts.map((part) => part.type).lastIndexOf('integer');
  return parts
    .map((part, index) =>
      index !== last ? part.value : whole === 0 ? glyph : `${part.value}${glyph}`,
    )
    .join('');
}

/**
 * The inches a dealer typed, read back from the whole millimetres a size keeps: the nearest tenth
 * (as the inch field takes decimals), else sixteenth, within half a millimetre (8 in is kept as
 * 203 mm and read back as 8; 9.6 as 244 mm, read back as 9.6 rather than 9⅝).
 */
export function inchesAsTyped(cm: number): number {
  const inches = Math.round(cm * 10) / MM_PER_INCH;
  for (const step of [0.1, 1 / 16]) {
    const typed = Math.round(inches / step) * step;
    if (Math.abs(inches - typed) * MM_PER_INCH <= HALF_MM) return Math.round(typed * 10000) / 10000;
  }
  return inches;
}
