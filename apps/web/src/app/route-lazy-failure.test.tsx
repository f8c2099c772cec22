import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { timedRoutes } from './chunk-reload';
import { RouteError } from './route-error';

vi.mock('../lib/error-tracing', () => ({
  reportError: vi.fn(async () => '0A1B-2C3D-4E5F'),
}));

describe('a page whose code throws while it loads', () => {
  it('shows its error page with a reference, not an empty main area', async () => {
    const { reportError } = await import('../lib/error-tracing');
    // As in the account area: a layout with a fallback, its page discovered and loaded lazily.
    const routes = timedRoutes([
      {
        path: '/',
        element: (
          <main>
            <Outlet />
          </main>
        ),
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          {
            path: 'broken',
            errorElement: <RouteError />,
            lazy: async () => {
              throw new Error('the page module threw while it ran');
            },
          },
        ],
      },
    ]);
    await renderRoutes(routes, { path: '/broken' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByText('0A1B-2C3D-4E5F')).toBeTruthy();
    expect(vi.mocked(reportError)).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the page module threw while it ran' }),
    );
  });
});
