import {
  articleAnswerSchema,
  DEMO_PRICE_LIST,
  fabricDetailSchema,
  priceCheckAnswerSchema,
  pricingContextAnswerSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import { debtor, priceList, STANDARD_PRICE_LIST_ID } from '../db/schema/index.js';
import { debtorIdOf, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
let valid: Awaited<ReturnType<typeof validArticles>>;

const debtorId = (number: string) => debtorIdOf(ctx, number);

beforeAll(async () => {
  valid = await validArticles(ctx);
});

describe('the price check', () => {
  it('prices an article exactly as storing it would, and stores nothing', async () => {
    const check = await call('demo-shop', 'POST', '/api/prices/wavecurtain/', {
      payload: { ...valid.wavecurtain, price: 1 },
    });
    expect(check.statusCode, check.body).toBe(200);
    const answer = priceCheckAnswerSchema.parse(check.json());
    expect(answer.valid).toBe(true);
    expect(answer.parameters).not.toHaveProperty('price');
    const order = (await call('demo-shop', 'POST', '/api/orders/', { payload: {} })).json();
    expect(order.article_count).toBe(0);
    const stored = articleAnswerSchema.parse(
      (
        await call('demo-shop', 'POST', `/api/orders/${order.id}/articles/wavecurtain/`, {
          payload: valid.wavecurtain,
        })
      ).json(),
    );
    expect(stored.price).toEqual(answer.price);
    expect(stored.cut_list).toEqual(answer.cut_list);
  });

  it('answers 200 with valid:false and translated issues for parameters that do not validate', async () => {
    const check = await call('demo-shop', 'POST', '/api/prices/pleatcurtain/', {
      payload: { ...valid.pleatcurtain, width: undefined, tier_size: 15, luxury: 'basic' },
      headers: { 'accept-language': 'de' },
    });
    expect(check.statusCode).toBe(200);
    const answer = priceCheckAnswerSchema.parse(check.json());
    expect(answer.valid).toBe(false);
    expect(answer.price).toBeNull();
    expect(answer.issues).toContainEqual({
      field: 'width',
      code: 'required',
      params: {},
      severity: 'error',
      message: translate('de', 'rules:required'),
    });
  });

  it('prices in the currency of the debtor a service account names, and only its own', async () => {
    const becker = await debtorId('300542');
    const check = await call('demo-service', 'POST', `/api/prices/pullrod/?debtor_id=${becker}`, {
      payload: valid.pullrod,
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().price.currency).toBe('eur');
    const foreign = await call(
      'demo-service',
      'POST',
      `/api/prices/pullrod/?debtor_id=${await debtorId('400019')}`,
      { payload: valid.pullrod },
    );
    expect(foreign.statusCode).toBe(404);
    const australian = await call('demo-au', 'POST', '/api/prices/pullrod/', {
      payload: valid.pullrod,
    });
    expect(australian.json().price.currency).toBe('aud');
    expect((await call('demo-shop', 'POST', '/api/prices/rma/', { payload: {} })).statusCode).toBe(
      404,
    );
  });
});

describe('a service account’s shops', () => {
  it('price an article with the customer fabrics of its own shop only', async () => {
    const fabrics = await call('demo-service', 'GET', '/api/customer-fabrics/?page_size=100');
    expect(fabrics.statusCode, fabrics.body).toBe(200);
    const own = (fabrics.json().results as { fabric_uuid: string; debtor_id: number }[])[0]!;
    const debtors = (await call('demo-service', 'GET', '/api/debtors/')).json().results as {
      id: number;
    }[];
    const other = debtors.find((found) => found.id !== own.debtor_id)!;
    const fabricIssues = async (debtor: number) => {
      const check = await call(
        'demo-service',
        'POST',
        `/api/prices/pleatcurtain/?debtor_id=${debtor}`,
        {
          payload: { ...valid.pleatcurtain, main_fabric: own.fabric_uuid },
        },
      );
      expect(check.statusCode, check.body).toBe(200);
      return (check.json().issues as { field: string; code: string }[]).filter(
        (found) => found.field === 'main_fabric' && found.code === 'fabric_unknown',
      );
    };
    // Known to the shop it belongs to; unknown in another shop's article, though the same
    // service account may see both.
    expect(await fabricIssues(own.debtor_id)).toEqual([]);
    expect(await fabricIssues(other.id)).toHaveLength(1);
  });
});

describe('the price list', () => {
  it('answers the stored price list in the debtor’s currency only', async () => {
    const response = await call('demo-au', 'GET', '/api/price-list/');
    expect(response.statusCode).toBe(200);
    const context = pricingContextAnswerSchema.parse(response.json());
    expect(context.debtor_id).toBe(await debtorId('400019'));
    expect(context.currency).toBe('aud');
    expect(Object.keys(context.price_list.prices)).toEqual(['aud']);
    expect(context.price_list.prices.aud).toEqual(DEMO_PRICE_LIST.prices.aud);
    expect(context.price_list.defaults).toEqual(DEMO_PRICE_LIST.defaults);
  });

  it('gives a service account without a chosen debtor its first debtor’s list', async () => {
    const context = pricingContextAnswerSchema.parse(
      (await call('demo-service', 'GET', '/api/price-list/')).json(),
    );
    expect(context.debtor_id).toBe(await debtorId('100458'));
    expect(context.currency).toBe('eur');
  });
});

describe('the stored price list', () => {
  it('prices what follows a change of the stored list, in the catalogue as in articles', async () => {
    const fabricUrl = `/api/atelier-fabrics/${String(valid.pleatcurtain.main_fabric)}/`;
    const before = fabricDetailSchema.parse((await call('demo-shop', 'GET', fabricUrl)).json());
    const rodBefore = priceCheckAnswerSchema.parse(
      (await call('demo-shop', 'POST', '/api/prices/pullrod/', { payload: valid.pullrod })).json(),
    );
    const eur = DEMO_PRICE_LIST.prices.eur!;
    const changed = {
      ...DEMO_PRICE_LIST,
      id: STANDARD_PRICE_LIST_ID,
      defaults: { ...DEMO_PRICE_LIST.defaults, automaticMarginPercent: 300 },
      prices: {
        ...DEMO_PRICE_LIST.prices,
        eur: {
          ...eur,
          pullRodPerPiece: { wholesale: eur.pullRodPerPiece.wholesale + 100, sales: 0 },
        },
      },
    };
    await ctx.database.db
      .update(priceList)
      .set({ data: changed, updatedAt: new Date() })
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));

    const after = fabricDetailSchema.parse((await call('demo-shop', 'GET', fabricUrl)).json());
    const wholesale = before.price_per_metre!.wholesale_price;
    expect(after.price_per_metre?.wholesale_price).toBe(wholesale);
    // The demo shop has the automatic margin: wholesale × the list's percentage.
    expect(after.price_per_metre?.price).toBe(wholesale * 3);
    const rodAfter = priceCheckAnswerSchema.parse(
      (await call('demo-shop', 'POST', '/api/prices/pullrod/', { payload: valid.pullrod })).json(),
    );
    expect(rodAfter.price!.wholesale).toBe(rodBefore.price!.wholesale + 100);
  });

  it('keeps the parsed list only while the stored row is unchanged, whoever changes it', async () => {
    // The cache is checked against the row's version on every read, so a change made outside
    // this API (another instance, plain SQL) that does not even touch updated_at is seen at once.
    const price = async () =>
      priceCheckAnswerSchema.parse(
        (
          await call('demo-shop', 'POST', '/api/prices/pullrod/', { payload: valid.pullrod })
        ).json(),
      ).price!.wholesale;
    const first = await price();
    expect(await price()).toBe(first);
    const [stored] = await ctx.database.db
      .select({ data: priceList.data, updatedAt: priceList.updatedAt })
      .from(priceList)
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    const data = stored!.data as typeof DEMO_PRICE_LIST;
    const eur = data.prices.eur!;
    const bumped = {
      ...data,
      prices: {
        ...data.prices,
        eur: {
          ...eur,
          pullRodPerPiece: { ...eur.pullRodPerPiece, wholesale: eur.pullRodPerPiece.wholesale + 7 },
        },
      },
    };
    await ctx.database.db
      .update(priceList)
      .set({ data: bumped, updatedAt: stored!.updatedAt })
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    expect(await price()).toBe(first + 7);
    await ctx.database.db
      .update(priceList)
      .set({ data, updatedAt: stored!.updatedAt })
      .where(eq(priceList.id, STANDARD_PRICE_LIST_ID));
    expect(await price()).toBe(first);
  });

  it('answers 500 rather than price with a list the debtor names that is not stored', async () => {
    const shop = await debtorId('100231');
    await ctx.database.db.update(debtor).set({ priceListId: 'gone' }).where(eq(debtor.id, shop));
    try {
      const check = await call('demo-shop', 'POST', '/api/prices/pullrod/', {
        payload: valid.pullrod,
      });
      expect(check.statusCode).toBe(500);
    } finally {
      await ctx.database.db
        .update(debtor)
        .set({ priceListId: STANDARD_PRICE_LIST_ID })
        .where(eq(debtor.id, shop));
    }
  });
});
