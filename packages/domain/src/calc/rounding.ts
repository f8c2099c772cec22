// Rounding of lengths (calculation.md §0): whatever is derived by multiplication or division is
// rounded up to the whole millimetre, because the workshop can never cut less than it needs.

/** `ceil(numerator / denominator)` for non-negative integers, without float error. */
export function ceilDiv(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return quotient * denominator < numerator ? quotient + 1 : quotient;
}

/** `round(numerator / denominator)`, half up, for non-negative integers. */
export function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Fabric charged per started step: `ceil(length / step) × step`. */
export function chargedLength(lengthMm: number, stepMm: number): number {
  return ceilDiv(lengthMm, stepMm) * stepMm;
}

/** A cut rounded up to a whole number of pattern repeats (unchanged when plain). */
export function roundToRepeat(cutMm: number, repeatMm: number): number {
  return repeatMm > 0 ? ceilDiv(cutMm, repeatMm) * repeatMm : cutMm;
}

/** Millimetres as centimetres with one decimal, for the parameters of a message. */
export const mmToCmParam = (mm: number): number => mm / 10;
