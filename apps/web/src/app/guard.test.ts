import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, getTokens, setTokens } from '../lib/session';
import { fakeApi, makeToken } from '../test/fake-api';
import { accountGuard, loginGuard, manageGuard, managePageGuard } from './guard';

const VERIFY = 'easyorder/token/verify/';
const REFRESH = 'easyorder/token/refresh/';

const args = (path: string) =>
  ({ request: new Request(`http://portal.test${path}`), params: {} }) as LoaderFunctionArgs;

/** Runs a loader and returns where it redirects to (null when it lets the page render). */
async function redirectOf(result: Promise<unknown>): Promise<string | null> {
  try {
    await result;
    return null;
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      return thrown.headers.get('location');
    }
    throw thrown;
  }
}

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the account guard', () => {
  it('sends a visitor without a session to login, with next naming the page asked for', async () => {
    const api = fakeApi({});
    expect(await redirectOf(accountGuard(args('/account/order?tab=offers')))).toBe(
      `/login?next=${encodeURIComponent('/account/order?tab=offers')}`,
    );
    expect(api.sent).toHaveLength(0);
  });

  it('lets a verified token through without refreshing', async () => {
    const access = makeToken(300);
    setTokens({ access, refresh: 'refresh-1' }, false);
    const api = fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });

    expect(await redirectOf(accountGuard(args('/account/dashboard')))).toBeNull();
    expect(api.calls(VERIFY)[0]?.body).toEqual({ token: access });
    expect(api.calls(REFRESH)).toHaveLength(0);
  });

  it('refreshes when verification fails and lets the user through with the new pair', async () => {
    setTokens({ access: makeToken(300, 'revoked'), refresh: 'refresh-1' }, false);
    const fresh = { access: makeToken(300, 'fresh'), refresh: 'refresh-2' };
    const api = fakeApi({
      [VERIFY]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
      [REFRESH]: () => ({ status: 200, body: fresh }),
    });

    expect(await redirectOf(accountGuard(args('/account/settings')))).toBeNull();
    expect(api.calls(REFRESH)).toHaveLength(1);
    expect(getTokens()).toEqual(fresh);
  });

  it('goes to login with next when both verification and refresh fail, forgetting the tokens', async () => {
    setTokens({ access: makeToken(300), refresh: 'expired' }, true);
    fakeApi({
      [VERIFY]: () => ({ status: 401 }),
      [REFRESH]: () => ({ status: 401, body: { code: 'token_not_valid' } }),
    });

    expect(await redirectOf(accountGuard(args('/account/track')))).toBe(
      `/login?next=${encodeURIComponent('/account/track')}`,
    );
    expect(getTokens()).toBeNull();
    expect(window.localStorage.getItem('atelier.session')).toBeNull();
  });

  it('refreshes an expired access token straight away instead of verifying it', async () => {
    setTokens({ access: makeToken(-60), refresh: 'refresh-1' }, false);
    const api = fakeApi({
      [VERIFY]: () => ({ status: 401 }),
      [REFRESH]: () => ({ status: 200, body: { access: makeToken(300), refresh: 'refresh-2' } }),
    });

    expect(await redirectOf(accountGuard(args('/account/products')))).toBeNull();
    expect(api.calls(VERIFY)).toHaveLength(0);
  });
});

