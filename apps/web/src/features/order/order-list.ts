// The order list's first request, built from the URL and the account in one place: by the page, and
// by the route while the page's code is still on its way (same query key and fetcher, so the page
// finds it answered or in flight and never asks twice).
import {
  type AccountSettings,
  ARTICLE_TYPES,
  listDebtorOf,
  PRODUCTION_STATUS_GROUPS,
} from '@atelier/domain';
import { type OrderFilters, orderPageQuery } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';
import { type ListDefaults, type ListParams, readParams } from '../../kits/list-page/list-params';
import { ORDER_TABS, type OrderTab, TAB_STATUS } from '../../kits/orders/order-tabs';

export const ORDER_LIST_DEFAULTS: ListDefaults = { tab: 'confirmed', ordering: '-created_at' };

/** The tab the URL names, or the first one. */
export function orderTabOf(params: ListParams): OrderTab {
  return (ORDER_TABS as readonly string[]).includes(params.tab)
    ? (params.tab as OrderTab)
    : 'confirmed';
}

/** The article types and production status group the URL filters by, those it may name only. */
export function orderFilterValues(params: ListParams) {
  return {
    type: params.someOf('type', ARTICLE_TYPES),
    production_status: params.oneOf('production_status', PRODUCTION_STATUS_GROUPS),
  };
}

export function orderListFilters(params: ListParams, account: AccountSettings): OrderFilters {
  return {
    status: TAB_STATUS[orderTabOf(params)],
    ...orderFilterValues(params),
    q: params.q,
    ordering: params.ordering,
    own: params.flag('own'),
    debtor_id: listDebtorOf(account),
    page: params.page,
    page_size: params.pageSize,
  };
}

/** Asks for the rows the list shows first. A failure is left to the page, which asks again. */
export async function prefetchOrderList(search: URLSearchParams): Promise<void> {
  const account = await queryClient.ensureQueryData(accountSettingsQuery());
  const params = readParams(search, ORDER_LIST_DEFAULTS);
  await queryClient.ensureQueryData(orderPageQuery(orderListFilters(params, account)));
}
