import {
  COMPOSITION_FIBRES,
  type CUSTOMER_FABRIC_ORDERINGS,
  type Currency,
  type CustomerFabric,
  type CustomerFabricAnswer,
  type CustomerFabricPrice,
  compositionTotal,
  type Locale,
  localized,
  type SupplierListGroup,
} from '@atelier/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  notExists,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import {
  customerFabric,
  customerFabricColor,
  customerFabricPrice,
  debtor,
  fabricSupplier,
  storedFile,
} from '../db/schema/index.js';
import { fileUrl } from '../files/files.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

/** A stored customer fabric with what the service needs besides the answer. */
export interface CustomerFabricRecord {
  id: number;
  debtorId: number;
  answer: CustomerFabricAnswer;
  colours: { id: number; articleNumber: string; imageId: string | null }[];
}

export interface CustomerFabricFilter {
  status?: 'active' | 'inactive' | undefined;
  usage?: 'main' | 'lining' | undefined;
  type?: readonly string[] | undefined;
  supplier?: readonly number[] | undefined;
  q?: string | undefined;
  debtorId?: number | undefined;
  ordering: (typeof CUSTOMER_FABRIC_ORDERINGS)[number];
  limit: number;
  offset: number;
}

const ORDER_COLUMNS = {
  name: customerFabric.name,
  created_at: customerFabric.createdAt,
  updated_at: customerFabric.updatedAt,
};

/** Stores a validated fabric for a debtor, its colours, and its price in the debtor's currency. */
export async function insertCustomerFabric(
  db: Db,
  input: { uuid: string; debtorId: number; currency: Currency; fabric: CustomerFabric },
): Promise<number> {
  const { fabric } = input;
  const [created] = await db
    .insert(customerFabric)
    .values({
      fabricUuid: input.uuid,
      debtorId: input.debtorId,
      supplierId: fabric.supplier_id,
      name: fabric.name,
      type: fabric.type,
      status: fabric.status,
      usage: fabric.usage,
      data: storedData(fabric),
    })
    .returning({ id: customerFabric.id });
  const id = created!.id;
  await replaceColours(db, id, fabric.colors, []);
  await upsertPrice(db, id, {
    currency: input.currency,
    wholesale_price: fabric.wholesale_price,
    price: fabric.price,
  });
  return id;
}

export async function updateCustomerFabric(
  db: Db,
  record: CustomerFabricRecord,
  currency: Currency,
  fabric: CustomerFabric,
): Promise<void> {
  await db
    .update(customerFabric)
    .set({
      supplierId: fabric.supplier_id,
      name: fabric.name,
      type: fabric.type,
      status: fabric.status,
      usage: fabric.usage,
      data: storedData(fabric),
      updatedAt: new Date(),
    })
    .where(eq(customerFabric.id, record.id));
  await replaceColours(db, record.id, fabric.colors, record.colours);
  // A colour that went takes its photo along.
  await deleteUnshownPhotos(
    db,
    record.colours.map((colour) => colour.imageId),
  );
  await upsertPrice(db, record.id, {
    currency,
    wholesale_price: fabric.wholesale_price,
    price: fabric.price,
  });
}

/** Everything but colours and prices, which have their own tables. */
function storedData(fabric: CustomerFabric) {
  const { colors: _colours, wholesale_price: _w, price: _p, ...rest } = fabric;
  return rest;
}

/** New colours replace the old; a colour keeping its article number keeps its uploaded image. */
async function replaceColours(
  db: Db,
  fabricId: number,
  colours: CustomerFabric['colors'],
  previous: CustomerFabricRecord['colours'],
) {
  await db.delete(customerFabricColor).where(eq(customerFabricColor.customerFabricId, fabricId));
  if (colours.length === 0) return;
  await db.insert(customerFabricColor).values(
    colours.map((colour, position) => ({
      customerFabricId: fabricId,
      position,
      articleNumber: colour.article_number,
      color: colour.color,
      userImage: colour.user_image ?? null,
      imageId: previous.find((old) => old.articleNumber === colour.article_number)?.imageId ?? null,
    })),
  );
}

export async function upsertPrice(db: Db, fabricId: number, price: CustomerFabricPrice) {
  await db
    .insert(customerFabricPrice)
    .values({
      customerFabricId: fabricId,
      currency: price.currency,
      wholesaleCents: price.wholesale_price,
      salesCents: price.price,
    })
    .onConflictDoUpdate({
      target: [customerFabricPrice.customerFabricId, customerFabricPrice.currency],
      set: { wholesaleCents: price.wholesale_price, salesCents: price.price },
    });
}

/**
 * Locks the fabric's row for the rest of the transaction. Every write to a fabric, its colours or
 * its prices takes this lock first, so concurrent writers queue on one row in one order instead
 * of deadlocking on the colour and price rows.
 */
export async function lockCustomerFabric(db: Db, fabricId: number): Promise<void> {
  await db
    .select({ id: customerFabric.id })
    .from(customerFabric)
    .where(eq(customerFabric.id, fabricId))
    .for('update');
}

