// The dealer's view of production (portal §2 track, §3 show_tracking_order_status, show_plan_date,
// track_all_shops): the list of confirmed articles (the atelier-orders query with the track
// filters), an article's timeline and the dashboard's counts.
import {
  chartWeeks,
  entitlementsSchema,
  PRODUCTION_STATUS_GROUP,
  type ProductionStatusGroup,
  productionStatusesInGroup,
  type SystemSettings,
  systemSettingsSchema,
  TRACK_FILTERS,
  type TrackEvent,
  type TrackFilter,
  type TrackRow,
  type TrackSummary,
  type TrackTimeline,
  type TrackWeek,
  trackFilterCriteria,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { debtorsInScope } from '../debtors/debtors.repository.js';
import { AppError } from '../http/errors.js';
import type { ListWindow } from '../http/list-query.js';
import {
  type AtelierOrderRecord,
  countAtelierOrders,
  listAtelierOrders,
} from '../orders/atelier-orders.repository.js';
import { fabricNames } from '../orders/orders.repository.js';
import {
  type DebtorScope,
  listScope,
  type Principal,
  requireCurrentDebtor,
  scopeFor,
} from '../tenancy/scope.js';
import { productionEventsOf, TRACKED_ORDER_TYPES, weeklyStatusCounts } from './track.repository.js';

const TRACK_SORT = {
  last_change: 'last_change',
  order_date: 'order_date',
  planned_date: 'article_planned_date',
  order_number: 'order_number',
} as const;

export interface TrackListFilter extends ListWindow<keyof typeof TRACK_SORT> {
  /** One of the dashboard's figures: the very articles it counts. */
  filter?: TrackFilter | undefined;
  groups?: readonly ProductionStatusGroup[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  debtorId?: number | undefined;
}

const flagsOf = (principal: Principal): SystemSettings =>
  readStored(systemSettingsSchema, principal.stored?.systemSettings);

const isoDay = (value: string | Date | null): string | null =>
  value === null
    ? null
    : typeof value === 'string'
      ? value.slice(0, 10)
      : value.toISOString().slice(0, 10);

export class TrackService {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * The shops a list covers. A shop account: its own. A service account: the shop it names, or
   * else the shop it acts for; all of its shops at once when the shop acted for grants
   * `track_all_shops`. Never a shop the account is not assigned to.
   */
  async scopeOf(ctx: RequestContext, debtorId: number | undefined): Promise<DebtorScope> {
    if (!ctx.principal.isServiceAccount || debtorId !== undefined) {
      return listScope(ctx.scope, debtorId);
    }
    const scope = ctx.scope;
    const current = requireCurrentDebtor(scope);
    const [shop] = await debtorsInScope(this.db, scope, [current]);
    const allShops = readStored(entitlementsSchema, shop?.entitlements).track_all_shops;
    return allShops ? scope : scopeFor(scope, current);
  }

  private async rowsOf(ctx: RequestContext, records: AtelierOrderRecord[]): Promise<TrackRow[]> {
    const flags = flagsOf(ctx.principal);
    const names = await fabricNames(
      this.db,
      records.flatMap((record) => (record.article.mainFabric ? [record.article.mainFabric] : [])),
      ctx.locale,
    );
    return records.map(({ article, ...order }) => {
      const fabric = article.mainFabric ? names.get(article.mainFabric) : undefined;
      const typeName = translate(ctx.locale, `enums:articleTypes.${article.articleType}`);
      const status = flags.show_tracking_order_status ? article.productionStatus : null;
      return {
        article_id: article.id,
        order_id: article.orderId,
        order_number: article.orderNumber,
        commission: order.commission,
        customer_order_number: order.customerOrderNumber,
        room: article.room,
        article_type: article.articleType,
        article_name: fabric ? `${typeName} – ${fabric}` : typeName,
        status,
        status_group: status ? PRODUCTION_STATUS_GROUP[status] : null,
        status_description: status
          ? translate(ctx.locale, `enums:productionStatuses.${status}`)
          : null,
        stock_state: article.stockState,
        message: flags.show_tracking_order_status ? article.productionMessage : null,
        order_date: isoDay(order.orderDate),
        planned_date: flags.show_plan_date
          ? isoDay(article.plannedDate ?? order.plannedDate)
          : null,
        last_change: (article.statusChangedAt ?? article.createdAt).toISOString(),
        debtor_id: article.debtorId,
        debtor_name: order.debtorName,
      };
    });
  }

  /** The statuses and last change a named filter and the status groups select together. */
  private criteriaOf(filter: TrackFilter | undefined, groups?: readonly ProductionStatusGroup[]) {
    const named = filter ? trackFilterCriteria(filter, this.clock()) : null;
    const inGroups = groups?.length ? groups.flatMap(productionStatusesInGroup) : undefined;
    const statuses =
      named && inGroups
        ? named.statuses.filter((status) => inGroups.includes(status))
        : (named?.statuses ?? inGroups);
    return {
      types: TRACKED_ORDER_TYPES,
      productionStatuses: statuses,
      changedSince: named?.changedSince ?? undefined,
    };
  }

  async list(ctx: RequestContext, filter: TrackListFilter) {
    const scope = await this.scopeOf(ctx, filter.debtorId);
    const { count, rows } = await listAtelierOrders(this.db, scope, {
      ...this.criteriaOf(filter.filter, filter.groups),
      orderDateFrom: filter.from,
      orderDateTo: filter.to,
      q: filter.q,
      sort: TRACK_SORT[filter.sort],
      descending: filter.descending,
      limit: filter.limit,
      offset: filter.offset,
    });
    return { count, results: await this.rowsOf(ctx, rows) };
  }

  /** Every status the article went through, with planned-date moves and messages. */
  async timeline(ctx: RequestContext, articleId: number): Promise<TrackTimeline> {
    const flags = flagsOf(ctx.principal);
    // Any shop the caller may see: the timeline opens from a row of whichever shop it shows.
    const scope = ctx.scope;
    const { rows } = await listAtelierOrders(this.db, scope, {
      articleId,
      types: TRACKED_ORDER_TYPES,
      sort: 'order_number',
      descending: false,
      limit: 1,
      offset: 0,
    });
    const [article] = await this.rowsOf(ctx, rows);
    if (!article) throw new AppError('not_found');
    if (!flags.show_tracking_order_status) throw new AppError('feature_disabled');
    const events: TrackEvent[] = [];
    let planned: string | null = null;
    for (const event of await productionEventsOf(this.db, scope, articleId)) {
      const plannedDate = flags.show_plan_date ? isoDay(event.plannedDate) : null;
      // Only an applied event moves the planned date; a late one is history.
      const moved = event.applied && plannedDate !== null && plannedDate !== planned;
      events.push({
        id: event.id,
        status: event.status,
        status_description: translate(ctx.locale, `enums:productionStatuses.${event.status}`),
        stock_state: event.stockState,
        planned_date: plannedDate,
        previous_planned_date: moved ? planned : null,
        message: event.message,
        occurred_at: event.occurredAt.toISOString(),
        received_at: event.receivedAt.toISOString(),
        applied: event.applied,
        site: event.site,
      });
      if (moved) planned = plannedDate;
    }
    return { article, events };
  }

  /** The dashboard: live counts and the last weeks' confirmed articles by status group. */
  async summary(ctx: RequestContext, debtorId: number | undefined): Promise<TrackSummary> {
    const scope = await this.scopeOf(ctx, debtorId);
    const today = this.clock();
    // Each figure counts what its list shows: the same criteria, the same query.
    const counts = await Promise.all(
      TRACK_FILTERS.map((name) => countAtelierOrders(this.db, scope, this.criteriaOf(name))),
    );
    const figure = (name: TrackFilter) => counts[TRACK_FILTERS.indexOf(name)] ?? 0;
    const weeks = chartWeeks(today);
    const byWeek = new Map<string, TrackWeek>(
      weeks.map((week) => [
        week,
        { week_start: week, received: 0, inprogress: 0, withoutstock: 0, onhold: 0, ready: 0 },
      ]),
    );
    for (const row of await weeklyStatusCounts(this.db, scope, weeks[0] as string)) {
      const week = byWeek.get(row.week);
      // An article the factory has not imported yet counts as received.
      if (week) week[row.status ? PRODUCTION_STATUS_GROUP[row.status] : 'received'] += row.total;
    }
    return {
      in_production: figure('in_production'),
      problem: figure('problem'),
      ready_this_week: figure('ready_this_week'),
      weeks: [...byWeek.values()],
    };
  }
}
