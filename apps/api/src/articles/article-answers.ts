// A stored article as the API answers it: in full (`articleAnswer`) or as an order lists it.
import type {
  ArticleAnswer,
  ArticlePrice,
  ArticleQuantities,
  ArticleSummary,
  CutList,
  Issue,
  Locale,
  OrderType,
  StrokeMatchAnswer,
} from '@atelier/domain';
import { issueAnswer } from '../http/issues.js';
import type { ArticleRow } from './articles.repository.js';

const numberOr = (value: unknown, fallback: number | null) =>
  typeof value === 'number' ? value : fallback;

export function toArticleAnswer(
  row: ArticleRow,
  orderType: OrderType,
  locale: Locale,
): ArticleAnswer {
  return {
    order_number: row.orderNumber,
    order_id: row.orderId,
    order_type: orderType,
    article_type: row.articleType,
    parameters: row.parameters as Record<string, unknown>,
    room: row.room,
    curtain_order_number: row.curtainOrderNumber,
    quantities: row.quantities as ArticleQuantities | null,
    cut_list: row.cutList as CutList | null,
    price: row.price as ArticlePrice | null,
    warnings: (row.warnings as Issue[]).map((found) => issueAnswer(found, locale)),
    production_status: row.productionStatus,
    stock_state: row.stockState,
    set_label: row.setLabel,
    set_alignment: row.setAlignment,
    stroke_group: row.strokeGroup,
    stroke_match: (row.strokeMatch as { match?: StrokeMatchAnswer } | null)?.match ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toArticleSummary(row: ArticleRow): ArticleSummary {
  const parameters = row.parameters as Record<string, unknown>;
  return {
    order_number: row.orderNumber,
    article_type: row.articleType,
    room: row.room,
    main_fabric: row.mainFabric,
    curtain_order_number: row.curtainOrderNumber,
    quantity: numberOr(parameters.quantity, 1) ?? 1,
    width: numberOr(parameters.width, null),
    height: numberOr(parameters.height, null),
    wholesale: row.wholesaleCents,
    sales: row.salesCents,
    production_status: row.productionStatus,
    stock_state: row.stockState,
    set_label: row.setLabel,
    set_alignment: row.setAlignment,
    stroke_group: row.strokeGroup,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
