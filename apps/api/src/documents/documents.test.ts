// The documents and the shared quote through the API, on both databases: each PDF's text (as
// pdftotext extracts it) checked against the stored order and articles, the tenant scope, the
// background path of a large order, and the share link's expiry, revocation and rate limit.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  addDays,
  formatMoney,
  formatSize,
  type Locale,
  publicQuoteAnswerSchema,
  quoteTotals,
  salesTaxOf,
  withTax,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { articleOrder, customerOrder, debtor, orderEvent } from '../db/schema/index.js';
import { createTestApp, useTestApp } from '../test/app.js';
import { INLINE_ARTICLE_LIMIT } from './documents.service.js';

const ctx = useTestApp();
const call = caller(ctx);
const today = () => new Date().toISOString().slice(0, 10);

let valid: Awaited<ReturnType<typeof validArticles>>;
beforeAll(async () => {
  valid = await validArticles(ctx);
});

/** The text of a PDF as pdftotext reads it; DOCUMENTS_PNG_DIR set also renders its pages there. */
function pdfText(bytes: Buffer, name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'documents-'));
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  const pngDir = process.env.DOCUMENTS_PNG_DIR;
  if (pngDir) execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(pngDir, name)]);
  // pdftotext -raw keeps each table cell's words together in reading order.
  return plain(execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }));
}

const pageCount = (bytes: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: bytes }).toString())?.[1]);

