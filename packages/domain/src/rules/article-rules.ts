// The trade rules that join two or more fields (configurators §5 "Other rules"). Each rule is a
// function of its own, named after the rule, so a form can ask one question and a test can name
// it. They report issues with a code and params; the `rules` catalogue of i18n words them.
import type { FabricFacts } from '../context.js';
import type { ArticleType, RailRodKind } from '../enums.js';
import { cmToMm } from '../format/index.js';
import { type Issue, issue } from '../issues.js';
import { LENGTH_UNIT } from '../schemas/fields.js';
import { CURVE_LEG_FIELDS } from '../schemas/rails.js';
import {
  fabricMadeIntoDeclaredConfection,
  fabricUsedAsItMayBeTurned,
  liningOnlyWhereCalculated,
} from './fabric-use.js';
import { railLengthMm } from './rail-curve.js';
import { isBasicTrack, isBasicTrackKind, isElectricRailKind, railKindOf } from './rail-kinds.js';

export interface RuleContext {
  mainFabric?: FabricFacts;
  liningFabric?: FabricFacts;
  /** Longest single bar for this rail's colour; calculation.md §3 keeps it in the price list. */
  maxBarLengthMm?: number;
}
/** Validated parameters seen as plain fields: each rule reads only the fields it is about. */
export type RuleParams = Readonly<Record<string, unknown>>;
export type ArticleRule = (
  articleType: ArticleType,
  params: RuleParams,
  ctx: RuleContext,
) => Issue[];

/** Centimetres with one decimal to whole millimetres (12.3 → 123); null when not a length. */
const mm = (cmValue: unknown): number | null =>
  typeof cmValue === 'number' ? cmToMm(cmValue) : null;

export const IRONING_MIN_POINTS = 2;
export const DOUBLE_BATTERY_MIN_WIDTH_MM = 800;
export const SHORTEST_CURVE_LEG_MM = { basic: 120, elegant: 200 } as const;

/** A 15 cm heading tape is made only in haute couture. */
export const tierSizeFifteenRequiresHauteCouture: ArticleRule = (_type, params) =>
  params.tier_size === 15 && params.luxury !== 'hautecouture'
    ? [issue('tier_size', 'tier_15_requires_hautecouture', { tier: 15 })]
    : [];

/** A motor cannot drive an unequally split curtain, so electric rails are not offered for it. */
export const unequalSplitExcludesElectricRail: ArticleRule = (type, params) =>
  params.curtain_split_type === 'unequal' && isElectricRailKind(railKindOf(type, params))
    ? [issue('curtain_split_type', 'unequal_split_no_electric_rail')]
    : [];

export const champagneRunnerNotWithBasicTrack: ArticleRule = (type, params) =>
  params.runner_color === 'champagne' && isBasicTrack(type, params)
    ? [issue('runner_color', 'champagne_runner_not_with_basic_track')]
    : [];

export const doubleBatteryNeedsMinimumWidth: ArticleRule = (_type, params) => {
  if (params.battery_option !== 'doublebattery') return [];
  const widthMm = mm(params.width);
  return widthMm !== null && widthMm < DOUBLE_BATTERY_MIN_WIDTH_MM
    ? [
        issue('battery_option', 'double_battery_min_width', {
          min: DOUBLE_BATTERY_MIN_WIDTH_MM / 10,
          unit: LENGTH_UNIT,
        }),
      ]
    : [];
};

/**
 * Every curve leg must be long enough to bend: 120 mm on basic track, 200 mm on elegant rails and
 * rods. A leg of 0 (or none) means the curve has no leg on that side.
 */
/**
 * The shortest curve leg a rail of this kind can be bent with. A leg not yet measured is drawn
 * with it in the preview: the smallest bend the rail can have, never an invented size.
 */
export function shortestCurveLegMm(kind: RailRodKind): number {
  return isBasicTrackKind(kind) ? SHORTEST_CURVE_LEG_MM.basic : SHORTEST_CURVE_LEG_MM.elegant;
}

export const shortestCurveLeg: ArticleRule = (type, params) => {
  const kind = railKindOf(type, params);
  if (kind === null || params.curve_type === undefined || params.curve_type === 'nocurve')
    return [];
  const minMm = shortestCurveLegMm(kind);
  const issues: Issue[] = [];
  for (const field of CURVE_LEG_FIELDS) {
    const legMm = mm(params[field]);
    if (legMm !== null && legMm > 0 && legMm < minMm) {
      issues.push(issue(field, 'curve_leg_too_short', { min: minMm / 10, unit: LENGTH_UNIT }));
    }
  }
  return issues;
};

/** Longer than one bar: the dealer must say whether it comes with connectors or in one piece. */
export const connectorChoiceWhenLongerThanBar: ArticleRule = (type, params, ctx) => {
  if (ctx.maxBarLengthMm === undefined || railKindOf(type, params) === null) return [];
  if (railLengthMm(params) <= ctx.maxBarLengthMm || params.with_connector !== undefined) return [];
  return [
    issue('with_connector', 'connector_choice_required', {
      max: ctx.maxBarLengthMm / 10,
      unit: LENGTH_UNIT,
    }),
  ];
};

