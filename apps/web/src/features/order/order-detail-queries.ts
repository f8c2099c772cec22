// What an order's page asks for first, read from its address in one place: by the page, and by the
// route while the page's code and catalogues are still on their way (same query key and fetcher,
// so the page finds it answered or in flight and never asks twice).
import { orderEventsQuery, orderQuery } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';

/** The order the address names, or null for one that names none (the page says it was not found). */
export function orderIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Asks for the order and its history. A failure is left to the page, which asks again and shows it. */
export async function prefetchOrderDetail(param: string | undefined): Promise<void> {
  const id = orderIdOf(param);
  if (id === null) return;
  // An order's answer is filed under the shop the account acts for (api/query-client): ask once
  // that is known, or the page would find it under no shop and ask again.
  await queryClient.ensureQueryData(accountSettingsQuery());
  await Promise.all([
    queryClient.ensureQueryData(orderQuery(id)),
    queryClient.ensureQueryData(orderEventsQuery(id)),
  ]);
}
