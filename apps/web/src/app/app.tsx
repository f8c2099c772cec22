import { MantineProvider } from '@mantine/core';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { type AppRouter, createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

/** `router`: one made already (main.tsx waits on it when the server drew the page first). */
export function App({ router: made }: { router?: AppRouter } = {}) {
  const [router] = useState(() => made ?? createAppRouter());
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </MantineProvider>
  );
}
