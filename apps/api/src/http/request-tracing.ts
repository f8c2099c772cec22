// The server span of every request (decision 094): begun when the route is known, named by method
// and route pattern (never the URL, which may hold a shared quote's token), a child of the
// browser's trace when its `traceparent` or `sentry-trace` header names one, and active while the
// request runs, so the statements and jobs it causes and every log line it writes carry its ids.
// It ends with the answer; a 5xx marks it failed with the error behind it.
import { type Context, context, type Span } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordFailure, type Tracing } from '../telemetry/tracing.js';

export interface RequestTelemetry {
  span: Span;
  /** The context the span is active in. */
  context: Context;
  /** The route pattern (`/api/orders/:orderId/`), or null when no route matched. */
  route: string | null;
  /** Answered with a one-line log at debug (route config `quietLog`). */
  quiet: boolean;
  /** The error the request failed with, if any (recorded on the span for a 5xx). */
  error: unknown;
  ended: boolean;
}

const NO_ATTRIBUTES = Object.freeze({});

/** The trace id of the request, as a 5xx answer's `reference` gives it (null before tracing). */
export function traceIdOf(request: FastifyRequest): string | null {
  return request.telemetry?.span.spanContext().traceId ?? null;
}

function end(telemetry: RequestTelemetry, status: number | null): void {
  if (telemetry.ended) return;
  telemetry.ended = true;
  const { span } = telemetry;
  if (span.isRecording()) {
    if (status === null) span.setAttribute(ATTR_ERROR_TYPE, 'aborted');
    else {
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (status >= 500) {
        span.setAttribute(ATTR_ERROR_TYPE, String(status));
        recordFailure(span, telemetry.error ?? new Error(`answered ${status}`));
      }
    }
  }
  span.end();
}

/** Call first, before any other hook: the later ones run inside the request's span. */
export function installRequestTracing(app: FastifyInstance, tracing: Tracing): void {
  app.decorateRequest('telemetry', null);

  app.addHook('onRequest', (request, _reply, done) => {
    // Fastify builds the route options anew on every read: read once.
    const { url, config } = request.routeOptions;
    const route = request.is404 ? null : (url ?? null);
    const traced = tracing.startServer(
      route === null ? request.method : `${request.method} ${route}`,
      tracing.recording
        ? {
            [ATTR_HTTP_REQUEST_METHOD]: request.method,
            ...(route === null ? {} : { [ATTR_HTTP_ROUTE]: route }),
          }
        : NO_ATTRIBUTES,
      request.headers,
    );
    request.telemetry = {
      span: traced.span,
      context: traced.context,
      route,
      quiet: config?.quietLog === true,
      error: undefined,
      ended: false,
    };
    context.with(traced.context, done);
  });

  // A body arrives in the connection's own events, outside the request's context: the hooks and
  // the handler after parsing run in it again.
  app.addHook('preValidation', (request, _reply, done) => {
    const telemetry = request.telemetry;
    if (telemetry) context.with(telemetry.context, done);
    else done();
  });

  app.addHook('onError', (request, _reply, error, done) => {
    if (request.telemetry) request.telemetry.error = error;
    done();
  });

  // The answer has left: the span ends, and the hooks after this one (the request's log line)
  // still run in its context.
  app.addHook('onResponse', (request, reply, done) => {
    const telemetry = request.telemetry;
    if (!telemetry) return done();
    end(telemetry, reply.statusCode);
    context.with(telemetry.context, done);
  });

  // A caller that gave up (a slow click abandoned) still leaves its span. Only while spans are
  // recorded: the hook costs a listener per request.
  if (tracing.recording) {
    app.addHook('onRequestAbort', (request, done) => {
      if (request.telemetry) end(request.telemetry, null);
      done();
    });
  }
}
