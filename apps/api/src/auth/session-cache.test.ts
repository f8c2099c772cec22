// The session cache (decision 098): each instance keeps a session's account context and checks it
// on every request with one statement (`session_stamp`) instead of reading it anew
// (`load_principal`). Two API instances on one database: whatever one changes, or is changed
// behind both, each answers on its very next request, and a session ended anywhere is refused at
// its next request everywhere. Every instance answers first, so whatever it keeps is filled.
import { randomBytes } from 'node:crypto';
import { accountSettingsSchema } from '@atelier/domain';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { appUser, debtor, userDebtor } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import type { Principal } from '../tenancy/scope.js';
import { bearer, PUBLIC_URL } from '../test/app.js';
import { createTestDatabase, secondHandle } from '../test/database.js';
import { SessionCache } from './session-cache.js';
import { createSigner } from './tokens.js';

describe('the cache’s bounds', () => {
  const principal = (userId: number) => ({ userId }) as Principal;

  it('keeps at most its number of sessions, the one read longest ago leaving first', () => {
    const cache = new SessionCache({ entries: 2, maxAgeMs: 60_000 }, () => 0);
    cache.set('a', 1, { principal: principal(1), version: 0 });
    cache.set('b', 2, { principal: principal(2), version: 0 });
    // Read anew, `a` is now the youngest.
    cache.set('a', 1, { principal: principal(1), version: 1 });
    cache.set('c', 3, { principal: principal(3), version: 0 });
    expect(cache.size).toBe(2);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(cache.get('a', 1)?.version).toBe(1);
    expect(cache.get('c', 3)?.principal.userId).toBe(3);
  });

  it('reads a context anew once it is as old as its age allows', () => {
    let now = 0;
    const cache = new SessionCache({ entries: 10, maxAgeMs: 1_000 }, () => now);
    cache.set('a', 1, { principal: principal(1), version: 0 });
    now = 999;
    expect(cache.get('a', 1)).toBeDefined();
    now = 1_000;
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers a session only for its own account, and freezes what it keeps', () => {
    const cache = new SessionCache();
    const kept = cache.set('a', 1, {
      principal: { ...principal(1), access: {} } as Principal,
      version: 0,
    });
    expect(cache.get('a', 2)).toBeUndefined();
    expect(Object.isFrozen(kept)).toBe(true);
    expect(Object.isFrozen(kept.access)).toBe(true);
  });
});

let database: Database;
let second: Database;
let a: App;
let b: App;
const jwtSecret = randomBytes(32).toString('hex');

beforeAll(async () => {
  database = await createTestDatabase();
  second = secondHandle(database);
  a = await buildApp({ db: database.db, config: { jwtSecret, publicUrl: PUBLIC_URL } });
  b = await buildApp({ db: second.db, config: { jwtSecret, publicUrl: PUBLIC_URL } });
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await second?.close();
  await database?.close();
});

async function logIn(app: App, username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/easyorder/token/',
    payload: { username, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { access: string; refresh: string };
}

/** The names of the prepared statements sent while `work` runs (both databases go through pg). */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; names: string[] }> {
  const names: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const config = args[0] as { name?: string } | string;
    if (typeof config === 'object' && config?.name) names.push(config.name);
    return (query as (...x: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { result: await work(), names };
  } finally {
    pg.Client.prototype.query = query;
  }
}

const get = (app: App, access: string, url = '/api/user/settings/') =>
  app.inject({ url, headers: bearer(access) });

async function settingsOn(app: App, access: string) {
  const { result, names } = await statementsOf(() => get(app, access));
  expect(result.statusCode, result.body).toBe(200);
  return { settings: accountSettingsSchema.parse(result.json()), names };
}

const staff = async (
  app: App,
  access: string,
  method: 'PATCH' | 'PUT',
  url: string,
  payload: object,
) => {
  const response = await app.inject({ method, url, headers: bearer(access), payload });
  expect(response.statusCode, response.body).toBe(200);
};

async function debtorIdOf(number: string) {
  const [row] = await database.db
    .select({ id: debtor.id })
    .from(debtor)
    .where(eq(debtor.number, number));
  return row!.id;
}

async function userIdOf(username: string) {
  const [row] = await database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.username, username));
  return row!.id;
}

