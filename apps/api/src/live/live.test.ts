// The live stream on a listening server (an event stream never ends, so `inject` cannot read it):
// a caller hears its own shops' changes only, and the stream ends with the session or the token.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from '../auth/tokens.js';
import { debtor } from '../db/schema/index.js';
import { outboxFor } from '../mail/mail.repository.js';
import { bearer, login, useTestApp } from '../test/app.js';
import { liveEventFor, STREAMS_PER_USER } from './live.routes.js';
import type { LiveEvent } from './live-bus.js';

const SECRET = 'live-stream-test-secret-0123456789abcdef';
const ctx = useTestApp({ jwtSecret: SECRET, liveHeartbeatMs: 150 });
let base = '';
const debtorIds: Record<string, number> = {};

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  for (const row of await ctx.database.db
    .select({ id: debtor.id, number: debtor.number })
    .from(debtor)) {
    debtorIds[row.number] = row.id;
  }
});

const change = (debtorNumber: string, articleId: number): LiveEvent => ({
  type: 'production',
  debtorId: debtorIds[debtorNumber] as number,
  orderId: 1,
  articleId,
  status: 'produktie',
  stockState: 'enoughstock',
  plannedDate: '2026-12-04',
  at: new Date().toISOString(),
});

interface Stream {
  /** Reads until `done(text)` holds or the stream ends; the text read so far. */
  until(done: (text: string) => boolean, ms?: number): Promise<string>;
  close(): void;
}

async function openStream(
  access: string,
  at: string = base,
  headers: Record<string, string> = {},
): Promise<{ status: number; stream: Stream }> {
  const abort = new AbortController();
  const response = await fetch(`${at}/api/live/`, {
    headers: { ...bearer(access), ...headers },
    signal: abort.signal,
  });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let finished = false;
  return {
    status: response.status,
    stream: {
      async until(done, ms = 5000) {
        const deadline = Date.now() + ms;
        while (!done(text) && !finished && Date.now() < deadline) {
          const next = await Promise.race([
            reader?.read(),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
          ]);
          if (next === null) break;
          if (!next || next.done) finished = true;
          else text += decoder.decode(next.value, { stream: true });
        }
        return text;
      },
      close: () => abort.abort(),
    },
  };
}

const connected = (text: string) => text.includes(': connected');

