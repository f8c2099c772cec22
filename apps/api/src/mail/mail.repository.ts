import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessage } from '../db/schema/index.js';

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
