// The delivery run's SQL: the work waiting (articles ready to ship, fabrics to pick up), the day's
// proofs, the dealers' addresses and trips, and the run's photos. Staff act across all debtors.
import { DELIVERY_READY_STATUS, type DeliveryDay } from '@atelier/domain';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  articleOrder,
  customerFabric,
  customerOrder,
  debtor,
  deliveryPhoto,
  deliveryProof,
  deliveryTrip,
  employee,
  fabricPickup,
} from '../db/schema/index.js';

const DELIVERABLE_ORDERS = ['confirmed', 'delivered'] as const;

const articleColumns = {
  id: articleOrder.id,
  orderNumber: articleOrder.orderNumber,
  orderId: articleOrder.orderId,
  debtorId: articleOrder.debtorId,
  articleType: articleOrder.articleType,
  productionStatus: articleOrder.productionStatus,
  plannedDate: articleOrder.plannedDate,
  commission: customerOrder.commission,
  customerOrderNumber: customerOrder.customerOrderNumber,
};

/** Articles ready to ship whose planned date has come by `day` (or that have none). */
export async function readyArticles(db: Db, day: string, debtorId?: number) {
  return db
    .select(articleColumns)
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(
      and(
        eq(articleOrder.productionStatus, DELIVERY_READY_STATUS),
        inArray(customerOrder.orderType, DELIVERABLE_ORDERS),
        or(isNull(articleOrder.plannedDate), lte(articleOrder.plannedDate, day)),
        debtorId === undefined ? undefined : eq(articleOrder.debtorId, debtorId),
      ),
    )
    .orderBy(asc(articleOrder.orderNumber));
}
export type ReadyArticle = Awaited<ReturnType<typeof readyArticles>>[number];

/** The named articles of one dealer's confirmed orders (any status). */
export async function articlesOfDebtor(db: Db, debtorId: number, orderNumbers: readonly string[]) {
  return db
    .select(articleColumns)
    .from(articleOrder)
    .innerJoin(customerOrder, eq(customerOrder.id, articleOrder.orderId))
    .where(
      and(
        eq(articleOrder.debtorId, debtorId),
        inArray(articleOrder.orderNumber, [...orderNumbers]),
        inArray(customerOrder.orderType, DELIVERABLE_ORDERS),
      ),
    );
}

const pickupColumns = {
  id: fabricPickup.id,
  debtorId: fabricPickup.debtorId,
  fabricName: customerFabric.name,
  note: fabricPickup.note,
  pickupDate: fabricPickup.pickupDate,
  collectedAt: fabricPickup.collectedAt,
  collectedDay: fabricPickup.collectedDay,
  handedOverBy: fabricPickup.handedOverBy,
  photoId: fabricPickup.photoId,
};

/** Fabrics coming with the driver: still to pick up by `day`, or picked up on `day`. */
export async function pickupsOf(db: Db, day: string, debtorId?: number) {
  return db
    .select(pickupColumns)
    .from(fabricPickup)
    .innerJoin(customerFabric, eq(customerFabric.id, fabricPickup.customerFabricId))
    .where(
      and(
        eq(fabricPickup.delivery, 'driver'),
        or(
          and(isNull(fabricPickup.collectedAt), lte(fabricPickup.pickupDate, day)),
          eq(fabricPickup.collectedDay, day),
        ),
        debtorId === undefined ? undefined : eq(fabricPickup.debtorId, debtorId),
      ),
    )
    .orderBy(asc(fabricPickup.pickupDate), asc(fabricPickup.id));
}
export type PickupRow = Awaited<ReturnType<typeof pickupsOf>>[number];

/** A pick-up of the driver's, locked for its collection. */
export async function lockPickup(db: Db, id: number) {
  const [row] = await db
    .select(pickupColumns)
    .from(fabricPickup)
    .innerJoin(customerFabric, eq(customerFabric.id, fabricPickup.customerFabricId))
    .where(and(eq(fabricPickup.id, id), eq(fabricPickup.delivery, 'driver')))
    .for('update', { of: fabricPickup });
  return row ?? null;
}

export async function markPickupCollected(
  db: Db,
  id: number,
  values: {
    collectedAt: Date;
    collectedDay: string;
    handedOverBy: string;
    photoId: string | null;
    collectedByUserId: number;
  },
) {
  await db.update(fabricPickup).set(values).where(eq(fabricPickup.id, id));
}

/** The proofs of delivery of `day`. */
export async function proofsOf(db: Db, day: string, debtorId?: number) {
  return db
    .select()
    .from(deliveryProof)
    .where(
      and(
        eq(deliveryProof.day, day),
        debtorId === undefined ? undefined : eq(deliveryProof.debtorId, debtorId),
      ),
    )
    .orderBy(asc(deliveryProof.deliveredAt), asc(deliveryProof.id));
}
export type ProofRow = Awaited<ReturnType<typeof proofsOf>>[number];

export async function insertProof(db: Db, values: typeof deliveryProof.$inferInsert) {
  const [row] = await db.insert(deliveryProof).values(values).returning();
  return row!;
}

/** The dealers of the stops: address, phone, default employee and trip days. */
export async function dealersOf(db: Db, debtorIds: readonly number[]) {
  if (debtorIds.length === 0) return [];
  // One after another: inside a transaction the statements share one connection.
  const dealers = await db
    .select({
      id: debtor.id,
      number: debtor.number,
      name: debtor.name,
      address: debtor.address,
      postalcode: debtor.postalcode,
      city: debtor.city,
      country: debtor.country,
      phone: debtor.phone,
      email: debtor.email,
    })
    .from(debtor)
    .where(inArray(debtor.id, [...debtorIds]));
  const trips = await db
    .select({ debtorId: deliveryTrip.debtorId, day: deliveryTrip.deliveryDay })
    .from(deliveryTrip)
    .where(inArray(deliveryTrip.debtorId, [...debtorIds]));
  const contacts = await db
    .select({ debtorId: employee.debtorId, name: employee.name })
    .from(employee)
    .where(
      and(
        inArray(employee.debtorId, [...debtorIds]),
        eq(employee.isDefault, true),
        eq(employee.isArchived, false),
      ),
    );
  return dealers.map((dealer) => ({
    ...dealer,
    tripDays: trips
      .filter((trip) => trip.debtorId === dealer.id)
      .map((trip) => trip.day) as DeliveryDay[],
    contact: contacts.find((contact) => contact.debtorId === dealer.id)?.name ?? null,
  }));
}
export type DealerRow = Awaited<ReturnType<typeof dealersOf>>[number];

export async function insertPhoto(db: Db, values: typeof deliveryPhoto.$inferInsert) {
  await db.insert(deliveryPhoto).values(values);
}

export async function photoExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryPhoto.id })
    .from(deliveryPhoto)
    .where(eq(deliveryPhoto.id, id));
  return row !== undefined;
}

export async function findPhoto(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: deliveryPhoto.contentType, bytes: deliveryPhoto.bytes })
    .from(deliveryPhoto)
    .where(eq(deliveryPhoto.id, id));
  return row ?? null;
}
