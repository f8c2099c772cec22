// The demo's audit trail: two earlier staff changes, so the administrator's trail is not empty on a
// fresh portal. Each matches the seeded state it describes ("after" is the debtor as seeded).
// Written once: a trail with entries is left as it is.
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { appUser, auditEntry, debtor } from '../schema/index.js';

const DAY = 86_400_000;

export async function seedAuditTrail(db: Db, now = new Date()): Promise<void> {
  const [trail] = await db.select({ n: count() }).from(auditEntry);
  if ((trail?.n ?? 0) > 0) return;
  const [admin] = await db
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(eq(appUser.username, 'staff-admin'));
  const debtors = await db
    .select({ id: debtor.id, number: debtor.number })
    .from(debtor)
    .where(inArray(debtor.number, ['100231', '200117']));
  const idOf = (number: string) => debtors.find((row) => row.number === number)?.id;
  const linde = idOf('100231');
  const lemaire = idOf('200117');
  if (!admin || linde === undefined || lemaire === undefined) return;
  const by = { staffUserId: admin.id, staffUsername: admin.username };
  await db.insert(auditEntry).values([
    {
      ...by,
      at: new Date(now.getTime() - 3 * DAY),
      action: 'debtor.flags',
      subject: 'debtor',
      subjectId: String(linde),
      debtorId: linde,
      before: { show_price_lists: false },
      after: { show_price_lists: true },
    },
    {
      ...by,
      at: new Date(now.getTime() - 2 * DAY),
      action: 'debtor.contact',
      subject: 'debtor',
      subjectId: String(lemaire),
      debtorId: lemaire,
      before: { phone: '+32 9 225 31 41', email: 'contact@maison-lemaire.example' },
      after: { phone: '+32 9 225 31 40', email: 'contact@maison-lemaire.example' },
    },
  ]);
}
