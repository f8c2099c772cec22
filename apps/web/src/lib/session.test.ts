import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, makeToken } from '../test/fake-api';
import {
  clearTokens,
  getTokens,
  logOut,
  REFRESH_MARGIN_MS,
  restoreSession,
  setSessionExpiredHandler,
  setTokens,
} from './session';

const REFRESH = 'easyorder/token/refresh/';

afterEach(() => {
  clearTokens();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('two tabs', () => {
  it('takes the pair another tab rotated instead of spending the old refresh token', async () => {
    const api = fakeApi({
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'r3' } }),
    });
    setTokens({ access: makeToken(20), refresh: 'r1' }, true);
    // The other tab rotated r1 and stored its new pair.
    const theirs = { access: makeToken(300), refresh: 'r2' };
    window.localStorage.setItem('atelier.session', JSON.stringify(theirs));
    const { refreshSession } = await import('./session');
    expect(await refreshSession()).toBe(true);
    expect(api.calls(REFRESH)).toHaveLength(0);
    expect(getTokens()).toEqual(theirs);
  });

  it('takes a pair another tab stores at once', () => {
    restoreSession();
    setTokens({ access: makeToken(300), refresh: 'r1' }, true);
    const theirs = { access: makeToken(300), refresh: 'r2' };
    window.localStorage.setItem('atelier.session', JSON.stringify(theirs));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'atelier.session', newValue: JSON.stringify(theirs) }),
    );
    expect(getTokens()).toEqual(theirs);
  });
});

describe('a device clock that is off', () => {
  it('refreshes by the token lifetime from receipt, not in a loop when the clock runs ahead', async () => {
    // The device is ten minutes ahead of the server that signed the token.
    vi.useFakeTimers({ now: new Date('2026-03-02T09:10:00Z') });
    const serverNow = Math.floor(new Date('2026-03-02T09:00:00Z').getTime() / 1000);
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const signed = `${encode({ alg: 'HS256' })}.${encode({ iat: serverNow, exp: serverNow + 300 })}.s`;
    const api = fakeApi({
      [REFRESH]: () => ({ status: 200, body: { access: signed, refresh: 'r2' } }),
    });
    setTokens({ access: signed, refresh: 'r1' }, false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls(REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300_000 - REFRESH_MARGIN_MS);
    expect(api.calls(REFRESH)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.calls(REFRESH)).toHaveLength(1);
  });
});

describe('logging out', () => {
  it('ends the session on the server with the refresh token and forgets the pair', async () => {
    const api = fakeApi({ 'easyorder/token/logout/': () => ({ status: 204 }) });
    setTokens({ access: makeToken(300), refresh: 'r9' }, true);
    await logOut();
    expect(api.calls('easyorder/token/logout/').map((call) => call.body)).toEqual([
      { refresh: 'r9' },
    ]);
    expect(getTokens()).toBeNull();
    expect(window.localStorage.getItem('atelier.session')).toBeNull();
  });

  it('forgets the pair even when the API cannot be reached', async () => {
    fakeApi({ 'easyorder/token/logout/': () => ({ status: 503 }) });
    setTokens({ access: makeToken(300), refresh: 'r9' }, false);
    await logOut();
    expect(getTokens()).toBeNull();
  });
});

describe('keeping the session', () => {
  it('keeps a remembered session in localStorage, otherwise only for this browser session', () => {
    const pair = { access: makeToken(300), refresh: 'r1' };
    setTokens(pair, true);
    expect(window.localStorage.getItem('atelier.session')).not.toBeNull();
    expect(window.sessionStorage.getItem('atelier.session')).toBeNull();

    setTokens(pair, false);
    expect(window.localStorage.getItem('atelier.session')).toBeNull();
    expect(window.sessionStorage.getItem('atelier.session')).not.toBeNull();
  });

  it('restores the stored pair on load', () => {
    const pair = { access: makeToken(300), refresh: 'r1' };
    window.localStorage.setItem('atelier.session', JSON.stringify(pair));
    restoreSession();
    expect(getTokens()).toEqual(pair);
  });

  it('a rotated pair stays where the login put it', async () => {
    setTokens({ access: makeToken(300), refresh: 'r1' }, true);
    fakeApi({
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'r2' } }),
    });
    const { refreshSession } = await import('./session');
    await refreshSession();
    expect(JSON.parse(window.localStorage.getItem('atelier.session') ?? '{}').refresh).toBe('r2');
  });

  it('refreshes about 30 seconds before the access token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    const api = fakeApi({
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'r2' } }),
    });
    setTokens({ access: makeToken(300), refresh: 'r1' }, false);

    await vi.advanceTimersByTimeAsync(300_000 - REFRESH_MARGIN_MS - 1_000);
    expect(api.calls(REFRESH)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(getTokens()?.refresh).toBe('r2');
  });

  it('reports an ended session when the scheduled refresh is refused', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    fakeApi({ [REFRESH]: () => ({ status: 401, body: { code: 'token_not_valid' } }) });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    setTokens({ access: makeToken(60), refresh: 'r1' }, false);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(getTokens()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
  });
});
