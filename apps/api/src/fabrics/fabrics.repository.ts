import type {
  CareSymbols,
  Certificate,
  Composition,
  Currency,
  FabricOrdering,
  LocalizedText,
  ParsedFabricListQuery,
} from '@atelier/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { anyTextLike } from '../db/localized.js';
import { preparedPerHandle } from '../db/prepared.js';
import { fabric, fabricFamily, fabricPrice, fabricSupplier } from '../db/schema/index.js';

/** The filters of the list, each a condition of its own so facets can leave theirs out. */
export const FABRIC_FILTER_KEYS = [
  'kind',
  'fabric_type',
  'light_level',
  'quality',
  'color',
  'pattern_type',
  'width_type',
  'collection',
  'supplier',
  'price',
  'q',
] as const;
type FilterKey = (typeof FABRIC_FILTER_KEYS)[number];
export type FabricFilterQuery = Omit<ParsedFabricListQuery, 'ordering' | 'page' | 'page_size'>;

const within = (column: PgColumn, values: readonly (string | number)[] | undefined) =>
  values && values.length > 0 ? inArray(column, [...values]) : undefined;

function conditions(query: FabricFilterQuery): Record<FilterKey, SQL | undefined> {
  const price =
    query.price_min !== undefined || query.price_max !== undefined
      ? and(
          query.price_min !== undefined
            ? gte(fabricPrice.wholesaleCents, query.price_min)
            : undefined,
          query.price_max !== undefined
            ? lte(fabricPrice.wholesaleCents, query.price_max)
            : undefined,
        )
      : undefined;
  const pattern = query.q ? containsPattern(query.q) : null;
  return {
    kind: query.kind ? eq(fabricFamily.kind, query.kind) : undefined,
    fabric_type: within(fabricFamily.fabricType, query.fabric_type),
    light_level: within(fabricFamily.lightLevel, query.light_level),
    quality: within(fabricFamily.quality, query.quality),
    color: within(fabric.colorGroup, query.color),
    pattern_type: within(fabricFamily.patternType, query.pattern_type),
    width_type: within(fabricFamily.widthType, query.width_type),
    collection: within(fabric.familyId, query.collection),
    supplier: within(fabricFamily.supplierId, query.supplier),
    price,
    q: pattern
      ? or(
          ilike(fabricFamily.name, pattern),
          anyTextLike(fabric.color, pattern),
          ilike(fabric.articleNumber, pattern),
          ilike(sql`${fabricFamily.name} || ' ' || ${fabric.colorNumber}`, pattern),
        )
      : undefined,
  };
}

function whereOf(query: FabricFilterQuery, leaveOut?: FilterKey): SQL | undefined {
  const all = conditions(query);
  return and(
    eq(fabric.isActive, true),
    ...FABRIC_FILTER_KEYS.filter((key) => key !== leaveOut).map((key) => all[key]),
  );
}

const listColumns = {
  id: fabric.id,
  fabricUuid: fabric.fabricUuid,
  articleNumber: fabric.articleNumber,
  colorNumber: fabric.colorNumber,
  color: fabric.color,
  colorGroup: fabric.colorGroup,
  colorHex: fabric.colorHex,
  imageId: fabric.imageId,
  renderedImageId: fabric.renderedImageId,
  renderedDetailsImageId: fabric.renderedDetailsImageId,
  familyId: fabricFamily.id,
  collection: fabricFamily.name,
  supplierId: fabricFamily.supplierId,
  kind: fabricFamily.kind,
  fabricType: fabricFamily.fabricType,
  lightLevel: fabricFamily.lightLevel,
  quality: fabricFamily.quality,
  patternType: fabricFamily.patternType,
  widthMm: fabricFamily.widthMm,
  widthType: fabricFamily.widthType,
  wholesaleCents: fabricPrice.wholesaleCents,
  salesCents: fabricPrice.salesCents,
};
export type FabricRow = Awaited<ReturnType<typeof listRowsWhere>>[number];

function fromCatalogue(db: Db, currency: Currency) {
  return db
    .select(listColumns)
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    );
}

function listRowsWhere(db: Db, currency: Currency, where: SQL | undefined) {
  return fromCatalogue(db, currency).where(where);
}

const ORDER: Record<string, (direction: typeof asc) => SQL[]> = {
  name: (direction) => [direction(fabricFamily.name), direction(fabric.colorNumber)],
  collection: (direction) => [direction(fabricFamily.name), asc(fabric.colorNumber)],
  width: (direction) => [direction(fabricFamily.widthMm), asc(fabricFamily.name)],
  // Fabrics without a price in the currency go last either way.
  price: (direction) => [
    sql`${fabricPrice.wholesaleCents} is null`,
    direction(fabricPrice.wholesaleCents),
    asc(fabricFamily.name),
  ],
};

export async function listFabrics(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery & { ordering: FabricOrdering; limit: number; offset: number },
): Promise<{ count: number; rows: FabricRow[] }> {
  const where = whereOf(query);
  const field = query.ordering.replace(/^-/, '');
  const direction = query.ordering.startsWith('-') ? desc : asc;
  // The total rides along with the page (one query instead of two, the list's hot path).
  const page = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    )
    .where(where)
    .orderBy(...(ORDER[field] ?? ORDER.collection!)(direction), asc(fabric.id))
    .limit(query.limit)
    .offset(query.offset);
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0) return { count: page[0]!.total, rows };
  if (query.offset === 0) return { count: 0, rows };
  // Past the last page the window has no row to report the total on.
  const [total] = await db
    .select({ count: count() })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    )
    .where(where);
  return { count: total?.count ?? 0, rows };
}

