// Parameter schemas of the curtain articles (configurators §3 "Curtain article, by step" and the
// required fields of §5). Every field keeps the spec's name and the unit a dealer types.
import { z } from 'zod';
import {
  BATTERY_OPTIONS,
  COLORS,
  CONTROL_SIDES,
  CONTROL_TYPES,
  CUSHION_OPTIONS,
  CUSHION_TYPES,
  ELECTRIC_OPTIONS,
  FOLD_TYPES,
  HEM_TYPES,
  LUXURY_TYPES,
  MOUNTING_SYSTEMS,
  MOUNTING_TYPES,
  NAP_ORIENTATIONS,
  PANEL_TYPES,
  PLEAT_TYPES,
  REMOTE_TYPES,
  RING_SIZES,
  RING_TYPES,
  ROD_SIZES,
  ROOMS,
  RUNNER_DISTANCES_MM,
  SIDE_HEM_TYPES,
  SIDES,
  SPLIT_TYPES,
  STIFFENER_TYPES,
  TIEBACK_TYPES,
  TIER_SIZES,
  WAVE_RUNNER_DISTANCES_MM,
  WIDTH_TYPES,
} from '../enums.js';
import { issue } from '../issues.js';
import {
  defineArticle,
  nullableOptional,
  optional,
  type ShapeRefinement,
  withDefault,
  zodField,
} from './article-shape.js';
import { cm, field as f } from './fields.js';
import { PARAMETER_LIMITS as L } from './limits.js';

/**
 * Fronslint (gathering) tapes by width: 2.5 cm and 7.5 cm (configurators §9). The spec does not list
 * the tape types; these two are the widths it names.
 */
export const FRONSLINT_TYPES = ['fronslint25mm', 'fronslint75mm'] as const;
export type FronslintType = (typeof FRONSLINT_TYPES)[number];

const optionalFlag = optional(f.flag());

/** What every article made of fabric carries: room, fabrics, quantity and memo. */
const fabricArticleShape = {
  room: optional(f.choice(ROOMS)),
  main_fabric: f.fabric(),
  main_fabric_width_type: optional(f.choice(WIDTH_TYPES)),
  lining_fabric: nullableOptional(f.fabric()),
  lining_fabric_width_type: optional(f.choice(WIDTH_TYPES)),
  quantity: withDefault(f.wholeNumber(L.quantity), 1),
  nap_orientation: optional(f.choice(NAP_ORIENTATIONS)),
  order_memo: optional(f.text(L.memoLength.max)),
};

/** Finish options every sewn curtain offers. */
const finishShape = {
  hem_type: optional(f.choice(HEM_TYPES)),
  hem_size: optional(f.cm(L.hemSizeCm)),
  side_hem_type: optional(f.choice(SIDE_HEM_TYPES)),
  cutting: optionalFlag,
  weight: optionalFlag,
  ironing: optionalFlag,
  has_bottom_bars: optionalFlag,
  has_volant: optionalFlag,
  with_washing_label: optionalFlag,
  with_pre_washing: optionalFlag,
  hide_seams: optionalFlag,
  blockout_seams: optionalFlag,
  has_side_guide: optionalFlag,
  with_child_safety: optionalFlag,
  box_delivery: optionalFlag,
  round_to_pattern: optionalFlag,
};

