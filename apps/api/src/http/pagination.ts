// DRF-style pages: `?page=&page_size=` in, `{count, next, previous, results}` out.

import { INT4_MAX } from '@atelier/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 500;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

export function pageOfResults<T>(
  request: FastifyRequest,
  query: PageQuery,
  count: number,
  results: T[],
) {
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, Math.min(query.page - 1, last)) : null,
    results,
  };
}
