// The returns desk (issue 29 §2): staff see every shop's returns with their photos, article and
// order, and decide: accept with a resolution (a remake becomes a confirmed production order with
// its own tracking), refuse with a reason, or ask the dealer for more information. The domain's
// table (contracts/rma-desk.ts) says which decision a state allows; each decision is one
// transaction with its audit entry and its history event, and is told live and by mail once it
// committed. Decisions: docs/decisions/084-returns-desk.md.
import {
  type ManageReturn,
  RMA_EVENT_OF,
  RMA_WAITING_STATES,
  type RmaAction,
  type RmaRefusalReason,
  type RmaSolution,
  type RmaState,
  rmaDeskActions,
  rmaTransition,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { ProductionChange } from '../live/live-bus.js';
import type { OrdersService } from '../orders/orders.service.js';
import {
  countRmasInStates,
  debtorNames,
  findArticleRow,
  findPhotoForDesk,
  findRmaForDesk,
  insertRemakeOrder,
  insertRmaEvent,
  listRmasForDesk,
  type RmaRow,
  remakeOrderState,
  updateRmaDesk,
} from './rma.repository.js';
import { partsOf, toRma } from './rma.service.js';
import type { RmaNotifier } from './rma-notify.js';

export const DESK_PATH = '/api/manage/returns';

export type DeskDecision =
  | { action: 'accept'; resolution: RmaSolution; note: string }
  | { action: 'refuse'; reason: RmaRefusalReason; note: string }
  | { action: 'ask'; question: string }
  | { action: 'receive'; note: string }
  | { action: 'resolve'; note: string };

/** The part of a return the audit trail keeps before and after a decision. */
const auditView = (row: RmaRow) => ({
  state: row.state,
  resolution: row.resolution,
  refusal_reason: row.refusalReason,
  desk_note: row.deskNote,
  question: row.question,
  remake_order_id: row.remakeOrderId,
});

export class RmaDeskService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly notifier: RmaNotifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async answers(db: Db, rows: RmaRow[], ctx: RequestContext): Promise<ManageReturn[]> {
    const parts = await partsOf(db, rows, ctx.locale);
    const shops = await debtorNames(db, [...new Set(rows.map((row) => row.debtorId))]);
    return rows.map((row) => ({
      ...toRma(row, { ...parts, locale: ctx.locale, photoBase: DESK_PATH }),
      debtor_name: shops.get(row.debtorId)?.name ?? '',
      debtor_number: shops.get(row.debtorId)?.number ?? '',
      actions: rmaDeskActions(row.state),
    }));
  }

  async list(
    ctx: RequestContext,
    filter: {
      state?: 'waiting' | RmaState | undefined;
      debtor?: number | undefined;
      search?: string | undefined;
      limit: number;
      offset: number;
    },
  ) {
    const states =
      filter.state === 'waiting' ? RMA_WAITING_STATES : filter.state ? [filter.state] : undefined;
    const { count, rows } = await listRmasForDesk(this.db, {
      states,
      debtorId: filter.debtor,
      search: filter.search || undefined,
      limit: filter.limit,
      offset: filter.offset,
    });
    return { count, results: await this.answers(this.db, rows, ctx) };
  }

  /** The overview's count: returns waiting for the desk's decision. */
  async waiting(): Promise<{ count: number }> {
    return { count: await countRmasInStates(this.db, RMA_WAITING_STATES) };
  }

  async get(ctx: RequestContext, orderNumber: string): Promise<ManageReturn> {
    const row = await findRmaForDesk(this.db, orderNumber);
    if (!row) throw new AppError('not_found');
    const [answer] = await this.answers(this.db, [row], ctx);
    return answer as ManageReturn;
  }

  async photo(orderNumber: string, id: string) {
    const found = await findPhotoForDesk(this.db, orderNumber, id);
    if (!found) throw new AppError('not_found');
    return found;
  }

  /**
   * One decision. A repeat with the same Idempotency-Key answers the first result; a decision the
   * return's state does not allow (decided meanwhile, a question open) answers 409
   * `rma_action_refused`.
   */
  async decide(
    ctx: RequestContext,
    orderNumber: string,
    decision: DeskDecision,
  ): Promise<Answer<ManageReturn>> {
    const at = this.now();
    let changed: RmaRow | null = null;
    let started: ProductionChange[] = [];
    const answer = await writeOnce(ctx, this.db, async () => {
      if (!(await findRmaForDesk(this.db, orderNumber))) throw new AppError('not_found');
      return async (tx) => {
        const before = await findRmaForDesk(tx, orderNumber, true);
        if (!before) throw new AppError('not_found');
        const action: RmaAction = decision.action;
        const transition = rmaTransition(before.state, action);
        if (!transition.ok) throw new AppError(transition.code);
        let remakeOrderId = before.remakeOrderId;
        if (decision.action === 'accept' && decision.resolution === 'remake') {
          const made = await this.remake(tx, ctx, before);
          remakeOrderId = made.orderId;
          started = made.started;
        }
        // Booking in and resolving keep the decision's date; a question has none.
        const decidedAt =
          action === 'ask'
            ? null
            : action === 'accept' || action === 'refuse'
              ? at
              : before.decidedAt;
        const after = await updateRmaDesk(tx, orderNumber, {
          state: transition.to,
          decidedAt,
          ...(decision.action === 'accept'
            ? { resolution: decision.resolution, deskNote: decision.note, remakeOrderId }
            : {}),
          ...(decision.action === 'refuse'
            ? { refusalReason: decision.reason, deskNote: decision.note }
            : {}),
          ...(decision.action === 'ask'
            ? { question: decision.question, informationAnswer: null }
            : {}),
          // What was done is the desk's last word on the return; a booking-in note only its event's.
          ...(decision.action === 'resolve' ? { deskNote: decision.note } : {}),
        });
        await insertRmaEvent(tx, {
          rmaOrderNumber: orderNumber,
          kind: RMA_EVENT_OF[action],
          userId: ctx.principal.userId,
          userName: ctx.principal.username,
          byStaff: true,
          resolution: decision.action === 'accept' ? decision.resolution : null,
          refusalReason: decision.action === 'refuse' ? decision.reason : null,
          text: decision.action === 'ask' ? decision.question : decision.note,
          at,
        });
        await recordAudit(tx, ctx, {
          action: `rma.${action}`,
          subject: 'rma',
          subjectId: orderNumber,
          debtorId: before.debtorId,
          before: auditView(before),
          after: auditView(after),
        });
        changed = after;
        const [body] = await this.answers(tx, [after], ctx);
        return { status: 200, body: body as ManageReturn };
      };
    });
    const row = changed as RmaRow | null;
    if (row) {
      this.orders.publishStarted(started);
      this.notifier.changed({
        debtorId: row.debtorId,
        orderNumber: row.orderNumber,
        rmaNumber: row.rmaNumber,
        articleOrderNumber: row.articleOrderNumber,
        state: row.state,
        resolution: row.resolution,
        refusalReason: row.refusalReason,
        note: row.deskNote,
        question: row.question,
        remakeOrderId: row.remakeOrderId,
        at,
      });
    }
    return answer;
  }

  /**
   * The remake's production order: the dealer's draft remake (made when the dealer asked for a
   * remake, perhaps with corrected sizes) is confirmed as it is; one the dealer confirmed already
   * is kept; otherwise a new order of the shop holding a copy of the returned article is made and
   * confirmed. Confirming goes through the orders' own confirm, so the articles enter production
   * with their tracking as any confirmed order's do.
   */
  private async remake(tx: Tx, ctx: RequestContext, row: RmaRow) {
    const linked = row.remakeOrderId ? await remakeOrderState(tx, row.remakeOrderId) : null;
    if (row.remakeOrderId && linked && linked.articles > 0) {
      if (linked.orderType === 'confirmed' || linked.orderType === 'delivered') {
        return { orderId: row.remakeOrderId, started: [] };
      }
      if (linked.orderType === 'draft') {
        const started = await this.orders.confirmMadeOrder(
          tx,
          row.remakeOrderId,
          ctx.principal.userId,
        );
        if (started) return { orderId: row.remakeOrderId, started };
      }
    }
    const article = await findArticleRow(tx, row.articleOrderNumber);
    if (!article) throw new AppError('article_not_returnable');
    const orderId = await insertRemakeOrder(tx, {
      debtorId: row.debtorId,
      employeeId: row.employeeId,
      createdBy: ctx.principal.userId,
      commission: `${row.rmaNumber} ${row.article.commission}`.trim().slice(0, 120),
      memo: row.rmaNumber,
      article,
    });
    const started = await this.orders.confirmMadeOrder(tx, orderId, ctx.principal.userId);
    return { orderId, started: started ?? [] };
  }
}
