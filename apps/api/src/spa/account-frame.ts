// An account page's first HTML with its frame (decision 107): for `/account` and every path under
// it, when the browser's language cookie names one of the portal's languages, the page is sent
// with the shell's bars and the page's header drawn in that language, the account layout's files
// and its route's announced (decision 113), and `<html lang>` set. The frame holds nothing of the account (the first HTML has no
// session: the tokens live in the browser's storage, not in a cookie), so the answer is the same
// for every visitor with that language and is drawn once. Without the cookie, or with any other
// value in it, the page is sent as built.
import { LANGUAGE_COOKIE } from '@atelier/domain';
import { isLocale } from '@atelier/i18n';
import type { FirstPageSource } from './first-page.js';

const ACCOUNT_PAGE = /^\/account(?:\/|$)/;

/** The value of the cookie `name` in a `Cookie` header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export function accountFirstPage(): FirstPageSource {
  return async (request, pathname) => {
    if (!ACCOUNT_PAGE.test(pathname)) return null;
    const language = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
    if (!isLocale(language)) return null;
    return { page: 'account', data: null, language, title: null };
  };
}
