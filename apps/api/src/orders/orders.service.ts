// Orders (commissions): the header a dealer's articles are collected in. An order answers with
// its totals, computed in SQL from the articles' stored prices, never from a client's figures, and
// with every action the caller may take (domain `orderActions`), refused ones with their reason.
// Saving as an offer prices every article again; confirming is atomic. Every write records an
// event with what was before and after.
import {
  ActionRefused,
  type ArticleType,
  addDays,
  type ConfirmBody,
  FLOW_ORDER_TYPES,
  isFlowOrder,
  isOfferExpired,
  isOfferValidityAllowed,
  issue,
  OFFER_MAX_VALIDITY_DAYS,
  type OfferBody,
  type OrderAnswer,
  type OrderCreateBody,
  type OrderEventsAnswer,
  type OrderFacts,
  type OrderListItem,
  type OrderPatchBody,
  type OrderType,
  orderActions,
  orderRefusals,
  type ProductionStatus,
  type ProductionStatusGroup,
  productionStatusesInGroup,
  requireAction,
  unacknowledgedWarnings,
} from '@atelier/domain';
import { orderArticleFacts, toArticleSummary } from '../articles/article-answers.js';
import {
  type ArticleRow,
  articlesOfOrder,
  updateArticle,
} from '../articles/articles.repository.js';
import {
  eventDataInWordsOf,
  measurementAnswer,
  measurementWarningsOf,
  unitSystemOf,
} from '../articles/measurement.js';
import { rematchStrokeGroups } from '../articles/stroke-groups.js';
import type { Answer, RequestContext } from '../context/request-context.js';
import { writeOnce } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { actionAnswers } from '../http/actions.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import type { ListWindow } from '../http/list-query.js';
import type { LiveBus, ProductionChange } from '../live/live-bus.js';
import {
  answersOfOrders,
  findOrder,
  lockOrders,
  type OfferAnswerOfOrder,
  type OrderRow,
  recordEvent,
  touchOrder,
} from '../order-record/order-record.repository.js';
import { loadDebtorPriceList } from '../price-lists/price-lists.repository.js';
import { startProductionOf } from '../production/production.service.js';
import {
  type DebtorScope,
  listScope,
  requireCurrentDebtor,
  requireInScope,
} from '../tenancy/scope.js';
import { preparedSourcesOf } from './external-orders.repository.js';
import {
  acknowledgedIds,
  activeEmployees,
  confirmOrder,
  deleteOrder,
  eventsOfOrder,
  fabricNames,
  insertOrder,
  listOrders,
  type NewOrder,
  type ORDER_SORT,
  type OrderFilter,
  type OrderHeader,
  startProduction,
  updateOrder,
} from './orders.repository.js';

export type { OrderFilter };

/** Where a confirmed order's articles start: received by the manufacturer (docs/decisions/027-orders-and-offers.md). */
export const PRODUCTION_STATUS_ON_CONFIRM: ProductionStatus = 'import';

/** Prices an order's articles again with today's prices (the articles feature does this). */
export interface Repricer {
  reprice(
    ctx: RequestContext,
    debtorId: number,
    articles: readonly ArticleRow[],
  ): Promise<{ orderNumber: string; values: Parameters<typeof updateArticle>[2] }[]>;
}

const facts = (row: OrderRow): OrderFacts => ({
  orderType: row.orderType,
  articleCount: row.articleCount,
  offerValidUntil: row.offerValidUntil,
});

/** The same articles with the same parameters: what was priced is still what is stored. */
export function sameArticles(priced: readonly ArticleRow[], current: readonly ArticleRow[]) {
  if (priced.length !== current.length) return false;
  const now = new Map(current.map((row) => [row.orderNumber, row]));
  return priced.every((row) => {
    const found = now.get(row.orderNumber);
    return (
      found !== undefined &&
      found.orderId === row.orderId &&
      JSON.stringify(found.parameters) === JSON.stringify(row.parameters)
    );
  });
}

