// What a page's first HTML carries (decision 102): read from its JSON element, given only to the
// page and path it was written for.
import { FIRST_PAGE_ELEMENT_ID } from '@atelier/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { firstPage, firstPageData, forgetFirstPage } from './first-page';

function write(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(FIRST_PAGE_ELEMENT_ID)?.remove();
  forgetFirstPage();
});

describe('the first page’s answer', () => {
  it('is given to its page at its path only', () => {
    write(JSON.stringify({ page: 'shop', path: '/shop/a', language: 'de', data: { title: 'A' } }));
    expect(firstPage()?.language).toBe('de');
    expect(firstPageData('shop', '/shop/a')).toEqual({ title: 'A' });
    expect(firstPageData('shop', '/shop/b')).toBeUndefined();
    expect(firstPageData('shop', '/shop/a/')).toEqual({ title: 'A' });
  });

  it('is none without the element or when it cannot be read', () => {
    expect(firstPage()).toBeNull();
    forgetFirstPage();
    write('{not json');
    expect(firstPage()).toBeNull();
    expect(firstPageData('shop', '/shop/a')).toBeUndefined();
  });
});
