import { MantineProvider } from '@mantine/core';
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);
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
