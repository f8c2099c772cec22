// The content desk's SQL: every group's downloads and videos (staff see all groups), and the mail
// log over the kept mail. Integration keys are the production module's (its key functions).
import type { CustomerGroupName, Locale, MailLogFilters, ServiceItem } from '@atelier/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { download, outboxMessage } from '../db/schema/index.js';

const columns = {
  id: download.id,
  customerGroup: download.customerGroup,
  category: download.category,
  code: download.code,
  title: download.title,
  language: download.language,
  fileName: download.fileName,
  contentType: download.contentType,
  size: download.size,
  captionLanguages: sql<
    string[]
  >`coalesce((select array_agg(k order by k) from jsonb_object_keys(${download.captions}) as k), '{}')`,
  position: download.position,
  createdAt: download.createdAt,
};
export type StaffDownloadRow = Awaited<ReturnType<typeof staffDownloads>>[number];

export async function staffDownloads(
  db: Db,
  filters: { group?: CustomerGroupName | undefined; category?: ServiceItem | undefined },
) {
  const where: SQL[] = [];
  if (filters.group) where.push(eq(download.customerGroup, filters.group));
  if (filters.category) where.push(eq(download.category, filters.category));
  return db
    .select(columns)
    .from(download)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(asc(download.customerGroup), asc(download.position), asc(download.id));
}

export async function staffDownload(db: Db, id: number) {
  const [row] = await db.select(columns).from(download).where(eq(download.id, id));
  return row ?? null;
}

export async function downloadBytes(db: Db, id: number) {
  const [row] = await db
    .select({
      fileName: download.fileName,
      contentType: download.contentType,
      bytes: download.bytes,
    })
    .from(download)
    .where(eq(download.id, id));
  return row ?? null;
}

/** The position after a group's last item: an upload goes to the end of its section. */
export async function nextPosition(db: Db, group: CustomerGroupName): Promise<number> {
  const [row] = await db
    .select({ last: max(download.position) })
    .from(download)
    .where(eq(download.customerGroup, group));
  return (row?.last ?? -1) + 1;
}

export async function insertDownload(db: Db, values: typeof download.$inferInsert) {
  const [row] = await db.insert(download).values(values).returning({ id: download.id });
  return row!.id;
}

export async function updateDownload(
  db: Db,
  id: number,
  values: Partial<typeof download.$inferInsert>,
) {
  await db.update(download).set(values).where(eq(download.id, id));
}

export async function deleteDownload(db: Db, id: number) {
  await db.delete(download).where(eq(download.id, id));
}

/** Sets (text) or removes (null) one language's caption track. */
export async function setCaptions(db: Db, id: number, language: Locale, text: string | null) {
  await db
    .update(download)
    .set({
      captions:
        text === null
          ? sql`${download.captions} - ${language}::text`
          : sql`${download.captions} || jsonb_build_object(${language}::text, ${text}::text)`,
    })
    .where(eq(download.id, id));
}

// The mail log

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function mailLog(db: Db, query: MailLogFilters) {
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(
      or(
        ilike(outboxMessage.recipient, pattern),
        ilike(outboxMessage.subject, pattern),
        ilike(outboxMessage.kind, pattern),
      )!,
    );
  }
  if (query.kind) filters.push(eq(outboxMessage.kind, query.kind));
  if (query.from) filters.push(gte(outboxMessage.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(outboxMessage.createdAt, nextDay(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ count: count() }).from(outboxMessage).where(where);
  const rows = await db
    .select({
      id: outboxMessage.id,
      recipient: outboxMessage.recipient,
      subject: outboxMessage.subject,
      kind: outboxMessage.kind,
      createdAt: outboxMessage.createdAt,
    })
    .from(outboxMessage)
    .where(where)
    .orderBy(desc(outboxMessage.createdAt), desc(outboxMessage.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.count ?? 0, rows };
}

export async function mailMessage(db: Db, id: number) {
  const [row] = await db.select().from(outboxMessage).where(eq(outboxMessage.id, id));
  return row ?? null;
}
