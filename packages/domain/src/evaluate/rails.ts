// Rails, rods and the pull rod: parameters (cm) → parts (calculation.md §3) → price lines (§4).
import { calculateRail, type RailInput } from '../calc/rails.js';
import type { CutList, Part } from '../calc/types.js';
import type { ArticleType, RailRodKind, RunnerType, SupportType } from '../enums.js';
import { issue } from '../issues.js';
import type {
  BarKind,
  CalculationDefaults,
  PriceLineCode,
  UnitPrice,
} from '../pricing/price-list.js';
import { appliedCurveLegs } from '../rules/rail-curve.js';
import { railKindOf } from '../rules/rail-kinds.js';
import type {
  ArticleParametersByType,
  ParametersDraft,
  RailRodParameters,
} from '../schemas/index.js';
import {
  type EvaluationInput,
  type EvaluatorResult,
  mm0,
  plusPrice,
  remoteTypeOf,
} from './shared.js';

/**
 * The fields of a rail or rod as read here: validated by the evaluator, or as the dealer typed them
 * by the preview (`railPartsOf`), so a number may still be text and a choice emptied (null).
 */
type RailParams = Readonly<ParametersDraft<RailRodParameters>>;

/**
 * The bar an article is made of: its track type, rail profile or rod size decides the price. Null
 * when the field that names it is missing; undefined when the kind is not a bar at all.
 */
function barKindOf(kind: RailRodKind, params: RailParams): BarKind | null | undefined {
  switch (kind) {
    case 'trackrail':
    case 'electricrail':
    case 'electrictrackrail':
      // A motorised track runs in the cord track; a plain track rail defaults to the A-track.
      return params.track_type ?? (kind === 'trackrail' ? 'track_1014' : 'cord_1020_motor');
    case 'decorativerail':
      return params.rail_type ?? null;
    case 'eraildecoround35mm':
    case 'eraildecosquare32mm':
      return kind;
    case 'decorativerod':
      return params.rod_size ?? null;
    default:
      return undefined; // pull rods and loose parts are not bars of this flow
  }
}

const ELECTRIC_KINDS: readonly RailRodKind[] = [
  'electricrail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
];

/** Runners for a wave curtain follow the wave spacing; others are the dealer's choice. */
function runnerTypeOf(params: RailParams, wave: boolean, spacingMm: number): RunnerType {
  const chosen = params.runner_type;
  if (chosen) return chosen;
  if (wave) return spacingMm === 60 ? 'waverunner6cm' : 'waverunner8cm';
  return 'runner';
}

/** The line code and unit price of a rail part (bars are priced by the metre, not here). */
function priceOfPart(
  part: Part,
  { params, table }: EvaluationInput<RailParams>,
  wave: boolean,
  runnerSpacingMm: number,
  support: SupportType,
): [PriceLineCode, UnitPrice] | null {
  switch (part.code) {
    case 'support':
      return ['support', table.support[support]];
    case 'runner':
      return ['runner', table.runner[runnerTypeOf(params, wave, runnerSpacingMm)]];
    case 'endstop':
      return ['endstop', table.endStop];
    case 'endknob':
      return ['endknob', table.endKnob[params.end_knob ?? 'standard']];
    case 'curve':
      return ['curve', table.curve];
    case 'connector':
      return ['connector', table.connector];
    case 'stopper':
      return ['stopper', table.stopper];
    case 'retarder':
      return ['retarder', table.retarder];
    case 'motor':
      return ['motor', table.motor];
    case 'powercord':
      return ['powercord', table.powerCord];
    case 'battery':
      return ['battery', table.battery[params.battery_option ?? 'singlebattery']];
    case 'remote':
      return ['remote', table.remote[remoteTypeOf(params)]];
    case 'hub':
      return ['hub', table.hub];
    default:
      return null; // bars are priced by the metre above
  }
}

