// The article types a client names in the article calls (`api/orders/{id}/articles/{type}/…`,
// `api/prices/{type}/`). The spec's calls use the article-order types (portal §9, configurators
// §3): `curtain, chain, pattern, ringcurtain, foldcurtain, cutyardage, panelcurtain, cushion, rma,
// tieback`; the portal's own configurators use the precise article types. Both are accepted.
// `rma` has calls of its own, so it is not an article call here (docs/decisions/018-sales-per-line-and-call-types.md).
import { ARTICLE_TYPES, type ArticleType, SEWN_CURTAIN_TYPES } from '../enums.js';
import { type Issue, issue } from '../issues.js';

/** The spec's call types that are not themselves a precise type, with the types each stands for. */
export const ARTICLE_CALL_FAMILIES = {
  /** A curtain sewn from fabric widths; the parameters name the model in `curtain_type`. */
  curtain: SEWN_CURTAIN_TYPES,
  /** Hardware sold loose (operating chains, cords and every other part): the loose-parts article. */
  chain: ['vakoaccessoryparts'],
  /** Fabric cut to the dealer's sizes (a pattern of cuts): cut yardage. */
  pattern: ['cutyardage'],
} as const satisfies Record<string, readonly ArticleType[]>;
export type ArticleCallFamily = keyof typeof ARTICLE_CALL_FAMILIES;
export const ARTICLE_CALL_FAMILY_NAMES = Object.keys(ARTICLE_CALL_FAMILIES) as ArticleCallFamily[];

/** Returns and sample requests have their own calls; every other article type is priced here. */
export const PRICED_ARTICLE_TYPES = ARTICLE_TYPES.filter(
  (type) => type !== 'rma' && type !== 'sampleorder',
) as Exclude<ArticleType, 'rma' | 'sampleorder'>[];
export type PricedArticleType = (typeof PRICED_ARTICLE_TYPES)[number];

/** What the article calls accept as `{articleType}`: the precise types and the spec's families. */
export const ARTICLE_CALL_TYPES = [...PRICED_ARTICLE_TYPES, ...ARTICLE_CALL_FAMILY_NAMES] as const;
export type ArticleCallType = PricedArticleType | ArticleCallFamily;

/** The parameter in which a `curtain` call names its model (`pleatcurtain`, `wavecurtain` …). */
export const CURTAIN_MODEL_FIELD = 'curtain_type';

export type ResolvedCall<T extends string> =
  | { ok: true; articleType: T; parameters: unknown }
  | { ok: false; issues: Issue[] };

function isFamily(callType: string): callType is ArticleCallFamily {
  return Object.hasOwn(ARTICLE_CALL_FAMILIES, callType);
}

/**
 * The precise article type a create or price call means, and the parameters to validate (a
 * `curtain` call's `curtain_type` names the model and is not itself an article field). A precise
 * type passes through unchanged.
 */
export function resolveArticleCall<T extends string>(
  callType: T | ArticleCallFamily,
  raw: unknown,
): ResolvedCall<T> {
  if (!isFamily(callType)) return { ok: true, articleType: callType as T, parameters: raw };
  const family = ARTICLE_CALL_FAMILIES[callType] as readonly string[];
  if (callType !== 'curtain') {
    return { ok: true, articleType: family[0] as T, parameters: raw };
  }
  const params =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const { [CURTAIN_MODEL_FIELD]: model, ...rest } = params;
  if (model === undefined || model === null || model === '') {
    return { ok: false, issues: [issue(CURTAIN_MODEL_FIELD, 'required')] };
  }
  if (typeof model !== 'string' || !family.includes(model)) {
    return { ok: false, issues: [issue(CURTAIN_MODEL_FIELD, 'invalid_choice')] };
  }
  return { ok: true, articleType: model as T, parameters: rest };
}

/** Whether a stored article answers to the type a read, update or delete call names. */
export function articleAnswersToCall(storedType: string, callType: string): boolean {
  if (storedType === callType) return true;
  return (
    isFamily(callType) &&
    (ARTICLE_CALL_FAMILIES[callType] as readonly string[]).includes(storedType)
  );
}
