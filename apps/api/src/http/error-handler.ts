// Every failure leaves the API as `{detail, code}` or field errors, in the caller's language, and
// never with a stack trace. Unknown errors are logged and answered as `server_error`, whose answer
// carries the request's trace id as `reference`.
import { ActionRefused, type ErrorCode, issueMessageParams } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_STATUS } from './errors.js';
import { IssuesInvalid, issuesToFieldErrors } from './issues.js';
import { traceIdOf } from './request-tracing.js';
import { fieldErrors, RequestValidationError } from './validation.js';

/** Fastify's own error codes that a client causes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'parse_error',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'parse_error',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'parse_error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_BAD_URL: 'not_found',
  FST_ERR_NOT_FOUND: 'not_found',
  // The static plugin refuses a path it will not map to a file: that path names nothing.
  FST_STATIC_FORBIDDEN_PATH: 'not_found',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
): FastifyReply {
  const status = ERROR_STATUS[code];
  // A failure of ours names the request's trace: support finds its log lines and spans by it.
  const reference = status >= 500 ? traceIdOf(request) : null;
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send({
      ...extra,
      detail: translate(
        request.locale,
        `errors:${code}`,
        issueMessageParams({ params }, request.locale),
      ),
      code,
      ...(reference ? { reference } : {}),
    });
}

function clientCode(error: FastifyError): ErrorCode | undefined {
  const known = FASTIFY_CODES[error.code];
  if (known) return known;
  // The JSON parser reports malformed input as a SyntaxError with status 400.
  if (error instanceof SyntaxError || error.statusCode === 400) return 'parse_error';
  // A file's If-Match or If-Unmodified-Since that does not hold (the web app's files).
  if (error.statusCode === 412) return 'precondition_failed';
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  return undefined;
}

/**
 * Field errors as JSON text: a field named `__proto__` would vanish if the answer went through the
 * response schema's parse, which copies keys by assignment.
 */
function sendFieldErrors(reply: FastifyReply, errors: Record<string, string[]>): FastifyReply {
  return reply.status(400).type('application/json; charset=utf-8').send(JSON.stringify(errors));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return sendError(request, reply, error.code, error.params, error.extra);
    }
    // A refused order or article action: 409 with its reason as the code.
    if (error instanceof ActionRefused) return sendError(request, reply, error.reason);
    if (error instanceof IssuesInvalid) {
      return sendFieldErrors(reply, issuesToFieldErrors(error.issues, request.locale));
    }
    if (error instanceof RequestValidationError) {
      // A malformed path parameter means the resource does not exist, as DRF's URL converters do.
      if ((error as { validationContext?: string }).validationContext === 'params') {
        return sendError(request, reply, 'not_found');
      }
      return sendFieldErrors(reply, fieldErrors(error.issues, request.locale));
    }
    const code = clientCode(error);
    if (code) {
      request.log.info({ err: error }, 'rejected request');
      return sendError(request, reply, code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'server_error');
  });
}
