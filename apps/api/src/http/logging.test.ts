// The server log: one line per answered request (not Fastify's two), with what an operator
// needs to read it; the security headers on every answer, a 404 included.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
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
