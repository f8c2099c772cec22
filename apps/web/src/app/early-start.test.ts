import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_MS, http } from '../lib/http';
import { clearTokens, setTokens } from '../lib/session';
import { fakeApi, makeToken } from '../test/fake-api';
import { ensureSession } from './guard';

const VERIFY = 'easyorder/token/verify/';
const SETTINGS = 'api/user/settings/';
const REFRESH = 'easyorder/token/refresh/';

const loaded = vi.hoisted(() => ({ page: vi.fn(), prefetch: vi.fn() }));
// The account area's real routes, with their code and data stood in for: which route is matched
// and with which parameters is what these tests look at.
vi.mock('./account-routes', async (original) => {
  const real = await original<typeof import('./account-routes')>();
  const accountRoutes = real.accountRoutes.map((route) => ({
    ...route,
    load: async () => {
      loaded.page(route.id);
      return () => null;
    },
    prefetch: async (params: unknown, search: URLSearchParams) =>
      loaded.prefetch(route.id, params, search.toString()),
  }));
  return {
    ...real,
    accountRoutes,
    matchAccountRoute: (pathname: string) => {
      const matched = real.matchAccountRoute(pathname);
      const route = accountRoutes.find(({ id }) => id === matched?.route.id);
      return matched && route ? { ...matched, route } : null;
    },
  };
});
vi.mock('./account-layout', () => ({ AccountLayout: () => null }));

const { startAccountEarly } = await import('./early-start');
const { startPageEarly } = await import('./account-children');

const settingsAnswer = {
  username: 'demo-shop',
  debtor: null,
};

function sessionApi(settings = () => ({ status: 200, body: settingsAnswer })) {
  return fakeApi({
    [VERIFY]: () => ({ status: 200, body: {} }),
    [SETTINGS]: settings,
    [REFRESH]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
  });
}

beforeEach(() => {
  loaded.page.mockClear();
  loaded.prefetch.mockClear();
});
afterEach(() => {
  clearTokens();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("an account page's first requests, sent as the entry runs", () => {
  it('checks the session and reads the settings once: the guard and the page take those answers', async () => {
    setTokens({ access: makeToken(300), refresh: makeToken(1000) }, true);
    const api = sessionApi();

    startAccountEarly('/account/dashboard');
    expect(api.calls(VERIFY)).toHaveLength(1);
    expect(api.calls(SETTINGS)).toHaveLength(1);

    await expect(ensureSession()).resolves.toBe(true);
    await expect(http.get(SETTINGS)).resolves.toEqual(settingsAnswer);
    expect(api.calls(VERIFY)).toHaveLength(1);
    expect(api.calls(SETTINGS)).toHaveLength(1);

    // Each answer is read once: the next check and the next read ask again.
    await expect(ensureSession()).resolves.toBe(true);
    await expect(http.get(SETTINGS)).resolves.toEqual(settingsAnswer);
    expect(api.calls(VERIFY)).toHaveLength(2);
    expect(api.calls(SETTINGS)).toHaveLength(2);
  });

  it('asks for nothing outside the account area, without a session or with an expired token', () => {
    const api = sessionApi();
    startAccountEarly('/account/dashboard');
    setTokens({ access: makeToken(300), refresh: makeToken(1000) }, true);
    startAccountEarly('/login');
    startAccountEarly('/accounting');
    startAccountEarly('/shop/woonwinkel-de-linde');
    setTokens({ access: makeToken(-10), refresh: makeToken(1000) }, true);
    startAccountEarly('/account/dashboard');
    expect(api.sent).toHaveLength(0);
  });

  it('does not read an early answer after a change: a write, another session, or too late', async () => {
    setTokens({ access: makeToken(300), refresh: makeToken(1000) }, true);
    let version = 0;
    const api = sessionApi(() => ({
      status: 200,
      body: { ...settingsAnswer, version: version++ },
    }));

    startAccountEarly('/account/dashboard');
    await http.patch(SETTINGS, { unit_system: 'imperial' });
    await expect(http.get(SETTINGS)).resolves.toMatchObject({ version: 2 });

    startAccountEarly('/account/dashboard');
    setTokens({ access: makeToken(300, 'other'), refresh: makeToken(1000) }, true);
    await expect(http.get(SETTINGS)).resolves.toMatchObject({ version: 4 });

    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    startAccountEarly('/account/dashboard');
    vi.setSystemTime(Date.now() + EARLY_ANSWER_MS + 1);
    await expect(http.get(SETTINGS)).resolves.toMatchObject({ version: 6 });
    expect(api.calls(SETTINGS)).toHaveLength(7);
  });

  it('asks again with the usual care when the early answer failed (a token the API refuses)', async () => {
    const refused = makeToken(300, 'refused');
    setTokens({ access: refused, refresh: 'refresh-1' }, true);
    const fresh = { access: makeToken(300, 'fresh'), refresh: 'refresh-2' };
    const api = fakeApi({
      [VERIFY]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
      [SETTINGS]: (request) =>
        request.headers.authorization === `Bearer ${fresh.access}`
          ? { status: 200, body: settingsAnswer }
          : { status: 401, body: { code: 'token_not_valid' } },
      [REFRESH]: () => ({ status: 200, body: fresh }),
    });

    startAccountEarly('/account/dashboard');
    await expect(http.get(SETTINGS)).resolves.toEqual(settingsAnswer);
    expect(api.calls(SETTINGS)).toHaveLength(3);
    expect(api.calls(REFRESH)).toHaveLength(1);
    // The guard's early check was of the refused token: the guard checks the fresh one itself.
    await expect(ensureSession()).resolves.toBe(true);
    expect(api.calls(VERIFY).map((call) => call.body)).toEqual([
      { token: refused },
      { token: fresh.access },
    ]);
  });
});

describe("the page's own code and data, once the account area's routes are here", () => {
  it('starts the matched page with its parameters and the address search', () => {
    setTokens({ access: makeToken(300), refresh: makeToken(1000) }, true);
    sessionApi();
    startPageEarly(new URL('http://portal.test/account/order?tab=draft'));
    expect(loaded.page).toHaveBeenCalledWith('order');
    expect(loaded.prefetch).toHaveBeenCalledWith('order', {}, 'tab=draft');

    startPageEarly(new URL('http://portal.test/account/products/curtain/1000067/'));
    expect(loaded.page).toHaveBeenLastCalledWith('curtainEdit');
    expect(loaded.prefetch).toHaveBeenLastCalledWith(
      'curtainEdit',
      expect.objectContaining({ articleOrderId: '1000067' }),
      '',
    );
  });

  it('starts nothing for an address no account page has', () => {
    startPageEarly(new URL('http://portal.test/account/no-such-page'));
    startPageEarly(new URL('http://portal.test/login'));
    expect(loaded.page).not.toHaveBeenCalled();
    expect(loaded.prefetch).not.toHaveBeenCalled();
  });
});
