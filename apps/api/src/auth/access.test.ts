// Flags that close parts of the portal are permissions: the API refuses what the sidebar hides.
// Every route names the permission it needs, and a tracking-only account reaches tracking alone.
import {
  ACCESS_FLAGS,
  type AccessFlag,
  addDays,
  featureAllowed,
  systemSettingsSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { addressBookEntry, customerOrder, quoteShareLink } from '../db/schema/index.js';
import { debtorIdOf, setAccessFlag, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

const debtorId = (number: string) => debtorIdOf(ctx, number);

const setFlag = (username: string, flag: AccessFlag, value: boolean) =>
  setAccessFlag(ctx, username, flag, value);

let trackedOrderId: number;
beforeAll(async () => {
  // An order of the tracking account's own shop, made by the service account.
  const created = await call('demo-service', 'POST', '/api/orders/', {
    payload: { debtor_id: await debtorId('100458'), commission: 'Tracked' },
  });
  expect(created.statusCode, created.body).toBe(201);
  trackedOrderId = created.json().id;
});

const trackingOnly = (answer: { statusCode: number; body: string; json(): unknown }) => {
  expect(answer.statusCode, answer.body).toBe(403);
  expect(answer.json()).toEqual({
    code: 'tracking_only',
    detail: translate('en-au', 'errors:tracking_only'),
  });
};

describe('a tracking-only account', () => {
  it('sees its orders on the track page, not in the order lists', async () => {
    const tracked = await call('demo-tracking', 'GET', '/api/track/');
    expect(tracked.statusCode, tracked.body).toBe(200);
    trackingOnly(await call('demo-tracking', 'GET', '/api/orders/'));
    trackingOnly(await call('demo-tracking', 'GET', `/api/orders/${trackedOrderId}/`));
    // The shop's other account kind reads them.
    expect((await call('demo-service', 'GET', `/api/orders/${trackedOrderId}/`)).statusCode).toBe(
      200,
    );
  });

  it('cannot create, price, change or delete orders and articles', async () => {
    const attempts = [
      await call('demo-tracking', 'POST', '/api/orders/', { payload: { commission: 'x' } }),
      await call('demo-tracking', 'PATCH', `/api/orders/${trackedOrderId}/`, {
        payload: { commission: 'changed' },
      }),
      await call('demo-tracking', 'PUT', `/api/orders/${trackedOrderId}/`, {
        payload: { commission: 'changed' },
      }),
      await call('demo-tracking', 'DELETE', `/api/orders/${trackedOrderId}/`),
      await call('demo-tracking', 'POST', `/api/orders/${trackedOrderId}/articles/curtain/`, {
        payload: {},
      }),
      await call('demo-tracking', 'PUT', `/api/orders/${trackedOrderId}/articles/curtain/1/`, {
        payload: {},
      }),
      await call('demo-tracking', 'DELETE', `/api/orders/${trackedOrderId}/articles/curtain/1/`),
      await call('demo-tracking', 'POST', '/api/prices/wavecurtain/', { payload: {} }),
    ];
    for (const answer of attempts) trackingOnly(answer);
    const [order] = await ctx.database.db
      .select({ commission: customerOrder.commission })
      .from(customerOrder)
      .where(eq(customerOrder.id, trackedOrderId));
    expect(order?.commission).toBe('Tracked');
  });

  it('cannot switch its own tracking-only flag off, nor any other access flag', async () => {
    for (const flag of ACCESS_FLAGS) {
      const answer = await call('demo-tracking', 'PATCH', '/api/user/settings/', {
        payload: { is_system_settings: true, [flag]: false },
      });
      expect(answer.statusCode, flag).toBe(403);
    }
    const settings = await call('demo-tracking', 'GET', '/api/user/settings/');
    expect(settings.json().show_only_tracking_page).toBe(true);
  });
});

describe('display flags and access flags', () => {
  it('a shop changes its display flags, sends access flags back unchanged, but cannot change them', async () => {
    const display = await call('demo-au', 'PATCH', '/api/user/settings/', {
      payload: { is_system_settings: true, show_room: false, show_sidebar_track_button: true },
    });
    expect(display.statusCode, display.body).toBe(200);
    expect(display.json().show_room).toBe(false);
    const access = await call('demo-au', 'PATCH', '/api/user/settings/', {
      payload: { is_system_settings: true, show_sidebar_release_notes_button: false },
      headers: { 'accept-language': 'de' },
    });
    expect(access.statusCode).toBe(403);
    expect(access.json()).toEqual({
      code: 'permission_denied',
      detail: translate('de', 'errors:permission_denied'),
    });
  });
});

describe('a hidden sidebar entry closes its calls', () => {
  it('customer fabrics', async () => {
    expect((await call('demo-pl', 'GET', '/api/customer-fabrics/')).statusCode).toBe(200);
    await setFlag('demo-pl', 'show_sidebar_customer_fabrics_button', false);
    const list = await call('demo-pl', 'GET', '/api/customer-fabrics/', {
      headers: { 'accept-language': 'fr' },
    });
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      code: 'feature_disabled',
      detail: translate('fr', 'errors:feature_disabled'),
    });
    const create = await call('demo-pl', 'POST', '/api/customer-fabrics/', { payload: {} });
    expect(create.statusCode).toBe(403);
    // Order work goes on.
    expect((await call('demo-pl', 'GET', '/api/orders/')).statusCode).toBe(200);
  });

  it('release notes', async () => {
    expect((await call('demo-shop', 'GET', '/api/release-notes/')).statusCode).toBe(200);
    await setFlag('demo-shop', 'show_sidebar_release_notes_button', false);
    expect((await call('demo-shop', 'GET', '/api/release-notes/')).statusCode).toBe(403);
    // The version check stays open.
    expect((await call('demo-shop', 'GET', '/api/latest-tag/')).statusCode).toBe(200);
  });

  it('settings: display flags can no longer be changed, the language still can', async () => {
    await setFlag('demo-service', 'show_sidebar_settings_button', false);
    const flags = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { is_system_settings: true, show_room: false },
    });
    expect(flags.statusCode).toBe(403);
    expect(flags.json().code).toBe('feature_disabled');
    const language = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { preferred_language: 'de' },
    });
    expect(language.statusCode).toBe(200);
  });
});

