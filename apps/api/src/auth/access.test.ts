// Flags that close parts of the portal are permissions: the API refuses what the sidebar hides.
import { ACCESS_FLAGS, type AccessFlag } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { customerOrder } from '../db/schema/index.js';
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

describe('a tracking-only account', () => {
  it('reads its orders', async () => {
    const list = await call('demo-tracking', 'GET', '/api/orders/');
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((order: { id: number }) => order.id)).toContain(trackedOrderId);
    expect((await call('demo-tracking', 'GET', `/api/orders/${trackedOrderId}/`)).statusCode).toBe(
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
    for (const answer of attempts) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({
        code: 'tracking_only',
        detail: translate('en-au', 'errors:tracking_only'),
      });
    }
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
