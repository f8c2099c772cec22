// Test support for the back office: the audit entries a staff write left behind.
import { and, desc, eq } from 'drizzle-orm';
import { auditEntry } from '../db/schema/index.js';
import type { TestContext } from './app.js';

/** The newest audit entries of `action` (optionally of one subject id), newest first. */
export async function auditEntriesOf(
  ctx: TestContext,
  action: string,
  subjectId?: string | number,
) {
  return ctx.database.db
    .select()
    .from(auditEntry)
    .where(
      subjectId === undefined
        ? eq(auditEntry.action, action)
        : and(eq(auditEntry.action, action), eq(auditEntry.subjectId, String(subjectId))),
    )
    .orderBy(desc(auditEntry.id));
}
