import type {
  CareSymbols,
  Certificate,
  Composition,
  Currency,
  FabricOrdering,
  LocalizedText,
  ParsedFabricListQuery,
} from '@atelier/domain';
import { FABRIC_ORDERINGS } from '@atelier/domain';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { anyTextLike } from '../db/localized.js';
import { inTextParam, preparedPerHandle, statementsPerShape } from '../db/prepared.js';
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

/** The list filters of text values, each bound as one array parameter named by its key. */
const TEXT_FILTERS = {
  fabric_type: fabricFamily.fabricType,
  light_level: fabricFamily.lightLevel,
  quality: fabricFamily.quality,
  color: fabric.colorGroup,
  pattern_type: fabricFamily.patternType,
  width_type: fabricFamily.widthType,
} as const;
/** The list filters of ids. */
const ID_FILTERS = { collection: fabric.familyId, supplier: fabricFamily.supplierId } as const;
type ListFilterKey = keyof typeof TEXT_FILTERS | keyof typeof ID_FILTERS;

const listed = (query: FabricFilterQuery, key: ListFilterKey) => (query[key]?.length ?? 0) > 0;

/**
 * The filters' conditions for what `query` uses, with the values as parameters (`paramsOf`): the
 * statement's text depends only on which filters are used, so each shape is built once and sent
 * by name (`shapeKey`). Each filter a condition of its own, so facets can leave theirs out.
 */
function conditions(query: FabricFilterQuery): Record<FilterKey, SQL | undefined> {
  const param = sql.placeholder;
  const texts = Object.fromEntries(
    Object.entries(TEXT_FILTERS).map(([key, column]) => [
      key,
      listed(query, key as ListFilterKey) ? inTextParam(column, key) : undefined,
    ]),
  ) as Record<keyof typeof TEXT_FILTERS, SQL | undefined>;
  const ids = Object.fromEntries(
    Object.entries(ID_FILTERS).map(([key, column]) => [
      key,
      listed(query, key as ListFilterKey)
        ? sql`${column} = any(${param(key)}::integer[])`
        : undefined,
    ]),
  ) as Record<keyof typeof ID_FILTERS, SQL | undefined>;
  const price =
    query.price_min !== undefined || query.price_max !== undefined
      ? and(
          query.price_min !== undefined
            ? gte(fabricPrice.wholesaleCents, param('price_min'))
            : undefined,
          query.price_max !== undefined
            ? lte(fabricPrice.wholesaleCents, param('price_max'))
            : undefined,
        )
      : undefined;
  const pattern = param('pattern');
  return {
    kind: query.kind ? eq(fabricFamily.kind, param('kind')) : undefined,
    ...texts,
    ...ids,
    price,
    q: query.q
      ? or(
          ilike(fabricFamily.name, pattern),
          anyTextLike(fabric.color, pattern),
          ilike(fabric.articleNumber, pattern),
          ilike(sql`${fabricFamily.name} || ' ' || ${fabric.colorNumber}`, pattern),
        )
      : undefined,
  };
}

/** The values `conditions` leaves to parameters, and the currency of the prices joined. */
function paramsOf(currency: Currency, query: FabricFilterQuery) {
  return {
    currency,
    kind: query.kind,
    fabric_type: query.fabric_type,
    light_level: query.light_level,
    quality: query.quality,
    color: query.color,
    pattern_type: query.pattern_type,
    width_type: query.width_type,
    collection: query.collection,
    supplier: query.supplier,
    price_min: query.price_min,
    price_max: query.price_max,
    pattern: query.q ? containsPattern(query.q) : undefined,
  };
}

