// Answers of the order calls for web tests: the price list the browser prices with, a draft order
// and a stored article, shaped exactly as the contract says.
import {
  type ArticleAnswer,
  type ArticleType,
  articleAnswerSchema,
  DEMO_PRICE_LIST,
  type OrderAnswer,
  orderAnswerSchema,
  type PricingContextAnswer,
  pricingContextAnswerSchema,
} from '@atelier/domain';

export function pricingContext(
  overrides: Partial<PricingContextAnswer> = {},
): PricingContextAnswer {
  return pricingContextAnswerSchema.parse({
    debtor_id: 1,
    currency: 'eur',
    margin_type: 'automatic',
    debtor_factor_percent: 185,
    price_list: { ...DEMO_PRICE_LIST, prices: { eur: DEMO_PRICE_LIST.prices.eur } },
    ...overrides,
  });
}

const NOW = '2026-11-21T10:00:00.000Z';

export function orderAnswer(overrides: Partial<OrderAnswer> = {}): OrderAnswer {
  return orderAnswerSchema.parse({
    id: 41,
    order_type: 'draft',
    debtor_id: 1,
    debtor_name: 'Woonwinkel De Linde',
    employee: 7,
    employee_name: 'Anna de Vries',
    commission: '',
    customer_order_number: '',
    memo: '',
    order_date: null,
    planned_date: null,
    end_customer_name: '',
    end_customer_reference: '',
    offer_valid_until: null,
    offer_expired: false,
    created_by_me: true,
    actions: [],
    created_at: NOW,
    updated_at: NOW,
    totals: { currency: 'eur', wholesale: 0, sales: 0 },
    article_count: 0,
    articles: [],
    ...overrides,
  });
}

/** `GET api/orders/?status=draft…`: one draft, or none (a list row: refusals, no verdicts). */
export function draftPage(order: OrderAnswer | null) {
  const {
    articles: _articles,
    measurement_warnings: _warnings,
    actions: _actions,
    ...row
  } = order ?? orderAnswer();
  const item = { ...row, refused_actions: {} };
  return { count: order ? 1 : 0, next: null, previous: null, results: order ? [item] : [] };
}

export function articleAnswer(
  articleType: ArticleType,
  parameters: Record<string, unknown>,
  overrides: Partial<ArticleAnswer> = {},
): ArticleAnswer {
  return articleAnswerSchema.parse({
    order_number: '1000001',
    order_id: 41,
    order_type: 'draft',
    article_type: articleType,
    parameters,
    room: (parameters.room as string | undefined) ?? null,
    curtain_order_number: (parameters.curtain_order_number as string | undefined) ?? null,
    quantities: null,
    cut_list: null,
    price: null,
    warnings: [],
    production_status: null,
    stock_state: 'inapplicable',
    set_label: null,
    stroke_group: null,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  });
}

/** `GET api/orders/draft/`: the draft the order flow saves into, or none. */
export function flowDraftAnswer(order: OrderAnswer | null) {
  return { draft: draftPage(order).results[0] ?? null };
}
