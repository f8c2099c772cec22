// The rail, rod or pull rod to draw, in millimetres: the bar with its curve legs (front view and seen
// from above), supports, connectors, runners, end pieces and motor. Pure, like ./geometry.
import {
  type ArticleType,
  BENDS_BY_CURVE_TYPE,
  type CalculationDefaults,
  COLORS,
  type Color,
  CURVE_TYPES,
  type CutList,
  curveAngleOf,
  curveSideOf,
  END_KNOBS,
  type EndKnob,
  isElectricRailKind,
  MOTOR_SIDES,
  type RailRodKind,
  railKindOf,
  railPartsOf,
  shortestCurveLegMm,
} from '@atelier/domain';
import { choice, lengthMm, type Params, partQuantity } from './params.js';

/** Bar profiles look different: a flat track, a round or square decorative tube, a rod. */
export type RailProfile = 'track' | 'round' | 'square' | 'rod';

/** One straight piece of the bar seen from above, from the centre part outwards. */
export interface Leg {
  lengthMm: number;
  /** Angle to the wall line: 45 or 90 for a curve leg, 0 for an edge piece along the wall. */
  angleDeg: number;
}

export interface RailModel {
  kind: RailRodKind | null;
  isRod: boolean;
  profile: RailProfile;
  colour: Color | null;
  widthMm: number;
  legsLeft: Leg[];
  legsRight: Leg[];
  curveAngle: 45 | 90 | null;
  /** Front view: how far the legs reach beyond the straight part on each side. */
  frontLeftMm: number;
  frontRightMm: number;
  /** Length of the bar unrolled (width plus every leg). */
  barLengthMm: number;
  supportsMm: number[];
  /** Joints between bars, as x in the front view. */
  connectorsMm: number[];
  runnersMm: number[];
  ends: 'knob' | 'stop';
  knob: EndKnob;
  /** An electric rail has a motor; its side is null until the dealer chooses one. */
  motor: boolean;
  motorSide: 'left' | 'right' | null;
}

function profileOf(kind: RailRodKind | null, params: Params): RailProfile {
  if (kind === 'decorativerod') return 'rod';
  if (kind === 'eraildecoround35mm') return 'round';
  if (kind === 'eraildecosquare32mm') return 'square';
  if (kind === 'decorativerail') {
    return typeof params.rail_type === 'string' && params.rail_type.startsWith('square')
      ? 'square'
      : 'round';
  }
  return 'track';
}

/**
 * Legs on each side, from the straight part outwards. One bend goes on the side the dealer measured
 * (left unless only the right is given); four bends make a bay: a leg back towards the wall, then
 * an edge piece along it. A leg not measured yet is drawn as the shortest the rail's kind can be
 * bent with (the domain's `shortestCurveLegMm`).
 */
export function legsOf(
  params: Params,
  kind: RailRodKind | null = null,
): { left: Leg[]; right: Leg[]; angle: 45 | 90 | null } {
  const curve = choice(params.curve_type, CURVE_TYPES) ?? 'nocurve';
  const bends = BENDS_BY_CURVE_TYPE[curve];
  if (bends === 0) return { left: [], right: [], angle: null };
  const angle = curveAngleOf(curve) ?? 90;
  const leftMm = lengthMm(params.curve_left_length);
  const rightMm = lengthMm(params.curve_right_length);
  const unmeasuredMm = shortestCurveLegMm(kind ?? 'decorativerail');
  const leg = (mm: number | null): Leg => ({ lengthMm: mm ?? unmeasuredMm, angleDeg: angle });
  const edge = (mm: number | null): Leg[] => (mm ? [{ lengthMm: mm, angleDeg: 0 }] : []);
  if (bends === 1) {
    return curveSideOf(params) === 'right'
      ? { left: [], right: [leg(rightMm)], angle }
      : { left: [leg(leftMm)], right: [], angle };
  }
  const left = [leg(leftMm)];
  const right = [leg(rightMm)];
  if (bends === 4) {
    left.push(...edge(lengthMm(params.curve_left_edge_length)));
    right.push(...edge(lengthMm(params.curve_right_edge_length)));
  }
  return { left, right, angle };
}

const frontReach = (legs: Leg[]) =>
  legs.reduce((sum, leg) => sum + leg.lengthMm * Math.cos((leg.angleDeg * Math.PI) / 180), 0);
const unrolled = (legs: Leg[]) => legs.reduce((sum, leg) => sum + leg.lengthMm, 0);

/** `count` points spread evenly over a width, kept a little in from the ends (brackets, runners). */
export function spreadMm(widthMm: number, count: number, insetMm: number): number[] {
  if (!(widthMm > 0) || !(count > 0)) return [];
  if (count === 1) return [widthMm / 2];
  const inset = Math.min(insetMm, widthMm / 4);
  const step = (widthMm - 2 * inset) / (count - 1);
  return Array.from({ length: count }, (_, i) => inset + i * step);
}

/**
 * Where bars join, as x in the front view: the unrolled bar is cut into equal bars, and a joint on
 * a leg shows where that leg is seen from the front.
 */
