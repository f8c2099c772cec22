// Stroke matching and curtain sets (configurators §2, §4; portal §4). What can be grouped is a
// trade question, answered here once so the offer page and the API agree: strokes can be combined
// only between sewn curtains of one order cut from the same main fabric (the widths are cut from one
// roll and matched at the seams); a set groups two or more articles of one order, with their
// pattern and stiffeners aligned at the top or the bottom.
import { type ArticleType, type OrderType, SEWN_CURTAIN_TYPES } from '../enums.js';
import { type Issue, issue } from '../issues.js';
import { canPerformArticleOperation } from './order-types.js';

export const SET_ALIGNMENTS = ['top', 'bottom'] as const;
export type SetAlignment = (typeof SET_ALIGNMENTS)[number];

/** What grouping needs to know of an article. */
export interface GroupableArticle {
  orderNumber: string;
  orderId: number | string;
  articleType: ArticleType;
  mainFabric?: string | null;
  /** The stroke group it already belongs to, if any. */
  strokeGroup?: string | null;
  /** The set it already belongs to, if any. */
  set?: string | null;
}

const isSewn = (type: ArticleType) => (SEWN_CURTAIN_TYPES as readonly string[]).includes(type);

function commonProblems(
  articles: readonly GroupableArticle[],
  orderType: OrderType,
  operation: 'combine_strokes' | 'make_set',
): Issue[] {
  if (!canPerformArticleOperation(orderType, operation)) {
    return [issue(null, 'order_not_editable', { orderType })];
  }
  if (articles.length < 2) return [issue(null, 'group_needs_two', { min: 2 })];
  if (new Set(articles.map((article) => String(article.orderId))).size > 1) {
    return [issue(null, 'group_one_order')];
  }
  return [];
}

/** Why these articles cannot have their strokes combined; empty when they can. */
export function combineStrokesProblems(
  articles: readonly GroupableArticle[],
  orderType: OrderType,
): Issue[] {
  const common = commonProblems(articles, orderType, 'combine_strokes');
  if (common.length > 0) return common;
  const issues: Issue[] = [];
  for (const article of articles) {
    if (!isSewn(article.articleType)) {
      issues.push(issue(null, 'combine_sewn_only', { orderNumber: article.orderNumber }));
    } else if (article.strokeGroup) {
      issues.push(issue(null, 'combine_already_combined', { orderNumber: article.orderNumber }));
    }
  }
  const fabrics = new Set(articles.map((article) => article.mainFabric ?? ''));
  if (fabrics.size > 1 || fabrics.has('')) issues.push(issue(null, 'combine_same_fabric'));
  return issues;
}

/** Why these articles cannot be made into a set; empty when they can. */
export function makeSetProblems(
  articles: readonly GroupableArticle[],
  orderType: OrderType,
): Issue[] {
  const common = commonProblems(articles, orderType, 'make_set');
  if (common.length > 0) return common;
  return articles
    .filter((article) => article.set)
    .map((article) => issue(null, 'set_already_in_set', { orderNumber: article.orderNumber }));
}

export const ARTICLE_GROUP_ISSUE_CODES = [
  'order_not_editable',
  'group_needs_two',
  'group_one_order',
  'combine_sewn_only',
  'combine_already_combined',
  'combine_same_fabric',
  'set_already_in_set',
] as const;
