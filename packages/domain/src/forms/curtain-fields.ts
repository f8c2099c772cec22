// Which curtain fields apply to which model and which the specification step shows, in which group
// and order, with which options (configurators §3). The article type's schema decides whether a
// field exists at all (a wave, ring, loop or back-tab curtain has no pleat type or heading tape);
// the account's show_* flags and the values already chosen decide whether it is shown. Pure, so it
// is read the same by the form, the confirmation summary, the API and the tests.
import type { AccountSettings } from '../contracts/account.js';
import {
  COLORS,
  CURTAIN_TYPES,
  CUSHION_OPTIONS,
  CUSHION_TYPES,
  type CurtainType,
  HEM_TYPES,
  NAP_ORIENTATIONS,
  PANEL_TYPES,
  PLEAT_TYPES,
  type PleatType,
  RING_SIZES,
  RING_TYPES,
  ROD_SIZES,
  RUNNER_DISTANCES_MM,
  SEWN_CURTAIN_TYPES,
  SIDE_HEM_TYPES,
  SIDES,
  SPLIT_TYPES,
  TIEBACK_TYPES,
  TIER_SIZES,
  WAVE_RUNNER_DISTANCES_MM,
  WIDTH_TYPES,
} from '../enums.js';
import { FRONSLINT_TYPES } from '../schemas/curtains.js';
import { type ArticleDraft, isRequiredParameter } from '../schemas/index.js';
import { fieldsOfArticleType, parametersOfType } from './article-fields.js';

/** A field of any curtain model (the form's state holds `ArticleDraft<CurtainType>`). */
type FieldName = keyof ArticleDraft<CurtainType>;

export type SpecGroup = 'measurements' | 'details' | 'finish' | 'lining' | 'memo';
export type FieldKind = 'length' | 'whole' | 'halfSteps' | 'choice' | 'flag' | 'text' | 'memo';

export interface CurtainField {
  name: FieldName;
  group: SpecGroup;
  kind: FieldKind;
  options?: readonly (string | number)[];
  /** `enums:<enumKey>.<value>` labels the options. */
  enumKey?: string;
  variant?: 'select' | 'segmented' | 'radio';
  /** The account flag that hides the field when false. */
  showFlag?: keyof AccountSettings;
  /**
   * Shown only when this holds for the values chosen so far: the form's, or what the API was sent
   * (forms/applicable.ts), so it reads any parameters.
   */
  when?: (parameters: Readonly<Record<string, unknown>>) => boolean;
}

const choice = (
  name: FieldName,
  group: SpecGroup,
  options: readonly (string | number)[],
  enumKey: string,
  extra: Partial<CurtainField> = {},
): CurtainField => ({ name, group, kind: 'choice', options, enumKey, ...extra });
const length = (name: FieldName, group: SpecGroup, extra: Partial<CurtainField> = {}) =>
  ({ name, group, kind: 'length', ...extra }) as CurtainField;
const flag = (name: FieldName, group: SpecGroup, extra: Partial<CurtainField> = {}) =>
  ({ name, group, kind: 'flag', ...extra }) as CurtainField;

/** The head size flag of each curtain type that has one (`show_<type>_head_size`). */
const HEAD_SIZE_FLAGS: Partial<Record<CurtainType, keyof AccountSettings>> = {
  pleatcurtain: 'show_pleat_curtain_head_size',
  ringcurtain: 'show_ring_curtain_head_size',
  spancurtain: 'show_span_curtain_head_size',
  rodcurtain: 'show_rod_curtain_head_size',
  fronslintcurtain: 'show_fronslint_curtain_head_size',
};

const tables = new Map<CurtainType, readonly CurtainField[]>();

/** Every field the specification step may show, in the order a dealer fills them in. */
export function curtainFieldTable(type: CurtainType): readonly CurtainField[] {
  // One table per type, so a field keeps its identity between renders (the form memoises on it).
  let table = tables.get(type);
  if (!table) {
    table = buildFieldTable(type);
    tables.set(type, table);
  }
  return table;
}

