// What the curtain page asks for before it can draw its form, requested while the page's code and
// catalogues are still on their way: the account, the article being edited with its rails and its
// order, the price list and the main fabric. Each request is the page's own query (same key and
// fetcher), so the page finds it answered or in flight and never asks twice. A failure is left to
// the page, which asks again and shows it.
import { awaitsShopChoice, isCustomerFabricUuid, stateFromArticle } from '@atelier/domain';
import { fabricQuery } from '../../api/fabrics';
import { linkedArticlesQuery, orderQuery } from '../../api/order-book';
import { articleQuery, pricingContextQuery } from '../../api/orders';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';

export async function prefetchCurtain(articleOrderId: string | undefined): Promise<void> {
  const account = queryClient.ensureQueryData(accountSettingsQuery());
  // A service account without a chosen shop has no price list: the page asks for the shop first.
  const pricing = account
    .then((loaded) =>
      awaitsShopChoice(loaded)
        ? undefined
        : queryClient.ensureQueryData(pricingContextQuery(loaded.debtor?.id)),
    )
    .catch(() => undefined);
  if (!articleOrderId) {
    await pricing;
    return;
  }
  // The article's answer is filed under the shop the account acts for (api/query-client): ask
  // once that is known, or the page would find it under no shop and ask again.
  const loaded = await account.catch(() => undefined);
  if (!loaded) return;
  const article = await queryClient.ensureQueryData(articleQuery(articleOrderId));
  void queryClient
    .ensureQueryData(linkedArticlesQuery(article.order_id, article.order_number))
    .catch(() => undefined);
  void queryClient.ensureQueryData(orderQuery(article.order_id)).catch(() => undefined);
  const fabric = stateFromArticle(loaded, article)?.parameters.main_fabric;
  if (typeof fabric === 'string' && fabric !== '' && !isCustomerFabricUuid(fabric)) {
    await queryClient.ensureQueryData(fabricQuery(fabric));
  }
  await pricing;
}
