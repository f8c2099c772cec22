import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearReloadMarker,
  isChunkLoadError,
  onPreloadError,
  RELOAD_GUARD_MS,
  reloadOnce,
  timedRoutes,
  trackNavigationTarget,
  withChunkTimeout,
} from './chunk-reload';

afterEach(() => {
  window.sessionStorage.clear();
  trackNavigationTarget(() => null);
});

const fakeLocation = (href: string) => ({ href, replace: vi.fn() }) as unknown as Location;

describe('reloading after a failed chunk load', () => {
  it('recognises the browsers’ chunk load failures and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once with a timestamp query, and not again from that reload', () => {
    const first = fakeLocation('https://portal.test/account/order?tab=draft');
    expect(reloadOnce(first)).toBe(true);
    const target = new URL(vi.mocked(first.replace).mock.calls[0]?.[0] as string);
    expect(target.pathname).toBe('/account/order');
    expect(target.searchParams.get('tab')).toBe('draft');
    expect(Number(target.searchParams.get('reload'))).toBeGreaterThan(0);

    const second = fakeLocation(target.toString());
    expect(reloadOnce(second)).toBe(false);
    expect(second.replace).not.toHaveBeenCalled();
  });

  it('goes to the page that was clicked, not the one the click came from', () => {
    trackNavigationTarget(() => '/account/order?tab=draft#top');
    const here = fakeLocation('https://portal.test/account/dashboard');
    expect(reloadOnce(here)).toBe(true);
    const target = new URL(vi.mocked(here.replace).mock.calls[0]?.[0] as string);
    expect(target.origin).toBe('https://portal.test');
    expect(target.pathname).toBe('/account/order');
    expect(target.searchParams.get('tab')).toBe('draft');
    expect(target.hash).toBe('#top');
    expect(target.searchParams.has('reload')).toBe(true);
  });

  it('takes the marker out of the address afterwards, and still reloads only once', () => {
    const now = Date.now();
    const first = fakeLocation('https://portal.test/account/dashboard');
    expect(reloadOnce(first, '/account/order', window.sessionStorage, now)).toBe(true);
    const landed = vi.mocked(first.replace).mock.calls[0]?.[0] as string;

    const history = { state: { idx: 3 }, replaceState: vi.fn() } as unknown as History;
    clearReloadMarker(fakeLocation(landed), history);
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 3 }, '', '/account/order');

    // The same failure again, marker gone: no second reload.
    const again = fakeLocation('https://portal.test/account/order');
    expect(reloadOnce(again, null, window.sessionStorage, now + 1_000)).toBe(false);
    expect(again.replace).not.toHaveBeenCalled();
    // A failure after a later deployment reloads again.
    expect(reloadOnce(again, null, window.sessionStorage, now + RELOAD_GUARD_MS + 1)).toBe(true);
  });
});

describe("a route's code that does not arrive", () => {
  afterEach(() => vi.useRealTimers());

  it("fails as a chunk load after the spec's 120 s, and not before", async () => {
    vi.useFakeTimers();
    const outcome = withChunkTimeout(new Promise(() => undefined)).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('bounds every lazy route, nested ones too, and leaves what arrives in time alone', async () => {
    vi.useFakeTimers();
    const hang = () => new Promise<never>(() => undefined);
    const routes = timedRoutes(
      [{ path: 'a', lazy: hang, children: [{ path: 'b', lazy: async () => ({ handle: 'b' }) }] }],
      1000,
    );
    const load = (route: RouteObject | undefined) => {
      if (typeof route?.lazy !== 'function') throw new Error('no lazy route');
      return (route.lazy as () => Promise<unknown>)();
    };
    await expect(load(routes[0]?.children?.[0])).resolves.toEqual({ handle: 'b' });
    const parent = load(routes[0]) as Promise<RouteObject>;
    await vi.advanceTimersByTimeAsync(1000);
    // The route's page throws the time-out as it draws: its error page reloads once.
    const Page = (await parent).Component as () => never;
    let thrown: unknown;
    try {
      Page();
    } catch (error) {
      thrown = error;
    }
    expect(isChunkLoadError(thrown)).toBe(true);
  });
});

describe("Vite's preload errors", () => {
  it('reload for a chunk that did not arrive, not for a module that threw while it ran', () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { href: 'http://portal.test/account/track', replace });
    try {
      const thrown = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new Error('Cannot read properties of undefined (reading "lines")'),
      });
      onPreloadError(thrown);
      expect(thrown.defaultPrevented).toBe(false);
      expect(replace).not.toHaveBeenCalled();
      const missing = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
        payload: new TypeError('Failed to fetch dynamically imported module: /assets/t.js'),
      });
      onPreloadError(missing);
      expect(missing.defaultPrevented).toBe(true);
      expect(replace).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
