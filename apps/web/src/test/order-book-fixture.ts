// Answers of the order and offer pages' calls, shaped as the orders contract says (the domain's
// order answer plus actions, end customer and validity; articles with their actions).
import {
  ARTICLE_ACTION_NAMES,
  type ArticleActionName,
  type OrderActionName,
  type RefusalCode,
} from '@atelier/domain';
import type { OrderArticle, OrderRow, OrderView } from '../api/order-book';
import { orderAnswer } from './order-fixture';

type ActionName = OrderActionName | ArticleActionName;

export const allowed = <N extends ActionName>(name: N) => ({
  name,
  allowed: true,
  reason: null,
  message: null,
});
export const refused = <N extends ActionName>(name: N, reason: RefusalCode, message: string) => ({
  name,
  allowed: false,
  reason,
  message,
});

export function orderArticle(overrides: Partial<OrderArticle> = {}): OrderArticle {
  return {
    order_number: '1000001',
    article_type: 'pleatcurtain',
    room: 'living',
    main_fabric: 'vr-06',
    main_fabric_name: 'Velours Royal 06',
    curtain_order_number: null,
    quantity: 1,
    width: 200,
    height: 250,
    wholesale: 15000,
    sales: 27750,
    production_status: null,
    stock_state: 'inapplicable',
    set_label: null,
    stroke_group: null,
    set_alignment: null,
    stroke_saving: null,
    measurement_warnings: [],
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    actions: ARTICLE_ACTION_NAMES.map((name) => allowed(name)),
    strokes: 3,
    pleat_percentage: 235,
    pleat_depth: null,
    ...overrides,
  };
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    ...orderAnswer(),
    actions: (
      ['edit', 'save_as_offer', 'confirm', 'change_employee', 'split', 'delete'] as const
    ).map((name) => allowed(name)),
    end_customer_name: '',
    end_customer_reference: '',
    offer_valid_until: null,
    offer_expired: false,
    created_by_me: true,
    articles: [],
    ...overrides,
  };
}

/** The list item of an order: the answer without its articles, its refusals as codes only. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  const {
    articles: _articles,
    measurement_warnings: _warnings,
    actions: _actions,
    ...row
  } = orderView();
  return { ...row, refused_actions: {}, ...overrides };
}
