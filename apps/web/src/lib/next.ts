/** Where a logged-in user lands without a `next`: /account picks dashboard or track. */
export const DEFAULT_PAGE = '/account';

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
