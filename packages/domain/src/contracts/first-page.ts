// What a page's first HTML may carry for it (decision 102): the answer its first call would
// fetch, in a `<script type="application/json">` the browser does not run, so the page draws
// without waiting a round trip for it. The server writes it only for the page and path it names;
// the web app reads it once, for that path, and asks the API as usual for anything else.

/** The id of the element holding a `FirstPageData` in the page's HTML. */
export const FIRST_PAGE_ELEMENT_ID = 'first-page';

/**
 * The pages whose first HTML the server writes: the hosted shop with its first answer, and an
 * account page with its frame (decision 107: the shell and the page's header, no account data).
 */
export const FIRST_PAGES = ['shop', 'account'] as const;
export type FirstPageName = (typeof FIRST_PAGES)[number];

export interface FirstPageData {
  /** Which page the answer is for. */
  page: FirstPageName;
  /** The path it was served at (`/shop/woonwinkel-de-linde`). */
  path: string;
  /** The language the page opens in (the shop's first), when the page has one of its own. */
  language: string | null;
  /** The answer of the page's first call, exactly as the API answers it (null for a frame). */
  data: unknown;
}

/**
 * The cookie that tells the server the language this device shows the portal in, so an account
 * page's first HTML is drawn in it (decision 107). Written by the web app beside its local
 * storage; a language, never a credential, and read only as one of the locales.
 */
export const LANGUAGE_COOKIE = 'atelier.language';
