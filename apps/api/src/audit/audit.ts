// The back office's audit trail: every write a member of staff makes, and every order a partner's
// key brings in, records who, when, what and the record before and after, in the same transaction
// as the write (a rolled-back write leaves no entry, a committed one always has its entry). A
// leaf: desks import it, it imports no desk.
import type { AuditSubject } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db, Tx } from '../db/client.js';
import { auditEntry } from '../db/schema/index.js';

export interface AuditRecord {
  /** `<subject>.<verb>`, for example `rma.accept` or `debtor.flags`. */
  action: string;
  subject: AuditSubject;
  subjectId: string | number;
  /** The dealer the write concerns, when it concerns one. */
  debtorId?: number | null;
  /** The record as it was (null for a new one) and as it is now (null when removed). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a write a partner made with its key (a chain's order through the partner API): in the
 * same trail as staff writes, with no staff account, under the name of who made it (the chain and
 * the first characters of its key), so that the back office sees what came in from outside.
 */
export async function recordPartnerAudit(
  tx: Tx | Db,
  by: string,
  record: AuditRecord,
): Promise<void> {
  await tx.insert(auditEntry).values({
    staffUserId: null,
    staffUsername: by,
    action: record.action,
    subject: record.subject,
    subjectId: String(record.subjectId),
    debtorId: record.debtorId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/**
 * Records a staff write. Call it inside the write's transaction. Only staff write through the back
 * office, so a dealer's context here is a programming error.
 */
export async function recordAudit(
  tx: Tx | Db,
  ctx: RequestContext,
  record: AuditRecord,
): Promise<void> {
  const { principal } = ctx;
  if (principal.staffRole === null) throw new Error('recordAudit: not a member of staff');
  await tx.insert(auditEntry).values({
    staffUserId: principal.userId,
    staffUsername: principal.username,
    action: record.action,
    subject: record.subject,
    subjectId: String(record.subjectId),
    debtorId: record.debtorId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
