import { describe, expect, it } from 'vitest';
import {
  debtorIdOf,
  pathOf,
  reportedUserAgent,
  scrubEvent,
  scrubSelector,
  storedReport,
} from './report.js';
import { FILTERED } from './tracing.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop';
const EVENT_ID = '3f2a9c410b7e4d2a8c1b0e9f7a6d5c4b';

const event = () => ({
  event_id: EVENT_ID,
  timestamp: 1_764_000_000.5,
  release: 'atelier@1.4.0',
  environment: 'production',
  level: 'error',
  transaction: '/account/orders/:id',
  message: `refresh failed for ${JWT}`,
  user: { id: '42', email: 'dealer@shop.example', ip_address: '10.0.0.1', username: 'dealer' },
  request: {
    url: 'https://portal.example/recover-password?token=abc123&lang=nl#top',
    headers: {
      Authorization: `Bearer ${JWT}`,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    },
    cookies: { session: 'c' },
    data: { password: 'hunter22' },
    query_string: 'token=abc123',
  },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: 'Order 17 has no lines',
        mechanism: { type: 'onerror', handled: false },
        stacktrace: {
          frames: [
            {
              filename: '/assets/orders-Ab3dE_9x.js',
              function: 'OrderLines',
              lineno: 3,
              colno: 9,
              in_app: true,
            },
          ],
        },
      },
    ],
  },
  breadcrumbs: [
    {
      timestamp: 1_764_000_000,
      category: 'fetch',
      data: { url: `/api/token/refresh/?token=${JWT}`, method: 'POST' },
    },
    {
      timestamp: 1_764_000_000,
      category: 'navigation',
      data: { from: '/quote/q-7f3a9b/accept', to: '/account' },
    },
    {
      timestamp: 1_764_000_000,
      category: 'ui.click',
      message: 'button[aria-label="Open order of Jansen"].primary',
    },
  ],
  contexts: {
    trace: { trace_id: 'ABCDEF0123456789abcdef0123456789', span_id: '1234567890abcdef' },
    replay: { replay_id: 'b'.repeat(32) },
    state: { state: { value: { customer: 'Jansen, Dorpsstraat 1' } } },
  },
  extra: { form: { password: 'hunter22', note: 'ok' } },
  tags: { route: 'orders', flag: true, nested: { no: 1 } },
});

describe('what the intake keeps of a report', () => {
  it('keeps the debtor by id only, and only an id', () => {
    expect(debtorIdOf({ id: '42', email: 'x' })).toBe(42);
    expect(debtorIdOf({ id: 42 })).toBe(42);
    expect(debtorIdOf({ id: 'dealer@shop.example' })).toBe(null);
    expect(debtorIdOf({ id: '0' })).toBe(null);
    expect(debtorIdOf(null)).toBe(null);
  });

  it('drops the request’s headers, cookies and body, the user’s other fields and the stores', () => {
    const input = event();
    const copy = JSON.parse(JSON.stringify(input));
    const out = scrubEvent(input);
    expect(input).toEqual(copy);
    expect(out.user).toEqual({ id: '42' });
    expect(out.request).toEqual({
      url: `https://portal.example/recover-password?token=${FILTERED}&lang=nl`,
    });
    expect((out.contexts as Record<string, unknown>).state).toBeUndefined();
    const written = JSON.stringify(out);
    for (const secret of [JWT, 'hunter22', 'abc123', 'dealer@shop.example', '10.0.0.1', 'Jansen']) {
      expect(written).not.toContain(secret);
    }
    expect(scrubSelector('div.list > button[aria-label="Jansen"][data-id=\'7\']')).toBe(
      'div.list > button[aria-label][data-id]',
    );
  });

  it('keeps what the desk shows', () => {
    const input = event();
    const report = storedReport(scrubEvent(input), reportedUserAgent(input));
    expect(report).toMatchObject({
      eventId: EVENT_ID,
      occurredAt: new Date(1_764_000_000_500),
      release: 'atelier@1.4.0',
      environment: 'production',
      title: 'TypeError: Order 17 has no lines',
      route: '/account/orders/:id',
      url: `/recover-password?token=${FILTERED}&lang=nl`,
      browser: 'Chrome 131',
      os: 'Linux',
      debtorId: 42,
      traceId: 'abcdef0123456789abcdef0123456789',
      replayId: 'b'.repeat(32),
      tags: { route: 'orders', flag: 'true' },
      fingerprint: ['exception', 'TypeError', 'Order <n> has no lines', 'orders.js', 'OrderLines'],
    });
    expect(report?.exceptions[0]).toEqual({
      type: 'TypeError',
      value: 'Order 17 has no lines',
      mechanism: 'onerror',
      handled: false,
      frames: [
        {
          filename: '/assets/orders-Ab3dE_9x.js',
          function: 'OrderLines',
          lineno: 3,
          colno: 9,
          in_app: true,
        },
      ],
    });
    expect(report?.breadcrumbs.map((crumb) => crumb.data ?? crumb.message)).toEqual([
      { url: `/api/token/refresh/?token=${FILTERED}`, method: 'POST' },
      { from: `/quote/${FILTERED}/accept`, to: '/account' },
      'button[aria-label].primary',
    ]);
    expect(report?.breadcrumbs[0]?.timestamp).toBe('2025-11-24T16:00:00.000Z');
  });

  it('names the replay the SDK recorded, as its tags name it', () => {
    const { contexts, ...input } = event();
    const { replay: _, ...others } = contexts;
    const tagged = { ...input, contexts: others, tags: { replayId: 'c'.repeat(32) } };
    expect(storedReport(scrubEvent(tagged), null)?.replayId).toBe('c'.repeat(32));
    expect(storedReport(scrubEvent({ ...input, contexts: others }), null)?.replayId).toBe(null);
  });

  it('takes the page’s path as the route when the report names none, and refuses a report without an id', () => {
    const { transaction: _, ...input } = event();
    expect(storedReport(scrubEvent(input), null)?.route).toBe('/recover-password');
    expect(storedReport(scrubEvent({ ...input, event_id: 'nope' }), null)).toBe(null);
    expect(pathOf('https://portal.example')).toBe('/');
  });
});
