// `api/orders/` as the order and offer pages read it: the lists per tab with their filters, one
// order with its articles, its timeline (`events/`), and the order calls of issue 10 (save as offer,
// confirm, the header fields, the article actions). Which action is allowed is the API's answer
// (`actions`; a list row's `refused_actions`); the pages only show it.
//
// Every answer is read with the domain's order contract, the article actions' answers included.
import {
  type ArticleAnswer,
  type ArticleSummary,
  type ArticleType,
  combineStrokesAnswerSchema,
  duplicateAnswerSchema,
  type OfferBody,
  type OrderActionName,
  type OrderAnswer,
  type OrderEvent,
  type OrderListItem,
  type OrderPage,
  type OrderPatchBody,
  orderAnswerSchema,
  orderEventsAnswerSchema,
  orderPageSchema,
  preparedOffersAnswerSchema,
  type StrokeMatchAnswer,
  type TwoOrdersAnswer,
  twoOrdersAnswerSchema,
  verdictIn,
} from '@atelier/domain';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { request } from '../lib/http';
import { deleteArticle, fetchArticle, ordersKey, patchOrder } from './orders';

/** One action of an order or article as the API judged it; `message` says why it is refused. */
export interface ActionAnswer {
  name: string;
  allowed: boolean;
  reason: string | null;
  message: string | null;
}

export type OrderArticle = ArticleSummary;
export type OrderView = OrderAnswer;
export type OrderRow = OrderListItem;
export type { OfferBody, OrderEvent };

const orderViewSchema = orderAnswerSchema;

/** The verdict of one action by name; absent means the API did not offer it. */
export function actionOf(list: readonly ActionAnswer[], name: string): ActionAnswer | undefined {
  return list.find((action) => action.name === name);
}

/**
 * A list row's verdict on one action. The list answers only the refused actions' codes (domain
 * `verdictIn` reads them back); the message is the `errors` catalogue's, as for a refused call.
 */
export function rowActionOf(row: OrderRow, name: OrderActionName, t: TFunction): ActionAnswer {
  const verdict = verdictIn(row.refused_actions, name);
  return { ...verdict, message: verdict.reason ? t(`errors:${verdict.reason}`) : null };
}

// ---- lists ---------------------------------------------------------------------------------------

export interface OrderFilters {
  status: string;
  type?: readonly string[];
  production_status?: string;
  q?: string;
  ordering?: string;
  own?: boolean;
  debtor_id?: number | null;
  page?: number;
  page_size?: number;
}

export function orderQueryString(filters: OrderFilters): string {
  const query = new URLSearchParams({ status: filters.status });
  if (filters.type && filters.type.length > 0) query.set('type', filters.type.join(','));
  if (filters.production_status) query.set('production_status', filters.production_status);
  if (filters.q) query.set('q', filters.q);
  if (filters.ordering) query.set('ordering', filters.ordering);
  if (filters.own) query.set('own', 'true');
  if (filters.debtor_id) query.set('debtor_id', String(filters.debtor_id));
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  if (filters.page_size) query.set('page_size', String(filters.page_size));
  return `?${query}`;
}

export async function fetchOrderPage(
  filters: OrderFilters,
  signal?: AbortSignal,
): Promise<OrderPage> {
  return orderPageSchema.parse(
    await request(`api/orders/${orderQueryString(filters)}`, { signal }),
  );
}

export const orderPageQuery = (filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ordersKey, 'page', filters],
    queryFn: ({ signal }) => fetchOrderPage(filters, signal),
  });

