// The server's first paint of the hosted shop (decision 102): the same header the page draws, in
// the language it is given, with the dealer's texts as text and a loading state below.
import { resources, translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../test/shop-fixture';
import { firstPageRoute, firstPaint } from './first-paint';

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

  it('draws an account page’s frame: its title and description in the language, the bars empty', () => {
    const root = parsed(firstPaint('account', null, 'de', resources.de, '/account/order')!);
    expect(root.querySelector('main h1')?.textContent).toBe(translate('de', 'shell:routes.order'));
    expect(root.querySelector('main p')?.textContent).toBe(translate('de', 'orders:list.intro'));
    expect(root.querySelector('[role="status"]')?.textContent).toContain(
      translate('de', 'common:states.loading'),
    );
    // The dashboard's header is fixed text too: the greeting by name follows with the account.
    const dashboard = parsed(
      firstPaint('account', null, 'nl', resources.nl, '/account/dashboard')!,
    );
    expect(dashboard.querySelector('main p')?.textContent).toBe(translate('nl', 'dashboard:intro'));
    // Nothing of an account: no menu entry, no link, nothing to focus.
    expect(root.querySelector('nav')?.children).toHaveLength(0);
    expect(root.querySelectorAll('a, button, input, [tabindex="0"]')).toHaveLength(0);
  });

  it('holds the title’s place of a page named by its data, and draws no header it does not know', () => {
    const editing = parsed(
      firstPaint('account', null, 'nl', resources.nl, '/account/products/curtain/12/')!,
    );
    expect(editing.querySelector('h1')).toBeNull();
    expect(editing.querySelector('.mantine-Skeleton-root')).not.toBeNull();
    expect(editing.querySelector('main p')?.textContent).toBe(translate('nl', 'curtain:intro'));
    // An order is named by its number: the title's place is held, below a picture of the link back
    // to the list (nothing to focus or follow) and above its fixed intro.
    const order = parsed(firstPaint('account', null, 'nl', resources.nl, '/account/order/41')!);
    expect(order.querySelector('main h1')).toBeNull();
    expect(order.querySelector('main .mantine-Skeleton-root')).not.toBeNull();
    expect(order.querySelector('main p')?.textContent).toBe(translate('nl', 'orders:detail.intro'));
    const back = order.querySelector('main [aria-hidden="true"]');
    expect(back?.textContent).toBe(translate('nl', 'orders:detail.back'));
    expect(order.querySelectorAll('a, button, input, [tabindex="0"]')).toHaveLength(0);
    for (const path of ['/account', '/account/nothing-here']) {
      const root = parsed(firstPaint('account', null, 'nl', resources.nl, path)!);
      expect(root.querySelector('main h1'), path).toBeNull();
      expect(root.querySelector('[role="status"]'), path).not.toBeNull();
    }
  });

  it('draws only the pages it knows', () => {
    expect(firstPaint('other' as 'shop', SHOP, 'nl', resources.nl)).toBeNull();
  });

  it('names the account route at a path, whose files the server announces with the frame', () => {
    expect(firstPageRoute('account', '/account/products/curtain/12/')).toBe('curtainEdit');
    expect(firstPageRoute('account', '/account/order')).toBe('order');
    expect(firstPageRoute('account', '/account/no-such-page')).toBeNull();
    expect(firstPageRoute('shop', '/account/order')).toBeNull();
  });
});
