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

function child(route: ManageRoute): RouteObject {
  const common = {
    id: `manage-${route.id}`,
    handle: { titleKey: route.titleKey, permission: route.permission } satisfies RouteHandle,
    errorElement: <RouteError />,
    loader: () => {
      // A page the role may not open is not opened: the role's landing page instead.
      managePageGuard(route.permission);
      prefetch();
      return null;
    },
    lazy: async () => {
      const [Component] = await Promise.all([
        route.load(),
        route.namespaces ? loadNamespaces([...route.namespaces]) : null,
      ]);
      return { Component };
    },
  };
  return route.path === '' ? { ...common, index: true } : { ...common, path: route.path };
}

export function manageChildren(): RouteObject[] {
  return manageRoutes.map(child);
}
