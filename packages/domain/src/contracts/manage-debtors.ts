// Contracts of the back office's debtor desk (`api/manage/debtors/…`): find a shop, open it, change
// what the manufacturer grants it and its accounts, invite a dealer user, move it between customer
// groups, and open its portal read-only ("view as dealer", decision 088).
import { z } from 'zod';
import { CURRENCIES, CUSTOMER_GROUPS, LOCALES, PRICE_TYPES } from '../enums.js';
import { lazySchema } from '../pure.js';
import {
  changesOf,
  type Entitlements,
  entitlementsSchema,
  type SystemSettings,
  systemSettingsSchema,
} from './account.js';
import { orderListItemSchema } from './orders.js';
import { rmaAnswerSchema } from './rma.js';
import { sampleRequestSchema } from './samples.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

/** `GET api/manage/debtors/`: a search over name, number and city, and a customer group. */
export const manageDebtorQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    customer_group: z.enum(CUSTOMER_GROUPS).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type ManageDebtorQuery = z.input<typeof manageDebtorQuerySchema>;
export type ManageDebtorFilters = z.infer<typeof manageDebtorQuerySchema>;

/** One shop in the desk's list. */
export const manageDebtorRowSchema = lazySchema(() =>
  z.object({
    id: integer,
    number: z.string(),
    name: z.string(),
    city: z.string(),
    country: z.string(),
    customer_group: z.enum(CUSTOMER_GROUPS),
    users: integer,
  }),
);
export type ManageDebtorRow = z.infer<typeof manageDebtorRowSchema>;
export const manageDebtorPageSchema = lazySchema(() => pageOf(manageDebtorRowSchema));
export type ManageDebtorPage = z.infer<typeof manageDebtorPageSchema>;

/** A dealer account of the shop, with the manufacturer's flags on it. */
export const debtorUserSchema = lazySchema(() =>
  z.object({
    id: integer,
    username: z.string(),
    email: z.string(),
    preferred_language: z.enum(LOCALES),
    is_active: z.boolean(),
    is_service_account: z.boolean(),
    /** Invited and has not set a password yet: it cannot log in. */
    invited: z.boolean(),
    system_settings: systemSettingsSchema,
    /** The price display of the account (the user setting `price_type`). */
    price_type: z.enum(PRICE_TYPES),
  }),
);
export type DebtorUser = z.infer<typeof debtorUserSchema>;

/** `GET api/manage/debtors/{id}/`: the shop with its accounts and its latest work. */
export const manageDebtorDetailSchema = lazySchema(() =>
  z.object({
    id: integer,
    number: z.string(),
    name: z.string(),
    address: z.string(),
    postalcode: z.string(),
    city: z.string(),
    country: z.string(),
    phone: z.string(),
    email: z.string(),
    currency: z.enum(CURRENCIES),
    customer_group: z.enum(CUSTOMER_GROUPS),
    entitlements: entitlementsSchema,
    users: z.array(debtorUserSchema),
    orders: z.array(orderListItemSchema),
    returns: z.array(rmaAnswerSchema),
    samples: z.array(sampleRequestSchema),
  }),
);
export type ManageDebtorDetail = z.infer<typeof manageDebtorDetailSchema>;

/**
 * `PATCH api/manage/debtors/{id}/users/{userId}/flags/`: the account's system settings the
 * manufacturer sets (the access flags among them) and its price display; only what changes.
 */
export const debtorUserFlagsUpdateSchema = lazySchema(() =>
  changesOf(systemSettingsSchema)
    .extend({ price_type: z.enum(PRICE_TYPES).optional() })
    .strict(),
);
export type DebtorUserFlagsUpdate = z.infer<typeof debtorUserFlagsUpdateSchema>;

/** `PATCH api/manage/debtors/{id}/entitlements/`: what the shop is granted; only what changes. */
export const debtorEntitlementsUpdateSchema = lazySchema(() =>
  changesOf(entitlementsSchema).strict(),
);
export type DebtorEntitlementsUpdate = z.infer<typeof debtorEntitlementsUpdateSchema>;

/** `PUT api/manage/debtors/{id}/group/`: the customer group (downloads and branding follow). */
export const debtorGroupUpdateSchema = lazySchema(() =>
  z.object({ customer_group: z.enum(CUSTOMER_GROUPS) }).strict(),
);
export type DebtorGroupUpdate = z.infer<typeof debtorGroupUpdateSchema>;

/** `POST api/manage/debtors/{id}/users/`: a new dealer account, invited by mail. */
export const debtorUserCreateSchema = lazySchema(() =>
  z
    .object({
      username: requiredText(3, 60).regex(/^[A-Za-z0-9._@+-]+$/, 'alpha_num'),
      email: z.email('email').max(254, 'max'),
      preferred_language: z.enum(LOCALES),
    })
    .strict(),
);
export type DebtorUserCreate = z.infer<typeof debtorUserCreateSchema>;

/** `POST api/manage/debtors/{id}/view-as/`: the live read-only view of a shop's portal. */
export const viewAsGrantSchema = lazySchema(() =>
  z.object({
    debtor_id: integer,
    debtor_name: z.string(),
    /** The shop account whose portal is shown. */
    username: z.string(),
    expires_at: z.string(),
  }),
);
export type ViewAsGrant = z.infer<typeof viewAsGrantSchema>;

/** The manufacturer's flags that differ between two readings (the audit's before/after). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  };
}

export type { Entitlements, SystemSettings };
