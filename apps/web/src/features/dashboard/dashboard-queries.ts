// What the dashboard asks the API for, in one place: used by the page's tiles and production
// summary, and by the route while the page's code is still on its way (same query keys and
// fetchers, so the page finds them answered or in flight and never asks twice).
import { type AccountSettings, listDebtorOf, trackSummaryScope } from '@atelier/domain';
import { orderCountQuery } from '../../api/order-book';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';
import { trackSummaryQuery } from '../../api/track';

/** The order statuses whose numbers the tiles show (confirmed orders, quotes). */
export const COUNTED_STATUSES = { confirmedOrders: 'confirmed', quotes: 'offered' } as const;

/** A tile's count: a service account counts the shop it acts for. */
export function tileCountQuery(status: string, account: AccountSettings) {
  return orderCountQuery(status, listDebtorOf(account));
}

/** Asks for the tiles' counts and the production summary. A failure is left to the page. */
export async function prefetchDashboard(): Promise<void> {
  const account = await queryClient.ensureQueryData(accountSettingsQuery());
  const asked: Promise<unknown>[] = Object.values(COUNTED_STATUSES).map((status) =>
    queryClient.ensureQueryData(tileCountQuery(status, account)),
  );
  const scope = trackSummaryScope(account);
  if (account.show_tracking_order_status && scope.asked) {
    asked.push(queryClient.ensureQueryData(trackSummaryQuery(scope.debtorId)));
  }
  await Promise.all(asked);
}
