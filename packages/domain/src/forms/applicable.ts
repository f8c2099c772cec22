// What the API does before it validates and prices, and the form before it saves: the fields that
// do not apply to the article as chosen are dropped, so they are neither stored nor charged. Sizes
// are never changed here: a size out of range stays as typed and becomes an issue.
import { CURTAIN_TYPES, type CurtainType } from '../enums.js';
import { withAppliedCurveLegs } from '../rules/rail-curve.js';
import { railKindOf } from '../rules/rail-kinds.js';
import { isArticleType } from '../schemas/index.js';
import { curtainFieldTable } from './curtain-fields.js';
import { withApplicableFoldFields } from './fold-curtain.js';
import { railRodFieldsHidden } from './rail-rod-fields.js';

type Params = Readonly<Record<string, unknown>>;

function isCurtainType(value: string): value is CurtainType {
  return (CURTAIN_TYPES as readonly string[]).includes(value);
}

/** A curtain's fields that hang on another value (the left share of an unequal split, ...). */
function withApplicableCurtainFields(type: CurtainType, parameters: Params) {
  const next: Record<string, unknown> = { ...parameters };
  for (const field of curtainFieldTable(type)) {
    if (field.when && next[field.name] !== undefined && !field.when(next)) delete next[field.name];
  }
  return next;
}

/**
 * A rail's or rod's fields that apply: the legs of its curve type; on a rod none of the runner,
 * stopper or retarder fields (a rod carries the curtain's rings); a remote's kind only with a remote.
 */
function withApplicableRailFields(articleType: string, parameters: Params) {
  const next = withAppliedCurveLegs(parameters);
  for (const name of railRodFieldsHidden(articleType, next)) delete next[name];
  if (next.with_remote_control !== true) delete next.remote_type;
  return next;
}

/**
 * The parameters with only the fields that apply: the legs of the curve type, a roman blind's
 * control or motor fields, a curtain's dependent fields. Anything that is not a plain object is
 * returned as it is, for validation to report.
 */
export function applicableParameters(articleType: string, raw: unknown): unknown {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return raw;
  if (!isArticleType(articleType)) return raw;
  const parameters = raw as Params;
  if (articleType === 'foldcurtain') return withApplicableFoldFields(parameters);
  if (isCurtainType(articleType)) return withApplicableCurtainFields(articleType, parameters);
  if (articleType === 'rail' || railKindOf(articleType, parameters) !== null) {
    return withApplicableRailFields(articleType, parameters);
  }
  return raw;
}