/**
 * What a tracking-only account reaches besides the public routes: tracking, and what it needs to
 * use the portal at all (its account, language and password, the shops it acts for, the live
 * stream of the track page). Any other route must answer it 403 `tracking_only`.
 */
const TRACKING_ONLY_REACHES = [
  'GET /api/debtors/',
  'GET /api/debtors/:id',
  'GET /api/live/',
  'GET /api/track/',
  'GET /api/track/:articleId/events/',
  'GET /api/user/settings/',
  'PATCH /api/user/settings/',
  'PUT /api/user/settings/',
  'PUT /api/user/update-password/',
];

/** The routes that need a log-in, as `METHOD url` (HEAD is GET's twin). */
const signedInRoutes = () =>
  ctx.app
    .routePermissions()
    .filter((route) => !route.public && route.method !== 'HEAD' && route.manage === undefined)
    .map((route) => ({ ...route, name: `${route.method} ${route.url}` }));

describe('every route declares the permission it needs', () => {
  it('names a feature or a staff permission on every route that needs a log-in', () => {
    const routes = ctx.app.routePermissions();
    // The walk sees the whole API (a GET's HEAD twin too), not a few routes.
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(
      'HEAD /api/customers/address-book/',
    );
    const undeclared = routes
      .filter((route) => !route.public && route.feature === undefined && route.manage === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('lets a tracking-only account reach tracking and its own account alone', () => {
    const tracking = { ...systemSettingsSchema.parse({}), show_only_tracking_page: true };
    const reached = signedInRoutes()
      .filter((route) => route.feature && featureAllowed(tracking, route.feature))
      .map((route) => route.name);
    expect(reached.sort()).toEqual(TRACKING_ONLY_REACHES);
  });

  it('answers 403 tracking_only to a tracking-only account on every other route', async () => {
    const reaches = new Set(TRACKING_ONLY_REACHES);
    const others = signedInRoutes().filter((route) => !reaches.has(route.name));
    expect(others.length).toBeGreaterThan(80);
    const answered: Record<string, string> = {};
    for (const route of others) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const answer = await call('demo-tracking', route.method as 'POST', url, { payload: {} });
      answered[route.name] = `${answer.statusCode} ${answer.json().code}`;
    }
    expect(answered).toEqual(
      Object.fromEntries(others.map((route) => [route.name, '403 tracking_only'])),
    );
  });

  it('answers a tracking-only account on the routes it reaches', async () => {
    // The live stream is reached too (live.test.ts); it does not end, so it is not called here.
    for (const url of ['/api/debtors/', '/api/track/', '/api/user/settings/']) {
      expect((await call('demo-tracking', 'GET', url)).statusCode, url).toBe(200);
    }
    const language = await call('demo-tracking', 'PATCH', '/api/user/settings/', {
      payload: { preferred_language: 'de' },
    });
    expect(language.statusCode, language.body).toBe(200);
    expect(language.json().preferred_language).toBe('de');
    // Order defaults are the settings page's, which it does not have.
    trackingOnly(
      await call('demo-tracking', 'PATCH', '/api/user/settings/', {
        payload: { ironing_default: true },
      }),
    );
    trackingOnly(
      await call('demo-tracking', 'PUT', '/api/user/pleatcurtain/', {
        payload: { available_pleat_types: ['single'] },
      }),
    );
  });
});

describe('a tracking-only account and its shop’s quote links and address book', () => {
  let offerId: number;
  let linkId: number;
  let entryId: number;
  beforeAll(async () => {
    const vanDijk = await debtorId('100458');
    const created = await call('demo-service', 'POST', '/api/orders/', {
      payload: { debtor_id: vanDijk, commission: 'Quoted' },
    });
    offerId = created.json().id;
    const valid = await validArticles(ctx);
    const article = await call(
      'demo-service',
      'POST',
      `/api/orders/${offerId}/articles/pleatcurtain/`,
      {
        payload: valid.pleatcurtain,
      },
    );
    expect(article.statusCode, article.body).toBe(201);
    const offered = await call('demo-service', 'POST', `/api/orders/${offerId}/offer/`, {
      payload: {
        end_customer_name: 'Familie de Wit',
        valid_until: addDays(new Date().toISOString().slice(0, 10), 14),
      },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const shared = await call('demo-service', 'POST', `/api/orders/${offerId}/share/`);
    expect(shared.statusCode, shared.body).toBe(201);
    linkId = shared.json().id;
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: vanDijk },
    });
    const entry = await call('demo-service', 'POST', '/api/customers/address-book/', {
      payload: {
        name: 'Familie de Wit',
        company: '',
        street: 'Kerkstraat',
        house_number: '3',
        postcode: '1011 AA',
        city: 'Amsterdam',
        country: 'nl',
        phone: '',
        email: '',
        notes: '',
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    entryId = entry.json().id;
  });

  const links = () =>
    ctx.database.db
      .select({ id: quoteShareLink.id, revokedAt: quoteShareLink.revokedAt })
      .from(quoteShareLink)
      .where(eq(quoteShareLink.orderId, offerId));

  it('cannot share its shop’s offer, revoke its link or list its links', async () => {
    trackingOnly(await call('demo-tracking', 'POST', `/api/orders/${offerId}/share/`));
    trackingOnly(await call('demo-tracking', 'DELETE', `/api/orders/${offerId}/share/${linkId}/`));
    trackingOnly(await call('demo-tracking', 'GET', `/api/orders/${offerId}/share/`));
    expect(await links()).toEqual([{ id: linkId, revokedAt: null }]);
  });

  it('cannot read or change its shop’s address book', async () => {
    const book = '/api/customers/address-book/';
    const before = await ctx.database.db.select().from(addressBookEntry);
    trackingOnly(
      await call('demo-tracking', 'POST', book, { payload: { name: 'Nieuw', city: 'Delft' } }),
    );
    trackingOnly(
      await call('demo-tracking', 'PUT', `${book}${entryId}/`, { payload: { name: 'Anders' } }),
    );
    trackingOnly(await call('demo-tracking', 'DELETE', `${book}${entryId}/`));
    trackingOnly(await call('demo-tracking', 'GET', book));
    trackingOnly(await call('demo-tracking', 'GET', `${book}${entryId}/`));
    expect(await ctx.database.db.select().from(addressBookEntry)).toEqual(before);
    const [rows] = await ctx.database.db.select({ n: count() }).from(addressBookEntry);
    expect(rows?.n).toBe(before.length);
  });
});
