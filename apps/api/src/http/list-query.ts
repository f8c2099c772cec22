// What every list call shares (DRF style): `ordering` (a column, `-` for descending), `page` and
// `page_size`, a search `q` and an optional `debtor_id`, turned once into what a repository needs:
// the sort key, the direction, the window and the search (the tenant scope of `debtor_id`:
// tenancy's `listScope`). The route parses the query with the contract's zod schema and hands it
// here; the repository applies the rest.
import type { FastifyRequest } from 'fastify';
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

/** The DRF page answer of a list. */
export function listPage<T>(
  request: FastifyRequest,
  query: PageQuery,
  found: { count: number; results: T[] },
) {
  return pageOfResults(request, query, found.count, found.results);
}
