// The one entry point of the calculation: an article (type + parameters as the dealer typed them)
// and its context in; issues, quantities, the cut list and the price out. The configurator calls it
// on every keystroke and the API before it stores an article, so it is fast and it never throws:
// whatever goes wrong becomes an issue.
import { maxBarLengthMm } from '../calc/rails.js';
import type { CutList } from '../calc/types.js';
import type { ArticleType, Color, Currency } from '../enums.js';
import { applicableParameters } from '../forms/applicable.js';
import { type Issue, issue } from '../issues.js';
import { type ArticlePrice, LineBuilder, totalPrice } from '../pricing/lines.js';
import type { PriceList } from '../pricing/price-list.js';
import { checkArticleRules } from '../rules/index.js';
import {
  type ArticleParameters,
  type ArticleParametersByType,
  isArticleType,
  validateArticleParameters,
} from '../schemas/index.js';
import {
  evaluateCushion,
  evaluateCutYardage,
  evaluateFoldCurtain,
  evaluatePanelCurtain,
  evaluateSewnCurtain,
  evaluateTieback,
} from './curtains.js';
import { evaluateAccessoryParts } from './parts.js';
import { evaluatePullRod, evaluateRailRod } from './rails.js';

export { railPartsOf } from './rails.js';

import type {
  ArticleQuantities,
  EvaluationContext,
  EvaluationInput,
  EvaluatorResult,
  Params,
} from './shared.js';

export type { ArticleQuantities, EvaluationContext } from './shared.js';

export interface ArticleInput {
  /** An article type as the URL or the form names it; an unknown one is reported. */
  articleType: ArticleType | (string & {});
  parameters: unknown;
}

export interface ArticleEvaluation {
  /** Schema, rule and calculation issues; any `error` means the article cannot be stored. */
  issues: Issue[];
  /** The validated parameters (defaults applied), null when they do not validate. */
  parameters: ArticleParameters | null;
  quantities: ArticleQuantities | null;
  cutList: CutList | null;
  /** Null when the article is not valid or the price list has no prices in its currency. */
  price: ArticlePrice | null;
}

/** Codes this entry point and the calculation emit; the `calc` catalogue words each one. */
export const CALC_ISSUE_CODES = [
  'height_exceeds_fabric_height',
  'cut_longer_than_roll',
  'panel_wider_than_fabric',
  'cushion_wider_than_fabric',
  'fabric_width_unknown',
  'fabric_unknown',
  'fabric_price_missing',
  'strokes_too_few',
  'effective_fullness',
  'surcharge_heightover275',
  'surcharge_strokesover280',
  'surcharge_ringover66',
  'rollers_advised',
  'price_list_currency_missing',
  'invalid_context',
  'calculation_failed',
  'accessory_unknown',
  'accessory_price_missing',
] as const;
export type CalcIssueCode = (typeof CALC_ISSUE_CODES)[number];

/**
 * The input as the evaluator of a validated article type reads it: its parameters are that type's
 * (`validateArticleParameters` has just checked them), named once here instead of cast in each.
 */
const typed = <T extends ArticleType>(input: EvaluationInput, _type: T) =>
  input as unknown as EvaluationInput<ArticleParametersByType[T]>;

function dispatch(articleType: ArticleType, input: EvaluationInput): EvaluatorResult | null {
  switch (articleType) {
    case 'pleatcurtain':
    case 'wavecurtain':
    case 'ringcurtain':
    case 'loopcurtain':
    case 'rodcurtain':
    case 'spancurtain':
    case 'fronslintcurtain':
    case 'backtabcurtain':
      return evaluateSewnCurtain(typed(input, articleType), articleType);
    case 'panelcurtain':
      return evaluatePanelCurtain(typed(input, 'panelcurtain'));
    case 'foldcurtain':
      return evaluateFoldCurtain(typed(input, 'foldcurtain'));
    case 'tieback':
      return evaluateTieback(typed(input, 'tieback'));
    case 'cushion':
      return evaluateCushion(typed(input, 'cushion'));
    case 'cutyardage':
      return evaluateCutYardage(typed(input, 'cutyardage'));
    case 'pullrod':
      return evaluatePullRod(typed(input, 'pullrod'));
    case 'rail':
    case 'rod':
    case 'trackrail':
    case 'decorativerail':
    case 'decorativerod':
    case 'electrictrackrail':
    case 'eraildecoround35mm':
    case 'eraildecosquare32mm':
      return evaluateRailRod(typed(input, articleType), articleType);
    case 'vakoaccessoryparts':
      return evaluateAccessoryParts(typed(input, 'vakoaccessoryparts'));
    default:
      // RMA and sample orders carry no price.
      return null;
  }
}

