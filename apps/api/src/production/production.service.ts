// The write side of production tracking: confirming starts production (an `import` event per
// article), the factory pulls what to make and pushes status events. Every event is its own
// transaction; what changed is told on the live bus after it commits, and mailed to the shop's
// accounts that want it.
import {
  type IntegrationArticle,
  type IntegrationPull,
  type IntegrationPullQuery,
  isProductionEventInFuture,
  type Locale,
  PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
  type ProductionEventBatch,
  type ProductionEventBatchAnswer,
  type ProductionEventInput,
  type ProductionEventRefusalCode,
  type ProductionEventResult,
  type ProductionRefusalCode,
  type ProductionSite,
  type ProductionStatus,
  productionEventDifferences,
  productionSiteOf,
  productionTransition,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Db } from '../db/client.js';
import type { ProductionChange } from '../live/live-bus.js';
import {
  articlesSince,
  articlesToImport,
  findEventByExternalId,
  insertIntegrationAudit,
  insertProductionEvent,
  type LockedArticle,
  lockArticleByNumber,
  setArticleSite,
  settleOrder,
  statusBeforeProblem,
  touchIntegrationKey,
  updateArticleProduction,
} from './production.repository.js';

/** One call of the integration API, as audited. */
export type IntegrationCall = Parameters<typeof insertIntegrationAudit>[1];

/** The site a caller acts for (from its integration key). */
export interface SiteCaller {
  keyId: number;
  site: ProductionSite;
}

/** Told of every applied change after it commits (live bus, mail). */
export interface ProductionListener {
  changed(changes: readonly ProductionChange[]): void;
}

/** Statuses the dealer is mailed about (with the user setting `production_mail`). */
export const MAILED_STATUSES: readonly ProductionStatus[] = ['probleem', 'gerverz', 'bezorgd'];

function changeOf(
  article: { id: number; orderId: number; debtorId: number },
  values: {
    status: ProductionStatus;
    stockState: ProductionChange['stockState'];
    plannedDate: string | null;
    at: Date;
  },
): ProductionChange {
  return {
    type: 'production',
    debtorId: article.debtorId,
    orderId: article.orderId,
    articleId: article.id,
    status: values.status,
    stockState: values.stockState,
    plannedDate: values.plannedDate,
    at: values.at.toISOString(),
  };
}

/**
 * Inside the confirming transaction: every article of the order gets its site and a first
 * `import` event. Returns the changes to publish once the transaction has committed.
 */
export async function startProductionOf(
  tx: Db,
  orderId: number,
  at: Date,
): Promise<ProductionChange[]> {
  const articles = await articlesToImport(tx, orderId);
  const changes: ProductionChange[] = [];
  for (const article of articles) {
    const site = productionSiteOf(article.articleType);
    await setArticleSite(tx, article.id, site, at);
    await insertProductionEvent(tx, {
      articleId: article.id,
      orderId: article.orderId,
      debtorId: article.debtorId,
      site,
      status: 'import',
      stockState: article.stockState,
      plannedDate: article.plannedDate,
      occurredAt: at,
      receivedAt: at,
      applied: true,
    });
    changes.push(
      changeOf(article, {
        status: 'import',
        stockState: article.stockState,
        plannedDate: article.plannedDate,
        at,
      }),
    );
  }
  return changes;
}

type EventVerdict =
  | { result: ProductionEventResult; change?: ProductionChange; mail?: MailedChange }
  | { result: ProductionEventResult };
/** What became of a status reported inside another write's transaction (`reportWithin`). */
export type ReportedEvent = EventVerdict;

/** A change a dealer may be mailed about, with what the mail says. */
export interface MailedChange {
  change: ProductionChange;
  orderNumber: string;
  message: string | null;
}

