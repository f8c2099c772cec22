// A stored article as the API answers it: in full (`articleAnswer`) or as an order lists it.
import {
  type ArticleAnswer,
  type ArticlePrice,
  type ArticleQuantities,
  type ArticleSummary,
  articleActions,
  type CutList,
  type Issue,
  type Locale,
  type MeasurementWarningAnswer,
  type OrderArticleFacts,
  type OrderFacts,
  type OrderType,
  type StrokeMatchAnswer,
} from '@atelier/domain';
import { actionAnswers } from '../http/actions.js';
import { issueAnswer } from '../http/issues.js';
import type { ArticleRow } from './articles.repository.js';

const numberOr = (value: unknown, fallback: number | null) =>
  typeof value === 'number' ? value : fallback;

export function toArticleAnswer(
  row: ArticleRow,
  orderType: OrderType,
  locale: Locale,
  /** The order's measurement warnings; this article's are answered with it. */
  measurementWarnings: readonly MeasurementWarningAnswer[] = [],
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
    measurement_warnings: measurementWarnings.filter(
      (found) => found.order_number === row.orderNumber,
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an order's article list needs besides the rows: the order, today, names, the language. */
export interface SummaryContext {
  order: OrderFacts;
  today: string;
  locale: Locale;
  /** Catalogue fabric names by uuid. */
  fabricNames: ReadonlyMap<string, string>;
  /**
   * The order's articles: with them "match strokes" and "make a set" say whether the article has a
   * partner in its order (orders/strokes.ts, orders/sets.ts).
   */
  orderArticles?: readonly OrderArticleFacts[];
  /** The order's measurement warnings (articles/measurement.ts). */
  measurementWarnings?: readonly MeasurementWarningAnswer[];
}

/** An article as stroke matching and sets see it. */
export function orderArticleFacts(row: ArticleRow): OrderArticleFacts {
  const quantity = (row.parameters as Record<string, unknown>).quantity;
  return {
    orderNumber: row.orderNumber,
    orderId: row.orderId,
    articleType: row.articleType,
    mainFabric: row.mainFabric,
    strokeGroup: row.strokeGroup,
    setLabel: row.setLabel,
    quantity: typeof quantity === 'number' ? quantity : 1,
    cutList: row.cutList as CutList | null,
  };
}

/** The fabric widths the curtain is cut from: the panels' widths together. */
/** This article's line of its stroke match, while matched. */
function strokeSavingOf(row: ArticleRow) {
  const match = (row.strokeMatch as { match?: StrokeMatchAnswer } | null)?.match;
  const line = match?.lines.find((candidate) => candidate.order_number === row.orderNumber);
  if (!row.strokeGroup || !line) return null;
  return {
    saved_mm: line.saved_mm,
    saved_wholesale: line.saved_wholesale,
    saved_sales: line.saved_sales,
  };
}

function strokesOf(cutList: CutList | null): number | null {
  if (!cutList || cutList.panels.length === 0) return null;
  return cutList.panels.reduce((total, panel) => total + panel.widths, 0);
}

/** The sizes an article is listed with: as typed (cm), its widths and pleat, null where none. */
export function articleFigures(row: ArticleRow) {
  const parameters = row.parameters as Record<string, unknown>;
  return {
    width: numberOr(parameters.width, null),
    height: numberOr(parameters.height, null),
    strokes: strokesOf(row.cutList as CutList | null),
    pleat_percentage: numberOr(parameters.pleat_percentage, null),
    pleat_depth: numberOr(parameters.pleat_depth, null),
  };
}

export function toArticleSummary(row: ArticleRow, context: SummaryContext): ArticleSummary {
  const parameters = row.parameters as Record<string, unknown>;
  return {
    order_number: row.orderNumber,
    article_type: row.articleType,
    room: row.room,
    main_fabric: row.mainFabric,
    curtain_order_number: row.curtainOrderNumber,
    quantity: numberOr(parameters.quantity, 1) ?? 1,
    wholesale: row.wholesaleCents,
    sales: row.salesCents,
    production_status: row.productionStatus,
    stock_state: row.stockState,
    set_label: row.setLabel,
    set_alignment: row.setAlignment,
    stroke_group: row.strokeGroup,
    stroke_saving: strokeSavingOf(row),
    main_fabric_name: row.mainFabric ? (context.fabricNames.get(row.mainFabric) ?? null) : null,
    ...articleFigures(row),
    measurement_warnings: (context.measurementWarnings ?? []).filter(
      (found) => found.order_number === row.orderNumber,
    ),
    actions: actionAnswers(
      articleActions(
        context.order,
        {
          orderNumber: row.orderNumber,
          articleType: row.articleType,
          mainFabric: row.mainFabric,
          strokeGroup: row.strokeGroup,
          setLabel: row.setLabel,
        },
        context.today,
        context.orderArticles,
      ),
      context.locale,
    ),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
