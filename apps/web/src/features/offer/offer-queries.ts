// What the offer page asks for first, built from the URL and the account in one place: by the page,
// and by the route while the page's code and catalogues are still on their way (same query keys and
// fetchers, so the page finds each answered or in flight and never asks twice). The drafts and the
// offers list, then each draft card's order (and the one opened from the list), then what the
// cards' drawings read: each article and the price list's figures. A failure is left to the page,
// which asks again and shows it.
import { type AccountSettings, awaitsShopChoice, listDebtorOf } from '@atelier/domain';
import { type OrderFilters, orderPageQuery, orderQuery } from '../../api/order-book';
import { articleQuery, pricingContextQuery } from '../../api/orders';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';
import { type ListDefaults, type ListParams, readParams } from '../../kits/list-page/list-params';

export const OFFER_LIST_DEFAULTS: ListDefaults = { ordering: '-updated_at' };

/** The drafts, one card each: the 50 last worked on. */
export const draftFilters = (account: AccountSettings): OrderFilters => ({
  status: 'draft',
  ordering: '-updated_at',
  page_size: 50,
  debtor_id: listDebtorOf(account),
});

/** The offers list as the URL asks for it. */
export const offerFilters = (params: ListParams, account: AccountSettings): OrderFilters => ({
  status: 'offered',
  q: params.q,
  ordering: params.ordering,
  page: params.page,
  page_size: params.pageSize,
  debtor_id: listDebtorOf(account),
});

/** The order the list has opened below it (`open`), or null. */
export const openOrderOf = (params: ListParams): number | null => {
  const id = Number(params.value('open'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** An order card's order and what its drawings read. */
async function prefetchCard(id: number, account: AccountSettings): Promise<void> {
  const order = await queryClient.ensureQueryData(orderQuery(id));
  if (order.articles.length === 0) return;
  // A service account without a chosen shop has no price list: the drawings go without it.
  if (!awaitsShopChoice(account)) {
    void queryClient
      .ensureQueryData(pricingContextQuery(account.debtor?.id))
      .catch(() => undefined);
  }
  await Promise.all(
    order.articles.map((article) =>
      queryClient.ensureQueryData(articleQuery(article.order_number)),
    ),
  );
}

export async function prefetchOffer(search: URLSearchParams): Promise<void> {
  const account = await queryClient.ensureQueryData(accountSettingsQuery());
  const params = readParams(search, OFFER_LIST_DEFAULTS);
  const open = openOrderOf(params);
  const cards: Promise<unknown>[] = [
    queryClient.ensureQueryData(orderPageQuery(offerFilters(params, account))),
  ];
  if (open) cards.push(prefetchCard(open, account));
  const drafts = await queryClient.ensureQueryData(orderPageQuery(draftFilters(account)));
  for (const draft of drafts.results) cards.push(prefetchCard(draft.id, account));
  await Promise.all(cards);
}
