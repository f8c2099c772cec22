// The delivery run (issue 29 §2, decision 087): the day's stops in route order, the proof of
// delivery, and fabrics picked up. Handing articles over reports `bezorgd` through the production
// service's own path (`reportWithin`), so the transition, the event history, the live change and
// the production mail are those of a factory's event; they are announced after the commit.
import { randomUUID } from 'node:crypto';
import {
  type CollectPickupBody,
  calendarDateIn,
  DELIVERED_STATUS,
  DELIVERY_READY_STATUS,
  DELIVERY_RUN_COUNTRY,
  type DeliverStopBody,
  type DeliveryPhoto,
  type DeliveryRun,
  type DeliveryStop,
  deliveryDayOf,
  inRouteOrder,
  MAX_DELIVERY_PHOTO_BYTES,
  visitedOn,
} from '@atelier/domain';
import { recordAudit } from '../audit/audit.js';
import { type Answer, type RequestContext, writeOnce } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { sniffImageType } from '../files/image-type.js';
import { type ReencodableType, reencodeImage } from '../files/reencode.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import type { ProductionService, ReportedEvent } from '../production/production.service.js';
import {
  articlesOfDebtor,
  type DealerRow,
  dealersOf,
  findPhoto,
  insertPhoto,
  insertProof,
  lockPickup,
  markPickupCollected,
  type PickupRow,
  type ProofRow,
  photoExists,
  pickupsOf,
  proofsOf,
  type ReadyArticle,
  readyArticles,
} from './manage-delivery.repository.js';

export const DELIVERY_PATH = '/api/manage/delivery';
const UPLOADABLE = new Set(['image/png', 'image/jpeg', 'image/webp']);
const photoUrl = (id: string) => `${DELIVERY_PATH}/photos/${id}/`;

export interface PhotoUpload {
  bytes: Buffer;
  truncated: boolean;
}

function unknownPhoto(field: string): RequestValidationError {
  return new RequestValidationError([
    { code: 'custom', path: [field], message: 'invalid_choice', input: undefined },
  ]);
}

function toStop(
  dealer: DealerRow,
  day: string,
  articles: readonly ReadyArticle[],
  pickups: readonly PickupRow[],
  proofs: readonly ProofRow[],
): DeliveryStop & { onTrip: boolean } {
  const onTrip = dealer.tripDays.includes(deliveryDayOf(day));
  return {
    debtor_id: dealer.id,
    debtor_number: dealer.number,
    name: dealer.name,
    address: dealer.address,
    postalcode: dealer.postalcode,
    city: dealer.city,
    country: dealer.country,
    phone: dealer.phone,
    email: dealer.email,
    contact: dealer.contact,
    on_trip: onTrip,
    onTrip,
    articles: articles.map((article) => ({
      id: article.id,
      order_number: article.orderNumber,
      order_id: article.orderId,
      article_type: article.articleType,
      commission: article.commission,
      customer_order_number: article.customerOrderNumber,
      production_status: article.productionStatus,
      planned_date: article.plannedDate,
    })),
    pickups: pickups.map((pickup) => ({
      id: pickup.id,
      fabric_name: pickup.fabricName,
      note: pickup.note,
      pickup_date: pickup.pickupDate,
      collected_at: pickup.collectedAt?.toISOString() ?? null,
      handed_over_by: pickup.handedOverBy,
      photo_url: pickup.photoId ? photoUrl(pickup.photoId) : null,
    })),
    proofs: proofs.map((proof) => ({
      id: proof.id,
      recipient_name: proof.recipientName,
      delivered_at: proof.deliveredAt.toISOString(),
      photo_url: photoUrl(proof.photoId),
      order_numbers: proof.orderNumbers,
      staff_username: proof.staffUsername,
    })),
    done: articles.length === 0 && pickups.every((pickup) => pickup.collectedAt !== null),
  };
}

