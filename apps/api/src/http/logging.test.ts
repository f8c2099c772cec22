// The server log: one line per answered request (not Fastify's two), with what an operator
// needs to read it; the security headers on every answer, a 404 included.
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app.js';
import { LOG_FLUSH_MS, serverLogging } from './logging.js';
import { helmetHeaders } from './security-headers.js';

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    callback();
  },
});
const context = useTestApp({ logger: { level: 'info', stream: sink } });

describe('server log', () => {
  it('writes one line per request with method, url, status and time', async () => {
    lines.length = 0;
    const answer = await context.app.inject({ method: 'GET', url: '/api/latest-tag/' });
    expect(answer.statusCode).toBe(200);
    await context.app.inject({ method: 'GET', url: '/api/no-such-call/' });
    const requests = lines.filter((line) => line.msg === 'request answered');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/api/latest-tag/', statusCode: 200 });
    expect(requests[1]).toMatchObject({ url: '/api/no-such-call/', statusCode: 404 });
    expect(typeof requests[0]?.ms).toBe('number');
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('sends the security headers computed once on every answer', async () => {
    const expected = helmetHeaders({});
    expect(expected['x-content-type-options']).toBe('nosniff');
    for (const url of ['/api/latest-tag/', '/api/no-such-call/', '/api/user/settings/']) {
      const answer = await context.app.inject({ method: 'GET', url });
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(answer.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });
});

describe('server log destination', () => {
  const opened = () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-log-'));
    const file = join(dir, 'server.log');
    const fd = openSync(file, 'w');
    return {
      messages: () =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => (JSON.parse(line) as { msg: string }).msg),
      fd,
      // The destination closes the file itself (`close`).
      remove: () => rmSync(dir, { recursive: true, force: true }),
    };
  };
  /** Lets a write the destination started (on the thread pool) finish: up to a second. */
  const written = async (check: () => boolean) => {
    for (let turn = 0; turn < 200 && !check(); turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };

  it('gathers lines instead of one write each, and writes an error at once', async () => {
    // The periodic flush stands still: only the error may write.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = opened();
    const logging = serverLogging('info', log.fd);
    const app = Fastify({ logger: logging.logger });
    try {
      app.log.info('first');
      app.log.info('second');
      await written(() => log.messages().length > 0);
      expect(log.messages()).toEqual([]);
      app.log.error('broken');
      await written(() => log.messages().length === 3);
      expect(log.messages()).toEqual(['first', 'second', 'broken']);
      app.log.info('last');
      logging.close();
      expect(log.messages()).toEqual(['first', 'second', 'broken', 'last']);
    } finally {
      vi.useRealTimers();
      await app.close();
      log.remove();
    }
  });

  it('writes a lone line at the next periodic flush', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = opened();
    const logging = serverLogging('info', log.fd);
    const app = Fastify({ logger: logging.logger });
    try {
      app.log.info('alone');
      await written(() => log.messages().length > 0);
      expect(log.messages()).toEqual([]);
      vi.advanceTimersByTime(LOG_FLUSH_MS);
      await written(() => log.messages().length === 1);
      expect(log.messages()).toEqual(['alone']);
    } finally {
      logging.close();
      vi.useRealTimers();
      await app.close();
      log.remove();
    }
  });
});
