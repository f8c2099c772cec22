// Conversion and formatting at the edges: the dealer's centimetres in, money and lengths out in the
// user's language. Inside, lengths are integer millimetres and money integer cents.
import type { Currency, Locale, UnitSystem } from '../enums.js';

const TENTHS_TOLERANCE = 1e-6;

/**
 * Centimetres with at most one decimal → integer millimetres, exactly (12.3 → 123). Binary floats
 * hold 12.3 as 12.2999…; ×10 lands within a hair of the integer, which is then taken. Null when
 * the value is not a finite number with at most one decimal.
 */
export function cmToMm(cm: number): number | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm)) return null;
  const tenths = cm * 10;
  const mm = Math.round(tenths);
  return Math.abs(tenths - mm) < TENTHS_TOLERANCE ? mm + 0 : null;
}

/**
 * Any centimetres → the nearest whole millimetre, for sizes that may carry a finer decimal (a
 * catalogue figure, a value half typed): exact on one decimal, like `cmToMm`.
 */
export function cmToNearestMm(cm: number): number {
  return cmToMm(cm) ?? Math.round(cm * 10);
}

/** Integer millimetres → centimetres as the dealer reads them (123 → 12.3). */
export const mmToCm = (mm: number): number => mm / 10;

/**
 * Text a dealer typed in centimetres ("12,3", "12.3", " 120 ") → integer millimetres, by digits
 * rather than float arithmetic. Null for anything else (two decimals, letters, empty).
 */
export function parseCmText(text: string): number | null {
  const match = /^\s*(-?)(\d{1,9})(?:[.,](\d))?\s*$/.exec(text);
  if (!match) return null;
  const mm = Number(match[2]) * 10 + Number(match[3] ?? '0');
  return match[1] === '-' ? -mm : mm;
}

const MM_PER_INCH_TENTHS = 254; // 25.4 mm, in tenths

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(key: string, locale: string, options: Intl.NumberFormatOptions) {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Integer cents as an exact decimal string ("-1234.05"), so Intl never sees a float amount. */
export function centsToDecimalString(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const decimal = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return negative ? `-${decimal}` : decimal;
}

/** Money in the user's language and the article's currency: 1234,50 € / $1,234.50 / 1234,50 zł. */
export function formatMoney(cents: number, currency: Currency, locale: Locale): string {
  const format = numberFormat(`money|${locale}|${currency}`, locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  return format.format(centsToDecimalString(cents) as `${number}`);
}

export type LengthUnit = 'cm' | 'm';

/**
 * A length for display. Metric: centimetres with one decimal, or metres with two (fabric). Imperial:
 * inches with one decimal for sizes, yards with two for fabric.
 */
export function formatLength(
  mm: number,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
  unit: LengthUnit = 'cm',
): string {
  if (unitSystem === 'imperial') {
    const inches = (mm * 10) / MM_PER_INCH_TENTHS;
    if (unit === 'm') {
      return numberFormat(`yd|${locale}`, locale, {
        style: 'unit',
        unit: 'yard',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(inches / 36);
    }
    return numberFormat(`in|${locale}`, locale, {
      style: 'unit',
      unit: 'inch',
      maximumFractionDigits: 1,
    }).format(inches);
  }
  if (unit === 'm') {
    return numberFormat(`m|${locale}`, locale, {
      style: 'unit',
      unit: 'meter',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(mm / 1000);
  }
  return numberFormat(`cm|${locale}`, locale, {
    style: 'unit',
    unit: 'centimeter',
    maximumFractionDigits: 1,
  }).format(mm / 10);
}

/** A whole percentage in the user's language: 235% in English, 235 % in German and French. */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(`pct|${locale}`, locale, {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(percent / 100);
}

/** A line quantity in the user's language: up to three decimals (16,8 / 1.25 / 12). */
export function formatQuantity(quantity: number, locale: Locale): string {
  return numberFormat(`qty|${locale}`, locale, { maximumFractionDigits: 3 }).format(quantity);
}
