// Shared by the order, article and price tests: a caller per demo user, seeded ids by their
// natural keys, and a valid article of every priced type with the seed's fabrics and parts.

import { PRICED_ARTICLE_TYPES, type PricedArticleType } from '@atelier/domain';
import { VALID_ARTICLES } from '@atelier/domain/examples';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { accessory, appUser, customerOrder, fabric, fabricFamily } from '../db/schema/index.js';
import { bearer, login, type TestContext } from '../test/app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function caller(ctx: TestContext) {
  const tokens = new Map<string, string>();
  return async function call(
    username: string,
    method: Method,
    url: string,
    options: { payload?: unknown; headers?: Record<string, string> } = {},
  ) {
    if (!tokens.has(username)) tokens.set(username, (await login(ctx.app, username)).access);
    return ctx.app.inject({
      method,
      url,
      headers: { ...bearer(tokens.get(username)!), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload as string }),
    });
  };
}

/** The first colour of a seeded collection (by its code). */
export async function fabricOf(ctx: TestContext, familyCode: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ uuid: fabric.fabricUuid })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(eq(fabricFamily.code, familyCode))
    .orderBy(asc(fabric.id))
    .limit(1);
  if (!row) throw new Error(`no seeded fabric of ${familyCode}`);
  return row.uuid;
}

/** A seeded part sold per piece (its id as the parts article names it). */
export async function pieceAccessoryId(ctx: TestContext): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: accessory.id })
    .from(accessory)
    .where(and(eq(accessory.isPart, true), eq(accessory.unit, 'piece')))
    .orderBy(asc(accessory.id))
    .limit(1);
  return String(row!.id);
}

export async function userId(ctx: TestContext, username: string): Promise<number> {
  const [row] = await ctx.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.username, username));
  return row!.id;
}

/** The manufacturer's side of the flow, which has no call yet: the order is confirmed. */
export async function confirmDirectly(ctx: TestContext, orderId: number) {
  await ctx.database.db
    .update(customerOrder)
    .set({ orderType: 'confirmed', orderDate: '2026-11-21' })
    .where(eq(customerOrder.id, orderId));
}

/** The domain's valid example of every priced type, with fabrics and parts the seed has. */
export async function validArticles(
  ctx: TestContext,
): Promise<Record<PricedArticleType, Record<string, unknown>>> {
  const main = await fabricOf(ctx, 'LINO');
  const part = await pieceAccessoryId(ctx);
  const out = {} as Record<PricedArticleType, Record<string, unknown>>;
  for (const type of PRICED_ARTICLE_TYPES) {
    const example = { ...VALID_ARTICLES[type] };
    if ('main_fabric' in example) example.main_fabric = main;
    if (type === 'vakoaccessoryparts') example.parts = [{ accessory_id: part, quantity: 20 }];
    out[type] = example;
  }
  return out;
}

/**
 * The setup both article test files share: a draft order of demo-shop, a valid article of every
 * priced type and the VELLUTO fabric, made once before the file's tests (read `fixture` inside
 * tests), with helpers to make orders and articles.
 */
export function articleSuite(ctx: TestContext) {
  const call = caller(ctx);
  const fixture = {
    orderId: 0,
    valid: {} as Record<PricedArticleType, Record<string, unknown>>,
    velluto: '',
  };
  const articlesUrl = (type: string, id = fixture.orderId) => `/api/orders/${id}/articles/${type}/`;

  async function newOrder(username = 'demo-shop'): Promise<number> {
    const response = await call(username, 'POST', '/api/orders/', { payload: {} });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function create(
    type: string,
    payload: unknown,
    options: { id?: number; lang?: string } = {},
  ) {
    return call('demo-shop', 'POST', articlesUrl(type, options.id), {
      payload,
      headers: options.lang ? { 'accept-language': options.lang } : {},
    });
  }

  beforeAll(async () => {
    fixture.orderId = await newOrder();
    fixture.valid = await validArticles(ctx);
    fixture.velluto = await fabricOf(ctx, 'VELLUTO');
  });

  return { call, fixture, articlesUrl, newOrder, create };
}

/** The 400 answer's messages of one field. */
export function messagesOf(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as Record<string, string[]>)[field];
}
