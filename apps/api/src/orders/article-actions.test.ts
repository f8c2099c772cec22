// The article actions of an order: split, duplicate, move, change the main fabric, match strokes,
// make sets. Each: allowed, refused (409 with the reason), another shop's (404), bad input (400),
// a repeat with the same Idempotency-Key, and the trail it leaves.
import {
  articleAnswerSchema,
  combineStrokesAnswerSchema,
  duplicateAnswerSchema,
  orderAnswerSchema,
  twoOrdersAnswerSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, confirmDirectly, fabricOf } from '../articles/test-support.js';
import { orderEvent } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

/** The worked example of docs/rules-calculation.md § "Stroke matching" (cm, as typed). */
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

const fabrics = { florentine: '', lino: '', velluto: '', breeze: '' };
let keyCount = 0;
function key() {
  keyCount += 1;
  return { 'idempotency-key': `article-actions-${Date.now()}-${keyCount}` };
}

async function newOrder(username = 'demo-shop', commission = 'Actions'): Promise<number> {
  const response = await call(username, 'POST', '/api/orders/', { payload: { commission } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function addArticle(orderId: number, type: string, payload: object): Promise<string> {
  const response = await call('demo-shop', 'POST', `/api/orders/${orderId}/articles/${type}/`, {
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order_number;
}

const curtain = (orderId: number, fabric: string, sizes: object = CURTAIN_A) =>
  addArticle(orderId, 'pleatcurtain', { ...sizes, main_fabric: fabric });

async function getOrder(orderId: number, username = 'demo-shop') {
  const response = await call(username, 'GET', `/api/orders/${orderId}/`);
  expect(response.statusCode, response.body).toBe(200);
  return orderAnswerSchema.parse(response.json());
}

async function getArticle(orderNumber: string) {
  const response = await call('demo-shop', 'GET', `/api/articles/${orderNumber}/`);
  expect(response.statusCode, response.body).toBe(200);
  return articleAnswerSchema.parse(response.json());
}

function post(
  url: string,
  payload: unknown,
  options: { username?: string; headers?: Record<string, string> } = {},
) {
  return call(options.username ?? 'demo-shop', 'POST', url, {
    payload,
    headers: { 'accept-language': 'en', ...options.headers },
  });
}

/** A refusal: 409, its code and the message in the caller's language. */
function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  code: string,
) {
  expect(response.statusCode, response.body).toBe(409);
  const body = response.json() as { code: string; detail: string };
  expect(body.code).toBe(code);
  expect(body.detail.length).toBeGreaterThan(0);
  return body;
}

async function eventsOf(orderId: number, kind: string) {
  return ctx.database.db
    .select()
    .from(orderEvent)
    .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.kind, kind)));
}

beforeAll(async () => {
  fabrics.florentine = await fabricOf(ctx, 'FLORENTINE');
  fabrics.lino = await fabricOf(ctx, 'LINO');
  fabrics.velluto = await fabricOf(ctx, 'VELLUTO');
  fabrics.breeze = await fabricOf(ctx, 'BREEZE');
});

describe('combine-strokes', () => {
  it('the worked example: 12.9 m apart, 10.3 m matched, 2.6 m and € 167.70 saved; undo restores each price exactly', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine, CURTAIN_A);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const ownA = await getArticle(a);
    const ownB = await getArticle(b);
    const before = await getOrder(orderId);
    const headers = key();
    const response = await post(
      `/api/orders/${orderId}/combine-strokes/`,
      { order_numbers: [a, b] },
      { headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = combineStrokesAnswerSchema.parse(response.json());
    expect(answer.stroke_match).toMatchObject({
      group: [a, b].sort()[0],
      main_fabric: fabrics.florentine,
      currency: 'eur',
      pattern_repeat_mm: 640,
      separate_drops: 5,
      matched_drops: 4,
      separate_length_mm: 12_800,
      matched_length_mm: 10_240,
      separate_charged_mm: 12_900,
      matched_charged_mm: 10_300,
      saved_mm: 2600,
      saved_wholesale: 16_770,
    });
    expect(
      answer.stroke_match.lines.map((line) => [
        line.order_number,
        line.separate_charged_mm,
        line.matched_charged_mm,
        line.saved_mm,
        line.separate_wholesale,
        line.matched_wholesale,
        line.saved_wholesale,
      ]),
    ).toEqual([
      [a, 8400, 6700, 1700, 54_180, 43_215, 10_965],
      [b, 4500, 3600, 900, 29_025, 23_220, 5805],
    ]);
    // The order's totals fall by exactly the saving; the articles carry the group.
    expect(answer.totals.wholesale).toBe(before.totals.wholesale - 16_770);
    expect(answer.totals.sales).toBe(before.totals.sales - answer.stroke_match.saved_sales);
    expect(answer.articles.map((article) => article.stroke_group)).toEqual([
      answer.stroke_match.group,
      answer.stroke_match.group,
    ]);
    const matchedA = await getArticle(a);
    expect(matchedA.price?.lines.find((line) => line.code === 'fabric')).toMatchObject({
      quantity: 6.7,
      amount: 43_215,
    });
    expect(matchedA.price?.wholesale).toBe((ownA.price?.wholesale ?? 0) - 10_965);
    expect(matchedA.stroke_match).toEqual(answer.stroke_match);

    // A repeat with the key answers the first result; without it the match is refused.
    const again = await post(
      `/api/orders/${orderId}/combine-strokes/`,
      { order_numbers: [a, b] },
      { headers },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(response.json());
    const refused = expectRefused(
      await post(`/api/orders/${orderId}/combine-strokes/`, { order_numbers: [a, b] }),
      'already_matched',
    );
    expect(refused.detail).toBe(translate('en', 'errors:already_matched'));
    const dutch = await post(
      `/api/orders/${orderId}/combine-strokes/`,
      { order_numbers: [a, b] },
      { headers: { 'accept-language': 'nl' } },
    );
    expect(dutch.json().detail).toBe(translate('nl', 'errors:already_matched'));
    const events = await eventsOf(orderId, 'strokes_combined');
    expect(events).toHaveLength(1);
    expect(events[0]?.data).toMatchObject({
      order_numbers: [a, b],
      before: { [a]: ownA.price?.wholesale, [b]: ownB.price?.wholesale },
      after: {
        [a]: (ownA.price?.wholesale ?? 0) - 10_965,
        [b]: (ownB.price?.wholesale ?? 0) - 5805,
      },
      saved_mm: 2600,
      saved_wholesale: 16_770,
    });

    // Undo: each article's own calculation back, exactly.
    const undo = await post(`/api/orders/${orderId}/undo-combine-strokes/`, { order_numbers: [b] });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(orderAnswerSchema.parse(undo.json()).totals).toEqual(before.totals);
    expect((await getArticle(a)).price).toEqual(ownA.price);
    expect((await getArticle(b)).price).toEqual(ownB.price);
    expect((await getArticle(a)).stroke_group).toBeNull();
    expect((await getArticle(a)).stroke_match).toBeNull();
    expect(await eventsOf(orderId, 'strokes_uncombined')).toHaveLength(1);
    expectRefused(
      await post(`/api/orders/${orderId}/undo-combine-strokes/`, { order_numbers: [a] }),
      'not_matched',
    );
  });

  it('refuses what cannot be matched, with the reason', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const plain1 = await curtain(orderId, fabrics.lino);
    const plain2 = await curtain(orderId, fabrics.lino, CURTAIN_B);
    const rail = await addArticle(orderId, 'trackrail', RAIL);
    const url = `/api/orders/${orderId}/combine-strokes/`;
    expectRefused(await post(url, { order_numbers: [a] }), 'too_few_articles');
    expectRefused(await post(url, { order_numbers: [a, plain1] }), 'fabric_mismatch');
    expectRefused(await post(url, { order_numbers: [plain1, plain2] }), 'not_patterned');
    expectRefused(await post(url, { order_numbers: [a, rail] }), 'not_sewn');
    // A sewn curtain on a fabric used sideways is not cut in widths.
    const sideways = await curtain(orderId, fabrics.breeze);
    const sideways2 = await curtain(orderId, fabrics.breeze, CURTAIN_B);
    expectRefused(await post(url, { order_numbers: [sideways, sideways2] }), 'not_cut_in_widths');
    const otherOrder = await newOrder();
    const elsewhere = await curtain(otherOrder, fabrics.florentine);
    expectRefused(await post(url, { order_numbers: [a, elsewhere] }), 'different_commission');
    // A confirmed order can no longer be changed.
    await confirmDirectly(ctx, otherOrder);
    const other2 = await curtain(orderId, fabrics.florentine);
    expect(other2).toBeTruthy();
    expectRefused(
      await post(`/api/orders/${otherOrder}/combine-strokes/`, { order_numbers: [elsewhere] }),
      'order_confirmed',
    );
    expect((await post(url, { order_numbers: [a, b] })).statusCode).toBe(200);
  });

  it('editing or deleting an article of a group undoes the group: the others get their own price back', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine, CURTAIN_A);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const c = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const ownB = (await getArticle(b)).price;
    const ownC = (await getArticle(c)).price;
    const url = `/api/orders/${orderId}/combine-strokes/`;
    expect((await post(url, { order_numbers: [a, b] })).statusCode).toBe(200);
    const edited = await call(
      'demo-shop',
      'PUT',
      `/api/orders/${orderId}/articles/pleatcurtain/${a}/`,
      {
        payload: { ...CURTAIN_A, width: 130, main_fabric: fabrics.florentine },
      },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().stroke_group).toBeNull();
    expect((await getArticle(b)).price).toEqual(ownB);
    expect((await getArticle(b)).stroke_group).toBeNull();
    expect((await post(url, { order_numbers: [b, c] })).statusCode).toBe(200);
    const deleted = await call(
      'demo-shop',
      'DELETE',
      `/api/orders/${orderId}/articles/pleatcurtain/${b}/`,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await getArticle(c)).price).toEqual(ownC);
    expect(await eventsOf(orderId, 'strokes_uncombined')).toHaveLength(2);
  });

  it('saving the order as an offer, and renewing it, prices it again and keeps the match and its saving', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine, CURTAIN_A);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const combined = await post(`/api/orders/${orderId}/combine-strokes/`, {
      order_numbers: [a, b],
    });
    expect(combined.statusCode, combined.body).toBe(200);
    const matched = await getOrder(orderId);
    // The order lists each article's line of the match (docs/rules-calculation.md).
    const savingOf = (number: string) =>
      matched.articles.find((article) => article.order_number === number)?.stroke_saving;
    expect(savingOf(a)).toEqual({
      saved_mm: 1700,
      saved_wholesale: 10965,
      saved_sales: expect.any(Number),
    });
    expect(savingOf(b)).toEqual({
      saved_mm: 900,
      saved_wholesale: 5805,
      saved_sales: expect.any(Number),
    });
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const offer = { end_customer_name: 'Familie Jansen', valid_until: validUntil };
    for (const step of ['saved', 'renewed']) {
      const response = await post(`/api/orders/${orderId}/offer/`, offer, { headers: key() });
      expect(response.statusCode, `${step}: ${response.body}`).toBe(200);
      const after = orderAnswerSchema.parse(response.json());
      expect(after.totals, step).toEqual(matched.totals);
      for (const number of [a, b]) {
        const article = await getArticle(number);
        expect(article.stroke_group, step).toBe(String(Math.min(Number(a), Number(b))));
        expect(article.stroke_match?.saved_mm, step).toBe(2600);
      }
    }
  });

  it('the order lists "match strokes" per article: allowed with a partner, else the reason', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine, CURTAIN_A);
    const plain = await curtain(orderId, fabrics.lino, CURTAIN_B);
    const verdict = async (orderNumber: string, name: string) =>
      (await getOrder(orderId)).articles
        .find((article) => article.order_number === orderNumber)
        ?.actions.find((action) => action.name === name);
    expect(await verdict(a, 'combine_strokes')).toMatchObject({
      allowed: false,
      reason: 'fabric_mismatch',
    });
    expect(await verdict(plain, 'combine_strokes')).toMatchObject({ reason: 'not_patterned' });
    await curtain(orderId, fabrics.florentine, CURTAIN_B);
    expect(await verdict(a, 'combine_strokes')).toMatchObject({ allowed: true, reason: null });
    expect(await verdict(a, 'make_set')).toMatchObject({ allowed: true });
  });

  it('two matches of the same curtains at once: one is made, the other refused', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine, CURTAIN_A);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const url = `/api/orders/${orderId}/combine-strokes/`;
    const answers = await Promise.all([
      post(url, { order_numbers: [a, b] }),
      post(url, { order_numbers: [b, a] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await eventsOf(orderId, 'strokes_combined')).toHaveLength(1);
  });

  it('answers 404 for another shop’s order or article and 400 for a bad body', async () => {
    const orderId = await newOrder();
    const a = await curtain(orderId, fabrics.florentine);
    const b = await curtain(orderId, fabrics.florentine, CURTAIN_B);
    const url = `/api/orders/${orderId}/combine-strokes/`;
    expect((await post(url, { order_numbers: [a, b] }, { username: 'demo-au' })).statusCode).toBe(
      404,
    );
    expect((await post(url, { order_numbers: [a, '9999999'] })).statusCode).toBe(404);
    expect((await post(url, { order_numbers: [] })).statusCode).toBe(400);
    expect((await post(url, { order_numbers: ['12'] })).statusCode).toBe(400);
    expect((await post(url, { order_numbers: [a, a] })).statusCode).toBe(400);
    expect((await post(url, { order_numbers: [a, b], price: 1 })).statusCode).toBe(400);
    expect(
      (await post(`/api/orders/abc/combine-strokes/`, { order_numbers: [a, b] })).statusCode,
    ).toBe(404);
  });
});

