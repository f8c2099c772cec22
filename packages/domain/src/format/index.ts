// Conversion and formatting at the edges: the dealer's centimetres in, money and lengths out in the
// user's language. Inside, lengths are integer millimetres and money integer cents.
import type { Currency, Locale, UnitSystem } from '../enums.js';
import type { Issue, IssueParams } from '../issues.js';

import { formatDay, formatMoment } from './dates.js';

export * from './address.js';
export * from './dates.js';

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
    return formatInches(inchReading(mm), locale);
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

// ---- Inches as a tape measure reads them: whole inches and sixteenths.

/** The finest fraction of an inch a size is read and shown in (a tape measure's sixteenths). */
export const INCH_FRACTIONS = 16;
const FRACTION_DENOMINATORS = [2, 4, 8, 16] as const;

/**
 * Millimetres → a count of sixteenths of an inch. `nearest` for a size; a lower bound is shown
 * rounded `up` and an upper bound `down`, so that the bound shown is itself accepted.
 */
export function mmToSixteenths(
  mm: number,
  rounding: 'nearest' | 'up' | 'down' = 'nearest',
): number {
  const exact = (mm * 10 * INCH_FRACTIONS) / MM_PER_INCH_TENTHS;
  const nearest = Math.round(exact);
  // A size stored from sixteenths lies within half a millimetre of them: that is the same value.
  if (Math.abs(exact - nearest) < 1e-9 || rounding === 'nearest') return nearest;
  return rounding === 'up' ? Math.ceil(exact) : Math.floor(exact);
}

const VULGAR_FRACTIONS: Record<string, readonly [number, number]> = {
  '½': [1, 2],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
};
const VULGAR_OF = new Map(
  Object.entries(VULGAR_FRACTIONS).map(([glyph, [n, d]]) => [`${n}/${d}`, glyph]),
);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** Sixteenths as whole inches and the reduced fraction that is left (13/16 → [0, 13, 16]). */
function inchParts(sixteenths: number): [whole: number, numerator: number, denominator: number] {
  const whole = Math.floor(sixteenths / INCH_FRACTIONS);
  const rest = sixteenths - whole * INCH_FRACTIONS;
  if (rest === 0) return [whole, 0, 1];
  const divisor = gcd(rest, INCH_FRACTIONS);
  return [whole, rest / divisor, INCH_FRACTIONS / divisor];
}

/**
 * The inches a size kept in whole millimetres is read back as: a tape measure's sixteenth when the
 * millimetres lie within half a millimetre of one (every size typed in sixteenths reads back as
 * typed), else a tenth when they lie within half a millimetre of one (a decimal typed, such as a
 * laser measure's 9.1), else the nearest sixteenth. A decimal that shares its millimetre with a
 * sixteenth (96.3 and 96 5/16 are both kept as 2446 mm) reads back as that sixteenth, at most 1/32 in
 * from what was typed: the millimetre an article keeps cannot tell the two apart.
 */
export type InchReading =
  | { kind: 'sixteenths'; sixteenths: number }
  | { kind: 'tenths'; tenths: number };

/** Half a millimetre in inches, and a hair for binary fractions. */
const HALF_MM_IN_INCHES = 0.5 / 25.4 + 1e-9;

export function inchReading(
  mm: number,
  prefer: 'sixteenths' | 'tenths' = 'sixteenths',
): InchReading {
  const inches = (mm * 10) / MM_PER_INCH_TENTHS;
  const sixteenths = mmToSixteenths(mm);
  const tenths = Math.round(inches * 10);
  const near = (value: number) => Math.abs(inches - value) <= HALF_MM_IN_INCHES;
  const asSixteenths = { kind: 'sixteenths', sixteenths } as const;
  const asTenths = { kind: 'tenths', tenths } as const;
  const order = prefer === 'tenths' ? [asTenths, asSixteenths] : [asSixteenths, asTenths];
  for (const reading of order) {
    if (near(reading.kind === 'tenths' ? tenths / 10 : sixteenths / INCH_FRACTIONS)) return reading;
  }
  return asSixteenths;
}

