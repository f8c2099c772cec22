// What a page's first HTML may carry for it (decision 102): the answer its first call would
// fetch, in a `<script type="application/json">` the browser does not run, so the page draws
// without waiting a round trip for it. The server writes it only for the page and path it names;
// the web app reads it once, for that path, and asks the API as usual for anything else.

/** The id of the element holding a `FirstPageData` in the page's HTML. */
export const FIRST_PAGE_ELEMENT_ID = 'first-page';

/** The pages whose first HTML carries their first answer. */
export const FIRST_PAGES = ['shop'] as const;
export type FirstPageName = (typeof FIRST_PAGES)[number];

export interface FirstPageData {
  /** Which page the answer is for. */
  page: FirstPageName;
  /** The path it was served at (`/shop/woonwinkel-de-linde`). */
  path: string;
  /** The language the page opens in (the shop's first), when the page has one of its own. */
  language: string | null;
  /** The answer of the page's first call, exactly as the API answers it. */
  data: unknown;
}
