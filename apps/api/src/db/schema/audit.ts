// The audit trail of the back office: every write a member of staff makes, with what it changed.
import { AUDIT_SUBJECTS } from '@atelier/domain';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './users.js';

export const auditEntry = pgTable(
  'audit_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id').references(() => appUser.id, { onDelete: 'set null' }),
    /** Kept beside the id: the trail stays readable when the account is gone. */
    staffUsername: text('staff_username').notNull(),
    /** What was done, `<subject>.<verb>` (`rma.accept`, `debtor.flags`). */
    action: text('action').notNull(),
    subject: text('subject', { enum: AUDIT_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** The dealer the write concerns, when it concerns one (the trail's filter). */
    debtorId: integer('debtor_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_entry_at_idx').on(table.at),
    index('audit_entry_subject_idx').on(table.subject, table.subjectId),
    index('audit_entry_staff_idx').on(table.staffUserId, table.at),
  ],
);
