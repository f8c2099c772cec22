// The answer a page's first HTML carries for it (decision 102; domain `FirstPageData`): read once
// from the page's `<script type="application/json">`, and given only to the page and path it was
// written for, so a page the visitor goes on to asks the API as usual.
import { FIRST_PAGE_ELEMENT_ID, type FirstPageData, type FirstPageName } from '@atelier/domain';

let read: FirstPageData | null | undefined;

/** What the first HTML carries, or null: none, or not readable. */
export function firstPage(): FirstPageData | null {
  if (read !== undefined) return read;
  read = null;
  const element =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_PAGE_ELEMENT_ID);
  if (!element?.textContent) return read;
  try {
    const parsed = JSON.parse(element.textContent) as FirstPageData;
    read = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed : null;
  } catch {
    read = null;
  }
  return read;
}

/**
 * The answer of `page` at `path` from the first HTML (the server's own answer, as its API would
 * give it), else undefined: the page then asks for it.
 */
export function firstPageData<T>(page: FirstPageName, path: string): T | undefined {
  const first = firstPage();
  // `/shop/a/` and `/shop/a` are the same page.
  const same = (one: string) => one.replace(/\/+$/, '');
  return first && first.page === page && same(first.path) === same(path)
    ? (first.data as T)
    : undefined;
}

/** When the first HTML's answer was made: the page's load (for a cache's freshness). */
export function firstPageLoadedAt(): number {
  return Math.round(performance.timeOrigin);
}

/** Forgets what was read (unit tests that write another page's HTML). */
export function forgetFirstPage(): void {
  read = undefined;
}
