// What a dealer may do with an order and with each of its articles, and why not when refused
// (portal §4 "Order kinds and statuses"). The API answers a refused call with 409 and the reason;
// the order answer lists every action with its verdict, so the web shows exactly the buttons the
// API will accept and explains the greyed-out ones with the same reason.
import { type ArticleType, type OrderType, SEWN_CURTAIN_TYPES } from '../enums.js';
import { canPerformArticleOperation, canTransitionOrder } from './order-types.js';
import { PRODUCTION_EVENT_REFUSAL_CODES } from './production-events.js';
import { PRODUCTION_REFUSAL_CODES } from './production-status.js';
import { type SetArticle, setRefusalFor } from './sets.js';
import { type StrokeArticle, strokeMatchRefusalFor } from './strokes.js';

export const ORDER_ACTION_NAMES = [
  'edit',
  'delete',
  'save_as_offer',
  'renew_offer',
  'confirm',
  'add_articles',
  'change_employee',
  'split',
] as const;
export type OrderActionName = (typeof ORDER_ACTION_NAMES)[number];

export const ARTICLE_ACTION_NAMES = [
  'edit',
  'delete',
  'duplicate',
  'move',
  // Splitting this article out of its order (the order's split, for this article alone).
  'split',
  'change_main_fabric',
  'combine_strokes',
  'undo_combine_strokes',
  'make_set',
  'undo_set',
] as const;
export type ArticleActionName = (typeof ARTICLE_ACTION_NAMES)[number];

/** Why an action is refused. Each is also an API error code (409) with a message in every language. */
export const REFUSAL_CODES = [
  'order_confirmed',
  'order_delivered',
  'order_imported',
  'offer_expired',
  'order_empty',
  'not_offered',
  // Sharing or printing the end customer's quote of an order that is not an offer.
  'quote_needs_offer',
  'already_offered',
  'fabric_mismatch',
  'not_patterned',
  'too_few_articles',
  'already_matched',
  'not_matched',
  'already_in_set',
  'not_in_set',
  'different_commission',
  'fabric_does_not_fit',
  'no_main_fabric',
  'not_sewn',
  // Stroke matching and sets (strokes.ts, sets.ts).
  'not_cut_in_widths',
  'not_a_curtain',
  // The factory's status events (production-status.ts, production-events.ts).
  ...PRODUCTION_REFUSAL_CODES,
  ...PRODUCTION_EVENT_REFUSAL_CODES,
] as const;
export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface ActionVerdict<N extends string> {
  name: N;
  allowed: boolean;
  reason: RefusalCode | null;
}

/** What the rules need to know of an order. */
export interface OrderFacts {
  orderType: OrderType;
  /** How many articles the order holds. */
  articleCount: number;
  /** ISO date up to and including which an offer's prices hold; null when not an offer. */
  offerValidUntil: string | null;
}

/** What the rules need to know of an article. */
export interface ArticleFacts {
  orderNumber: string;
  articleType: ArticleType;
  mainFabric?: string | null;
  strokeGroup?: string | null;
  setLabel?: string | null;
}

/**
 * The order's articles with what stroke matching and sets need of them (their own calculation).
 * Given to `articleActions`, "match strokes" and "make a set" say whether the article has a
 * partner in its order, with the reason of strokes.ts and sets.ts when it has none.
 */
export type OrderArticleFacts = StrokeArticle & SetArticle;

/** An offer holds its prices this many days at most. */
export const OFFER_MAX_VALIDITY_DAYS = 365;
/** A new offer is valid this many days unless the dealer says otherwise. */
export const OFFER_DEFAULT_VALIDITY_DAYS = 30;

/** An ISO date `days` after `isoDate` (calendar days, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An offer is expired from the day after its validity; a non-offer never is. */
export function isOfferExpired(
  orderType: OrderType,
  validUntil: string | null,
  today: string,
): boolean {
  return orderType === 'offered' && validUntil !== null && validUntil.slice(0, 10) < today;
}

/** May an offer be given this validity today? From today up to a year ahead. */
export function isOfferValidityAllowed(validUntil: string, today: string): boolean {
  return validUntil >= today && validUntil <= addDays(today, OFFER_MAX_VALIDITY_DAYS);
}