export const ironingNeedsIroningPoints: ArticleRule = (_type, params, ctx) => {
  if (params.ironing !== true || ctx.mainFabric === undefined) return [];
  return ctx.mainFabric.ironingPoints < IRONING_MIN_POINTS
    ? [issue('ironing', 'ironing_not_available', { min: IRONING_MIN_POINTS })]
    : [];
};

/** Ring type "other" is made to the dealer's description. */
export const otherRingTypeNeedsDescription: ArticleRule = (_type, params) =>
  params.ring_type === 'other' && !params.other_ring_type
    ? [issue('other_ring_type', 'required')]
    : [];

/** Runner type and colour belong with the runner option (configurators §5). */
export const runnerFieldsWithRunnerOption: ArticleRule = (_type, params) => {
  if (params.with_runner !== true) return [];
  const issues: Issue[] = [];
  if (params.runner_type === undefined) issues.push(issue('runner_type', 'required'));
  if (params.runner_color === undefined) issues.push(issue('runner_color', 'required'));
  return issues;
};

/**
 * A motor that runs on a battery needs to know which battery pack it gets: a battery motor, a rail
 * powered by battery, and the 12 V system of a roman blind, which runs on a battery pack.
 */
export function runsOnBattery(params: RuleParams): boolean {
  return (
    params.electric_option === 'battery' ||
    params.power_type === 'battery' ||
    params.mounting_system === 'electric12v'
  );
}

export const batteryPowerNeedsBatteryOption: ArticleRule = (_type, params) =>
  runsOnBattery(params) && params.battery_option === undefined
    ? [issue('battery_option', 'required')]
    : [];

/** Every cross-field rule with the spec section it comes from (docs/rules.md lists the tests). */
export const ARTICLE_RULES = [
  {
    name: 'tierSizeFifteenRequiresHauteCouture',
    source: 'configurators §5',
    check: tierSizeFifteenRequiresHauteCouture,
  },
  {
    name: 'unequalSplitExcludesElectricRail',
    source: 'configurators §4',
    check: unequalSplitExcludesElectricRail,
  },
  {
    name: 'champagneRunnerNotWithBasicTrack',
    source: 'configurators §5',
    check: champagneRunnerNotWithBasicTrack,
  },
  {
    name: 'doubleBatteryNeedsMinimumWidth',
    source: 'configurators §5, §9',
    check: doubleBatteryNeedsMinimumWidth,
  },
  { name: 'shortestCurveLeg', source: 'configurators §5, §9', check: shortestCurveLeg },
  {
    name: 'connectorChoiceWhenLongerThanBar',
    source: 'configurators §5',
    check: connectorChoiceWhenLongerThanBar,
  },
  {
    name: 'ironingNeedsIroningPoints',
    source: 'configurators §5',
    check: ironingNeedsIroningPoints,
  },
  {
    name: 'otherRingTypeNeedsDescription',
    source: 'configurators §3',
    check: otherRingTypeNeedsDescription,
  },
  {
    name: 'runnerFieldsWithRunnerOption',
    source: 'configurators §5',
    check: runnerFieldsWithRunnerOption,
  },
  {
    name: 'batteryPowerNeedsBatteryOption',
    source: 'configurators §3',
    check: batteryPowerNeedsBatteryOption,
  },
  {
    name: 'fabricUsedAsItMayBeTurned',
    source: 'configurators §3 is_turnable',
    check: fabricUsedAsItMayBeTurned,
  },
  {
    name: 'liningOnlyWhereCalculated',
    source: 'calculation.md §1, §2 lining',
    check: liningOnlyWhereCalculated,
  },
  {
    name: 'fabricMadeIntoDeclaredConfection',
    source: 'configurators §3 customer fabric confections',
    check: fabricMadeIntoDeclaredConfection,
  },
] as const satisfies readonly { name: string; source: string; check: ArticleRule }[];

/** Codes the rules emit beyond the schema codes (each has a message in the `rules` catalogue). */
export const RULE_ISSUE_CODES = [
  'tier_15_requires_hautecouture',
  'unequal_split_no_electric_rail',
  'champagne_runner_not_with_basic_track',
  'double_battery_min_width',
  'curve_leg_too_short',
  'connector_choice_required',
  'ironing_not_available',
  'fabric_not_turnable',
  'lining_not_made',
  'fabric_not_declared_for',
] as const;

/**
 * All cross-field rules for a validated article. Never throws: parameters come from
 * `validateArticleParameters`, and a rule only reads the fields it is about.
 */
export function checkArticleRules(
  articleType: ArticleType,
  params: object,
  ctx: RuleContext = {},
): Issue[] {
  const fields = params as RuleParams;
  const issues: Issue[] = [];
  for (const rule of ARTICLE_RULES) {
    for (const found of rule.check(articleType, fields, ctx)) issues.push(found);
  }
  return issues;
}