/** Curtains sewn from fabric widths (calculation.md §1). Required fields are tightened per type. */
const sewnCurtainShape = {
  ...fabricArticleShape,
  ...finishShape,
  width: f.cm(L.curtainWidthCm),
  height: f.cm(L.curtainHeightCm),
  return_left: optional(f.cm(L.returnCm)),
  return_right: optional(f.cm(L.returnCm)),
  overlap_left: optional(f.cm(L.overlapCm)),
  overlap_right: optional(f.cm(L.overlapCm)),
  assembly_height: optional(f.cm(L.assemblyHeightCm)),
  side_option: optional(f.choice(SIDES)),
  luxury: optional(f.choice(LUXURY_TYPES)),
  pleat_type: optional(f.choice(PLEAT_TYPES)),
  split_type: optional(f.choice(SPLIT_TYPES)),
  left_percentage: optional(f.wholeNumber(L.leftPercentage)),
  pleat_percentage: optional(f.wholeNumber(L.pleatPercentage)),
  inverted_pleat: optionalFlag,
  tier_size: optional(f.numberChoice(TIER_SIZES)),
  head_size: optional(f.cm(L.headSizeCm)),
  main_fabric_left_strokes: optional(f.halfSteps(L.strokesPerPanel)),
  main_fabric_right_strokes: optional(f.halfSteps(L.strokesPerPanel)),
  match_strokes: optionalFlag,
  left_side_of_width: optionalFlag,
  right_side_of_width: optionalFlag,
  deliver_with_runners: optionalFlag,
  runner_distance: optional(f.numberChoice(RUNNER_DISTANCES_MM)),
  runner_color: optional(f.choice(COLORS)),
};

/**
 * Wave, ring, loop and back-tab curtains hang by their wave tape, rings, loops or tabs: they have no
 * pleat type and no heading-tape size, so those fields do not apply (and are dropped when sent).
 */
const { pleat_type: _pleat, tier_size: _tier, ...headinglessSewnShape } = sewnCurtainShape;

/** An unequal split needs the left panel's share; the right panel takes the rest. */
const requireLeftPercentage: ShapeRefinement = (value) =>
  value.split_type === 'unequal' && value.left_percentage === undefined
    ? [issue('left_percentage', 'required')]
    : [];

const luxury = f.choice(LUXURY_TYPES);
const splitType = f.choice(SPLIT_TYPES);
const hemType = f.choice(HEM_TYPES);
const pleatType = f.choice(PLEAT_TYPES);
const rodSize = f.choice(ROD_SIZES);

const pleatCurtainShape = {
  ...sewnCurtainShape,
  split_type: splitType,
  hem_type: hemType,
  luxury,
  pleat_type: pleatType,
};

export const pleatCurtainDefinition = defineArticle(pleatCurtainShape, requireLeftPercentage);
export const fronslintCurtainDefinition = defineArticle(
  { ...pleatCurtainShape, fronslint_type: f.choice(FRONSLINT_TYPES) },
  requireLeftPercentage,
);
export const rodCurtainDefinition = defineArticle(
  { ...pleatCurtainShape, rod_size: rodSize },
  requireLeftPercentage,
);
export const spanCurtainDefinition = defineArticle(
  {
    ...sewnCurtainShape,
    split_type: splitType,
    luxury,
    pleat_type: pleatType,
    rod_size: rodSize,
  },
  requireLeftPercentage,
);
export const ringCurtainDefinition = defineArticle(
  {
    ...headinglessSewnShape,
    split_type: splitType,
    luxury,
    ring_size: f.choice(RING_SIZES),
    ring_type: f.choice(RING_TYPES),
    other_ring_type: optional(f.text(60)),
    ring_rubber: optionalFlag,
  },
  requireLeftPercentage,
);
export const loopCurtainDefinition = defineArticle(
  {
    ...headinglessSewnShape,
    split_type: splitType,
    hem_type: hemType,
    loop_width: f.cm(L.loopWidthCm),
    loop_length: f.cm(L.loopLengthCm),
    loop_with_knots: optionalFlag,
  },
  requireLeftPercentage,
);
export const waveCurtainDefinition = defineArticle(
  {
    ...headinglessSewnShape,
    split_type: splitType,
    hem_type: hemType,
    luxury,
    runner_distance: optional(f.numberChoice(WAVE_RUNNER_DISTANCES_MM)),
    wave_length: optional(f.cm(L.waveLengthCm)),
    wave_hook_color: optional(f.choice(COLORS)),
  },
  requireLeftPercentage,
);
/** Not in the spec's table; a backtab curtain is made like a pleat curtain without pleats. */
export const backtabCurtainDefinition = defineArticle(
  { ...headinglessSewnShape, split_type: splitType, hem_type: hemType, luxury },
  requireLeftPercentage,
);

