import { createBrowserRouter, type RouteObject, redirect, redirectDocument } from 'react-router';
import { PageLoader } from '../components/page-loader';
import type { RouteHandle } from '../components/route-title';
import { currentLocation, loginPath, setSessionLostHandler } from '../lib/http';
import { loadNamespaces } from '../lib/i18n';
import { setSessionExpiredHandler } from '../lib/session';
import { timedRoutes, trackNavigationTarget } from './chunk-reload';
import { accountGuard, loginGuard, manageGuard } from './guard';
import { ACCOUNT_LAYOUT_NAMESPACES, CONSUMER_NAMESPACES } from './page-namespaces';
import { PublicLayout } from './public-layout';
import { RouteError } from './route-error';

const handle = (titleKey: string): RouteHandle => ({ titleKey });

/** `/documents/orders/4711/orderform.pdf` → the documents page of order 4711. */
export function documentsPageOf(rest: string): string {
  const orderId = /(?:^|\/)(\d{1,10})(?:\/|$|\.|-)/.exec(rest)?.[1];
  return orderId ? `/account/documents/${Number(orderId)}` : '/account/documents';
}

export function appRoutes(): RouteObject[] {
  return [
    { path: '/', loader: () => redirect('/login') },
    {
      element: <PublicLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        {
          path: 'login',
          loader: loginGuard,
          handle: handle('auth:titles.login'),
          lazy: async () => ({
            Component: (await import('../features/auth/login-page')).LoginPage,
          }),
        },
        {
          path: 'forgot-password',
          handle: handle('auth:titles.forgotPassword'),
          // The password pages' texts load beside their code, not before the login page.
          lazy: async () => {
            const [page] = await Promise.all([
              import('../features/auth/forgot-password-page'),
              loadNamespaces(['recovery']),
            ]);
            return { Component: page.ForgotPasswordPage };
          },
        },
        {
          path: 'recover-password',
          handle: handle('auth:titles.recoverPassword'),
          lazy: async () => {
            const [page] = await Promise.all([
              import('../features/auth/recover-password-page'),
              loadNamespaces(['recovery']),
            ]);
            return { Component: page.RecoverPasswordPage };
          },
        },
        {
          // The demo's mailbox; the page says so when the portal is not a demo.
          path: 'demo/outbox',
          handle: handle('account:outbox.title'),
          lazy: async () => ({
            Component: (await import('../features/demo-outbox/outbox-page')).OutboxPage,
          }),
        },
      ],
    },
    // The quote a dealer shared: its end customer opens it without an account, outside the shell.
    {
      path: 'quote/:token',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => {
        const [page] = await Promise.all([
          import('../features/quote/quote-page'),
          loadNamespaces(['documents', 'enums']),
        ]);
        return { Component: page.QuotePage };
      },
    },
    // A dealer's hosted shop and a customer's request from it: public, light, outside the shell.
    {
      path: 'shop/:slug',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => {
        const [page] = await Promise.all([
          import('../features/shop/shop-page'),
          loadNamespaces(CONSUMER_NAMESPACES),
        ]);
        return { Component: page.ShopPage };
      },
    },
    {
      path: 'shop/:slug/request/:token',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => {
        const [page] = await Promise.all([
          import('../features/shop/request-page'),
          loadNamespaces(CONSUMER_NAMESPACES),
        ]);
        return { Component: page.ShopRequestPage };
      },
    },
    // The kiosk in a dealer's own shop: paired once, then the shop's configurator on a touch screen.
    {
      path: 'kiosk',
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      lazy: async () => {
        const [page] = await Promise.all([
          import('../features/kiosk/kiosk-page'),
          loadNamespaces(CONSUMER_NAMESPACES),
        ]);
        return { Component: page.KioskPage };
      },
    },
    // Documents are served by the server, not the app: leave the app for them.
    { path: 'pdf/*', loader: ({ params }) => redirectDocument(`/documents/${params['*'] ?? ''}`) },
    // /documents/… (where /pdf/… leads) opens the order's documents in the account area.
    { path: 'documents/*', loader: ({ params }) => redirect(documentsPageOf(params['*'] ?? '')) },
    {
      id: 'account',
      path: 'account',
      loader: accountGuard,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      // The guard must not re-verify on every click inside the account area; the client's 401
      // handling covers a session that ends later.
      shouldRevalidate: () => false,
      lazy: async () => {
        const [layout] = await Promise.all([
          import('./account-layout'),
          loadNamespaces(ACCOUNT_LAYOUT_NAMESPACES),
        ]);
        return { Component: layout.AccountLayout };
      },
      // /account itself matches here; every other page is discovered on first visit.
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./default-page')).DefaultPage }),
        },
      ],
    },
    {
      // The back office: the manufacturer's staff, by the role hint of their token.
      id: 'manage',
      path: 'manage',
      loader: manageGuard,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      shouldRevalidate: () => false,
      lazy: async () => {
        const [layout] = await Promise.all([
          import('./manage-layout'),
          loadNamespaces(['shell', 'manage', 'validation', 'errors']),
        ]);
        return { Component: layout.ManageLayout };
      },
      // /manage itself matches here (the table's landing page); every other page is discovered on
      // first visit, and what the table does not hold stays here, a "not found" inside the shell.
      children: [
        {
          index: true,
          id: 'manage-index',
          lazy: async () => (await import('./manage-children')).manageIndex(),
        },
        {
          path: '*',
          handle: handle('manage:notFound.title'),
          lazy: async () => ({ Component: (await import('./manage-not-found')).ManageNotFound }),
        },
      ],
    },
    { path: '*', loader: () => redirect('/login') },
  ];
}

/** Adds the back office's routes the first time a path under /manage is visited. */
export function discoverManageRoutes() {
  let patched = false;
  return async ({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => {
    if (patched || !(path === '/manage' || path.startsWith('/manage/'))) return;
    const { manageChildren } = await import('./manage-children');
    if (patched) return;
    patched = true;
    patch('manage', timedRoutes(manageChildren()));
  };
}

/** Adds the account area's routes the first time a path under /account is visited. */
export function discoverAccountRoutes() {
  let patched = false;
  return async ({
    path,
    patch,
  }: {
    path: string;
    patch: (routeId: string | null, children: RouteObject[]) => void;
  }) => {
    if (patched || !(path === '/account' || path.startsWith('/account/'))) return;
    const { accountChildren } = await import('./account-children');
    if (patched) return;
    patched = true;
    patch('account', timedRoutes(accountChildren()));
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has the first page's route (its code, texts and data) in hand. */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export function createAppRouter() {
  const account = discoverAccountRoutes();
  const manage = discoverManageRoutes();
  const router = createBrowserRouter(timedRoutes(appRoutes()), {
    patchRoutesOnNavigation: async (args) => {
      await Promise.all([account(args), manage(args)]);
    },
  });
  const toLogin = (next: string) => {
    // Another user may log in next: nothing of this account stays in the cache.
    void import('../api/query-client').then(({ queryClient }) => queryClient.clear());
    void router.navigate(loginPath(next), { replace: true });
  };
  trackNavigationTarget(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : null;
  });
  setSessionLostHandler(toLogin);
  setSessionExpiredHandler(() => toLogin(currentLocation()));
  return router;
}