async function newOrder(username = 'demo-shop', payload: Record<string, unknown> = {}) {
  const response = await call(username, 'POST', '/api/orders/', { payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

interface StoredArticle {
  order_number: string;
  parameters: Record<string, number | string>;
  price: { wholesale: number; sales: number; lines: { amount: number }[] };
  cut_list: { cutLengthMm: number | null };
}

async function addArticle(
  orderId: number,
  type: 'pleatcurtain' | 'trackrail',
  username = 'demo-shop',
) {
  const url = `/api/orders/${orderId}/articles/${type}/`;
  const response = await call(username, 'POST', url, { payload: valid[type] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as StoredArticle;
}

async function document(
  orderId: number,
  report: string,
  { username = 'demo-shop', lang = 'nl' }: { username?: string; lang?: string } = {},
) {
  return call(username, 'GET', `/api/orders/${orderId}/${report}/`, {
    headers: { 'accept-language': lang },
  });
}

/** As pdftotext reads it: the narrow and no-break spaces of Intl come out as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const plainSize = (cm: number, locale: Locale) => plain(formatSize(cm, locale));
const money = (cents: number, locale: Locale = 'nl') => plain(formatMoney(cents, 'eur', locale));

describe('the documents of an order', () => {
  let orderId: number;
  let curtain: StoredArticle;
  let track: StoredArticle;
  beforeAll(async () => {
    orderId = await newOrder('demo-shop', { commission: 'Woonkamer Visser' });
    curtain = await addArticle(orderId, 'pleatcurtain');
    track = await addArticle(orderId, 'trackrail');
  });

  it('lists the documents the order has by its type: a draft none, an offer its quote, a confirmed order the account’s reports', async () => {
    const listed = async () => {
      const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/documents/`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        order_id: number;
        order_type: string;
        commission: string;
        documents: { report: string; url: string; file_name: string }[];
      };
    };
    expect(await listed()).toEqual({
      order_id: orderId,
      order_type: 'draft',
      commission: 'Woonkamer Visser',
      documents: [],
    });
    const setType = (orderType: 'offered' | 'confirmed' | 'draft') =>
      ctx.database.db
        .update(customerOrder)
        .set({ orderType, offerValidUntil: orderType === 'offered' ? addDays(today(), 14) : null })
        .where(eq(customerOrder.id, orderId));
    try {
      await setType('offered');
      const offer = await listed();
      expect(offer.documents).toEqual([
        {
          report: 'quote',
          file_name: `quote-${orderId}.pdf`,
          url: `/api/orders/${orderId}/quote/`,
        },
      ]);
      // Each listed document opens.
      const quote = await call('demo-shop', 'GET', offer.documents[0]!.url);
      expect(quote.statusCode).toBe(200);
      await setType('confirmed');
      const confirmed = await listed();
      expect(confirmed.order_type).toBe('confirmed');
      expect(confirmed.documents.map((d) => d.report)).toEqual([
        'orderlist',
        'supplierorderlist',
        'orderforms',
      ]);
      expect(confirmed.documents[2]).toEqual({
        report: 'orderforms',
        file_name: `orderforms-${orderId}.pdf`,
        url: `/api/orders/${orderId}/orderforms/`,
      });
    } finally {
      await setType('draft');
    }
  });

  it('answers another shop’s order as one that does not exist, on every document call', async () => {
    await ctx.database.db
      .update(customerOrder)
      .set({ orderType: 'confirmed' })
      .where(eq(customerOrder.id, orderId));
    try {
      const missing = await call('demo-au', 'GET', '/api/orders/2147483000/documents/');
      expect(missing.statusCode).toBe(404);
      for (const path of ['documents', 'orderlist', 'supplierorderlist', 'orderforms', 'quote']) {
        const foreign = await call('demo-au', 'GET', `/api/orders/${orderId}/${path}/`);
        expect(foreign.statusCode, path).toBe(404);
        // Nothing of the order comes back: the answer is the one of an order that does not exist.
        expect(foreign.json(), path).toEqual(missing.json());
        expect(foreign.body).not.toContain('Woonkamer Visser');
      }
      // Its owner still reads them.
      expect((await call('demo-shop', 'GET', `/api/orders/${orderId}/documents/`)).statusCode).toBe(
        200,
      );
    } finally {
      await ctx.database.db
        .update(customerOrder)
        .set({ orderType: 'draft' })
        .where(eq(customerOrder.id, orderId));
    }
  });

  it('prints the order list with the articles, measurements, sales prices and delivery', async () => {
    const response = await document(orderId, 'orderlist');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="orderlist-${orderId}.pdf"`,
    );
    const text = pdfText(response.rawPayload, 'orderlist');
    expect(text).toContain('Orderlijst');
    expect(text).toContain('Woonwinkel De Linde');
    expect(text).toContain('Woonkamer Visser');
    expect(text).toContain(curtain.order_number);
    expect(text).toContain(track.order_number);
    const size = `${plainSize(Number(curtain.parameters.width), 'nl')} × ${plainSize(Number(curtain.parameters.height), 'nl')}`;
    expect(text).toContain(size);
    // demo-shop shows sales prices: the sales figures and their total, no purchase figure.
    expect(text).toContain(money(curtain.price.sales));
    expect(text).toContain(money(track.price.sales));
    expect(text).toContain(money(curtain.price.sales + track.price.sales));
    expect(text).not.toContain(money(curtain.price.wholesale));
    expect(text).toContain('Diezerstraat 41');
    expect(text).toContain('Dinsdag, Vrijdag');
    expect(text).toContain('Pagina 1 van 1');
  });

  it('prints the supplier order list with purchase prices only', async () => {
    const text = pdfText((await document(orderId, 'supplierorderlist')).rawPayload, 'supplier');
    expect(text).toContain('Leveranciersorderlijst');
    expect(text).toContain(money(curtain.price.wholesale));
    expect(text).toContain(money(curtain.price.wholesale + track.price.wholesale));
    expect(text).not.toContain(money(curtain.price.sales));
  });

  it('prints one order form per article with its parameters, cut list and drawing', async () => {
    const response = await document(orderId, 'orderforms', { lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(pageCount(response.rawPayload)).toBe(2);
    const text = pdfText(response.rawPayload, 'orderforms');
    expect(text).toContain('Order forms');
    expect(text).toContain('Article 1 of 2');
    expect(text).toContain('Pleat type');
    expect(text).toContain(plainSize(Number(curtain.parameters.width), 'en'));
    expect(text).toContain('Cut list');
    expect(text).toContain(`${(curtain.cut_list.cutLengthMm ?? 0) / 10} cm`);
    expect(text).toContain('Drawing');
    // The drawing's own dimension labels come through as text of the vector drawing.
    expect(
      text.match(new RegExp(plainSize(Number(curtain.parameters.width), 'en'), 'g'))?.length,
    ).toBeGreaterThan(1);
  });

  it('answers 404 for another shop, an unknown report and a report the account lacks', async () => {
    expect((await document(orderId, 'orderlist', { username: 'demo-au' })).statusCode).toBe(404);
    expect((await document(orderId, 'invoice')).statusCode).toBe(404);
    expect((await document(orderId, 'quote')).statusCode).toBe(409);
    expect((await call('demo-au', 'GET', `/api/orders/${orderId}/documents/`)).statusCode).toBe(
      404,
    );
    const [shop] = await ctx.database.db
      .select({ id: debtor.id, entitlements: debtor.entitlements })
      .from(debtor)
      .where(eq(debtor.number, '100231'));
    await ctx.database.db
      .update(debtor)
      .set({
        entitlements: { ...(shop!.entitlements as object), available_reports: ['orderlist'] },
      })
      .where(eq(debtor.id, shop!.id));
    try {
      expect((await document(orderId, 'orderforms')).statusCode).toBe(404);
      expect((await document(orderId, 'orderlist')).statusCode).toBe(200);
    } finally {
      await ctx.database.db
        .update(debtor)
        .set({ entitlements: shop!.entitlements })
        .where(eq(debtor.id, shop!.id));
    }
  });

  it('keeps the Polish diacritics', async () => {
    const plOrder = await newOrder('demo-pl', { commission: 'Salon Żółć' });
    const article = await addArticle(plOrder, 'pleatcurtain', 'demo-pl');
    const response = await document(plOrder, 'orderforms', { username: 'demo-pl', lang: 'pl' });
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload, 'orderforms-pl');
    expect(text).toContain('Formularze zamówienia');
    expect(text).toContain('Salon Żółć');
    expect(text).toContain('Szerokość');
    expect(text).toContain('Długość cięcia');
    expect(text).toContain(plainSize(Number(article.parameters.width), 'pl'));
    expect(text).toContain('Strona 1 z 1');
  });

  it('makes a large order’s document in the background and answers it when ready', async () => {
    const large = await newOrder('demo-shop', { commission: 'Hotel' });
    const first = await addArticle(large, 'pleatcurtain');
    const [row] = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderNumber, first.order_number));
    // A copy gets its own keys (the order number and, where the table has one, its serial id).
    const { orderNumber: _, createdAt: __, updatedAt: ___, ...rest } = row!;
    const { id: ____, ...copy } = rest as typeof rest & { id?: number };
    await ctx.database.db.insert(articleOrder).values(
      Array.from({ length: INLINE_ARTICLE_LIMIT }, (_, index) => ({
        ...copy,
        position: index + 1,
      })),
    );
    const pending = await document(large, 'orderforms', { lang: 'en' });
    expect(pending.statusCode).toBe(202);
    expect(pending.headers['retry-after']).toBe('1');
    expect(pending.json()).toEqual({ status: 'pending', retry_after: 1 });
    await ctx.app.background.idle();
    const ready = await document(large, 'orderforms', { lang: 'en' });
    expect(ready.statusCode).toBe(200);
    expect(pageCount(ready.rawPayload)).toBe(INLINE_ARTICLE_LIMIT + 1);
    expect(pdfText(ready.rawPayload, 'large')).toContain(
      `Article 13 of ${INLINE_ARTICLE_LIMIT + 1}`,
    );
  });
});

describe('the shared quote', () => {
  let orderId: number;
  let curtain: StoredArticle;
  let track: StoredArticle;
  let token: string;
  beforeAll(async () => {
    orderId = await newOrder('demo-shop', {
      commission: 'Slaapkamer',
      customer_order_number: 'INK-9',
    });
    curtain = await addArticle(orderId, 'pleatcurtain');
    track = await addArticle(orderId, 'trackrail');
  });

  it('is refused for an order that is not an offer, saying so', async () => {
    const refusal = {
      code: 'quote_needs_offer',
      detail: translate('en-au', 'errors:quote_needs_offer'),
    };
    const shared = await call('demo-shop', 'POST', `/api/orders/${orderId}/share/`);
    expect(shared.statusCode).toBe(409);
    expect(shared.json()).toEqual(refusal);
    const printed = await call('demo-shop', 'GET', `/api/orders/${orderId}/quote/`);
    expect(printed.statusCode).toBe(409);
    expect(printed.json()).toEqual(refusal);
  });

  it('prints the dealer’s quote with sales prices and VAT, and no purchase figure', async () => {
    const offered = await call('demo-shop', 'POST', `/api/orders/${orderId}/offer/`, {
      payload: {
        end_customer_name: 'Zofia Wąsowska',
        end_customer_reference: 'Łódź 7',
        valid_until: addDays(today(), 14),
      },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    // Prices are read again after saving as an offer (it prices the articles anew).
    for (const article of [curtain, track]) {
      const stored = await call('demo-shop', 'GET', `/api/articles/${article.order_number}/`);
      Object.assign(article, stored.json());
    }
    const response = await call('demo-shop', 'GET', `/api/orders/${orderId}/quote/`, {
      headers: { 'accept-language': 'pl' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfText(response.rawPayload, 'quote');
    const totals = quoteTotals([curtain.price.sales, track.price.sales], salesTaxOf('NL'));
    expect(text).toContain('Oferta');
    expect(text).toContain('Zofia Wąsowska');
    expect(text).toContain('Łódź 7');
    expect(text).toContain(money(totals.lines[0]!.gross, 'pl'));
    expect(text).toContain(money(totals.net, 'pl'));
    expect(text).toContain(money(totals.vat, 'pl'));
    expect(text).toContain(money(totals.gross, 'pl'));
    for (const article of [curtain, track]) {
      expect(text).not.toContain(money(article.price.wholesale, 'pl'));
      for (const line of article.price.lines) {
        if (line.amount > 0) expect(text).not.toContain(money(line.amount, 'pl'));
      }
    }
    expect(text).not.toContain('INK-9');
    // The customer's document: nothing of the dealer's own books.
    expect(text).not.toContain('Slaapkamer');
    expect(text).not.toContain(translate('pl', 'documents:fields.commission'));
    expect(text).not.toMatch(
      new RegExp(`${translate('pl', 'documents:fields.order')}\\s+${orderId}`),
    );
  });

  it('shares a link another shop cannot see, revoke or use', async () => {
    const response = await call('demo-shop', 'POST', `/api/orders/${orderId}/share/`);
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json();
    expect(link.state).toBe('open');
    expect(link.url).toMatch(/^\/quote\/[A-Za-z0-9_-]{43}$/);
    token = link.url.split('/').pop();
    expect((await call('demo-au', 'POST', `/api/orders/${orderId}/share/`)).statusCode).toBe(404);
    expect((await call('demo-au', 'GET', `/api/orders/${orderId}/share/`)).statusCode).toBe(404);
    expect(
      (await call('demo-au', 'DELETE', `/api/orders/${orderId}/share/${link.id}/`)).statusCode,
    ).toBe(404);
    const listed = await call('demo-shop', 'GET', `/api/orders/${orderId}/share/`);
    expect(listed.json()).toEqual([expect.objectContaining({ id: link.id, url: null })]);
  });

  it('opens without an account, with sales prices and VAT and not one purchase figure', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/` });
    expect(response.statusCode, response.body).toBe(200);
    const quote = publicQuoteAnswerSchema.parse(response.json());
    expect(quote.state).toBe('open');
    expect(quote.customer_name).toBe('Zofia Wąsowska');
    expect(quote.dealer.name).toBe('Woonwinkel De Linde');
    const nl = salesTaxOf('NL');
    expect(quote.articles.map((a) => a.price)).toEqual([
      withTax(curtain.price.sales, nl),
      withTax(track.price.sales, nl),
    ]);
    expect(quote.gross).toBe(quoteTotals([curtain.price.sales, track.price.sales], nl).gross);
    expect(quote.tax_name).toBe('vat');
    expect(quote.articles[0]!.drawing).toContain('<svg');
    const body = response.body;
    expect(body).not.toMatch(/wholesale/i);
    for (const article of [curtain, track]) {
      expect(body).not.toContain(`:${article.price.wholesale},`);
      expect(body).not.toContain(`:${article.price.wholesale}}`);
    }
    expect(body).not.toContain('INK-9');
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf/` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload, 'shared-quote');
    expect(text).toContain('Zofia Wąsowska');
    // What the page shows and nothing internal: no commission, no order id, in the text, the
    // file's title or its name.
    for (const internal of [
      'Slaapkamer',
      'INK-9',
      translate(quote.locale, 'documents:fields.commission'),
    ])
      expect(text).not.toContain(internal);
    const orderLabel = translate(quote.locale, 'documents:fields.order');
    expect(text).not.toMatch(new RegExp(`${orderLabel}\\s+${orderId}\\b`));
    const info = execFileSync('pdfinfo', ['-'], { input: pdf.rawPayload }).toString();
    expect(/Title:\s+(.*)/.exec(info)?.[1]).toBe(
      `${translate(quote.locale, 'documents:titles.quote')} Zofia Wąsowska`,
    );
    expect(pdf.headers['content-disposition']).toBe('inline; filename="quote.pdf"');
  });

  it('tells search engines not to index its calls, a refused one included', async () => {
    const answers = [
      await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/` }),
      await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf/` }),
      await ctx.app.inject({ method: 'GET', url: `/api/quotes/${'D'.repeat(43)}/` }),
      await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/?lang=xx` }),
      await ctx.app.inject({
        method: 'POST',
        url: `/api/quotes/${token}/decision/`,
        payload: { decision: 'declined' },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 400, 400]);
    for (const answer of answers) expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The dealer's own calls are behind the log-in and say nothing of the kind.
    const own = await call('demo-shop', 'GET', `/api/orders/${orderId}/share/`);
    expect(own.headers['x-robots-tag']).toBeUndefined();
  });

  it('speaks the visitor’s language when it is one of ours, a chosen one first, else the dealer’s', async () => {
    const own = await newOrder('demo-shop', { commission: 'Talen' });
    await addArticle(own, 'pleatcurtain');
    const offered = await call('demo-shop', 'POST', `/api/orders/${own}/offer/`, {
      payload: { end_customer_name: 'Familie Schmidt', valid_until: addDays(today(), 14) },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const shared = await call('demo-shop', 'POST', `/api/orders/${own}/share/`, {
      headers: { 'accept-language': 'nl' },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const dutchToken = shared.json().url.split('/').pop();
    const view = async (headers: Record<string, string>, query = '') => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/quotes/${dutchToken}/${query}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return publicQuoteAnswerSchema.parse(response.json());
    };
    const dealers = await view({});
    expect(dealers.locale).toBe('nl');
    expect((await view({ 'accept-language': 'ja, zh-CN;q=0.8' })).locale).toBe('nl');
    const german = await view({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.locale).toBe('de');
    expect(german.articles[0]!.name).not.toBe(dealers.articles[0]!.name);
    expect(german.articles[0]!.name).toBe(
      (await view({ 'accept-language': 'ja' }, '?lang=de')).articles[0]!.name,
    );
    expect((await view({ 'accept-language': 'de' }, '?lang=fr')).locale).toBe('fr');
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/quotes/${dutchToken}/?lang=xx` });
    expect(bad.statusCode).toBe(400);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/quotes/${dutchToken}/pdf/?lang=de`,
      headers: { 'accept-language': 'fr' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload, 'shared-quote-de')).toContain('Angebot');
    // An unknown token stays unknown whatever the language.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/quotes/${'C'.repeat(43)}/?lang=de` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers 404 for a token that does not exist or is malformed', async () => {
    const other = 'A'.repeat(43);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/quotes/${other}/` })).statusCode).toBe(
      404,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/quotes/short/' })).statusCode).toBe(
      404,
    );
  });

  it('needs a reason to decline, records an acceptance once, in the offer’s trail', async () => {
    const decide = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/quotes/${token}/decision/`,
        payload: payload as object,
      });
    expect((await decide({ decision: 'declined' })).statusCode).toBe(400);
    const accepted = await decide({ decision: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'answered', decision: 'accepted' });
    expect((await decide({ decision: 'declined', reason: 'Too late' })).statusCode).toBe(409);
    const events = await ctx.database.db
      .select({ kind: orderEvent.kind })
      .from(orderEvent)
      .where(eq(orderEvent.orderId, orderId));
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['quote_shared', 'quote_accepted']),
    );
    const order = await call('demo-shop', 'GET', `/api/orders/${orderId}/share/`);
    expect(order.json()[0]).toMatchObject({ state: 'answered', decision: 'accepted' });
    // The offers tab shows the answer.
    const list = await call('demo-shop', 'GET', '/api/orders/?status=offered');
    const listed = list.json().results.find((item: { id: number }) => item.id === orderId);
    expect(listed.end_customer_decision).toBe('accepted');
    // Still an offer: the dealer confirms the order.
    const [row] = await ctx.database.db
      .select({ type: customerOrder.orderType })
      .from(customerOrder)
      .where(eq(customerOrder.id, orderId));
    expect(row!.type).toBe('offered');
  });

  it('expires with the offer’s validity', async () => {
    const link = await call('demo-shop', 'POST', `/api/orders/${orderId}/share/`);
    const fresh = link.json().url.split('/').pop();
    await ctx.database.db
      .update(customerOrder)
      .set({ offerValidUntil: addDays(today(), -1) })
      .where(eq(customerOrder.id, orderId));
    const view = await ctx.app.inject({ method: 'GET', url: `/api/quotes/${fresh}/` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: 'expired', articles: [], gross: 0 });
    const decided = await ctx.app.inject({
      method: 'POST',
      url: `/api/quotes/${fresh}/decision/`,
      payload: { decision: 'accepted' },
    });
    expect(decided.statusCode).toBe(409);
    expect(decided.json()).toEqual({
      code: 'offer_expired',
      detail: translate('en-au', 'errors:offer_expired'),
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/quotes/${fresh}/pdf/` })).statusCode,
    ).toBe(404);
  });

  it('is closed for good once the dealer revokes it', async () => {
    await ctx.database.db
      .update(customerOrder)
      .set({ offerValidUntil: addDays(today(), 10) })
      .where(eq(customerOrder.id, orderId));
    const link = (await call('demo-shop', 'POST', `/api/orders/${orderId}/share/`)).json();
    const fresh = link.url.split('/').pop();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/quotes/${fresh}/` })).statusCode).toBe(
      200,
    );
    const revoked = await call('demo-shop', 'DELETE', `/api/orders/${orderId}/share/${link.id}/`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().state).toBe('revoked');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/quotes/${fresh}/` })).statusCode).toBe(
      404,
    );
    expect(
      (await call('demo-shop', 'DELETE', `/api/orders/${orderId}/share/${link.id}/`)).statusCode,
    ).toBe(404);
  });
});

describe('the shared quote’s rate limit', () => {
  const limited = {} as Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    Object.assign(limited, await createTestApp({ quoteRateLimit: { max: 3, windowMs: 60_000 } }));
  });
  afterAll(async () => {
    await limited.app?.close();
    await limited.database?.close();
  });

  it('refuses a caller’s calls over the limit with 429 and when to come back', async () => {
    const url = `/api/quotes/${'B'.repeat(43)}/`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await limited.app.inject({ method: 'GET', url }));
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 429]);
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await limited.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.9' });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe('a quote in Australia: GST, its address, and lines that add up to the total', () => {
  it('names the tax GST on the page and in both PDFs, and its lines including GST add up to the total to the cent', async () => {
    const orderId = await newOrder('demo-au', { commission: 'Bondi' });
    // Several articles, so that a tax rounded once on the total would part from the lines' sum.
    const articles: StoredArticle[] = [];
    for (const type of [
      'pleatcurtain',
      'trackrail',
      'pleatcurtain',
      'trackrail',
      'pleatcurtain',
    ] as const)
      articles.push(await addArticle(orderId, type, 'demo-au'));
    const offered = await call('demo-au', 'POST', `/api/orders/${orderId}/offer/`, {
      payload: { end_customer_name: 'Mia Nguyen', valid_until: addDays(today(), 14) },
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const sales: number[] = [];
    for (const article of articles) {
      const stored = await call('demo-au', 'GET', `/api/articles/${article.order_number}/`);
      sales.push((stored.json() as StoredArticle).price.sales);
    }
    const shared = await call('demo-au', 'POST', `/api/orders/${orderId}/share/`);
    expect(shared.statusCode, shared.body).toBe(201);
    const token = shared.json().url.split('/').pop();
    // Another shop cannot print this offer's quote.
    expect((await call('demo-shop', 'GET', `/api/orders/${orderId}/quote/`)).statusCode).toBe(404);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/quotes/${token}/`,
      headers: { 'accept-language': 'en-AU' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = publicQuoteAnswerSchema.parse(response.json());
    expect(quote.locale).toBe('en-au');
    expect(quote.tax_name).toBe('gst');
    expect(quote.vat_percent).toBe(10);
    expect(quote.dealer.country).toBe('AU');
    const lines = quote.articles.map((article) => article.price);
    expect(lines.reduce((sum, cents) => sum + cents, 0)).toBe(quote.gross);
    expect(quote.net + quote.vat).toBe(quote.gross);
    expect(quote.net).toBe(sales.reduce((sum, cents) => sum + cents, 0));
    expect(lines).toEqual(sales.map((cents) => withTax(cents, { name: 'gst', percent: 10 })));

    const aud = (cents: number) => formatMoney(cents, 'aud', 'en-au');
    const gst = translate('en-au', 'common:taxNames.gst');
    const pdfs = [
      (await ctx.app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf/?lang=en-au` }))
        .rawPayload,
      (
        await call('demo-au', 'GET', `/api/orders/${orderId}/quote/`, {
          headers: { 'accept-language': 'en-AU' },
        })
      ).rawPayload,
    ];
    for (const [index, bytes] of pdfs.entries()) {
      const text = pdfText(bytes, `quote-au-${index}`);
      expect(text).toContain(
        `${translate('en-au', 'documents:fields.vat', { tax: gst, percent: '10%' })} ${aud(quote.vat)}`,
      );
      expect(text).toContain(translate('en-au', 'documents:fields.totalGross', { tax: gst }));
      expect(text).toContain(aud(quote.gross));
      for (const price of lines) expect(text).toContain(aud(price));
      expect(text).toContain('Paddington NSW 2021');
      expect(text).not.toMatch(/\bVAT\b/);
    }
    // The order list (excluding tax) says GST too.
    const list = await document(orderId, 'orderlist', { username: 'demo-au', lang: 'en-AU' });
    expect(list.statusCode, list.body).toBe(200);
    const listText = pdfText(list.rawPayload, 'orderlist-au');
    expect(listText).toContain(translate('en-au', 'documents:fields.excludingVat', { tax: gst }));
    expect(listText).not.toMatch(/\bVAT\b/);
  });
});
