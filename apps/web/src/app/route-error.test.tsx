import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { RouteError } from './route-error';

vi.mock('../lib/error-tracing', () => ({
  reportError: vi.fn(async () => '3F2A-9C41-0B7E'),
}));

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'lines')");
}

describe("a route's error page", () => {
  it('reports the error and shows its reference and "try again" in the language', async () => {
    const { reportError } = await import('../lib/error-tracing');
    await renderRoutes([{ path: '/broken', element: <Broken />, errorElement: <RouteError /> }], {
      path: '/broken',
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByText('3F2A-9C41-0B7E')).toBeTruthy();
    expect(screen.getByText('Reference for support:', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(vi.mocked(reportError)).toHaveBeenCalledWith(expect.any(TypeError));
  });
});
