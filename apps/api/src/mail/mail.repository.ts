import type { CustomerGroupName } from '@atelier/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, customerGroup, debtor, outboxMessage, userDebtor } from '../db/schema/index.js';

export async function insertOutboxMessage(
  db: Db,
  message: { to: string; subject: string; text: string; html: string; kind: string },
): Promise<void> {
  const { to, ...rest } = message;
  await db.insert(outboxMessage).values({ recipient: to, ...rest });
}

export async function outboxFor(db: Db, recipient: string) {
  return db
    .select()
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, recipient))
    .orderBy(desc(outboxMessage.id));
}

/** The newest kept messages, for the demo's mailbox. */
export async function latestOutbox(db: Db, limit: number) {
  return db.select().from(outboxMessage).orderBy(desc(outboxMessage.id)).limit(limit);
}

/** The customer group of a shop: whose brand its mail carries. */
export async function groupOfDebtor(db: Db, debtorId: number): Promise<CustomerGroupName | null> {
  const [row] = await db
    .select({ name: customerGroup.name })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(debtor.id, debtorId));
  return row?.name ?? null;
}

/** The customer group of an account: its own shop's, a service account's first shop's. */
export async function groupOfUser(db: Db, userId: number): Promise<CustomerGroupName | null> {
  const [row] = await db
    .select({ name: customerGroup.name })
    .from(appUser)
    .innerJoin(
      debtor,
      sql`${debtor.id} = coalesce(${appUser.debtorId}, (select min(${userDebtor.debtorId}) from ${userDebtor} where ${userDebtor.userId} = ${appUser.id}))`,
    )
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(appUser.id, userId));
  return row?.name ?? null;
}
