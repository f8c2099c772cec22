// What an order may become and what may be done to its articles, as tables (portal §4). The API
// checks these before it writes; the web asks the same tables which buttons to show.
import type { OrderType } from '../enums.js';

/**
 * A draft is saved as an offer or confirmed; an offer is confirmed (several at once); an order
 * imported from a dealer's own system is turned into an offer or confirmed; the manufacturer marks a
 * confirmed order delivered. Confirmed and delivered orders are in the manufacturer's hands and do
 * not go back.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderType, readonly OrderType[]>> = {
  draft: ['offered', 'confirmed'],
  offered: ['confirmed'],
  imported: ['offered', 'confirmed'],
  confirmed: ['delivered'],
  delivered: [],
};

export function canTransitionOrder(from: OrderType, to: OrderType): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/** The dealer's action for a transition, as the calls name it (confirm/, saving as an offer). */
export type OrderAction = 'save_as_offer' | 'confirm' | 'deliver';
const ACTION_TARGET: Record<OrderAction, OrderType> = {
  save_as_offer: 'offered',
  confirm: 'confirmed',
  deliver: 'delivered',
};

/** The order type an action leads to from `from`, or null when the action is not allowed. */
export function orderAfter(from: OrderType, action: OrderAction): OrderType | null {
  const to = ACTION_TARGET[action];
  return canTransitionOrder(from, to) ? to : null;
}

export const ARTICLE_OPERATIONS = [
  'create',
  'edit',
  'delete',
  'duplicate',
  'move',
  'split',
  'combine_strokes',
  'undo_combine_strokes',
  'make_set',
  'undo_set',
] as const;
export type ArticleOperation = (typeof ARTICLE_OPERATIONS)[number];

const EVERYTHING: readonly ArticleOperation[] = ARTICLE_OPERATIONS;

/**
 * Drafts and offers are the dealer's to change (offers "can be edited, split, extended"). Confirmed,
 * delivered and imported orders are read-only: their articles can only be duplicated, which puts
 * the copy in the dealer's draft (a re-order).
 */
export const ARTICLE_OPERATIONS_BY_ORDER_TYPE: Readonly<
  Record<OrderType, readonly ArticleOperation[]>
> = {
  draft: EVERYTHING,
  offered: EVERYTHING,
  imported: ['duplicate'],
  confirmed: ['duplicate'],
  delivered: ['duplicate'],
};

export function allowedArticleOperations(orderType: OrderType): readonly ArticleOperation[] {
  return ARTICLE_OPERATIONS_BY_ORDER_TYPE[orderType] ?? [];
}

export function canPerformArticleOperation(
  orderType: OrderType,
  operation: ArticleOperation,
): boolean {
  return allowedArticleOperations(orderType).includes(operation);
}

/** Move and split put articles into another commission: only one the dealer may still change. */
export function canReceiveArticles(orderType: OrderType): boolean {
  return canPerformArticleOperation(orderType, 'create');
}

/** A duplicate stays in its order when that order is still editable, else it goes to the draft. */
export function duplicateTarget(orderType: OrderType): 'same-order' | 'draft' {
  return canPerformArticleOperation(orderType, 'create') ? 'same-order' : 'draft';
}

/**
 * The orders a configurator's order flow saves a new article into (portal §4 "Order flow": the
 * draft is reused if one exists, otherwise created): the dealer's drafts. An offer takes articles
 * on its own page; a confirmed, delivered or imported order takes none. The flow's remembered
 * commission, and the API's "newest draft", are only ever one of these.
 */
export const FLOW_ORDER_TYPES = ['draft'] as const satisfies readonly OrderType[];

/** May the order flow put a new article into an order of this type (see `FLOW_ORDER_TYPES`)? */
export function isFlowOrder(orderType: OrderType): boolean {
  return (
    (FLOW_ORDER_TYPES as readonly OrderType[]).includes(orderType) && canReceiveArticles(orderType)
  );
}
