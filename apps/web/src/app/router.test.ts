import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes, discoverAccountRoutes } from './router';

function route(path: string): RouteObject {
  const found = appRoutes().find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
}

async function redirectOf(path: string, params: Record<string, string> = {}) {
  const loader = route(path).loader as (args: LoaderFunctionArgs) => Promise<Response> | Response;
  const response = await loader({
    request: new Request(`http://portal.test/${path}`),
    params,
  } as LoaderFunctionArgs);
  return { location: response.headers.get('location'), response };
}

describe('the route table', () => {
  it('sends the root and unknown paths to the login page', async () => {
    expect((await redirectOf('/')).location).toBe('/login');
    expect((await redirectOf('*', { '*': 'no/such/page' })).location).toBe('/login');
  });

  it('rewrites /pdf/... to /documents/... with a full page load', async () => {
    const { location, response } = await redirectOf('pdf/*', { '*': 'orders/4711/orderform.pdf' });
    expect(location).toBe('/documents/orders/4711/orderform.pdf');
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('discovers the account pages once, on the first visit below /account', async () => {
    const discover = discoverAccountRoutes();
    const patch = vi.fn();
    await discover({ path: '/login', patch });
    expect(patch).not.toHaveBeenCalled();

    await discover({ path: '/account/release-notes', patch });
    await discover({ path: '/account/settings', patch });
    expect(patch).toHaveBeenCalledOnce();
    const [parent, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(parent).toBe('account');
    const paths = children.map((child) => child.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'dashboard',
        'products/curtain',
        'products/curtain/:articleOrderId/',
        'products/foldcurtain/:articleOrderId/',
        'customer-fabrics/add',
        'release-notes',
        'settings/',
      ]),
    );
    const needsDebtor = children
      .filter((child) => (child.handle as { needsDebtor?: boolean }).needsDebtor)
      .map((child) => child.path);
    expect(needsDebtor).toEqual([
      'products/curtain',
      'products/foldcurtain',
      'products/foldcurtain/:articleOrderId/',
      'products/railrod',
      'products/railrodparts',
      'returns',
      'external-order',
      'sampleservice',
    ]);
  });
});
