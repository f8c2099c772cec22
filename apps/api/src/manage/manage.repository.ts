// The back office's own reads: the member of staff, the staff list and the audit trail.
import type { AuditEntry, AuditFilters, StaffMember } from '@atelier/domain';
import { and, asc, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appUser, auditEntry } from '../db/schema/index.js';

export async function staffAccount(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      preferred_language: appUser.preferredLanguage,
      staff_role: appUser.staffRole,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row ?? null;
}

export async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: appUser.id, username: appUser.username, staff_role: appUser.staffRole })
    .from(appUser)
    .where(and(isNotNull(appUser.staffRole), eq(appUser.isActive, true)))
    .orderBy(asc(appUser.username));
  return rows.flatMap((row) => (row.staff_role ? [{ ...row, staff_role: row.staff_role }] : []));
}

const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
};

export async function listAudit(
  db: Db,
  query: AuditFilters,
): Promise<{ count: number; rows: AuditEntry[] }> {
  const filters: SQL[] = [];
  if (query.staff_user_id) filters.push(eq(auditEntry.staffUserId, query.staff_user_id));
  if (query.subject) filters.push(eq(auditEntry.subject, query.subject));
  if (query.subject_id) filters.push(eq(auditEntry.subjectId, query.subject_id));
  if (query.debtor_id) filters.push(eq(auditEntry.debtorId, query.debtor_id));
  if (query.action) filters.push(eq(auditEntry.action, query.action));
  if (query.from) filters.push(gte(auditEntry.at, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) filters.push(lt(auditEntry.at, nextDay(query.to)));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [total] = await db.select({ count: count() }).from(auditEntry).where(where);
  const rows = await db
    .select()
    .from(auditEntry)
    .where(where)
    .orderBy(desc(auditEntry.at), desc(auditEntry.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    count: total?.count ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff_user_id: row.staffUserId,
      staff_username: row.staffUsername,
      action: row.action,
      subject: row.subject,
      subject_id: row.subjectId,
      debtor_id: row.debtorId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
