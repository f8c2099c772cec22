// The server's first paint of the hosted shop (decision 102): the same header the page draws, in
// the language it is given, with the dealer's texts as text and a loading state below.
import { resources, translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../test/shop-fixture';
import { firstPaint } from './first-paint';

function parsed(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the first paint of the hosted shop', () => {
  it('draws the shop’s header and a loading state in the language it is given', () => {
    const root = parsed(firstPaint('shop', SHOP, 'nl', resources.nl)!);
    expect(root.querySelector('main header h1')?.textContent).toBe(SHOP.title);
    expect(root.textContent).toContain(SHOP.intro);
    expect(root.textContent).toContain(translate('nl', 'shop:header.contact'));
    expect(root.querySelector('[role="status"]')?.textContent).toContain('Laden');
    const english = parsed(firstPaint('shop', SHOP, 'en', resources.en)!);
    expect(english.querySelector('[role="status"]')?.textContent).toContain('Loading');
  });

  it('writes the dealer’s texts as text, never as markup', () => {
    const html = firstPaint(
      'shop',
      { ...SHOP, title: '<img src=x onerror=alert(1)>', intro: '</main><script>x</script>' },
      'nl',
      resources.nl,
    )!;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(parsed(html).querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('draws only the pages it knows', () => {
    expect(firstPaint('other' as 'shop', SHOP, 'nl', resources.nl)).toBeNull();
  });
});
