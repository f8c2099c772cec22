// Route guards (portal §4). The account area needs a session the API still accepts: verify the
// access token, else refresh, else go to login with `next`. The login page sends a user who is
// already logged in on to `next` or the default page.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath } from '../lib/http';
import { DEFAULT_PAGE, safeNext } from '../lib/next';
import {
  accessTokenExpired,
  clearTokens,
  getTokens,
  refreshSession,
  verifyToken,
} from '../lib/session';

/** True when the session is usable now (verified, or refreshed). Clears a session the API refuses. */
export async function ensureSession(): Promise<boolean> {
  const tokens = getTokens();
  if (!tokens) return false;
  if (!accessTokenExpired()) {
    try {
      if (await verifyToken(tokens.access)) return true;
    } catch {
      // The API is unreachable: a refresh will not do better, and the tokens may still be good.
      return false;
    }
  }
  const refreshed = await refreshSession();
  if (!refreshed) clearTokens();
  return refreshed;
}

export async function accountGuard({ request }: LoaderFunctionArgs) {
  if (await ensureSession()) return null;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}${url.hash}`));
}

export async function loginGuard({ request }: LoaderFunctionArgs) {
  if (!getTokens()) return null;
  if (!(await ensureSession())) return null;
  const next = safeNext(new URL(request.url).searchParams.get('next'));
  throw redirect(next ?? DEFAULT_PAGE);
}
