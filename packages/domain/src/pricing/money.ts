// Integer money arithmetic. Quantities reach pricing in thousandths of their unit (a metre is
// 1000, 16.8 m is 16 800) so that a line amount is one integer division, rounded half up, and no
// float ever holds money.

/** `numerator / denominator` rounded half up, for non-negative integers. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A line amount in cents: quantity (thousandths) × unit price (cents), rounded half up. */
export function lineAmount(quantityMilli: number, unitPriceCents: number): number {
  return divRoundHalfUp(quantityMilli * unitPriceCents, 1000);
}

/** Scales an amount by an integer percentage (185 = × 1.85), rounded half up. */
export function applyPercent(amountCents: number, percent: number): number {
  return divRoundHalfUp(amountCents * percent, 100);
}
