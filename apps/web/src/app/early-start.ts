// What an account page needs first, asked for while the entry runs: the check of the restored
// session, the account's settings, the account area's routes and layout, and, once the routes are
// here, the page's code and data. Without this each waited for the step before it (the texts,
// then the routes, then the layout and the guard), a round trip apiece on a phone's slow line.
// The guard and the settings query read the answers asked for here (lib/session.ts
// `checkSessionEarly`, lib/http.ts `askEarly`); decision 103. While those are on the line, the
// language's formatters are built (lib/intl-warm.ts), in small tasks the page's render then need not
// wait for.
import { ACCOUNT_SETTINGS_PATH } from '../api/account-key';
import { askEarly } from '../lib/http';
import { storedLanguage } from '../lib/i18n';
import { accessTokenExpired, checkSessionEarly, getTokens } from '../lib/session';

function inAccountArea(pathname: string): boolean {
  return pathname === '/account' || pathname.startsWith('/account/');
}

/** Starts an account page's first requests when the page is one and a session is here. */
export function startAccountEarly(pathname: string): void {
  if (!inAccountArea(pathname) || !getTokens() || accessTokenExpired()) return;
  checkSessionEarly();
  askEarly(ACCOUNT_SETTINGS_PATH);
  void import('./account-children')
    .then(({ startPageEarly }) => startPageEarly(new URL(window.location.href)))
    .catch(() => undefined);
  void import('./account-layout').catch(() => undefined);
  // A file of its own, beside the others: the formatters are the pages', not the entry's (the
  // log-in page, which shares the entry, formats nothing).
  const language = storedLanguage();
  void import('../lib/intl-warm')
    .then(({ warmFormatters }) => warmFormatters(language))
    .catch(() => undefined);
}
