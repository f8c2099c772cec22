// What a dealer does with the articles of an order (portal §4): split them into another commission,
// duplicate or move one (its rails, rods and pull rods with it), give several another main fabric,
// match their strokes, make them a set. Each action is one transaction, limited to the caller's
// debtors, refused with a reason (409) when the domain says no, recorded in the order's trail with
// what it was before and after, and answered once for a repeated Idempotency-Key.
import {
  type ArticleGroupBody,
  type ArticleOperation,
  type CombineStrokesAnswer,
  type CurtainSetBody,
  canPerformArticleOperation,
  type DuplicateAnswer,
  type DuplicateBody,
  duplicateTarget,
  type ErrorCode,
  issue,
  lockedReason,
  type MoveBody,
  nextSetLabel,
  type OrderAnswer,
  orderActions,
  PRICED_ARTICLE_TYPES,
  type PricedArticleType,
  refuseFabricChange,
  refuseGrouped,
  requireAction,
  type SplitBody,
  setRefusal,
  strokeMatchRefusal,
  type TwoOrdersAnswer,
  type UpdateMainFabricBody,
  undoSetRefusal,
  undoStrokeMatchRefusal,
} from '@atelier/domain';
import type { ArticleRow } from '../articles/articles.repository.js';
import {
  findArticle,
  insertArticle,
  updateArticleColumns,
} from '../articles/articles.repository.js';
import type { ArticlesService, StoredArticleValues } from '../articles/articles.service.js';
import { applyStrokeMatch, toStrokeArticle, undoStrokeGroups } from '../articles/stroke-groups.js';
import {
  type Answer,
  type RequestContext,
  type Write,
  writeOnce,
} from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { loadPricingAccount } from '../fabrics/pricing-account.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid, issueAnswer } from '../http/issues.js';
import {
  findOrder,
  lockOrders,
  type OrderRow,
  recordEvent,
  touchOrder,
} from '../order-record/order-record.repository.js';
import { loadDebtorPriceList } from '../price-lists/price-lists.repository.js';
import type { DebtorScope } from '../tenancy/scope.js';
import {
  addOnsOf,
  articlesByNumbers,
  draftOfCommission,
  moveArticles,
  setLabelsOf,
  setMembers,
} from './article-actions.repository.js';
import { createCommission, type OrdersService, sameArticles } from './orders.service.js';

const refuse = (code: ErrorCode, params: Record<string, string | number> = {}): never => {
  throw new AppError(code, params);
};

/**
 * A confirmed, delivered or imported order refuses what it does not allow, with its own reason
 * (`order_confirmed`, …) as the order's action list gives it (orders/actions.ts).
 */
function refuseLocked(order: OrderRow, operation: ArticleOperation) {
  if (!canPerformArticleOperation(order.orderType, operation)) {
    refuse(lockedReason(order.orderType) ?? 'order_not_editable');
  }
}

const today = () => new Date().toISOString().slice(0, 10);

const isPriced = (type: string): type is PricedArticleType =>
  (PRICED_ARTICLE_TYPES as readonly string[]).includes(type);

/** Moving or splitting grouped articles is refused with the domain's reason (`refuseGrouped`). */
function refuseIfGrouped(rows: readonly ArticleRow[]) {
  const refusal = refuseGrouped(rows);
  if (refusal) refuse(refusal);
}

const wholesaleOf = (rows: readonly ArticleRow[]) =>
  Object.fromEntries(rows.map((row) => [row.orderNumber, row.wholesaleCents]));