export class ProductionService {
  constructor(
    private readonly db: Db,
    private readonly listener: ProductionListener,
    private readonly mailed: (changes: readonly MailedChange[]) => void = () => {},
    /** The portal's clock, against which an event's `occurred_at` is judged. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Audits a call of the integration API and notes when its key was last used. */
  async recordCall(call: IntegrationCall): Promise<void> {
    await insertIntegrationAudit(this.db, call);
    if (call.keyId) await touchIntegrationKey(this.db, call.keyId, call.at ?? new Date());
  }

  async pull(caller: SiteCaller, query: IntegrationPullQuery): Promise<IntegrationPull> {
    const rows = await articlesSince(this.db, caller.site, query.since, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const results: IntegrationArticle[] = page.map((row) => ({
      cursor: row.cursor,
      order_number: row.article.orderNumber,
      order_id: row.article.orderId,
      debtor_id: row.article.debtorId,
      debtor_name: row.debtorName,
      article_type: row.article.articleType,
      commission: row.commission,
      customer_order_number: row.customerOrderNumber,
      order_date: row.orderDate,
      confirmed_at: row.confirmedAt.toISOString(),
      room: row.article.room,
      main_fabric: row.article.mainFabric,
      lining_fabric: row.article.liningFabric,
      curtain_order_number: row.article.curtainOrderNumber,
      set_label: row.article.setLabel,
      stroke_group: row.article.strokeGroup,
      parameters: (row.article.parameters ?? {}) as Record<string, unknown>,
      cut_list: (row.article.cutList ?? null) as IntegrationArticle['cut_list'],
      parts: (row.article.quantities ?? null) as IntegrationArticle['parts'],
      production_status: row.article.productionStatus,
      stock_state: row.article.stockState,
      planned_date: row.article.plannedDate,
      status_changed_at: row.article.statusChangedAt?.toISOString() ?? null,
    }));
    return {
      site: caller.site,
      results,
      next_cursor: page.at(-1)?.cursor ?? query.since,
      has_more: rows.length > query.limit,
    };
  }

  /**
   * Each event in its own transaction, in the order given. The batch answers 200 when no event
   * failed, 409 when every event was refused (with the first reason), 207 otherwise. A refusal is
   * an illegal transition, an event dated in the future or an event id used for another event.
   */
  async push(
    caller: SiteCaller,
    batch: ProductionEventBatch,
    locale: Locale,
  ): Promise<{ status: number; body: ProductionEventBatchAnswer }> {
    const results: ProductionEventResult[] = [];
    for (const event of batch.events) {
      const verdict = await this.receiveOnce(caller, event, locale);
      results.push(verdict.result);
      this.announce([verdict]);
    }
    const failed = results.filter((result) => result.status >= 400);
    if (failed.length === 0) return { status: 200, body: { results } };
    const first = failed[0]!;
    if (failed.length === results.length && failed.every((result) => result.status === 409)) {
      return {
        status: 409,
        body: { results, code: first.code ?? 'conflict', detail: first.detail ?? '' },
      };
    }
    return { status: 207, body: { results } };
  }

  /**
   * A status reported by the manufacturer's own people (the driver handing an article over,
   * decision 087) inside the caller's transaction: judged and stored exactly as a factory's event
   * for the article's own site, with the same transition, history and repeat rules. The caller
   * hands the verdicts to `announce` once its transaction committed.
   */
  reportWithin(tx: Db, event: ProductionEventInput, locale: Locale): Promise<ReportedEvent> {
    return this.receive(tx, null, event, locale);
  }

  /** Tells the live bus and the production mail what applied events changed (after commit). */
  announce(verdicts: readonly ReportedEvent[]): void {
    const changes = verdicts.flatMap((verdict) =>
      'change' in verdict && verdict.change ? [verdict.change] : [],
    );
    const mails = verdicts.flatMap((verdict) =>
      'mail' in verdict && verdict.mail ? [verdict.mail] : [],
    );
    if (changes.length > 0) this.listener.changed(changes);
    if (mails.length > 0) this.mailed(mails);
  }

  /**
   * One event in its own transaction. The same event id sent at once for two articles (two row
   * locks) lets both find no earlier event; the second insert then breaks the unique key and is
   * judged again, now as a repeat.
   */
  private async receiveOnce(
    caller: SiteCaller,
    event: ProductionEventInput,
    locale: Locale,
  ): Promise<EventVerdict> {
    const attempt = () =>
      this.db.transaction(async (transaction) => this.receive(transaction, caller, event, locale));
    try {
      return await attempt();
    } catch (error) {
      if (isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /** `caller` null: reported for the article's own site (the manufacturer's own people). */
  private async receive(
    tx: Db,
    caller: SiteCaller | null,
    event: ProductionEventInput,
    locale: Locale,
  ): Promise<EventVerdict> {
    const base = { event_id: event.event_id, order_number: event.order_number };
    const article = await lockArticleByNumber(tx, event.order_number);
    const site = article ? (article.productionSite ?? productionSiteOf(article.articleType)) : null;
    if (
      !article ||
      !site ||
      (caller !== null && site !== caller.site) ||
      (article.orderType !== 'confirmed' && article.orderType !== 'delivered')
    ) {
      return {
        result: {
          ...base,
          outcome: 'not_found',
          status: 404,
          code: 'not_found',
          detail: translate(locale, 'errors:not_found'),
        },
      };
    }
    const occurredAt = new Date(event.occurred_at);
    // Dated ahead of the clock (beyond its skew): it would outrank every real event after it.
    if (isProductionEventInFuture(occurredAt, this.now())) {
      return this.refusal(base, article, locale, 'production_event_in_future', {
        minutes: PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
      });
    }
    const earlier = await findEventByExternalId(tx, site, event.event_id);
    if (earlier) {
      const differences = productionEventDifferences(
        {
          order_number: earlier.orderNumber,
          status: earlier.event.status,
          occurred_at: earlier.event.occurredAt,
          planned_date: earlier.event.plannedDate,
          stock_state: earlier.event.stockState,
          message: earlier.event.message,
        },
        event,
      );
      if (differences.length > 0) {
        return this.refusal(base, article, locale, 'production_event_id_reused', {
          fields: differences.join(', '),
        });
      }
      return { result: this.duplicateOf(base, earlier.event.applied, article) };
    }

    const record = (applied: boolean) =>
      insertProductionEvent(tx, {
        articleId: article.id,
        orderId: article.orderId,
        debtorId: article.debtorId,
        site,
        externalEventId: event.event_id,
        status: event.status,
        stockState: event.stock_state ?? null,
        plannedDate: event.planned_date ?? null,
        message: event.message ?? null,
        occurredAt,
        applied,
      });

    // Older than what the article already shows: history only, the status does not move back.
    if (article.statusChangedAt && occurredAt < article.statusChangedAt) {
      await record(false);
      return {
        result: {
          ...base,
          outcome: 'history',
          status: 200,
          production_status: article.productionStatus,
        },
      };
    }

    const heldAt =
      article.productionStatus === 'probleem'
        ? await statusBeforeProblem(tx, article.id)
        : undefined;
    const verdict = productionTransition(article.productionStatus, event.status, heldAt);
    if (!verdict.ok) return this.refusal(base, article, locale, verdict.code);
    await record(true);
    const moved = event.status !== article.productionStatus;
    const stockState = event.stock_state ?? article.stockState;
    const plannedDate = event.planned_date === undefined ? article.plannedDate : event.planned_date;
    // A message belongs to the status it came with: a new status without one clears it.
    const message =
      event.message === undefined || event.message === null
        ? moved
          ? null
          : article.productionMessage
        : event.message;
    await updateArticleProduction(tx, article.id, {
      productionStatus: event.status,
      stockState,
      plannedDate,
      productionMessage: message,
      statusChangedAt: occurredAt,
      productionSite: site,
    });
    await settleOrder(tx, article.orderId);
    const changed =
      moved || stockState !== article.stockState || plannedDate !== article.plannedDate;
    const change = changeOf(article, {
      status: event.status,
      stockState,
      plannedDate,
      at: occurredAt,
    });
    return {
      result: { ...base, outcome: 'applied', status: 200, production_status: event.status },
      ...(changed ? { change } : {}),
      ...(moved && MAILED_STATUSES.includes(event.status)
        ? { mail: { change, orderNumber: article.orderNumber, message } }
        : {}),
    };
  }

  private duplicateOf(
    base: { event_id: string; order_number: string },
    firstApplied: boolean,
    article: LockedArticle,
  ): ProductionEventResult {
    return {
      ...base,
      outcome: 'duplicate',
      status: 200,
      first_outcome: firstApplied ? 'applied' : 'history',
      production_status: article.productionStatus,
    };
  }

  /** An event refused (409) with its reason in the caller's language; nothing is stored. */
  private refusal(
    base: { event_id: string; order_number: string },
    article: LockedArticle,
    locale: Locale,
    code: ProductionRefusalCode | ProductionEventRefusalCode,
    params: Record<string, string | number> = {},
  ): EventVerdict {
    return {
      result: {
        ...base,
        outcome: 'refused',
        status: 409,
        code,
        detail: translate(locale, `errors:${code}`, params),
        production_status: article.productionStatus,
      },
    };
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; ) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
