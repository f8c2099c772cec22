// The server's log: pino writing asynchronously (the request does not wait for the terminal or
// the pipe), one line per answered request instead of Fastify's two (request in, response out).
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

export interface ServerLogging {
  logger: NonNullable<FastifyServerOptions['logger']>;
  /** Writes out what is still buffered; call before the process exits. */
  flush(): void;
}

/** The logger options for `buildApp` writing to `fd` (1: standard output). */
export function serverLogging(level: string, fd = 1): ServerLogging {
  const stream = pino.destination({ dest: fd, sync: false });
  return {
    logger: { level, stream },
    flush: () => stream.flushSync(),
  };
}

/**
 * Replaces Fastify's request logging (turned off with `disableRequestLogging`) by one line per
 * answer at `info`: method, URL, status and time.
 */
export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request answered',
    );
    done();
  });
}