/**
 * The inches a size (cm) was typed as, as a number (113.25, 9.1): see `inchReading`. A caller that
 * knows a decimal was typed (a size ten times too small, 9.6 for 96) prefers tenths.
 */
export function inchesAsTyped(cm: number, prefer: 'sixteenths' | 'tenths' = 'sixteenths'): number {
  const reading = inchReading(cmToNearestMm(cm), prefer);
  return reading.kind === 'tenths' ? reading.tenths / 10 : reading.sixteenths / INCH_FRACTIONS;
}

/**
 * Inches for reading: `113¼ in`, `113⅜ in`, `113 3⁄16 in` (a fraction glyph where one exists), or
 * `9.6 in` for a decimal typed, with the language's own word for the unit (`po` in French).
 */
function formatInches(reading: InchReading, locale: Locale): string {
  if (reading.kind === 'tenths') {
    return numberFormat(`in1|${locale}`, locale, {
      style: 'unit',
      unit: 'inch',
      maximumFractionDigits: 1,
    }).format(reading.tenths / 10);
  }
  const [whole, numerator, denominator] = inchParts(reading.sixteenths);
  const parts = numberFormat(`in|${locale}`, locale, {
    style: 'unit',
    unit: 'inch',
    maximumFractionDigits: 0,
  }).formatToParts(whole);
  if (numerator === 0) return parts.map((part) => part.value).join('');
  const glyph = VULGAR_OF.get(`${numerator}/${denominator}`);
  const fraction = glyph ?? `${numerator}\u2044${denominator}`;
  const lastDigit = parts.findLastIndex((part) => part.type === 'integer');
  return parts
    .map((part, index) => {
      if (index !== lastDigit) return part.value;
      if (whole === 0) return fraction;
      return glyph ? `${part.value}${fraction}` : `${part.value} ${fraction}`;
    })
    .join('');
}

export type SizeTextReading =
  | { kind: 'empty' }
  | { kind: 'size'; cm: number }
  | {
      kind: 'invalid';
      /**
       * Why: `unit` (another unit than the field's), `decimals` (more decimals than the field
       * takes), `fraction` (a fraction a tape measure does not have), `format` (anything else).
       */
      reason: SizeTextProblem;
    };
export type SizeTextProblem = 'format' | 'decimals' | 'unit' | 'fraction';

const invalid = (reason: SizeTextProblem): SizeTextReading => ({ kind: 'invalid', reason });

