// Route guards (portal §4). The account area and the back office need a session the API still
// accepts: verify the access token, else refresh, else go to login with `next`. Each side is for
// its own people: a dealer's session goes to /account, a member of staff's (the token's role hint
// `stf`) to their landing page of /manage. The login page sends a user who is already logged in on
// to `next` or their landing page.
import { type ManagePermission, staffAllowed, staffLandingPath } from '@atelier/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { loginPath } from '../lib/http';
import { DEFAULT_PAGE, landingAfterLogin, safeNext } from '../lib/next';
import {
  accessTokenExpired,
  clearTokens,
  getTokens,
  refreshSession,
  sessionStaffRole,
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

const toLogin = (request: Request) => {
  const url = new URL(request.url);
  return redirect(loginPath(`${url.pathname}${url.search}${url.hash}`));
};

/** The dealers' account area: staff may not use dealer pages (the API answers them not_for_staff). */
export async function accountGuard({ request }: LoaderFunctionArgs) {
  if (!(await ensureSession())) throw toLogin(request);
  const role = sessionStaffRole();
  if (role) throw redirect(staffLandingPath(role));
  return null;
}

/** The back office: staff only; a dealer's session goes to its own account area. */
export async function manageGuard({ request }: LoaderFunctionArgs) {
  if (!(await ensureSession())) throw toLogin(request);
  if (!sessionStaffRole()) throw redirect(DEFAULT_PAGE);
  return null;
}

/**
 * A page of the back office opens only for a role the domain grants its permission
 * (`staffAllowed`); any other goes to the role's landing page, which its role always may open.
 * Runs after `manageGuard` (a child's loader), so the session is there.
 */
export function managePageGuard(permission: ManagePermission) {
  const role = sessionStaffRole();
  if (role && !staffAllowed(role, permission)) throw redirect(staffLandingPath(role));
  return null;
}

export async function loginGuard({ request }: LoaderFunctionArgs) {
  if (!getTokens()) return null;
  if (!(await ensureSession())) return null;
  throw redirect(landingAfterLogin(safeNext(new URL(request.url).searchParams.get('next'))));
}