export function useOrderPage(filters: OrderFilters, enabled = true) {
  return useQuery({ ...orderPageQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** How many orders a tab holds (the dashboard's tiles): one row asked, the count read. */
export const orderCountQuery = (status: string, debtorId: number | null | undefined) => {
  const filters: OrderFilters = { status, page_size: 1, debtor_id: debtorId ?? null };
  return queryOptions({
    queryKey: [...ordersKey, 'count', filters],
    queryFn: async ({ signal }) => (await fetchOrderPage(filters, signal)).count,
  });
};

/**
 * The newest offers the shop's hosted shop, kiosk or chain prepared that are still offers (the
 * dashboard's list), for the shop acted for: keyed by it, so a switch of shop asks again.
 */
export const preparedOffersQuery = (debtorId: number | null | undefined) =>
  queryOptions({
    queryKey: [...ordersKey, 'prepared', debtorId ?? null],
    queryFn: async ({ signal }) =>
      preparedOffersAnswerSchema.parse(await request('api/orders/prepared/', { signal })).results,
  });

// ---- one order -----------------------------------------------------------------------------------

export async function fetchOrder(id: number, signal?: AbortSignal): Promise<OrderView> {
  return orderViewSchema.parse(await request(`api/orders/${id}/`, { signal }));
}

export const orderKey = (id: number) => [...ordersKey, 'one', id] as const;

export const orderQuery = (id: number | null) =>
  queryOptions({
    queryKey: orderKey(id ?? 0),
    queryFn: ({ signal }) => fetchOrder(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });

export function useOrder(id: number | null) {
  return useQuery(orderQuery(id));
}

/**
 * The rails, rods and pull rods saved with a curtain (their `curtain_order_number` is the curtain's):
 * read from the curtain's order through the order's own query (the configurator and its prefetch
 * read that order too: one request for all of them), then each article whole.
 */
export async function fetchLinkedArticles(
  client: QueryClient,
  orderId: number,
  curtainOrderNumber: string,
  signal?: AbortSignal,
): Promise<ArticleAnswer[]> {
  const order = await client.fetchQuery(orderQuery(orderId));
  const linked = order.articles.filter(
    (article) => article.curtain_order_number === curtainOrderNumber,
  );
  return Promise.all(linked.map((article) => fetchArticle(article.order_number, signal)));
}

export const linkedArticlesQuery = (orderId: number | null, curtainOrderNumber: string | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'linked', orderId, curtainOrderNumber],
    queryFn: ({ client, signal }) =>
      fetchLinkedArticles(client, orderId ?? 0, curtainOrderNumber ?? '', signal),
    enabled: orderId !== null && curtainOrderNumber !== null,
    retry: false,
  });

export function useLinkedArticles(orderId: number | null, curtainOrderNumber: string | null) {
  return useQuery(linkedArticlesQuery(orderId, curtainOrderNumber));
}

export async function fetchOrderEvents(id: number, signal?: AbortSignal): Promise<OrderEvent[]> {
  const answer = orderEventsAnswerSchema.parse(
    await request(`api/orders/${id}/events/`, { signal }),
  );
  return answer.results;
}

export const orderEventsQuery = (id: number | null) =>
  queryOptions({
    queryKey: [...ordersKey, 'events', id ?? 0],
    queryFn: ({ signal }) => fetchOrderEvents(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });

export function useOrderEvents(id: number | null) {
  return useQuery(orderEventsQuery(id));
}

// ---- order calls ---------------------------------------------------------------------------------

const keyHeader = (key: string) => ({ 'idempotency-key': key });
const orderPath = (id: number, call: string) => `api/orders/${id}/${call}/`;

export async function saveAsOffer(id: number, body: OfferBody, key: string): Promise<OrderView> {
  return orderViewSchema.parse(
    await request(orderPath(id, 'offer'), { method: 'POST', body, headers: keyHeader(key) }),
  );
}

/** Confirms the order, naming the measurement warnings the dealer acknowledged (their ids). */
export async function confirmOrder(
  id: number,
  key: string,
  acknowledgedWarnings: readonly string[] = [],
): Promise<OrderView> {
  const body =
    acknowledgedWarnings.length > 0 ? { acknowledged_warnings: acknowledgedWarnings } : {};
  return orderViewSchema.parse(
    await request(orderPath(id, 'confirm'), { method: 'POST', body, headers: keyHeader(key) }),
  );
}

export async function updateOrderHeader(id: number, body: OrderPatchBody): Promise<void> {
  await patchOrder(id, body);
}

// ---- article actions -----------------------------------------------------------------------------

const twoOrdersSchema = twoOrdersAnswerSchema;
export type TwoOrders = TwoOrdersAnswer;
export type StrokeMatch = StrokeMatchAnswer;
const combinedSchema = combineStrokesAnswerSchema;

const post = (path: string, body: unknown, key: string) =>
  request(path, { method: 'POST', body, headers: keyHeader(key) });

export async function splitArticles(
  id: number,
  body: { order_numbers: string[]; target_order_id?: number; commission?: string },
  key: string,
): Promise<TwoOrders> {
  return twoOrdersSchema.parse(await post(orderPath(id, 'split'), body, key));
}

export async function duplicateArticle(
  orderNumber: string,
  withAddOns: boolean,
  key: string,
): Promise<{ order_numbers: string[]; order: OrderView }> {
  return duplicateAnswerSchema.parse(
    await post(
      `api/articles/${encodeURIComponent(orderNumber)}/duplicate/`,
      { with_add_ons: withAddOns },
      key,
    ),
  );
}

export async function moveArticle(
  orderNumber: string,
  targetOrderId: number,
  key: string,
): Promise<TwoOrders> {
  return twoOrdersSchema.parse(
    await post(
      `api/articles/${encodeURIComponent(orderNumber)}/move/`,
      { target_order_id: targetOrderId },
      key,
    ),
  );
}

export async function changeMainFabric(
  id: number,
  orderNumbers: string[],
  mainFabric: string,
  key: string,
): Promise<OrderView> {
  return orderViewSchema.parse(
    await post(
      orderPath(id, 'update-atelier-main-fabric'),
      { order_numbers: orderNumbers, main_fabric: mainFabric },
      key,
    ),
  );
}

export async function combineStrokes(id: number, orderNumbers: string[], key: string) {
  return combinedSchema.parse(
    await post(orderPath(id, 'combine-strokes'), { order_numbers: orderNumbers }, key),
  );
}

export async function undoCombineStrokes(id: number, orderNumbers: string[], key: string) {
  return orderViewSchema.parse(
    await post(orderPath(id, 'undo-combine-strokes'), { order_numbers: orderNumbers }, key),
  );
}

export async function makeCurtainSet(
  id: number,
  orderNumbers: string[],
  alignment: 'top' | 'bottom',
  key: string,
): Promise<OrderView> {
  return orderViewSchema.parse(
    await post(orderPath(id, 'curtain-set'), { order_numbers: orderNumbers, alignment }, key),
  );
}

export async function undoCurtainSet(id: number, orderNumbers: string[], key: string) {
  return orderViewSchema.parse(
    await post(orderPath(id, 'undo-curtain-set'), { order_numbers: orderNumbers }, key),
  );
}

export async function removeArticle(
  orderId: number,
  articleType: ArticleType,
  orderNumber: string,
): Promise<void> {
  await deleteArticle(orderId, articleType, orderNumber);
}