export function connectorPositionsMm(
  model: Pick<RailModel, 'widthMm' | 'legsLeft' | 'legsRight'>,
  bars: number,
): number[] {
  if (bars < 2) return [];
  const pieces: Array<{ lengthMm: number; frontMm: number }> = [
    ...[...model.legsLeft].reverse().map((leg) => ({
      lengthMm: leg.lengthMm,
      frontMm: leg.lengthMm * Math.cos((leg.angleDeg * Math.PI) / 180),
    })),
    { lengthMm: model.widthMm, frontMm: model.widthMm },
    ...model.legsRight.map((leg) => ({
      lengthMm: leg.lengthMm,
      frontMm: leg.lengthMm * Math.cos((leg.angleDeg * Math.PI) / 180),
    })),
  ];
  const total = pieces.reduce((sum, piece) => sum + piece.lengthMm, 0);
  const start = -frontReach(model.legsLeft);
  const positions: number[] = [];
  for (let k = 1; k < bars; k += 1) {
    let along = (total * k) / bars;
    let x = start;
    for (const piece of pieces) {
      if (along <= piece.lengthMm) {
        x += piece.lengthMm > 0 ? (along / piece.lengthMm) * piece.frontMm : 0;
        break;
      }
      along -= piece.lengthMm;
      x += piece.frontMm;
    }
    positions.push(x);
  }
  return positions;
}

/**
 * The parts to draw, as the calculation counts them: the live evaluation's cut list, or the
 * domain's rail calculation with the loaded price list while the article is incomplete (a rail
 * drawn above a curtain has no cut list of its own). Nothing to draw before the price list loads.
 */
function partsToDraw(
  articleType: ArticleType,
  params: Params,
  cutList: CutList | null,
  defaults: CalculationDefaults | null,
): CutList | null {
  if (cutList && cutList.parts.length > 0) return cutList;
  return defaults ? railPartsOf(articleType, params, defaults) : null;
}

/** The rail or rod to draw, or null while its width is missing. */
export function railModel(
  articleType: ArticleType,
  params: Params,
  cutList: CutList | null,
  defaults: CalculationDefaults | null = null,
): RailModel | null {
  const widthMm = lengthMm(params.width);
  if (widthMm === null) return null;
  const kind = railKindOf(articleType, params);
  const isRod = kind === 'decorativerod';
  const colour = choice(params.color, COLORS);
  const { left, right, angle } = legsOf(params, kind);
  const barLengthMm = widthMm + unrolled(left) + unrolled(right);
  const model = { widthMm, legsLeft: left, legsRight: right };
  const parts = partsToDraw(articleType, params, cutList, defaults);
  // Counts as the calculation gives them; a rail ordered without connectors lists none, so its
  // loose bars are drawn without joints.
  const supports = Math.min(partQuantity(parts, 'support') ?? 0, 200);
  const runners = Math.min(partQuantity(parts, 'runner') ?? 0, 400);
  const connectors = Math.min(partQuantity(parts, 'connector') ?? 0, 49);
  const knob = choice(params.end_knob, END_KNOBS);
  return {
    kind,
    isRod,
    profile: profileOf(kind, params),
    colour,
    widthMm,
    legsLeft: left,
    legsRight: right,
    curveAngle: angle,
    frontLeftMm: frontReach(left),
    frontRightMm: frontReach(right),
    barLengthMm,
    supportsMm: spreadMm(widthMm, supports, 100),
    connectorsMm: connectorPositionsMm(model, connectors + 1),
    runnersMm: spreadMm(widthMm, runners, 30),
    ends: isRod || knob !== null ? 'knob' : 'stop',
    knob: knob ?? 'standard',
    motor: isElectricRailKind(kind),
    motorSide: isElectricRailKind(kind) ? choice(params.motor_side, MOTOR_SIDES) : null,
  };
}

/** Points of the bar seen from above (x along the wall, y away from it), left end to right end. */
export function planPoints(
  model: Pick<RailModel, 'widthMm' | 'legsLeft' | 'legsRight'>,
  clearanceMm = 80,
): Array<[number, number]> {
  const depthOf = (legs: Leg[]) =>
    legs.reduce((sum, leg) => sum + leg.lengthMm * Math.sin((leg.angleDeg * Math.PI) / 180), 0);
  const depth = Math.max(depthOf(model.legsLeft), depthOf(model.legsRight)) + clearanceMm;
  const walk = (legs: Leg[], direction: 1 | -1, from: [number, number]) => {
    const points: Array<[number, number]> = [];
    let [x, y] = from;
    for (const leg of legs) {
      const radians = (leg.angleDeg * Math.PI) / 180;
      x += direction * leg.lengthMm * Math.cos(radians);
      y -= leg.lengthMm * Math.sin(radians);
      points.push([x, y]);
    }
    return points;
  };
  const leftEnd = walk(model.legsLeft, -1, [0, depth]).reverse();
  const rightEnd = walk(model.legsRight, 1, [model.widthMm, depth]);
  return [...leftEnd, [0, depth], [model.widthMm, depth], ...rightEnd];
}

export interface PullRodModel {
  lengthMm: number;
  colour: Color | null;
}

export function pullRodModel(params: Params): PullRodModel | null {
  const length = lengthMm(params.length);
  if (length === null) return null;
  return { lengthMm: length, colour: choice(params.color, COLORS) };
}
