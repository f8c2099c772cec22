// What every list call shares (DRF style): `ordering` (a column, `-` for descending), `page` and
// `page_size`, a search `q` and an optional `debtor_id`, turned once into what a repository needs:
// the sort key, the direction, the window, the search and the tenant scope. The route parses the
// query with the contract's zod schema and hands it here; the repository applies the rest.
import type { FastifyRequest } from 'fastify';
import { type DebtorScope, requireInScope, scopeFor } from '../tenancy/scope.js';
import { type PageQuery, pageOfResults, pageWindow } from './pagination.js';

export interface ListQueryInput extends PageQuery {
  ordering: string;
  q?: string | undefined;
  debtor_id?: number | undefined;
}

export interface ListWindow<S extends string> {
  /** The column key to sort by (the ordering without its `-`). */
  sort: S;
  descending: boolean;
  limit: number;
  offset: number;
  /** The search text; undefined when empty. */
  q: string | undefined;
}

/** The sort, direction, window and search of a list query. */
export function listWindow<S extends string>(query: ListQueryInput): ListWindow<S> {
  return {
    sort: query.ordering.replace(/^-/, '') as S,
    descending: query.ordering.startsWith('-'),
    ...pageWindow(query),
    q: query.q?.trim() || undefined,
  };
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

/** The DRF page answer of a list. */
export function listPage<T>(
  request: FastifyRequest,
  query: PageQuery,
  found: { count: number; results: T[] },
) {
  return pageOfResults(request, query, found.count, found.results);
}