describe('GET api/live/', () => {
  it('needs an access token in the Authorization header', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/live/' });
    expect(response.statusCode).toBe(401);
    const viaQuery = await ctx.app.inject({
      method: 'GET',
      url: `/api/live/?token=${(await login(ctx.app, 'demo-shop')).access}`,
    });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('tells a shop its own changes and never another shop’s', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const { status, stream } = await openStream(access);
    expect(status).toBe(200);
    await stream.until(connected);
    ctx.app.live.publish([change('100458', 901), change('100231', 902)]);
    const text = await stream.until((read) => read.includes('"article_id":902'));
    stream.close();
    expect(text).toContain('event: production');
    expect(text).toContain(`"debtor_id":${debtorIds['100231']}`);
    expect(text).not.toContain('"article_id":901');
  });

  it('tells a service account the changes of its shops only', async () => {
    const { access } = await login(ctx.app, 'demo-service');
    const { stream } = await openStream(access);
    await stream.until(connected);
    ctx.app.live.publish([
      change('100231', 911),
      change('500731', 912),
      change('200117', 913),
      change('300542', 914),
    ]);
    const text = await stream.until((read) => read.includes('"article_id":914'));
    stream.close();
    expect(text).toContain('"article_id":913');
    expect(text).not.toContain('"article_id":911');
    expect(text).not.toContain('"article_id":912');
  });

  it('keeps the stream alive with heartbeats and ends it at logout', async () => {
    const session = await login(ctx.app, 'demo-pl');
    const { stream } = await openStream(session.access);
    expect(await stream.until((read) => read.includes(': heartbeat'))).toContain(': heartbeat');
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    const text = await stream.until((read) => read.includes('event: end'));
    expect(text).toContain('"reason":"session_ended"');
    // After the end nothing more is written: the server closed the stream.
    ctx.app.live.publish([change('500731', 921)]);
    expect(await stream.until(() => false, 400)).not.toContain('"article_id":921');
    stream.close();
  });

  it('holds a limited number of streams per user; the next is asked to wait, others are not', async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const streams: Stream[] = [];
    try {
      for (let index = 0; index < STREAMS_PER_USER; index += 1) {
        const { status, stream } = await openStream(access);
        expect(status).toBe(200);
        streams.push(stream);
        await stream.until(connected);
      }
      const refused = await fetch(`${base}/api/live/`, { headers: bearer(access) });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(await refused.json()).toMatchObject({ code: 'throttled' });
      // Another user is not held back by this one's tabs.
      const other = await openStream((await login(ctx.app, 'demo-service')).access);
      expect(other.status).toBe(200);
      other.stream.close();
      // A closed tab frees its place.
      streams.shift()?.close();
      let again = 0;
      for (let attempt = 0; attempt < 50 && again !== 200; attempt += 1) {
        const next = await openStream(access);
        again = next.status;
        if (again === 200) streams.push(next.stream);
        else await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(again).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('ends the stream when its access token expires', async () => {
    const { access } = await login(ctx.app, 'demo-au');
    const claims = decodeJwt(access);
    // Three to four seconds left (a token's times are whole seconds): enough for a busy machine
    // to open the stream before the token runs out, which one second was not.
    const almostExpired = await createSigner(SECRET).sign(
      'access',
      { userId: Number(claims.sub), familyId: String(claims.fam) },
      { issuedAt: new Date(Date.now() - 296_000), id: randomUUID() },
    );
    const { status, stream } = await openStream(almostExpired);
    expect(status).toBe(200);
    const text = await stream.until((read) => read.includes('event: end'), 10_000);
    expect(text).toContain('"reason":"token_expired"');
    stream.close();
  });
});

describe('a member of staff viewing a shop as its dealer', () => {
  it('hears that shop’s changes only, and the stream ends with the view', async () => {
    const staff = await login(ctx.app, 'staff-service');
    const shop = debtorIds['100231'] as number;
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/manage/debtors/${shop}/view-as/`,
      headers: bearer(staff.access),
    });
    expect(start.statusCode, start.body).toBe(201);
    const { status, stream } = await openStream(staff.access, base, {
      'x-view-as-debtor': String(shop),
    });
    expect(status).toBe(200);
    await stream.until(connected);
    ctx.app.live.publish([change('100458', 931), change('100231', 932)]);
    // A heartbeat's check of the session keeps the view: the next change still arrives.
    await stream.until((read) => read.includes(': heartbeat'));
    ctx.app.live.publish([change('100231', 933)]);
    const text = await stream.until((read) => read.includes('"article_id":933'));
    expect(text).toContain('"article_id":932');
    expect(text).not.toContain('"article_id":931');

    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/manage/debtors/${shop}/view-as/`,
      headers: bearer(staff.access),
    });
    expect(end.statusCode).toBe(204);
    const ended = await stream.until((read) => read.includes('event: end'));
    expect(ended).toContain('"reason":"session_ended"');
    stream.close();
  });
});

describe('a session that ends closes its streams at once', () => {
  // A heartbeat an hour apart: whatever ends a stream here is not the heartbeat's session check.
  const quiet = useTestApp({ jwtSecret: SECRET, liveHeartbeatMs: 3_600_000 });
  let quietBase = '';
  let shopOfPl = 0;
  beforeAll(async () => {
    await quiet.app.listen({ port: 0, host: '127.0.0.1' });
    quietBase = `http://127.0.0.1:${(quiet.app.server.address() as AddressInfo).port}`;
    const [row] = await quiet.database.db
      .select({ id: debtor.id })
      .from(debtor)
      .where(eq(debtor.number, '500731'));
    shopOfPl = row?.id ?? 0;
  });
  const plChange = (articleId: number): LiveEvent => ({
    type: 'production',
    debtorId: shopOfPl,
    orderId: 1,
    articleId,
    status: 'produktie',
    stockState: 'enoughstock',
    plannedDate: null,
    at: new Date().toISOString(),
  });
  const ended = (read: string) => read.includes('event: end');

  it('ends the stream of a session at its logout, without waiting for a heartbeat; another session’s stays', async () => {
    const leaving = await login(quiet.app, 'demo-pl');
    const staying = await login(quiet.app, 'demo-pl');
    const gone = (await openStream(leaving.access, quietBase)).stream;
    const kept = (await openStream(staying.access, quietBase)).stream;
    await gone.until(connected);
    await kept.until(connected);
    const logout = await quiet.app.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: leaving.refresh },
    });
    expect(logout.statusCode).toBe(204);
    const text = await gone.until(ended);
    expect(text).toContain('event: end\ndata: {"reason":"session_ended"}');
    expect(text).not.toContain(': heartbeat');
    quiet.app.live.publish([plChange(931)]);
    expect(await kept.until((read) => read.includes('"article_id":931'))).not.toContain(
      'event: end',
    );
    gone.close();
    kept.close();
  });

  it('ends the other sessions’ streams at a password change, and every stream at a reset', async () => {
    const current = await login(quiet.app, 'demo-pl');
    const other = await login(quiet.app, 'demo-pl');
    const currentStream = (await openStream(current.access, quietBase)).stream;
    const otherStream = (await openStream(other.access, quietBase)).stream;
    await currentStream.until(connected);
    await otherStream.until(connected);
    const changed = await quiet.app.inject({
      method: 'PUT',
      url: '/api/user/update-password/',
      headers: bearer(current.access),
      payload: {
        current_password: 'atelier-demo',
        new_password: 'linen-and-velvet-42',
        confirm_password: 'linen-and-velvet-42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(await otherStream.until(ended)).toContain('"reason":"session_ended"');
    // The calling session's stream lives on.
    quiet.app.live.publish([plChange(941)]);
    expect(await currentStream.until((read) => read.includes('"article_id":941'))).not.toContain(
      'event: end',
    );
    // A reset by mail ends every session, the one that changed the password too.
    await quiet.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/',
      payload: { email: 'pl@atelier.example' },
    });
    await quiet.app.background.idle();
    const [mail] = await outboxFor(quiet.database.db, 'pl@atelier.example');
    const token = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get(
      'token',
    );
    const reset = await quiet.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/update',
      payload: {
        token,
        new_password: 'silk-and-cotton-77',
        confirm_password: 'silk-and-cotton-77',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await currentStream.until(ended)).toContain('"reason":"session_ended"');
    otherStream.close();
    currentStream.close();
  });

  it('ends the family’s streams when a refresh token is reused', async () => {
    const first = await login(quiet.app, 'demo-au');
    const refresh = (token: string) =>
      quiet.app.inject({
        method: 'POST',
        url: '/easyorder/token/refresh/',
        payload: { refresh: token },
      });
    const second = (await refresh(first.refresh)).json();
    await refresh(second.refresh);
    const stream = (await openStream(second.access, quietBase)).stream;
    await stream.until(connected);
    // The first token comes back after its successor was used: a theft, the family ends.
    expect((await refresh(first.refresh)).statusCode).toBe(401);
    expect(await stream.until(ended)).toContain('"reason":"session_ended"');
    stream.close();
  });
});