function buildFieldTable(type: CurtainType): CurtainField[] {
  return [
    // Measurements (width/height are placed by `orderedMeasurements`).
    length('width', 'measurements'),
    length('height', 'measurements'),
    choice('panel_type', 'measurements', PANEL_TYPES, 'panelTypes'),
    { name: 'number_of_panels', group: 'measurements', kind: 'whole' },
    choice('tieback_type', 'measurements', TIEBACK_TYPES, 'tiebackTypes'),
    choice('cushion_type', 'measurements', CUSHION_TYPES, 'cushionTypes'),
    choice('cushion_option', 'measurements', CUSHION_OPTIONS, 'cushionOptions'),
    length('length', 'measurements'),
    length('return_left', 'measurements'),
    length('return_right', 'measurements'),
    length('overlap_left', 'measurements'),
    length('overlap_right', 'measurements'),
    length('assembly_height', 'measurements', { showFlag: 'show_assembly_height' }),
    choice('side_option', 'measurements', SIDES, 'sides', { showFlag: 'show_side_option' }),
    { name: 'quantity', group: 'measurements', kind: 'whole' },
    // Details
    choice('pleat_type', 'details', PLEAT_TYPES, 'pleatTypes'),
    choice('fronslint_type', 'details', FRONSLINT_TYPES, 'fronslintTypes'),
    choice('split_type', 'details', SPLIT_TYPES, 'splitTypes', { variant: 'radio' }),
    {
      name: 'left_percentage',
      group: 'details',
      kind: 'whole',
      when: (p) => p.split_type === 'unequal',
    },
    {
      name: 'pleat_percentage',
      group: 'details',
      kind: 'whole',
      showFlag: 'show_pleat_percentage',
    },
    flag('inverted_pleat', 'details'),
    choice('tier_size', 'details', TIER_SIZES, 'tierSizes', {
      variant: 'segmented',
      showFlag: 'show_tier_size',
    }),
    length('head_size', 'details', { showFlag: HEAD_SIZE_FLAGS[type] }),
    {
      name: 'main_fabric_left_strokes',
      group: 'details',
      kind: 'halfSteps',
      showFlag: 'show_strokes',
    },
    {
      name: 'main_fabric_right_strokes',
      group: 'details',
      kind: 'halfSteps',
      showFlag: 'show_strokes',
    },
    flag('match_strokes', 'details', { showFlag: 'show_strokes' }),
    flag('left_side_of_width', 'details', { showFlag: 'show_strokes' }),
    flag('right_side_of_width', 'details', { showFlag: 'show_strokes' }),
    choice(
      'runner_distance',
      'details',
      type === 'wavecurtain' ? WAVE_RUNNER_DISTANCES_MM : RUNNER_DISTANCES_MM,
      'runnerDistances',
    ),
    length('wave_length', 'details'),
    choice('wave_hook_color', 'details', COLORS, 'colors'),
    length('loop_width', 'details'),
    length('loop_length', 'details'),
    flag('loop_with_knots', 'details'),
    choice('ring_size', 'details', RING_SIZES, 'ringSizes'),
    choice('ring_type', 'details', RING_TYPES, 'ringTypes'),
    {
      name: 'other_ring_type',
      group: 'details',
      kind: 'text',
      when: (p) => p.ring_type === 'other',
    },
    flag('ring_rubber', 'details'),
    choice('rod_size', 'details', ROD_SIZES, 'rodSizes'),
    choice('nap_orientation', 'details', NAP_ORIENTATIONS, 'napOrientations', {
      variant: 'segmented',
      showFlag: 'show_nap_orientation',
    }),
    flag('deliver_with_runners', 'details'),
    choice('runner_color', 'details', COLORS, 'colors', {
      when: (p) => p.deliver_with_runners === true,
    }),
    // Finish
    choice('hem_type', 'finish', HEM_TYPES, 'hemTypes', { showFlag: 'show_hem_type' }),
    length('hem_size', 'finish'),
    choice('side_hem_type', 'finish', SIDE_HEM_TYPES, 'sideHemTypes', {
      variant: 'segmented',
      showFlag: 'show_side_hem_type',
    }),
    flag('cutting', 'finish'),
    flag('weight', 'finish'),
    flag('ironing', 'finish'),
    flag('has_bottom_bars', 'finish'),
    flag('has_volant', 'finish'),
    flag('with_washing_label', 'finish'),
    flag('with_pre_washing', 'finish'),
    flag('hide_seams', 'finish'),
    flag('blockout_seams', 'finish'),
    flag('has_side_guide', 'finish'),
    flag('with_child_safety', 'finish'),
    flag('box_delivery', 'finish'),
    flag('round_to_pattern', 'finish', { showFlag: 'show_round_to_pattern' }),
    // Lining and memo
    choice('lining_fabric_width_type', 'lining', WIDTH_TYPES, 'widthTypes', {
      variant: 'segmented',
      when: (p) => typeof p.lining_fabric === 'string' && p.lining_fabric !== '',
    }),
    { name: 'order_memo', group: 'memo', kind: 'memo', showFlag: 'show_order_memo' },
  ];
}

