// The hosted shop and the kiosk (decision 101) on both databases: the dealer's settings and
// kiosks stay the dealer's own, a shop's public calls answer a disabled and an unknown shop alike,
// its prices are sales prices with tax and never a wholesale figure, a request becomes exactly one
// prepared offer of the right dealer (and nothing when sent again, refused, or a bot's), and a
// kiosk pairs once, hands its design over with a link the dealer opens, and is refused once revoked.
import {
  BRAND_COLOR,
  externalOrderLink,
  groupBrand,
  KIOSK_PAIRING_ALPHABET,
  kioskPairingAnswerSchema,
  kioskRequestAnswerSchema,
  lineTax,
  preparedOffersAnswerSchema,
  proofOfWorkHolds,
  publicShopSchema,
  SHOP_LIMITS,
  SHOP_MODELS,
  SHOP_PROOF_BITS,
  shopChallengeSchema,
  shopFabricSchema,
  shopPriceAnswerSchema,
  shopRequestAnswerSchema,
  shopRequestViewSchema,
  shopSettingsAnswerSchema,
  solveProofOfWork,
} from '@atelier/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import {
  articleOrder,
  customerOrder,
  externalOrder,
  fabric,
  fabricFamily,
  kiosk,
  shopRequest,
} from '../db/schema/index.js';
import { outboxFor } from '../mail/mail.repository.js';
import { afterAnswers, debtorIdOf, PUBLIC_URL, useTestApp } from '../test/app.js';
import { sha256Bytes } from './challenge.js';
import { requestOrderId } from './hosted-shop.service.js';

// A clock the tests move forward (a challenge's and a pairing code's expiry).
let shiftMs = 0;
const ctx = useTestApp({ clock: () => new Date(Date.now() + shiftMs) });
const call = caller(ctx);
const SLUG = 'woonwinkel-de-linde';

let fabricCode: string;
let shopDealer: number;
beforeAll(async () => {
  const [row] = await ctx.database.db
    .select({ articleNumber: fabric.articleNumber })
    .from(fabric)
    .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
    .where(eq(fabricFamily.code, 'LINO'))
    .orderBy(asc(fabric.id))
    .limit(1);
  fabricCode = row!.articleNumber;
  shopDealer = await debtorIdOf(ctx, '100231');
});

