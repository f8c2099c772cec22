import type { Locale } from '@atelier/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { theme } from '../app/theme';
import { initI18n } from '../lib/i18n';

/**
 * Renders routes in a memory router with the app's providers, in the given language; with a fresh
 * query cache unless one is given (the account area's, to see what a route's prefetch left there).
 */
export async function renderRoutes(
  routes: RouteObject[],
  {
    path,
    locale = 'en',
    queryClient = createQueryClient(),
  }: { path: string; locale?: Locale; queryClient?: QueryClient },
) {
  // Notifications live in a global store: start every render without an earlier test's.
  notifications.clean();
  await initI18n(locale);
  await i18next.changeLanguage(locale);
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
