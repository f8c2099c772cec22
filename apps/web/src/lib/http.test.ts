import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeToken } from '../test/fake-api';
import { HttpError, http, setSessionLostHandler } from './http';
import { initI18n } from './i18n';
import { clearTokens, getTokens, setTokens } from './session';

const SETTINGS = 'api/user/settings/';
const REFRESH = 'easyorder/token/refresh/';

describe('the authenticated HTTP client', () => {
  let sessionLost: ReturnType<typeof vi.fn<(next: string) => void>>;

  beforeEach(async () => {
    await initI18n('de');
    await i18next.changeLanguage('de');
    sessionLost = vi.fn<(next: string) => void>();
    setSessionLostHandler(sessionLost);
    window.history.replaceState(null, '', '/account/order?tab=draft');
  });
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and the chosen language', async () => {
    const access = makeToken(300);
    setTokens({ access, refresh: makeToken(1000) }, false);
    const api = fakeApi({ [SETTINGS]: () => ({ status: 200, body: { ok: true } }) });

    await expect(http.get(SETTINGS)).resolves.toEqual({ ok: true });
    expect(api.sent[0]?.headers.authorization).toBe(`Bearer ${access}`);
    expect(api.sent[0]?.headers['accept-language']).toBe('de');
  });

  it('on a 401 refreshes once, stores the rotated pair and retries with the new token', async () => {
    const stale = makeToken(300, 'stale');
    setTokens({ access: stale, refresh: 'refresh-1' }, true);
    const fresh = { access: makeToken(300, 'fresh'), refresh: 'refresh-2' };
    const api = fakeApi({
      [SETTINGS]: (request) =>
        request.headers.authorization === `Bearer ${fresh.access}`
          ? { status: 200, body: { username: 'demo-shop' } }
          : { status: 401, body: { detail: 'expired', code: 'token_not_valid' } },
      [REFRESH]: () => ({ status: 200, body: fresh }),
    });

    await expect(http.get(SETTINGS)).resolves.toEqual({ username: 'demo-shop' });
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(api.calls(REFRESH)[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(api.calls(SETTINGS)).toHaveLength(2);
    expect(getTokens()).toEqual(fresh);
    expect(JSON.parse(window.localStorage.getItem('atelier.session') ?? '{}')).toEqual(fresh);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('retries only once: a second 401 ends the session and sends the user to login with next', async () => {
    setTokens({ access: makeToken(300), refresh: 'refresh-1' }, false);
    const api = fakeApi({
      [SETTINGS]: () => ({ status: 401, body: { code: 'not_authenticated' } }),
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'refresh-2' } }),
    });

    await expect(http.get(SETTINGS)).rejects.toMatchObject({ status: 401 });
    expect(api.calls(SETTINGS)).toHaveLength(2);
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(getTokens()).toBeNull();
    expect(sessionLost).toHaveBeenCalledWith('/account/order?tab=draft');
  });

  it('does not retry when the refresh is refused, and sends the user to login', async () => {
    setTokens({ access: makeToken(300), refresh: 'revoked' }, true);
    const api = fakeApi({
      [SETTINGS]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
      [REFRESH]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
    });

    await expect(http.get(SETTINGS)).rejects.toBeInstanceOf(HttpError);
    expect(api.calls(SETTINGS)).toHaveLength(1);
    expect(getTokens()).toBeNull();
    expect(window.localStorage.getItem('atelier.session')).toBeNull();
    expect(sessionLost).toHaveBeenCalledWith('/account/order?tab=draft');
  });

  it('lets a 401 of a token call through without refreshing', async () => {
    setTokens({ access: makeToken(300), refresh: 'refresh-1' }, false);
    const api = fakeApi({
      'easyorder/token/verify/': () => ({ status: 401, body: { code: 'token_not_valid' } }),
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'x' } }),
    });

    await expect(http.post('easyorder/token/verify/', { token: 'x' })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.calls(REFRESH)).toHaveLength(0);
    expect(sessionLost).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that fail together', async () => {
    setTokens({ access: makeToken(300, 'stale'), refresh: 'refresh-1' }, false);
    const fresh = { access: makeToken(300, 'fresh'), refresh: 'refresh-2' };
    let releaseRefresh: () => void = () => {};
    const refreshed = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = fakeApi({
      [SETTINGS]: (request) =>
        request.headers.authorization === `Bearer ${fresh.access}`
          ? { status: 200, body: 'ok' }
          : { status: 401 },
      [REFRESH]: async () => {
        await refreshed;
        return { status: 200, body: fresh };
      },
    });

    const both = Promise.all([http.get(SETTINGS), http.get(SETTINGS)]);
    await vi.waitFor(() => expect(api.calls(REFRESH)).toHaveLength(1));
    releaseRefresh();
    await expect(both).resolves.toEqual(['ok', 'ok']);
    expect(api.calls(REFRESH)).toHaveLength(1);
  });

  it('rejects other failures with the status, code and field errors, without refreshing', async () => {
    setTokens({ access: makeToken(300), refresh: 'refresh-1' }, false);
    const api = fakeApi({
      'api/user/update-password/': () => ({
        status: 400,
        body: { new_password: ['Das Passwort braucht mindestens 10 Zeichen'] },
      }),
      [SETTINGS]: () => ({ status: 403, body: { detail: 'no', code: 'permission_denied' } }),
    });

    const invalid = await http.put('api/user/update-password/', {}).catch((e: unknown) => e);
    expect(invalid).toBeInstanceOf(HttpError);
    expect((invalid as HttpError).fieldErrors).toEqual({
      new_password: ['Das Passwort braucht mindestens 10 Zeichen'],
    });
    await expect(http.get(SETTINGS)).rejects.toMatchObject({
      status: 403,
      code: 'permission_denied',
    });
    expect(api.calls(REFRESH)).toHaveLength(0);
  });
});
