import {
  articleAnswerSchema,
  DEMO_PRICE_LIST,
  evaluateArticle,
  fabricDetailSchema,
  fabricFactsFromDetail,
  orderAnswerSchema,
  PRICED_ARTICLE_TYPES,
  pricingContextAnswerSchema,
  validateArticleParameters,
} from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articleOrder } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { articleSuite, messagesOf } from './test-support.js';

const ctx = useTestApp();
const { call, fixture, articlesUrl, create } = articleSuite(ctx);

describe('creating articles', () => {
  it('stores a fixture.valid article of every priced type with the price the server computed', async () => {
    for (const type of PRICED_ARTICLE_TYPES) {
      const response = await create(type, fixture.valid[type]);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      const article = articleAnswerSchema.parse(response.json());
      expect(article.article_type).toBe(type);
      expect(article.order_id).toBe(fixture.orderId);
      expect(article.order_number).toMatch(/^[0-9]{7}$/);
      expect(article.price?.currency).toBe('eur');
      expect(article.price?.wholesale, type).toBeGreaterThan(0);
      const stored = await call('demo-shop', 'GET', `/api/articles/${article.order_number}/`);
      expect(articleAnswerSchema.parse(stored.json())).toEqual(article);
    }
    const order = orderAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/orders/${fixture.orderId}/`)).json(),
    );
    expect(order.article_count).toBe(PRICED_ARTICLE_TYPES.length);
    expect(order.totals.wholesale).toBe(
      order.articles.reduce((sum, article) => sum + (article.wholesale ?? 0), 0),
    );
  });

  it('names every missing required field of every type', async () => {
    const required = translate('en-au', 'rules:required');
    let checked = 0;
    for (const type of PRICED_ARTICLE_TYPES) {
      for (const field of Object.keys(fixture.valid[type])) {
        const { [field]: _dropped, ...without } = fixture.valid[type];
        const domain = validateArticleParameters(type, without);
        const missing = !domain.ok && domain.issues.some((found) => found.field === field);
        if (!missing) continue;
        checked += 1;
        const response = await create(type, without);
        expect(messagesOf(response, field), `${type}.${field}`).toEqual([required]);
      }
    }
    expect(checked).toBeGreaterThan(PRICED_ARTICLE_TYPES.length);
  });

  it('refuses each cross-field rule of the domain', async () => {
    const rail = fixture.valid.trackrail;
    // type, parameters, the field named, the rule's code and the figures its message names
    const cases: [
      string,
      Record<string, unknown>,
      string,
      string,
      Record<string, number | string>?,
    ][] = [
      [
        'pleatcurtain',
        { ...fixture.valid.pleatcurtain, tier_size: 15, luxury: 'comfort' },
        'tier_size',
        'tier_15_requires_hautecouture',
        { tier: 15 },
      ],
      [
        'trackrail',
        {
          ...rail,
          with_runner: true,
          runner_type: 'runner',
          runner_color: 'champagne',
        },
        'runner_color',
        'champagne_runner_not_with_basic_track',
      ],
      [
        'electrictrackrail',
        {
          ...fixture.valid.electrictrackrail,
          width: 60,
          power_type: 'battery',
          battery_option: 'doublebattery',
        },
        'battery_option',
        'double_battery_min_width',
        { min: '80 cm' },
      ],
      [
        'trackrail',
        { ...rail, curve_type: 'single90', curve_left_length: 11 },
        'curve_left_length',
        'curve_leg_too_short',
        { min: '12 cm' },
      ],
      [
        'decorativerail',
        { ...fixture.valid.decorativerail, curve_type: 'single90', curve_left_length: 15 },
        'curve_left_length',
        'curve_leg_too_short',
        { min: '20 cm' },
      ],
      [
        'pleatcurtain',
        { ...fixture.valid.pleatcurtain, main_fabric: fixture.velluto, ironing: true },
        'ironing',
        'ironing_not_available',
        { min: 2 },
      ],
      [
        'electrictrackrail',
        { ...fixture.valid.electrictrackrail, curtain_split_type: 'unequal' },
        'curtain_split_type',
        'unequal_split_no_electric_rail',
      ],
      [
        'trackrail',
        { ...rail, width: 650 },
        'with_connector',
        'connector_choice_required',
        { max: '600 cm' },
      ],
      [
        'ringcurtain',
        { ...fixture.valid.ringcurtain, ring_type: 'other' },
        'other_ring_type',
        'required',
      ],
      ['trackrail', { ...rail, with_runner: true }, 'runner_type', 'required'],
      [
        'electrictrackrail',
        { ...fixture.valid.electrictrackrail, power_type: 'battery' },
        'battery_option',
        'required',
      ],
    ];
    for (const [type, payload, field, code, params = {}] of cases) {
      const response = await create(type, payload);
      const messages = messagesOf(response, field);
      expect(messages?.[0], `${type} ${code}: ${response.body}`).toBe(
        translate('en-au', `rules:${code}`, params),
      );
    }
  });

  it('ignores a price a client sends: the stored price is the server’s own computation', async () => {
    const parameters = { ...fixture.valid.pleatcurtain, main_fabric: fixture.velluto };
    const response = await create('pleatcurtain', {
      ...parameters,
      price: 1,
      wholesale_price: 1,
      sales: 1,
      wholesale: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
    const article = articleAnswerSchema.parse(response.json());
    expect(article.parameters).not.toHaveProperty('price');
    expect(article.parameters).not.toHaveProperty('wholesale_price');

    const detail = fabricDetailSchema.parse(
      (await call('demo-shop', 'GET', `/api/atelier-fabrics/${fixture.velluto}/`)).json(),
    );
    const pricing = pricingContextAnswerSchema.parse(
      (await call('demo-shop', 'GET', '/api/price-list/')).json(),
    );
    const expected = evaluateArticle(
      { articleType: 'pleatcurtain', parameters },
      {
        mainFabric: fabricFactsFromDetail(detail),
        priceList: DEMO_PRICE_LIST,
        account: {
          currency: pricing.currency,
          marginType: pricing.margin_type,
          debtorFactorPercent: pricing.debtor_factor_percent,
          priceType: 'both',
          unitSystem: 'metric',
        },
      },
    );
    expect(expected.price?.wholesale).toBeGreaterThan(1);
    expect(article.price).toEqual(expected.price);
    const [row] = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderNumber, article.order_number));
    expect(row?.wholesaleCents).toBe(expected.price?.wholesale);
    expect(row?.salesCents).toBe(expected.price?.sales);
  });

  it('reproduces the worked example of the calculation rules', async () => {
    // Pleat curtain, double pleat, W 300 cm, H 250 cm, comfort, double hem, equal split, plain
    // 140 cm fabric in strokes, double side hems (the default).
    const response = await create('pleatcurtain', {
      main_fabric: fixture.velluto,
      ...EXAMPLE_CURTAIN,
    });
    expect(response.statusCode, response.body).toBe(201);
    const article = articleAnswerSchema.parse(response.json());
    expect(article.cut_list?.panels.map((panel) => panel.finishedWidthMm)).toEqual([1500, 1500]);
    expect(article.cut_list?.panels.map((panel) => panel.widths)).toEqual([3, 3]);
    expect(article.cut_list?.drops).toBe(6);
    expect(article.cut_list?.cutLengthMm).toBe(2800);
    expect(article.cut_list?.main?.lengthMm).toBe(16_800);
    expect(article.quantities?.mainFabricChargedMm).toBe(16_800);
    const fabricLine = article.price?.lines.find((line) => line.code === 'fabric');
    expect(fabricLine?.quantity).toBe(16.8);
  });

  it('answers a repeat with the same Idempotency-Key with the first article, stored once', async () => {
    const headers = { 'idempotency-key': 'article-create-0001' };
    const first = await call('demo-shop', 'POST', articlesUrl('pullrod'), {
      payload: fixture.valid.pullrod,
      headers,
    });
    const again = await call('demo-shop', 'POST', articlesUrl('pullrod'), {
      payload: fixture.valid.pullrod,
      headers,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    // The same key with another body is a mistake, not a repeat.
    const changed = await call('demo-shop', 'POST', articlesUrl('pullrod'), {
      payload: { ...fixture.valid.pullrod, length: 150 },
      headers,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('idempotency_key_reused');
    const rows = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.articleType, 'pullrod'));
    expect(rows.filter((row) => row.orderNumber === first.json().order_number)).toHaveLength(1);
    const pullRods = rows.filter((row) => row.orderId === fixture.orderId);
    expect(pullRods).toHaveLength(2);

    const elsewhere = await call('demo-shop', 'POST', articlesUrl('rod'), {
      payload: fixture.valid.rod,
      headers,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().code).toBe('idempotency_key_reused');
    const bad = await call('demo-shop', 'POST', articlesUrl('rod'), {
      payload: fixture.valid.rod,
      headers: { 'idempotency-key': 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('idempotency_key_invalid');
  });

  it('answers in the caller’s language', async () => {
    const { width: _width, ...without } = fixture.valid.pleatcurtain;
    const dutch = await create('pleatcurtain', { ...without, tier_size: 15 }, { lang: 'nl' });
    expect(messagesOf(dutch, 'width')).toEqual([translate('nl', 'rules:required')]);
    expect(messagesOf(dutch, 'width')).toEqual(['Verplicht']);
    const unknownFabric = await create(
      'pleatcurtain',
      { ...fixture.valid.pleatcurtain, main_fabric: 'cf-not-a-fabric-of-yours' },
      { lang: 'nl' },
    );
    expect(messagesOf(unknownFabric, 'main_fabric')).toEqual([
      translate('nl', 'calc:issues.fabric_unknown'),
    ]);
  });
});
