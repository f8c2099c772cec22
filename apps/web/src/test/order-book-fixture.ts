// Answers of the order and offer pages' calls, shaped as the orders contract says (the domain's
// order answer plus actions, end customer and validity; articles with their actions).
import type { ActionAnswer, OrderArticle, OrderView } from '../api/order-book';
import { orderAnswer } from './order-fixture';

export const allowed = (name: string): ActionAnswer => ({
  name,
  allowed: true,
  reason: null,
  message: null,
});
export const refused = (name: string, reason: string, message: string): ActionAnswer => ({
  name,
  allowed: false,
  reason,
  message,
});

const ARTICLE_ACTIONS = [
  'edit',
  'delete',
  'duplicate',
  'move',
  'change_main_fabric',
  'combine_strokes',
  'undo_combine_strokes',
  'make_set',
  'undo_set',
];

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
    created_at: '2026-11-21T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    actions: ARTICLE_ACTIONS.map(allowed),
    strokes: 3,
    pleat_percentage: 235,
    pleat_depth: null,
    ...overrides,
  };
}

export function orderView(overrides: Partial<OrderView> = {}): OrderView {
  const { articles: _a, ...base } = orderAnswer();
  return {
    ...base,
    actions: ['edit', 'save_as_offer', 'confirm', 'change_employee', 'split', 'delete'].map(
      allowed,
    ),
    end_customer_name: '',
    end_customer_reference: '',
    offer_valid_until: null,
    offer_expired: false,
    created_by_me: true,
    articles: [],
    ...overrides,
  };
}

/** The list item of an order (the answer without its articles). */
export function orderRow(overrides: Partial<OrderView> = {}) {
  const { articles: _articles, ...row } = orderView(overrides);
  return row;
}
