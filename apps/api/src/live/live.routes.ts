// `GET api/live/`: server-sent events for the open tabs of the portal (issue: statuses change on
// screen without a reload). Written by hand on the raw response: the browser reads it with fetch
// (the access token goes in the Authorization header, never in the URL) and one stream per tab.
// A stream ends when its access token expires or its session ends (log-out, password change,
// reset, revocation: at once, through the live bus, on every instance); the browser then opens a
// new one with a fresh token.
import type { LiveProductionEvent, LiveRmaEvent } from '@atelier/domain';
import type { FastifyPluginAsync } from 'fastify';
import { decodeJwt } from 'jose';
import { principalOf, routesBelongTo } from '../auth/auth.hook.js';
import { AppError } from '../http/errors.js';
import { errorResponses } from '../http/schemas.js';
import type { Principal } from '../tenancy/scope.js';
import { endsSession, type LiveBus, type ProductionChange, type RmaChange } from './live-bus.js';
import {
  type FanoutStream,
  LiveFanout,
  liveViewOf,
  productionEventFor,
  rmaEventFor,
  WRITE_WINDOW_MS,
} from './live-fanout.js';

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
  return productionEventFor(liveViewOf(principal), change);
}

/** What a caller is told of a return's change: only of a shop it may see. */
export function liveRmaEventFor(principal: Principal, change: RmaChange): LiveRmaEvent | null {
  return rmaEventFor(liveViewOf(principal), change);
}

/** An open stream: what the fan-out writes to, and what ends it. */
interface LiveStream extends FanoutStream {
  userId: number;
  familyId: string | null;
  end(reason?: 'token_expired' | 'session_ended'): void;
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
  /** How long changes are gathered after a write before the next (see live-fanout.ts). */
  writeWindowMs?: number;
  /** Told of each stream opened and ended (the metrics' count of listeners). */
  listeners?: { inc(): void; dec(): void };
}> = async (
  app,
  { bus, sessionOf, heartbeatMs = HEARTBEAT_MS, writeWindowMs = WRITE_WINDOW_MS, listeners },
) => {
  // The live stream serves the track page and the dashboard's production counts: every account
  // has one of them (a tracking-only account the first), and each event is the caller's own.
  routesBelongTo(app, 'account');
  const open = new LiveFanout<LiveStream>(writeWindowMs);
  /** Open streams per user id. */
  const perUser = new Map<number, number>();
  // One listener for all of this instance's streams: each change is judged once per kind of view.
  const unsubscribe = bus.subscribe((change) => {
    // Log-out, a password change or a revocation on any instance ends the streams at once.
    if (change.type === 'sessions_ended') {
      for (const stream of [...open.streams()]) {
        if (endsSession(change, stream.userId, stream.familyId)) stream.end('session_ended');
      }
      return;
    }
    open.tell(change);
  });
  // An open stream is never idle: end them all so closing the server does not wait for tabs.
  app.addHook('preClose', async () => {
    for (const stream of [...open.streams()]) stream.end();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    open.close();
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
      let ended = false;
      const end = (reason?: 'token_expired' | 'session_ended') => {
        if (ended) return;
        ended = true;
        const pending = open.delete(stream);
        clearInterval(heartbeat);
        clearTimeout(expires);
        listeners?.dec();
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left > 0) perUser.set(userId, left);
        else perUser.delete(userId);
        // What it was told and not yet written goes first; a closed tab is told nothing more.
        if (reason) raw.write(`${pending}event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        raw.end();
      };
      const stream: LiveStream = {
        view: liveViewOf(principal),
        counter: 0,
        pending: '',
        write: (text) => raw.write(text),
        userId,
        familyId,
        end,
      };
      open.add(stream);
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
          else {
            principal = current;
            stream.view = liveViewOf(current);
          }
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