export async function touchCustomerFabric(db: Db, fabricId: number) {
  await db
    .update(customerFabric)
    .set({ updatedAt: new Date() })
    .where(eq(customerFabric.id, fabricId));
}

/** Deletes a fabric with its colours, and the uploaded photos no other colour shows. */
export async function deleteCustomerFabric(db: Db, fabricId: number) {
  const photos = await db
    .select({ id: customerFabricColor.imageId })
    .from(customerFabricColor)
    .where(
      and(
        eq(customerFabricColor.customerFabricId, fabricId),
        isNotNull(customerFabricColor.imageId),
      ),
    );
  await db.delete(customerFabric).where(eq(customerFabric.id, fabricId));
  await deleteUnshownPhotos(
    db,
    photos.flatMap((photo) => (photo.id ? [photo.id] : [])),
  );
}

/**
 * Deletes those of these uploaded photos that no colour shows any more (one replaced, or whose
 * colour went); a photo a copy of the fabric still shows stays.
 */
export async function deleteUnshownPhotos(db: Db, ids: readonly (string | null)[]) {
  const uploaded = ids.filter((id): id is string => id !== null);
  if (uploaded.length === 0) return;
  await db
    .delete(storedFile)
    .where(
      and(
        inArray(storedFile.id, uploaded),
        isNotNull(storedFile.debtorId),
        notExists(
          db
            .select({ id: customerFabricColor.id })
            .from(customerFabricColor)
            .where(eq(customerFabricColor.imageId, storedFile.id)),
        ),
      ),
    );
}

export async function setColourImage(db: Db, colourId: number, fileId: string) {
  await db
    .update(customerFabricColor)
    .set({ imageId: fileId })
    .where(eq(customerFabricColor.id, colourId));
}

