import { staffLandingPath } from '@atelier/domain';
import { sessionStaffRole } from './session';

/** Where a logged-in dealer lands without a `next`: /account picks dashboard or track. */
export const DEFAULT_PAGE = '/account';

/**
 * Where the session lands without a `next`: a member of staff on their role's first page of the
 * back office (by the token's role hint, the domain's `staffLandingPath`), a dealer on /account.
 */
export function landingPage(): string {
  const role = sessionStaffRole();
  return role ? staffLandingPath(role) : DEFAULT_PAGE;
}

/** Whether a path is in the back office (`/manage` and below). */
export const isManagePath = (path: string) => /^\/manage(?:[/?#]|$)/.test(path);

/**
 * Where to go after logging in: `next` when it is the session's side of the portal (a dealer's
 * page for a dealer, the back office for staff), else the session's landing page.
 */
export function landingAfterLogin(next: string | null): string {
  if (next === null) return landingPage();
  const staff = sessionStaffRole() !== null;
  return staff === isManagePath(next) ? next : landingPage();
}

/**
 * Only paths inside the portal are followed after login; anything else (another host, `//host`,
 * the login page itself) falls back to the default page.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return null;
  }
  if (next === '/login' || next.startsWith('/login?') || next.startsWith('/login/')) return null;
  return next;
}
