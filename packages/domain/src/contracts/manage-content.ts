// Contracts of the back office's content desk (issue 29 §3 "Content"): downloads and videos per
// customer group, the production sites' integration keys, and the mail log.
import { z } from 'zod';
import { CUSTOMER_GROUPS, PRODUCTION_SITES } from '../enums.js';
import { MAX_CAPTION_CHARS } from '../manage/content-files.js';
import { LOCALES, type Locale } from '../product.js';
import { lazySchema } from '../pure.js';
import { SERVICE_ITEMS } from './service-items.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

/** A text staff give in every language of the portal: none may be missing or blank. */
/*#__NO_SIDE_EFFECTS__*/
export function inEveryLanguage(text: z.ZodString) {
  return z.object(
    Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, z.ZodString>,
  );
}

// Downloads and videos

/** One download (or video) as staff see it: every language of its title, its group. */
export const manageDownloadSchema = lazySchema(() =>
  z.object({
    id: integer,
    customer_group: z.enum(CUSTOMER_GROUPS),
    category: z.enum(SERVICE_ITEMS),
    title: z.partialRecord(z.enum(LOCALES), z.string()),
    language: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size: integer,
    /** The languages it has captions in (videos). */
    captions: z.array(z.enum(LOCALES)),
    position: integer,
    created_at: z.string(),
  }),
);
export type ManageDownload = z.infer<typeof manageDownloadSchema>;
export const manageDownloadsSchema = lazySchema(() => z.array(manageDownloadSchema));

/** `GET api/manage/downloads/`: one group's or every group's, one section's or all. */
export const manageDownloadsQuerySchema = lazySchema(() =>
  z.object({
    customer_group: z.enum(CUSTOMER_GROUPS).optional(),
    category: z.enum(SERVICE_ITEMS).optional(),
  }),
);
export type ManageDownloadsQuery = z.infer<typeof manageDownloadsQuerySchema>;

// Blank is missing: the field says "Required", as every required text does.
const title = lazySchema(() => requiredText(1, 200));

/** What describes a download: its section, the language it speaks and its title in all seven. */
export const downloadDetailsSchema = lazySchema(() =>
  z.object({
    category: z.enum(SERVICE_ITEMS),
    language: z.enum(LOCALES),
    title: inEveryLanguage(title),
  }),
);
export type DownloadDetails = z.infer<typeof downloadDetailsSchema>;

/**
 * The fields of an upload (multipart, before the file): `category`, `language`, `title.<locale>`
 * for each of the seven, and `customer_groups` once per group (a copy is stored for each).
 */
export const downloadUploadSchema = lazySchema(() =>
  downloadDetailsSchema.extend({
    customer_groups: z.array(z.enum(CUSTOMER_GROUPS)).min(1),
  }),
);
export type DownloadUpload = z.infer<typeof downloadUploadSchema>;

/** `PUT api/manage/downloads/{id}/captions/{language}/`: a WebVTT caption track. */
export const captionBodySchema = lazySchema(() =>
  z.object({
    text: z.string().min(1).max(MAX_CAPTION_CHARS),
  }),
);
export type CaptionBody = z.infer<typeof captionBodySchema>;

// Integration keys

export const integrationKeySchema = lazySchema(() =>
  z.object({
    id: integer,
    site: z.enum(PRODUCTION_SITES),
    label: z.string(),
    /** The key's first characters, to recognise it. */
    prefix: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  }),
);
export type IntegrationKey = z.infer<typeof integrationKeySchema>;
export const integrationKeysSchema = lazySchema(() => z.array(integrationKeySchema));

export const integrationKeyCreateSchema = lazySchema(() =>
  z.object({
    site: z.enum(PRODUCTION_SITES),
    label: z.string().trim().max(80).default(''),
  }),
);
export type IntegrationKeyCreate = z.input<typeof integrationKeyCreateSchema>;

/** The answer of a create: the only time the secret is shown. */
export const createdIntegrationKeySchema = lazySchema(() =>
  integrationKeySchema.extend({
    key: z.string(),
  }),
);
export type CreatedIntegrationKey = z.infer<typeof createdIntegrationKeySchema>;

// Partner chains' keys (the partner API of retail chains, decision 096)

export const partnerKeySchema = lazySchema(() =>
  integrationKeySchema.omit({ site: true }).extend({
    chain_id: integer,
    /** The member of staff who made it; null for a key given in the configuration. */
    created_by: z.string().nullable(),
  }),
);
export type PartnerKey = z.infer<typeof partnerKeySchema>;

/** A chain with its stores (dealers) and its keys, newest key last. */
export const partnerChainSchema = lazySchema(() =>
  z.object({
    id: integer,
    code: z.string(),
    name: z.string(),
    stores: z.array(z.object({ debtor_id: integer, number: z.string(), name: z.string() })),
    keys: z.array(partnerKeySchema),
  }),
);
export type PartnerChain = z.infer<typeof partnerChainSchema>;
export const partnerChainsSchema = lazySchema(() => z.array(partnerChainSchema));

export const partnerKeyCreateSchema = lazySchema(() =>
  z.object({
    label: z.string().trim().max(80).default(''),
  }),
);
export type PartnerKeyCreate = z.input<typeof partnerKeyCreateSchema>;

export const createdPartnerKeySchema = lazySchema(() =>
  partnerKeySchema.extend({ key: z.string() }),
);
export type CreatedPartnerKey = z.infer<typeof createdPartnerKeySchema>;

// The mail log

const day = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** `GET api/manage/mail/`: a search in recipient, subject and kind, and UTC days (both included). */
export const mailLogQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(120).optional(),
    kind: z.string().trim().min(1).max(64).optional(),
    from: day.optional(),
    to: day.optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
);
export type MailLogQuery = z.input<typeof mailLogQuerySchema>;
export type MailLogFilters = z.infer<typeof mailLogQuerySchema>;

export const mailLogEntrySchema = lazySchema(() =>
  z.object({
    id: integer,
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    created_at: z.string(),
  }),
);
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;
export const mailLogPageSchema = lazySchema(() => pageOf(mailLogEntrySchema));
export type MailLogPage = z.infer<typeof mailLogPageSchema>;

export const mailLogMessageSchema = lazySchema(() =>
  mailLogEntrySchema.extend({
    text: z.string(),
    html: z.string(),
  }),
);
export type MailLogMessage = z.infer<typeof mailLogMessageSchema>;

/** The answer of a resend: the message that went out again. */
export const mailResentSchema = lazySchema(() =>
  z.object({ resent_from: integer, to: z.string() }),
);
export type MailResent = z.infer<typeof mailResentSchema>;