describe('what a change tells a caller', () => {
  const principal = (systemSettings: Record<string, boolean>) => ({
    userId: 1,
    username: 'demo-pl',
    email: 'pl@atelier.example',
    preferredLanguage: 'pl' as const,
    isServiceAccount: false,
    staffRole: null,
    ownDebtorId: 5,
    assignedDebtorIds: [],
    servicingDebtorId: null,
    customerFabricDebtorIds: [5],
    sessionFamilyId: null,
    access: {} as never,
    stored: { settings: {}, systemSettings },
  });
  const ownChange: LiveEvent = {
    type: 'production',
    debtorId: 5,
    orderId: 2,
    articleId: 3,
    status: 'probleem',
    stockState: 'nostock',
    plannedDate: '2026-12-11',
    at: '2026-11-24T10:00:00.000Z',
  };

  it('leaves out the status and the planned date where the account hides them', () => {
    expect(liveEventFor(principal({}), ownChange)).toMatchObject({
      status: 'probleem',
      planned_date: '2026-12-11',
    });
    expect(
      liveEventFor(
        principal({ show_tracking_order_status: false, show_plan_date: false }),
        ownChange,
      ),
    ).toMatchObject({ status: null, planned_date: null, article_id: 3 });
    expect(liveEventFor(principal({}), { ...ownChange, debtorId: 6 })).toBeNull();
  });
});
