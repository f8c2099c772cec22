// The fold curtain's form state as plain functions: which fields the form offers, how one change
// tidies the fields it makes meaningless, and which issues show while the article is incomplete.
import {
  type ArticleEvaluation,
  checkArticleRules,
  type FabricFacts,
  type Issue,
  withoutEmptyFields,
} from '@atelier/domain';

/** The enum catalogue key of each choice field (`enums:<key>.<value>`). */
export const FOLD_ENUM_KEYS: Readonly<Record<string, string>> = {
  fold_type: 'foldTypes',
  mounting: 'mountingTypes',
  mounting_system: 'mountingSystems',
  luxury: 'luxuryTypes',
  stiffener_type: 'stiffenerTypes',
  control_type: 'controlTypes',
  control_side: 'controlSides',
  chain_color: 'colors',
  electric_option: 'electricOptions',
  battery_option: 'batteryOptions',
  room: 'rooms',
  nap_orientation: 'napOrientations',
  main_fabric_width_type: 'widthTypes',
  lining_fabric_width_type: 'widthTypes',
};

/** Fields of the specification step, by group, in the order a dealer fills them in. */
export const SPECIFICATION_GROUPS = {
  measurements: ['width', 'height', 'quantity'],
  details: ['mounting', 'mounting_system', 'luxury', 'stiffener_type', 'has_cover_flap'],
  service: ['control_type', 'control_side', 'chain_color', 'control_length', 'with_child_safety'],
  electric: ['electric_option', 'battery_option', 'with_remote_control', 'with_domotica_hub'],
  finish: ['ironing', 'with_washing_label', 'round_to_pattern'],
  memo: ['order_memo'],
} as const;

/** Fields of the fabric step (the main fabric itself is in the order header). */
export const FABRIC_STEP_FIELDS = [
  'lining_fabric',
  'main_fabric_width_type',
  'lining_fabric_width_type',
  'nap_orientation',
] as const;

/** Which step a field belongs to, so a step with a problem can be marked. */
export function stepOfField(field: string | null): 'model' | 'fabric' | 'specification' {
  const name = field?.split('.')[0] ?? '';
  if (name === 'fold_type') return 'model';
  if (name === 'main_fabric' || (FABRIC_STEP_FIELDS as readonly string[]).includes(name))
    return 'fabric';
  return 'specification';
}

const ELECTRIC_MOUNTINGS = new Set(['electric12v', 'electric230v']);

/** A blind with a motor has no chain or control rod. */
export function isElectric(parameters: Readonly<Record<string, unknown>>): boolean {
  return (
    parameters.electric_option !== undefined ||
    ELECTRIC_MOUNTINGS.has(String(parameters.mounting_system))
  );
}

/** Cords and a chain hang within reach of children; a control rod does not. */
export function needsChildSafetyNotice(parameters: Readonly<Record<string, unknown>>): boolean {
  return (
    !isElectric(parameters) &&
    parameters.control_type === 'chain' &&
    parameters.with_child_safety !== true
  );
}

function without(
  parameters: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const next = { ...parameters };
  for (const name of names) delete next[name];
  return next;
}

const CONTROL_FIELDS = ['control_type', 'control_side', 'chain_color', 'control_length'] as const;
const MOTOR_FIELDS = [
  'electric_option',
  'battery_option',
  'with_remote_control',
  'with_domotica_hub',
] as const;

/**
 * One field changed: the new parameters. Fields the change makes meaningless are dropped, so a
 * saved blind never carries a chain colour for a motor or a battery for a wired motor.
 */
export function changeFoldParameter(
  parameters: Readonly<Record<string, unknown>>,
  name: string,
  value: unknown,
): Record<string, unknown> {
  let next: Record<string, unknown> = { ...parameters, [name]: value };
  if (value === undefined || value === null || value === '') delete next[name];
  if (name === 'electric_option') {
    next = next.electric_option === undefined ? without(next, MOTOR_FIELDS) : next;
    if (next.electric_option !== undefined) next = without(next, CONTROL_FIELDS);
    if (next.electric_option !== 'battery' && next.mounting_system !== 'electric12v')
      next = without(next, ['battery_option']);
  }
  if (name === 'mounting_system' && ELECTRIC_MOUNTINGS.has(String(value))) {
    next = without(next, CONTROL_FIELDS);
  }
  if (name === 'control_type') {
    if (next.control_type === undefined) next = without(next, CONTROL_FIELDS);
    else if (next.control_type !== 'chain') next = without(next, ['chain_color']);
  }
  return next;
}

/** Whether the battery choice applies: a battery motor, or the 12 V system that runs on one. */
export function offersBattery(parameters: Readonly<Record<string, unknown>>): boolean {
  return parameters.electric_option === 'battery' || parameters.mounting_system === 'electric12v';
}

/** The article's parameters as saved: the form's fields plus the header's fabric and room. */
export function foldArticleParameters(
  fields: Readonly<Record<string, unknown>>,
  header: { fabric: string | null; room: string | null },
  lining: string | null,
): Record<string, unknown> {
  return withoutEmptyFields({
    ...fields,
    main_fabric: header.fabric ?? undefined,
    room: header.room ?? undefined,
    lining_fabric: lining ?? undefined,
  });
}

/**
 * The issues to show. The calculation checks the trade rules only once the article validates; a
 * dealer should read "double battery needs 80 cm" while still filling in, so the rules are also
 * asked on their own until then.
 */
export function visibleIssues(
  evaluation: ArticleEvaluation | null,
  parameters: Readonly<Record<string, unknown>>,
  mainFabric: FabricFacts | null,
): Issue[] {
  const issues = [...(evaluation?.issues ?? [])];
  if (evaluation?.parameters) return issues;
  const early = checkArticleRules('foldcurtain', parameters, {
    mainFabric: mainFabric ?? undefined,
  });
  for (const found of early) {
    if (!issues.some((known) => known.field === found.field && known.code === found.code))
      issues.push(found);
  }
  return issues;
}
