// How a dealer's own fabrics come to the factory (`fabric_pickup`, decision 093): the announcements
// of one fabric, written by the dealer; the driver's run reads those coming with the `driver`.
import type { FabricDeliveryChoice } from '@atelier/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fabricPickup } from '../db/schema/index.js';

const columns = {
  id: fabricPickup.id,
  delivery: fabricPickup.delivery,
  date: fabricPickup.pickupDate,
  note: fabricPickup.note,
  collectedAt: fabricPickup.collectedAt,
  handedOverBy: fabricPickup.handedOverBy,
};
export type FabricDeliveryRow = {
  id: number;
  delivery: FabricDeliveryChoice | 'inapplicable';
  date: string;
  note: string;
  collectedAt: Date | null;
  handedOverBy: string | null;
};

/** The fabric's announcements, the latest date first. */
export async function deliveriesOfFabric(db: Db, fabricId: number): Promise<FabricDeliveryRow[]> {
  return db
    .select(columns)
    .from(fabricPickup)
    .where(eq(fabricPickup.customerFabricId, fabricId))
    .orderBy(desc(fabricPickup.pickupDate), desc(fabricPickup.id));
}

export async function insertFabricDelivery(
  db: Db,
  values: {
    debtorId: number;
    fabricId: number;
    delivery: FabricDeliveryChoice;
    date: string;
    note: string;
  },
): Promise<FabricDeliveryRow> {
  const [row] = await db
    .insert(fabricPickup)
    .values({
      debtorId: values.debtorId,
      customerFabricId: values.fabricId,
      delivery: values.delivery,
      pickupDate: values.date,
      note: values.note,
    })
    .returning(columns);
  if (!row) throw new Error('fabric delivery not stored');
  return row;
}

/** One announcement of the fabric, locked for its withdrawal (the driver may collect it meanwhile). */
export async function lockFabricDelivery(
  db: Db,
  fabricId: number,
  id: number,
): Promise<FabricDeliveryRow | null> {
  const [row] = await db
    .select(columns)
    .from(fabricPickup)
    .where(and(eq(fabricPickup.customerFabricId, fabricId), eq(fabricPickup.id, id)))
    .for('update');
  return row ?? null;
}

export async function deleteFabricDelivery(db: Db, id: number): Promise<void> {
  await db.delete(fabricPickup).where(eq(fabricPickup.id, id));
}
