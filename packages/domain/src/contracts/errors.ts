// Error codes the API answers in `{detail, code}`. The API maps each to an HTTP status in one
// table; the web maps each to the message key `errors:<code>` of packages/i18n. A refused order or
// article action answers its reason (orders/actions.ts) as the code.
import { REFUSAL_CODES } from '../orders/actions.js';

export const ERROR_CODES = [
  'invalid_credentials',
  'not_authenticated',
  'token_not_valid',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'throttled',
  'validation_error',
  'parse_error',
  'payload_too_large',
  'unsupported_media_type',
  'password_incorrect',
  'reset_token_invalid',
  'debtor_required',
  'conflict',
  'server_error',
  'image_too_large',
  'image_type_not_supported',
  'file_empty',
  'file_required',
  'order_not_editable',
  'idempotency_key_reused',
  'idempotency_key_invalid',
  'password_unchanged',
  'tracking_only',
  'feature_disabled',
  'image_unreadable',
  'multipart_invalid',
  'body_too_deep',
  'integration_key_invalid',
  ...REFUSAL_CODES,
  'article_not_returnable',
  'too_many_photos',
  'rma_closed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Keys of the `validation` namespace: the form rule kinds of portal §5 and what zod reports. */
export const VALIDATION_MESSAGE_KEYS = [
  'required',
  'numeric',
  'email',
  'alpha',
  'alpha_num',
  'double',
  'min_value',
  'max_value',
  'max',
  'min',
  'between',
  'regex',
  'confirmed',
  'one_decimal',
  'password_too_short',
  'passwords_do_not_match',
  'invalid_type',
  'invalid_choice',
  'unknown_field',
  'invalid_choice_of',
  'text_invalid',
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];
