// Writing to the manufacturer's customer support (portal §1: the chat-support entry shows only in
// Dutch and not to tracking-only accounts). The message goes out as mail to the account's support
// address (docs/decisions/036-support-message.md).
import { z } from 'zod';
import type { Locale } from '../enums.js';
import { pure } from '../pure.js';
import { SUPPORT_SIDES, SUPPORT_THREAD_STATUSES } from '../support/conversation.js';
import { pageOf } from './session.js';
import { requiredText } from './text.js';

/** Portal §1: the chat-support entry is loaded only in Dutch and not for tracking-only accounts. */
export function supportChatOffered(
  locale: Locale,
  account: { show_only_tracking_page: boolean },
): boolean {
  return locale === 'nl' && !account.show_only_tracking_page;
}

export const SUPPORT_SUBJECT_MIN_LENGTH = 3;
export const SUPPORT_MESSAGE_MIN_LENGTH = 10;

export const supportMessageBodySchema = pure(() =>
  z
    .object({
      subject: requiredText(SUPPORT_SUBJECT_MIN_LENGTH, 120),
      message: requiredText(SUPPORT_MESSAGE_MIN_LENGTH, 4000),
    })
    .strict(),
);
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;
export type SupportMessageValues = z.output<typeof supportMessageBodySchema>;

export const supportMessageAnswerSchema = z.object({ sent: z.literal(true), to: z.string() });

// The conversation (issue 29 §2 "Support inbox", docs/decisions/085-support-conversations.md).

const threadId = z.number().int().positive().max(2_147_483_647);

/** `POST api/support/messages/` answers the mail's address and the conversation it opened. */
export const supportMessageSentSchema = pure(() =>
  supportMessageAnswerSchema.extend({
    thread_id: threadId,
  }),
);

export const supportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(SUPPORT_SIDES),
  /** The author's user name (a member of staff's, or the dealer account's). */
  author_name: z.string(),
  text: z.string(),
  at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as a list shows it; `unread` is for the side that asks. */
export const supportThreadSchema = z.object({
  id: threadId,
  subject: z.string(),
  debtor_id: z.number().int(),
  debtor_name: z.string(),
  debtor_number: z.string(),
  /** The dealer account that opened it. */
  opened_by: z.string(),
  status: z.enum(SUPPORT_THREAD_STATUSES),
  assignee_id: z.number().int().nullable(),
  assignee_name: z.string().nullable(),
  created_at: z.string(),
  last_activity_at: z.string(),
  unread: z.boolean(),
});
export type SupportThread = z.infer<typeof supportThreadSchema>;
export const supportThreadPageSchema = pure(() => pageOf(supportThreadSchema));
export type SupportThreadPage = z.infer<typeof supportThreadPageSchema>;

export const supportThreadDetailSchema = pure(() =>
  supportThreadSchema.extend({
    messages: z.array(supportMessageSchema),
  }),
);
export type SupportThreadDetail = z.infer<typeof supportThreadDetailSchema>;

/** How many conversations wait to be read by the side that asks (the dealer's badge). */
export const supportUnreadSchema = z.object({ unread: z.number().int().min(0) });

/** A reply; staff may set the status in the same step (default: `statusAfterReply`). */
export const supportReplyBodySchema = pure(() =>
  z.object({ text: requiredText(1, 4000) }).strict(),
);
export type SupportReplyBody = z.input<typeof supportReplyBodySchema>;

export const manageSupportReplyBodySchema = pure(() =>
  z
    .object({
      text: requiredText(1, 4000),
      status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
    })
    .strict(),
);
export type ManageSupportReplyBody = z.input<typeof manageSupportReplyBodySchema>;

/** `PATCH api/manage/support/threads/{id}/`: a status, an assignee (null: nobody), or both. */
export const manageSupportThreadPatchSchema = z
  .object({
    status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
    assignee_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  })
  .strict()
  .refine((body) => body.status !== undefined || body.assignee_id !== undefined, {
    path: ['status'],
    error: 'required',
  });
export type ManageSupportThreadPatch = z.input<typeof manageSupportThreadPatchSchema>;

/** `GET api/support/threads/` (the dealer's shop). */
export const supportThreadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

/** `GET api/manage/support/threads/`: search in subject, text and debtor; `assignee` `me`, `none` or an id. */
export const manageSupportListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(SUPPORT_THREAD_STATUSES).optional(),
  assignee: z.union([z.enum(['me', 'none']), z.string().regex(/^\d{1,9}$/)]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ManageSupportListQuery = z.input<typeof manageSupportListQuerySchema>;
export type ManageSupportListFilters = z.output<typeof manageSupportListQuerySchema>;

/** The inbox's count for the overview: conversations whose turn is support's. */
export const manageSupportSummarySchema = z.object({
  open: z.number().int().min(0),
  unread: z.number().int().min(0),
});
