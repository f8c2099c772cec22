// Choices whose values are lengths (a heading tape's height, a wave runner's spacing): their labels
// are lengths in the account's unit, as every other length the dealer reads, not a fixed "8 cm".
import type { Locale, UnitSystem } from '../enums.js';
import { formatSize } from '../format/index.js';

/** The enums whose values are lengths, and the centimetres each value stands for. */
const LENGTH_CHOICES: Readonly<Record<string, (value: number) => number>> = {
  /** Heading tape heights, in cm (8, 10, 12, 15). */
  tierSizes: (cm) => cm,
  /** Wave runner spacing, in mm (46, 60, 80). */
  runnerDistances: (mm) => mm / 10,
};

/** The centimetres a choice's value stands for; null when the enum is no length. */
export function choiceLengthCm(enumKey: string, value: string | number): number | null {
  const toCm = LENGTH_CHOICES[enumKey];
  const number = Number(value);
  return toCm && Number.isFinite(number) ? toCm(number) : null;
}

/**
 * A length choice's label in the user's language and the account's unit (`8 cm`, `3⅛ in`); null
 * when the enum is no length (its label is the catalogue's).
 */
export function lengthChoiceLabel(
  enumKey: string,
  value: string | number,
  locale: Locale,
  unitSystem: UnitSystem,
): string | null {
  const cm = choiceLengthCm(enumKey, value);
  return cm === null ? null : formatSize(cm, locale, unitSystem);
}

/** The price lines whose name holds a length (a tape's height, a surcharge's threshold), in cm. */
const PRICE_LINE_LENGTHS_CM: Readonly<Record<string, number>> = {
  headingtape12: 12,
  headingtape15: 15,
  heightover275: 275,
  strokesover280: 280,
};

/**
 * The params of a price line's name: its length (`size`) in the user's language and the account's
 * unit ("Heading tape 4¾ in surcharge"); none for a line whose name holds no length.
 */
export function priceLineNameParams(
  code: string,
  locale: Locale,
  unitSystem: UnitSystem,
): { size?: string } {
  const cm = PRICE_LINE_LENGTHS_CM[code];
  return cm === undefined ? {} : { size: formatSize(cm, locale, unitSystem) };
}
