// `api/orders/…`, `api/articles/…` and `api/price-list/`: the draft order a configurator saves into,
// its articles, and the price list the browser evaluates every keystroke with.
import {
  type ArticleAnswer,
  type ArticleType,
  articleAnswerSchema,
  flowDraftAnswerSchema,
  type OrderAnswer,
  type OrderCreateBody,
  type OrderListItem,
  type OrderPatchBody,
  orderAnswerSchema,
  type PricingContextAnswer,
  pricingContextAnswerSchema,
} from '@atelier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HttpError, request } from '../lib/http';

export const ordersKey = ['orders'] as const;
export const pricingKey = ['price-list'] as const;

const withKey = (key?: string) => (key ? { 'idempotency-key': key } : undefined);

/** A fresh key per user action: a retried request (network hiccup, double click) is done once. */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `web-${random}`;
}

export async function fetchPricingContext(signal?: AbortSignal): Promise<PricingContextAnswer> {
  return pricingContextAnswerSchema.parse(await request('api/price-list/', { signal }));
}

/** The price list of the debtor the account acts for; it changes rarely. */
export const pricingContextQuery = (debtorId: number | null | undefined) =>
  queryOptions({
    queryKey: [...pricingKey, debtorId ?? null],
    queryFn: ({ signal }) => fetchPricingContext(signal),
    staleTime: 10 * 60_000,
  });

/** The price list and the shop's pricing; `enabled: false` until the shop is known. */
export function usePricingContext(debtorId: number | null | undefined, { enabled = true } = {}) {
  return useQuery({ ...pricingContextQuery(debtorId), enabled });
}

export async function fetchArticle(orderNumber: string, signal?: AbortSignal) {
  return articleAnswerSchema.parse(
    await request(`api/articles/${encodeURIComponent(orderNumber)}/`, { signal }),
  );
}

export const articleQuery = (orderNumber: string | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'article', orderNumber],
    queryFn: ({ signal }) => fetchArticle(orderNumber ?? '', signal),
    enabled: orderNumber !== null && orderNumber !== '',
    retry: false,
  });

export function useArticle(orderNumber: string | null) {
  return useQuery(articleQuery(orderNumber));
}

/**
 * The draft the order flow saves a new article into (portal §4: the draft order is reused if one
 * exists): the API answers the newest one it may still take articles, or null.
 */
export async function fetchFlowDraft(
  debtorId?: number | null,
  signal?: AbortSignal,
): Promise<OrderListItem | null> {
  const query = debtorId ? `?debtor_id=${debtorId}` : '';
  return flowDraftAnswerSchema.parse(await request(`api/orders/draft/${query}`, { signal })).draft;
}

export const flowDraftQuery = (debtorId: number | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'flow-draft', debtorId],
    queryFn: ({ signal }) => fetchFlowDraft(debtorId, signal),
  });

/** The order a remembered commission points at, or null when it is gone (404). */
export async function fetchOrderOrNothing(id: number): Promise<OrderAnswer | null> {
  try {
    return orderAnswerSchema.parse(await request(`api/orders/${id}/`));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export async function createOrder(body: OrderCreateBody, key?: string): Promise<OrderAnswer> {
  return orderAnswerSchema.parse(
    await request('api/orders/', { method: 'POST', body, headers: withKey(key) }),
  );
}

export async function patchOrder(id: number, body: OrderPatchBody): Promise<OrderAnswer> {
  return orderAnswerSchema.parse(await request(`api/orders/${id}/`, { method: 'PATCH', body }));
}

const articlesPath = (orderId: number, articleType: ArticleType) =>
  `api/orders/${orderId}/articles/${articleType}/`;

export async function createArticle(
  orderId: number,
  articleType: ArticleType,
  parameters: Record<string, unknown>,
  key?: string,
): Promise<ArticleAnswer> {
  return articleAnswerSchema.parse(
    await request(articlesPath(orderId, articleType), {
      method: 'POST',
      body: parameters,
      headers: withKey(key),
    }),
  );
}

export async function updateArticle(
  orderId: number,
  articleType: ArticleType,
  orderNumber: string,
  parameters: Record<string, unknown>,
): Promise<ArticleAnswer> {
  return articleAnswerSchema.parse(
    await request(`${articlesPath(orderId, articleType)}${encodeURIComponent(orderNumber)}/`, {
      method: 'PUT',
      body: parameters,
    }),
  );
}

export async function deleteArticle(
  orderId: number,
  articleType: ArticleType,
  orderNumber: string,
): Promise<void> {
  await request(`${articlesPath(orderId, articleType)}${encodeURIComponent(orderNumber)}/`, {
    method: 'DELETE',
  });
}
