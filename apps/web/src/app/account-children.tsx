// The routes inside /account. They reach the router on the first visit to the account area
// (see patchRoutesOnNavigation in router.tsx), so the login page does not carry them.
import type { RouteObject } from 'react-router';
import { queryClient } from '../api/query-client';
import { accountSettingsQuery } from '../api/settings';
import type { RouteHandle } from '../components/route-title';
import { loadNamespaces } from '../lib/i18n';
import { accessTokenExpired, getTokens } from '../lib/session';
import {
  type AccountRoute,
  accountRoutes,
  matchAccountRoute,
  routeTitleKey,
} from './account-routes';
import { RouteError } from './route-error';

/**
 * Requests every account page starts with, sent while the page's code loads (and the guard checks
 * the session) instead of after the layout and the page first render. Only with a session that
 * has not expired: otherwise the guard refreshes it or sends the user to log in first. Data already
 * in the cache is not asked for again; a failure is left to the page, which asks again and shows it.
 */
function prefetch(
  route: AccountRoute,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
) {
  if (!getTokens() || accessTokenExpired()) return;
  void queryClient.ensureQueryData(accountSettingsQuery()).catch(() => undefined);
  void route.prefetch?.(params, search).catch(() => undefined);
}

/**
 * Starts a page's code and first requests as soon as these routes are here (app/early-start.ts),
 * before the router has been made and has matched them; the route's own `lazy` and loader then
 * find the code loaded and the requests on their way.
 */
export function startPageEarly(url: URL): void {
  const matched = matchAccountRoute(url.pathname);
  if (!matched) return;
  void matched.route.load().catch(() => undefined);
  prefetch(matched.route, matched.params, url.searchParams);
}

export function accountChildren(): RouteObject[] {
  return [
    ...accountRoutes.map(
      (route): RouteObject => ({
        id: `account-${route.id}`,
        path: route.path,
        handle: {
          titleKey: routeTitleKey(route),
          ...(route.intro ? { introKey: route.intro } : {}),
          ...(route.titleFromData ? { titleFromData: true } : {}),
          ...(route.back ? { back: { labelKey: route.back.label, to: route.back.to } } : {}),
          needsDebtor: route.needsDebtor ?? false,
          ...(route.feature ? { feature: route.feature } : {}),
        } satisfies RouteHandle,
        errorElement: <RouteError />,
        loader: ({ params, request }) => {
          prefetch(route, params, new URL(request.url).searchParams);
          return null;
        },
        lazy: async () => {
          const [Component] = await Promise.all([
            route.load(),
            route.namespaces ? loadNamespaces([...route.namespaces]) : null,
          ]);
          return { Component };
        },
      }),
    ),
  ];
}
