// Writing to the manufacturer's customer support (portal §1: the chat-support entry shows only in
// Dutch and not to tracking-only accounts). The message goes out as mail to the account's support
// address (docs/decisions/036-support-message.md).
import { z } from 'zod';
import type { Locale } from '../enums.js';
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

export const supportMessageBodySchema = z
  .object({
    subject: requiredText(SUPPORT_SUBJECT_MIN_LENGTH, 120),
    message: requiredText(SUPPORT_MESSAGE_MIN_LENGTH, 4000),
  })
  .strict();
export type SupportMessageBody = z.input<typeof supportMessageBodySchema>;
export type SupportMessageValues = z.output<typeof supportMessageBodySchema>;

export const supportMessageAnswerSchema = z.object({ sent: z.literal(true), to: z.string() });