/** A token with the staff role hint `stf`, as the API issues staff. */
function staffToken(role: string, secondsFromNow = 300): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '9', exp, stf: role })}.sig`;
}

/** Runs a synchronous guard and returns where it redirects to (null when it lets the page open). */
function redirectOfNow(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('staff and dealers on their own side', () => {
  it('sends a member of staff from the account area to their landing page', async () => {
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    setTokens({ access: staffToken('customerService'), refresh: 'r' }, false);
    expect(await redirectOf(accountGuard(args('/account/dashboard')))).toBe('/manage');
    setTokens({ access: staffToken('driver'), refresh: 'r' }, false);
    expect(await redirectOf(accountGuard(args('/account')))).toBe('/manage/delivery');
  });

  it('sends a dealer from the back office to /account, and a visitor to login with next', async () => {
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    expect(await redirectOf(manageGuard(args('/manage/audit?subject=rma')))).toBe(
      `/login?next=${encodeURIComponent('/manage/audit?subject=rma')}`,
    );
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    expect(await redirectOf(manageGuard(args('/manage')))).toBe('/account');
    setTokens({ access: staffToken('administrator'), refresh: 'r' }, false);
    expect(await redirectOf(manageGuard(args('/manage/audit')))).toBeNull();
  });

  it('does not take an unknown role hint for staff', async () => {
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    setTokens({ access: staffToken('supplier'), refresh: 'r' }, false);
    expect(await redirectOf(manageGuard(args('/manage')))).toBe('/account');
  });

  it('opens a page only for a role with its permission, else the role’s landing page', () => {
    setTokens({ access: staffToken('administrator'), refresh: 'r' }, false);
    expect(redirectOfNow(() => managePageGuard('audit'))).toBeNull();
    setTokens({ access: staffToken('customerService'), refresh: 'r' }, false);
    expect(redirectOfNow(() => managePageGuard('audit'))).toBe('/manage');
    expect(redirectOfNow(() => managePageGuard('returns'))).toBeNull();
    setTokens({ access: staffToken('driver'), refresh: 'r' }, false);
    expect(redirectOfNow(() => managePageGuard('overview'))).toBe('/manage/delivery');
    expect(redirectOfNow(() => managePageGuard('delivery'))).toBeNull();
  });

  it('lands a member of staff on their page after log-in, and keeps next on their side', async () => {
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    setTokens({ access: staffToken('productionPlanner'), refresh: 'r' }, false);
    expect(await redirectOf(loginGuard(args('/login')))).toBe('/manage');
    expect(await redirectOf(loginGuard(args('/login?next=%2Fmanage%2Faudit')))).toBe(
      '/manage/audit',
    );
    expect(await redirectOf(loginGuard(args('/login?next=%2Faccount%2Forder')))).toBe('/manage');
    setTokens({ access: staffToken('driver'), refresh: 'r' }, false);
    expect(await redirectOf(loginGuard(args('/login')))).toBe('/manage/delivery');
    setTokens({ access: makeToken(300), refresh: 'r' }, false);
    expect(await redirectOf(loginGuard(args('/login?next=%2Fmanage')))).toBe('/account');
  });
});

describe('the login guard', () => {
  it('shows the login page to a visitor without a session', async () => {
    fakeApi({});
    expect(await redirectOf(loginGuard(args('/login?next=/account/order')))).toBeNull();
  });

  it('sends a logged-in user on to next', async () => {
    setTokens({ access: makeToken(300), refresh: 'refresh-1' }, false);
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    const next = encodeURIComponent('/account/order?tab=draft');
    expect(await redirectOf(loginGuard(args(`/login?next=${next}`)))).toBe(
      '/account/order?tab=draft',
    );
  });

  it('sends a logged-in user to the default page when next is missing or leaves the portal', async () => {
    setTokens({ access: makeToken(300), refresh: 'refresh-1' }, false);
    fakeApi({ [VERIFY]: () => ({ status: 200, body: {} }) });
    expect(await redirectOf(loginGuard(args('/login')))).toBe('/account');
    expect(await redirectOf(loginGuard(args('/login?next=//evil.example/x')))).toBe('/account');
    expect(await redirectOf(loginGuard(args('/login?next=https://evil.example')))).toBe('/account');
  });

  it('shows the login page when the stored session is no longer accepted', async () => {
    setTokens({ access: makeToken(300), refresh: 'expired' }, false);
    fakeApi({ [VERIFY]: () => ({ status: 401 }), [REFRESH]: () => ({ status: 401 }) });
    expect(await redirectOf(loginGuard(args('/login')))).toBeNull();
    expect(getTokens()).toBeNull();
  });
});