/**
 * A new order (commission) with the `order_created` event that opens its trail: for a new order,
 * a split's new order, a re-order's draft and an offer prepared from outside (made as an offer,
 * by nobody signed in: `userId` null) alike. `origin` is what the event adds (the header, or the
 * order split or duplicated from).
 */
export async function createCommission(
  tx: Tx,
  userId: number | null,
  order: NewOrder,
  origin: Record<string, unknown>,
): Promise<number> {
  const id = await insertOrder(tx, { ...order, createdBy: userId });
  await recordEvent(tx, {
    orderId: id,
    kind: 'order_created',
    userId,
    data: { debtor_id: order.debtorId, ...origin },
  });
  return id;
}

/** The header fields an event shows before and after a change. */
const headerOf = (row: OrderRow) => ({
  order_type: row.orderType,
  employee: row.employeeId,
  commission: row.commission,
  customer_order_number: row.customerOrderNumber,
  memo: row.memo,
  end_customer_name: row.endCustomerName,
  end_customer_reference: row.endCustomerReference,
  offer_valid_until: row.offerValidUntil,
  order_date: row.orderDate,
  wholesale: row.wholesale,
  sales: row.sales,
});

export interface OrderListFilter extends ListWindow<keyof typeof ORDER_SORT> {
  types?: readonly OrderType[] | undefined;
  articleTypes?: readonly ArticleType[] | undefined;
  productionGroups?: readonly ProductionStatusGroup[] | undefined;
  own?: boolean | undefined;
  debtorId?: number | undefined;
}

