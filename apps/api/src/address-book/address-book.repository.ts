// Address-book entries in SQL. Every statement is limited to the caller's debtors with `inScope`.
import type { AddressBookEntryValues } from '@atelier/domain';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { addressBookEntry } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

export type AddressRow = typeof addressBookEntry.$inferSelect;

export const ADDRESS_SORT = {
  name: addressBookEntry.name,
  city: addressBookEntry.city,
  created_at: addressBookEntry.createdAt,
  updated_at: addressBookEntry.updatedAt,
} as const;

export interface AddressFilter {
  q?: string | undefined;
  sort: keyof typeof ADDRESS_SORT;
  descending: boolean;
  limit: number;
  offset: number;
}

const columnsOf = (values: AddressBookEntryValues) => ({
  name: values.name,
  company: values.company,
  street: values.street,
  houseNumber: values.house_number,
  postcode: values.postcode,
  city: values.city,
  country: values.country,
  phone: values.phone,
  email: values.email,
  notes: values.notes,
});

export async function listAddresses(
  db: Db,
  scope: DebtorScope,
  filter: AddressFilter,
): Promise<{ count: number; rows: AddressRow[] }> {
  const conditions: (SQL | undefined)[] = [inScope(addressBookEntry.debtorId, scope)];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(
      or(
        ilike(addressBookEntry.name, pattern),
        ilike(addressBookEntry.company, pattern),
        ilike(addressBookEntry.street, pattern),
        ilike(addressBookEntry.postcode, pattern),
        ilike(addressBookEntry.city, pattern),
        ilike(addressBookEntry.email, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const [total] = await db.select({ count: count() }).from(addressBookEntry).where(where);
  const direction = filter.descending ? desc : asc;
  const rows = await db
    .select()
    .from(addressBookEntry)
    .where(where)
    .orderBy(direction(ADDRESS_SORT[filter.sort]), direction(addressBookEntry.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: Number(total?.count ?? 0), rows };
}

const oneOf = (scope: DebtorScope, id: number) =>
  and(eq(addressBookEntry.id, id), inScope(addressBookEntry.debtorId, scope));

export async function findAddress(
  db: Db,
  scope: DebtorScope,
  id: number,
): Promise<AddressRow | null> {
  const [row] = await db.select().from(addressBookEntry).where(oneOf(scope, id));
  return row ?? null;
}

export async function insertAddress(
  db: Db,
  debtorId: number,
  values: AddressBookEntryValues,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addressBookEntry)
    .values({ debtorId, ...columnsOf(values) })
    .returning();
  if (!row) throw new Error('address not inserted');
  return row;
}

export async function updateAddress(
  db: Db,
  scope: DebtorScope,
  id: number,
  values: AddressBookEntryValues,
): Promise<AddressRow | null> {
  const [row] = await db
    .update(addressBookEntry)
    .set({ ...columnsOf(values), updatedAt: new Date() })
    .where(oneOf(scope, id))
    .returning();
  return row ?? null;
}

export async function deleteAddress(db: Db, scope: DebtorScope, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addressBookEntry)
    .where(oneOf(scope, id))
    .returning({ id: addressBookEntry.id });
  return deleted.length > 0;
}