const SPACES = /[\s\u00a0\u202f]/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unit written after a size: the field's own is taken off, any other refuses the text. */
const CM_MARK = /\s*cm\.?$/i;
const INCH_MARK = /\s*(?:"|″|”|''|in\.?|inch(?:es)?)$/i;
const ANY_UNIT = /(?:mm|cm|dm|m|km|ft|feet|foot|yd|yards?|'|’|"|″|”|in\.?|inch(?:es)?)$/i;

/**
 * A size the dealer typed or pasted, read in the user's language and unit, as the centimetres an
 * article stores (one decimal). `287,5` in Dutch and `287.5` in English are both 287.5 cm, and so
 * is `287,5 cm` pasted with its unit; a grouping separator is accepted only where it groups
 * thousands (`1.200` in Dutch is 1200), so a number written for another language is refused rather
 * than read as something else, and so is another unit (`2875 mm`). A trailing separator is a
 * decimal about to be typed.
 *
 * On an imperial account a length is read in inches as a tape measure says it — `113`, `113.25`,
 * `113 1/4`, `113-1/4`, `113¼`, `113 1/4"`, `113 1/4 in`, down to sixteenths — and converted once,
 * here, to the millimetre. A fraction half typed (`113 1`, `113 1/`) reads as its whole inches.
 * `kind: 'number'` reads a plain decimal (no unit) with at most `decimals` decimals.
 */
export function parseSizeText(
  text: string,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
  decimals = 1,
  kind: 'length' | 'number' = 'length',
): SizeTextReading {
  const trimmed = text.replace(SPACES, ' ').trim();
  if (trimmed === '') return { kind: 'empty' };
  const inches = kind === 'length' && sizeUnitOf(unitSystem) === 'in';
  const own = kind === 'number' ? null : inches ? INCH_MARK : CM_MARK;
  const bare = own ? trimmed.replace(own, '') : trimmed;
  if (bare === '') return invalid('format');
  if (ANY_UNIT.test(bare)) return invalid('unit');
  return inches ? readInches(bare, locale) : readDecimal(bare, locale, decimals);
}

function readDecimal(text: string, locale: Locale, decimals: number): SizeTextReading {
  const compact = text.replace(SPACES, '');
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
  if (!match) {
    const tooFine = new RegExp(`^\\d{1,7}${decimal}\\d{${decimals + 1},}$`).test(digits);
    return invalid(tooFine ? 'decimals' : 'format');
  }
  return { kind: 'size', cm: Number(`${match[1]}.${match[2] || '0'}`) };
}

/** Decimals an inch size may carry: sixteenths written as decimals (113.0625). */
const INCH_DECIMALS = 4;

function readInches(text: string, locale: Locale): SizeTextReading {
  const decimal = escapeRegExp(decimalSeparatorOf(locale));
  const size = (value: number): SizeTextReading => ({ kind: 'size', cm: inchesToMm(value) / 10 });
  // 113¼, 113 ¼, ¼
  const glyph = /^(\d{1,5})?\s*([½¼¾⅛⅜⅝⅞])$/.exec(text);
  if (glyph) {
    const [numerator, denominator] = VULGAR_FRACTIONS[glyph[2] as string] as readonly [
      number,
      number,
    ];
    return size(Number(glyph[1] ?? 0) + numerator / denominator);
  }
  // 113, 113.25, 113. (a decimal about to be typed)
  const plain = new RegExp(`^(\\d{1,5})(?:${decimal}(\\d*))?$`).exec(text);
  if (plain) {
    const fraction = plain[2] ?? '';
    if (fraction.length > INCH_DECIMALS) return invalid('decimals');
    return size(Number(`${plain[1]}.${fraction || '0'}`));
  }
  // 113 1/4, 113-1/4, 1/4, and a fraction on its way (113 1, 113 1/, 113 3/1 before 3/16)
  const fraction = /^(?:(\d{1,5})(?:\s+|\s*-\s*))?(\d{1,2})?\s*(?:([/⁄])\s*(\d{0,2}))?$/.exec(text);
  if (fraction && (fraction[1] !== undefined || fraction[3] !== undefined)) {
    const whole = Number(fraction[1] ?? 0);
    const numerator = fraction[2];
    const denominator = fraction[4] ?? '';
    const pending = numerator === undefined || denominator === '' || denominator === '1';
    if (pending) return fraction[1] === undefined ? invalid('format') : size(whole);
    const n = Number(numerator);
    const d = Number(denominator);
    if (!(FRACTION_DENOMINATORS as readonly number[]).includes(d) || n === 0 || n >= d) {
      return invalid('fraction');
    }
    return size(whole + n / d);
  }
  return invalid('format');
}

/**
 * A stored size (centimetres) as the input shows it: the user's unit and separator, no grouping.
 * Inches as typed on a keyboard, to the nearest sixteenth: `113 1/4`, `3/8`, `96`.
 */
export function sizeText(cm: number, locale: Locale, unitSystem: UnitSystem = 'metric'): string {
  if (sizeUnitOf(unitSystem) === 'in') {
    const reading = inchReading(cmToNearestMm(cm));
    if (reading.kind === 'tenths') {
      return numberFormat(`size|${locale}`, locale, {
        useGrouping: false,
        maximumFractionDigits: 2,
      }).format(reading.tenths / 10);
    }
    const [whole, numerator, denominator] = inchParts(reading.sixteenths);
    if (numerator === 0) return String(whole);
    return whole === 0 ? `${numerator}/${denominator}` : `${whole} ${numerator}/${denominator}`;
  }
  return numberFormat(`size|${locale}`, locale, {
    useGrouping: false,
    maximumFractionDigits: 2,
  }).format(cm);
}

/**
 * A stored size (centimetres, as articles keep them) for display, in the account's unit. A bound
 * is shown rounded inwards on an imperial account (`up` for a minimum, `down` for a maximum), so
 * that the size the message names is one the field accepts.
 */
export function formatSize(
  cm: number,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
  rounding: 'nearest' | 'up' | 'down' = 'nearest',
): string {
  const mm = cmToNearestMm(cm);
  if (unitSystem === 'imperial' && rounding !== 'nearest') {
    return formatInches({ kind: 'sixteenths', sixteenths: mmToSixteenths(mm, rounding) }, locale);
  }
  return formatLength(mm, locale, unitSystem, 'cm');
}

/**
 * The params of an issue as its message shows them. An issue about lengths (`unit: 'cm'`, set by
 * the article's field table for its lengths and by the calculation for its cut lengths, fabric
 * widths and surcharge thresholds) tells every number as a size in the account's unit and the
 * user's language: "Enter at least 60 cm" or "… 23.6 in", never a bare "60". A file size's (`unit: 'bytes'`)
 * numbers are told as sizes in the user's language ("1,1 MB"). Other params stay as they are.
 */
export function issueMessageParams(
  issue: Pick<Issue, 'params'>,
  locale: Locale,
  unitSystem: UnitSystem = 'metric',
): IssueParams {
  const { unit, ...params } = issue.params;
  if (unit === 'bytes') {
    for (const [key, value] of Object.entries(params)) {
      if (typeof value === 'number') params[key] = formatFileSize(value, locale);
    }
    return params;
  }
  if (unit !== 'cm') return issue.params;
  const rounding: Readonly<Record<string, 'up' | 'down'>> = { min: 'up', max: 'down' };
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') {
      params[key] = formatSize(value, locale, unitSystem, rounding[key] ?? 'nearest');
    }
  }
  return params;
}

