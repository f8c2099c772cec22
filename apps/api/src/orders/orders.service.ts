// Orders (commissions): the header a dealer's articles are collected in. An order answers with
// its totals, computed in SQL from the articles' stored prices, never from a client's figures.
import {
  type ArticleOperation,
  canPerformArticleOperation,
  issue,
  type OrderAnswer,
  type OrderCreateBody,
  type OrderListItem,
  type OrderPatchBody,
  type OrderType,
} from '@atelier/domain';
import { toArticleSummary } from '../articles/article-answers.js';
import { articlesOfOrder } from '../articles/articles.repository.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import {
  type Answer,
  type IdempotencyClaim,
  replayOf,
  writeOnce,
} from '../idempotency/idempotency.js';
import {
  type DebtorScope,
  debtorScope,
  type Principal,
  requireCurrentDebtor,
  requireInScope,
} from '../tenancy/scope.js';
import {
  activeEmployees,
  deleteOrder,
  findOrder,
  insertOrder,
  listOrders,
  type OrderFilter,
  type OrderHeader,
  type OrderRow,
  recordEvent,
  updateOrder,
} from './orders.repository.js';

export type { OrderFilter };

function toListItem(row: OrderRow): OrderListItem {
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    totals: { currency: row.currency, wholesale: row.wholesale, sales: row.sales },
    article_count: row.articleCount,
  };
}

/** Drafts and offers are editable; any other order answers `order_not_editable`. */
export function requireOperation(orderType: OrderType, operation: ArticleOperation) {
  if (!canPerformArticleOperation(orderType, operation)) throw new AppError('order_not_editable');
}

export class OrdersService {
  constructor(private readonly db: Db) {}

  async list(principal: Principal, filter: OrderFilter) {
    const scope = debtorScope(principal);
    if (filter.debtorId !== undefined) requireInScope(scope, filter.debtorId);
    const { count, rows } = await listOrders(this.db, scope, filter);
    return { count, results: rows.map(toListItem) };
  }

  async answer(db: Db, scope: DebtorScope, id: number): Promise<OrderAnswer> {
    const row = await findOrder(db, scope, id);
    if (!row) throw new AppError('not_found');
    const articles = await articlesOfOrder(db, id);
    return { ...toListItem(row), articles: articles.map(toArticleSummary) };
  }

  get(principal: Principal, id: number): Promise<OrderAnswer> {
    return this.answer(this.db, debtorScope(principal), id);
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

  async create(
    principal: Principal,
    body: OrderCreateBody,
    claim: IdempotencyClaim | null,
  ): Promise<Answer<OrderAnswer>> {
    const replay = await replayOf<OrderAnswer>(this.db, claim);
    if (replay) return replay;
    const scope = debtorScope(principal);
    let debtorId: number;
    if (body.debtor_id !== undefined) {
      requireInScope(scope, body.debtor_id);
      debtorId = body.debtor_id;
    } else {
      debtorId = requireCurrentDebtor(scope);
    }
    const employeeId = await this.employeeFor(debtorId, body.employee);
    return writeOnce(this.db, claim, async (tx) => {
      const id = await insertOrder(tx, {
        debtorId,
        createdBy: principal.userId,
        employeeId,
        commission: body.commission ?? '',
        customerOrderNumber: body.customer_order_number ?? '',
        memo: body.memo ?? '',
      });
      await recordEvent(tx, {
        orderId: id,
        kind: 'order_created',
        userId: principal.userId,
        data: { debtor_id: debtorId },
      });
      return { status: 201, body: await this.answer(tx, scope, id) };
    });
  }

  private async editable(principal: Principal, id: number): Promise<OrderRow> {
    const row = await findOrder(this.db, debtorScope(principal), id);
    if (!row) throw new AppError('not_found');
    requireOperation(row.orderType, 'edit');
    return row;
  }

  /** PUT replaces the header, PATCH changes what it names; both answer the whole order. */
  async update(principal: Principal, id: number, body: OrderPatchBody): Promise<OrderAnswer> {
    const row = await this.editable(principal, id);
    const changes: Partial<OrderHeader> = {};
    if ('employee' in body)
      changes.employeeId = await this.employeeFor(row.debtorId, body.employee);
    if (body.commission !== undefined) changes.commission = body.commission;
    if (body.customer_order_number !== undefined) {
      changes.customerOrderNumber = body.customer_order_number;
    }
    if (body.memo !== undefined) changes.memo = body.memo;
    const scope = debtorScope(principal);
    return this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await updateOrder(tx, id, changes);
      await recordEvent(tx, {
        orderId: id,
        kind: 'order_updated',
        userId: principal.userId,
        data: { ...changes },
      });
      return this.answer(tx, scope, id);
    });
  }

  async remove(principal: Principal, id: number): Promise<void> {
    const row = await this.editable(principal, id);
    await this.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await deleteOrder(tx, id);
      // The trail outlives the order: it says who deleted what.
      await recordEvent(tx, {
        orderId: id,
        kind: 'order_deleted',
        userId: principal.userId,
        data: { debtor_id: row.debtorId, article_count: row.articleCount },
      });
    });
  }
}
