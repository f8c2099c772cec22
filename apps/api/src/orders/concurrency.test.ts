// Many article actions on one order at once (move, split, offer, main fabric, duplicate, delete,
// stroke matching, sets, create, edit, the header), and moves between two orders in both
// directions at once: every answer a success or a documented 409, never a deadlock's 500, and the
// orders consistent afterwards. On PostgreSQL the app gets a pool as large as a server's, so that
// as many transactions overlap as they do in production; PGlite runs them one after another.
import { randomBytes } from 'node:crypto';
import { addDays, REFUSAL_CODES } from '@atelier/domain';
import { count, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { fabricOf } from '../articles/test-support.js';
import { type Database, wrapPool } from '../db/client.js';
import { articleOrder, orderEvent } from '../db/schema/index.js';
import { bearer, login, PUBLIC_URL, useTestApp } from '../test/app.js';

const ctx = useTestApp();

let app: App;
let wide: Database | null = null;
let headers: Record<string, string> = {};
beforeAll(async () => {
  app = ctx.app;
  if (ctx.database.kind === 'postgres') {
    const result = await ctx.database.db.execute(sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    url.pathname = `/${(result as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
    wide = wrapPool(new pg.Pool({ connectionString: url.toString(), max: 24 }));
    app = await buildApp({
      db: wide.db,
      config: { jwtSecret: randomBytes(32).toString('hex'), publicUrl: PUBLIC_URL },
    });
  }
  headers = bearer((await login(app, 'demo-shop')).access);
  fabrics.florentine = await fabricOf(ctx, 'FLORENTINE');
  fabrics.lino = await fabricOf(ctx, 'LINO');
});
afterAll(async () => {
  if (!wide) return;
  await app.close();
  await wide.close();
});

const fabrics = { florentine: '', lino: '' };
const CURTAIN_A = {
  width: 120,
  height: 220,
  split_type: 'left',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
};
const CURTAIN_B = { ...CURTAIN_A, width: 80, height: 160 };
const RAIL = { color: 'whitematt', support_type: 'ceiling', width: 300, track_type: 'track_1014' };

/** What the API documents as a refusal: the action's reasons and `conflict` (changed meanwhile). */
const DOCUMENTED_409 = new Set<string>([...REFUSAL_CODES, 'conflict']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Request {
  method: Method;
  url: string;
  payload?: unknown;
  key?: string;
}
interface Result {
  request: Request;
  status: number;
  body: string;
}

let keys = 0;
const key = () => {
  keys += 1;
  return `concurrency-${Date.now()}-${keys}`;
};

async function send(request: Request): Promise<Result> {
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...headers,
      'accept-language': 'en',
      ...(request.key ? { 'idempotency-key': request.key } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as string }),
  });
  return { request, status: response.statusCode, body: response.body };
}

async function ok(request: Request) {
  const result = await send(request);
  expect(result.status, `${request.method} ${request.url}: ${result.body}`).toBeLessThan(300);
  return JSON.parse(result.body);
}

const newOrder = async (commission: string): Promise<number> =>
  (await ok({ method: 'POST', url: '/api/orders/', payload: { commission } })).id;

const addArticle = async (orderId: number, type: string, payload: object): Promise<string> =>
  (await ok({ method: 'POST', url: `/api/orders/${orderId}/articles/${type}/`, payload }))
    .order_number;

const curtain = (orderId: number, index: number) =>
  addArticle(orderId, 'pleatcurtain', {
    ...(index % 2 ? CURTAIN_B : CURTAIN_A),
    main_fabric: fabrics.florentine,
  });

/** Answers that are neither a success nor a documented 409: what the test must never see. */
function unexpected(results: readonly Result[]) {
  return results
    .filter((result) => {
      if (result.status < 300) return false;
      if (result.status !== 409) return true;
      return !DOCUMENTED_409.has((JSON.parse(result.body) as { code: string }).code);
    })
    .map(
      (result) => `${result.status} ${result.request.method} ${result.request.url} ${result.body}`,
    );
}

/** The 409 answers' codes with how often each came. */
function refusals(results: readonly Result[]) {
  const codes = new Map<string, number>();
  for (const result of results.filter((found) => found.status === 409)) {
    const { code } = JSON.parse(result.body) as { code: string };
    codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  return [...codes].map(([code, times]) => `${code} ${times}`).join(', ');
}

const serverErrors = (results: readonly Result[]) => results.filter((r) => r.status >= 500).length;

async function articlesOf(orderIds: readonly number[]) {
  return ctx.database.db
    .select()
    .from(articleOrder)
    .where(inArray(articleOrder.orderId, [...orderIds]));
}

/**
 * The orders as a whole are consistent: positions unique within each order, every stroke group
 * of at least two articles of one order with its stored match, every set within one order with its
 * alignment, every add-on in the order of its curtain.
 */
async function expectConsistent(orderIds: readonly number[]) {
  const rows = await articlesOf(orderIds);
  for (const orderId of orderIds) {
    const positions = rows.filter((row) => row.orderId === orderId).map((row) => row.position);
    expect.soft(new Set(positions).size, `positions of order ${orderId}`).toBe(positions.length);
  }
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    expect.soft(row.strokeGroup === null, row.orderNumber).toBe(row.strokeMatch === null);
    expect.soft(row.setLabel === null, row.orderNumber).toBe(row.setAlignment === null);
    if (row.strokeGroup) {
      expect.soft((row.strokeMatch as { group: string }).group).toBe(row.strokeGroup);
      groups.set(row.strokeGroup, [...(groups.get(row.strokeGroup) ?? []), row]);
    }
    if (row.curtainOrderNumber) {
      const owner = rows.find((candidate) => candidate.orderNumber === row.curtainOrderNumber);
      if (owner) expect.soft(owner.orderId, `add-on ${row.orderNumber}`).toBe(row.orderId);
    }
  }
  for (const [group, members] of groups) {
    expect.soft(members.length, `stroke group ${group}`).toBeGreaterThanOrEqual(2);
    expect.soft(new Set(members.map((row) => row.orderId)).size, `stroke group ${group}`).toBe(1);
  }
}

async function eventCounts(): Promise<Map<string, number>> {
  const rows = await ctx.database.db
    .select({ kind: orderEvent.kind, count: count() })
    .from(orderEvent)
    .groupBy(orderEvent.kind);
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}

async function articleCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ count: count() }).from(articleOrder);
  return Number(row!.count);
}

const ROUNDS = 5;

describe('concurrent article actions', () => {
  it(`22 mixed actions on one order at once, ${ROUNDS} rounds: no 5xx, the order consistent`, async () => {
    const results: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = await newOrder(`Gelijktijdig ${round}`);
      const other = await newOrder(`Gelijktijdig ${round} b`);
      const c: string[] = [];
      for (let index = 0; index < 16; index += 1) c.push(await curtain(order, index));
      const rail = await addArticle(order, 'trackrail', { ...RAIL, curtain_order_number: c[0] });
      const d: string[] = [];
      for (let index = 0; index < 4; index += 1) d.push(await curtain(other, index));
      await ok({
        method: 'POST',
        url: `/api/orders/${order}/combine-strokes/`,
        payload: { order_numbers: [c[10], c[11]] },
      });
      await ok({
        method: 'POST',
        url: `/api/orders/${order}/curtain-set/`,
        payload: { order_numbers: [c[12], c[13]], alignment: 'top' },
      });

      const O = `/api/orders/${order}`;
      const post = (url: string, payload: unknown): Request => ({
        method: 'POST',
        url,
        payload,
        key: key(),
      });
      const round22: Request[] = [
        post(`/api/articles/${c[0]}/move/`, { target_order_id: other }),
        post(`/api/articles/${d[0]}/move/`, { target_order_id: order }),
        post(`${O}/split/`, { order_numbers: [c[1]] }),
        post(`${O}/split/`, { order_numbers: [c[2]], target_order_id: other }),
        post(`${O}/offer/`, {
          end_customer_name: 'Familie Jansen',
          valid_until: addDays(new Date().toISOString().slice(0, 10), 30),
        }),
        post(`${O}/update-atelier-main-fabric/`, {
          order_numbers: [c[3], c[4]],
          main_fabric: fabrics.lino,
        }),
        post(`${O}/update-atelier-main-fabric/`, {
          order_numbers: [c[0], c[5]],
          main_fabric: fabrics.lino,
        }),
        post(`/api/articles/${c[6]}/duplicate/`, {}),
        post(`/api/articles/${c[3]}/duplicate/`, { with_add_ons: true }),
        { method: 'DELETE', url: `${O}/articles/pleatcurtain/${c[7]}/` },
        post(`${O}/combine-strokes/`, { order_numbers: [c[8], c[9]] }),
        post(`${O}/combine-strokes/`, { order_numbers: [c[8], c[5]] }),
        post(`${O}/undo-combine-strokes/`, { order_numbers: [c[10]] }),
        post(`${O}/curtain-set/`, { order_numbers: [c[14], c[15]], alignment: 'bottom' }),
        post(`${O}/curtain-set/`, { order_numbers: [c[15], c[6]], alignment: 'top' }),
        post(`${O}/undo-curtain-set/`, { order_numbers: [c[12]] }),
        {
          method: 'PUT',
          url: `${O}/articles/pleatcurtain/${c[4]}/`,
          payload: { ...CURTAIN_A, width: 140, main_fabric: fabrics.florentine },
        },
        post(`${O}/articles/pleatcurtain/`, { ...CURTAIN_B, main_fabric: fabrics.florentine }),
        post(`/api/orders/${other}/articles/pleatcurtain/`, {
          ...CURTAIN_A,
          main_fabric: fabrics.florentine,
        }),
        { method: 'PATCH', url: `${O}/`, payload: { memo: `Runde ${round}` } },
        post(`/api/articles/${d[1]}/move/`, { target_order_id: order }),
        post(`/api/orders/${other}/split/`, { order_numbers: [d[2]], target_order_id: order }),
      ];
      expect(round22).toHaveLength(22);

      const eventsBefore = await eventCounts();
      const articlesBefore = await articleCount();
      const answers = await Promise.all(round22.map(send));
      results.push(...answers);

      // Each success left its own trail once, and the articles add up.
      const succeeded = (pattern: RegExp, method: Method = 'POST') =>
        answers.filter(
          (answer) =>
            answer.status < 300 &&
            answer.request.method === method &&
            pattern.test(answer.request.url),
        );
      const eventsAfter = await eventCounts();
      const added = (kind: string) => (eventsAfter.get(kind) ?? 0) - (eventsBefore.get(kind) ?? 0);
      expect.soft(added('article_moved')).toBe(2 * succeeded(/\/move\/$/).length);
      expect.soft(added('articles_split')).toBe(2 * succeeded(/\/split\/$/).length);
      expect.soft(added('curtain_set_made')).toBe(succeeded(/\/curtain-set\/$/).length);
      expect.soft(added('strokes_combined')).toBe(succeeded(/\/combine-strokes\/$/).length);
      expect
        .soft(added('main_fabric_changed'))
        .toBe(succeeded(/\/update-atelier-main-fabric\/$/).length);
      expect.soft(added('article_created')).toBe(succeeded(/\/articles\/pleatcurtain\/$/).length);
      const copies = succeeded(/\/duplicate\/$/).reduce(
        (sum, answer) =>
          sum + (JSON.parse(answer.body) as { order_numbers: string[] }).order_numbers.length,
        0,
      );
      expect
        .soft(await articleCount())
        .toBe(
          articlesBefore +
            succeeded(/\/articles\/pleatcurtain\/$/).length +
            copies -
            succeeded(/\/articles\/pleatcurtain\/\d+\/$/, 'DELETE').length,
        );
      const splitTargets = succeeded(/\/split\/$/).map(
        (answer) => (JSON.parse(answer.body) as { target: { id: number } }).target.id,
      );
      await expectConsistent([order, other, ...splitTargets]);
      const rails = (await articlesOf([order, other])).filter((row) => row.orderNumber === rail);
      expect.soft(rails).toHaveLength(1);

      // A repeat with the same key answers what the first answered, whatever ran meanwhile.
      for (const answer of answers.filter((found) => found.request.key && found.status < 300)) {
        const repeat = await send(answer.request);
        expect.soft(repeat.status, repeat.body).toBe(answer.status);
        expect.soft(JSON.parse(repeat.body)).toEqual(JSON.parse(answer.body));
      }
    }
    const failures = unexpected(results);
    console.info(
      `${results.length} concurrent article actions on ${ctx.database.kind}: ${serverErrors(results)} × 5xx, ` +
        `${results.filter((r) => r.status === 409).length} × 409 (${refusals(results)})`,
    );
    expect(failures).toEqual([]);
  }, 300_000);

  it(`moves between two orders in both directions at once, ${ROUNDS} rounds: every move succeeds`, async () => {
    const results: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const first = await newOrder(`Heen ${round}`);
      const second = await newOrder(`Terug ${round}`);
      const p: string[] = [];
      const q: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        p.push(await curtain(first, index));
        q.push(await curtain(second, index));
      }
      const moves = [
        ...p.map((number) => ({ number, to: second })),
        ...q.map((number) => ({ number, to: first })),
      ];
      const answers = await Promise.all(
        moves.map(({ number, to }) =>
          send({
            method: 'POST',
            url: `/api/articles/${number}/move/`,
            payload: { target_order_id: to },
            key: key(),
          }),
        ),
      );
      results.push(...answers);
      if (unexpected(answers).length > 0) continue;
      expect.soft(answers.map((answer) => answer.status)).toEqual(moves.map(() => 200));
      const rows = await articlesOf([first, second]);
      expect
        .soft(
          rows
            .filter((row) => row.orderId === second)
            .map((row) => row.orderNumber)
            .sort(),
        )
        .toEqual([...p].sort());
      expect
        .soft(
          rows
            .filter((row) => row.orderId === first)
            .map((row) => row.orderNumber)
            .sort(),
        )
        .toEqual([...q].sort());
      await expectConsistent([first, second]);
    }
    console.info(
      `${results.length} concurrent moves both ways on ${ctx.database.kind}: ${serverErrors(results)} × 5xx`,
    );
    expect(unexpected(results)).toEqual([]);
  }, 300_000);
});