export async function listCustomerFabrics(
  db: Db,
  scope: DebtorScope,
  currencyOf: (debtorId: number) => Currency,
  filter: CustomerFabricFilter,
  locale: Locale,
): Promise<{ count: number; records: CustomerFabricRecord[] }> {
  const conditions: (SQL | undefined)[] = [inScope(customerFabric.debtorId, scope)];
  if (filter.debtorId !== undefined) conditions.push(eq(customerFabric.debtorId, filter.debtorId));
  if (filter.status) conditions.push(eq(customerFabric.status, filter.status));
  if (filter.usage) conditions.push(eq(customerFabric.usage, filter.usage));
  if (filter.type?.length) {
    conditions.push(inArray(customerFabric.type, filter.type as CustomerFabric['type'][]));
  }
  if (filter.supplier?.length) {
    conditions.push(inArray(customerFabric.supplierId, [...filter.supplier]));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const byColour = db
      .select({ id: customerFabricColor.customerFabricId })
      .from(customerFabricColor)
      .where(
        or(
          ilike(customerFabricColor.articleNumber, pattern),
          ilike(customerFabricColor.color, pattern),
        ),
      );
    conditions.push(or(ilike(customerFabric.name, pattern), inArray(customerFabric.id, byColour)));
  }
  const where = and(...conditions);
  const field = filter.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS;
  const direction = filter.ordering.startsWith('-') ? desc : asc;
  const [total] = await db.select({ count: count() }).from(customerFabric).where(where);
  const ids = await db
    .select({ id: customerFabric.id })
    .from(customerFabric)
    .where(where)
    .orderBy(direction(ORDER_COLUMNS[field]), asc(customerFabric.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const records = await loadRecords(
    db,
    ids.map((row) => row.id),
    currencyOf,
    locale,
  );
  return { count: total?.count ?? 0, records };
}

/**
 * One of the caller's fabrics; another tenant's is as absent as a missing one. Answered in the
 * caller's language (the supplier's name).
 */
export async function findCustomerFabric(
  db: Db,
  scope: DebtorScope,
  uuid: string,
  currencyOf: (debtorId: number) => Currency,
  locale: Locale,
): Promise<CustomerFabricRecord | null> {
  const [row] = await db
    .select({ id: customerFabric.id })
    .from(customerFabric)
    .where(and(eq(customerFabric.fabricUuid, uuid), inScope(customerFabric.debtorId, scope)));
  if (!row) return null;
  const [record] = await loadRecords(db, [row.id], currencyOf, locale);
  return record ?? null;
}

async function loadRecords(
  db: Db,
  ids: number[],
  currencyOf: (debtorId: number) => Currency,
  locale: Locale,
): Promise<CustomerFabricRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: customerFabric.id,
      uuid: customerFabric.fabricUuid,
      debtorId: customerFabric.debtorId,
      debtorName: debtor.name,
      supplierName: fabricSupplier.nameTexts,
      data: customerFabric.data,
      createdAt: customerFabric.createdAt,
      updatedAt: customerFabric.updatedAt,
    })
    .from(customerFabric)
    .innerJoin(fabricSupplier, eq(fabricSupplier.id, customerFabric.supplierId))
    .innerJoin(debtor, eq(debtor.id, customerFabric.debtorId))
    .where(inArray(customerFabric.id, ids));
  const colours = await db
    .select()
    .from(customerFabricColor)
    .where(inArray(customerFabricColor.customerFabricId, ids))
    .orderBy(asc(customerFabricColor.position), asc(customerFabricColor.id));
  const prices = await db
    .select()
    .from(customerFabricPrice)
    .where(inArray(customerFabricPrice.customerFabricId, ids))
    .orderBy(asc(customerFabricPrice.currency));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = colours.filter((colour) => colour.customerFabricId === id);
    const ownPrices = prices
      .filter((price) => price.customerFabricId === id)
      .map((price) => ({
        currency: price.currency,
        wholesale_price: price.wholesaleCents,
        price: price.salesCents,
      }));
    const currency = currencyOf(row.debtorId);
    const current = ownPrices.find((price) => price.currency === currency);
    const data = row.data as Omit<CustomerFabric, 'colors' | 'wholesale_price' | 'price'>;
    const composition = Object.fromEntries(
      COMPOSITION_FIBRES.map((fibre) => [fibre, data[fibre] ?? 0]),
    ) as Record<(typeof COMPOSITION_FIBRES)[number], number>;
    const colourAnswers = own.map((colour) => ({
      id: colour.id,
      article_number: colour.articleNumber,
      color: colour.color,
      ...(colour.userImage ? { user_image: colour.userImage } : {}),
      image: fileUrl(colour.imageId),
    }));
    const answer: CustomerFabricAnswer = {
      fabric_uuid: row.uuid,
      debtor_id: row.debtorId,
      debtor_name: row.debtorName,
      name: data.name,
      supplier_id: data.supplier_id,
      supplier_name: localized(row.supplierName, locale),
      type: data.type,
      pattern_type: data.pattern_type,
      pattern_distance: data.pattern_distance ?? null,
      pattern_width: data.pattern_width ?? null,
      width_type: data.width_type,
      width: data.width,
      is_turnable: data.is_turnable ?? false,
      has_weightlace: data.has_weightlace ?? false,
      front_side: data.front_side ?? '',
      back_side: data.back_side ?? '',
      iron_property: data.iron_property,
      colors: colourAnswers,
      wholesale_price: current?.wholesale_price ?? 0,
      price: current?.price ?? 0,
      prices: ownPrices,
      wash_property: data.wash_property ?? null,
      bleach_property: data.bleach_property ?? null,
      dry_property: data.dry_property ?? null,
      clear_property: data.clear_property ?? null,
      is_flame_retardant: data.is_flame_retardant ?? false,
      is_recycled: data.is_recycled ?? false,
      ecoCertificate: data.ecoCertificate ?? null,
      ...composition,
      total: compositionTotal(composition),
      shrinkage_value: data.shrinkage_value ?? null,
      curtain_types: data.curtain_types,
      status: data.status,
      usage: data.usage,
      image: colourAnswers.find((colour) => colour.image)?.image ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
    return [
      {
        id,
        debtorId: row.debtorId,
        answer,
        colours: own.map((colour) => ({
          id: colour.id,
          articleNumber: colour.articleNumber,
          imageId: colour.imageId,
        })),
      },
    ];
  });
}

/**
 * Suppliers a dealer may name for its own fabrics: the general list and its group's, named in the
 * caller's language.
 */
export async function listSuppliers(db: Db, groups: SupplierListGroup[], locale: Locale) {
  const rows = await db
    .select({ id: fabricSupplier.id, name: fabricSupplier.nameTexts })
    .from(fabricSupplier)
    .where(inArray(fabricSupplier.listGroup, groups))
    .orderBy(asc(fabricSupplier.id));
  return rows.map((row) => ({ id: row.id, name: localized(row.name, locale) }));
}

export async function supplierExists(db: Db, id: number, groups: SupplierListGroup[]) {
  const [row] = await db
    .select({ id: fabricSupplier.id })
    .from(fabricSupplier)
    .where(and(eq(fabricSupplier.id, id), inArray(fabricSupplier.listGroup, groups)));
  return row !== undefined;
}

export async function uuidTaken(db: Db, uuid: string) {
  const [row] = await db
    .select({ id: customerFabric.id })
    .from(customerFabric)
    .where(eq(customerFabric.fabricUuid, uuid));
  return row !== undefined;
}

export async function namesOfDebtor(db: Db, debtorId: number): Promise<string[]> {
  const rows = await db
    .select({ name: customerFabric.name })
    .from(customerFabric)
    .where(eq(customerFabric.debtorId, debtorId));
  return rows.map((row) => row.name);
}

/** The currency of each of these debtors: a fabric's prices are in its debtor's currency. */
export async function debtorCurrencies(db: Db, debtorIds: number[]) {
  if (debtorIds.length === 0) return [];
  return db
    .select({ id: debtor.id, currency: debtor.currency })
    .from(debtor)
    .where(inArray(debtor.id, debtorIds));
}
