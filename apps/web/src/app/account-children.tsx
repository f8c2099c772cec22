// The routes inside /account. They reach the router on the first visit to the account area
// (see patchRoutesOnNavigation in router.tsx), so the login page does not carry them.
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../components/route-title';
import { accountRoutes } from './account-routes';
import { RouteError } from './route-error';

export function accountChildren(): RouteObject[] {
  return [
    ...accountRoutes.map(
      (route): RouteObject => ({
        id: `account-${route.id}`,
        path: route.path,
        handle: {
          titleKey: route.titleKey.includes(':')
            ? route.titleKey
            : `shell:routes.${route.titleKey}`,
          needsDebtor: route.needsDebtor ?? false,
          ...(route.feature ? { feature: route.feature } : {}),
        } satisfies RouteHandle,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: await route.load() }),
      }),
    ),
  ];
}
