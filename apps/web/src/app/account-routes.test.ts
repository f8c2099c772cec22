// The account routes' headers as a page's frame draws them (decision 107): every title and
// description a route names is a message in every language, and the frame's header is the one
// the route's page draws.
import { LOCALES } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { accountRoutes, matchAccountRoute, routeTitleKey } from './account-routes';

describe('the account routes', () => {
  it('name a title and a description that every language has', () => {
    for (const route of accountRoutes) {
      for (const key of [routeTitleKey(route), route.intro].filter((k) => k !== undefined)) {
        for (const locale of LOCALES) {
          const text = translate(locale, key);
          expect(text, `${route.id} ${locale} ${key}`).not.toBe(key.split(':')[1]);
          expect(text.length, `${route.id} ${locale} ${key}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('match an address to its route and parameters, and nothing else', () => {
    expect(matchAccountRoute('/account/order')?.route.id).toBe('order');
    expect(matchAccountRoute('/account/products/curtain/12/')).toMatchObject({
      route: { id: 'curtainEdit' },
      params: { articleOrderId: '12' },
    });
    expect(matchAccountRoute('/account/nothing')).toBeNull();
    expect(matchAccountRoute('/manage/order')).toBeNull();
  });
});
