// Curtain sets (portal §2 "set creation: pattern and stiffener alignment top or bottom"): two or
// more curtains of one commission made to hang together. The workshop lines up the pattern (and a
// fold curtain's stiffeners) of every curtain in the set at the top or at the bottom; the set has a
// label (A, B, …) unique within its order.
import { SEWN_CURTAIN_TYPES } from '../enums.js';

export const SET_ALIGNMENTS = ['top', 'bottom'] as const;
export type SetAlignment = (typeof SET_ALIGNMENTS)[number];

/** Curtains whose pattern or stiffeners can be aligned: sewn, panel and fold curtains. */
export const SET_ARTICLE_TYPES = [...SEWN_CURTAIN_TYPES, 'panelcurtain', 'foldcurtain'] as const;

export interface SetArticle {
  orderNumber: string;
  orderId: number;
  articleType: string;
  /** The set it is already in, if any. */
  setLabel: string | null;
}

/** Why articles cannot be made a set, checked in this order (each a refusal code of the API). */
export const SET_REFUSALS = [
  'too_few_articles',
  'different_commission',
  'already_in_set',
  'not_a_curtain',
] as const;
export type SetRefusal = (typeof SET_REFUSALS)[number];

/** Why these articles cannot be made into a set, or null when they can. */
export function setRefusal(articles: readonly SetArticle[]): SetRefusal | null {
  if (new Set(articles.map((article) => article.orderNumber)).size < 2) return 'too_few_articles';
  if (new Set(articles.map((article) => article.orderId)).size > 1) return 'different_commission';
  if (articles.some((article) => article.setLabel)) return 'already_in_set';
  const curtains = SET_ARTICLE_TYPES as readonly string[];
  if (!articles.every((article) => curtains.includes(article.articleType))) return 'not_a_curtain';
  return null;
}

/** Whether one article can be made a set with any other article of its order; null when so. */
export function setRefusalFor(
  article: SetArticle,
  others: readonly SetArticle[],
): SetRefusal | null {
  const candidates = others.filter(
    (other) => other.orderNumber !== article.orderNumber && other.orderId === article.orderId,
  );
  if (candidates.some((other) => setRefusal([article, other]) === null)) return null;
  const own = setRefusal([article, { ...article, orderNumber: `${article.orderNumber}:` }]);
  if (own !== null) return own;
  if (candidates.length === 0) return 'too_few_articles';
  return setRefusal([article, candidates[0]!]);
}

/** Undo needs every named article to be in a set. */
export function undoSetRefusal(
  articles: readonly Pick<SetArticle, 'setLabel'>[],
): 'too_few_articles' | 'not_in_set' | null {
  if (articles.length === 0) return 'too_few_articles';
  return articles.every((article) => article.setLabel) ? null : 'not_in_set';
}

/** A set's label as the order shows it: A … Z, then AA, AB, … (spreadsheet columns). */
export function setLabelAt(index: number): string {
  let label = '';
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    label = String.fromCharCode(65 + rest) + label;
    n = Math.floor((n - 1) / 26);
  }
  return label;
}

/** The first label not yet used by a set of the order. */
export function nextSetLabel(used: Iterable<string | null>): string {
  const taken = new Set(used);
  for (let index = 0; ; index += 1) {
    const label = setLabelAt(index);
    if (!taken.has(label)) return label;
  }
}
