// Writing to the manufacturer's customer support (portal §1: the chat-support entry shows only in
// Dutch and not to tracking-only accounts). The message goes out as mail to the account's support
// address (docs/decisions/036-support-message.md).
import { z } from 'zod';
import type { Locale } from '../enums.js';
import { lazySchema } from '../pure.js';
import { SUPPORT_SIDES, SUPPORT_THREAD_STATUSES } from '../support/conversation.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

/** Portal §1: the chat-support entry is loaded only in Dutch and not for tracking-only accounts. */
export function supportChatOffered(
  locale: Locale,
  account: { show_only_tracking_page: boolean },
): boolean {
  return locale === 'nl' && !account.show_only_tracking_page;
}

export const SUPPORT_SUBJECT_MIN_LENGTH = 3;
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;

export const supportMessageBodySchema = lazySchema(() =>
  z
    .object({
      subject: requiredText(SUPPORT_SUBJECT_MIN_LENGTH, 120),
      message: requiredText(SUPPORT_MESSAGE_MIN_LENGTH, 4000),
    })
    .strict(),
);
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;
export type SupportMessageValues = z.output<typeof supportMessageBodySchema>;

export const supportMessageAnswerSchema = lazySchema(() =>
  z.object({ sent: z.literal(true), to: z.string() }),
);

// The conversation (issue 29 §2 "Support inbox", docs/decisions/085-support-conversations.md).

const threadId = lazySchema(() => integer.positive().max(2_147_483_647));

/** `POST api/support/messages/` answers the mail's address and the conversation it opened. */
export const supportMessageSentSchema = lazySchema(() =>
  supportMessageAnswerSchema.extend({
    thread_id: threadId,
  }),
);

export const supportMessageSchema = lazySchema(() =>
  z.object({
    id: integer,
    author: z.enum(SUPPORT_SIDES),
    /** The author's user name (a member of staff's, or the dealer account's). */
    author_name: z.string(),
    text: z.string(),
    at: z.string(),
  }),
);
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as a list shows it; `unread` is for the side that asks. */
export const supportThreadSchema = lazySchema(() =>
  z.object({
    id: threadId,
    subject: z.string(),
    debtor_id: integer,
    debtor_name: z.string(),
    debtor_number: z.string(),
    /** The dealer account that opened it. */
    opened_by: z.string(),
    status: z.enum(SUPPORT_THREAD_STATUSES),
    assignee_id: integer.nullable(),
    assignee_name: z.string().nullable(),
    created_at: z.string(),
    last_activity_at: z.string(),
    unread: z.boolean(),
  }),
);
export type SupportThread = z.infer<typeof supportThreadSchema>;
export const supportThreadPageSchema = lazySchema(() => pageOf(supportThreadSchema));
export type SupportThreadPage = z.infer<typeof supportThreadPageSchema>;

export const supportThreadDetailSchema = lazySchema(() =>
  supportThreadSchema.extend({
    messages: z.array(supportMessageSchema),
  }),
);
export type SupportThreadDetail = z.infer<typeof supportThreadDetailSchema>;

/** How many conversations wait to be read by the side that asks (the dealer's badge). */
export const supportUnreadSchema = lazySchema(() => z.object({ unread: integer.min(0) }));

/** A reply; staff may set the status in the same step (default: `statusAfterReply`). */
export const supportReplyBodySchema = lazySchema(() =>
  z.object({ text: requiredText(1, 4000) }).strict(),
);
export type SupportReplyBody = z.input<typeof supportReplyBodySchema>;

export const manageSupportReplyBodySchema = lazySchema(() =>
  z
    .object({
      text: requiredText(1, 4000),
      status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
    })
    .strict(),
);
export type ManageSupportReplyBody = z.input<typeof manageSupportReplyBodySchema>;

/** `PATCH api/manage/support/threads/{id}/`: a status, an assignee (null: nobody), or both. */
export const manageSupportThreadPatchSchema = lazySchema(() =>
  z
    .object({
      status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
      assignee_id: integer.positive().max(2_147_483_647).nullable().optional(),
    })
    .strict()
    .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
      path: ['status'],
      error: 'required',
    }),
);
export type ManageSupportThreadPatch = z.input<typeof manageSupportThreadPatchSchema>;

/** `GET api/support/threads/` (the dealer's shop). */
export const supportThreadListQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(25),
  }),
);

/** `GET api/manage/support/threads/`: search in subject, text and debtor; `assignee` `me`, `none` or an id. */
export const manageSupportListQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
    assignee: z.union([z.enum(['me', 'none']), z.string().regex(/^\d{1,9}$/)]).optional(),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type ManageSupportListQuery = z.input<typeof manageSupportListQuerySchema>;
export type ManageSupportListFilters = z.output<typeof manageSupportListQuerySchema>;

/** The inbox's count for the overview: conversations whose turn is support's. */
export const manageSupportSummarySchema = lazySchema(() =>
  z.object({
    open: integer.min(0),
    unread: integer.min(0),
  }),
);
