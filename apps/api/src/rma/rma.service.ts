// Returns (configurators §3, portal §7 `rma/`): the form filled from an article of a confirmed or
// delivered order, the return itself (its RMA number given as it is confirmed), its photos
// (checked by their bytes and re-encoded) and, for a remake, a draft order with a copy of the
// article. A service account works for the shop it has chosen, as with the address book.
import { randomUUID } from 'node:crypto';
import {
  calendarDateIn,
  deliveryCountry,
  issue,
  type Locale,
  MAX_RMA_PHOTO_BYTES,
  MAX_RMA_PHOTOS,
  preferredDateAllowed,
  RETURNABLE_ORDER_TYPES,
  type Rma,
  type RmaArticle,
  type RmaEvent,
  type RmaInformationBody,
  type RmaState,
  type RmaStoredArticle,
  type RmaTemplate,
  type RmaValues,
  rmaAcceptsPhotos,
  rmaDealerActions,
  rmaTransition,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { findAddress } from '../address-book/address-book.repository.js';
import {
  type Answer,
  type RequestContext,
  type Write,
  writeOnce,
} from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { sniffImageType } from '../files/image-type.js';
import { type ReencodableType, reencodeImage } from '../files/reencode.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid } from '../http/issues.js';
import { fabricNames } from '../orders/orders.repository.js';
import { currentDebtorScope, type DebtorScope } from '../tenancy/scope.js';
import {
  activeEmployeesOf,
  countPhotos,
  debtorContact,
  employeeNames,
  eventsOf,
  findArticleWithOrder,
  findPhoto,
  findRma,
  insertPhotos,
  insertRemakeOrder,
  insertRma,
  insertRmaEvent,
  listRmas,
  type PhotoInfo,
  photosOf,
  type RmaEventRow,
  type RmaRow,
  setRemakeOrder,
  updateRmaDesk,
} from './rma.repository.js';
import type { RmaNotifier } from './rma-notify.js';

export const RMA_PATH = '/api/rma';
const UPLOADABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);
const numberOr = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export interface PhotoUpload {
  bytes: Buffer;
  /** The file passed the size limit and was cut off. */
  truncated: boolean;
}

/** What a return's answer is made of beside its row. */
export interface RmaParts {
  photos: PhotoInfo[];
  employees: Map<number, string>;
  events: RmaEventRow[];
  /** The catalogue's names of the returned articles' main fabrics, by uuid. */
  fabrics: ReadonlyMap<string, string>;
  locale: Locale;
  /** Where its photos are served (the dealer's path, or the desk's). */
  photoBase?: string;
}

function toEvent(row: RmaEventRow): RmaEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: row.at.toISOString(),
    user_name: row.userName,
    by_staff: row.byStaff,
    resolution: row.resolution,
    refusal_reason: row.refusalReason,
    text: row.text,
  };
}

export function toRma(row: RmaRow, parts: RmaParts): Rma {
  const { photos, employees, events, locale } = parts;
  const base = parts.photoBase ?? RMA_PATH;
  return {
    order_number: row.orderNumber,
    article_type: 'rma',
    rma_number: row.rmaNumber,
    state: row.state,
    debtor_id: row.debtorId,
    article: articleAnswer(row.article, parts.fabrics),
    customer_name: row.customerName,
    phone: row.phone,
    email: row.email,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country: row.country,
    delivery_address: row.deliveryAddress ?? null,
    preferred_delivery_date: row.preferredDeliveryDate,
    workshop: row.workshop,
    hanger_type: row.hangerType,
    hanger_count: row.hangerCount,
    reason: row.reason,
    description: row.description,
    solution: row.solution,
    employee: row.employeeId,
    employee_name: row.employeeId === null ? '' : (employees.get(row.employeeId) ?? ''),
    remake_order_id: row.remakeOrderId,
    photos: photos
      .filter((photo) => photo.rmaOrderNumber === row.orderNumber)
      .map((photo) => ({
        id: photo.id,
        content_type: photo.contentType,
        size: photo.size,
        url: `${base}/${row.orderNumber}/photos/${photo.id}/`,
      })),
    created_at: row.createdAt.toISOString(),
    resolution: row.resolution,
    refusal_reason: row.refusalReason,
    refusal_reason_text: row.refusalReason
      ? translate(locale, `manageReturns:refusalReasons.${row.refusalReason}`)
      : null,
    desk_note: row.deskNote,
    question: row.question,
    information_answer: row.informationAnswer,
    decided_at: row.decidedAt?.toISOString() ?? null,
    dealer_actions: rmaDealerActions(row.state),
    history: events.filter((event) => event.rmaOrderNumber === row.orderNumber).map(toEvent),
  };
}