/** The parameter names the article type's schema has: the fields that apply to the model. */
export function schemaFields(type: CurtainType): ReadonlySet<string> {
  return fieldsOfArticleType(type);
}

/** A field the schema cannot do without (no default, not optional). */
export function isRequiredField(type: CurtainType, name: string): boolean {
  return isRequiredParameter(type, name);
}

/**
 * The fields to show for this article type, account and values. A field the account hides but the
 * schema requires is still shown: hiding it would leave the dealer with an article that cannot be
 * saved.
 */
export function visibleFields(
  type: CurtainType,
  account: AccountSettings | undefined,
  parameters: Readonly<ArticleDraft<CurtainType>>,
): CurtainField[] {
  const inSchema = schemaFields(type);
  const fields = curtainFieldTable(type).filter((field) => {
    if (!inSchema.has(field.name)) return false;
    if (field.when && !field.when(parameters)) return false;
    if (field.showFlag && account && account[field.showFlag] === false) {
      return isRequiredField(type, field.name);
    }
    return true;
  });
  return orderedMeasurements(fields, account?.enter_width_before_height_setting ?? true);
}

/** Width before height or the other way round, as the account is used to measuring. */
export function orderedMeasurements(fields: CurtainField[], widthFirst: boolean): CurtainField[] {
  if (widthFirst) return fields;
  const width = fields.findIndex((field) => field.name === 'width');
  const height = fields.findIndex((field) => field.name === 'height');
  if (width < 0 || height < 0) return fields;
  const swapped = [...fields];
  [swapped[width], swapped[height]] = [
    fields[height] as CurtainField,
    fields[width] as CurtainField,
  ];
  return swapped;
}

/** The curtain models this account may order, in the catalogue's order. */
export function allowedCurtainTypes(account: AccountSettings | undefined): CurtainType[] {
  const allowed = new Set(account?.curtain_types ?? CURTAIN_TYPES);
  return CURTAIN_TYPES.filter((type) => allowed.has(type));
}

/** Pleat types offered to this account; the account's default comes first among equals. */
export function offeredPleatTypes(account: AccountSettings | undefined): PleatType[] {
  const available = new Set(account?.available_pleat_types ?? PLEAT_TYPES);
  return PLEAT_TYPES.filter((type) => available.has(type));
}

/** The pleat type a new curtain of this type starts with, when the account gives one. */
export function defaultPleatType(
  type: CurtainType,
  account: AccountSettings | undefined,
): PleatType | undefined {
  const offered = offeredPleatTypes(account);
  if (type === 'fronslintcurtain' && offered.includes('fronslint')) return 'fronslint';
  if (!schemaFields(type).has('pleat_type')) return undefined;
  const preferred = (account?.default_pleat_types ?? []).find((pleat) => offered.includes(pleat));
  return preferred ?? (offered.length === 1 ? offered[0] : undefined);
}

/** Sewn curtains hang on a rail or rod; tiebacks, cushions, cut yardage and panels do not. */
export function takesRailOrRod(type: CurtainType | null): boolean {
  return type !== null && (SEWN_CURTAIN_TYPES as readonly string[]).includes(type);
}

/** Keeps only the fields of the article type and drops empty ones: what is sent to the API. */
export const parametersForType = (
  type: CurtainType,
  parameters: Readonly<Record<string, unknown>>,
): Record<string, unknown> => parametersOfType(type, parameters);