/**
 * A file's size in the user's language, in decimal units as a file manager shows them: `850 kB`,
 * `1.1 MB` in English, `1,1 MB` in Dutch (at most one decimal; whole kilobytes below a megabyte,
 * at least 1 kB).
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes >= 1_000_000) {
    return numberFormat(`mb|${locale}`, locale, {
      style: 'unit',
      unit: 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes / 1_000_000);
  }
  return numberFormat(`kb|${locale}`, locale, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1000)));
}

/**
 * A price line's quantity when it is a length, in the account's unit: the yards of fabric an
 * imperial account reads beside its cut list in yards (`15.86 yd`), not the metres the price list
 * charges in. Null for a metric account and for lines counted in pieces or m² (their quantity is
 * shown with the catalogue's unit word).
 */
export function lineLengthText(
  quantity: number,
  unit: 'metre' | 'piece' | 'm2',
  locale: Locale,
  unitSystem: UnitSystem,
): string | null {
  if (unit !== 'metre' || unitSystem !== 'imperial') return null;
  return formatLength(Math.round(quantity * 1000), locale, unitSystem, 'm');
}

const collators = new Map<string, Intl.Collator>();

/**
 * Names compared as the user's language sorts them (Lithuanian puts Į after I, German Ü with U,
 * case and accents aside), with numbers by their value ("Demo 2" before "Demo 10"). Built once per
 * locale.
 */
export function nameCollator(locale: string): Intl.Collator {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, collator);
  }
  return collator;
}

/**
 * The first use of each kind of Intl formatter in a page loads the language's data for it: 5 to
 * 25 ms each for dates, numbers and sorting on a desktop, about four times that on a phone. Each
 * step here builds one of the formatters the pages use (the same, kept objects), so a page can
 * load that data in small steps of its own before its first render needs it. Each step is
 * independent; run them one at a time.
 */
export function formatterWarmUps(locale: Locale): (() => unknown)[] {
  const instant = new Date(0).toISOString();
  return [
    () => nameCollator(locale).compare('a', 'b'),
    () => formatMoney(0, 'eur', locale),
    () => formatQuantity(0, locale),
    () => formatDay(instant, locale),
    () => formatDay('2026-01-01', locale),
    () => formatMoment(instant, locale),
  ];
}
