// "View as dealer" (decision 088): a member of staff opens a shop's portal read-only. The grant is
// bound to the staff member's session (refresh-token family) and the debtor, and expires.
import { index, integer, pgTable, serial, timestamp, uuid } from 'drizzle-orm/pg-core';
import { debtor } from './debtors.js';
import { appUser } from './users.js';

export const viewAsGrant = pgTable(
  'view_as_grant',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The staff session's refresh-token family: a new log-in has no grant. */
    familyId: uuid('family_id').notNull(),
    debtorId: integer('debtor_id')
      .notNull()
      .references(() => debtor.id, { onDelete: 'cascade' }),
    /** The shop account whose portal is shown. */
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('view_as_grant_staff_idx').on(table.staffUserId, table.familyId, table.debtorId),
  ],
);