describe('the session cache on two instances', () => {
  it('reads a session’s context once per instance, then only checks it', async () => {
    const { access } = await logIn(a, 'demo-shop');
    for (const app of [a, b]) {
      const first = await settingsOn(app, access);
      expect(first.names).toContain('load_principal');
      const again = await settingsOn(app, access);
      expect(again.names).toContain('session_stamp');
      expect(again.names).not.toContain('load_principal');
      expect(again.settings).toEqual(first.settings);
    }
  });

  it('answers changed settings on the next request, on both instances', async () => {
    const { access } = await logIn(a, 'demo-shop');
    const { settings: before } = await settingsOn(a, access);
    await settingsOn(b, access);
    const changed = await a.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: bearer(access),
      payload: { ironing_default: !before.ironing_default },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const app of [b, a]) {
      const { settings, names } = await settingsOn(app, access);
      expect(settings.ironing_default).toBe(!before.ironing_default);
      // Checked, found changed, read anew.
      expect(names.slice(0, 2)).toEqual(['session_stamp', 'load_principal']);
    }
    // And kept again.
    expect((await settingsOn(b, access)).names).not.toContain('load_principal');
    await a.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: bearer(access),
      payload: { ironing_default: before.ironing_default },
    });
  });

  it('answers a staff change of the account’s flags and its shop’s entitlements on the next request', async () => {
    const dealer = await logIn(a, 'demo-shop');
    const admin = await logIn(b, 'staff-admin');
    const shop = await debtorIdOf('100231');
    const userId = await userIdOf('demo-shop');
    for (const app of [a, b]) {
      expect((await get(app, dealer.access, '/api/samples/')).statusCode).toBe(200);
      expect((await get(app, dealer.access, '/api/customer-fabrics/')).statusCode).toBe(200);
    }
    const flags = `/api/manage/debtors/${shop}/users/${userId}/flags/`;
    await staff(b, admin.access, 'PATCH', flags, { show_sample_service_buttons: false });
    for (const app of [a, b]) {
      const samples = await get(app, dealer.access, '/api/samples/');
      expect(samples.statusCode).toBe(403);
      expect(samples.json().code).toBe('feature_disabled');
    }
    await staff(b, admin.access, 'PATCH', flags, { show_sample_service_buttons: true });
    for (const app of [a, b]) {
      expect((await get(app, dealer.access, '/api/samples/')).statusCode).toBe(200);
    }

    // The shop's entitlement, a row of another table than the account's.
    const entitlements = `/api/manage/debtors/${shop}/entitlements/`;
    await staff(a, admin.access, 'PATCH', entitlements, { has_customer_fabrics: false });
    for (const app of [b, a]) {
      const fabrics = await get(app, dealer.access, '/api/customer-fabrics/');
      expect(fabrics.statusCode).toBe(403);
      expect(fabrics.json().code).toBe('feature_disabled');
    }
    await staff(a, admin.access, 'PATCH', entitlements, { has_customer_fabrics: true });
    for (const app of [b, a]) {
      expect((await get(app, dealer.access, '/api/customer-fabrics/')).statusCode).toBe(200);
    }
  });

  it('answers a shop given to a service account behind both instances on the next request', async () => {
    const { access } = await logIn(a, 'demo-service');
    const { settings: before } = await settingsOn(a, access);
    await settingsOn(b, access);
    const extra = await debtorIdOf('100231');
    expect(before.all_debtors.map((shop) => shop.id)).not.toContain(extra);
    const userId = await userIdOf('demo-service');
    await database.db.insert(userDebtor).values({ userId, debtorId: extra });
    for (const app of [b, a]) {
      const { settings } = await settingsOn(app, access);
      expect(settings.all_debtors.map((shop) => shop.id)).toContain(extra);
    }
    await database.db
      .delete(userDebtor)
      .where(and(eq(userDebtor.userId, userId), eq(userDebtor.debtorId, extra)));
    for (const app of [a, b]) {
      const { settings } = await settingsOn(app, access);
      expect(settings.all_debtors.map((shop) => shop.id)).not.toContain(extra);
    }
  });

  it('refuses a session logged out on one instance at its next request on both', async () => {
    const session = await logIn(a, 'demo-shop');
    await settingsOn(a, session.access);
    await settingsOn(b, session.access);
    const logout = await b.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    for (const app of [a, b]) {
      const { result, names } = await statementsOf(() => get(app, session.access));
      expect(result.statusCode).toBe(401);
      // Refused by the check itself: the kept context is never answered.
      expect(names).toEqual(['session_stamp']);
    }
  });

  it('refuses a session whose refresh token was used twice, on both instances', async () => {
    const session = await logIn(b, 'demo-shop');
    await settingsOn(a, session.access);
    await settingsOn(b, session.access);
    const refresh = (token: string) =>
      a.inject({ method: 'POST', url: '/easyorder/token/refresh/', payload: { refresh: token } });
    const first = await refresh(session.refresh);
    expect(first.statusCode).toBe(200);
    // A rotated session is the same session: still kept, still answered.
    expect((await settingsOn(b, session.access)).names).not.toContain('load_principal');
    expect((await refresh(first.json().refresh)).statusCode).toBe(200);
    // The first token again, its successor already used: a replay, the family is revoked.
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    for (const app of [b, a]) {
      expect((await get(app, session.access)).statusCode).toBe(401);
    }
  });

  it('after a password change refuses the other sessions on both instances, not the changing one', async () => {
    const here = await logIn(a, 'demo-pl');
    const elsewhere = await logIn(b, 'demo-pl');
    for (const app of [a, b]) {
      await settingsOn(app, here.access);
      await settingsOn(app, elsewhere.access);
    }
    const password = 'linen-and-velvet-42';
    const changed = await a.inject({
      method: 'PUT',
      url: '/api/user/update-password/',
      headers: bearer(here.access),
      payload: {
        current_password: DEMO_PASSWORD,
        new_password: password,
        confirm_password: password,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const app of [b, a]) {
      expect((await get(app, elsewhere.access)).statusCode).toBe(401);
      expect((await get(app, here.access)).statusCode).toBe(200);
    }
  });

  it('refuses an account disabled behind both instances at its next request', async () => {
    const session = await logIn(a, 'demo-au');
    await settingsOn(a, session.access);
    await settingsOn(b, session.access);
    await database.db
      .update(appUser)
      .set({ isActive: false })
      .where(eq(appUser.username, 'demo-au'));
    try {
      for (const app of [b, a]) expect((await get(app, session.access)).statusCode).toBe(401);
    } finally {
      await database.db
        .update(appUser)
        .set({ isActive: true })
        .where(eq(appUser.username, 'demo-au'));
    }
  });

  it('never answers one account with another’s kept context', async () => {
    const shop = await logIn(a, 'demo-shop');
    const other = await logIn(a, 'demo-debtor');
    for (let round = 0; round < 2; round += 1) {
      for (const app of [a, b]) {
        expect((await settingsOn(app, shop.access)).settings.username).toBe('demo-shop');
        expect((await settingsOn(app, other.access)).settings.username).toBe('demo-debtor');
      }
    }
    // Even a token naming the other account in the first one's session (only the holder of the
    // signing secret could make one) is answered as its own account, never from the kept context.
    const family = (await createSigner(jwtSecret).verify('access', shop.access))!.familyId;
    const forged = await createSigner(jwtSecret).sign('access', {
      userId: await userIdOf('demo-debtor'),
      familyId: family,
    });
    for (const app of [a, b]) {
      const { settings, names } = await settingsOn(app, forged);
      expect(settings.username).toBe('demo-debtor');
      expect(names).toContain('load_principal');
    }
  });
});
