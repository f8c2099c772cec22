// Conversion and formatting at the edges: the dealer's centimetres in, money and lengths out in the
// user's language. Inside, lengths are integer millimetres and money integer cents.
import type { Currency, Locale, UnitSystem } from '../enums.js';
import type { Issue, IssueParams } from '../issues.js';

export * from './dates.js';
export * from './tape.js';

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

// ---- Sizes as the dealer types them: the locale's decimal separator, the account's unit.

/** The unit a dealer types sizes in: centimetres, or inches on an imperial account. */
export type SizeUnit = 'cm' | 'in';
export const sizeUnitOf = (unitSystem: UnitSystem): SizeUnit =>
  unitSystem === 'imperial' ? 'in' : 'cm';

function separatorOf(locale: Locale, type: 'decimal' | 'group'): string {
  const parts = numberFormat(`sep|${locale}`, locale, { useGrouping: true }).formatToParts(
    1234567.5,
  );
  return parts.find((part) => part.type === type)?.value ?? (type === 'decimal' ? '.' : ',');
}

/** The decimal separator of the user's language: a comma in nl/de/fr/pl/lt, a point in English. */
export const decimalSeparatorOf = (locale: Locale): string => separatorOf(locale, 'decimal');

/** Whole millimetres from inches (the unit an imperial dealer types): 10 in → 254 mm. */
export const inchesToMm = (inches: number): number => Math.round(inches * 25.4);
/** Inches from millimetres, to one decimal: 254 mm → 10 in. */
export const mmToInches = (mm: number): number => Math.round((mm * 10) / 25.4) / 10;

export type SizeTextReading =
  | { kind: 'empty' }
  | { kind: 'size'; cm: number }
  | { kind: 'invalid' };

const SPACES = /[\s\u00a0\u202f]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A size the dealer typed or pasted, read in the user's language and unit, as the centimetres an
 * article stores (one decimal). `287,5` in Dutch and `287.5` in English are both 287.5 cm; a
 * grouping separator is accepted only where it groups thousands (`1.200` in Dutch is 1200), so a
 * number written for another language is refused rather than read as something else. A trailing
 * separator is a decimal about to be typed. Inches (imperial) are converted once, here.
 */
export function parseSizeText(
  text: string,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
  decimals = 1,
): SizeTextReading {
  const compact = text.replace(SPACES, '');
  if (compact === '') return { kind: 'empty' };
  const decimal = escapeRegExp(decimalSeparatorOf(locale));
  const group = escapeRegExp(separatorOf(locale, 'group').replace(SPACES, ''));
  let digits = compact;
  if (
    group !== '' &&
    new RegExp(`^\\d{1,3}(?:${group}\\d{3})+(?:${decimal}\\d*)?$`).test(compact)
  ) {
    digits = compact.replace(new RegExp(group, 'g'), '');
  }
  const match = new RegExp(`^(\\d{1,7})(?:${decimal}(\\d{0,${decimals}}))?$`).exec(digits);
  if (!match) return { kind: 'invalid' };
  const value = Number(`${match[1]}.${match[2] || '0'}`);
  if (sizeUnitOf(unitSystem) === 'in') return { kind: 'size', cm: inchesToMm(value) / 10 };
  return { kind: 'size', cm: value };
}

/** A stored size (centimetres) as the input shows it: the user's unit and separator, no grouping. */
export function sizeText(cm: number, locale: Locale, unitSystem: UnitSystem = 'metric'): string {
  const value = sizeUnitOf(unitSystem) === 'in' ? mmToInches(cmToNearestMm(cm)) : cm;
  return numberFormat(`size|${locale}`, locale, {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A stored size (centimetres, as articles keep them) for display, in the account's unit. */
export const formatSize = (cm: number, locale: Locale, unitSystem: UnitSystem = 'metric') =>
  formatLength(cmToNearestMm(cm), locale, unitSystem, 'cm');

/**
 * The params of an issue as its message shows them. A length's range (`unit: 'cm'`, set by the
 * article's field table for its lengths) is told as sizes in the account's unit and the user's
 * language: "Enter at least 60 cm" or "… 23.6 in", never a bare "60". Other params stay as they are.
 */
export function issueMessageParams(
  issue: Pick<Issue, 'params'>,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
): IssueParams {
  const { unit, ...params } = issue.params;
  if (unit !== 'cm') return issue.params;
  for (const key of ['min', 'max', 'value'] as const) {
    const value = params[key];
    if (typeof value === 'number') params[key] = formatSize(value, locale, unitSystem);
  }
  return params;
}
