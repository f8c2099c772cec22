import {
  formatFileSize,
  MAX_RMA_PHOTO_BYTES,
  MAX_RMA_PHOTOS,
  orderAnswerSchema,
  rmaAnswerSchema,
  rmaPageSchema,
  rmaTemplateSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, confirmDirectly, validArticles } from '../articles/test-support.js';
import { customerOrder, debtor, rma, rmaPhoto } from '../db/schema/index.js';
import { setAccessFlag, useTestApp } from '../test/app.js';
import { multipartFiles, pngOfSize } from '../test/upload-files.js';

// Tuesday 24 November 2026.
const ctx = useTestApp({ clock: () => new Date('2026-11-24T09:00:00Z') });
const call = caller(ctx);
const BASE = '/api/rma/';

let confirmedArticle: string;
let offeredArticle: string;
let draftArticle: string;
let auArticle: string;
let shopAddress: number;
let auAddress: number;

async function orderWithArticle(username: string, commission: string): Promise<[number, string]> {
  const order = await call(username, 'POST', '/api/orders/', { payload: { commission } });
  expect(order.statusCode, order.body).toBe(201);
  const id = order.json().id as number;
  const valid = await validArticles(ctx);
  const article = await call(username, 'POST', `/api/orders/${id}/articles/pleatcurtain/`, {
    payload: valid.pleatcurtain,
  });
  expect(article.statusCode, article.body).toBe(201);
  return [id, article.json().order_number as string];
}

const address = {
  name: 'Familie Jansen',
  street: 'Dorpsstraat',
  house_number: '12',
  postcode: '3811 AB',
  city: 'Amersfoort',
  country: 'nl',
};

