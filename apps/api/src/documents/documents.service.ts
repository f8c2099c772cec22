// The documents of an order (portal §3 `available_reports`, §7 `GET api/orders/{orderId}/{report}/`):
// loaded tenant-scoped like every order read, built as pure definitions and rendered to PDF. Small
// orders are answered at once; a large order's document is made by a background job (its PDF kept
// in the file store) while the caller polls, so no request holds a worker for seconds.
import { randomUUID } from 'node:crypto';
import {
  ActionRefused,
  type ArticlePrice,
  type AvailableReport,
  brandMarkSvg,
  type CutList,
  canShareOrder,
  type DocumentKind,
  defaultPriceType,
  documentFileName,
  formatMoment,
  groupBranding,
  isAvailableReport,
  type Locale,
  type MeasurementWarning,
  type OrderDocumentsAnswer,
  orderDocumentKinds,
  pricesShown,
  type UnitSystem,
} from '@atelier/domain';
import { previewKindOf } from '@atelier/preview';
import { type ArticleRow, articlesOfOrder } from '../articles/articles.repository.js';
import { measurementMessage } from '../articles/measurement.js';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import type { BackgroundWork } from '../http/background.js';
import { AppError } from '../http/errors.js';
import { findOrder, type OrderRow } from '../order-record/order-record.repository.js';
import { eventsOfOrder } from '../orders/orders.repository.js';
import { loadDebtorPriceList } from '../price-lists/price-lists.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import { type DocumentArticle, type DocumentInput, showsDrawings } from './definitions.js';
import {
  claimJob,
  debtorForDocument,
  fabricLooks,
  failJob,
  fileBytes,
  findJob,
  finishJob,
  type JobQueue,
  type JobRow,
  jobQueue,
  queueJob,
  retryJob,
} from './documents.repository.js';
import { type DrawingSpec, makeDrawing } from './drawings.js';
import type { DocumentRenderer } from './renderer.js';

/** Orders up to this many articles are rendered while the caller waits (well under a second). */
export const INLINE_ARTICLE_LIMIT = 12;
/** Seconds a caller waits before asking again for a document made in the background. */
export const RETRY_AFTER_SECONDS = 1;
const MAX_ATTEMPTS = 3;
/** How often the worker of each instance looks for waiting (or abandoned) jobs. */
export const WORKER_INTERVAL_MS = 10_000;
/** The worker counts as stopped after this many intervals without a look at the queue… */
const MISSED_LOOKS = 3;
/** …unless it is making a document, for at most as long as a job may run before it is taken over. */
const JOB_ABANDONED_MS = 5 * 60_000;

export interface ViewOptions {
  unitSystem: UnitSystem;
  shown: { wholesale: boolean; sales: boolean };
}

