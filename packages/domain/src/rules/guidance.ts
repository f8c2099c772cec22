// The configurators' guidance (configurators §9): what the forms advise, never refuse. Each value is
// the spec's; the forms word it in the account's language and unit.
import type { FabricFacts } from '../context.js';
import type { ArticleType, Luxury } from '../enums.js';
import type { CalculationDefaults } from '../pricing/price-list.js';

/** A rail or rod at least 8 cm from the wall, so the curtain hangs free of the sill and radiator. */
export const WALL_CLEARANCE_MIN_MM = 80;
/** A rail at least 10 cm wider than the window on each side, so the drawn curtain clears it. */
export const SIDE_MARGIN_MIN_MM = 100;
/** A curtain longer than this runs best on rollers (roller runners) rather than plain runners. */
export const ROLLERS_ADVISED_ABOVE_MM = 2500;
/** Panel curtains are made to order in four weeks. */
export const PANEL_LEAD_TIME_WEEKS = 4;

export function rollersAdvised(heightMm: number): boolean {
  return heightMm > ROLLERS_ADVISED_ABOVE_MM;
}

/** The lead time in weeks an article type states at confirmation; null when it has none of its own. */
export function leadTimeWeeks(articleType: ArticleType | null): number | null {
  return articleType === 'panelcurtain' ? PANEL_LEAD_TIME_WEEKS : null;
}

/**
 * The widest fabric the make-up price of this luxury assumes, when the fabric (cut in drops) is
 * wider: the form notes it beside the fabric. Null when it fits, or the price list names no width.
 */
export function fabricWidthAssumed(
  fabric: Pick<FabricFacts, 'widthMm' | 'widthType'>,
  luxury: Luxury,
  defaults: Pick<CalculationDefaults, 'fabricWidthAssumedMm'>,
): number | null {
  const assumedMm = defaults.fabricWidthAssumedMm?.[luxury];
  if (assumedMm === undefined || fabric.widthType !== 'strokes') return null;
  return fabric.widthMm > assumedMm ? assumedMm : null;
}
