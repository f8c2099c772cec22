// Parameter schemas of rails, rods, the pull rod, loose parts (configurators §3 "Rail and rod
// article, by step", "Pull rod", "Rail/rod parts"), plus the RMA and sample-order articles.
import { z } from 'zod';
import {
  BATTERY_OPTIONS,
  COLORS,
  COUNTRIES,
  CURTAIN_TYPES,
  CURVE_TYPES,
  DECORATIVE_RAIL_TYPES,
  END_KNOBS,
  MOTOR_SIDES,
  POWER_TYPES,
  RAIL_ROD_KINDS,
  REMOTE_TYPES,
  ROD_SIZES,
  ROOMS,
  RUNNER_TYPES,
  SPLIT_TYPES,
  SUPPORT_TYPES,
  TRACK_TYPES,
  WAVE_RUNNER_DISTANCES_MM,
} from '../enums.js';
import { defineArticle, optional, withDefault, zodField } from './article-shape.js';
import { cm, field as f, fabricReference, text, wholeNumber } from './fields.js';
import { PARAMETER_LIMITS as L } from './limits.js';

export const END_KNOB_POSITIONS = ['left', 'right', 'both'] as const;
export type EndKnobPosition = (typeof END_KNOB_POSITIONS)[number];

const optionalFlag = optional(f.flag());
/** The curtain this rail or rod carries, passed on from the curtain flow (configurators §4). */
const curtainOrderNumber = optional(
  zodField(() => z.union([text(40), z.number().int().nonnegative()])),
);

/** Curve legs in the order a fitter measures them; each leg in cm like the width. */
export const CURVE_LEG_FIELDS = [
  'curve_left_length',
  'curve_right_length',
  'curve_center_length',
  'curve_left_edge_length',
  'curve_right_edge_length',
] as const;
export type CurveLegField = (typeof CURVE_LEG_FIELDS)[number];

const railShape = {
  room: optional(f.choice(ROOMS)),
  curtain_order_number: curtainOrderNumber,
  rail_curtain_type: optional(f.choice(CURTAIN_TYPES)),
  curtain_split_type: optional(f.choice(SPLIT_TYPES)),
  curtain_rail_type: optional(f.choice(RAIL_ROD_KINDS)),
  color: f.choice(COLORS),
  support_type: f.choice(SUPPORT_TYPES),
  support_size: optional(f.cm(L.supportSizeCm)),
  additional_support_type: optional(f.choice(SUPPORT_TYPES)),
  additional_support_size: optional(f.cm(L.supportSizeCm)),
  width: f.cm(L.railWidthCm),
  curve_type: optional(f.choice(CURVE_TYPES)),
  curve_left_length: optional(f.cm(L.curveLegCm)),
  curve_right_length: optional(f.cm(L.curveLegCm)),
  curve_center_length: optional(f.cm(L.curveLegCm)),
  curve_left_edge_length: optional(f.cm(L.curveLegCm)),
  curve_right_edge_length: optional(f.cm(L.curveLegCm)),
  end_knob: optional(f.choice(END_KNOBS)),
  with_inside_frame_end_knob: optionalFlag,
  inside_frame_end_knob_position: optional(f.choice(END_KNOB_POSITIONS)),
  with_runner: optionalFlag,
  runner_color: optional(f.choice(COLORS)),
  runner_type: optional(f.choice(RUNNER_TYPES)),
  wave_runner_distance: optional(f.numberChoice(WAVE_RUNNER_DISTANCES_MM)),
  with_stopper: optionalFlag,
  with_retarder: optionalFlag,
  /** The dealer's answer when the rail is longer than one bar: joined with connectors or not. */
  with_connector: optionalFlag,
  quantity: withDefault(f.wholeNumber(L.quantity), 1),
  order_memo: optional(f.text(L.memoLength.max)),
};

const motorShape = {
  power_type: optional(f.choice(POWER_TYPES)),
  battery_option: optional(f.choice(BATTERY_OPTIONS)),
  motor_color: optional(f.choice(COLORS)),
  motor_side: optional(f.choice(MOTOR_SIDES)),
  with_remote_control: optionalFlag,
  remote_type: optional(f.choice(REMOTE_TYPES)),
  with_hub: optionalFlag,
};