export type DocumentAnswer =
  | { kind: 'pdf'; bytes: Buffer; fileName: string }
  | { kind: 'pending'; retryAfter: number };

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class DocumentsService {
  #timer: NodeJS.Timeout | null = null;
  #intervalMs = WORKER_INTERVAL_MS;
  /** When a worker of this instance last asked the queue for a job (clock ms). */
  #lastLook = 0;
  /** Workers of this instance running now. */
  #working = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly background: BackgroundWork,
    private readonly renderer: DocumentRenderer,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return this.clock().toISOString().slice(0, 10);
  }

  /** What the caller's account shows: its reports, unit system and price display. */
  async viewOf(ctx: RequestContext) {
    const account = await this.settings.read(ctx);
    return {
      reports: account.available_reports,
      options: {
        unitSystem: account.unit_system,
        shown: pricesShown(defaultPriceType(account)),
      } satisfies ViewOptions,
    };
  }

  private async order(ctx: RequestContext, orderId: number): Promise<OrderRow> {
    const order = await findOrder(this.db, ctx.scope, orderId);
    if (!order) throw new AppError('not_found');
    return order;
  }

  /**
   * `GET api/orders/{id}/documents/`: the documents an order the caller may read has by its type
   * (domain `orderDocumentKinds`); another shop's order or none is not found.
   */
  async list(ctx: RequestContext, orderId: number): Promise<OrderDocumentsAnswer> {
    const order = await this.order(ctx, orderId);
    const { reports } = await this.viewOf(ctx);
    return {
      order_id: order.id,
      order_type: order.orderType,
      commission: order.commission,
      documents: orderDocumentKinds(order.orderType, reports).map((kind) => ({
        report: kind,
        file_name: documentFileName(kind, order.id),
        url: `/api/orders/${order.id}/${kind}/`,
      })),
    };
  }

  /** The dealer's printable quote of an offer (end customer's view: sales prices, VAT). */
  async quote(ctx: RequestContext, orderId: number): Promise<DocumentAnswer> {
    const order = await this.order(ctx, orderId);
    if (!canShareOrder(order.orderType)) throw new ActionRefused('quote', 'quote_needs_offer');
    const { options } = await this.viewOf(ctx);
    const bytes = await this.render(order, 'quote', ctx.locale, options);
    return { kind: 'pdf', bytes, fileName: documentFileName('quote', order.id) };
  }

  /** `GET api/orders/{id}/{report}/`: the PDF, or "being made" for a large order. */
  async report(ctx: RequestContext, orderId: number, report: string): Promise<DocumentAnswer> {
    const order = await this.order(ctx, orderId);
    const view = await this.viewOf(ctx);
    if (!isAvailableReport(report) || !view.reports.includes(report)) {
      throw new AppError('not_found');
    }
    const fileName = documentFileName(report, order.id);
    if (order.articleCount <= INLINE_ARTICLE_LIMIT) {
      return {
        kind: 'pdf',
        bytes: await this.render(order, report, ctx.locale, view.options),
        fileName,
      };
    }
    const key = {
      debtorId: order.debtorId,
      orderId: order.id,
      report,
      locale: ctx.locale,
      userId: ctx.principal.userId,
      version: `${order.updatedAt}|${order.articleCount}`,
    };
    const job = await findJob(this.db, key);
    if (job?.state === 'done' && job.fileId) {
      const bytes = await fileBytes(this.db, job.fileId);
      if (bytes) return { kind: 'pdf', bytes, fileName };
    }
    if (!job) await queueJob(this.db, key, view.options as unknown as Record<string, unknown>);
    else if (job.state === 'failed') {
      if (job.attempts >= MAX_ATTEMPTS) throw new AppError('server_error');
      await retryJob(this.db, job.id);
    }
    this.wake();
    return { kind: 'pending', retryAfter: RETRY_AFTER_SECONDS };
  }

  /** Starts a worker in this instance now (a document was asked for); it takes jobs until none waits. */
  wake(): void {
    this.background.run('documents', async () => {
      await this.work();
    });
  }

  /**
   * The instance's own worker: every `intervalMs` it takes what waits unless one of its workers
   * is already at it, so a job queued while no request woke a worker (or left by an instance that
   * stopped) is made, and readiness can tell that the worker runs (`workerAlive`).
   */
  startWorker(intervalMs = WORKER_INTERVAL_MS): void {
    this.stopWorker();
    this.#intervalMs = intervalMs;
    this.#lastLook = this.clock().getTime();
    this.#timer = setInterval(() => {
      if (this.#working > 0) return;
      // Most looks find nothing: no span of their own; each job made has one.
      this.background.run('documents', async () => void (await this.work()), { traced: false });
    }, intervalMs);
    this.#timer.unref();
  }

  stopWorker(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }

  /**
   * Whether the worker runs: it looked at the queue within the last few intervals, or it is making
   * a document that has not yet run as long as an abandoned one.
   */
  workerAlive(): boolean {
    if (!this.#timer) return false;
    const since = this.clock().getTime() - this.#lastLook;
    return (
      since <= MISSED_LOOKS * this.#intervalMs || (this.#working > 0 && since <= JOB_ABANDONED_MS)
    );
  }

  /** The queue for the metrics: waiting and running jobs, the oldest waiting one's age. */
  queue(): Promise<JobQueue> {
    return jobQueue(this.db);
  }

  /** Makes every waiting document; any instance may run this, each job is taken once. */
  async work(): Promise<number> {
    let made = 0;
    this.#working += 1;
    try {
      for (;;) {
        const job = await claimJob(this.db);
        this.#lastLook = this.clock().getTime();
        if (!job) return made;
        const done = await this.background
          .span(
            `document ${job.report}`,
            {
              'atelier.document.job_id': job.id,
              'atelier.document.report': job.report,
              'atelier.document.attempt': job.attempts,
              'atelier.order.id': job.orderId,
            },
            () => this.make(job),
          )
          .then(
            () => true,
            () => false,
          );
        if (done) made += 1;
      }
    } finally {
      this.#working -= 1;
    }
  }

  /** One job: its document rendered and kept, or the job marked failed (and the error passed on). */
  private async make(job: JobRow): Promise<void> {
    try {
      const order = await findOrder(
        this.db,
        { debtorIds: [job.debtorId], current: job.debtorId },
        job.orderId,
      );
      if (!order) throw new Error('order gone');
      const bytes = await this.render(order, job.report, job.locale, job.options as ViewOptions);
      await finishJob(this.db, job, bytes, randomUUID());
    } catch (error) {
      await failJob(this.db, job.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  /** Builds the document's data from the stored order (tenant already checked), drawings made. */
  async input(
    order: OrderRow,
    kind: DocumentKind,
    locale: Locale,
    options: ViewOptions,
  ): Promise<DocumentInput> {
    const { input, drawings } = await this.parts(order, kind, locale, options);
    let drawn = 0;
    for (const [index, spec] of drawings.entries()) {
      const article = input.articles[index];
      if (!spec || !article) continue;
      // One drawing per turn of the event loop: the requests that arrive meanwhile are answered
      // between them.
      if (drawn > 0) await nextTurn();
      article.drawing = makeDrawing(spec);
      drawn += 1;
    }
    return input;
  }

  /**
   * The document's data without its drawings, and what each article's drawing is made from (none
   * for a document that shows no drawings).
   */
  private async parts(
    order: OrderRow,
    kind: DocumentKind,
    locale: Locale,
    options: ViewOptions,
  ): Promise<{ input: DocumentInput; drawings: (DrawingSpec | null)[] }> {
    const dealer = await debtorForDocument(this.db, order.debtorId);
    if (!dealer) throw new AppError('not_found');
    const rows = (await articlesOfOrder(this.db, order.id)).sort(
      (a, b) => a.position - b.position || a.orderNumber.localeCompare(b.orderNumber),
    );
    const fabricIds = rows.flatMap((row) =>
      [row.mainFabric, row.liningFabric].filter((id): id is string => typeof id === 'string'),
    );
    const looks = await fabricLooks(this.db, order.debtorId, fabricIds, locale);
    const priceList = await loadDebtorPriceList(this.db, order.debtorId).catch(() => null);
    const branding = groupBranding(dealer.group);
    const railOf = new Map<string, ArticleRow>();
    for (const row of rows) {
      if (row.curtainOrderNumber && previewKindOf(row.articleType) === 'rail') {
        railOf.set(row.curtainOrderNumber, row);
      }
    }
    const acknowledged = acknowledgedByArticle(
      await eventsOfOrder(this.db, order.id),
      locale,
      options.unitSystem,
    );
    const drawn = showsDrawings(kind);
    const drawings: (DrawingSpec | null)[] = [];
    const articles = rows.map((row, index): DocumentArticle => {
      const parameters = row.parameters as Record<string, unknown>;
      const quantity = typeof parameters.quantity === 'number' ? parameters.quantity : 1;
      const main = row.mainFabric ? looks.get(row.mainFabric) : undefined;
      const lining = row.liningFabric ? looks.get(row.liningFabric) : undefined;
      const fabricNames: Record<string, string> = {};
      for (const [uuid, look] of looks) fabricNames[uuid] = look.name;
      const rail = railOf.get(row.orderNumber);
      drawings.push(
        drawn
          ? {
              articleType: row.articleType,
              parameters,
              cutList: row.cutList as CutList | null,
              mainFabric: main ? { name: main.name, colour: main.colour } : null,
              liningFabric: lining ? { name: lining.name, colour: lining.colour } : null,
              railType: rail?.articleType ?? null,
              railParameters: (rail?.parameters as Record<string, unknown> | undefined) ?? null,
              defaults: priceList?.defaults ?? null,
              locale,
              unitSystem: options.unitSystem,
              uid: `a${index}`,
            }
          : null,
      );
      return {
        position: index + 1,
        orderNumber: row.orderNumber,
        articleType: row.articleType,
        parameters,
        quantity,
        fabricNames,
        cutList: row.cutList as CutList | null,
        price: row.price as ArticlePrice | null,
        drawing: null,
        acknowledgedWarnings: acknowledged.get(row.orderNumber) ?? [],
      };
    });
    const input: DocumentInput = {
      kind,
      locale,
      unitSystem: options.unitSystem,
      shown: options.shown,
      order: {
        id: order.id,
        commission: order.commission,
        customerOrderNumber: order.customerOrderNumber,
        memo: order.memo,
        orderDate: order.orderDate,
        plannedDate: order.plannedDate,
        employeeName: order.employeeName,
        endCustomerName: order.endCustomerName,
        endCustomerReference: order.endCustomerReference,
        offerValidUntil: order.offerValidUntil,
        currency: order.currency,
      },
      dealer: {
        name: shopName(dealer.entitlements) || dealer.name,
        address: dealer.address,
        postalcode: dealer.postalcode,
        city: dealer.city,
        country: dealer.country,
        phone: dealer.phone,
        email: dealer.email,
        deliveryDays: dealer.deliveryDays,
        brand: branding.brand,
        brandMark: brandMarkSvg(branding),
      },
      articles,
      today: this.today(),
    };
    return { input, drawings };
  }

  async render(
    order: OrderRow,
    kind: DocumentKind,
    locale: Locale,
    options: ViewOptions,
  ): Promise<Buffer> {
    // The drawings are made with the document, on the renderer's thread.
    const { input, drawings } = await this.parts(order, kind, locale, options);
    return this.renderer.render(input, drawings);
  }
}

/** The shop's trading name where the manufacturer set one (entitlement `shop_name`). */
function shopName(entitlements: unknown): string {
  if (entitlements && typeof entitlements === 'object' && 'shop_name' in entitlements) {
    const name = (entitlements as { shop_name: unknown }).shop_name;
    return typeof name === 'string' ? name.trim() : '';
  }
  return '';
}

export type { AvailableReport };

/**
 * The measurement warnings acknowledged at confirming (order events `measurement_acknowledged`),
 * per article number, their messages made again in the document's language and unit.
 */
export function acknowledgedByArticle(
  events: readonly { kind: string; at: Date; userName: string | null; data: unknown }[],
  locale: Locale,
  unitSystem: UnitSystem,
): Map<string, DocumentArticle['acknowledgedWarnings'][number][]> {
  const byArticle = new Map<string, DocumentArticle['acknowledgedWarnings'][number][]>();
  for (const event of events) {
    if (event.kind !== 'measurement_acknowledged') continue;
    const warnings = (event.data as { warnings?: unknown } | null)?.warnings;
    if (!Array.isArray(warnings)) continue;
    for (const warning of warnings as {
      code?: unknown;
      order_number?: unknown;
      params?: unknown;
    }[]) {
      if (typeof warning.code !== 'string' || typeof warning.order_number !== 'string') continue;
      const params = (warning.params ?? {}) as MeasurementWarning['params'];
      const list = byArticle.get(warning.order_number) ?? [];
      list.push({
        message: measurementMessage(warning.code, params, locale, unitSystem),
        by: event.userName ?? '—',
        at: formatMoment(event.at.toISOString(), locale),
      });
      byArticle.set(warning.order_number, list);
    }
  }
  return byArticle;
}
