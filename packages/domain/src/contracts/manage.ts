// Contracts of the back office's own calls: who the member of staff is, and the audit trail.
// Each desk's calls have their contracts beside its resource (returns, samples, support, …).
import { z } from 'zod';
import { LOCALES, ORDER_TYPES } from '../enums.js';
import { MANAGE_PERMISSIONS, STAFF_ROLES } from '../manage/roles.js';
import { lazySchema } from '../pure.js';
import { RMA_STATES } from './rma.js';
import { pageOf } from './session.js';
import { integer } from './text.js';

/** `GET api/manage/me/`: the member of staff and what they may do. */
export const staffMeSchema = lazySchema(() =>
  z.object({
    id: integer,
    username: z.string(),
    email: z.string(),
    preferred_language: z.enum(LOCALES),
    staff_role: z.enum(STAFF_ROLES),
    permissions: z.array(z.enum(MANAGE_PERMISSIONS)),
  }),
);
export type StaffMe = z.infer<typeof staffMeSchema>;

/** What a recorded staff write touched: a kind of record and its key. */
export const AUDIT_SUBJECTS = [
  'rma',
  'sampleRequest',
  'fabric',
  'supportThread',
  'delivery',
  'debtor',
  'user',
  'priceList',
  'download',
  'video',
  'releaseNote',
  'inspirationArticle',
  'integrationKey',
  'partnerKey',
  'externalOrder',
  'outboxMessage',
  'viewAsDealer',
  'errorGroup',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** One staff write: who, when, what (an action name such as `rma.accept`), before and after. */
export const auditEntrySchema = lazySchema(() =>
  z.object({
    id: integer,
    at: z.string(),
    staff_user_id: integer.nullable(),
    staff_username: z.string(),
    action: z.string(),
    subject: z.enum(AUDIT_SUBJECTS),
    subject_id: z.string(),
    debtor_id: integer.nullable(),
    /** The record's fields before and after the write (null for a new or a removed record). */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  }),
);
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = lazySchema(() => pageOf(auditEntrySchema));
export type AuditPage = z.infer<typeof auditPageSchema>;

const day = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET api/manage/audit/`: filters of the trail (all optional), newest first. */
export const auditQuerySchema = lazySchema(() =>
  z.object({
    staff_user_id: z.coerce.number().int().min(1).optional(),
    subject: z.enum(AUDIT_SUBJECTS).optional(),
    subject_id: z.string().trim().min(1).max(64).optional(),
    debtor_id: z.coerce.number().int().min(1).optional(),
    action: z.string().trim().min(1).max(64).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
);
export type AuditQuery = z.input<typeof auditQuerySchema>;
export type AuditFilters = z.infer<typeof auditQuerySchema>;

/** The members of staff, for the trail's filter and a desk's "assign to". */
export const staffMemberSchema = lazySchema(() =>
  z.object({
    id: integer,
    username: z.string(),
    staff_role: z.enum(STAFF_ROLES),
  }),
);
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffMembersSchema = lazySchema(() => z.array(staffMemberSchema));

/** The most the back office's search answers of each kind. */
export const MANAGE_SEARCH_LIMIT = 5;

/**
 * Whether the search box asks yet: from two characters, or one digit (an order's id may be one).
 * The API takes any text of one to 64 characters.
 */
export function manageSearchReady(text: string): boolean {
  const q = text.trim();
  return q.length >= 2 || /^\d$/.test(q);
}

/** `GET api/manage/search/?q=`: debtors, orders and returns matching the text. */
export const manageSearchQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().min(1).max(64),
  }),
);
export type ManageSearchQuery = z.infer<typeof manageSearchQuerySchema>;

export const manageSearchSchema = lazySchema(() =>
  z.object({
    /** By name, number or city. */
    debtors: z.array(
      z.object({ id: integer, number: z.string(), name: z.string(), city: z.string() }),
    ),
    /** By the order's id, commission or the dealer's own order number. */
    orders: z.array(
      z.object({
        id: integer,
        commission: z.string(),
        order_type: z.enum(ORDER_TYPES),
        debtor_id: integer,
        debtor_name: z.string(),
      }),
    ),
    /** By RMA number, the return's number or the returned article's number. */
    returns: z.array(
      z.object({
        order_number: z.string(),
        rma_number: z.string(),
        state: z.enum(RMA_STATES),
        customer_name: z.string(),
        debtor_id: integer,
        debtor_name: z.string(),
      }),
    ),
  }),
);
export type ManageSearch = z.infer<typeof manageSearchSchema>;