function quantitiesOf(quantity: number, result: EvaluatorResult | null): ArticleQuantities {
  const cutList = result?.cutList;
  const parts: Record<string, number> = {};
  for (const part of cutList?.parts ?? [])
    parts[part.code] = (parts[part.code] ?? 0) + part.quantity;
  return {
    quantity,
    mainFabricMm: cutList?.main?.lengthMm ?? 0,
    mainFabricChargedMm: cutList?.main?.chargedMm ?? 0,
    liningMm: cutList?.lining?.lengthMm ?? 0,
    liningChargedMm: cutList?.lining?.chargedMm ?? 0,
    drops: cutList?.drops ?? 0,
    cutLengthMm: cutList?.cutLengthMm ?? 0,
    flatWidthMm: result?.flatWidthMm ?? 0,
    areaMm2: result?.areaMm2 ?? 0,
    railLengthMm: result?.railLengthMm ?? 0,
    parts,
  };
}

function contextProblem(context: unknown): Issue | null {
  if (context === null || typeof context !== 'object') return issue(null, 'invalid_context');
  const { priceList, account } = context as Partial<EvaluationContext>;
  if (!priceList || typeof priceList !== 'object' || !priceList.defaults || !priceList.prices) {
    return issue(null, 'invalid_context');
  }
  if (!account || typeof account !== 'object' || typeof account.currency !== 'string') {
    return issue(null, 'invalid_context');
  }
  return null;
}

const failed = (issues: Issue[], parameters: ArticleParameters | null): ArticleEvaluation => ({
  issues,
  parameters,
  quantities: null,
  cutList: null,
  price: null,
});

function evaluate(article: ArticleInput, context: EvaluationContext): ArticleEvaluation {
  const problem = contextProblem(context);
  if (problem) return failed([problem], null);
  const articleType = article?.articleType;
  if (!isArticleType(articleType)) {
    return failed(
      [issue(null, 'unknown_article_type', { articleType: String(articleType) })],
      null,
    );
  }
  // Fields that do not apply to the article as chosen are dropped first (forms/applicable.ts).
  const validation = validateArticleParameters(
    articleType,
    applicableParameters(articleType, article.parameters),
  );
  if (!validation.ok) return failed(validation.issues, null);
  const parameters = validation.value;
  const params = parameters as Params;
  const priceList: PriceList = context.priceList;
  const defaults = priceList.defaults;
  const colour = typeof params.color === 'string' ? (params.color as Color) : null;

  const issues = checkArticleRules(articleType, parameters, {
    mainFabric: context.mainFabric,
    liningFabric: context.liningFabric,
    maxBarLengthMm: maxBarLengthMm(defaults, colour),
  });
  const currency: Currency = context.account.currency;
  const table = priceList.prices[currency];
  if (!table) {
    issues.push(
      issue(null, 'price_list_currency_missing', {
        currency: String(currency).toUpperCase(),
        priceList: priceList.name,
      }),
    );
    return { ...failed(issues, parameters) };
  }
  const quantity = typeof params.quantity === 'number' ? params.quantity : 1;
  const lines = new LineBuilder(quantity, { account: context.account, defaults });
  const result = dispatch(articleType, {
    params,
    ctx: context,
    currency,
    table,
    defaults,
    lines,
    issues,
  });
  return {
    issues,
    parameters,
    quantities: quantitiesOf(quantity, result),
    cutList: result?.cutList ?? null,
    price: totalPrice(currency, lines.lines, context.account),
  };
}

/** Validates, calculates and prices one article. Never throws: problems come back as issues. */
export function evaluateArticle(
  article: ArticleInput,
  context: EvaluationContext,
): ArticleEvaluation {
  try {
    return evaluate(article, context);
  } catch {
    return failed([issue(null, 'calculation_failed')], null);
  }
}