export const panelCurtainDefinition = defineArticle({
  ...fabricArticleShape,
  width: f.cm(L.panelCurtainWidthCm),
  height: f.cm(L.panelCurtainHeightCm),
  panel_type: f.choice(PANEL_TYPES),
  number_of_panels: f.wholeNumber(L.numberOfPanels),
  hem_type: optional(f.choice(HEM_TYPES)),
  hem_size: optional(f.cm(L.hemSizeCm)),
  side_hem_type: optional(f.choice(SIDE_HEM_TYPES)),
});

export const foldCurtainDefinition = defineArticle({
  ...fabricArticleShape,
  width: f.cm(L.foldCurtainWidthCm),
  height: f.cm(L.foldCurtainHeightCm),
  fold_type: f.choice(FOLD_TYPES),
  mounting_system: f.choice(MOUNTING_SYSTEMS),
  mounting: optional(f.choice(MOUNTING_TYPES)),
  luxury: optional(f.choice(LUXURY_TYPES)),
  stiffener_type: optional(f.choice(STIFFENER_TYPES)),
  control_type: optional(f.choice(CONTROL_TYPES)),
  control_side: optional(f.choice(CONTROL_SIDES)),
  chain_color: optional(f.choice(COLORS)),
  control_length: optional(f.cm(L.controlLengthCm)),
  has_cover_flap: optionalFlag,
  with_child_safety: optionalFlag,
  electric_option: optional(f.choice(ELECTRIC_OPTIONS)),
  battery_option: optional(f.choice(BATTERY_OPTIONS)),
  with_remote_control: optionalFlag,
  remote_type: optional(f.choice(REMOTE_TYPES)),
  with_domotica_hub: optionalFlag,
  ironing: optionalFlag,
  with_washing_label: optionalFlag,
  round_to_pattern: optionalFlag,
});

export const tiebackDefinition = defineArticle({
  ...fabricArticleShape,
  length: f.cm(L.tiebackLengthCm),
  tieback_type: f.choice(TIEBACK_TYPES),
});

export const cushionDefinition = defineArticle({
  ...fabricArticleShape,
  cushion_type: f.choice(CUSHION_TYPES),
  cushion_option: optional(f.choice(CUSHION_OPTIONS)),
  length: f.cm(L.cushionLengthCm),
  width: f.cm(L.cushionWidthCm),
});

export const cutYardageDefinition = defineArticle({
  ...fabricArticleShape,
  sizes: zodField(() => z.array(cm(L.cutSizeCm)).min(L.cutSizesCount.min).max(L.cutSizesCount.max)),
});

export type PleatCurtainParameters = z.infer<(typeof pleatCurtainDefinition)['schema']>;
export type FronslintCurtainParameters = z.infer<(typeof fronslintCurtainDefinition)['schema']>;
export type RodCurtainParameters = z.infer<(typeof rodCurtainDefinition)['schema']>;
export type SpanCurtainParameters = z.infer<(typeof spanCurtainDefinition)['schema']>;
export type RingCurtainParameters = z.infer<(typeof ringCurtainDefinition)['schema']>;
export type LoopCurtainParameters = z.infer<(typeof loopCurtainDefinition)['schema']>;
export type WaveCurtainParameters = z.infer<(typeof waveCurtainDefinition)['schema']>;
export type BacktabCurtainParameters = z.infer<(typeof backtabCurtainDefinition)['schema']>;
export type PanelCurtainParameters = z.infer<(typeof panelCurtainDefinition)['schema']>;
export type FoldCurtainParameters = z.infer<(typeof foldCurtainDefinition)['schema']>;
export type TiebackParameters = z.infer<(typeof tiebackDefinition)['schema']>;
export type CushionParameters = z.infer<(typeof cushionDefinition)['schema']>;
export type CutYardageParameters = z.infer<(typeof cutYardageDefinition)['schema']>;
/** Any curtain sewn from fabric widths. */
export type SewnCurtainParameters =
  | PleatCurtainParameters
  | FronslintCurtainParameters
  | RodCurtainParameters
  | SpanCurtainParameters
  | RingCurtainParameters
  | LoopCurtainParameters
  | WaveCurtainParameters
  | BacktabCurtainParameters;
