// Documents in SQL: what a document prints of the debtor and its fabrics, the background jobs that
// make large ones (claimed with FOR UPDATE SKIP LOCKED, the same SQL on PGlite and PostgreSQL),
// and the share links of offers (only a token's hash is stored).
import type {
  AvailableReport,
  DeliveryDay,
  Locale,
  QuoteDecision,
  UnitSystem,
} from '@atelier/domain';
import { localized } from '@atelier/domain';
import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  customerFabric,
  customerGroup,
  customerOrder,
  debtor,
  deliveryTrip,
  documentJob,
  fabric,
  fabricFamily,
  orderEvent,
  quoteShareLink,
  storedFile,
} from '../db/schema/index.js';

export interface DebtorForDocument {
  id: number;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  group: string;
  entitlements: unknown;
  deliveryDays: DeliveryDay[];
}

export async function debtorForDocument(db: Db, id: number): Promise<DebtorForDocument | null> {
  const [row] = await db
    .select({
      id: debtor.id,
      name: debtor.name,
      address: debtor.address,
      postalcode: debtor.postalcode,
      city: debtor.city,
      country: debtor.country,
      phone: debtor.phone,
      email: debtor.email,
      group: customerGroup.name,
      entitlements: debtor.entitlements,
    })
    .from(debtor)
    .innerJoin(customerGroup, eq(customerGroup.id, debtor.customerGroupId))
    .where(eq(debtor.id, id));
  if (!row) return null;
  const trips = await db
    .select({ day: deliveryTrip.deliveryDay })
    .from(deliveryTrip)
    .where(eq(deliveryTrip.debtorId, id))
    .orderBy(deliveryTrip.id);
  return { ...row, deliveryDays: trips.map((trip) => trip.day) };
}

export interface FabricLook {
  name: string;
  colour: string | null;
}

/** Catalogue and the debtor's own fabrics by uuid: their names and colours. */
export async function fabricLooks(
  db: Db,
  debtorId: number,
  uuids: readonly string[],
  locale: Locale,
): Promise<Map<string, FabricLook>> {
  const found = new Map<string, FabricLook>();
  if (uuids.length === 0) return found;
  const unique = [...new Set(uuids)];
  const catalogue = await db
    .select({
      uuid: fabric.fabricUuid,
      family: fabricFamily.name,
      color: fabric.color,
      hex: fabric.colorHex,
    })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(inArray(fabric.fabricUuid, unique));
  for (const row of catalogue) {
    found.set(row.uuid, {
      name: `${row.family} ${localized(row.color, locale)}`.trim(),
      colour: row.hex,
    });
  }
  const own = await db
    .select({ uuid: customerFabric.fabricUuid, name: customerFabric.name })
    .from(customerFabric)
    .where(and(inArray(customerFabric.fabricUuid, unique), eq(customerFabric.debtorId, debtorId)));
  for (const row of own) found.set(row.uuid, { name: row.name, colour: null });
  return found;
}

// ---- background jobs -------------------------------------------------------------------------

export interface JobKey {
  debtorId: number;
  orderId: number;
  report: AvailableReport;
  locale: Locale;
  userId: number;
  version: string;
}

export type JobRow = typeof documentJob.$inferSelect;

export async function findJob(db: Db, key: JobKey): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(documentJob)
    .where(
      and(
        eq(documentJob.orderId, key.orderId),
        eq(documentJob.report, key.report),
        eq(documentJob.locale, key.locale),
        eq(documentJob.userId, key.userId),
        eq(documentJob.version, key.version),
      ),
    );
  return row ?? null;
}

/** Queues a job once per key; a repeat (another tab, a poll) finds the same one. */
export async function queueJob(db: Db, key: JobKey, options: Record<string, unknown>) {
  await db
    .insert(documentJob)
    .values({ ...key, options })
    .onConflictDoNothing({
      target: [
        documentJob.orderId,
        documentJob.report,
        documentJob.locale,
        documentJob.userId,
        documentJob.version,
      ],
    });
}

/** A failed job is tried again (at most three times) when its document is asked for again. */
export async function retryJob(db: Db, id: number) {
  await db
    .update(documentJob)
    .set({ state: 'pending', error: null })
    .where(and(eq(documentJob.id, id), eq(documentJob.state, 'failed')));
}

/** A job a worker may take: waiting, or running on a worker that vanished five minutes ago. */
const WAITING = sql`(state = 'pending' or (state = 'running' and claimed_at < now() - interval '5 minutes'))`;

/**
 * Claims the oldest waiting job (or one whose worker vanished): one statement, so two workers
 * never take the same job, and a locked row is skipped rather than waited for.
 */
export async function claimJob(db: Db): Promise<JobRow | null> {
  const rows = await db.execute<{ id: number }>(sql`
    update ${documentJob} set state = 'running', claimed_at = now(), attempts = attempts + 1
    where id = (
      select id from ${documentJob}
      where ${WAITING}
      order by created_at, id
      limit 1
      for update skip locked
    )
    returning id`);
  const list: { id: number }[] = Array.isArray(rows) ? rows : rows.rows;
  const id = list[0]?.id;
  if (id === undefined) return null;
  const [row] = await db.select().from(documentJob).where(eq(documentJob.id, id));
  return row ?? null;
}

export interface JobQueue {
  /** Jobs a worker may take. */
  waiting: number;
  /** Jobs a worker is making. */
  running: number;
  /** Seconds since the oldest waiting job was queued (0 when none waits). */
  oldestWaitingSeconds: number;
}

