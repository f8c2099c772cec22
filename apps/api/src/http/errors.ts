// Errors are codes (contracts/errors.ts). This table is the only place that turns a code into an
// HTTP status; the message comes from the i18n `errors` namespace in the caller's language.
import { type ErrorCode, REFUSAL_CODES, type RefusalCode } from '@atelier/domain';

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_credentials: 401,
  not_authenticated: 401,
  token_not_valid: 401,
  permission_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  precondition_failed: 412,
  throttled: 429,
  validation_error: 400,
  parse_error: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  password_incorrect: 400,
  reset_token_invalid: 400,
  debtor_required: 409,
  conflict: 409,
  server_error: 500,
  image_too_large: 413,
  image_type_not_supported: 415,
  file_empty: 400,
  file_required: 400,
  order_not_editable: 409,
  idempotency_key_reused: 422,
  idempotency_key_invalid: 400,
  password_unchanged: 400,
  tracking_only: 403,
  feature_disabled: 403,
  image_unreadable: 400,
  multipart_invalid: 400,
  body_too_deep: 400,
  integration_key_invalid: 401,
  partner_key_invalid: 401,
  partner_reference_reused: 409,
  // A refused order or article action (orders/actions.ts): the order is not in a state for it.
  ...(Object.fromEntries(REFUSAL_CODES.map((code) => [code, 409])) as Record<RefusalCode, number>),
  article_not_returnable: 409,
  too_many_photos: 400,
  rma_closed: 409,
  rma_action_refused: 409,
  measurement_unacknowledged: 409,
  quote_changed: 409,
  staff_only: 403,
  not_for_staff: 403,
  read_only_view: 403,
  username_taken: 409,
  view_as_ended: 403,
  debtor_has_no_account: 409,
  delivery_not_on_stop: 409,
  price_list_invalid: 400,
  price_list_version_started: 409,
  support_status_not_allowed: 409,
  sample_already_shipped: 409,
  fabric_delivery_collected: 409,
  envelope_dsn_unknown: 400,
  error_status_not_allowed: 409,
  shop_not_found: 404,
  shop_closed: 404,
  shop_proof_invalid: 400,
  kiosk_key_invalid: 401,
  kiosk_revoked: 401,
  kiosk_pairing_invalid: 400,
};

/** A failure the caller should see: answered as `{detail, code}` with the table's status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    /** What the answer carries besides `{detail, code}` (e.g. the warnings a confirm left open). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
