// Which parameter rows a rail, rod or pull rod shows wherever it is read back (the configurator's
// confirmation summary, the order forms): in the order a fitter reads them, each with how its
// value reads and, for a choice, the `enums:<enumKey>` group that labels it. The label of a row is
// `articleFields:labels.<name>`.
import { ARTICLE_TYPES, type ArticleType } from '../enums.js';
import { kindTraits } from './rail-kinds.js';
import type { RailRodFieldName } from './rail-rod.js';

export type RailRodFieldKind = 'length' | 'flag' | 'number' | 'choice' | 'text';

export interface RailRodField {
  name: RailRodFieldName;
  kind: RailRodFieldKind;
  /** `enums:<enumKey>.<value>` labels a choice. */
  enumKey?: string;
}

const choice = (name: RailRodFieldName, enumKey: string): RailRodField => ({
  name,
  kind: 'choice',
  enumKey,
});
const length = (name: RailRodFieldName): RailRodField => ({ name, kind: 'length' });
const flag = (name: RailRodFieldName): RailRodField => ({ name, kind: 'flag' });

/** Every rail/rod field in the order a fitter reads them. */
export const RAIL_ROD_FIELDS: readonly RailRodField[] = [
  choice('room', 'rooms'),
  choice('color', 'colors'),
  choice('track_type', 'trackTypes'),
  choice('rail_type', 'decorativeRailTypes'),
  choice('rod_size', 'rodSizes'),
  length('width'),
  length('length'),
  flag('with_connector'),
  choice('curve_type', 'curveTypes'),
  length('curve_left_edge_length'),
  length('curve_left_length'),
  length('curve_center_length'),
  length('curve_right_length'),
  length('curve_right_edge_length'),
  choice('support_type', 'supportTypes'),
  length('support_size'),
  choice('additional_support_type', 'supportTypes'),
  length('additional_support_size'),
  flag('with_runner'),
  choice('runner_type', 'runnerTypes'),
  choice('runner_color', 'colors'),
  choice('wave_runner_distance', 'runnerDistances'),
  choice('end_knob', 'endKnobs'),
  flag('with_inside_frame_end_knob'),
  choice('inside_frame_end_knob_position', 'endKnobPositions'),
  flag('with_stopper'),
  flag('with_retarder'),
  choice('power_type', 'powerTypes'),
  choice('battery_option', 'batteryOptions'),
  choice('motor_color', 'colors'),
  choice('motor_side', 'motorSides'),
  flag('with_remote_control'),
  choice('remote_type', 'remoteTypes'),
  flag('with_hub'),
  { name: 'quantity', kind: 'number' },
  { name: 'order_memo', kind: 'text' },
];

/** A rod carries rings: runners, stops and retarders do not apply, their "no" would only puzzle. */
const ROD_LESS: ReadonlySet<string> = new Set([
  'with_runner',
  'runner_type',
  'runner_color',
  'wave_runner_distance',
  'with_stopper',
  'with_retarder',
]);

function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}

/**
 * The rail/rod fields this article shows, in order: all of `RAIL_ROD_FIELDS` except, on a rod, the
 * runner fields. Whether a row is left out for an empty value is the reader's choice (the summary
 * says "no" to a flag, a document leaves it out).
 */
export function railRodFieldsOf(
  articleType: string,
  parameters: Readonly<Record<string, unknown>>,
): RailRodField[] {
  const isRod =
    isArticleType(articleType) && kindTraits(articleType, parameters).railOrRod === 'rod';
  return RAIL_ROD_FIELDS.filter((field) => !(isRod && ROD_LESS.has(field.name)));
}

/** The rail/rod fields an article does not show (a rod's runner fields), so no reader lists them. */
export function railRodFieldsHidden(
  articleType: string,
  parameters: Readonly<Record<string, unknown>>,
): string[] {
  const shown = new Set(railRodFieldsOf(articleType, parameters).map((field) => field.name));
  return RAIL_ROD_FIELDS.filter((field) => !shown.has(field.name)).map((field) => field.name);
}
