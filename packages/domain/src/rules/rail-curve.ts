// The bend of a rail or rod and the bars it is made of (configurators §3, §5; calculation.md §3).
// The curve type says how many bends and at which angle; the legs the fitter measures follow from
// it. One bend sits on one side (the side decides which leg is asked), two bends turn both ends to
// the wall, four bends make a bay window (a leg and an edge piece on each side). A leg the curve
// type does not have is not part of the rail: it is neither asked, drawn, stored nor charged.
import { maxBarLengthMm } from '../calc/rails.js';
import { ceilDiv } from '../calc/rounding.js';
import { type ArticleType, type Color, CURVE_TYPES, type CurveType } from '../enums.js';
import { cmToMm } from '../format/index.js';
import type { CalculationDefaults } from '../pricing/price-list.js';
import { type RailRodDraft, withAcceptedLengths } from '../schemas/index.js';
import { CURVE_LEG_FIELDS, type CurveLegField } from '../schemas/rails.js';

/** One of the curve types (a choice handed on by the form's control). */
export function isCurveType(value: unknown): value is CurveType {
  return (CURVE_TYPES as readonly unknown[]).includes(value);
}

export type CurveSide = 'left' | 'right';
type Params = Readonly<Record<string, unknown>>;

/** How many bends each curve type has. */
export const BENDS_BY_CURVE_TYPE: Record<CurveType, number> = {
  nocurve: 0,
  single45: 1,
  single90: 1,
  double45: 2,
  double90: 2,
  quadruple45: 4,
  quadruple90: 4,
};

function bendsOf(curveType: unknown): number {
  return typeof curveType === 'string' && curveType in BENDS_BY_CURVE_TYPE
    ? BENDS_BY_CURVE_TYPE[curveType as CurveType]
    : 0;
}

/** The angle of each bend, or null without a curve. */
export function curveAngleOf(curveType: unknown): 45 | 90 | null {
  if (bendsOf(curveType) === 0) return null;
  return String(curveType).endsWith('90') ? 90 : 45;
}

export function isSingleBend(curveType: unknown): boolean {
  return bendsOf(curveType) === 1;
}

/** The legs a curve type asks for; a single bend asks only the leg of its side. */
export function curveLegsFor(curveType: unknown, side: CurveSide = 'left'): CurveLegField[] {
  switch (bendsOf(curveType)) {
    case 1:
      return [side === 'left' ? 'curve_left_length' : 'curve_right_length'];
    case 2:
      return ['curve_left_length', 'curve_right_length'];
    case 4:
      return [
        'curve_left_edge_length',
        'curve_left_length',
        'curve_right_length',
        'curve_right_edge_length',
      ];
    default:
      return [];
  }
}

/**
 * The side a single bend is on, read from the stored legs: right only when the right leg is the one
 * measured. With both legs given (an API client may send them), the left one counts.
 */
export function curveSideOf(parameters: Params): CurveSide {
  return parameters.curve_right_length !== undefined && parameters.curve_left_length === undefined
    ? 'right'
    : 'left';
}

/** The legs this rail has, by its curve type and side. */
export function appliedCurveLegs(parameters: Params): CurveLegField[] {
  return curveLegsFor(parameters.curve_type, curveSideOf(parameters));
}

function withoutLegsExcept(parameters: Params, kept: readonly CurveLegField[]) {
  const next: Record<string, unknown> = { ...parameters };
  for (const leg of CURVE_LEG_FIELDS) if (!kept.includes(leg)) delete next[leg];
  return next;
}

/** Drops every leg the curve type does not have (what the API does before it prices). */
export function withAppliedCurveLegs(parameters: Params): Record<string, unknown> {
  return withoutLegsExcept(parameters, appliedCurveLegs(parameters));
}

/** Another curve type: legs the new curve does not have would still lengthen the rail, so they go. */
export function changeCurveType(
  parameters: Readonly<RailRodDraft>,
  curveType: CurveType | undefined,
  side: CurveSide,
): RailRodDraft {
  const next = withoutLegsExcept(parameters, curveLegsFor(curveType, side));
  if (curveType === undefined) delete next.curve_type;
  else next.curve_type = curveType;
  return next;
}

/** Switching the side of a single bend moves the measured leg with it. */
export function changeCurveSide(
  parameters: Readonly<RailRodDraft>,
  from: CurveSide,
  to: CurveSide,
): RailRodDraft {
  const next: Record<string, unknown> = { ...parameters };
  const fromLeg = from === 'left' ? 'curve_left_length' : 'curve_right_length';
  const toLeg = to === 'left' ? 'curve_left_length' : 'curve_right_length';
  if (fromLeg !== toLeg && next[fromLeg] !== undefined) {
    next[toLeg] = next[fromLeg];
    delete next[fromLeg];
  }
  return next;
}

/** The rail's full length in mm: straight width plus the legs its curve type has. */
export function railLengthMm(parameters: Params): number {
  let total = cmToMm(parameters.width as number) ?? 0;
  for (const leg of appliedCurveLegs(parameters)) total += cmToMm(parameters[leg] as number) ?? 0;
  return total;
}

export interface ConnectorNeed {
  lengthMm: number;
  maxBarMm: number;
  bars: number;
  /** Joints between bars; whether they are delivered as connectors is the dealer's choice. */
  connectors: number;
}

/**
 * When a rail is longer than one bar (calculation.md §3: 6000 mm, champagne and rose copper
 * 4000 mm, kept in the price list), the dealer says whether the bars come with connectors
 * (configurators §5). Null while the rail fits one bar (or the price list is not loaded yet).
 */
export function connectorNeed(
  articleType: ArticleType | (string & {}) | null | undefined,
  typed: Params,
  defaults: CalculationDefaults | null | undefined,
): ConnectorNeed | null {
  if (!defaults) return null;
  // Worked out on the lengths the fields accept only: a refused width asks for nothing.
  const parameters = withAcceptedLengths(articleType, typed);
  const colour = typeof parameters.color === 'string' ? (parameters.color as Color) : null;
  const maxBarMm = maxBarLengthMm(defaults, colour);
  const lengthMm = railLengthMm(parameters);
  if (!(maxBarMm > 0) || lengthMm <= maxBarMm) return null;
  const bars = ceilDiv(lengthMm, maxBarMm);
  return { lengthMm, maxBarMm, bars, connectors: bars - 1 };
}

/** Connectors delivered with the rail: none when it is ordered without them. */
export function deliveredConnectors(parameters: Params, need: ConnectorNeed | null): number {
  return need === null || parameters.with_connector === false ? 0 : need.connectors;
}
