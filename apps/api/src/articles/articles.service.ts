// Articles of an order: validated and priced on the server with the domain's `evaluateArticle`
// (the same function the configurator runs), then stored with what it computed. A price a client
// sends is not a parameter of any article type, so validation drops it.
import {
  ActionRefused,
  type ArticleAnswer,
  type ArticleCallType,
  type ArticleOperation,
  articleAnswersToCall,
  CURTAIN_MODEL_FIELD,
  canPerformArticleOperation,
  evaluateArticle,
  type Issue,
  issue,
  lockedReason,
  type OrderType,
  PRICED_ARTICLE_TYPES,
  type PriceCheckAnswer,
  type PricedArticleType,
  resolveArticleCall,
} from '@atelier/domain';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { transaction } from '../db/transaction.js';
import { pricingDebtorId } from '../fabrics/pricing-account.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid, issueAnswer } from '../http/issues.js';
import {
  findOrder,
  lockOrders,
  recordEvent,
  touchOrder,
} from '../order-record/order-record.repository.js';
import type { DebtorScope } from '../tenancy/scope.js';
import { toArticleAnswer } from './article-answers.js';
import type { ArticleContextLoader } from './article-context.js';
import {
  type ArticleRow,
  articlesOfOrder,
  deleteArticle,
  findArticle,
  insertArticle,
  type NewArticle,
  updateArticle,
} from './articles.repository.js';
import { measurementAnswersOf, unitSystemOf } from './measurement.js';
import { undoStrokeGroups } from './stroke-groups.js';

/** Drafts and offers are editable; any other order answers its reason (`order_confirmed`, ...). */
export function requireOperation(orderType: OrderType, operation: ArticleOperation) {
  if (!canPerformArticleOperation(orderType, operation)) {
    throw new ActionRefused(operation, lockedReason(orderType) ?? 'order_confirmed');
  }
}