export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly repricer: Repricer,
    private readonly now: () => Date = () => new Date(),
    /** Told of the articles that went into production, once the confirmation has committed. */
    private readonly live?: LiveBus,
  ) {}

  /** Today as an ISO date (the manufacturer's calendar day, UTC). */
  private today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** What the list and the order's own answer share (the list adds refusals, the answer verdicts). */
  private headerFields(row: OrderRow, { principal }: RequestContext, today: string) {
    return {
      id: row.id,
      order_type: row.orderType,
      debtor_id: row.debtorId,
      debtor_name: row.debtorName,
      employee: row.employeeId,
      employee_name: row.employeeName ?? '',
      commission: row.commission,
      customer_order_number: row.customerOrderNumber,
      memo: row.memo,
      order_date: row.orderDate,
      planned_date: row.plannedDate,
      end_customer_name: row.endCustomerName,
      end_customer_reference: row.endCustomerReference,
      offer_valid_until: row.offerValidUntil,
      offer_expired: isOfferExpired(row.orderType, row.offerValidUntil, today),
      created_by_me: row.createdBy === principal.userId,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      totals: { currency: row.currency, wholesale: row.wholesale, sales: row.sales },
      article_count: row.articleCount,
    };
  }

  /** A row of the list: the header with what the list adds, one object per row. */
  private toListItem(
    row: OrderRow,
    ctx: RequestContext,
    today: string,
    answer: OfferAnswerOfOrder | undefined,
    preparedBy: OrderListItem['prepared_by'],
  ): OrderListItem {
    return Object.assign(this.headerFields(row, ctx, today), {
      // The refused actions' codes only; the order's own answer carries every verdict, worded.
      refused_actions: orderRefusals(row, today),
      end_customer_decision: answer?.decision ?? null,
      end_customer_answer_voided: answer?.voided ?? false,
      prepared_by: preparedBy,
    });
  }

  /**
   * The newest order the configurators' order flow may save into (portal §4 "Order flow"), or
   * null: only the types the domain allows (`FLOW_ORDER_TYPES`), so never a confirmed order.
   */
  async flowDraft(ctx: RequestContext, debtorId: number | undefined) {
    const { results } = await this.list(ctx, {
      types: FLOW_ORDER_TYPES,
      sort: 'updated_at',
      descending: true,
      limit: 1,
      offset: 0,
      q: undefined,
      debtorId,
    });
    const draft = results[0];
    return { draft: draft && isFlowOrder(draft.order_type) ? draft : null };
  }

  async list(ctx: RequestContext, filter: OrderListFilter) {
    const { principal } = ctx;
    const scope = listScope(ctx.scope, filter.debtorId);
    const query: OrderFilter = {
      types: filter.types,
      articleTypes: filter.articleTypes,
      productionStatuses: filter.productionGroups?.flatMap(productionStatusesInGroup),
      createdBy: filter.own ? principal.userId : undefined,
      q: filter.q,
      sort: filter.sort,
      descending: filter.descending,
      limit: filter.limit,
      offset: filter.offset,
    };
    const { count, rows } = await listOrders(this.db, scope, query);
    // An offer's end customer may have answered its shared quote (documents), or the offer may
    // have changed since and the quote asks again: shown in the list.
    const offers = rows.filter((row) => row.orderType === 'offered').map((row) => row.id);
    const answers = await answersOfOrders(this.db, offers);
    // An offer a chain, shop or kiosk prepared is marked in the list.
    const prepared = await preparedSourcesOf(this.db, offers);
    // One calendar day for the whole page.
    const today = this.today();
    return {
      count,
      results: rows.map((row) =>
        this.toListItem(row, ctx, today, answers.get(row.id), prepared.get(row.id) ?? null),
      ),
    };
  }

  private async answerOf(db: Db, row: OrderRow, ctx: RequestContext): Promise<OrderAnswer> {
    const { principal, locale } = ctx;
    const articles = await articlesOfOrder(db, row.id);
    const names = await fabricNames(
      db,
      articles.flatMap((article) => (article.mainFabric ? [article.mainFabric] : [])),
      locale,
    );
    const unitSystem = await unitSystemOf(db, principal);
    const found = await measurementWarningsOf(db, articles, unitSystem);
    // The warnings the dealer acknowledged at confirming stay, marked as acknowledged.
    const acknowledged = found.length === 0 ? new Set<string>() : await acknowledgedIds(db, row.id);
    const measurementWarnings = found.map((warning) => ({
      ...measurementAnswer(warning, locale, unitSystem),
      acknowledged: acknowledged.has(warning.id),
    }));
    const context = {
      order: facts(row),
      today: this.today(),
      locale,
      fabricNames: names,
      orderArticles: articles.map(orderArticleFacts),
      measurementWarnings,
    };
    return {
      ...this.headerFields(row, ctx, context.today),
      actions: actionAnswers(orderActions(context.order, context.today), locale),
      articles: articles.map((article) => toArticleSummary(article, context)),
      measurement_warnings: measurementWarnings,
    };
  }

  /** The order in the caller's scope, answered through `db` (a write's transaction). */
  async answer(db: Db, ctx: RequestContext, id: number): Promise<OrderAnswer> {
    const row = await findOrder(db, ctx.scope, id);
    if (!row) throw new AppError('not_found');
    return this.answerOf(db, row, ctx);
  }

  get(ctx: RequestContext, id: number): Promise<OrderAnswer> {
    return this.answer(this.db, ctx, id);
  }

  private async found(ctx: RequestContext, id: number): Promise<OrderRow> {
    const row = await findOrder(this.db, ctx.scope, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /** The order locked (order-record `lockOrders`) and read again; 404 when it is gone. */
  private async lockedOrder(tx: Db, scope: DebtorScope, id: number): Promise<OrderRow> {
    await lockOrders(tx, scope, [id]);
    const row = await findOrder(tx, scope, id);
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * The employee who takes the order: one of the debtor's active employees, or (null/absent) the
   * debtor's default one, or none when the debtor has no employees.
   */
  private async employeeFor(debtorId: number, asked: number | null | undefined) {
    const employees = await activeEmployees(this.db, debtorId);
    if (asked === null || asked === undefined) return employees[0]?.id ?? null;
    if (!employees.some((employee) => employee.id === asked)) {
      throw new IssuesInvalid([issue('employee', 'invalid_choice')]);
    }
    return asked;
  }

  async create(ctx: RequestContext, body: OrderCreateBody): Promise<Answer<OrderAnswer>> {
    return writeOnce(ctx, this.db, async () => {
      let debtorId: number;
      if (body.debtor_id !== undefined) {
        requireInScope(ctx.scope, body.debtor_id);
        debtorId = body.debtor_id;
      } else {
        debtorId = requireCurrentDebtor(ctx.scope);
      }
      const employeeId = await this.employeeFor(debtorId, body.employee);
      return async (tx) => {
        const header = {
          debtorId,
          employeeId,
          commission: body.commission ?? '',
          customerOrderNumber: body.customer_order_number ?? '',
          memo: body.memo ?? '',
        };
        const id = await createCommission(tx, ctx.principal.userId, header, {
          after: {
            order_type: 'draft',
            employee: employeeId,
            commission: header.commission,
            customer_order_number: header.customerOrderNumber,
            memo: header.memo,
          },
        });
        return { status: 201, body: await this.answer(tx, ctx, id) };
      };
    });
  }

  /** PUT replaces the header, PATCH changes what it names; both answer the whole order. */
  async update(ctx: RequestContext, id: number, body: OrderPatchBody): Promise<OrderAnswer> {
    const row = await this.found(ctx, id);
    const onlyEmployee = Object.keys(body).every((key) => key === 'employee');
    requireAction(
      orderActions(facts(row), this.today()),
      onlyEmployee ? 'change_employee' : 'edit',
    );
    const changes: Partial<OrderHeader> = {};
    if ('employee' in body)
      changes.employeeId = await this.employeeFor(row.debtorId, body.employee);
    if (body.commission !== undefined) changes.commission = body.commission;
    if (body.customer_order_number !== undefined) {
      changes.customerOrderNumber = body.customer_order_number;
    }
    if (body.memo !== undefined) changes.memo = body.memo;
    const { scope } = ctx;
    return transaction(this.db, async (tx) => {
      // Read again under the lock: a confirm or a delete may have come first.
      const current = await this.lockedOrder(tx, scope, id);
      requireAction(
        orderActions(facts(current), this.today()),
        onlyEmployee ? 'change_employee' : 'edit',
      );
      await updateOrder(tx, id, changes);
      const after = await findOrder(tx, scope, id);
      const before = headerOf(current);
      const now = headerOf(after!);
      const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
        (key) => now[key] !== before[key],
      );
      await recordEvent(tx, {
        orderId: id,
        kind: 'order_updated',
        userId: ctx.principal.userId,
        data: {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, now[key]])),
        },
      });
      return this.answerOf(tx, after!, ctx);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<void> {
    requireAction(orderActions(facts(await this.found(ctx, id)), this.today()), 'delete');
    await transaction(this.db, async (tx) => {
      const row = await this.lockedOrder(tx, ctx.scope, id);
      requireAction(orderActions(facts(row), this.today()), 'delete');
      await deleteOrder(tx, id);
      // The trail outlives the order: it says who deleted what.
      await recordEvent(tx, {
        orderId: id,
        kind: 'order_deleted',
        userId: ctx.principal.userId,
        data: { debtor_id: row.debtorId, article_count: row.articleCount, before: headerOf(row) },
      });
    });
  }

  /**
   * Save as an offer (a draft or an imported order), or change an offer's details and renew it:
   * every article is priced again with today's prices and the offer gets the new validity.
   */
  offer(ctx: RequestContext, id: number, body: OfferBody): Promise<Answer<OrderAnswer>> {
    return writeOnce(ctx, this.db, () => this.offerWrite(ctx, id, body));
  }

  /** What saving as an offer checks and prices before its transaction, and the transaction. */
  private async offerWrite(ctx: RequestContext, id: number, body: OfferBody) {
    const row = await this.found(ctx, id);
    const today = this.today();
    const action = row.orderType === 'offered' ? 'renew_offer' : 'save_as_offer';
    requireAction(orderActions(facts(row), today), action);
    if (!isOfferValidityAllowed(body.valid_until, today)) {
      throw new IssuesInvalid([
        body.valid_until < today
          ? issue('valid_until', 'min_value', { min: today })
          : issue('valid_until', 'max_value', { max: addDays(today, OFFER_MAX_VALIDITY_DAYS) }),
      ]);
    }
    const articles = await articlesOfOrder(this.db, id);
    // Priced before the transaction: pricing reads the catalogue through its own connection.
    const repriced = await this.repricer.reprice(ctx, row.debtorId, articles);
    const { chargeStepMm } = (await loadDebtorPriceList(this.db, row.debtorId)).defaults;
    const { scope } = ctx;
    return async (tx: Tx): Promise<Answer<OrderAnswer>> => {
      // Changed meanwhile (confirmed, deleted, an article added, moved, removed or edited):
      // refuse rather than overwrite with prices of what is no longer there.
      if ((await lockOrders(tx, scope, [id])).get(id) !== row.orderType) {
        throw new AppError('conflict');
      }
      if (!sameArticles(articles, await articlesOfOrder(tx, id))) throw new AppError('conflict');
      await updateOrder(tx, id, {
        orderType: 'offered',
        endCustomerName: body.end_customer_name,
        endCustomerReference: body.end_customer_reference ?? '',
        offerValidUntil: body.valid_until,
      });
      const prices: Record<string, { before: unknown; after: unknown }> = {};
      for (const { orderNumber, values } of repriced) {
        const previous = articles.find((article) => article.orderNumber === orderNumber);
        await updateArticle(tx, orderNumber, values);
        prices[orderNumber] = {
          before: {
            wholesale: previous?.wholesaleCents ?? null,
            sales: previous?.salesCents ?? null,
          },
          after: { wholesale: values.wholesaleCents ?? null, sales: values.salesCents ?? null },
        };
      }
      // Matched strokes stay matched: their group is cut as one again with the new prices.
      await rematchStrokeGroups(tx, id, chargeStepMm, row.currency);
      // New prices, customer and validity: the customer's answer to the quote asks again.
      await touchOrder(tx, id);
      const after = (await findOrder(tx, scope, id))!;
      await recordEvent(tx, {
        orderId: id,
        kind: action === 'renew_offer' ? 'offer_renewed' : 'offer_saved',
        userId: ctx.principal.userId,
        data: { before: headerOf(row), after: headerOf(after), prices },
      });
      return { status: 200, body: await this.answerOf(tx, after, ctx) };
    };
  }

  /**
   * Confirm: the order row is locked and the update is conditional, so of two concurrent confirms
   * exactly one confirms; the other answers 409 `order_confirmed` (or, with the same
   * Idempotency-Key, the first answer).
   */
  async confirm(ctx: RequestContext, id: number, body: ConfirmBody): Promise<Answer<OrderAnswer>> {
    const { scope } = ctx;
    let started: ProductionChange[] = [];
    const answer = await writeOnce(ctx, this.db, async () => {
      await this.found(ctx, id);
      const today = this.today();
      return async (tx) => {
        if (!(await lockOrders(tx, scope, [id])).has(id)) throw new AppError('not_found');
        const row = (await findOrder(tx, scope, id))!;
        requireAction(orderActions(facts(row), today), 'confirm');
        await this.requireMeasurementsAcknowledged(tx, ctx, row, body);
        if (!(await confirmOrder(tx, id, ['draft', 'offered', 'imported'], today))) {
          throw new ActionRefused('confirm', 'order_confirmed');
        }
        await startProduction(tx, id, PRODUCTION_STATUS_ON_CONFIRM);
        // Every article's timeline starts here: its site and an `import` event.
        started = await startProductionOf(tx, id, this.now());
        const after = (await findOrder(tx, scope, id))!;
        await recordEvent(tx, {
          orderId: id,
          kind: 'order_confirmed',
          userId: ctx.principal.userId,
          data: {
            before: {
              order_type: row.orderType,
              order_date: row.orderDate,
              offer_valid_until: row.offerValidUntil,
            },
            after: {
              order_type: 'confirmed',
              order_date: today,
              production_status: PRODUCTION_STATUS_ON_CONFIRM,
            },
          },
        });
        return { status: 200, body: await this.answerOf(tx, after, ctx) };
      };
    });
    if (started.length > 0) this.live?.publish(started);
    return answer;
  }

  /**
   * Confirms an order the manufacturer made for a shop (a return's remake) inside the caller's
   * transaction, the same way a dealer's confirm does: the order date, its articles into
   * production with a first `import` event each, and the order's trail. Null when the order is no
   * longer a draft; otherwise the production changes to publish once the transaction committed.
   */
  async confirmMadeOrder(tx: Tx, id: number, userId: number): Promise<ProductionChange[] | null> {
    const today = this.today();
    if (!(await confirmOrder(tx, id, ['draft'], today))) return null;
    await startProduction(tx, id, PRODUCTION_STATUS_ON_CONFIRM);
    const started = await startProductionOf(tx, id, this.now());
    await recordEvent(tx, {
      orderId: id,
      kind: 'order_confirmed',
      userId,
      data: {
        before: { order_type: 'draft' },
        after: {
          order_type: 'confirmed',
          order_date: today,
          production_status: PRODUCTION_STATUS_ON_CONFIRM,
        },
      },
    });
    return started;
  }

  /** Tells the live bus of articles that went into production (after the commit). */
  publishStarted(changes: readonly ProductionChange[]): void {
    if (changes.length > 0) this.live?.publish(changes);
  }

  /**
   * The measurement check (domain measurement/check.ts) never blocks on its own, but a confirm must
   * name every warning as acknowledged: otherwise 409 `measurement_unacknowledged` with the list.
   * The acknowledgement (who, when, which warnings) goes into the order's trail.
   */
  private async requireMeasurementsAcknowledged(
    tx: Db,
    { principal, locale }: RequestContext,
    row: OrderRow,
    body: ConfirmBody,
  ): Promise<void> {
    const unitSystem = await unitSystemOf(tx, principal);
    const warnings = await measurementWarningsOf(tx, await articlesOfOrder(tx, row.id), unitSystem);
    if (warnings.length === 0) return;
    const open = unacknowledgedWarnings(warnings, body.acknowledged_warnings);
    if (open.length > 0) {
      throw new AppError(
        'measurement_unacknowledged',
        { count: open.length },
        {},
        { warnings: open.map((found) => measurementAnswer(found, locale, unitSystem)) },
      );
    }
    await recordEvent(tx, {
      orderId: row.id,
      kind: 'measurement_acknowledged',
      userId: principal.userId,
      data: {
        warnings: warnings.map((found) => {
          const answer = measurementAnswer(found, locale, unitSystem);
          return {
            id: answer.id,
            code: answer.code,
            order_number: answer.order_number,
            fields: answer.fields,
            params: answer.params,
            message: answer.message,
          };
        }),
      },
    });
  }

  /** The order's audit trail, newest first, in the reader's language and unit. */
  async events(ctx: RequestContext, id: number): Promise<OrderEventsAnswer> {
    const { principal, locale } = ctx;
    await this.found(ctx, id);
    const rows = await eventsOfOrder(this.db, id);
    const unitSystem = await unitSystemOf(this.db, principal);
    return {
      results: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        at: row.at.toISOString(),
        user_name: row.userName ?? '',
        order_number: row.orderNumber,
        // Acknowledged measurement warnings are worded in the reader's language and unit.
        data: eventDataInWordsOf(row.kind, row.data as Record<string, unknown>, locale, unitSystem),
      })),
    };
  }
}