async function addAddress(username: string): Promise<number> {
  const response = await call(username, 'POST', '/api/customers/address-book/', {
    payload: address,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function rmaBody(overrides: Record<string, unknown> = {}) {
  return {
    article_order_number: confirmedArticle,
    customer_name: 'Familie Jansen',
    phone: '033 123 45 67',
    email: 'jansen@example.nl',
    street: 'Dorpsstraat 12',
    city: 'Amersfoort',
    postcode: '3811 AB',
    country: 'nl',
    delivery_address: shopAddress,
    preferred_delivery_date: '2026-12-10',
    workshop: 'genemuiden',
    hanger_type: 'hooks',
    hanger_count: 24,
    reason: 'production_fault',
    description: 'The hem is uneven on the left panel.',
    solution: 'repair',
    employee: null,
    ...overrides,
  };
}

const create = (username: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(username, 'POST', BASE, { payload, headers });

async function rowCount(table: typeof rma | typeof rmaPhoto): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

beforeAll(async () => {
  const [confirmedOrder, article] = await orderWithArticle('demo-shop', 'Familie Jansen');
  await confirmDirectly(ctx, confirmedOrder);
  confirmedArticle = article;
  // An offer made for its end customer, then confirmed.
  const [offerOrder, offerArticle] = await orderWithArticle('demo-shop', 'Woonkamer De Vries');
  const offer = await call('demo-shop', 'POST', `/api/orders/${offerOrder}/offer/`, {
    payload: { end_customer_name: 'Familie de Vries', valid_until: '2026-12-20' },
  });
  expect(offer.statusCode, offer.body).toBe(200);
  await confirmDirectly(ctx, offerOrder);
  offeredArticle = offerArticle;
  [, draftArticle] = await orderWithArticle('demo-shop', 'Nog een concept');
  const [auOrder, auArticleNumber] = await orderWithArticle('demo-au', 'Smith family');
  await ctx.database.db
    .update(customerOrder)
    .set({ orderType: 'delivered', orderDate: '2026-11-02' })
    .where(eq(customerOrder.id, auOrder));
  auArticle = auArticleNumber;
  shopAddress = await addAddress('demo-shop');
  auAddress = await addAddress('demo-au');
});

describe('the return template', () => {
  it('fills the form from a confirmed article: no customer it does not know, employee, article', async () => {
    const response = await call('demo-shop', 'POST', `${BASE}template/`, {
      payload: { article_order_number: confirmedArticle },
    });
    expect(response.statusCode, response.body).toBe(200);
    const template = rmaTemplateSchema.parse(response.json());
    // The commission is the dealer's name for the job and the shop's address is its own: neither
    // is the customer's, so the customer's fields start empty.
    expect(template).toMatchObject({
      customer_name: '',
      phone: '',
      email: '',
      street: '',
      city: '',
      postcode: '',
      country: 'nl',
      article: {
        order_number: confirmedArticle,
        order_type: 'confirmed',
        order_date: '2026-11-21',
        commission: 'Familie Jansen',
        article_type: 'pleatcurtain',
      },
    });
    expect(template.employee).not.toBeNull();
    expect(template.article.width).toBeGreaterThan(0);
  });

  it('names the order’s end customer where the order has one (an offer confirmed)', async () => {
    const response = await call('demo-shop', 'POST', `${BASE}template/`, {
      payload: { article_order_number: offeredArticle },
    });
    expect(response.statusCode, response.body).toBe(200);
    const template = rmaTemplateSchema.parse(response.json());
    expect(template).toMatchObject({
      customer_name: 'Familie de Vries',
      street: '',
      postcode: '',
      city: '',
      article: { commission: 'Woonkamer De Vries' },
    });
    // Another shop does not get it.
    const other = await call('demo-au', 'POST', `${BASE}template/`, {
      payload: { article_order_number: offeredArticle },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses a draft’s article (409), another shop’s or an unknown one (404) and bad input', async () => {
    const draft = await call('demo-shop', 'POST', `${BASE}template/`, {
      payload: { article_order_number: draftArticle },
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({
      code: 'article_not_returnable',
      detail: translate('en-au', 'errors:article_not_returnable'),
    });
    for (const [username, number] of [
      ['demo-au', confirmedArticle],
      ['demo-shop', auArticle],
      ['demo-shop', '9999998'],
    ] as const) {
      const response = await call(username, 'POST', `${BASE}template/`, {
        payload: { article_order_number: number },
      });
      expect(response.statusCode, `${username} ${number}`).toBe(404);
    }
    const bad = await call('demo-shop', 'POST', `${BASE}template/`, {
      payload: { article_order_number: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['article_order_number']);
  });
});

describe('making a return', () => {
  it('confirms it with an RMA number and every field, and lists it for its shop only', async () => {
    const response = await create('demo-shop', rmaBody());
    expect(response.statusCode, response.body).toBe(201);
    const made = rmaAnswerSchema.parse(response.json());
    expect(made).toMatchObject({
      article_type: 'rma',
      state: 'confirmed',
      customer_name: 'Familie Jansen',
      phone: '033 123 45 67',
      email: 'jansen@example.nl',
      street: 'Dorpsstraat 12',
      city: 'Amersfoort',
      postcode: '3811 AB',
      country: 'nl',
      delivery_address: { id: shopAddress, name: 'Familie Jansen', house_number: '12' },
      preferred_delivery_date: '2026-12-10',
      workshop: 'genemuiden',
      hanger_type: 'hooks',
      hanger_count: 24,
      reason: 'production_fault',
      solution: 'repair',
      employee_name: 'Anouk de Linde',
      remake_order_id: null,
      photos: [],
      article: { order_number: confirmedArticle, commission: 'Familie Jansen' },
    });
    expect(made.rma_number).toMatch(/^RMA-\d{6}$/);
    expect(made.order_number).toMatch(/^\d{7}$/);
    expect(made.order_number).not.toBe(confirmedArticle);

    const list = rmaPageSchema.parse((await call('demo-shop', 'GET', BASE)).json());
    expect(list.results.map((one) => one.order_number)).toContain(made.order_number);
    const one = await call('demo-shop', 'GET', `${BASE}${made.order_number}/`);
    expect(one.json()).toEqual(made);

    const other = rmaPageSchema.parse((await call('demo-au', 'GET', BASE)).json());
    expect(other.results.map((r) => r.order_number)).not.toContain(made.order_number);
    expect((await call('demo-au', 'GET', `${BASE}${made.order_number}/`)).statusCode).toBe(404);
    expect((await call('demo-shop', 'GET', `${BASE}abc/`)).statusCode).toBe(404);
  });

  it('answers a repeat with the same key once', async () => {
    const before = await rowCount(rma);
    const headers = { 'idempotency-key': 'rma-test-repeat-0001' };
    const first = await create('demo-shop', rmaBody({ solution: 'credit' }), headers);
    const again = await create('demo-shop', rmaBody({ solution: 'credit' }), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rowCount(rma)).toBe(before + 1);
    const otherBody = await create('demo-shop', rmaBody({ solution: 'repair' }), headers);
    expect(otherBody.statusCode).toBe(422);
  });

  it('names each wrong field, a past date, another shop’s address and employee', async () => {
    const before = await rowCount(rma);
    const empty = await create('demo-shop', { article_order_number: confirmedArticle });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json()).sort()).toEqual(
      [
        'city',
        'country',
        'customer_name',
        'description',
        'hanger_count',
        'hanger_type',
        'postcode',
        'reason',
        'solution',
        'street',
        'workshop',
      ].sort(),
    );
    const wrong = await create(
      'demo-shop',
      rmaBody({ customer_name: 'J', email: 'no-mail', workshop: 'paris', hanger_count: -1 }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json()).sort()).toEqual(
      ['customer_name', 'email', 'hanger_count', 'workshop'].sort(),
    );
    const past = await create('demo-shop', rmaBody({ preferred_delivery_date: '2026-11-24' }));
    expect(past.json()).toEqual({
      preferred_delivery_date: [translate('en-au', 'rules:date_after_today')],
    });
    const foreign = await create(
      'demo-shop',
      rmaBody({ delivery_address: auAddress, employee: 2_000_000 }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json()).sort()).toEqual(['delivery_address', 'employee']);
    expect(await rowCount(rma)).toBe(before);
  });

  it('refuses another shop’s article (404), a draft’s (409) and a tracking-only account', async () => {
    const foreign = await create('demo-au', rmaBody({ delivery_address: auAddress }));
    expect(foreign.statusCode).toBe(404);
    const draft = await create('demo-shop', rmaBody({ article_order_number: draftArticle }));
    expect(draft.statusCode).toBe(409);
    await setAccessFlag(ctx, 'demo-shop', 'show_only_tracking_page', true);
    try {
      const refused = await create('demo-shop', rmaBody());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('tracking_only');
    } finally {
      await setAccessFlag(ctx, 'demo-shop', 'show_only_tracking_page', false);
    }
  });

  it('asks a service account to choose a shop, then keeps it to that shop’s returns', async () => {
    const none = await call('demo-service', 'GET', BASE);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('debtor_required');
    const [vanDijk] = await ctx.database.db
      .select({ id: debtor.id })
      .from(debtor)
      .where(eq(debtor.number, '100458'));
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: vanDijk!.id },
    });
    const list = rmaPageSchema.parse((await call('demo-service', 'GET', BASE)).json());
    expect(list.results).toEqual([]);
    const template = await call('demo-service', 'POST', `${BASE}template/`, {
      payload: { article_order_number: confirmedArticle },
    });
    expect(template.statusCode).toBe(404);
  });

  it('turns a remake into a draft order holding a copy of the article', async () => {
    const au = await create(
      'demo-au',
      rmaBody({
        article_order_number: auArticle,
        delivery_address: null,
        country: 'au',
        solution: 'remake',
        reason: 'wrong_size',
      }),
    );
    expect(au.statusCode, au.body).toBe(201);
    const made = rmaAnswerSchema.parse(au.json());
    expect(made.article.order_type).toBe('delivered');
    expect(made.remake_order_id).not.toBeNull();
    const order = orderAnswerSchema.parse(
      (await call('demo-au', 'GET', `/api/orders/${made.remake_order_id}/`)).json(),
    );
    expect(order).toMatchObject({ order_type: 'draft', memo: made.rma_number, article_count: 1 });
    expect(order.commission).toContain(made.rma_number);
    expect(order.articles[0]).toMatchObject({
      article_type: 'pleatcurtain',
      width: made.article.width,
    });
    expect(order.articles[0]?.order_number).not.toBe(auArticle);
    expect(
      (await call('demo-shop', 'GET', `/api/orders/${made.remake_order_id}/`)).statusCode,
    ).toBe(404);
  });
});

describe('photos of a return', () => {
  let number: string;
  const photosUrl = () => `${BASE}${number}/photos/`;
  const upload = (
    username: string,
    files: { name: string; type: string; bytes: Buffer }[],
    headers: Record<string, string> = {},
  ) => {
    const body = multipartFiles('photos', files);
    return call(username, 'POST', photosUrl(), {
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const png = (size: number, name = 'hem.png') => ({
    name,
    type: 'image/png',
    bytes: pngOfSize(size),
  });

  beforeAll(async () => {
    const response = await create('demo-shop', rmaBody());
    number = response.json().order_number;
  });

  it('stores several photos re-encoded and serves them to the shop’s own users only', async () => {
    const original = pngOfSize(40_000);
    const added = await upload(
      'demo-shop',
      [{ name: 'left.png', type: 'image/png', bytes: original }, png(30_000, 'right.png')],
      { 'idempotency-key': 'rma-photos-0001' },
    );
    expect(added.statusCode, added.body).toBe(201);
    const made = rmaAnswerSchema.parse(added.json());
    expect(made.photos).toHaveLength(2);
    const [first] = made.photos;
    expect(first?.url).toBe(`${BASE}${number}/photos/${first?.id}/`);

    const served = await call('demo-shop', 'GET', first!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    // Pixels we encoded ourselves: the padding chunk of the upload is gone.
    expect(served.rawPayload.length).toBeLessThan(original.length);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    expect((await ctx.app.inject({ method: 'GET', url: first!.url })).statusCode).toBe(401);
    expect((await call('demo-au', 'GET', first!.url)).statusCode).toBe(404);
    expect((await call('demo-au', 'GET', `/api/files/${first!.id}`)).statusCode).toBe(404);

    // The same key again answers the first result; no photo is added twice.
    const again = await upload(
      'demo-shop',
      [{ name: 'left.png', type: 'image/png', bytes: original }, png(30_000, 'right.png')],
      { 'idempotency-key': 'rma-photos-0001' },
    );
    expect(again.json()).toEqual(added.json());
    const [photos] = await ctx.database.db
      .select({ n: count() })
      .from(rmaPhoto)
      .where(eq(rmaPhoto.rmaOrderNumber, number));
    expect(photos?.n).toBe(2);
  });

  it('refuses a photo too large, one that is no image, too many, and another shop', async () => {
    const before = await rowCount(rmaPhoto);
    const large = await upload('demo-shop', [png(MAX_RMA_PHOTO_BYTES + 1)]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({
      code: 'image_too_large',
      detail: translate('en-au', 'errors:image_too_large', {
        max: formatFileSize(MAX_RMA_PHOTO_BYTES, 'en-au'),
      }),
    });
    expect(large.json().detail).toContain('1.1 MB');
    const atLimit = await upload('demo-shop', [png(MAX_RMA_PHOTO_BYTES)]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);

    const text = await upload('demo-shop', [
      { name: 'hem.png', type: 'image/png', bytes: Buffer.from('not a picture at all') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('image_type_not_supported');
    const broken = pngOfSize(9000).subarray(0, 3000);
    const cut = await upload('demo-shop', [{ name: 'cut.png', type: 'image/png', bytes: broken }]);
    expect(cut.json().code).toBe('image_unreadable');

    // Three are stored; four more would pass the limit: none of them is added.
    const tooMany = await upload('demo-shop', [png(9000), png(9000), png(9000), png(9000)]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'too_many_photos',
      detail: translate('en-au', 'errors:too_many_photos', { max: MAX_RMA_PHOTOS }),
    });
    const flood = await upload(
      'demo-shop',
      Array.from({ length: MAX_RMA_PHOTOS + 2 }, () => png(9000)),
    );
    expect(flood.json().code).toBe('too_many_photos');

    expect((await upload('demo-au', [png(9000)])).statusCode).toBe(404);
    const none = await call('demo-shop', 'POST', photosUrl(), { payload: {} });
    expect(none.statusCode).toBe(415);
    expect(await rowCount(rmaPhoto)).toBe(before + 1);
  });

  it('takes no photos once the manufacturer has received the return', async () => {
    await ctx.database.db.update(rma).set({ state: 'received' }).where(eq(rma.orderNumber, number));
    const closed = await upload('demo-shop', [png(9000)]);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('rma_closed');
    const list = rmaPageSchema.parse(
      (await call('demo-shop', 'GET', `${BASE}?state=received`)).json(),
    );
    expect(list.results.map((r) => r.order_number)).toEqual([number]);
  });
});