/** The photos, employee names, histories and fabric names of these returns, in four statements. */
export async function partsOf(db: Db, rows: RmaRow[], locale: Locale) {
  const numbers = rows.map((row) => row.orderNumber);
  const ids = rows.map((row) => row.employeeId).filter((id): id is number => id !== null);
  return {
    photos: await photosOf(db, numbers),
    employees: await employeeNames(db, [...new Set(ids)]),
    events: await eventsOf(db, numbers),
    fabrics: await fabricNames(db, fabricsOf(rows.map((row) => row.article)), locale),
  };
}

const fabricsOf = (articles: RmaStoredArticle[]) =>
  articles.flatMap((article) => (article.main_fabric ? [article.main_fabric] : []));

/** The stored article with its main fabric as a person reads it. */
function articleAnswer(
  article: RmaStoredArticle,
  fabrics: ReadonlyMap<string, string>,
): RmaArticle {
  return {
    ...article,
    main_fabric_name: article.main_fabric ? (fabrics.get(article.main_fabric) ?? null) : null,
  };
}

export class RmaService {
  constructor(
    private readonly db: Db,
    /** The clock "today" is read from (the preferred delivery date lies after it); tests set it. */
    private readonly now: () => Date = () => new Date(),
    /** Told of the dealer's answers once they committed (live stream). */
    private readonly notifier?: RmaNotifier,
  ) {}

  private async answers(db: Db, rows: RmaRow[], locale: Locale): Promise<Rma[]> {
    const parts = await partsOf(db, rows, locale);
    return rows.map((row) => toRma(row, { ...parts, locale }));
  }

  /** The article to return, of a confirmed or delivered order (another shop's: 404). */
  private async returnable(scope: DebtorScope, orderNumber: string) {
    const found = await findArticleWithOrder(this.db, scope, orderNumber);
    if (!found || found.article.articleType === 'rma') throw new AppError('not_found');
    const orderType = found.orderType;
    if (!(RETURNABLE_ORDER_TYPES as readonly string[]).includes(orderType)) {
      throw new AppError('article_not_returnable');
    }
    const parameters = found.article.parameters as Record<string, unknown>;
    const article: RmaStoredArticle = {
      order_number: found.article.orderNumber,
      order_id: found.article.orderId,
      order_type: orderType as RmaArticle['order_type'],
      order_date: found.orderDate,
      commission: found.commission,
      article_type: found.article.articleType,
      room: found.article.room,
      main_fabric: found.article.mainFabric,
      quantity: numberOr(parameters.quantity) ?? 1,
      width: numberOr(parameters.width),
      height: numberOr(parameters.height),
    };
    return { found, article };
  }

  async template(ctx: RequestContext, articleOrderNumber: string): Promise<RmaTemplate> {
    const scope = currentDebtorScope(ctx.scope);
    const { found, article } = await this.returnable(scope, articleOrderNumber);
    const shop = await debtorContact(this.db, found.article.debtorId);
    const employees = await activeEmployeesOf(this.db, found.article.debtorId);
    const orderEmployee = employees.find((person) => person.id === found.employeeId);
    // The customer is the order's end customer (the offer's recipient) where the order names one;
    // the commission is the dealer's name for the job and the shop's address is not the
    // customer's, so what the order does not know stays empty for the dealer to type. The country
    // (a required choice) starts as the shop's, where its customers usually live.
    const fabrics = await fabricNames(this.db, fabricsOf([article]), ctx.locale);
    return {
      article: articleAnswer(article, fabrics),
      customer_name: found.endCustomerName.trim(),
      phone: '',
      email: '',
      street: '',
      city: '',
      postcode: '',
      country: deliveryCountry(shop?.country ?? ''),
      employee: orderEmployee?.id ?? employees[0]?.id ?? null,
    };
  }