/** The document queue as the metrics report it: one look through the state index. */
export async function jobQueue(db: Db): Promise<JobQueue> {
  const result = await db.execute<{ waiting: number; running: number; oldest: number | null }>(sql`
    select count(*) filter (where ${WAITING})::int as waiting,
           count(*) filter (where not ${WAITING})::int as running,
           extract(epoch from now() - min(created_at) filter (where ${WAITING}))::float8 as oldest
    from ${documentJob}
    where state in ('pending', 'running')`);
  const rows: { waiting: number; running: number; oldest: number | null }[] = Array.isArray(result)
    ? result
    : result.rows;
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    running: Number(row?.running ?? 0),
    oldestWaitingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}

export async function finishJob(db: Db, job: JobRow, bytes: Buffer, fileId: string) {
  await db.transaction(async (tx) => {
    await tx
      .insert(storedFile)
      .values({
        id: fileId,
        contentType: 'application/pdf',
        size: bytes.length,
        bytes,
        debtorId: job.debtorId,
      })
      .onConflictDoNothing();
    await tx
      .update(documentJob)
      .set({ state: 'done', fileId, finishedAt: new Date(), error: null })
      .where(eq(documentJob.id, job.id));
  });
}

export async function failJob(db: Db, id: number, error: string) {
  await db
    .update(documentJob)
    .set({ state: 'failed', error: error.slice(0, 500), finishedAt: new Date() })
    .where(eq(documentJob.id, id));
}

export async function fileBytes(db: Db, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: storedFile.bytes })
    .from(storedFile)
    .where(eq(storedFile.id, id));
  return row?.bytes ?? null;
}

// ---- share links -----------------------------------------------------------------------------

export type ShareLinkRow = typeof quoteShareLink.$inferSelect;

export async function insertShareLink(
  db: Db,
  values: {
    debtorId: number;
    orderId: number;
    tokenHash: string;
    locale: Locale;
    unitSystem: UnitSystem;
    createdBy: number;
  },
): Promise<ShareLinkRow> {
  const [row] = await db.insert(quoteShareLink).values(values).returning();
  return row!;
}

export async function shareLinksOfOrder(db: Db, orderId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(quoteShareLink)
    .where(eq(quoteShareLink.orderId, orderId))
    .orderBy(desc(quoteShareLink.createdAt), desc(quoteShareLink.id));
}

export async function revokeShareLink(db: Db, orderId: number, id: number) {
  const [row] = await db
    .update(quoteShareLink)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(quoteShareLink.id, id),
        eq(quoteShareLink.orderId, orderId),
        isNull(quoteShareLink.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

export interface SharedQuoteRow {
  link: ShareLinkRow;
  orderType: (typeof customerOrder.$inferSelect)['orderType'];
  validUntil: string | null;
  /** The order's content revision: which quote the page shows. */
  revision: number;
}

export async function findShareLink(db: Db, tokenHash: string): Promise<SharedQuoteRow | null> {
  const [row] = await db
    .select({
      link: quoteShareLink,
      orderType: customerOrder.orderType,
      validUntil: customerOrder.offerValidUntil,
      revision: customerOrder.contentRevision,
    })
    .from(quoteShareLink)
    .innerJoin(customerOrder, eq(customerOrder.id, quoteShareLink.orderId))
    .where(eq(quoteShareLink.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Records the customer's answer once per offer: the offer's row is held first, so of two answers
 * on two links of one offer at the same moment the second waits and then finds the first (and the
 * unique index on an offer's answered link stands behind it). A second answer, a revoked link or
 * an order no longer an offer changes nothing (null); so does an answer to a revision of the quote
 * other than the current one (`seen` says no: `changed`), read under the same hold, so a change
 * committed meanwhile is always seen.
 */
export async function decideShareLink(
  db: Db,
  link: { id: number; orderId: number },
  decision: QuoteDecision,
  reason: string | null,
  seen: (revision: number) => boolean,
): Promise<ShareLinkRow | 'changed' | null> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ orderType: customerOrder.orderType, revision: customerOrder.contentRevision })
        .from(customerOrder)
        .where(eq(customerOrder.id, link.orderId))
        .for('update');
      if (order?.orderType !== 'offered') return null;
      if (!seen(order.revision)) return 'changed';
      const other = alias(quoteShareLink, 'answered_link');
      const [row] = await tx
        .update(quoteShareLink)
        .set({ decision, decisionReason: reason, decidedAt: new Date() })
        .where(
          and(
            eq(quoteShareLink.id, link.id),
            isNull(quoteShareLink.decision),
            isNull(quoteShareLink.revokedAt),
            notExists(
              tx
                .select({ id: other.id })
                .from(other)
                .where(and(eq(other.orderId, link.orderId), isNotNull(other.decision))),
            ),
          ),
        )
        .returning();
      if (!row) return null;
      await tx.insert(orderEvent).values({
        orderId: row.orderId,
        kind: decision === 'accepted' ? 'quote_accepted' : 'quote_declined',
        userId: null,
        data: { link: row.id, reason },
      });
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function recordDocumentEvent(
  db: Db,
  event: { orderId: number; kind: string; userId: number | null; data?: Record<string, unknown> },
) {
  await db.insert(orderEvent).values({
    orderId: event.orderId,
    kind: event.kind,
    userId: event.userId,
    data: event.data ?? {},
  });
}