/** The precise type of a create or price call; a `curtain` names its model in `curtain_type`. */
function resolveCall(callType: ArticleCallType, raw: unknown) {
  return resolveArticleCall<PricedArticleType>(callType, raw);
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
/** What is stored of a priced article besides its order, debtor and type. */
export type StoredArticleValues = Omit<NewArticle, 'orderId' | 'debtorId' | 'articleType'>;

const hasField = (body: unknown, field: string) =>
  body !== null && typeof body === 'object' && Object.hasOwn(body, field);

/**
 * An article of a stroke group that is edited or deleted leaves the group: the group is undone, so
 * every article of it gets its own calculation back (docs/rules-calculation.md § "Stroke matching").
 */
async function leaveStrokeGroup(tx: Db, article: ArticleRow, userId: number) {
  if (!article.strokeGroup) return;
  const { members, after } = await undoStrokeGroups(tx, article.orderId, [article.strokeGroup]);
  await recordEvent(tx, {
    orderId: article.orderId,
    orderNumber: article.orderNumber,
    kind: 'strokes_uncombined',
    userId,
    data: {
      order_numbers: members.map((row) => row.orderNumber),
      groups: [article.strokeGroup],
      before: Object.fromEntries(members.map((row) => [row.orderNumber, row.wholesaleCents])),
      after,
    },
  });
}

/** What the trail keeps of an article before and after a change. */
const snapshotOf = (row: ArticleRow) => ({
  parameters: row.parameters,
  wholesale: row.wholesaleCents,
  sales: row.salesCents,
  production_status: row.productionStatus,
  set_label: row.setLabel,
  stroke_group: row.strokeGroup,
});

/**
 * Stores a priced article in an order inside the caller's transaction (the order locked and its
 * state checked there), with the `article_created` event of its trail: the dealer's own create and
 * an offer prepared from outside (`userId` null) store an article the same way.
 */
export async function storeNewArticle(
  tx: Tx,
  article: {
    orderId: number;
    debtorId: number;
    articleType: PricedArticleType;
    values: StoredArticleValues;
    userId: number | null;
  },
): Promise<ArticleRow> {
  const { orderId, debtorId, articleType, values, userId } = article;
  const row = await insertArticle(tx, { ...values, orderId, debtorId, articleType });
  await touchOrder(tx, orderId);
  await recordEvent(tx, {
    orderId,
    orderNumber: row.orderNumber,
    kind: 'article_created',
    userId,
    data: { article_type: articleType, after: snapshotOf(row) },
  });
  return row;
}

/**
 * An article as answered, with the measurement warnings its commission gives it (in the caller's
 * language and unit).
 */
async function answerOf(
  db: Db,
  row: ArticleRow,
  orderType: OrderType,
  { locale, principal }: RequestContext,
): Promise<ArticleAnswer> {
  const siblings = await articlesOfOrder(db, row.orderId);
  const unitSystem = await unitSystemOf(db, principal);
  return toArticleAnswer(
    row,
    orderType,
    locale,
    await measurementAnswersOf(db, siblings, locale, unitSystem),
  );
}

export class ArticlesService {
  constructor(
    private readonly db: Db,
    private readonly contexts: ArticleContextLoader,
  ) {}

  private async evaluate(
    ctx: RequestContext,
    debtorId: number | null,
    articleType: PricedArticleType,
    raw: unknown,
  ) {
    const context = await this.contexts.load(ctx, debtorId, raw);
    // evaluateArticle first drops the fields that do not apply to the article as chosen (the
    // domain's `applicableParameters`, which the configurator applies too), then validates and
    // prices: a leg a single bend does not have is neither stored nor charged.
    return evaluateArticle({ articleType, parameters: raw }, context);
  }

  /** What is stored of a valid article; an invalid one is answered with its errors. */
  private async computed(
    ctx: RequestContext,
    debtorId: number,
    articleType: PricedArticleType,
    raw: unknown,
  ): Promise<StoredArticleValues> {
    const priced = await this.priceOne(ctx, debtorId, articleType, raw);
    if (!priced.values) throw new IssuesInvalid(priced.errors);
    return priced.values;
  }

  /**
   * An article priced as a create or an edit would price it, for the order actions (duplicate,
   * fabric change): the values to store, or the errors that keep it from being stored.
   */
  async priceOne(
    ctx: RequestContext,
    debtorId: number,
    articleType: PricedArticleType,
    raw: unknown,
  ): Promise<{ values: StoredArticleValues | null; errors: Issue[] }> {
    const evaluation = await this.evaluate(ctx, debtorId, articleType, raw);
    const errors = evaluation.issues.filter((found) => found.severity === 'error');
    if (errors.length > 0 || !evaluation.parameters) return { values: null, errors };
    const parameters = evaluation.parameters as Record<string, unknown>;
    const { price } = evaluation;
    return {
      errors: [],
      values: {
        parameters,
        room: (text(parameters.room) as NewArticle['room']) ?? null,
        mainFabric: text(parameters.main_fabric),
        liningFabric: text(parameters.lining_fabric),
        // The curtain flow passes it on as text or as a number.
        curtainOrderNumber:
          parameters.curtain_order_number === undefined
            ? null
            : String(parameters.curtain_order_number),
        quantities: evaluation.quantities,
        cutList: evaluation.cutList,
        price,
        wholesaleCents: price?.wholesale ?? null,
        salesCents: price?.sales ?? null,
        currency: price?.currency ?? null,
        warnings: evaluation.issues.filter((found) => found.severity === 'warning'),
      },
    };
  }

  /**
   * A create call priced as the create prices it, without storing anything: the precise article
   * type and what to store, or the issues that keep it from being stored. An offer prepared from
   * outside checks every line this way before it stores any.
   */
  async priceCall(
    ctx: RequestContext,
    debtorId: number,
    callType: ArticleCallType,
    body: unknown,
  ): Promise<
    | { ok: true; articleType: PricedArticleType; values: StoredArticleValues }
    | { ok: false; issues: Issue[] }
  > {
    const call = resolveCall(callType, body);
    if (!call.ok) return { ok: false, issues: call.issues };
    const priced = await this.priceOne(ctx, debtorId, call.articleType, call.parameters);
    return priced.values
      ? { ok: true, articleType: call.articleType, values: priced.values }
      : { ok: false, issues: priced.errors };
  }

  /**
   * Every article of an order priced again with today's prices (an offer's renewal): what to
   * store for each. Articles without a price (returns, samples) are left as they are; one that no
   * longer validates (a fabric withdrawn) answers its errors.
   */
  async reprice(ctx: RequestContext, debtorId: number, articles: readonly ArticleRow[]) {
    const priced: { orderNumber: string; values: Parameters<typeof updateArticle>[2] }[] = [];
    for (const article of articles) {
      if (!(PRICED_ARTICLE_TYPES as readonly string[]).includes(article.articleType)) continue;
      const values = await this.computed(
        ctx,
        debtorId,
        article.articleType as PricedArticleType,
        article.parameters,
      );
      priced.push({ orderNumber: article.orderNumber, values });
    }
    return priced;
  }

  create(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    body: unknown,
  ): Promise<Answer<ArticleAnswer>> {
    return writeOnce(ctx, this.db, () => this.createWrite(ctx, orderId, callType, body));
  }

  /** What a new article checks and prices before its transaction, and the transaction. */
  private async createWrite(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    body: unknown,
  ) {
    const order = await findOrder(this.db, ctx.scope, orderId);
    if (!order) throw new AppError('not_found');
    requireOperation(order.orderType, 'create');
    const call = resolveCall(callType, body);
    if (!call.ok) throw new IssuesInvalid(call.issues);
    const { articleType } = call;
    const values = await this.computed(ctx, order.debtorId, articleType, call.parameters);
    return async (tx: Tx): Promise<Answer<ArticleAnswer>> => {
      // Confirmed or deleted while it was priced: the lock makes the check and the insert one.
      const orderType = (await lockOrders(tx, ctx.scope, [orderId])).get(orderId);
      if (!orderType) throw new AppError('not_found');
      requireOperation(orderType, 'create');
      const row = await storeNewArticle(tx, {
        orderId,
        debtorId: order.debtorId,
        articleType,
        values,
        userId: ctx.principal.userId,
      });
      return { status: 201, body: await answerOf(tx, row, orderType, ctx) };
    };
  }

  /** `api/articles/{orderNumber}/`: the configurators' edit routes know only the number. */
  async get(ctx: RequestContext, orderNumber: string): Promise<ArticleAnswer> {
    const found = await findArticle(this.db, ctx.scope, orderNumber);
    if (!found) throw new AppError('not_found');
    return answerOf(this.db, found.article, found.orderType, ctx);
  }

  /** An article by its full path: order, type and number must all match. */
  private async inOrder(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    orderNumber: string,
  ): Promise<{ article: ArticleRow; orderType: OrderType }> {
    const found = await findArticle(this.db, ctx.scope, orderNumber);
    if (
      !found ||
      found.article.orderId !== orderId ||
      !articleAnswersToCall(found.article.articleType, callType)
    ) {
      throw new AppError('not_found');
    }
    return found;
  }

  /**
   * The article locked with its order (order-record `lockOrders`) and read again: 404 when it
   * was deleted meanwhile, 409 `conflict` when it was moved to another order, the order's reason
   * when the order was confirmed meanwhile.
   */
  private async locked(
    tx: Db,
    scope: DebtorScope,
    orderId: number,
    orderNumber: string,
    operation: 'edit' | 'delete',
  ): Promise<ArticleRow> {
    await lockOrders(tx, scope, [orderId]);
    const found = await findArticle(tx, scope, orderNumber);
    if (!found) throw new AppError('not_found');
    if (found.article.orderId !== orderId) throw new AppError('conflict');
    requireOperation(found.orderType, operation);
    return found.article;
  }

  async getInOrder(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    orderNumber: string,
  ): Promise<ArticleAnswer> {
    const found = await this.inOrder(ctx, orderId, callType, orderNumber);
    return answerOf(this.db, found.article, found.orderType, ctx);
  }

  async update(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    orderNumber: string,
    body: unknown,
  ): Promise<ArticleAnswer> {
    const { principal } = ctx;
    const { article, orderType } = await this.inOrder(ctx, orderId, callType, orderNumber);
    requireOperation(orderType, 'edit');
    const articleType = article.articleType as PricedArticleType;
    // A `curtain` call may leave out its model (the article has one) but not change it.
    const named =
      callType === 'curtain' && !hasField(body, CURTAIN_MODEL_FIELD)
        ? { ...(body as object), [CURTAIN_MODEL_FIELD]: articleType }
        : body;
    const call = resolveCall(callType, named);
    if (!call.ok) throw new IssuesInvalid(call.issues);
    if (call.articleType !== articleType) {
      throw new IssuesInvalid([issue(CURTAIN_MODEL_FIELD, 'invalid_choice')]);
    }
    const values = await this.computed(ctx, article.debtorId, articleType, call.parameters);
    const row = await transaction(this.db, async (tx) => {
      const current = await this.locked(tx, ctx.scope, orderId, orderNumber, 'edit');
      await leaveStrokeGroup(tx, current, principal.userId);
      const updated = await updateArticle(tx, orderNumber, values);
      await touchOrder(tx, orderId);
      await recordEvent(tx, {
        orderId,
        orderNumber,
        kind: 'article_updated',
        userId: principal.userId,
        data: {
          article_type: articleType,
          before: snapshotOf(current),
          after: snapshotOf(updated),
        },
      });
      return updated;
    });
    return answerOf(this.db, row, orderType, ctx);
  }

  async remove(
    ctx: RequestContext,
    orderId: number,
    callType: ArticleCallType,
    orderNumber: string,
  ): Promise<void> {
    const { principal } = ctx;
    const { article, orderType } = await this.inOrder(ctx, orderId, callType, orderNumber);
    const articleType = article.articleType;
    requireOperation(orderType, 'delete');
    await transaction(this.db, async (tx) => {
      const current = await this.locked(tx, ctx.scope, orderId, orderNumber, 'delete');
      await leaveStrokeGroup(tx, current, principal.userId);
      await deleteArticle(tx, orderNumber);
      await touchOrder(tx, orderId);
      await recordEvent(tx, {
        orderId,
        orderNumber,
        kind: 'article_deleted',
        userId: principal.userId,
        data: { article_type: articleType, before: snapshotOf(current) },
      });
    });
  }

  /** `POST api/prices/{articleType}/`: the price and issues of parameters; nothing is stored. */
  async priceCheck(
    ctx: RequestContext,
    callType: ArticleCallType,
    askedDebtorId: number | undefined,
    body: unknown,
  ): Promise<PriceCheckAnswer> {
    const { locale } = ctx;
    const debtorId = pricingDebtorId(ctx.scope, askedDebtorId);
    const call = resolveCall(callType, body);
    if (!call.ok) {
      return {
        valid: false,
        issues: call.issues.map((found) => issueAnswer(found, locale)),
        parameters: null,
        quantities: null,
        cut_list: null,
        price: null,
      };
    }
    const evaluation = await this.evaluate(ctx, debtorId, call.articleType, call.parameters);
    return {
      valid: !evaluation.issues.some((found) => found.severity === 'error'),
      issues: evaluation.issues.map((found) => issueAnswer(found, locale)),
      parameters: evaluation.parameters as Record<string, unknown> | null,
      quantities: evaluation.quantities,
      cut_list: evaluation.cutList,
      price: evaluation.price,
    };
  }
}