export const trackRailDefinition = defineArticle({
  ...railShape,
  track_type: f.choice(TRACK_TYPES),
});
export const decorativeRailDefinition = defineArticle({
  ...railShape,
  rail_type: f.choice(DECORATIVE_RAIL_TYPES),
});
export const electricTrackRailDefinition = defineArticle({
  ...railShape,
  ...motorShape,
  track_type: optional(f.choice(TRACK_TYPES)),
});
export const electricDecorativeRailDefinition = defineArticle({ ...railShape, ...motorShape });
export const decorativeRodDefinition = defineArticle({
  ...railShape,
  rod_size: f.choice(ROD_SIZES),
});
/** The generic rail of the rail/rod flow: its kind decides which parts apply. */
export const railDefinition = defineArticle({
  ...railShape,
  ...motorShape,
  curtain_rail_type: f.choice(RAIL_ROD_KINDS),
  track_type: optional(f.choice(TRACK_TYPES)),
  rail_type: optional(f.choice(DECORATIVE_RAIL_TYPES)),
});
export const rodDefinition = defineArticle({ ...railShape, rod_size: f.choice(ROD_SIZES) });

export const pullRodDefinition = defineArticle({
  room: optional(f.choice(ROOMS)),
  curtain_order_number: curtainOrderNumber,
  color: f.choice(COLORS),
  length: f.cm(L.pullRodLengthCm),
  quantity: withDefault(f.wholeNumber(L.quantity), 1),
  order_memo: optional(f.text(L.memoLength.max)),
});

export const accessoryPartsDefinition = defineArticle({
  room: optional(f.choice(ROOMS)),
  parts: zodField(
    () =>
      z
        .array(
          z.object({
            accessory_id: text(64).min(1),
            color: z.enum(COLORS).optional(),
            /** Cut length of a bar sold by the metre; absent for pieces. */
            length: cm(L.railWidthCm).optional(),
            quantity: wholeNumber(L.quantity),
          }),
        )
        .min(L.accessoryPartLines.min)
        .max(L.accessoryPartLines.max),
    ['*.length'],
  ),
  order_memo: optional(f.text(L.memoLength.max)),
});

/** Return authorisation (configurators §3 "Return authorisation"). */
export const rmaDefinition = defineArticle({
  order_number: f.text(40, true),
  customer_name: f.text(120, true),
  phone: optional(f.text(40)),
  email: optional(zodField(() => z.email())),
  street: optional(f.text(120)),
  city: optional(f.text(80)),
  postcode: optional(f.text(16)),
  country: optional(f.choice(COUNTRIES)),
  delivery_street: optional(f.text(120)),
  delivery_city: optional(f.text(80)),
  delivery_postcode: optional(f.text(16)),
  delivery_country: optional(f.choice(COUNTRIES)),
  preferred_delivery_date: optional(zodField(() => z.iso.date())),
  workshop: optional(f.text(120)),
  hanger_type: optional(f.text(60)),
  hanger_count: optional(f.wholeNumber({ min: 0, max: 200 })),
  reason: f.text(2000, true),
  solution: optional(f.text(2000)),
  employee: optional(f.text(120)),
});

export const sampleOrderDefinition = defineArticle({
  fabrics: zodField(() =>
    z.array(fabricReference()).min(L.sampleFabrics.min).max(L.sampleFabrics.max),
  ),
  order_memo: optional(f.text(L.memoLength.max)),
});

export type TrackRailParameters = z.infer<(typeof trackRailDefinition)['schema']>;
export type DecorativeRailParameters = z.infer<(typeof decorativeRailDefinition)['schema']>;
export type ElectricTrackRailParameters = z.infer<(typeof electricTrackRailDefinition)['schema']>;
export type ElectricDecorativeRailParameters = z.infer<
  (typeof electricDecorativeRailDefinition)['schema']
>;
export type DecorativeRodParameters = z.infer<(typeof decorativeRodDefinition)['schema']>;
export type RailParameters = z.infer<(typeof railDefinition)['schema']>;
export type RodParameters = z.infer<(typeof rodDefinition)['schema']>;
export type PullRodParameters = z.infer<(typeof pullRodDefinition)['schema']>;
export type AccessoryPartsParameters = z.infer<(typeof accessoryPartsDefinition)['schema']>;
export type RmaParameters = z.infer<(typeof rmaDefinition)['schema']>;
export type SampleOrderParameters = z.infer<(typeof sampleOrderDefinition)['schema']>;
/** Any rail or rod article (they share width, curve legs, supports, runners). */
export type RailRodParameters =
  | TrackRailParameters
  | DecorativeRailParameters
  | ElectricTrackRailParameters
  | ElectricDecorativeRailParameters
  | DecorativeRodParameters
  | RailParameters
  | RodParameters;
