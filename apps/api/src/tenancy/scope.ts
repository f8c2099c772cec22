// The one place that decides for which debtors a caller may act. Every tenant-scoped repository
// filters with the request's scope (`debtorScope`, built once per request in its context) or one
// cut from it here; nothing else reads the user's debtor columns.
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DebtorScope, debtorScope, type Principal } from '../context/principal.js';
import { AppError } from '../http/errors.js';

// Who is calling and the debtors it may act for are the request context's (context/principal.ts).
export { type DebtorScope, debtorScope, type Principal };

/** The debtor to act for now; a service account that has not chosen one gets `debtor_required`. */
export function requireCurrentDebtor(scope: DebtorScope): number {
  if (scope.current === null) throw new AppError('debtor_required');
  return scope.current;
}

/** A debtor the caller names (a query's `debtor_id`): one of its own, else `not_found`. */
export function requireInScope(scope: DebtorScope, debtorId: number): number {
  if (!scope.debtorIds.includes(debtorId)) throw new AppError('not_found');
  return debtorId;
}

/**
 * The caller's scope cut down to one of its debtors: work done for that debtor (an article of its
 * order) may read that debtor's data only, never another shop's the same service account serves.
 */
export function scopeFor(scope: DebtorScope, debtorId: number | null): DebtorScope {
  return debtorId !== null && scope.debtorIds.includes(debtorId)
    ? { debtorIds: [debtorId], current: debtorId }
    : { debtorIds: [], current: null };
}

/**
 * Only the debtor acted for now: the shop's own, or the one a service account has chosen
 * (`debtor_required` until it has). For a shop's service data (address book, samples), which a
 * service account handles one shop at a time.
 */
export function currentDebtorScope(scope: DebtorScope): DebtorScope {
  return scopeFor(scope, requireCurrentDebtor(scope));
}

/**
 * The debtors a list may show: all of the caller's, or the one `debtor_id` names (404 when it is
 * not the caller's). Lists apply the tenant scope here and nowhere else.
 */
export function listScope(scope: DebtorScope, debtorId: number | undefined): DebtorScope {
  if (debtorId === undefined) return scope;
  requireInScope(scope, debtorId);
  return scopeFor(scope, debtorId);
}

/**
 * The caller's scope for customer fabrics: its debtors whose shop has them (`has_customer_fabrics`).
 * A service account serving shops with and without them reads, lists and uses the fabrics of the
 * former only; a shop without them is as absent here as another tenant. Acting for a shop without
 * them closes the whole feature earlier (domain `featureAllowed`, in the auth hook).
 */
export function customerFabricScope(principal: Principal): DebtorScope {
  const scope = debtorScope(principal);
  const granted = new Set(principal.customerFabricDebtorIds);
  return {
    debtorIds: scope.debtorIds.filter((id) => granted.has(id)),
    current: scope.current !== null && granted.has(scope.current) ? scope.current : null,
  };
}

/** A WHERE condition limiting `column` (a debtor id) to the caller's debtors. */
export function inScope(column: PgColumn, scope: DebtorScope): SQL {
  return scope.debtorIds.length === 0 ? sql`false` : inArray(column, scope.debtorIds);
}

/** The parameter a named statement's tenant filter is bound to (see `inScopeParam`). */
const SCOPE_PARAM = 'scopeDebtorIds';

/**
 * `inScope` for a named statement (built once, sent by name): the same condition, with the
 * caller's debtors as the statement's parameter instead of its text. Bind it with `scopeParams`.
 * An empty scope matches nothing, as `inScope`'s `false` does.
 */
export function inScopeParam(column: PgColumn): SQL {
  return sql`${column} = any(${sql.placeholder(SCOPE_PARAM)}::integer[])`;
}

/**
 * The caller's debtors as rows (`debtor_id`) of a named statement, bound like `inScopeParam`: for
 * a look-up that must be made once per debtor, joined on `debtor_id = scope.debtor_id`, so an
 * index whose first key is the debtor is entered at each of them. Written as `= any(…)`, a generic
 * plan may leave the debtor out of such an index's keys and read every tenant's matches first.
 */
export function scopeRowsParam(): SQL {
  return sql`unnest(${sql.placeholder(SCOPE_PARAM)}::integer[]) as scope(debtor_id)`;
}

/** The parameters that bind `inScopeParam` to the caller's scope. */
export function scopeParams(scope: DebtorScope): { [SCOPE_PARAM]: number[] } {
  return { [SCOPE_PARAM]: scope.debtorIds };
}
