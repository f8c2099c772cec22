// The tracking list (portal §3 "Order (as listed)"): one row per article with its order's header,
// the production status described in the caller's language and the prices the account's price
// display type shows (the others are null).
import {
  type ArticleType,
  type AtelierOrderAnswer,
  type AtelierOrderRow,
  type OrderType,
  type ProductionStatusGroup,
  pricesShown,
  productionStatusesInGroup,
  userSettingsSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { articleFigures } from '../articles/article-answers.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { AppError } from '../http/errors.js';
import type { ListWindow } from '../http/list-query.js';
import { storedSettings } from '../settings/settings.repository.js';
import { listScope } from '../tenancy/scope.js';
import {
  type ATELIER_ORDER_SORT,
  type AtelierOrderRecord,
  listAtelierOrders,
  orderInScope,
} from './atelier-orders.repository.js';
import { fabricNames } from './orders.repository.js';

/** Without a status filter the list shows the orders in the manufacturer's hands. */
export const ATELIER_ORDER_DEFAULT_TYPES: readonly OrderType[] = ['confirmed', 'delivered'];

export interface AtelierOrderListFilter extends ListWindow<keyof typeof ATELIER_ORDER_SORT> {
  types?: readonly OrderType[] | undefined;
  articleTypes?: readonly ArticleType[] | undefined;
  productionGroups?: readonly ProductionStatusGroup[] | undefined;
  debtorId?: number | undefined;
}

const priceSettings = userSettingsSchema.pick({ price_type: true });

export class AtelierOrdersService {
  constructor(private readonly db: Db) {}

  private async rowsOf(
    ctx: RequestContext,
    records: AtelierOrderRecord[],
  ): Promise<AtelierOrderRow[]> {
    const settings = readStored(
      priceSettings,
      (await storedSettings(this.db, ctx.principal.userId))?.settings,
    );
    const shown = pricesShown(settings.price_type);
    const names = await fabricNames(
      this.db,
      records.flatMap((record) => (record.article.mainFabric ? [record.article.mainFabric] : [])),
      ctx.locale,
    );
    return records.map((record) => {
      const { article } = record;
      const fabric = article.mainFabric ? names.get(article.mainFabric) : undefined;
      const typeName = translate(ctx.locale, `enums:articleTypes.${article.articleType}`);
      return {
        order_id: article.orderId,
        order_type: record.orderType,
        order_number: article.orderNumber,
        customer_order_number: record.customerOrderNumber,
        commission: record.commission,
        room: article.room,
        order_date: record.orderDate,
        planned_date: record.plannedDate,
        insert_date: article.createdAt.toISOString(),
        status: article.productionStatus,
        status_description: article.productionStatus
          ? translate(ctx.locale, `enums:productionStatuses.${article.productionStatus}`)
          : null,
        stock_state: article.stockState,
        currency: record.currency,
        sales: shown.sales ? article.salesCents : null,
        wholesale: shown.wholesale ? article.wholesaleCents : null,
        set_label: article.setLabel,
        debtor_id: article.debtorId,
        debtor_name: record.debtorName,
        memo: record.memo,
        article_name: fabric ? `${typeName} – ${fabric}` : typeName,
        article_type: article.articleType,
        ...articleFigures(article),
      };
    });
  }

  async list(ctx: RequestContext, filter: AtelierOrderListFilter) {
    const scope = listScope(ctx.scope, filter.debtorId);
    const { count, rows } = await listAtelierOrders(this.db, scope, {
      types: filter.types?.length ? filter.types : ATELIER_ORDER_DEFAULT_TYPES,
      articleTypes: filter.articleTypes,
      productionStatuses: filter.productionGroups?.flatMap(productionStatusesInGroup),
      q: filter.q,
      sort: filter.sort,
      descending: filter.descending,
      limit: filter.limit,
      offset: filter.offset,
    });
    return { count, results: await this.rowsOf(ctx, rows) };
  }

  /** Every article row of one order, whatever its status. */
  async get(ctx: RequestContext, orderId: number): Promise<AtelierOrderAnswer> {
    const scope = ctx.scope;
    if (!(await orderInScope(this.db, scope, orderId))) throw new AppError('not_found');
    const { rows } = await listAtelierOrders(this.db, scope, {
      orderId,
      sort: 'order_number',
      descending: false,
      limit: 10_000,
      offset: 0,
    });
    return { order_id: orderId, results: await this.rowsOf(ctx, rows) };
  }
}
