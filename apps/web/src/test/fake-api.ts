// A scripted stand-in for the API: each test says how each path answers, and reads back what
// the client sent.
import { vi } from 'vitest';

export interface SentRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Answer =
  | { status: number; body?: unknown }
  | Promise<{ status: number; body?: unknown }>;
type Handler = (request: SentRequest) => Answer;

/** A JWT whose payload carries `exp` `secondsFromNow` from now (the signature is not checked here). */
export function makeToken(secondsFromNow: number, subject = 'user'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp, jti: Math.random() })}.sig`;
}

export function fakeApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\//, '');
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const request: SentRequest = {
      path,
      method: init.method ?? 'GET',
      headers,
      body:
        typeof init.body === 'string'
          ? JSON.parse(init.body)
          : init.body instanceof FormData
            ? init.body
            : undefined,
    };
    sent.push(request);
    const handler = routes[path];
    const answer = handler ? await handler(request) : { status: 404, body: { code: 'not_found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    calls: (path: string) => sent.filter((r) => r.path === path),
  };
}