/** The reason a confirmed, delivered or imported order cannot be changed; null for drafts/offers. */
export function lockedReason(orderType: OrderType): RefusalCode | null {
  switch (orderType) {
    case 'confirmed':
      return 'order_confirmed';
    case 'delivered':
      return 'order_delivered';
    case 'imported':
      return 'order_imported';
    default:
      return null;
  }
}

/**
 * Why an article of an order of this type can no longer be changed (its edit page opens read-only,
 * with this reason); null while it can.
 */
export function articleLockedReason(orderType: OrderType): RefusalCode | null {
  return canPerformArticleOperation(orderType, 'edit')
    ? null
    : (lockedReason(orderType) ?? 'order_confirmed');
}

const verdict = <N extends string>(name: N, reason: RefusalCode | null): ActionVerdict<N> => ({
  name,
  allowed: reason === null,
  reason,
});

/** The first reason that applies, or null. */
const firstOf = (...reasons: Array<RefusalCode | null | false>): RefusalCode | null =>
  reasons.find((reason): reason is RefusalCode => typeof reason === 'string') ?? null;

/** Every order action with its verdict, in ORDER_ACTION_NAMES order. */
export function orderActions(order: OrderFacts, today: string): ActionVerdict<OrderActionName>[] {
  const { orderType, articleCount } = order;
  const locked = lockedReason(orderType);
  const expired = isOfferExpired(orderType, order.offerValidUntil, today);
  // Confirmed and delivered orders are the manufacturer's: nothing moves them back or on.
  const transitionRefusal = (to: OrderType) =>
    canTransitionOrder(orderType, to) ? null : (locked ?? 'already_offered');
  const reasons: Record<OrderActionName, RefusalCode | null> = {
    edit: locked,
    delete: locked,
    save_as_offer: firstOf(transitionRefusal('offered'), articleCount === 0 && 'order_empty'),
    renew_offer: firstOf(locked, orderType !== 'offered' && 'not_offered'),
    confirm: firstOf(
      transitionRefusal('confirmed'),
      articleCount === 0 && 'order_empty',
      expired && 'offer_expired',
    ),
    add_articles: locked,
    change_employee: locked,
    split: firstOf(locked, articleCount < 2 && 'too_few_articles'),
  };
  return ORDER_ACTION_NAMES.map((name) => verdict(name, reasons[name]));
}

/** What moving and splitting need to know of an article: whether it is in a group. */
export type GroupFacts = Pick<ArticleFacts, 'strokeGroup' | 'setLabel'>;

/**
 * An article in a stroke group or a set stays in its commission until the group is undone: the
 * refusal of moving or splitting these articles (with their add-ons), or null when none is grouped.
 */
export function refuseGrouped(articles: readonly GroupFacts[]): RefusalCode | null {
  if (articles.some((article) => article.strokeGroup)) return 'already_matched';
  if (articles.some((article) => article.setLabel)) return 'already_in_set';
  return null;
}

/**
 * A matched article keeps its main fabric until the match is undone (the match was worked out for
 * that fabric's repeat): the refusal of a fabric change for these articles, or null.
 */
export function refuseFabricChange(articles: readonly GroupFacts[]): RefusalCode | null {
  return articles.some((article) => article.strokeGroup) ? 'already_matched' : null;
}

const isSewn = (type: ArticleType) => (SEWN_CURTAIN_TYPES as readonly string[]).includes(type);

/**
 * Every article action with its verdict, in ARTICLE_ACTION_NAMES order. The order's state comes
 * first; then what the article itself allows (grouping needs a sewn curtain with a main fabric; a
 * grouped article is not moved or split, `refuseGrouped`, as the API refuses it).
 */