/** Counts per value of one filter, with every other filter applied (a faceted search). */
export async function facetCounts(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery,
  key: Exclude<FilterKey, 'price' | 'q'>,
): Promise<{ value: string | number; count: number }[]> {
  const columns = {
    kind: fabricFamily.kind,
    fabric_type: fabricFamily.fabricType,
    light_level: fabricFamily.lightLevel,
    quality: fabricFamily.quality,
    color: fabric.colorGroup,
    pattern_type: fabricFamily.patternType,
    width_type: fabricFamily.widthType,
    collection: fabric.familyId,
    supplier: fabricFamily.supplierId,
  } as const;
  const column = columns[key];
  return db
    .select({ value: column, count: count() })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    )
    .where(whereOf(query, key))
    .groupBy(column);
}

/** Counts per price band `[edges[i], edges[i+1])`, the last open-ended. */
export async function priceBandCounts(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery,
  edges: readonly number[],
): Promise<number[]> {
  const bands = edges.map((min, index) => {
    const max = edges[index + 1];
    return max === undefined
      ? sql<number>`count(*) filter (where ${fabricPrice.wholesaleCents} >= ${min})::int`
      : sql<number>`count(*) filter (where ${fabricPrice.wholesaleCents} >= ${min} and ${fabricPrice.wholesaleCents} < ${max})::int`;
  });
  const [row] = await db
    .select(Object.fromEntries(bands.map((band, index) => [`b${index}`, band])))
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(
      fabricPrice,
      and(eq(fabricPrice.fabricId, fabric.id), eq(fabricPrice.currency, currency)),
    )
    .where(whereOf(query, 'price'));
  return bands.map((_, index) => Number(row?.[`b${index}`] ?? 0));
}

export async function familyNames(db: Db) {
  return db
    .select({ id: fabricFamily.id, name: fabricFamily.name })
    .from(fabricFamily)
    .orderBy(asc(fabricFamily.name));
}

/** Every supplier with its name per language (the service orders them in the caller's). */
export async function supplierNames(db: Db) {
  return db
    .select({ id: fabricSupplier.id, name: fabricSupplier.nameTexts })
    .from(fabricSupplier)
    .orderBy(asc(fabricSupplier.id));
}

export async function familyRows(db: Db, currency: Currency, familyId: number) {
  return listRowsWhere(
    db,
    currency,
    and(eq(fabric.familyId, familyId), eq(fabric.isActive, true)),
  ).orderBy(asc(fabric.colorNumber), asc(fabric.id));
}

export interface FamilyRecord {
  id: number;
  name: string;
  description: LocalizedText;
  supplier: { id: number; name: LocalizedText };
  kind: 'fabrics' | 'linings';
  fabricType: (typeof fabricFamily.$inferSelect)['fabricType'];
  lightLevel: (typeof fabricFamily.$inferSelect)['lightLevel'];
  quality: (typeof fabricFamily.$inferSelect)['quality'];
  patternType: (typeof fabricFamily.$inferSelect)['patternType'];
  widthMm: number;
  widthType: (typeof fabricFamily.$inferSelect)['widthType'];
  patternRepeatMm: number;
  patternWidthMm: number;
  rollLengthMm: number;
  weightGsm: number;
  ironingPoints: number;
  hasNap: boolean;
  isTurnable: boolean;
  composition: Composition;
  careSymbols: CareSymbols;
  certificates: Certificate[];
}

export async function findFamily(db: Db, familyId: number): Promise<FamilyRecord | null> {
  const [row] = await db
    .select({ family: fabricFamily, supplierName: fabricSupplier.nameTexts })
    .from(fabricFamily)
    .innerJoin(fabricSupplier, eq(fabricSupplier.id, fabricFamily.supplierId))
    .where(eq(fabricFamily.id, familyId));
  return row ? toFamilyRecord(row.family, row.supplierName) : null;
}

/** An active fabric with its family, in one statement (the detail and pricing need both). */
// Read by every fabric detail and every price with a fabric: a named statement.
const fabricWithFamily = preparedPerHandle((db) =>
  db
    .select({ ...listColumns, family: fabricFamily, supplierName: fabricSupplier.nameTexts })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .innerJoin(fabricSupplier, eq(fabricSupplier.id, fabricFamily.supplierId))
    .leftJoin(
      fabricPrice,
      and(
        eq(fabricPrice.fabricId, fabric.id),
        eq(fabricPrice.currency, sql.placeholder('currency')),
      ),
    )
    .where(and(eq(fabric.fabricUuid, sql.placeholder('uuid')), eq(fabric.isActive, true)))
    .prepare('find_fabric_with_family'),
);

export async function findFabricWithFamily(
  db: Db,
  currency: Currency,
  uuid: string,
): Promise<{ row: FabricRow; family: FamilyRecord } | null> {
  const [found] = await fabricWithFamily(db).execute({ currency, uuid });
  if (!found) return null;
  const { family, supplierName, ...row } = found;
  return { row, family: toFamilyRecord(family, supplierName) };
}

function toFamilyRecord(
  family: typeof fabricFamily.$inferSelect,
  supplierName: LocalizedText,
): FamilyRecord {
  return {
    ...family,
    supplier: { id: family.supplierId, name: supplierName },
    composition: family.composition as Composition,
    careSymbols: family.careSymbols as CareSymbols,
    certificates: family.certificates as Certificate[],
  };
}
