// The roman (fold) curtain's form model (configurators §3, §4): whether it has a motor, whether it
// runs on a battery, which control it has, what a change clears, and which fields apply. The form,
// the preview, the API and the price all ask these functions, so they give one answer.

import type { FabricFacts } from '../context.js';
import type { Issue } from '../issues.js';
import { checkArticleRules, runsOnBattery } from '../rules/article-rules.js';
import { type ArticleDraft, withDraftField, withoutEmptyFields } from '../schemas/index.js';

type Params = Readonly<Record<string, unknown>>;

/** What the fold curtain's form holds: a roman blind's fields as the dealer typed them. */
export type FoldDraft = ArticleDraft<'foldcurtain'>;
/** A field of a roman blind. */
export type FoldFieldName = keyof FoldDraft;

const ELECTRIC_MOUNTINGS: ReadonlySet<unknown> = new Set(['electric12v', 'electric230v']);

/** A blind with a motor: a motor option, or a motorised (12 V or 230 V) mounting system. */
export function isElectricFoldCurtain(parameters: Params): boolean {
  return (
    (parameters.electric_option !== undefined && parameters.electric_option !== '') ||
    ELECTRIC_MOUNTINGS.has(parameters.mounting_system)
  );
}

/** Whether the battery choice applies (and is then required): see `runsOnBattery`. */
export const offersBattery = (parameters: Params): boolean => runsOnBattery(parameters);

/** How the blind is worked, as the preview draws it and the summary names it. */
export type FoldControl = 'motor' | 'rod' | 'chain' | null;

export function foldControlOf(parameters: Params): FoldControl {
  if (isElectricFoldCurtain(parameters)) return 'motor';
  const control = parameters.control_type;
  if (control === 'controlrod' || control === 'deliverwithcontrolrod') return 'rod';
  if (control === 'chain') return 'chain';
  return null;
}

/**
 * Child safety secures cords and a chain within a child's reach. A motorised blind has neither, so
 * the option does not apply to it: it is not shown, not stored and not charged.
 */
export function childSafetyApplies(parameters: Params): boolean {
  return !isElectricFoldCurtain(parameters);
}

/** Cords and a chain hang within reach of children; a control rod or a motor does not. */
export function needsChildSafetyNotice(parameters: Params): boolean {
  return foldControlOf(parameters) === 'chain' && parameters.with_child_safety !== true;
}

const CONTROL_FIELDS = ['control_type', 'control_side', 'chain_color', 'control_length'] as const;
const MOTOR_FIELDS = [
  'electric_option',
  'battery_option',
  'with_remote_control',
  'remote_type',
  'with_domotica_hub',
] as const;

/** The parameters without fields that no longer apply (each is optional, so they stay whole). */
function without<P extends Params>(parameters: P, names: readonly string[]): P {
  const next: Record<string, unknown> = { ...parameters };
  for (const name of names) delete next[name];
  return next as P;
}

/**
 * The fields of a fold curtain that apply, the others dropped: a motor has no chain, control rod
 * or child safety; a battery only goes with a motor that runs on one; the motor options only with
 * a motor; the chain colour only with a chain. The form and the API both apply this.
 */
export function withApplicableFoldFields<P extends Params>(parameters: P): P {
  let next: P = { ...parameters };
  if (isElectricFoldCurtain(next)) {
    next = without(next, [...CONTROL_FIELDS, 'with_child_safety']);
    if (!runsOnBattery(next)) next = without(next, ['battery_option']);
    if (next.with_remote_control !== true) next = without(next, ['remote_type']);
  } else {
    next = without(next, MOTOR_FIELDS);
    if (next.control_type === undefined) next = without(next, CONTROL_FIELDS);
    else if (next.control_type !== 'chain') next = without(next, ['chain_color']);
  }
  return next;
}

/**
 * One field changed: the new parameters. Fields the change makes meaningless are dropped, so a
 * saved blind never carries a chain colour for a motor or a battery for a wired motor. Taking the
 * motor off again gives the blind back the account's child safety default.
 */
export function changeFoldParameter(
  parameters: Readonly<FoldDraft>,
  name: FoldFieldName,
  value: unknown,
  defaults: Readonly<FoldDraft> = {},
): FoldDraft {
  const wasElectric = isElectricFoldCurtain(parameters);
  let next = withDraftField(parameters, name, value);
  if (value === undefined || value === null || value === '') delete next[name];
  if (name === 'electric_option' && next.electric_option === undefined) {
    next = without(next, MOTOR_FIELDS);
  }
  if (name === 'control_type' && next.control_type === undefined) {
    next = without(next, CONTROL_FIELDS);
  }
  next = withApplicableFoldFields(next);
  if (wasElectric && !isElectricFoldCurtain(next) && defaults.with_child_safety !== undefined) {
    next.with_child_safety = defaults.with_child_safety;
  }
  return next;
}

/** The article's parameters as saved: the form's fields plus the header's fabric and room. */
export function foldArticleParameters(
  fields: Readonly<FoldDraft>,
  header: { fabric: string | null; room: string | null },
  lining: string | null,
): Record<string, unknown> {
  return withoutEmptyFields(
    withApplicableFoldFields({
      ...fields,
      main_fabric: header.fabric ?? undefined,
      room: header.room ?? undefined,
      lining_fabric: lining ?? undefined,
    }),
  );
}

/**
 * The issues to show. The calculation checks the trade rules only once the article validates; a
 * dealer should read "double battery needs 80 cm" while still filling in, so the rules are also
 * asked on their own until then. `evaluation` is what evaluate's `evaluateArticle` answered (the
 * forms sit below evaluate, so only the two parts read here are named).
 */
export function visibleFoldIssues(
  evaluation: { issues: readonly Issue[]; parameters: unknown } | null,
  parameters: Params,
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