  async list(
    ctx: RequestContext,
    filter: { state?: RmaState | undefined; limit: number; offset: number },
  ) {
    const { count, rows } = await listRmas(this.db, currentDebtorScope(ctx.scope), filter);
    return { count, results: await this.answers(this.db, rows, ctx.locale) };
  }

  async get(ctx: RequestContext, orderNumber: string): Promise<Rma> {
    const row = await findRma(this.db, currentDebtorScope(ctx.scope), orderNumber);
    if (!row) throw new AppError('not_found');
    const [answer] = await this.answers(this.db, [row], ctx.locale);
    return answer as Rma;
  }

  create(ctx: RequestContext, body: RmaValues): Promise<Answer<Rma>> {
    return writeOnce(ctx, this.db, () => this.createWrite(ctx, body));
  }

  /** What a return checks before its transaction, and the transaction. */
  private async createWrite(ctx: RequestContext, body: RmaValues): Promise<Write<Rma>> {
    const { principal } = ctx;
    const scope = currentDebtorScope(ctx.scope);
    const { found, article } = await this.returnable(scope, body.article_order_number);
    const debtorId = found.article.debtorId;

    const issues = [];
    const address =
      body.delivery_address === null
        ? null
        : await findAddress(this.db, scope, body.delivery_address);
    if (body.delivery_address !== null && !address) {
      issues.push(issue('delivery_address', 'invalid_choice'));
    }
    const employees = await activeEmployeesOf(this.db, debtorId);
    if (body.employee !== null && !employees.some((person) => person.id === body.employee)) {
      issues.push(issue('employee', 'invalid_choice'));
    }
    const shop = await debtorContact(this.db, debtorId);
    const today = calendarDateIn(this.now(), deliveryCountry(shop?.country ?? ''));
    if (!preferredDateAllowed(body.preferred_delivery_date, today)) {
      issues.push(issue('preferred_delivery_date', 'date_after_today'));
    }
    if (issues.length > 0) throw new IssuesInvalid(issues);
    const employeeId = body.employee ?? employees[0]?.id ?? null;

    return async (tx) => {
      let row = await insertRma(tx, {
        debtorId,
        createdBy: principal.userId,
        articleOrderNumber: article.order_number,
        article,
        customerName: body.customer_name,
        phone: body.phone,
        email: body.email,
        street: body.street,
        city: body.city,
        postcode: body.postcode,
        country: body.country,
        deliveryAddress: address
          ? {
              id: address.id,
              name: address.name,
              company: address.company,
              street: address.street,
              house_number: address.houseNumber,
              postcode: address.postcode,
              city: address.city,
              country: address.country,
            }
          : null,
        preferredDeliveryDate: body.preferred_delivery_date,
        workshop: body.workshop,
        hangerType: body.hanger_type,
        hangerCount: body.hanger_count,
        reason: body.reason,
        description: body.description,
        solution: body.solution,
        employeeId,
      });
      if (body.solution === 'remake') {
        const orderId = await insertRemakeOrder(tx, {
          debtorId,
          employeeId,
          createdBy: principal.userId,
          commission: `${row.rmaNumber} ${article.commission}`.trim().slice(0, 120),
          memo: row.rmaNumber,
          article: found.article,
        });
        row = await setRemakeOrder(tx, row.orderNumber, orderId);
      }
      await insertRmaEvent(tx, {
        rmaOrderNumber: row.orderNumber,
        kind: 'filed',
        userId: principal.userId,
        userName: principal.username,
        byStaff: false,
      });
      const [answer] = await this.answers(tx, [row], ctx.locale);
      return { status: 201, body: answer as Rma };
    };
  }

  /** The return must exist (another shop's: 404) before any bytes are read. */
  async requirePhotosAccepted(ctx: RequestContext, orderNumber: string): Promise<void> {
    const row = await findRma(this.db, currentDebtorScope(ctx.scope), orderNumber);
    if (!row) throw new AppError('not_found');
    if (!rmaAcceptsPhotos(row.state)) throw new AppError('rma_closed');
  }