export function articleActions(
  order: OrderFacts,
  article: ArticleFacts,
  today: string,
  orderArticles?: readonly OrderArticleFacts[],
): ActionVerdict<ArticleActionName>[] {
  const locked = canPerformArticleOperation(order.orderType, 'edit')
    ? null
    : lockedReason(order.orderType);
  const hasFabric = Boolean(article.mainFabric);
  const self = orderArticles?.find((other) => other.orderNumber === article.orderNumber);
  const grouped = refuseGrouped([article]);
  const orderSplit = verdictOf(orderActions(order, today), 'split').reason;
  const reasons: Record<ArticleActionName, RefusalCode | null> = {
    edit: locked,
    delete: locked,
    // A copy of a locked order's article goes to the dealer's draft (a re-order).
    duplicate: null,
    move: firstOf(locked, grouped),
    split: firstOf(orderSplit, grouped),
    change_main_fabric: firstOf(
      locked,
      !hasFabric && 'no_main_fabric',
      refuseFabricChange([article]),
    ),
    combine_strokes: firstOf(
      locked,
      !isSewn(article.articleType) && 'not_sewn',
      !hasFabric && 'no_main_fabric',
      Boolean(article.strokeGroup) && 'already_matched',
      order.articleCount < 2 && 'too_few_articles',
      self !== undefined && strokeMatchRefusalFor(self, orderArticles ?? []),
    ),
    undo_combine_strokes: firstOf(locked, !article.strokeGroup && 'not_matched'),
    make_set: firstOf(
      locked,
      Boolean(article.setLabel) && 'already_in_set',
      order.articleCount < 2 && 'too_few_articles',
      self !== undefined && setRefusalFor(self, orderArticles ?? []),
    ),
    undo_set: firstOf(locked, !article.setLabel && 'not_in_set'),
  };
  return ARTICLE_ACTION_NAMES.map((name) => verdict(name, reasons[name]));
}

/** The verdict of one action among those `orderActions`/`articleActions` gave. */
export function verdictOf<N extends string>(
  verdicts: readonly ActionVerdict<N>[],
  name: N,
): ActionVerdict<N> {
  const found = verdicts.find((entry) => entry.name === name);
  if (!found) throw new Error(`No verdict for action ${name}`);
  return found;
}

/** Only the refused actions of `verdicts`, each with its reason: an action not named is allowed. */
export type Refusals<N extends string> = Partial<Record<N, RefusalCode>>;

/** The refusals of `verdicts` (what a list answers per row instead of every verdict). */
export function refusalsOf<N extends string>(verdicts: readonly ActionVerdict<N>[]): Refusals<N> {
  const refused: Refusals<N> = {};
  for (const entry of verdicts) if (entry.reason) refused[entry.name] = entry.reason;
  return refused;
}

const ORDER_REFUSALS = new Map<string, Readonly<Refusals<OrderActionName>>>();

/**
 * The refused order actions of `order` today: `refusalsOf(orderActions(order, today))`, one frozen
 * object per kind of order (a list asks it for every row). The verdicts depend on the order's
 * type, on whether it holds no, one or more articles, and on whether its offer expired today,
 * and on nothing else: a representative of each kind is asked once.
 */
export function orderRefusals(
  order: OrderFacts,
  today: string,
): Readonly<Refusals<OrderActionName>> {
  const expired = isOfferExpired(order.orderType, order.offerValidUntil, today);
  const articleCount = Math.min(order.articleCount, 2);
  const key = `${order.orderType}|${articleCount}|${expired}`;
  let refused = ORDER_REFUSALS.get(key);
  if (!refused) {
    const representative: OrderFacts = {
      orderType: order.orderType,
      articleCount,
      offerValidUntil: expired ? order.offerValidUntil : null,
    };
    refused = Object.freeze(refusalsOf(orderActions(representative, today)));
    ORDER_REFUSALS.set(key, refused);
  }
  return refused;
}
/** One action's verdict read back from `refusalsOf`'s answer. */
export function verdictIn<N extends string>(refused: Refusals<N>, name: N): ActionVerdict<N> {
  const reason = refused[name] ?? null;
  return { name, allowed: reason === null, reason };
}

/** A refused action, thrown by `requireAction`; the API answers it as 409 with the reason. */
export class ActionRefused extends Error {
  constructor(
    readonly action: string,
    readonly reason: RefusalCode,
  ) {
    super(reason);
    this.name = 'ActionRefused';
  }
}

/** Throws `ActionRefused` when the action is refused; returns quietly when it is allowed. */
export function requireAction<N extends string>(
  verdicts: readonly ActionVerdict<N>[],
  name: N,
): void {
  const found = verdictOf(verdicts, name);
  if (found.reason) throw new ActionRefused(name, found.reason);
}

/** The refusal of an action, or null when it is allowed (for callers that do not throw). */
export function refusalOf<N extends string>(
  verdicts: readonly ActionVerdict<N>[],
  name: N,
): RefusalCode | null {
  return verdictOf(verdicts, name).reason;
}