let addresses = 0;
/** A caller's own address, so that each test meets the per-address limits afresh. */
const newAddress = () => `10.20.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const publicCall = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  address = '10.99.0.1',
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: address,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const curtain = (height: number, width = 180) => ({
  article: 'curtain',
  model: 'pleatcurtain',
  room: 'living',
  width,
  height,
  fabric: fabricCode,
  split_type: 'equal',
  hem_type: 'double',
  luxury: 'comfort',
  pleat_type: 'double',
});

/** Every key anywhere in an answer. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [key, ...keysOf(item)]);
  }
  return [];
}
const NO_COST = /wholesale|purchase|cost/i;

async function solvedProof(slug = SLUG, address = newAddress()) {
  const answer = await publicCall('GET', `/api/shop/${slug}/challenge/`, undefined, address);
  expect(answer.statusCode, answer.body).toBe(200);
  const { challenge, bits } = shopChallengeSchema.parse(answer.json());
  expect(bits).toBe(SHOP_PROOF_BITS);
  return { challenge, nonce: await solveProofOfWork(sha256Bytes, challenge, bits) };
}

const contact = {
  name: 'Familie de Groot',
  email: 'degroot@example.com',
  phone: '+31 6 1234 5678',
  preferred_contact_time: 'na 18:00',
};

const requestBody = (
  key: string,
  proof: { challenge: string; nonce: string },
  overrides: Record<string, unknown> = {},
) => ({
  idempotency_key: key,
  locale: 'en',
  contact,
  consent: true,
  lines: [curtain(260), curtain(260, 140), curtain(206)],
  proof,
  ...overrides,
});

async function externalOrdersWithId(id: string) {
  return ctx.database.db.select().from(externalOrder).where(eq(externalOrder.externalOrderId, id));
}

async function ordersCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(customerOrder);
  return row!.n;
}

describe('the dealer’s shop settings', () => {
  it('proposes a shop before the first save', async () => {
    const answer = await call('demo-debtor', 'GET', '/api/shop-settings/');
    expect(answer.statusCode, answer.body).toBe(200);
    const settings = shopSettingsAnswerSchema.parse(answer.json());
    expect(settings).toMatchObject({
      saved: false,
      enabled: false,
      colour: BRAND_COLOR,
      languages: ['nl'],
      models: [...SHOP_MODELS],
      partner_brand: false,
    });
    expect(settings.slug).toMatch(/^[a-z0-9-]{3,40}$/);
    expect(settings.url).toBe(`${PUBLIC_URL}/shop/${settings.slug}`);
  });

  it('answers the seeded shop of demo-shop as saved and enabled', async () => {
    const settings = (await call('demo-shop', 'GET', '/api/shop-settings/')).json();
    expect(settings).toMatchObject({ saved: true, enabled: true, slug: SLUG });
  });

  it('refuses bad input per field and another dealer’s address', async () => {
    const bad = await call('demo-debtor', 'PUT', '/api/shop-settings/', {
      payload: { slug: 'x!', title: 'Gordijnen Noord', colour: 'red', languages: [], models: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['colour', 'languages', 'models', 'slug']);

    const taken = await call('demo-debtor', 'PUT', '/api/shop-settings/', {
      payload: {
        slug: SLUG,
        title: 'Gordijnen Noord',
        colour: '#112233',
        languages: ['nl'],
        models: ['pleatcurtain'],
      },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ slug: ['Another shop already has this address'] });
    // demo-shop's shop is untouched.
    expect((await call('demo-shop', 'GET', '/api/shop-settings/')).json().title).toBe(
      'Woonwinkel De Linde',
    );
  });

  it('saves the dealer’s own shop, which another dealer does not see', async () => {
    const saved = await call('demo-debtor', 'PUT', '/api/shop-settings/', {
      payload: {
        enabled: false,
        slug: 'gordijnen-noord',
        title: 'Gordijnen Noord',
        colour: '#112233',
        languages: ['nl', 'de'],
        models: ['pleatcurtain', 'foldcurtain'],
        opening_hours: 'ma–za 9–17',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, slug: 'gordijnen-noord', enabled: false });
    const read = (await call('demo-debtor', 'GET', '/api/shop-settings/')).json();
    expect(read).toMatchObject({ slug: 'gordijnen-noord', opening_hours: 'ma–za 9–17' });
    expect((await call('demo-shop', 'GET', '/api/shop-settings/')).json().slug).toBe(SLUG);
  });

  it('shows a partner group’s dealer the partner’s colour', async () => {
    const saved = await call('demo-partner', 'PUT', '/api/shop-settings/', {
      payload: {
        slug: 'obi-targowek',
        title: 'OBI Targówek',
        colour: '#123456',
        languages: ['pl'],
        models: ['pleatcurtain'],
        enabled: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const brand = groupBrand('OBI Polska');
    expect(saved.json()).toMatchObject({ partner_brand: true, colour: brand.colour });
    const shop = publicShopSchema.parse(
      (await publicCall('GET', '/api/shop/obi-targowek/')).json(),
    );
    expect(shop.partner).toEqual({ name: brand.name, letter: brand.letter });
    expect(shop.tax).toEqual({ name: 'vat', percent: 23 });
  });

  it('keeps kiosks to their dealer: another dealer cannot list, renew or revoke them', async () => {
    const made = await call('demo-debtor', 'POST', '/api/shop-settings/kiosks/', {
      payload: { name: 'Toonbank' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { kiosk: row, pairing_code } = kioskPairingAnswerSchema.parse(made.json());
    expect(row.state).toBe('pairing');
    expect(pairing_code).toHaveLength(8);
    expect([...pairing_code].every((char) => KIOSK_PAIRING_ALPHABET.includes(char))).toBe(true);
    const [stored] = await ctx.database.db.select().from(kiosk).where(eq(kiosk.id, row.id));
    expect(stored!.pairingCodeHash).not.toContain(pairing_code);

    const others = (await call('demo-shop', 'GET', '/api/shop-settings/kiosks/')).json();
    expect(others.map((one: { id: number }) => one.id)).not.toContain(row.id);
    const revoke = await call('demo-shop', 'DELETE', `/api/shop-settings/kiosks/${row.id}/`);
    expect(revoke.statusCode).toBe(404);
    const renew = await call('demo-shop', 'POST', `/api/shop-settings/kiosks/${row.id}/pairing/`);
    expect(renew.statusCode).toBe(404);
    const [after] = await ctx.database.db.select().from(kiosk).where(eq(kiosk.id, row.id));
    expect(after!.revokedAt).toBeNull();
  });
});

describe('the public shop', () => {
  it('answers the enabled shop with its tax, and a disabled or unknown one alike with 404', async () => {
    const answer = await publicCall('GET', `/api/shop/${SLUG}/`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(publicShopSchema.parse(answer.json())).toMatchObject({
      slug: SLUG,
      title: 'Woonwinkel De Linde',
      currency: 'eur',
      tax: { name: 'vat', percent: 21 },
      unit_system: 'metric',
      partner: null,
      languages: ['nl', 'en'],
    });
    const disabled = await publicCall('GET', '/api/shop/gordijnen-noord/');
    const unknown = await publicCall('GET', '/api/shop/no-such-shop/');
    expect(disabled.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(disabled.json().code).toBe('shop_not_found');
    expect(disabled.body).toBe(unknown.body);
    expect((await publicCall('GET', '/api/shop/gordijnen-noord/challenge/')).statusCode).toBe(404);
  });

  it('lists a model’s fabrics without any price', async () => {
    const answer = await publicCall('GET', `/api/shop/${SLUG}/fabrics/?model=pleatcurtain`);
    expect(answer.statusCode, answer.body).toBe(200);
    const fabrics = answer.json().map((one: unknown) => shopFabricSchema.parse(one));
    expect(fabrics.length).toBeGreaterThan(0);
    expect(fabrics.map((one: { article_number: string }) => one.article_number)).toContain(
      fabricCode,
    );
    expect(keysOf(answer.json()).filter((key) => /price|sales|wholesale|cost/i.test(key))).toEqual(
      [],
    );
    const search = await publicCall(
      'GET',
      `/api/shop/${SLUG}/fabrics/?model=pleatcurtain&search=${encodeURIComponent(fabricCode)}`,
    );
    expect(search.json().map((one: { article_number: string }) => one.article_number)).toEqual([
      fabricCode,
    ]);
  });

  it('prices each line in sales prices with tax, answers a bad line’s errors, and no wholesale', async () => {
    const answer = await publicCall('POST', `/api/shop/${SLUG}/price/`, {
      lines: [curtain(260), { ...curtain(260), width: -5 }, curtain(260, 140), curtain(206)],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = shopPriceAnswerSchema.parse(answer.json());
    expect(keysOf(answer.json()).filter((key) => NO_COST.test(key))).toEqual([]);
    const [first, bad, third, fourth] = priced.lines;
    expect(first!.net).toBeGreaterThan(0);
    expect(first!.tax).toBe(lineTax(first!.net!, { name: 'vat', percent: 21 }));
    expect(first!.gross).toBe(first!.net! + first!.tax!);
    expect(first!.errors).toEqual({});
    expect(bad).toMatchObject({ net: null, tax: null, gross: null });
    expect(Object.keys(bad!.errors)).toContain('width');
    expect(priced.total.gross).toBe(first!.gross! + third!.gross! + fourth!.gross!);
    expect(first!.warnings).toEqual([]);
    expect(priced.tax).toEqual({ name: 'vat', percent: 21 });
    // The fourth curtain is 54 cm lower than the others of its room: worded for the customer.
    expect(fourth!.warnings).toEqual([
      {
        code: 'room_outlier',
        fields: ['height'],
        message: expect.stringMatching(/^This curtain’s height of 206 cm differs/),
      },
    ]);
    // The wholesale price of the same line is not in the answer anywhere.
    expect(answer.body).not.toMatch(/wholesale/i);
  });

  it('prices every model as the consumer configurator sends it, the dealer’s make-up filling the rest', async () => {
    // Model, fabric, room and sizes only: what a customer chooses in the shop.
    const lines = SHOP_MODELS.map((model) =>
      model === 'foldcurtain'
        ? { article: 'foldcurtain', room: 'bedroom', width: 92.5, height: 140, fabric: fabricCode }
        : {
            article: 'curtain',
            model,
            room: 'living',
            width: 180.5,
            height: 250,
            fabric: fabricCode,
          },
    );
    const answer = await publicCall('POST', `/api/shop/${SLUG}/price/`, { lines });
    expect(answer.statusCode, answer.body).toBe(200);
    const priced = shopPriceAnswerSchema.parse(answer.json());
    for (const [index, line] of priced.lines.entries()) {
      expect(line.errors, SHOP_MODELS[index]).toEqual({});
      expect(line.gross, SHOP_MODELS[index]).toBeGreaterThan(0);
    }
    // A choice the customer made is kept: one panel to the left costs less fabric than a pair.
    const single = await publicCall('POST', `/api/shop/${SLUG}/price/`, {
      lines: [{ ...lines[0], split_type: 'left' }],
    });
    expect(shopPriceAnswerSchema.parse(single.json()).lines[0]!.gross).not.toBe(
      priced.lines[0]!.gross,
    );
  });

  it('refuses a body over the shop’s limit with 413', async () => {
    const answer = await publicCall('POST', `/api/shop/${SLUG}/price/`, {
      lines: [{ ...curtain(260), note: 'x'.repeat(SHOP_LIMITS.bodyBytes) }],
    });
    expect(answer.statusCode).toBe(413);
  });
});

describe('a customer’s request', () => {
  const key = '2f0b6c1e-8d4a-4f3e-9a51-0c7d2e6b9f11';
  let requestUrl: string;

  it('becomes one prepared offer of the shop’s dealer, priced, and mails both', async () => {
    const before = await ordersCount();
    const priced = shopPriceAnswerSchema.parse(
      (
        await publicCall('POST', `/api/shop/${SLUG}/price/`, {
          lines: [curtain(260), curtain(260, 140), curtain(206)],
        })
      ).json(),
    );
    const answer = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody(key, await solvedProof()),
      newAddress(),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    const sent = shopRequestAnswerSchema.parse(answer.json());
    expect(sent.duplicate).toBe(false);
    expect(sent.external_order_id).toBe(requestOrderId('hostedshop', shopDealer, key));
    expect(sent.request_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/shop/${SLUG}/request/[A-Za-z0-9_-]{20,64}$`),
    );
    requestUrl = sent.request_url!;
    expect(keysOf(answer.json()).filter((name) => NO_COST.test(name))).toEqual([]);

    const [row, ...more] = await externalOrdersWithId(sent.external_order_id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ debtorId: shopDealer, source: 'hostedshop', claimedAt: null });
    expect(row!.contact).toMatchObject({ name: contact.name, email: contact.email });
    expect(row!.warnings).toEqual([expect.objectContaining({ line: 2, code: 'room_outlier' })]);
    const [offer] = await ctx.database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, row!.orderId!));
    expect(offer).toMatchObject({
      debtorId: shopDealer,
      orderType: 'offered',
      commission: `Webwinkel: ${contact.name}`,
      endCustomerName: contact.name,
      customerOrderNumber: sent.external_order_id,
    });
    expect(offer!.memo).toContain('na 18:00');
    expect(await ordersCount()).toBe(before + 1);
    // Stored at the prices the customer saw.
    const articles = await ctx.database.db
      .select({ sales: articleOrder.salesCents })
      .from(articleOrder)
      .where(eq(articleOrder.orderId, offer!.id))
      .orderBy(asc(articleOrder.orderNumber));
    expect(articles.map((article) => article.sales)).toEqual(priced.lines.map((line) => line.net));
    // Only hashes of the token and the challenge are kept.
    const [kept] = await ctx.database.db
      .select()
      .from(shopRequest)
      .where(eq(shopRequest.externalOrderId, row!.id));
    expect(requestUrl).not.toContain(kept!.tokenHash);

    await ctx.app.background.idle();
    const [customerMail] = await outboxFor(ctx.database.db, contact.email);
    expect(customerMail!.text).toContain(requestUrl);
    expect(customerMail!.subject).toBe('Your request to Woonwinkel De Linde');
    const [dealerMail] = await outboxFor(ctx.database.db, 'shop@atelier.example');
    expect(dealerMail!.kind).toBe('shop_request_dealer');
    expect(dealerMail!.text).toContain(
      externalOrderLink(PUBLIC_URL, sent.external_order_id, 'CLAIM').replace(/CLAIM$/, ''),
    );
    // The dealer sees it as a prepared offer of the shop.
    const list = await call('demo-shop', 'GET', '/api/orders/?status=offered');
    const listed = list.json().results.find((one: { id: number }) => one.id === offer!.id);
    expect(listed).toMatchObject({ prepared_by: 'hostedshop' });
    // And on the dashboard, newest first, with the warning it brought; no other dealer does.
    const prepared = preparedOffersAnswerSchema.parse(
      (await call('demo-shop', 'GET', '/api/orders/prepared/')).json(),
    );
    expect(prepared.results[0]).toMatchObject({
      order_id: offer!.id,
      external_order_id: sent.external_order_id,
      source: 'hostedshop',
      end_customer_name: contact.name,
      warnings: 1,
      claimed: false,
    });
    const other = preparedOffersAnswerSchema.parse(
      (await call('demo-debtor', 'GET', '/api/orders/prepared/')).json(),
    );
    expect(other.results.map((one) => one.order_id)).not.toContain(offer!.id);
    // A service account reads the panel of the shop it acts for, once it has chosen one, and
    // cannot choose a shop it does not serve to read this one.
    const unchosen = await call('demo-service', 'GET', '/api/orders/prepared/');
    expect(unchosen.statusCode).toBe(409);
    expect(unchosen.json().code).toBe('debtor_required');
    const foreign = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: shopDealer },
    });
    expect(foreign.statusCode).toBeGreaterThanOrEqual(400);
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: await debtorIdOf(ctx, '100458') },
    });
    const served = preparedOffersAnswerSchema.parse(
      (await call('demo-service', 'GET', '/api/orders/prepared/')).json(),
    );
    expect(served.results.map((one) => one.order_id)).not.toContain(offer!.id);
  });

  it('makes nothing new when the same key is sent again', async () => {
    const before = await ordersCount();
    const again = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody(key, await solvedProof()),
      newAddress(),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      external_order_id: requestOrderId('hostedshop', shopDealer, key),
      request_url: null,
      duplicate: true,
    });
    expect(await ordersCount()).toBe(before);
    expect(await externalOrdersWithId(requestOrderId('hostedshop', shopDealer, key))).toHaveLength(
      1,
    );
  });

  it('shows the customer their request by its token, and not under another shop', async () => {
    const token = requestUrl.split('/').pop()!;
    const view = await publicCall('GET', `/api/shop/${SLUG}/requests/${token}/`);
    expect(view.statusCode, view.body).toBe(200);
    const parsed = shopRequestViewSchema.parse(view.json());
    expect(parsed).toMatchObject({ state: 'offered', contact: { name: contact.name } });
    expect(parsed.lines.map((line) => [line.width, line.height])).toEqual([
      [180, 260],
      [140, 260],
      [180, 206],
    ]);
    expect(parsed.warnings).toEqual([
      expect.objectContaining({ line: 2, code: 'room_outlier', fields: ['height'] }),
    ]);
    expect(keysOf(view.json()).filter((name) => NO_COST.test(name))).toEqual([]);
    const other = await publicCall('GET', `/api/shop/obi-targowek/requests/${token}/`);
    expect(other.statusCode).toBe(404);
    const wrong = await publicCall('GET', `/api/shop/${SLUG}/requests/${'x'.repeat(32)}/`);
    expect(wrong.statusCode).toBe(404);
  });

  it('answers a filled honeypot as accepted and keeps nothing', async () => {
    const before = await ordersCount();
    const bot = 'a3c1e2d4-5b6f-4a7e-8c9d-0e1f2a3b4c5d';
    const answer = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody(bot, await solvedProof(), { website: 'https://spam.example' }),
      newAddress(),
    );
    expect(answer.statusCode).toBe(202);
    expect(answer.json().request_url).toBeNull();
    expect(await ordersCount()).toBe(before);
    expect(await externalOrdersWithId(requestOrderId('hostedshop', shopDealer, bot))).toEqual([]);
  });

  it('refuses a wrong nonce, another shop’s, an expired and a used challenge, keeping nothing', async () => {
    const before = await ordersCount();
    const send = (id: string, proof: { challenge: string; nonce: string }) =>
      publicCall('POST', `/api/shop/${SLUG}/requests/`, requestBody(id, proof), newAddress());
    const proof = await solvedProof();
    // A nonce that does not answer the challenge (the first of a few that fails).
    const candidates = ['a', 'b', 'c', 'd'];
    const holds = await Promise.all(
      candidates.map((nonce) =>
        proofOfWorkHolds(sha256Bytes, proof.challenge, nonce, SHOP_PROOF_BITS),
      ),
    );
    const wrongNonce = await send('b1000000-0000-4000-8000-000000000001', {
      ...proof,
      nonce: candidates[holds.indexOf(false)]!,
    });
    expect(wrongNonce.statusCode).toBe(400);
    expect(wrongNonce.json().code).toBe('shop_proof_invalid');

    const otherShop = await send(
      'b1000000-0000-4000-8000-000000000002',
      await solvedProof('obi-targowek'),
    );
    expect(otherShop.json().code).toBe('shop_proof_invalid');

    const tampered = await send('b1000000-0000-4000-8000-000000000003', {
      challenge: proof.challenge.replace(/\.[^.]+\./, '.zzzzzzzz.'),
      nonce: proof.nonce,
    });
    expect(tampered.json().code).toBe('shop_proof_invalid');

    const old = await solvedProof();
    shiftMs = 31 * 60_000;
    try {
      const expired = await send('b1000000-0000-4000-8000-000000000004', old);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().code).toBe('shop_proof_invalid');
    } finally {
      shiftMs = 0;
    }

    const used = await solvedProof();
    const first = await send('b1000000-0000-4000-8000-000000000005', used);
    expect(first.statusCode, first.body).toBe(201);
    const reused = await send('b1000000-0000-4000-8000-000000000006', used);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('shop_proof_invalid');
    expect(
      await externalOrdersWithId(
        requestOrderId('hostedshop', shopDealer, 'b1000000-0000-4000-8000-000000000006'),
      ),
    ).toEqual([]);
    expect(await ordersCount()).toBe(before + 1);
  });

  it('answers bad input and bad lines per field, keeping nothing', async () => {
    const before = await ordersCount();
    const bad = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody('c1000000-0000-4000-8000-000000000001', await solvedProof(), {
        consent: false,
        contact: { ...contact, email: 'not-an-address' },
      }),
      newAddress(),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['consent', 'contact.email']);
    const badLine = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody('c1000000-0000-4000-8000-000000000002', await solvedProof(), {
        lines: [curtain(260), { ...curtain(260), width: -5 }],
      }),
      newAddress(),
    );
    expect(badLine.statusCode).toBe(400);
    expect(Object.keys(badLine.json())).toContain('lines.1.width');
    expect(await ordersCount()).toBe(before);
  });

  it('limits requests per address and hour (429 with Retry-After)', async () => {
    const address = newAddress();
    const proof = await solvedProof();
    for (let sent = 0; sent < SHOP_LIMITS.requestsPerHour; sent++) {
      const answer = await publicCall(
        'POST',
        `/api/shop/${SLUG}/requests/`,
        requestBody(`d1000000-0000-4000-8000-00000000000${sent}`, proof, { website: 'x' }),
        address,
      );
      expect(answer.statusCode).toBe(202);
    }
    const over = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody('d1000000-0000-4000-8000-000000000009', proof, { website: 'x' }),
      address,
    );
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    const other = await publicCall(
      'POST',
      `/api/shop/${SLUG}/requests/`,
      requestBody('d1000000-0000-4000-8000-000000000010', proof, { website: 'x' }),
      newAddress(),
    );
    expect(other.statusCode).toBe(202);
  });

  it('limits reads per address and minute', async () => {
    const address = newAddress();
    let last = 0;
    for (let read = 0; read <= SHOP_LIMITS.readsPerMinute; read++) {
      last = (await publicCall('GET', `/api/shop/${SLUG}/`, undefined, address)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('a kiosk', () => {
  async function newKiosk(username = 'demo-shop', name = 'Tablet bij de ingang') {
    const made = await call(username, 'POST', '/api/shop-settings/kiosks/', { payload: { name } });
    expect(made.statusCode, made.body).toBe(201);
    return kioskPairingAnswerSchema.parse(made.json());
  }
  const pair = (code: string, address = newAddress()) =>
    publicCall('POST', '/api/kiosk/pair/', { code }, address);
  const kioskCall = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    publicCall(method, url, payload, newAddress(), { authorization: `Bearer ${token}` });

  let token: string;
  let kioskId: number;

  it('pairs once with its code, and a wrong or used code is refused alike', async () => {
    const made = await newKiosk();
    kioskId = made.kiosk.id;
    const wrong = await pair('ABCDEFGH');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('kiosk_pairing_invalid');
    const paired = await pair(made.pairing_code.toLowerCase().replace(/^(....)/, '$1-'));
    expect(paired.statusCode, paired.body).toBe(200);
    token = paired.json().token;
    expect(token).toMatch(/^kio_/);
    expect(publicShopSchema.parse(paired.json().shop).slug).toBe(SLUG);
    const [row] = await ctx.database.db.select().from(kiosk).where(eq(kiosk.id, kioskId));
    expect(row).toMatchObject({ pairingCodeHash: null });
    expect(row!.tokenHash).not.toContain(token);
    const again = await pair(made.pairing_code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('kiosk_pairing_invalid');
    const listed = (await call('demo-shop', 'GET', '/api/shop-settings/kiosks/')).json();
    expect(listed.find((one: { id: number }) => one.id === kioskId).state).toBe('paired');
  });

  it('refuses an expired code, and pairs with a new one', async () => {
    const made = await newKiosk('demo-shop', 'Tablet achterin');
    shiftMs = 16 * 60_000;
    try {
      expect((await pair(made.pairing_code)).json().code).toBe('kiosk_pairing_invalid');
      const listed = (await call('demo-shop', 'GET', '/api/shop-settings/kiosks/')).json();
      expect(listed.find((one: { id: number }) => one.id === made.kiosk.id).state).toBe('expired');
    } finally {
      shiftMs = 0;
    }
    const renewed = await call(
      'demo-shop',
      'POST',
      `/api/shop-settings/kiosks/${made.kiosk.id}/pairing/`,
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const code = kioskPairingAnswerSchema.parse(renewed.json()).pairing_code;
    expect((await pair(made.pairing_code)).statusCode).toBe(400);
    expect((await pair(code)).statusCode).toBe(200);
  });

  it('limits pairing attempts per address and hour', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < SHOP_LIMITS.pairingsPerHour; attempt++) {
      expect((await pair('ZZZZZZZZ', address)).statusCode).toBe(400);
    }
    const over = await pair('ZZZZZZZZ', address);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('hands a design over as an offer the dealer opens with its link, once', async () => {
    const shop = await kioskCall(token, 'GET', '/api/kiosk/');
    expect(shop.statusCode, shop.body).toBe(200);
    const priced = await kioskCall(token, 'POST', '/api/kiosk/price/', { lines: [curtain(250)] });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(keysOf(priced.json()).filter((name) => NO_COST.test(name))).toEqual([]);
    const fabrics = await kioskCall(token, 'GET', '/api/kiosk/fabrics/?model=foldcurtain');
    expect(fabrics.statusCode).toBe(200);

    const key = 'e1000000-0000-4000-8000-000000000001';
    const sent = await kioskCall(token, 'POST', '/api/kiosk/requests/', {
      idempotency_key: key,
      locale: 'nl',
      lines: [curtain(250)],
      email: 'klant@example.com',
      consent: true,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const answer = kioskRequestAnswerSchema.parse(sent.json());
    expect(answer).toMatchObject({ duplicate: false, mailed: true });
    expect(answer.handoff_code).toBe(answer.external_order_id);
    expect(answer.external_order_id).toMatch(/^KIOSK-/);
    const [row] = await externalOrdersWithId(answer.external_order_id);
    expect(row).toMatchObject({ debtorId: shopDealer, source: 'kiosk', contact: null });
    await afterAnswers(ctx);
    const [kioskRow] = await ctx.database.db.select().from(kiosk).where(eq(kiosk.id, kioskId));
    expect(kioskRow!.lastSeenAt).not.toBeNull();
    expect(JSON.stringify(kioskRow)).not.toContain('klant@example.com');
    await ctx.app.background.idle();
    const [mail] = await outboxFor(ctx.database.db, 'klant@example.com');
    expect(mail!.kind).toBe('kiosk_design');
    expect(mail!.text).toContain(answer.external_order_id);

    const claim = new URL(answer.open_url!).searchParams.get('external_order_id_claim')!;
    expect(answer.open_url).toBe(externalOrderLink(PUBLIC_URL, answer.external_order_id, claim));
    const entry = [{ external_order_id: answer.external_order_id, external_order_id_claim: claim }];
    const stranger = await call('demo-debtor', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry },
    });
    expect(stranger.json().results[0].order_id).toBeNull();
    const opened = await call('demo-shop', 'POST', '/api/orders/update-external/', {
      payload: { external_orders: entry },
    });
    expect(opened.json().results[0]).toMatchObject({ status: 'offered', order_id: row!.orderId });

    const again = await kioskCall(token, 'POST', '/api/kiosk/requests/', {
      idempotency_key: key,
      locale: 'nl',
      lines: [curtain(250)],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, open_url: null });
    expect(await externalOrdersWithId(answer.external_order_id)).toHaveLength(1);
  });

  it('mails nothing without consent and refuses an address without it', async () => {
    const refused = await kioskCall(token, 'POST', '/api/kiosk/requests/', {
      idempotency_key: 'e1000000-0000-4000-8000-000000000002',
      locale: 'nl',
      lines: [curtain(250)],
      email: 'zonder@example.com',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['consent']);
    expect(await outboxFor(ctx.database.db, 'zonder@example.com')).toEqual([]);
  });

  it('is refused once its dealer revoked it', async () => {
    const revoked = await call('demo-shop', 'DELETE', `/api/shop-settings/kiosks/${kioskId}/`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().state).toBe('revoked');
    const refused = await kioskCall(token, 'GET', '/api/kiosk/');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('kiosk_revoked');
    const unknown = await kioskCall('kio_not-a-key', 'GET', '/api/kiosk/');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().code).toBe('kiosk_key_invalid');
  });

  it('shows its shop as closed once the shop is switched off', async () => {
    const made = await newKiosk('demo-debtor', 'Kiosk Noord');
    // demo-debtor's shop is saved but switched off: the code stays unused.
    const closed = await pair(made.pairing_code);
    expect(closed.statusCode).toBe(404);
    expect(closed.json().code).toBe('shop_closed');
    const [row] = await ctx.database.db
      .select()
      .from(kiosk)
      .where(and(eq(kiosk.id, made.kiosk.id)));
    expect(row!.pairedAt).toBeNull();
  });
});

describe('the shop’s pages', () => {
  it('may show an https logo on the shop and kiosk pages only', async () => {
    const imgSrc = async (url: string) =>
      String((await publicCall('GET', url)).headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.trim().startsWith('img-src'));
    expect(await imgSrc(`/shop/${SLUG}`)).toContain('https:');
    expect(await imgSrc('/kiosk')).toContain('https:');
    expect(await imgSrc('/account')).not.toContain('https:');
    expect(await imgSrc('/shopping')).not.toContain('https:');
  });
});
