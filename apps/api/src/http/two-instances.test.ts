// Two API instances on one database (issue 15, goal 6): what one instance changes, or what is
// changed in the database behind both, is what the other answers on its very next request —
// settings, the price list, a fabric — and a session ended on one is refused by the other at
// once. Each instance first answers (and so fills whatever it keeps in memory) before the change.
import { randomBytes } from 'node:crypto';
import {
  accountSettingsSchema,
  DEMO_PRICE_LIST,
  fabricDetailSchema,
  priceCheckAnswerSchema,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { appUser, fabric, priceList, STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { PUBLIC_URL } from '../test/app.js';
import { createTestDatabase, secondHandle } from '../test/database.js';

let database: Database;
let second: Database;
let a: App;
let b: App;

beforeAll(async () => {
  database = await createTestDatabase();
  second = secondHandle(database);
  const jwtSecret = randomBytes(32).toString('hex');
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

async function logIn(app: App) {
  const response = await app.inject({
    method: 'POST',
    url: '/easyorder/token/',
    payload: { username: 'demo-shop', password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { access: string; refresh: string };
}

const get = (app: App, access: string, url: string) =>
  app.inject({ url, headers: { authorization: `Bearer ${access}` } });

describe('two instances on one database', () => {
  it('answer a setting changed through the other on the next request', async () => {
    const { access } = await logIn(a);
    const before = accountSettingsSchema.parse(
      (await get(b, access, '/api/user/settings/')).json(),
    );
    const language = before.preferred_language === 'de' ? 'fr' : 'de';
    const changed = await a.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: { authorization: `Bearer ${access}` },
      payload: { preferred_language: language, ironing_default: !before.ironing_default },
    });
    expect(changed.statusCode).toBe(200);
    const after = accountSettingsSchema.parse((await get(b, access, '/api/user/settings/')).json());
    expect(after.preferred_language).toBe(language);
    expect(after.ironing_default).toBe(!before.ironing_default);
    // And back, through the other one.
    await b.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: { authorization: `Bearer ${access}` },
      payload: {
        preferred_language: before.preferred_language,
        ironing_default: before.ironing_default,
      },
    });
    const again = accountSettingsSchema.parse((await get(a, access, '/api/user/settings/')).json());
    expect(again.preferred_language).toBe(before.preferred_language);
    expect(again.ironing_default).toBe(before.ironing_default);
  });

  it('price with a changed price list and show a changed fabric on the next request', async () => {
    const { access } = await logIn(a);
    const [first] = await database.db
      .select({ uuid: fabric.fabricUuid })
      .from(fabric)
      .orderBy(fabric.id)
      .limit(1);
    const uuid = first!.uuid;
    const priceOf = async (app: App) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/prices/pleatcurtain/',
        headers: { authorization: `Bearer ${access}` },
        payload: { main_fabric: uuid, ...EXAMPLE_CURTAIN },
      });
      expect(response.statusCode).toBe(200);
      return priceCheckAnswerSchema.parse(response.json()).price!.sales;
    };
    const fabricOn = async (app: App) =>
      fabricDetailSchema.parse((await get(app, access, `/api/atelier-fabrics/${uuid}/`)).json());
    // Both instances answer first, so whatever they keep in memory is filled.
    const price = await priceOf(a);
    expect(await priceOf(b)).toBe(price);
    const shown = await fabricOn(a);
    expect((await fabricOn(b)).color).toBe(shown.color);

    // The manufacturer raises the automatic margin (the list is changed behind both instances).
    await database.db
      .update(priceList)
      .set({
        data: {
          ...DEMO_PRICE_LIST,
          id: STANDARD_PRICE_LIST_ID,
          defaults: {
            ...DEMO_PRICE_LIST.defaults,
            automaticMarginPercent: DEMO_PRICE_LIST.defaults.automaticMarginPercent * 2,
          },
        },
        updatedAt: new Date(),
      })
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    const raisedOnB = await priceOf(b);
    expect(raisedOnB).toBeGreaterThan(price);
    expect(await priceOf(a)).toBe(raisedOnB);
    expect((await fabricOn(b)).price_per_metre!.price).toBeGreaterThan(
      shown.price_per_metre!.price,
    );

    // A colour renamed in the catalogue.
    await database.db
      .update(fabric)
      .set({ color: 'Renamed colour' })
      .where(eq(fabric.fabricUuid, uuid));
    expect((await fabricOn(b)).color).toBe('Renamed colour');
    expect((await fabricOn(a)).color).toBe('Renamed colour');
  });

  it('refuse a session ended on the other at once, and a disabled account on both', async () => {
    const session = await logIn(a);
    expect((await get(b, session.access, '/api/user/settings/')).statusCode).toBe(200);
    expect((await get(a, session.access, '/api/user/settings/')).statusCode).toBe(200);
    const logout = await a.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: session.refresh },
    });
    expect(logout.statusCode).toBe(204);
    expect((await get(b, session.access, '/api/user/settings/')).statusCode).toBe(401);
    expect((await get(a, session.access, '/api/user/settings/')).statusCode).toBe(401);

    const next = await logIn(b);
    expect((await get(a, next.access, '/api/user/settings/')).statusCode).toBe(200);
    await database.db
      .update(appUser)
      .set({ isActive: false })
      .where(eq(appUser.username, 'demo-shop'));
    try {
      expect((await get(a, next.access, '/api/user/settings/')).statusCode).toBe(401);
      expect((await get(b, next.access, '/api/user/settings/')).statusCode).toBe(401);
    } finally {
      await database.db
        .update(appUser)
        .set({ isActive: true })
        .where(eq(appUser.username, 'demo-shop'));
    }
  });
});
