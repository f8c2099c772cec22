// The routes inside /manage, from the back office's table. They reach the router on the first
// visit to the back office (see patchRoutesOnNavigation in router.tsx), so neither the login page
// nor the account area carries them.
import type { RouteObject } from 'react-router';
import { staffMeQuery } from '../api/manage';
import { queryClient } from '../api/query-client';
import type { RouteHandle } from '../components/route-title';
import { loadNamespaces } from '../lib/i18n';
import { accessTokenExpired, getTokens } from '../lib/session';
import { managePageGuard } from './guard';
import { type ManageRoute, manageRoutes } from './manage-routes';
import { RouteError } from './route-error';

/** The member of staff, asked for while the page's code loads (the layout and sidebar need it). */
function prefetch() {
  if (!getTokens() || accessTokenExpired()) return;
  void queryClient.ensureQueryData(staffMeQuery()).catch(() => undefined);
}

/** What a page's route holds besides where it matches: its handle, guard and component. */
function parts(route: ManageRoute) {
  return {
    handle: { titleKey: route.titleKey, permission: route.permission } satisfies RouteHandle,
    errorElement: <RouteError />,
    loader: () => {
      // A page the role may not open is not opened: the role's landing page instead.
      managePageGuard(route.permission);
      prefetch();
      return null;
    },
  };
}

async function component(route: ManageRoute) {
  const [Component] = await Promise.all([
    route.load(),
    route.namespaces ? loadNamespaces([...route.namespaces]) : null,
  ]);
  return Component;
}

/** Every page but the landing page (that one is in the router's table, see `manageIndex`). */
export function manageChildren(): RouteObject[] {
  return manageRoutes
    .filter((route) => route.path !== '')
    .map((route) => ({
      id: `manage-${route.id}`,
      path: route.path,
      ...parts(route),
      lazy: async () => ({ Component: await component(route) }),
    }));
}

/**
 * The landing page (`/manage` itself), as the router's static index route loads it: an address
 * the router matches without asking for more routes.
 */
export async function manageIndex() {
  const route = manageRoutes.find((entry) => entry.path === '');
  if (!route) throw new Error('The back office has no landing page');
  return { ...parts(route), Component: await component(route) };
}
