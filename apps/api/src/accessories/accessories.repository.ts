import type { ACCESSORY_ORDERINGS, Currency, Locale } from '@atelier/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { anyTextLike, textIn } from '../db/localized.js';
import { accessory, accessoryPrice } from '../db/schema/index.js';

export interface AccessoryFilter {
  /** The item types to list (one rail/rod kind, or some or all part types). */
  types: readonly string[];
  color?: readonly string[] | undefined;
  variant?: readonly string[] | undefined;
  q?: string | undefined;
}

function whereOf(filter: AccessoryFilter, leaveOut?: 'color' | 'variant' | 'type') {
  const conditions: (SQL | undefined)[] = [];
  // The type facet is asked with every part type in `types`; nothing else widens it.
  conditions.push(inArray(accessory.type, [...filter.types]));
  if (leaveOut !== 'color' && filter.color?.length) {
    conditions.push(inArray(accessory.color, [...filter.color] as never[]));
  }
  if (leaveOut !== 'variant' && filter.variant?.length) {
    conditions.push(inArray(accessory.variant, [...filter.variant] as never[]));
  }
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(anyTextLike(accessory.name, pattern), ilike(accessory.articleNumber, pattern)),
    );
  }
  return and(...conditions);
}

const orderColumn = (field: string, locale: Locale) =>
  field === 'name'
    ? textIn(accessory.name, locale)
    : field === 'price'
      ? accessoryPrice.wholesaleCents
      : accessory.articleNumber;

export async function listAccessories(
  db: Db,
  currency: Currency,
  locale: Locale,
  filter: AccessoryFilter & {
    ordering: (typeof ACCESSORY_ORDERINGS)[number];
    limit: number;
    offset: number;
  },
) {
  const where = whereOf(filter);
  const [total] = await db.select({ count: count() }).from(accessory).where(where);
  const field = filter.ordering.replace(/^-/, '');
  const direction = filter.ordering.startsWith('-') ? desc : asc;
  const rows = await db
    .select({
      id: accessory.id,
      articleNumber: accessory.articleNumber,
      name: accessory.name,
      type: accessory.type,
      variant: accessory.variant,
      color: accessory.color,
      sizeMm: accessory.sizeMm,
      unit: accessory.unit,
      imageId: accessory.imageId,
      wholesaleCents: accessoryPrice.wholesaleCents,
      salesCents: accessoryPrice.salesCents,
    })
    .from(accessory)
    .leftJoin(
      accessoryPrice,
      and(eq(accessoryPrice.accessoryId, accessory.id), eq(accessoryPrice.currency, currency)),
    )
    .where(where)
    .orderBy(
      ...(field === 'price' ? [sql`${accessoryPrice.wholesaleCents} is null`] : []),
      direction(orderColumn(field, locale)),
      asc(accessory.articleNumber),
    )
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.count ?? 0, rows };
}

/** Counts per value of one column, with the other filters applied. */
export async function accessoryFacet(
  db: Db,
  filter: AccessoryFilter,
  key: 'color' | 'variant' | 'type',
) {
  const column = { color: accessory.color, variant: accessory.variant, type: accessory.type }[key];
  return db
    .select({ value: column, count: count() })
    .from(accessory)
    .where(whereOf(filter, key))
    .groupBy(column);
}
