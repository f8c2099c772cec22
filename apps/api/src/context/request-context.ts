// The request context: who calls (principal), for which debtors (scope), in which language
// (locale) and under which Idempotency-Key (claim), built once per request by `contextOf` and
// handed to the services as their first argument. `writeOnce` is the one path of an idempotent
// write: a repeat's stored answer before any work, else the work and the write in one transaction
// that claims the key. A leaf: it imports the domain, the database's types and the errors only.
import type { Locale } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/errors.js';
import {
  type Answer,
  claimedWrite,
  type IdempotencyClaim,
  idempotencyClaim,
  replayOf,
} from './idempotency.js';
import { type DebtorScope, debtorScope, type Principal } from './principal.js';

export interface RequestContext {
  readonly principal: Principal;
  /** Every debtor the caller may read or act for, and the one acted for now. */
  readonly scope: DebtorScope;
  readonly locale: Locale;
  /** The request's Idempotency-Key with what it is bound to; null when none was sent. */
  readonly claim: IdempotencyClaim | null;
}

/** The context of a call made for `principal` (a request's, a test's, a background task's). */
export function requestContext(
  principal: Principal,
  locale: Locale,
  claim: IdempotencyClaim | null = null,
): RequestContext {
  return { principal, scope: debtorScope(principal), locale, claim };
}

/**
 * The context of an authenticated request (the auth hook loaded its principal and locale). The
 * Idempotency-Key is read on the routes whose config says `idempotent: true`, after the body was
 * validated; any other route ignores the header, as it always has.
 */
export function contextOf(request: FastifyRequest): RequestContext {
  const { principal } = request;
  if (!principal) throw new AppError('not_authenticated');
  const claim =
    request.routeOptions.config?.idempotent === true
      ? idempotencyClaim(request, principal.userId)
      : null;
  return requestContext(principal, request.locale, claim);
}

/**
 * A multipart request's context once its files are read: its Idempotency-Key (read only now, as
 * the route always has) bound to the hash of the files, a multipart body having no parsed form.
 */
export function withFilesClaim(
  ctx: RequestContext,
  request: FastifyRequest,
  filesHash: string,
): RequestContext {
  const claim = idempotencyClaim(request, ctx.principal.userId);
  return { ...ctx, claim: claim ? { ...claim, requestHash: filesHash } : null };
}

/** The transactional half of an idempotent write: it uses only the handle it is given. */
export type Write<T> = (tx: Tx) => Promise<Answer<T>>;

/**
 * The one idempotent write path. A repeat of the request's key answers the first answer before
 * any work is done; otherwise `prepare` does what must not run in the transaction (validation,
 * pricing, which reads the catalogue through its own connection) and returns the write, run in
 * one transaction that claims the key and stores the answer (context/idempotency.ts).
 */
export async function writeOnce<T>(
  ctx: RequestContext,
  db: Db,
  prepare: () => Promise<Write<T>> | Write<T>,
): Promise<Answer<T>> {
  const replay = await replayOf<T>(db, ctx.claim);
  if (replay) return replay;
  const write = await prepare();
  return claimedWrite(db, ctx.claim, write);
}

export type { Answer, DebtorScope, IdempotencyClaim, Principal };