/** Which filters `query` uses (less `leaveOut`), as a short statement name suffix. */
function shapeKey(query: FabricFilterQuery, leaveOut?: FilterKey): string {
  const uses: Record<FilterKey, boolean> = {
    kind: Boolean(query.kind),
    fabric_type: listed(query, 'fabric_type'),
    light_level: listed(query, 'light_level'),
    quality: listed(query, 'quality'),
    color: listed(query, 'color'),
    pattern_type: listed(query, 'pattern_type'),
    width_type: listed(query, 'width_type'),
    collection: listed(query, 'collection'),
    supplier: listed(query, 'supplier'),
    price: false,
    q: Boolean(query.q),
  };
  const letters = FABRIC_FILTER_KEYS.map((key, index) =>
    key !== leaveOut && uses[key] ? String.fromCharCode(97 + index) : '',
  ).join('');
  if (leaveOut === 'price') return letters;
  return `${letters}${query.price_min !== undefined ? 'm' : ''}${query.price_max !== undefined ? 'x' : ''}`;
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

/** The fabric's price in the statement's currency (parameter `currency`), if it has one. */
const PRICE_IN_CURRENCY = and(
  eq(fabricPrice.fabricId, fabric.id),
  eq(fabricPrice.currency, sql.placeholder('currency')),
);

function buildPage(db: Db, query: FabricFilterQuery, ordering: FabricOrdering) {
  const field = ordering.replace(/^-/, '');
  const direction = ordering.startsWith('-') ? desc : asc;
  return db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(fabricPrice, PRICE_IN_CURRENCY)
    .where(whereOf(query))
    .orderBy(...(ORDER[field] ?? ORDER.collection!)(direction), asc(fabric.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}
const pages = statementsPerShape<ReturnType<typeof buildPage>['execute']>();

function buildCount(db: Db, query: FabricFilterQuery) {
  return db
    .select({ count: count() })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(fabricPrice, PRICE_IN_CURRENCY)
    .where(whereOf(query));
}
const counts = statementsPerShape<ReturnType<typeof buildCount>['execute']>();

export async function listFabrics(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery & { ordering: FabricOrdering; limit: number; offset: number },
): Promise<{ count: number; rows: FabricRow[] }> {
  const shape = shapeKey(query);
  const params = paramsOf(currency, query);
  const name = `fabrics_page_${FABRIC_ORDERINGS.indexOf(query.ordering)}_${shape}`;
  // The total rides along with the page (one query instead of two, the list's hot path).
  const page = await pages(db, name, () => buildPage(db, query, query.ordering)).execute({
    ...params,
    limit: query.limit,
    offset: query.offset,
  });
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0) return { count: page[0]!.total, rows };
  if (query.offset === 0) return { count: 0, rows };
  // Past the last page the window has no row to report the total on.
  const countName = `fabrics_count_${shape}`;
  const [total] = await counts(db, countName, () => buildCount(db, query)).execute(params);
  return { count: total?.count ?? 0, rows };
}

/** The column each facet counts the fabrics by: the kind, and each list filter's own column. */
const FACET_COLUMNS = { kind: fabricFamily.kind, ...TEXT_FILTERS, ...ID_FILTERS } as const;
type FacetKey = keyof typeof FACET_COLUMNS;

function buildFacet(db: Db, query: FabricFilterQuery, key: FacetKey) {
  const column = FACET_COLUMNS[key];
  return db
    .select({ value: column, count: count() })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(fabricPrice, PRICE_IN_CURRENCY)
    .where(whereOf(query, key))
    .groupBy(column);
}
const facets = statementsPerShape<ReturnType<typeof buildFacet>['execute']>();

/** Counts per value of one filter, with every other filter applied (a faceted search). */
export async function facetCounts(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery,
  key: FacetKey,
): Promise<{ value: string | number; count: number }[]> {
  const name = `fabrics_facet_${FABRIC_FILTER_KEYS.indexOf(key)}_${shapeKey(query, key)}`;
  return facets(db, name, () => buildFacet(db, query, key)).execute(paramsOf(currency, query));
}

function buildBands(db: Db, query: FabricFilterQuery, bands: number) {
  const edge = (index: number) => sql`${sql.placeholder(`edge${index}`)}::integer`;
  const columns = Array.from({ length: bands }, (_, index) => {
    const from = sql`${fabricPrice.wholesaleCents} >= ${edge(index)}`;
    return index === bands - 1
      ? sql<number>`count(*) filter (where ${from})::int`
      : sql<number>`count(*) filter (where ${from} and ${fabricPrice.wholesaleCents} < ${edge(index + 1)})::int`;
  });
  return db
    .select(Object.fromEntries(columns.map((band, index) => [`b${index}`, band])))
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .leftJoin(fabricPrice, PRICE_IN_CURRENCY)
    .where(whereOf(query, 'price'));
}
const bandStatements = statementsPerShape<ReturnType<typeof buildBands>['execute']>();

/** Counts per price band `[edges[i], edges[i+1])`, the last open-ended. */
export async function priceBandCounts(
  db: Db,
  currency: Currency,
  query: FabricFilterQuery,
  edges: readonly number[],
): Promise<number[]> {
  const name = `fabrics_bands_${edges.length}_${shapeKey(query, 'price')}`;
  const [row] = await bandStatements(db, name, () => buildBands(db, query, edges.length)).execute({
    ...paramsOf(currency, query),
    ...Object.fromEntries(edges.map((value, index) => [`edge${index}`, value])),
  });
  return edges.map((_, index) => Number(row?.[`b${index}`] ?? 0));
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
