// The server's log: pino writing asynchronously (the request does not wait for the terminal or
// the pipe), one line per answered request instead of Fastify's two (request in, response out).
// Lines are gathered and written a few kilobytes at a time rather than one write per line: a write
// per answered request was a system call per request. A line waits at most `LOG_FLUSH_MS` before
// it is written, an error (and anything worse) is written at once, and pino writes what is left
// when the process exits.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { activeTraceIds } from '../telemetry/tracing.js';

export interface ServerLogging {
  logger: NonNullable<FastifyServerOptions['logger']>;
  /** Writes out what is still buffered; call before the process exits. */
  flush(): void;
  /** Writes out what is buffered and closes the destination (the logger writes no more). */
  close(): void;
}

/** Lines are written once this many bytes have gathered (about thirty request lines)… */
export const LOG_BUFFER_BYTES = 4096;
/** …or at the latest this often. */
export const LOG_FLUSH_MS = 250;
/** pino's level number of `error`: such a line is written at once. */
const ERROR_LEVEL = 50;

/** The logger options for `buildApp` writing to `fd` (1: standard output). */
export function serverLogging(level: string, fd = 1): ServerLogging {
  const stream = pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  return {
    logger: {
      level,
      stream,
      hooks: {
        logMethod(args, method, levelNumber) {
          method.apply(this, args);
          // Unless a write is still under way (then the next periodic flush takes it).
          if (levelNumber >= ERROR_LEVEL) stream.flush();
        },
      },
    },
    flush: () => stream.flushSync(),
    close: () => {
      stream.flushSync();
      stream.destroy();
    },
  };
}

type LoggerOption = NonNullable<FastifyServerOptions['logger']>;

/** What the mixin answers outside a span: the line is written as it was given, nothing copied. */
const OUTSIDE_A_SPAN = Object.freeze({});

/**
 * The logger options with the active span's `trace_id` and `span_id` on every line (pino's
 * `mixin`): a request's lines, its statements' and its jobs' name the trace they belong to.
 * pino merges a mixin's answer by copying the line into it; outside a span nothing is copied.
 */
export function withTraceIds(logger: LoggerOption): LoggerOption {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  if (options.mixin) throw new Error('withTraceIds: the logger has a mixin of its own');
  return {
    ...options,
    mixin: () => activeTraceIds() ?? OUTSIDE_A_SPAN,
    mixinMergeStrategy: (line, ids) => (ids === OUTSIDE_A_SPAN ? line : Object.assign(ids, line)),
  };
}

/**
 * Replaces Fastify's request logging (turned off with `disableRequestLogging`) by one line per
 * answer at `info` (at `debug` for a route whose config says `quietLog`): method, URL, status and
 * time, and the request's trace (http/request-tracing.ts runs this hook in its context).
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (request.telemetry?.quiet) request.log.debug(line, 'request answered');
    else request.log.info(line, 'request answered');
    done();
  });
}