describe('curtain-set', () => {
  it('makes sets A and B with their alignment, refuses what cannot be a set, and undoes', async () => {
    const orderId = await newOrder();
    const [c1, c2, c3, c4] = [
      await curtain(orderId, fabrics.lino),
      await curtain(orderId, fabrics.lino),
      await curtain(orderId, fabrics.lino),
      await curtain(orderId, fabrics.lino),
    ];
    const rail = await addArticle(orderId, 'trackrail', RAIL);
    const url = `/api/orders/${orderId}/curtain-set/`;
    const headers = key();
    const first = await post(url, { order_numbers: [c1, c2], alignment: 'top' }, { headers });
    expect(first.statusCode, first.body).toBe(200);
    const labels = () =>
      getOrder(orderId).then((order) => order.articles.map((article) => article.set_label));
    expect(await labels()).toEqual(['A', 'A', null, null, null]);
    const repeat = await post(url, { order_numbers: [c1, c2], alignment: 'top' }, { headers });
    expect(repeat.json()).toEqual(first.json());
    const second = await post(url, { order_numbers: [c3, c4], alignment: 'bottom' });
    expect(second.statusCode, second.body).toBe(200);
    expect(await labels()).toEqual(['A', 'A', 'B', 'B', null]);
    expect((await getOrder(orderId)).articles.map((article) => article.set_alignment)).toEqual([
      'top',
      'top',
      'bottom',
      'bottom',
      null,
    ]);
    expectRefused(await post(url, { order_numbers: [c1, c3], alignment: 'top' }), 'already_in_set');
    expectRefused(await post(url, { order_numbers: [rail], alignment: 'top' }), 'too_few_articles');
    const c5 = await curtain(orderId, fabrics.lino);
    expectRefused(
      await post(url, { order_numbers: [c5, rail], alignment: 'top' }),
      'not_a_curtain',
    );
    expect((await post(url, { order_numbers: [c5, rail], alignment: 'middle' })).statusCode).toBe(
      400,
    );
    expect((await post(url, { order_numbers: [c5, rail] })).statusCode).toBe(400);
    expect(
      (await post(url, { order_numbers: [c5, rail], alignment: 'top' }, { username: 'demo-au' }))
        .statusCode,
    ).toBe(404);
    const made = await eventsOf(orderId, 'curtain_set_made');
    expect(made.map((event) => event.data)).toContainEqual({
      order_numbers: [c3, c4],
      before: { set_label: null },
      after: { set_label: 'B', alignment: 'bottom' },
    });

    const undo = `/api/orders/${orderId}/undo-curtain-set/`;
    expect((await post(undo, { order_numbers: [c1] })).statusCode).toBe(200);
    expect(await labels()).toEqual([null, null, 'B', 'B', null, null]);
    expectRefused(await post(undo, { order_numbers: [c1] }), 'not_in_set');
    expect((await post(undo, { order_numbers: [c3] }, { username: 'demo-au' })).statusCode).toBe(
      404,
    );
    expect((await post(undo, {})).statusCode).toBe(400);
    expect(await eventsOf(orderId, 'curtain_set_undone')).toHaveLength(1);
  });
});

