// The article calls as a client written to the spec makes them: the spec's article-order types
// (`curtain`, `chain`, `pattern` …) beside the precise types, in create, read, update, delete and
// the price check.
import { articleAnswerSchema, priceCheckAnswerSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { articleSuite, messagesOf } from './test-support.js';

const ctx = useTestApp();
const { call, fixture, articlesUrl, newOrder, create } = articleSuite(ctx);

describe('the spec’s article-order types in the article calls', () => {
  it('a pleat curtain posted to curtain/ names its model and is stored as a pleat curtain', async () => {
    const created = await create('curtain', {
      ...fixture.valid.pleatcurtain,
      curtain_type: 'pleatcurtain',
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = articleAnswerSchema.parse(created.json());
    expect(article.article_type).toBe('pleatcurtain');
    expect(article.parameters).not.toHaveProperty('curtain_type');
    const url = `${articlesUrl('curtain')}${article.order_number}/`;

    // Read through the family and through the precise type.
    const read = await call('demo-shop', 'GET', url);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().order_number).toBe(article.order_number);
    const precise = `${articlesUrl('pleatcurtain')}${article.order_number}/`;
    expect((await call('demo-shop', 'GET', precise)).statusCode).toBe(200);
    // Not through another family.
    expect(
      (await call('demo-shop', 'GET', `${articlesUrl('chain')}${article.order_number}/`))
        .statusCode,
    ).toBe(404);

    // Update without naming the model again; changing the model is refused.
    const updated = await call('demo-shop', 'PUT', url, {
      payload: { ...fixture.valid.pleatcurtain, height: 240 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().parameters.height).toBe(240);
    const switched = await call('demo-shop', 'PUT', url, {
      payload: { ...fixture.valid.pleatcurtain, curtain_type: 'wavecurtain' },
    });
    expect(messagesOf(switched, 'curtain_type')).toEqual([
      translate('en-au', 'rules:invalid_choice'),
    ]);

    // Another shop cannot read, change or delete it.
    expect((await call('demo-pl', 'GET', url)).statusCode).toBe(404);
    expect((await call('demo-pl', 'DELETE', url)).statusCode).toBe(404);

    const deleted = await call('demo-shop', 'DELETE', url);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await call('demo-shop', 'GET', precise)).statusCode).toBe(404);
  });

  it('a curtain call without a model, or with one that is no curtain, is refused in the caller’s language', async () => {
    const missing = await create('curtain', fixture.valid.pleatcurtain, { lang: 'de' });
    expect(messagesOf(missing, 'curtain_type')).toEqual([translate('de', 'rules:required')]);
    const wrong = await create('curtain', { ...fixture.valid.pleatcurtain, curtain_type: 'rail' });
    expect(messagesOf(wrong, 'curtain_type')).toEqual([translate('en-au', 'rules:invalid_choice')]);
    expect((await create('curtains', fixture.valid.pleatcurtain)).statusCode).toBe(404);
    expect((await create('rma', {})).statusCode).toBe(404);
  });

  it('chain/ is the loose-parts article and pattern/ is cut yardage', async () => {
    const chain = await create('chain', fixture.valid.vakoaccessoryparts);
    expect(chain.statusCode, chain.body).toBe(201);
    expect(chain.json().article_type).toBe('vakoaccessoryparts');
    const pattern = await create('pattern', fixture.valid.cutyardage);
    expect(pattern.statusCode, pattern.body).toBe(201);
    expect(pattern.json().article_type).toBe('cutyardage');
  });

  it('an order of another shop answers 404 to a curtain call', async () => {
    const other = await newOrder('demo-pl');
    const response = await create(
      'curtain',
      { ...fixture.valid.pleatcurtain, curtain_type: 'pleatcurtain' },
      { id: other },
    );
    expect(response.statusCode).toBe(404);
  });

  it('the price check takes the spec’s types too, and reports a missing model as an issue', async () => {
    const priced = await call('demo-shop', 'POST', '/api/prices/curtain/', {
      payload: { ...fixture.valid.pleatcurtain, curtain_type: 'pleatcurtain' },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const precise = await call('demo-shop', 'POST', '/api/prices/pleatcurtain/', {
      payload: fixture.valid.pleatcurtain,
    });
    expect(priceCheckAnswerSchema.parse(priced.json()).price).toEqual(
      priceCheckAnswerSchema.parse(precise.json()).price,
    );
    const missing = priceCheckAnswerSchema.parse(
      (
        await call('demo-shop', 'POST', '/api/prices/curtain/', {
          payload: fixture.valid.pleatcurtain,
        })
      ).json(),
    );
    expect(missing.valid).toBe(false);
    expect(missing.issues.map((found) => [found.field, found.code])).toEqual([
      ['curtain_type', 'required'],
    ]);
  });
});