export class ArticleActionsService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrdersService,
    private readonly articles: ArticlesService,
  ) {}

  /** The caller's order that allows the operation: 404 when not the caller's, 409 when closed. */
  private async orderFor(
    scope: DebtorScope,
    orderId: number,
    operation: ArticleOperation,
    db: Db = this.db,
  ): Promise<OrderRow> {
    const order = await findOrder(db, scope, orderId);
    if (!order) throw new AppError('not_found');
    refuseLocked(order, operation);
    return order;
  }

  /**
   * The named articles of the order. One the caller may not see answers 404 (it does not exist
   * for them); one of the caller's other orders is refused as another commission.
   */
  private async named(
    db: Db,
    scope: DebtorScope,
    orderId: number,
    orderNumbers: readonly string[],
  ): Promise<ArticleRow[]> {
    const rows = await articlesByNumbers(db, scope, orderNumbers);
    if (rows.length !== new Set(orderNumbers).size) throw new AppError('not_found');
    if (rows.some((row) => row.orderId !== orderId)) refuse('different_commission');
    return rows;
  }

  /** The order articles go to: the caller's, of the same debtor, still open for articles. */
  private async receiving(db: Db, scope: DebtorScope, targetId: number, source: OrderRow) {
    if (targetId === source.id) {
      throw new IssuesInvalid([issue('target_order_id', 'invalid_choice')]);
    }
    const target = await findOrder(db, scope, targetId);
    if (!target) throw new AppError('not_found');
    if (target.debtorId !== source.debtorId) {
      throw new IssuesInvalid([issue('target_order_id', 'invalid_choice')]);
    }
    refuseLocked(target, 'create');
    return target;
  }

  /** The articles with the rails, rods and pull rods of the order that belong to them. */
  private async withAddOns(db: Db, orderId: number, rows: ArticleRow[]): Promise<ArticleRow[]> {
    const numbers = new Set(rows.map((row) => row.orderNumber));
    const addOns = await addOnsOf(db, orderId, [...numbers]);
    return [...rows, ...addOns.filter((row) => !numbers.has(row.orderNumber))];
  }

  private async bothOrders(db: Db, ctx: RequestContext, sourceId: number, targetId: number) {
    return {
      source: await this.orders.answer(db, ctx, sourceId),
      target: await this.orders.answer(db, ctx, targetId),
    };
  }

  /** `POST api/orders/{id}/split/`: articles (and their add-ons) to a new or existing commission. */
  async split(
    ctx: RequestContext,
    orderId: number,
    body: SplitBody,
  ): Promise<Answer<TwoOrdersAnswer>> {
    const { scope } = ctx;
    return writeOnce(ctx, this.db, () => async (tx) => {
      // Both orders locked first (by id), then read: what a concurrent action changed is seen.
      await lockOrders(tx, scope, [orderId, body.target_order_id]);
      const source = await this.orderFor(scope, orderId, 'split', tx);
      const facts = { orderType: source.orderType, articleCount: source.articleCount };
      requireAction(orderActions({ ...facts, offerValidUntil: null }, today()), 'split');
      const target =
        body.target_order_id === undefined
          ? null
          : await this.receiving(tx, scope, body.target_order_id, source);
      const named = await this.named(tx, scope, orderId, body.order_numbers);
      const moving = await this.withAddOns(tx, orderId, named);
      refuseIfGrouped(moving);
      const numbers = moving.map((row) => row.orderNumber);
      let targetId = target?.id;
      if (targetId === undefined) {
        targetId = await createCommission(
          tx,
          ctx.principal.userId,
          {
            debtorId: source.debtorId,
            employeeId: source.employeeId,
            commission: body.commission ?? source.commission,
            customerOrderNumber: source.customerOrderNumber,
            memo: '',
          },
          { split_from: orderId },
        );
      }
      await moveArticles(tx, numbers, targetId);
      const data = {
        order_numbers: numbers,
        before: { order_id: orderId },
        after: { order_id: targetId },
      };
      for (const id of [orderId, targetId]) {
        await touchOrder(tx, id);
        await recordEvent(tx, {
          orderId: id,
          kind: 'articles_split',
          userId: ctx.principal.userId,
          data,
        });
      }
      return {
        status: 200,
        body: await this.bothOrders(tx, ctx, orderId, targetId),
      };
    });
  }

  /** `POST api/articles/{orderNumber}/move/`: the article and its add-ons to another order. */
  move(ctx: RequestContext, orderNumber: string, body: MoveBody): Promise<Answer<TwoOrdersAnswer>> {
    return writeOnce(ctx, this.db, () => this.moveWrite(ctx, orderNumber, body));
  }

  private async moveWrite(
    ctx: RequestContext,
    orderNumber: string,
    body: MoveBody,
  ): Promise<Write<TwoOrdersAnswer>> {
    const { scope } = ctx;
    const found = await findArticle(this.db, scope, orderNumber);
    if (!found) throw new AppError('not_found');
    const orderId = found.article.orderId;
    return async (tx) => {
      // Both orders locked first (by id), then read: a move from A to B and one from B to A queue.
      await lockOrders(tx, scope, [orderId, body.target_order_id]);
      const current = await findArticle(tx, scope, orderNumber);
      if (!current) throw new AppError('not_found');
      if (current.article.orderId !== orderId) throw new AppError('conflict');
      const source = await this.orderFor(scope, orderId, 'move', tx);
      const target = await this.receiving(tx, scope, body.target_order_id, source);
      const named = await this.named(tx, scope, orderId, [orderNumber]);
      const moving = await this.withAddOns(tx, orderId, named);
      refuseIfGrouped(moving);
      const numbers = moving.map((row) => row.orderNumber);
      await moveArticles(tx, numbers, target.id);
      const data = {
        order_numbers: numbers,
        before: { order_id: orderId },
        after: { order_id: target.id },
      };
      for (const id of [orderId, target.id]) {
        await touchOrder(tx, id);
        await recordEvent(tx, {
          orderId: id,
          orderNumber,
          kind: 'article_moved',
          userId: ctx.principal.userId,
          data,
        });
      }
      return {
        status: 200,
        body: await this.bothOrders(tx, ctx, orderId, target.id),
      };
    };
  }

  /**
   * `POST api/articles/{orderNumber}/duplicate/`: a copy priced with today's prices, in the same
   * order while it is open, else in the debtor's draft of that commission (a re-order). With
   * `with_add_ons` the curtain's rails, rods and pull rods are copied too, pointing to the copy.
   */
  duplicate(
    ctx: RequestContext,
    orderNumber: string,
    body: DuplicateBody,
  ): Promise<Answer<DuplicateAnswer>> {
    return writeOnce(ctx, this.db, () => this.duplicateWrite(ctx, orderNumber, body));
  }

  private async duplicateWrite(
    ctx: RequestContext,
    orderNumber: string,
    body: DuplicateBody,
  ): Promise<Write<DuplicateAnswer>> {
    const { scope } = ctx;
    const found = await findArticle(this.db, scope, orderNumber);
    if (!found || !isPriced(found.article.articleType)) throw new AppError('not_found');
    const source = await this.orderFor(scope, found.article.orderId, 'duplicate');
    const originals = [found.article];
    if (body.with_add_ons) originals.push(...(await addOnsOf(this.db, source.id, [orderNumber])));
    // Priced before the transaction: pricing reads the catalogue through its own connection.
    const copies: { type: PricedArticleType; values: StoredArticleValues }[] = [];
    for (const original of originals) {
      const type = original.articleType as PricedArticleType;
      const priced = await this.articles.priceOne(ctx, source.debtorId, type, original.parameters);
      if (!priced.values) throw new IssuesInvalid(priced.errors);
      copies.push({ type, values: priced.values });
    }
    const toDraft = duplicateTarget(source.orderType) === 'draft';
    const lockedDraft = toDraft
      ? await draftOfCommission(this.db, source.debtorId, source.commission)
      : null;
    return async (tx) => {
      // The orders written locked first (by id), then read again: copies priced from what is no
      // longer there (the article changed or moved, the order confirmed) are refused.
      const types = await lockOrders(tx, scope, [source.id, lockedDraft]);
      const sourceType = types.get(source.id);
      if (!sourceType) throw new AppError('not_found');
      if ((duplicateTarget(sourceType) === 'draft') !== toDraft) throw new AppError('conflict');
      const current = await articlesByNumbers(
        tx,
        scope,
        originals.map((row) => row.orderNumber),
      );
      if (!sameArticles(originals, current)) throw new AppError('conflict');
      let targetId = source.id;
      if (toDraft) {
        const draft = await draftOfCommission(tx, source.debtorId, source.commission);
        if (draft !== lockedDraft) throw new AppError('conflict');
        targetId =
          draft ??
          (await createCommission(
            tx,
            ctx.principal.userId,
            {
              debtorId: source.debtorId,
              employeeId: source.employeeId,
              commission: source.commission,
              customerOrderNumber: source.customerOrderNumber,
              memo: '',
            },
            { duplicated_from: source.id },
          ));
      }
      const created: string[] = [];
      for (const [index, copy] of copies.entries()) {
        const values = { ...copy.values };
        const curtain = created[0];
        if (index > 0 && curtain !== undefined) {
          // An add-on of the copy belongs to the copied curtain.
          values.parameters = { ...(values.parameters as object), curtain_order_number: curtain };
          values.curtainOrderNumber = curtain;
        } else if (targetId !== source.id && index === 0 && values.curtainOrderNumber) {
          // An add-on copied alone into another order belongs to no curtain there.
          const { curtain_order_number: _, ...rest } = values.parameters as Record<string, unknown>;
          values.parameters = rest;
          values.curtainOrderNumber = null;
        }
        const row = await insertArticle(tx, {
          ...values,
          orderId: targetId,
          debtorId: source.debtorId,
          articleType: copy.type,
        });
        created.push(row.orderNumber);
      }
      await touchOrder(tx, targetId);
      await recordEvent(tx, {
        orderId: targetId,
        orderNumber,
        kind: 'article_duplicated',
        userId: ctx.principal.userId,
        data: {
          order_numbers: created,
          before: { order_id: source.id, order_numbers: originals.map((row) => row.orderNumber) },
          after: { order_id: targetId, order_numbers: created },
        },
      });
      return {
        status: 201,
        body: {
          order_numbers: created,
          order: await this.orders.answer(tx, ctx, targetId),
        },
      };
    };
  }

  /**
   * `POST api/orders/{id}/update-atelier-main-fabric/`: the named articles get another main
   * fabric, each priced again as an edit would. Where the fabric does not fit an article (the
   * calculation has an error, e.g. a wide-width fabric lower than the cut) nothing changes and the
   * answer names those articles.
   */
  updateMainFabric(
    ctx: RequestContext,
    orderId: number,
    body: UpdateMainFabricBody,
  ): Promise<Answer<OrderAnswer>> {
    return writeOnce(ctx, this.db, () => this.mainFabricWrite(ctx, orderId, body));
  }

  private async mainFabricWrite(
    ctx: RequestContext,
    orderId: number,
    body: UpdateMainFabricBody,
  ): Promise<Write<OrderAnswer>> {
    const { scope, locale } = ctx;
    const order = await this.orderFor(scope, orderId, 'edit');
    const rows = await this.named(this.db, scope, orderId, body.order_numbers);
    const withoutFabric = rows.filter(
      (row) => !isPriced(row.articleType) || row.mainFabric === null,
    );
    if (withoutFabric.length > 0) {
      throw new IssuesInvalid([issue('order_numbers', 'invalid_choice')]);
    }
    const matched = refuseFabricChange(rows);
    if (matched) refuse(matched);
    const changed: { row: ArticleRow; values: StoredArticleValues }[] = [];
    const misfits: { orderNumber: string; reason: string }[] = [];
    for (const row of rows) {
      const priced = await this.articles.priceOne(
        ctx,
        order.debtorId,
        row.articleType as PricedArticleType,
        { ...(row.parameters as object), main_fabric: body.main_fabric },
      );
      if (priced.values) {
        changed.push({ row, values: priced.values });
        continue;
      }
      if (priced.errors.some((found) => found.code === 'fabric_unknown')) {
        throw new IssuesInvalid([issue('main_fabric', 'invalid_choice')]);
      }
      const first = priced.errors[0];
      misfits.push({
        orderNumber: row.orderNumber,
        reason: first ? issueAnswer(first, locale).message : '',
      });
    }
    if (misfits.length > 0) {
      refuse('fabric_does_not_fit', {
        orderNumbers: misfits.map((misfit) => misfit.orderNumber).join(', '),
        reason: [...new Set(misfits.map((misfit) => misfit.reason))].join(' '),
      });
    }
    return async (tx) => {
      // Locked, then read again: an article changed, moved or matched meanwhile is refused.
      await lockOrders(tx, scope, [orderId]);
      await this.orderFor(scope, orderId, 'edit', tx);
      const current = await this.named(tx, scope, orderId, body.order_numbers);
      const matchedNow = refuseFabricChange(current);
      if (matchedNow) refuse(matchedNow);
      if (!sameArticles(rows, current)) throw new AppError('conflict');
      for (const { row, values } of changed) {
        await updateArticleColumns(tx, row.orderNumber, values);
      }
      await touchOrder(tx, orderId);
      await recordEvent(tx, {
        orderId,
        kind: 'main_fabric_changed',
        userId: ctx.principal.userId,
        data: {
          order_numbers: rows.map((row) => row.orderNumber),
          before: Object.fromEntries(
            changed.map(({ row }) => [
              row.orderNumber,
              { main_fabric: row.mainFabric, wholesale: row.wholesaleCents },
            ]),
          ),
          after: Object.fromEntries(
            changed.map(({ row, values }) => [
              row.orderNumber,
              { main_fabric: values.mainFabric, wholesale: values.wholesaleCents },
            ]),
          ),
        },
      });
      return { status: 200, body: await this.orders.answer(tx, ctx, orderId) };
    };
  }

  /**
   * The frame of an action on a group of the order's articles: the first answer of a repeated
   * key, the caller's order that allows the operation, the named articles read in the
   * transaction, the domain's refusal, then the change, the order touched, the trail's event and
   * the order answered (with what the change adds to it).
   */
  private async groupAction<T extends OrderAnswer>(
    ctx: RequestContext,
    call: { orderId: number; orderNumbers: readonly string[] },
    operation: ArticleOperation,
    refusalOf: (rows: ArticleRow[]) => ErrorCode | null | undefined,
    change: (
      tx: Tx,
      rows: ArticleRow[],
      order: OrderRow,
    ) => Promise<{
      event: { kind: string; data: Record<string, unknown> };
      adds?: Omit<T, keyof OrderAnswer>;
    }>,
  ): Promise<Answer<T>> {
    const { orderId } = call;
    const { scope } = ctx;
    return writeOnce(ctx, this.db, () => async (tx) => {
      await lockOrders(tx, scope, [orderId]);
      const order = await this.orderFor(scope, orderId, operation, tx);
      const rows = await this.named(tx, scope, orderId, call.orderNumbers);
      const refusal = refusalOf(rows);
      if (refusal) refuse(refusal);
      const { event, adds } = await change(tx, rows, order);
      await touchOrder(tx, orderId);
      await recordEvent(tx, { orderId, userId: ctx.principal.userId, ...event });
      const answer = await this.orders.answer(tx, ctx, orderId);
      return { status: 200, body: { ...answer, ...adds } as T };
    });
  }

  /**
   * `POST api/orders/{id}/combine-strokes/`: the named curtains are cut as one group
   * (docs/rules-calculation.md § "Stroke matching"); each article's fabric line charges its share
   * of the group's fabric. The answer shows what the match saves, line by line.
   */
  async combineStrokes(
    ctx: RequestContext,
    orderId: number,
    body: ArticleGroupBody,
  ): Promise<Answer<CombineStrokesAnswer>> {
    return this.groupAction<CombineStrokesAnswer>(
      ctx,
      { orderId, orderNumbers: body.order_numbers },
      'combine_strokes',
      (rows) => strokeMatchRefusal(rows.map(toStrokeArticle)),
      async (tx, rows, order) => {
        const pricing = await loadPricingAccount(tx, order.debtorId);
        const { chargeStepMm } = (await loadDebtorPriceList(tx, pricing.debtorId)).defaults;
        const { group, match, saving, after } = await applyStrokeMatch(
          tx,
          rows,
          chargeStepMm,
          pricing.currency,
        );
        return {
          event: {
            kind: 'strokes_combined',
            data: {
              order_numbers: rows.map((row) => row.orderNumber),
              group,
              before: wholesaleOf(rows),
              after,
              saved_mm: saving.savedMm,
              saved_wholesale: saving.savedWholesale,
              saved_sales: saving.savedSales,
            },
          },
          adds: { stroke_match: match },
        };
      },
    );
  }

  /**
   * `POST api/orders/{id}/undo-combine-strokes/`: the groups of the named articles are undone;
   * every article of them gets its own fabric line back, exactly as its own calculation made it.
   */
  async undoCombineStrokes(
    ctx: RequestContext,
    orderId: number,
    body: ArticleGroupBody,
  ): Promise<Answer<OrderAnswer>> {
    return this.groupAction<OrderAnswer>(
      ctx,
      { orderId, orderNumbers: body.order_numbers },
      'undo_combine_strokes',
      undoStrokeMatchRefusal,
      async (tx, rows) => {
        const groups = [...new Set(rows.map((row) => row.strokeGroup!))];
        const { members, after } = await undoStrokeGroups(tx, orderId, groups);
        return {
          event: {
            kind: 'strokes_uncombined',
            data: {
              order_numbers: members.map((row) => row.orderNumber),
              groups,
              before: wholesaleOf(members),
              after,
            },
          },
        };
      },
    );
  }

  /** `POST api/orders/{id}/curtain-set/`: the named curtains become a set with the next label. */
  async curtainSet(
    ctx: RequestContext,
    orderId: number,
    body: CurtainSetBody,
  ): Promise<Answer<OrderAnswer>> {
    return this.groupAction<OrderAnswer>(
      ctx,
      { orderId, orderNumbers: body.order_numbers },
      'make_set',
      setRefusal,
      async (tx, rows) => {
        const label = nextSetLabel(await setLabelsOf(tx, orderId));
        for (const row of rows) {
          await updateArticleColumns(tx, row.orderNumber, {
            setLabel: label,
            setAlignment: body.alignment,
          });
        }
        return {
          event: {
            kind: 'curtain_set_made',
            data: {
              order_numbers: rows.map((row) => row.orderNumber),
              before: { set_label: null },
              after: { set_label: label, alignment: body.alignment },
            },
          },
        };
      },
    );
  }

  /** `POST api/orders/{id}/undo-curtain-set/`: the sets of the named articles are undone. */
  async undoCurtainSet(
    ctx: RequestContext,
    orderId: number,
    body: ArticleGroupBody,
  ): Promise<Answer<OrderAnswer>> {
    return this.groupAction<OrderAnswer>(
      ctx,
      { orderId, orderNumbers: body.order_numbers },
      'undo_set',
      undoSetRefusal,
      async (tx, rows) => {
        const labels = [...new Set(rows.map((row) => row.setLabel!))];
        const members = await setMembers(tx, orderId, labels);
        for (const member of members) {
          await updateArticleColumns(tx, member.orderNumber, {
            setLabel: null,
            setAlignment: null,
          });
        }
        return {
          event: {
            kind: 'curtain_set_undone',
            data: {
              order_numbers: members.map((row) => row.orderNumber),
              before: Object.fromEntries(
                members.map((row) => [
                  row.orderNumber,
                  { set_label: row.setLabel, alignment: row.setAlignment },
                ]),
              ),
              after: { set_label: null },
            },
          },
        };
      },
    );
  }
}
