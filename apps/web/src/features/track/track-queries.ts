// What the track page asks for first, built from the URL and the account in one place: by the page,
// and by the route while the page's code and catalogues are still on their way (same query key and
// fetcher, so the page finds it answered or in flight and never asks twice). A failure is left to
// the page, which asks again and shows it.
import {
  type AccountSettings,
  PRODUCTION_STATUS_GROUPS,
  TRACK_FILTERS,
  type TrackFilter,
  trackDebtorOf,
} from '@atelier/domain';
import { queryClient } from '../../api/query-client';
import { accountSettingsQuery } from '../../api/settings';
import { type TrackFilters, trackPageQuery } from '../../api/track';
import { type ListDefaults, type ListParams, readParams } from '../../kits/list-page/list-params';

export const TRACK_LIST_DEFAULTS: ListDefaults = { ordering: '-last_change' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The dashboard figure the URL names (`?filter=problem`), if it names one. */
export function trackFilterOf(value: string): TrackFilter | undefined {
  return (TRACK_FILTERS as readonly string[]).includes(value) ? (value as TrackFilter) : undefined;
}

/** The filters the URL holds, those it may hold only (a mistyped day or group is left out). */
export function trackChoices(params: ListParams) {
  return {
    filter: trackFilterOf(params.value('filter')),
    groups: params.someOf('group', PRODUCTION_STATUS_GROUPS),
    from: ISO_DAY.test(params.value('from')) ? params.value('from') : '',
    to: ISO_DAY.test(params.value('to')) ? params.value('to') : '',
  };
}

/** The list as the URL asks for it, for the shop `trackDebtorOf` names. */
export function trackFilters(params: ListParams, account: AccountSettings): TrackFilters {
  const { filter, groups, from, to } = trackChoices(params);
  return {
    filter,
    group: groups,
    q: params.q,
    from,
    // A range that ends before it starts is not asked for.
    to: from && to && to < from ? '' : to,
    debtor_id: trackDebtorOf(account, params.value('shop')),
    ordering: params.ordering,
    page: params.page,
    page_size: params.pageSize,
  };
}

/** Asks for the rows the list shows first. */
export async function prefetchTrack(search: URLSearchParams): Promise<void> {
  const account = await queryClient.ensureQueryData(accountSettingsQuery());
  const params = readParams(search, TRACK_LIST_DEFAULTS);
  await queryClient.ensureQueryData(trackPageQuery(trackFilters(params, account)));
}
