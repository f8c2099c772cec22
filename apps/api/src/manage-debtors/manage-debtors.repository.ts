// The debtor desk's SQL: the shops, their accounts, the manufacturer's flags on both, the customer
// group, and the grants of "view as dealer" (decision 088). The desk acts across all debtors.
import type { CustomerGroupName, Locale, ManageDebtorFilters } from '@atelier/domain';
import { and, asc, count, eq, gt, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { appUser, customerGroup, debtor, userDebtor, viewAsGrant } from '../db/schema/index.js';

/** The stored hash of an invited account: no password verifies against it. */
export const INVITED_HASH = '!invited';

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function searchDebtors(db: Db, filters: ManageDebtorFilters) {
  const conditions: SQL[] = [];
  if (filters.q) {
    const pattern = escapeLike(filters.q);
    const found = or(
      ilike(debtor.name, pattern),
      ilike(debtor.number, pattern),
      ilike(debtor.city, pattern),
    );
    if (found) conditions.push(found);
  }
  if (filters.customer_group) conditions.push(eq(customerGroup.name, filters.customer_group));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db
    .select({ count: count() })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(where);
  const rows = await db
    .select({
      id: debtor.id,
      number: debtor.number,
      name: debtor.name,
      city: debtor.city,
      country: debtor.country,
      customer_group: customerGroup.name,
      users: sql<number>`(select count(*)::int from ${appUser} where ${appUser.debtorId} = ${debtor.id} and ${appUser.staffRole} is null)`,
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(where)
    .orderBy(asc(debtor.name), asc(debtor.id))
    .limit(filters.page_size)
    .offset((filters.page - 1) * filters.page_size);
  return { count: total?.count ?? 0, rows };
}

/** One shop with its group and entitlements as stored; `lock` holds the row for a write. */
export async function findDebtor(db: Db | Tx, id: number, lock = false) {
  const query = db
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
      currency: debtor.currency,
      customer_group: customerGroup.name,
      entitlements: debtor.entitlements,
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(debtor.id, id));
  const [row] = await (lock ? query.for('update', { of: debtor }) : query);
  return row ?? null;
}

const userColumns = {
  id: appUser.id,
  username: appUser.username,
  email: appUser.email,
  preferred_language: appUser.preferredLanguage,
  is_active: appUser.isActive,
  is_service_account: appUser.isServiceAccount,
  invited: sql<boolean>`${appUser.passwordHash} = ${INVITED_HASH}`,
  systemSettings: appUser.systemSettings,
  settings: appUser.settings,
};

/** The dealer accounts of a shop: its own and the service accounts that act for it. */
export async function debtorUsers(db: Db, debtorId: number) {
  return db
    .select(userColumns)
    .from(appUser)
    .where(
      and(
        isNull(appUser.staffRole),
        or(
          eq(appUser.debtorId, debtorId),
          sql`${appUser.id} in (select ${userDebtor.userId} from ${userDebtor} where ${userDebtor.debtorId} = ${debtorId})`,
        ),
      ),
    )
    .orderBy(asc(appUser.isServiceAccount), asc(appUser.username));
}

/** One dealer account of the shop, held for a write; null when it is not one of the shop's. */
export async function lockDebtorUser(tx: Tx, debtorId: number, userId: number) {
  const [row] = await tx
    .select(userColumns)
    .from(appUser)
    .where(
      and(
        eq(appUser.id, userId),
        isNull(appUser.staffRole),
        or(
          eq(appUser.debtorId, debtorId),
          sql`${appUser.id} in (select ${userDebtor.userId} from ${userDebtor} where ${userDebtor.debtorId} = ${debtorId})`,
        ),
      ),
    )
    .for('update', { of: appUser });
  return row ?? null;
}

export async function saveUserSettings(
  tx: Tx,
  userId: number,
  values: { systemSettings: Record<string, unknown>; settings: Record<string, unknown> },
) {
  await tx.update(appUser).set(values).where(eq(appUser.id, userId));
}

export async function saveEntitlements(tx: Tx, debtorId: number, entitlements: unknown) {
  await tx.update(debtor).set({ entitlements }).where(eq(debtor.id, debtorId));
}

export async function setCustomerGroup(tx: Tx, debtorId: number, group: CustomerGroupName) {
  await tx.insert(customerGroup).values({ name: group }).onConflictDoNothing();
  const [row] = await tx
    .select({ id: customerGroup.id })
    .from(customerGroup)
    .where(eq(customerGroup.name, group));
  if (!row) throw new Error(`customer group ${group} missing`);
  await tx.update(debtor).set({ customerGroupId: row.id }).where(eq(debtor.id, debtorId));
}

export async function usernameTaken(db: Db | Tx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(sql`lower(${appUser.username}) = ${username.toLowerCase()}`);
  return row !== undefined;
}

/** A new shop account that cannot log in until it sets a password through its invitation. */
export async function insertInvitedUser(
  tx: Tx,
  values: { debtorId: number; username: string; email: string; preferredLanguage: Locale },
) {
  const [row] = await tx
    .insert(appUser)
    .values({
      username: values.username.toLowerCase(),
      email: values.email,
      preferredLanguage: values.preferredLanguage,
      debtorId: values.debtorId,
      passwordHash: INVITED_HASH,
    })
    .onConflictDoNothing()
    .returning({ id: appUser.id });
  return row?.id ?? null;
}

/** The shop account whose portal "view as dealer" shows: its first active own account. */
export async function shopAccountOf(db: Db | Tx, debtorId: number) {
  const [row] = await db
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(
      and(eq(appUser.debtorId, debtorId), isNull(appUser.staffRole), eq(appUser.isActive, true)),
    )
    .orderBy(asc(appUser.isServiceAccount), asc(appUser.id))
    .limit(1);
  return row ?? null;
}

export async function insertGrant(
  tx: Tx,
  values: {
    staffUserId: number;
    familyId: string;
    debtorId: number;
    userId: number;
    expiresAt: Date;
  },
) {
  const [row] = await tx.insert(viewAsGrant).values(values).returning({ id: viewAsGrant.id });
  if (!row) throw new Error('grant not stored');
  return row.id;
}

/** Ends this session's live grants for the shop; the ids of those it ended. */
export async function endGrants(
  tx: Tx,
  staffUserId: number,
  familyId: string,
  debtorId: number,
): Promise<number[]> {
  const rows = await tx
    .update(viewAsGrant)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(viewAsGrant.staffUserId, staffUserId),
        eq(viewAsGrant.familyId, familyId),
        eq(viewAsGrant.debtorId, debtorId),
        isNull(viewAsGrant.endedAt),
        gt(viewAsGrant.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: viewAsGrant.id });
  return rows.map((row) => row.id);
}