export class ManageDeliveryService {
  constructor(
    private readonly db: Db,
    private readonly production: ProductionService,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The manufacturer's calendar day now. */
  today(): string {
    return calendarDateIn(this.clock(), DELIVERY_RUN_COUNTRY);
  }

  /** The run of `date` (today when absent): every stop, in route order. */
  async run(date?: string): Promise<DeliveryRun> {
    const day = date ?? this.today();
    const stops = await this.stopsOf(this.db, day);
    return {
      date: day,
      today: this.today(),
      stops,
      left: stops.filter((stop) => !stop.done).length,
    };
  }

  /**
   * The stops of `day` (of one dealer when named). A dealer is on the run when the domain says the
   * driver calls that day (`visitedOn`), or when something was handed over or picked up there that
   * day (a done stop stays on its day's list).
   */
  private async stopsOf(db: Db, day: string, debtorId?: number): Promise<DeliveryStop[]> {
    const articles = await readyArticles(db, day, debtorId);
    const pickups = await pickupsOf(db, day, debtorId);
    const proofs = await proofsOf(db, day, debtorId);
    const ids = new Set([
      ...articles.map((article) => article.debtorId),
      ...pickups.map((pickup) => pickup.debtorId),
      ...proofs.map((proof) => proof.debtorId),
    ]);
    const dealers = await dealersOf(db, [...ids]);
    const stops = dealers.flatMap((dealer) => {
      const own = <T extends { debtorId: number }>(rows: readonly T[]) =>
        rows.filter((row) => row.debtorId === dealer.id);
      const open = own(pickups).filter((pickup) => pickup.collectedAt === null);
      const visited = visitedOn(
        {
          tripDays: dealer.tripDays,
          articleDates: own(articles).map((article) => article.plannedDate),
          pickupDates: open.map((pickup) => pickup.pickupDate),
        },
        day,
      );
      const doneThatDay =
        own(proofs).length > 0 || own(pickups).some((pickup) => pickup.collectedDay === day);
      if (!visited && !doneThatDay) return [];
      // A dealer called on only for what was done: what is still due waits for its own day.
      return [
        toStop(
          dealer,
          day,
          visited ? own(articles) : [],
          visited ? own(pickups) : own(pickups).filter((pickup) => pickup.collectedAt !== null),
          own(proofs),
        ),
      ];
    });
    return inRouteOrder(stops).map(({ onTrip: _onTrip, ...stop }) => stop);
  }

  /** Today's stop of one dealer (after a write); 404 when the dealer has none. */
  private async stopOf(db: Db, debtorId: number): Promise<DeliveryStop> {
    const [stop] = await this.stopsOf(db, this.today(), debtorId);
    if (!stop) throw new AppError('not_found');
    return stop;
  }

  /** A photo of the run, checked by its content and re-encoded; named by a later write. */
  addPhoto(ctx: RequestContext, upload: PhotoUpload): Promise<Answer<DeliveryPhoto>> {
    return writeOnce(ctx, this.db, async () => {
      if (upload.truncated || upload.bytes.length > MAX_DELIVERY_PHOTO_BYTES) {
        throw new AppError('image_too_large', { max: MAX_DELIVERY_PHOTO_BYTES, unit: 'bytes' });
      }
      if (upload.bytes.length === 0) throw new AppError('file_empty');
      const type = sniffImageType(upload.bytes);
      if (!type || !UPLOADABLE.has(type)) throw new AppError('image_type_not_supported');
      const bytes = await reencodeImage(upload.bytes, type as ReencodableType);
      const id = randomUUID();
      return async (tx) => {
        await insertPhoto(tx, {
          id,
          contentType: type,
          size: bytes.length,
          bytes,
          uploadedBy: ctx.principal.userId,
        });
        return {
          status: 201,
          body: { id, content_type: type, size: bytes.length, url: photoUrl(id) },
        };
      };
    });
  }

  async photo(id: string) {
    const found = await findPhoto(this.db, id);
    if (!found) throw new AppError('not_found');
    return found;
  }

  /**
   * Hands the named articles over at today's stop of the dealer: one proof (recipient, photo), and
   * per article a `bezorgd` report through the production service. Named articles already
   * delivered are left alone (a resend after a lost answer); one not ready to ship refuses all.
   */
  async deliver(
    ctx: RequestContext,
    debtorId: number,
    body: DeliverStopBody,
  ): Promise<Answer<DeliveryStop>> {
    let reported: ReportedEvent[] = [];
    const answer = await writeOnce(ctx, this.db, () => async (tx) => {
      if (!(await photoExists(tx, body.photo_id))) throw unknownPhoto('photo_id');
      const named = [...new Set(body.order_numbers)];
      const articles = await articlesOfDebtor(tx, debtorId, named);
      const ready = articles.filter(
        (article) => article.productionStatus === DELIVERY_READY_STATUS,
      );
      const handedOver = articles.filter(
        (article) => article.productionStatus === DELIVERED_STATUS,
      );
      if (articles.length !== named.length || ready.length + handedOver.length !== named.length) {
        throw new AppError('delivery_not_on_stop');
      }
      if (ready.length === 0) return { status: 200, body: await this.stopOf(tx, debtorId) };
      const now = this.clock();
      const proof = await insertProof(tx, {
        debtorId,
        day: this.today(),
        recipientName: body.recipient_name,
        photoId: body.photo_id,
        orderNumbers: ready.map((article) => article.orderNumber),
        staffUserId: ctx.principal.userId,
        staffUsername: ctx.principal.username,
        deliveredAt: now,
      });
      const verdicts: ReportedEvent[] = [];
      for (const article of ready) {
        const verdict = await this.production.reportWithin(
          tx,
          {
            event_id: `delivery-${proof.id}-${article.orderNumber}`,
            order_number: article.orderNumber,
            status: DELIVERED_STATUS,
            occurred_at: now.toISOString(),
            // The timeline's message of a delivery: whom it was handed to.
            message: body.recipient_name,
          },
          ctx.locale,
        );
        if (verdict.result.outcome !== 'applied') throw new AppError('delivery_not_on_stop');
        verdicts.push(verdict);
      }
      await recordAudit(tx, ctx, {
        action: 'delivery.deliver',
        subject: 'delivery',
        subjectId: proof.id,
        debtorId,
        before: {
          articles: ready.map((article) => ({
            order_number: article.orderNumber,
            production_status: article.productionStatus,
          })),
        },
        after: {
          recipient_name: body.recipient_name,
          photo_id: body.photo_id,
          articles: ready.map((article) => ({
            order_number: article.orderNumber,
            production_status: DELIVERED_STATUS,
          })),
        },
      });
      reported = verdicts;
      return { status: 201, body: await this.stopOf(tx, debtorId) };
    });
    // After the commit: the live change and the mail, as after a factory's event.
    this.production.announce(reported);
    return answer;
  }

  /** A customer fabric picked up: who handed it over (and a photo). Done twice changes nothing. */
  collect(
    ctx: RequestContext,
    pickupId: number,
    body: CollectPickupBody,
  ): Promise<Answer<DeliveryStop>> {
    return writeOnce(ctx, this.db, () => async (tx) => {
      const pickup = await lockPickup(tx, pickupId);
      if (!pickup) throw new AppError('not_found');
      const photoId = body.photo_id ?? null;
      if (photoId !== null && !(await photoExists(tx, photoId))) throw unknownPhoto('photo_id');
      if (pickup.collectedAt !== null) {
        return { status: 200, body: await this.stopOf(tx, pickup.debtorId) };
      }
      const now = this.clock();
      const values = {
        collectedAt: now,
        collectedDay: this.today(),
        handedOverBy: body.handed_over_by,
        photoId,
        collectedByUserId: ctx.principal.userId,
      };
      await markPickupCollected(tx, pickupId, values);
      await recordAudit(tx, ctx, {
        action: 'delivery.pickup',
        subject: 'delivery',
        subjectId: `pickup-${pickupId}`,
        debtorId: pickup.debtorId,
        before: { collected_at: null },
        after: {
          collected_at: now.toISOString(),
          handed_over_by: body.handed_over_by,
          photo_id: photoId,
        },
      });
      return { status: 201, body: await this.stopOf(tx, pickup.debtorId) };
    });
  }
}
