// `POST api/errors/envelope/`: the intake of the browsers' error reports, the Sentry SDK's
// `tunnel` (decision 095). Public: a report may come from a page before log-in. The body is read
// as bytes whatever its type (the SDK posts text/plain, or no type when a recording is binary).
import { ERROR_INTAKE_LIMITS, ERROR_INTAKE_PATH } from '@atelier/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import type { ErrorIntake } from './intake.service.js';

export const errorIntakeRoutes: FastifyPluginAsyncZod<{ intake: ErrorIntake }> = async (
  app,
  { intake },
) => {
  // This plugin's scope reads every body as bytes; the rest of the API keeps its parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    ERROR_INTAKE_PATH,
    {
      config: { public: true },
      bodyLimit: ERROR_INTAKE_LIMITS.envelopeBytes,
      // Counted before the body is read: a caller over its limit costs no parsing.
      onRequest: (request, _reply, done) => {
        try {
          intake.admit(request.ip);
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      schema: {
        tags: ['errors'],
        summary: 'Take a browser’s error report (a Sentry envelope)',
        description:
          'The Sentry SDK’s `tunnel`: the body is a Sentry envelope (`text/plain` or no type) naming the portal’s own DSN (public key `atelier`, project `1`). Errors and session replays are kept (grouped by fingerprint) or, with `SENTRY_DSN` configured, passed on to that Sentry and not kept; transactions, sessions and client reports are taken and dropped (passed on with a Sentry configured). Secrets are replaced before anything is kept or passed on. Limits: 1 MiB, 16 items, a recording inflating to 4 MiB (413 `payload_too_large`); 120 envelopes a minute per address and 60 per browser session (429 `throttled` with Retry-After). Another DSN answers 400 `envelope_dsn_unknown`, an envelope that does not read 400 `parse_error`.',
        response: {
          200: z.object({ id: z.string().nullable() }),
          ...errorResponses(400, 413, 429),
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new AppError('parse_error');
      }
      return intake.receive({
        body: request.body,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
    },
  );
};
