// Support conversations in SQL: threads of a shop (filtered with the caller's scope) for the
// dealer, every thread for the back office's inbox, their messages and read marks.
import type { SupportSide, SupportThreadStatus } from '@atelier/domain';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { containsPattern } from '../db/like.js';
import { appUser, debtor, supportMessage, supportThread } from '../db/schema/index.js';
import { type DebtorScope, inScope } from '../tenancy/scope.js';

const opener = aliasedTable(appUser, 'opener');
const assignee = aliasedTable(appUser, 'assignee');

const threadColumns = {
  id: supportThread.id,
  subject: supportThread.subject,
  debtorId: supportThread.debtorId,
  debtorName: debtor.name,
  debtorNumber: debtor.number,
  openedById: supportThread.openedBy,
  openedBy: opener.username,
  openerEmail: opener.email,
  openerLanguage: opener.preferredLanguage,
  status: supportThread.status,
  assigneeId: supportThread.assigneeId,
  assigneeName: assignee.username,
  createdAt: supportThread.createdAt,
  lastActivityAt: supportThread.lastActivityAt,
  lastDealerAt: supportThread.lastDealerAt,
  lastStaffAt: supportThread.lastStaffAt,
  dealerReadAt: supportThread.dealerReadAt,
  staffReadAt: supportThread.staffReadAt,
};

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

function selectThreads(db: Db | Tx, where: SQL | undefined) {
  return db
    .select(threadColumns)
    .from(supportThread)
    .innerJoin(debtor, eq(debtor.id, supportThread.debtorId))
    .leftJoin(opener, eq(opener.id, supportThread.openedBy))
    .leftJoin(assignee, eq(assignee.id, supportThread.assigneeId))
    .where(where)
    .$dynamic();
}

export interface InboxFilter {
  q?: string | undefined;
  status?: SupportThreadStatus | undefined;
  /** A staff user id, or null for threads nobody took. */
  assigneeId?: number | null | undefined;
}

function inboxWhere(filter: InboxFilter): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  return and(
    filter.status ? eq(supportThread.status, filter.status) : undefined,
    filter.assigneeId === null
      ? isNull(supportThread.assigneeId)
      : filter.assigneeId !== undefined
        ? eq(supportThread.assigneeId, filter.assigneeId)
        : undefined,
    pattern
      ? or(
          ilike(supportThread.subject, pattern),
          ilike(debtor.name, pattern),
          ilike(debtor.number, pattern),
          sql`exists (select 1 from ${supportMessage} where ${supportMessage.threadId} = ${supportThread.id} and ${supportMessage.text} ilike ${pattern})`,
        )
      : undefined,
  );
}

/** The threads of the scope's shops, latest activity first. */
export async function listShopThreads(
  db: Db,
  scope: DebtorScope,
  window: { limit: number; offset: number },
) {
  const where = inScope(supportThread.debtorId, scope);
  const [total] = await db.select({ count: count() }).from(supportThread).where(where);
  const rows = await selectThreads(db, where)
    .orderBy(desc(supportThread.lastActivityAt), desc(supportThread.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: Number(total?.count ?? 0), rows };
}

/** What the dealer's badge counts: the staff write and dealer read times of the scope's threads. */
export function shopReadMarks(db: Db, scope: DebtorScope) {
  return db
    .select({ lastStaffAt: supportThread.lastStaffAt, dealerReadAt: supportThread.dealerReadAt })
    .from(supportThread)
    .where(inScope(supportThread.debtorId, scope));
}

/** The inbox: every shop's threads, filtered, latest activity first. */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  window: { limit: number; offset: number },
) {
  const where = inboxWhere(filter);
  const [total] = await db
    .select({ count: count() })
    .from(supportThread)
    .innerJoin(debtor, eq(debtor.id, supportThread.debtorId))
    .where(where);
  const rows = await selectThreads(db, where)
    .orderBy(desc(supportThread.lastActivityAt), desc(supportThread.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: Number(total?.count ?? 0), rows };
}

/** The inbox's counts: threads whose turn is support's, and the read marks of those not closed. */
export async function inboxMarks(db: Db) {
  return db
    .select({
      status: supportThread.status,
      lastDealerAt: supportThread.lastDealerAt,
      staffReadAt: supportThread.staffReadAt,
    })
    .from(supportThread)
    .where(ne(supportThread.status, 'closed'));
}

/** One thread; with a scope only when it belongs to one of the scope's shops. */
export async function findThread(db: Db | Tx, id: number, scope: DebtorScope | null) {
  const [row] = await selectThreads(
    db,
    and(eq(supportThread.id, id), scope ? inScope(supportThread.debtorId, scope) : undefined),
  );
  return row ?? null;
}

export function messagesOf(db: Db, threadId: number) {
  return db
    .select()
    .from(supportMessage)
    .where(eq(supportMessage.threadId, threadId))
    .orderBy(asc(supportMessage.createdAt), asc(supportMessage.id));
}

export async function insertThread(
  tx: Tx,
  values: { debtorId: number; openedBy: number; subject: string },
): Promise<number> {
  const [row] = await tx
    .insert(supportThread)
    .values({ ...values, status: 'open' })
    .returning({ id: supportThread.id });
  if (!row) throw new Error('support thread not inserted');
  return row.id;
}

/**
 * A message on a thread: the thread's status, its last activity, the writer's side's last write
 * and read times move with it (whoever writes has read what came before).
 */
export async function addMessage(
  tx: Tx,
  values: {
    threadId: number;
    author: SupportSide;
    authorId: number;
    authorName: string;
    text: string;
    status: SupportThreadStatus;
    at: Date;
  },
) {
  const [message] = await tx
    .insert(supportMessage)
    .values({
      threadId: values.threadId,
      author: values.author,
      authorId: values.authorId,
      authorName: values.authorName,
      text: values.text,
      createdAt: values.at,
    })
    .returning();
  await tx
    .update(supportThread)
    .set({
      status: values.status,
      lastActivityAt: values.at,
      ...(values.author === 'dealer'
        ? { lastDealerAt: values.at, dealerReadAt: values.at }
        : { lastStaffAt: values.at, staffReadAt: values.at }),
    })
    .where(eq(supportThread.id, values.threadId));
  if (!message) throw new Error('support message not inserted');
  return message;
}

export async function markRead(db: Db, threadId: number, side: SupportSide, at: Date) {
  await db
    .update(supportThread)
    .set(side === 'dealer' ? { dealerReadAt: at } : { staffReadAt: at })
    .where(eq(supportThread.id, threadId));
}

export async function updateThread(
  tx: Tx,
  threadId: number,
  values: { status?: SupportThreadStatus; assigneeId?: number | null },
) {
  await tx.update(supportThread).set(values).where(eq(supportThread.id, threadId));
}

/** An active member of staff by id (the one a thread is assigned to). */
export async function activeStaffMember(db: Db, id: number) {
  const [row] = await db
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(and(eq(appUser.id, id), eq(appUser.isActive, true), isNotNull(appUser.staffRole)));
  return row ?? null;
}