/** What the calculation of a rail needs from its parameters; null when the type is no rail. */
function railInputOf(
  articleType: ArticleType,
  params: RailParams,
  defaults: CalculationDefaults,
): { kind: RailRodKind; input: RailInput; wave: boolean } | null {
  const kind = railKindOf(articleType, params);
  if (!kind || barKindOf(kind, params) === undefined) return null;
  const isRod = kind === 'decorativerod';
  const split = params.curtain_split_type;
  const wave = params.rail_curtain_type === 'wavecurtain';
  const withConnector = params.with_connector;
  const waveSpacingMm = params.wave_runner_distance;
  return {
    kind,
    wave,
    input: {
      kind: isRod ? 'rod' : 'rail',
      colour: params.color ?? null,
      widthMm: mm0(params.width),
      curveType: params.curve_type ?? null,
      // Only the legs its curve type has: a single bend has one (rules/rail-curve.ts).
      legsMm: appliedCurveLegs(params).map((leg) => mm0(params[leg])),
      panels: split === 'left' || split === 'right' ? 1 : 2,
      withRunners: params.with_runner !== false,
      runnerSpacingMm:
        wave && typeof waveSpacingMm === 'number' && Number.isFinite(waveSpacingMm)
          ? waveSpacingMm
          : defaults.rail.runnerSpacingMm,
      withEndKnobs: params.end_knob !== undefined,
      withConnector: typeof withConnector === 'boolean' ? withConnector : null,
      withStopper: params.with_stopper === true,
      withRetarder: params.with_retarder === true,
      electric: ELECTRIC_KINDS.includes(kind)
        ? {
            power: params.power_type ?? 'standard230v',
            battery: params.battery_option ?? null,
            remote: params.with_remote_control === true,
            hub: params.with_hub === true,
          }
        : null,
    },
  };
}

/**
 * The parts of a rail or rod as the calculation counts them (bars, connectors, supports, runners,
 * ends, motor), from parameters that need not be complete yet: the preview draws them while the
 * dealer types, before the article validates. Null without a width or when the type is no rail.
 * The preview hands on any article's parameters (a form's, an offer's stored ones): they are read
 * as a rail's fields, and a length that is still text counts as none.
 */
export function railPartsOf(
  articleType: ArticleType,
  params: RailParams | Readonly<Record<string, unknown>>,
  defaults: CalculationDefaults,
): CutList | null {
  const rail = railInputOf(articleType, params as RailParams, defaults);
  if (!rail || !(rail.input.widthMm > 0)) return null;
  return calculateRail(rail.input, defaults).cutList;
}

export function evaluateRailRod(
  input: EvaluationInput<RailParams>,
  articleType: ArticleType,
): EvaluatorResult | null {
  const { params, defaults, table, lines } = input;
  const rail = railInputOf(articleType, params, defaults);
  if (!rail) return null;
  const { kind, wave } = rail;
  const barKind = barKindOf(kind, params);
  if (barKind === undefined) return null;
  if (barKind === null) {
    // The generic rail names its profile in a field of the kind it is; without it, no price.
    input.issues.push(issue(kind === 'decorativerod' ? 'rod_size' : 'rail_type', 'required'));
    return null;
  }
  const isRod = kind === 'decorativerod';
  const colour = rail.input.colour;
  const runnerSpacingMm = rail.input.runnerSpacingMm ?? defaults.rail.runnerSpacingMm;
  const { cutList, facts } = calculateRail(rail.input, defaults);

  const barPrice = plusPrice(
    table.barPerMetre[barKind],
    colour ? table.barColourPerMetre[colour] : undefined,
  );
  lines.metres(isRod ? 'rod' : 'rail', facts.chargedMm, barPrice);
  const support = params.support_type ?? 'wall60mm';
  for (const part of cutList.parts) {
    const priced = priceOfPart(part, input, wave, runnerSpacingMm, support);
    if (priced) lines.pieces(priced[0], part.quantity, priced[1]);
  }
  return { cutList, railLengthMm: facts.lengthMm };
}

export function evaluatePullRod(
  input: EvaluationInput<ArticleParametersByType['pullrod']>,
): EvaluatorResult {
  input.lines.pieces('pullrod', 1, input.table.pullRodPerPiece);
  return {
    cutList: {
      panels: [],
      cutLengthMm: null,
      drops: 0,
      main: null,
      lining: null,
      parts: [{ code: 'bar', quantity: 1, lengthMm: mm0(input.params.length) }],
      fullnessPercent: null,
    },
  };
}
