// `GET api/live/`: server-sent events for the open tabs of the portal (issue: statuses change on
// screen without a reload). Written by hand on the raw response: the browser reads it with fetch
// (the access token goes in the Authorization header, never in the URL) and one stream per tab.
// A stream ends when its access token expires or its session ends (log-out, password change,
// reset, revocation: at once, through the live bus, on every instance); the browser then opens a
// new one with a fresh token.
import { type LiveProductionEvent, type LiveRmaEvent, systemSettingsSchema } from '@atelier/domain';
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { principalOf, routesBelongTo } from '../auth/auth.hook.js';
import { readStored } from '../db/stored.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import { debtorScope, type Principal } from '../tenancy/scope.js';
import { endsSession, type LiveBus, type ProductionChange, type RmaChange } from './live-bus.js';

/** A comment line now and then keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/**
 * Open streams one user may hold on one server (one per open tab of the portal). A further one is
 * answered 429 `throttled`; the browser tries again after a pause and gets its stream once a tab
 * closes. It keeps a script that opens streams in a loop from holding the server's connections.
 */
export const STREAMS_PER_USER = 12;
/** When a refused stream may ask again. */
const STREAM_RETRY_SECONDS = 30;

/**
 * What a caller is told of a change: nothing about a shop it may not see, no status when its
 * account hides production statuses, no planned date when it hides those.
 */
export function liveEventFor(
  principal: Principal,
  change: ProductionChange,
): LiveProductionEvent | null {
  if (!debtorScope(principal).debtorIds.includes(change.debtorId)) return null;
  const flags = readStored(systemSettingsSchema, principal.stored?.systemSettings);
  return {
    type: 'production',
    debtor_id: change.debtorId,
    order_id: change.orderId,
    article_id: change.articleId,
    status: flags.show_tracking_order_status ? change.status : null,
    stock_state: change.stockState,
    planned_date: flags.show_plan_date ? change.plannedDate : null,
    at: change.at,
  };
}

/** What a caller is told of a return's change: only of a shop it may see. */
export function liveRmaEventFor(principal: Principal, change: RmaChange): LiveRmaEvent | null {
  if (!debtorScope(principal).debtorIds.includes(change.debtorId)) return null;
  return {
    type: 'rma',
    debtor_id: change.debtorId,
    order_number: change.orderNumber,
    state: change.state,
    at: change.at,
  };
}

/** The seconds-since-epoch expiry of the request's bearer token (the hook has verified it). */
function tokenExpiry(authorization: string | undefined): number | null {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!token) return null;
  const { exp } = decodeJwt(token);
  return typeof exp === 'number' ? exp : null;
}

export const liveRoutes: FastifyPluginAsync<{
  bus: LiveBus;
  /**
   * The caller as it is now: null once its session ended (logout), its account was disabled or,
   * for a member of staff viewing a shop as its dealer, the view ended.
   */
  sessionOf: (principal: Principal) => Promise<Principal | null>;
  heartbeatMs?: number;
  /** Told of each stream opened and ended (the metrics' count of listeners). */
  listeners?: { inc(): void; dec(): void };
}> = async (app, { bus, sessionOf, heartbeatMs = HEARTBEAT_MS, listeners }) => {
  // The live stream serves the track page and the dashboard's production counts: every account
  // has one of them (a tracking-only account the first), and each event is the caller's own.
  routesBelongTo(app, 'account');
  const open = new Set<() => void>();
  /** Open streams per user id. */
  const perUser = new Map<number, number>();
  // An open stream is never idle: end them all so closing the server does not wait for tabs.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/live/',
    {
      schema: {
        tags: ['live'],
        summary: 'Live production changes of the caller’s shops (server-sent events)',
        description:
          'A `text/event-stream`: `event: production` with a JSON `data` per changed article of a shop the caller may see, `event: rma` per return whose state changed, a comment line as heartbeat, and `event: end` (data `{"reason"}`: `token_expired` or `session_ended`) before the server closes it. Authenticate with the Authorization header.',
        response: { ...errorResponses(401, 429) },
      },
    },
    (request, reply) => {
      let principal = principalOf(request);
      // A member of staff viewing a shop as its dealer (decision 088) hears that shop's changes;
      // the stream is still theirs: their session ends it and their streams are counted.
      const userId = principal.viewAs?.staffUserId ?? principal.userId;
      const held = perUser.get(userId) ?? 0;
      if (held >= STREAMS_PER_USER) {
        throw new AppError(
          'throttled',
          { seconds: STREAM_RETRY_SECONDS },
          { 'retry-after': String(STREAM_RETRY_SECONDS) },
        );
      }
      perUser.set(userId, held + 1);
      const familyId = principal.sessionFamilyId;
      const expiry = tokenExpiry(request.headers.authorization);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n: connected\n\n');
      let counter = 0;
      let ended = false;
      const unsubscribe = bus.subscribe((change) => {
        if (ended) return;
        // Log-out, a password change or a revocation on any instance ends the stream at once.
        if (change.type === 'sessions_ended') {
          if (endsSession(change, userId, familyId)) end('session_ended');
          return;
        }
        const event =
          change.type === 'rma'
            ? liveRmaEventFor(principal, change)
            : liveEventFor(principal, change);
        if (!event || ended) return;
        counter += 1;
        raw.write(`id: ${counter}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const end = (reason?: 'token_expired' | 'session_ended') => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(expires);
        open.delete(end);
        listeners?.dec();
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
        if (reason) raw.write(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        raw.end();
      };
      open.add(end);
      listeners?.inc();
      const heartbeat = setInterval(async () => {
        if (ended) return;
        raw.write(': heartbeat\n\n');
        // An ended session is told through the bus at once; this check also catches what no event
        // tells (a disabled account, a missed notification) within a beat. The shops the caller
        // may see are read again with it.
        try {
          const current = familyId ? await sessionOf(principal) : null;
          if (!current) end('session_ended');
          else principal = current;
        } catch (error) {
          request.log.warn({ err: error }, 'live stream: session check failed');
        }
      }, heartbeatMs);
      const expires = setTimeout(
        () => end('token_expired'),
        expiry === null ? 0 : Math.max(0, expiry * 1000 - Date.now()),
      );
      request.raw.on('close', () => end());
    },
  );
};