  /**
   * Photos, each checked on its bytes (the name and declared type are what the sender claims)
   * and written anew; all or none are added, up to MAX_RMA_PHOTOS per return.
   */
  addPhotos(
    ctx: RequestContext,
    orderNumber: string,
    uploads: PhotoUpload[],
  ): Promise<Answer<Rma>> {
    return writeOnce(ctx, this.db, () => this.photosWrite(ctx, orderNumber, uploads));
  }

  private async photosWrite(
    ctx: RequestContext,
    orderNumber: string,
    uploads: PhotoUpload[],
  ): Promise<Write<Rma>> {
    const scope = currentDebtorScope(ctx.scope);
    if (uploads.length === 0) throw new AppError('file_required');
    const encoded: { contentType: string; bytes: Buffer }[] = [];
    for (const upload of uploads) {
      if (upload.truncated || upload.bytes.length > MAX_RMA_PHOTO_BYTES) {
        throw new AppError('image_too_large', { max: MAX_RMA_PHOTO_BYTES, unit: 'bytes' });
      }
      if (upload.bytes.length === 0) throw new AppError('file_empty');
      const type = sniffImageType(upload.bytes);
      if (!type || !UPLOADABLE.has(type)) throw new AppError('image_type_not_supported');
      encoded.push({
        contentType: type,
        bytes: await reencodeImage(upload.bytes, type as ReencodableType),
      });
    }
    return async (tx) => {
      // The row lock queues uploads to one return, so two cannot pass the limit together.
      const row = await findRma(tx, scope, orderNumber, true);
      if (!row) throw new AppError('not_found');
      if (!rmaAcceptsPhotos(row.state)) throw new AppError('rma_closed');
      if ((await countPhotos(tx, orderNumber)) + encoded.length > MAX_RMA_PHOTOS) {
        throw new AppError('too_many_photos', { max: MAX_RMA_PHOTOS });
      }
      await insertPhotos(
        tx,
        encoded.map((photo) => ({
          id: randomUUID(),
          rmaOrderNumber: orderNumber,
          debtorId: row.debtorId,
          ...photo,
        })),
      );
      const [answer] = await this.answers(tx, [row], ctx.locale);
      return { status: 201, body: answer as Rma };
    };
  }

  /**
   * The dealer's answer to the desk's question: the return goes back to the desk (`answered`).
   * Refused 409 `rma_action_refused` when no question is open.
   */
  async answer(
    ctx: RequestContext,
    orderNumber: string,
    body: Required<RmaInformationBody>,
  ): Promise<Answer<Rma>> {
    const scope = currentDebtorScope(ctx.scope);
    let changed: RmaRow | null = null;
    const at = this.now();
    const answer = await writeOnce(ctx, this.db, async () => {
      if (!(await findRma(this.db, scope, orderNumber))) throw new AppError('not_found');
      return async (tx) => {
        const row = await findRma(tx, scope, orderNumber, true);
        if (!row) throw new AppError('not_found');
        const transition = rmaTransition(row.state, 'answer');
        if (!transition.ok) throw new AppError(transition.code);
        const after = await updateRmaDesk(tx, orderNumber, {
          state: transition.to,
          informationAnswer: body.answer,
        });
        await insertRmaEvent(tx, {
          rmaOrderNumber: orderNumber,
          kind: 'answered',
          userId: ctx.principal.userId,
          userName: ctx.principal.username,
          byStaff: false,
          text: body.answer,
          at,
        });
        changed = after;
        const [answered] = await this.answers(tx, [after], ctx.locale);
        return { status: 200, body: answered as Rma };
      };
    });
    const row = changed as RmaRow | null;
    if (row) {
      this.notifier?.changed({
        debtorId: row.debtorId,
        orderNumber: row.orderNumber,
        rmaNumber: row.rmaNumber,
        articleOrderNumber: row.articleOrderNumber,
        state: row.state,
        resolution: null,
        refusalReason: null,
        note: '',
        question: row.question,
        remakeOrderId: row.remakeOrderId,
        at,
      });
    }
    return answer;
  }

  async photo(ctx: RequestContext, orderNumber: string, id: string) {
    const found = await findPhoto(this.db, currentDebtorScope(ctx.scope), orderNumber, id);
    if (!found) throw new AppError('not_found');
    return found;
  }
}