describe('split', () => {
  it('moves articles with their rails into a new commission, or into an existing one', async () => {
    const orderId = await newOrder('demo-shop', 'Villa Zon');
    const c1 = await curtain(orderId, fabrics.lino);
    const rail = await addArticle(orderId, 'trackrail', { ...RAIL, curtain_order_number: c1 });
    const c2 = await curtain(orderId, fabrics.lino);
    const headers = key();
    const response = await post(
      `/api/orders/${orderId}/split/`,
      { order_numbers: [c1], commission: 'Villa Zon, boven' },
      { headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { source, target } = twoOrdersAnswerSchema.parse(response.json());
    expect(source.articles.map((article) => article.order_number)).toEqual([c2]);
    expect(target.articles.map((article) => article.order_number)).toEqual([c1, rail]);
    expect(target).toMatchObject({ commission: 'Villa Zon, boven', order_type: 'draft' });
    const repeat = await post(
      `/api/orders/${orderId}/split/`,
      { order_numbers: [c1], commission: 'Villa Zon, boven' },
      { headers },
    );
    expect(repeat.json()).toEqual(response.json());
    expect(await eventsOf(target.id, 'articles_split')).toHaveLength(1);
    expect((await eventsOf(orderId, 'articles_split'))[0]?.data).toEqual({
      order_numbers: [c1, rail],
      before: { order_id: orderId },
      after: { order_id: target.id },
    });

    // Into an existing order; back again.
    const back = await post(`/api/orders/${target.id}/split/`, {
      order_numbers: [c1],
      target_order_id: orderId,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().source.articles).toEqual([]);
    expect(
      back.json().target.articles.map((a: { order_number: string }) => a.order_number),
    ).toEqual([c2, c1, rail]);
  });

  it('refuses closed orders and grouped articles; 404 for another shop; 400 for bad input', async () => {
    const orderId = await newOrder();
    const c1 = await curtain(orderId, fabrics.lino);
    const c2 = await curtain(orderId, fabrics.lino);
    const url = `/api/orders/${orderId}/split/`;
    const closed = await newOrder();
    await confirmDirectly(ctx, closed);
    expectRefused(
      await post(url, { order_numbers: [c1], target_order_id: closed }),
      'order_confirmed',
    );
    expect(
      (
        await post(`/api/orders/${orderId}/curtain-set/`, {
          order_numbers: [c1, c2],
          alignment: 'top',
        })
      ).statusCode,
    ).toBe(200);
    expectRefused(await post(url, { order_numbers: [c1] }), 'already_in_set');
    const foreign = await newOrder('demo-au');
    expect((await post(url, { order_numbers: [c1], target_order_id: foreign })).statusCode).toBe(
      404,
    );
    expect((await post(url, { order_numbers: [c1] }, { username: 'demo-au' })).statusCode).toBe(
      404,
    );
    expect((await post(url, { order_numbers: [c1], target_order_id: orderId })).statusCode).toBe(
      400,
    );
    expect((await post(url, { order_numbers: 'all' })).statusCode).toBe(400);
  });
});

describe('duplicate', () => {
  it('copies an article (with its add-ons when asked) into the same open order', async () => {
    const orderId = await newOrder();
    const c1 = await curtain(orderId, fabrics.lino);
    const rail = await addArticle(orderId, 'trackrail', { ...RAIL, curtain_order_number: c1 });
    const headers = key();
    const response = await post(
      `/api/articles/${c1}/duplicate/`,
      { with_add_ons: true },
      { headers },
    );
    expect(response.statusCode, response.body).toBe(201);
    const answer = duplicateAnswerSchema.parse(response.json());
    expect(answer.order_numbers).toHaveLength(2);
    const [copy, railCopy] = answer.order_numbers;
    expect(answer.order.id).toBe(orderId);
    expect(answer.order.articles.map((article) => article.order_number)).toEqual([
      c1,
      rail,
      copy,
      railCopy,
    ]);
    const copied = await getArticle(railCopy!);
    expect(copied.curtain_order_number).toBe(copy);
    expect(copied.parameters.curtain_order_number).toBe(copy);
    expect((await getArticle(copy!)).price).toEqual((await getArticle(c1)).price);
    const repeat = await post(
      `/api/articles/${c1}/duplicate/`,
      { with_add_ons: true },
      { headers },
    );
    expect(repeat.json()).toEqual(response.json());
    const alone = await post(`/api/articles/${c1}/duplicate/`, {});
    expect(alone.json().order_numbers).toHaveLength(1);
    expect((await eventsOf(orderId, 'article_duplicated')).length).toBe(2);
  });

  it('re-orders from a confirmed order into the draft of its commission; 404 for another shop', async () => {
    const orderId = await newOrder('demo-shop', 'Herbestelling');
    const c1 = await curtain(orderId, fabrics.lino);
    await confirmDirectly(ctx, orderId);
    const first = await post(`/api/articles/${c1}/duplicate/`, {});
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().order).toMatchObject({ order_type: 'draft', commission: 'Herbestelling' });
    const second = await post(`/api/articles/${c1}/duplicate/`, {});
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(
      (await post(`/api/articles/${c1}/duplicate/`, {}, { username: 'demo-au' })).statusCode,
    ).toBe(404);
    expect((await post(`/api/articles/${c1}/duplicate/`, { with_add_ons: 'yes' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/articles/12/duplicate/', {})).statusCode).toBe(404);
  });
});

describe('move', () => {
  it('moves a curtain with its rail to another order; refuses matched ones and closed orders', async () => {
    const from = await newOrder();
    const to = await newOrder();
    const c1 = await curtain(from, fabrics.florentine);
    const rail = await addArticle(from, 'trackrail', { ...RAIL, curtain_order_number: c1 });
    const headers = key();
    const response = await post(`/api/articles/${c1}/move/`, { target_order_id: to }, { headers });
    expect(response.statusCode, response.body).toBe(200);
    const { source, target } = twoOrdersAnswerSchema.parse(response.json());
    expect(source.articles).toEqual([]);
    expect(target.articles.map((article) => article.order_number)).toEqual([c1, rail]);
    const repeat = await post(`/api/articles/${c1}/move/`, { target_order_id: to }, { headers });
    expect(repeat.json()).toEqual(response.json());
    expect((await eventsOf(to, 'article_moved'))[0]?.data).toEqual({
      order_numbers: [c1, rail],
      before: { order_id: from },
      after: { order_id: to },
    });

    const c2 = await curtain(to, fabrics.florentine, CURTAIN_B);
    expect(
      (await post(`/api/orders/${to}/combine-strokes/`, { order_numbers: [c1, c2] })).statusCode,
    ).toBe(200);
    expectRefused(
      await post(`/api/articles/${c1}/move/`, { target_order_id: from }),
      'already_matched',
    );
    const closed = await newOrder();
    await confirmDirectly(ctx, closed);
    const c3 = await curtain(from, fabrics.lino);
    expectRefused(
      await post(`/api/articles/${c3}/move/`, { target_order_id: closed }),
      'order_confirmed',
    );
    expect(
      (await post(`/api/articles/${c3}/move/`, { target_order_id: to }, { username: 'demo-au' }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/articles/${c3}/move/`, {})).statusCode).toBe(400);
    expect((await post(`/api/articles/${c3}/move/`, { target_order_id: from })).statusCode).toBe(
      400,
    );
  });
});

describe('move, split and a fabric change of a grouped article', () => {
  it('the article menu refuses what the API refuses, with the same reason and message', async () => {
    const from = await newOrder();
    const other = await newOrder();
    const matched = await curtain(from, fabrics.florentine, CURTAIN_A);
    const partner = await curtain(from, fabrics.florentine, CURTAIN_B);
    const inSet = await curtain(from, fabrics.lino);
    const setPartner = await curtain(from, fabrics.lino);
    const free = await curtain(from, fabrics.lino);
    expect(
      (await post(`/api/orders/${from}/combine-strokes/`, { order_numbers: [matched, partner] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(`/api/orders/${from}/curtain-set/`, {
          order_numbers: [inSet, setPartner],
          alignment: 'top',
        })
      ).statusCode,
    ).toBe(200);
    const menu = async (orderNumber: string) => {
      const response = await call('demo-shop', 'GET', `/api/orders/${from}/`, {
        headers: { 'accept-language': 'en' },
      });
      const article = orderAnswerSchema
        .parse(response.json())
        .articles.find((one) => one.order_number === orderNumber);
      const verdict = (name: string) => article?.actions.find((action) => action.name === name);
      return {
        move: verdict('move'),
        split: verdict('split'),
        fabric: verdict('change_main_fabric'),
      };
    };
    const moveTo = (orderNumber: string) =>
      post(`/api/articles/${orderNumber}/move/`, { target_order_id: other });
    const splitOff = (orderNumber: string) =>
      post(`/api/orders/${from}/split/`, { order_numbers: [orderNumber] });

    for (const [orderNumber, reason] of [
      [matched, 'already_matched'],
      [inSet, 'already_in_set'],
    ] as const) {
      const { move, split } = await menu(orderNumber);
      expect(move, orderNumber).toMatchObject({ allowed: false, reason });
      expect(split, orderNumber).toMatchObject({ allowed: false, reason });
      expect(expectRefused(await moveTo(orderNumber), reason).detail).toBe(move?.message);
      expect(expectRefused(await splitOff(orderNumber), reason).detail).toBe(split?.message);
    }
    // A matched article keeps its fabric until the match is undone; one in a set may change it.
    const { fabric } = await menu(matched);
    expect(fabric).toMatchObject({ allowed: false, reason: 'already_matched' });
    const refit = (orderNumber: string) =>
      post(`/api/orders/${from}/update-atelier-main-fabric/`, {
        order_numbers: [orderNumber],
        main_fabric: fabrics.velluto,
      });
    expect(expectRefused(await refit(matched), 'already_matched').detail).toBe(fabric?.message);
    expect((await menu(inSet)).fabric).toMatchObject({ allowed: true, reason: null });
    const setRefit = await refit(inSet);
    expect(setRefit.statusCode, setRefit.body).toBe(200);

    // Not grouped: the menu offers both, and the API does them.
    const { move, split } = await menu(free);
    expect(move).toMatchObject({ allowed: true, reason: null });
    expect(split).toMatchObject({ allowed: true, reason: null });
    const away = await post(`/api/orders/${from}/split/`, {
      order_numbers: [free],
      target_order_id: other,
    });
    expect(away.statusCode, away.body).toBe(200);
    const back = await post(`/api/articles/${free}/move/`, { target_order_id: from });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('update-atelier-main-fabric', () => {
  it('gives several articles another fabric, priced again; refuses a fabric that does not fit', async () => {
    const orderId = await newOrder();
    const c1 = await curtain(orderId, fabrics.lino);
    const tall = await curtain(orderId, fabrics.lino, { ...CURTAIN_A, height: 290 });
    const url = `/api/orders/${orderId}/update-atelier-main-fabric/`;
    const before = await getArticle(c1);
    const headers = key();
    const response = await post(
      url,
      { order_numbers: [c1, tall], main_fabric: fabrics.velluto },
      { headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    const order = orderAnswerSchema.parse(response.json());
    expect(order.articles.map((article) => article.main_fabric)).toEqual([
      fabrics.velluto,
      fabrics.velluto,
    ]);
    const after = await getArticle(c1);
    expect(after.parameters.main_fabric).toBe(fabrics.velluto);
    expect(after.price?.wholesale).not.toBe(before.price?.wholesale);
    const repeat = await post(
      url,
      { order_numbers: [c1, tall], main_fabric: fabrics.velluto },
      { headers },
    );
    expect(repeat.json()).toEqual(response.json());
    expect((await eventsOf(orderId, 'main_fabric_changed'))[0]?.data).toMatchObject({
      order_numbers: [c1, tall],
      before: { [c1]: { main_fabric: fabrics.lino, wholesale: before.price?.wholesale } },
      after: { [c1]: { main_fabric: fabrics.velluto, wholesale: after.price?.wholesale } },
    });

    // A wide-width fabric 300 cm high cannot make the 290 cm curtain (cut 320 cm).
    const refused = expectRefused(
      await post(url, { order_numbers: [c1, tall], main_fabric: fabrics.breeze }),
      'fabric_does_not_fit',
    );
    expect(refused.detail).toContain(tall);
    expect(refused.detail).not.toContain(c1);
    expect((await getArticle(c1)).parameters.main_fabric).toBe(fabrics.velluto);
    expect(
      (await post(url, { order_numbers: [c1], main_fabric: 'no-such-fabric' })).statusCode,
    ).toBe(400);
    expect((await post(url, { order_numbers: [c1] })).statusCode).toBe(400);
    expect(
      (await post(url, { order_numbers: [c1], main_fabric: fabrics.lino }, { username: 'demo-au' }))
        .statusCode,
    ).toBe(404);
  });
});
