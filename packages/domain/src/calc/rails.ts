// Rails and rods (calculation.md §3): bar length with curve legs, bars and connectors, supports,
// runners, end pieces, curves and the electric parts. The checks that join fields (shortest curve
// leg, connector choice, double battery) are rules of ../rules and run before this.
import type { BatteryOption, Color, CurveType, PowerType } from '../enums.js';
import type { CalculationDefaults } from '../pricing/price-list.js';
import { ceilDiv, chargedLength } from './rounding.js';
import { type CutList, emptyCutList, type Part } from './types.js';

export interface RailInput {
  /** Rods hang on brackets further apart and end in knobs; rails end in end stops. */
  kind: 'rail' | 'rod';
  colour: Color | null;
  widthMm: number;
  curveType: CurveType | null;
  /** Every curve leg the fitter measured (left, right, centre, edges); ignored without a curve. */
  legsMm: number[];
  /** Panels the rail carries (1 for a one-way draw, 2 for a split). */
  panels: number;
  withRunners: boolean;
  runnerSpacingMm: number | null;
  /** Decorative rails with knobs instead of end stops. */
  withEndKnobs: boolean;
  /** The dealer's answer when the rail needs more than one bar (the rules ask for it). */
  withConnector: boolean | null;
  withStopper: boolean;
  withRetarder: boolean;
  electric: {
    power: PowerType;
    battery: BatteryOption | null;
    remote: boolean;
    hub: boolean;
  } | null;
}

export interface RailFacts {
  lengthMm: number;
  chargedMm: number;
  curves: number;
}

const CURVES_BY_TYPE: Record<CurveType, number> = {
  nocurve: 0,
  single45: 1,
  single90: 1,
  double45: 2,
  double90: 2,
  quadruple45: 4,
  quadruple90: 4,
};

/** Longest bar the manufacturer makes in this colour (some anodised colours come shorter). */
export function maxBarLengthMm(defaults: CalculationDefaults, colour: Color | null): number {
  return (colour && defaults.rail.maxBarLengthByColourMm[colour]) || defaults.rail.maxBarLengthMm;
}

export function calculateRail(
  input: RailInput,
  defaults: CalculationDefaults,
): { cutList: CutList; facts: RailFacts } {
  const rail = defaults.rail;
  const curves = CURVES_BY_TYPE[input.curveType ?? 'nocurve'];
  // A rail is bent from one bar, so each curve leg adds its length to the bar.
  const legsMm = curves > 0 ? input.legsMm.reduce((sum, leg) => sum + Math.max(0, leg), 0) : 0;
  const lengthMm = input.widthMm + legsMm;
  const maxBarMm = maxBarLengthMm(defaults, input.colour);
  const bars = Math.max(1, ceilDiv(lengthMm, maxBarMm));
  // Without connectors the bars come loose in the box and the fitter joins them on site.
  const connectors = bars - 1;
  const parts: Part[] = [{ code: 'bar', quantity: bars, lengthMm: ceilDiv(lengthMm, bars) }];
  if (connectors > 0 && input.withConnector !== false) {
    parts.push({ code: 'connector', quantity: connectors });
  }
  const spacing = input.kind === 'rod' ? rail.rodSupportSpacingMm : rail.railSupportSpacingMm;
  parts.push({ code: 'support', quantity: ceilDiv(input.widthMm, spacing) + 1 });
  if (input.withRunners && input.kind === 'rail') {
    const distance = input.runnerSpacingMm ?? rail.runnerSpacingMm;
    parts.push({ code: 'runner', quantity: ceilDiv(input.widthMm, distance) + input.panels });
  }
  parts.push({
    code: input.kind === 'rod' || input.withEndKnobs ? 'endknob' : 'endstop',
    quantity: rail.endPieces,
  });
  if (curves > 0) parts.push({ code: 'curve', quantity: curves });
  if (input.withStopper) parts.push({ code: 'stopper', quantity: input.panels });
  if (input.withRetarder) parts.push({ code: 'retarder', quantity: input.panels });
  if (input.electric) {
    parts.push({ code: 'motor', quantity: 1 });
    parts.push({ code: input.electric.power === 'battery' ? 'battery' : 'powercord', quantity: 1 });
    if (input.electric.remote) parts.push({ code: 'remote', quantity: 1 });
    if (input.electric.hub) parts.push({ code: 'hub', quantity: 1 });
  }
  return {
    cutList: { ...emptyCutList(), parts },
    facts: { lengthMm, chargedMm: chargedLength(lengthMm, defaults.chargeStepMm), curves },
  };
}
