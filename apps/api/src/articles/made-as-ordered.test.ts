// Articles that can be made as ordered and are charged for what is sewn (the domain's
// rules/fabric-use.ts and price list), through the API: a fabric's direction, linings, a customer
// fabric's declared confections, and one price per part.
import {
  accessoryPageSchema,
  articleAnswerSchema,
  customerFabricPageSchema,
} from '@atelier/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { articleSuite, fabricOf, messagesOf } from './test-support.js';

const ctx = useTestApp();
const { call, fixture, create } = articleSuite(ctx);

const fabrics = { lino: '', breeze: '', lining: '' };
const customer = { hallingdal: '' };

async function customerFabricNamed(username: string, name: string) {
  const response = await call(username, 'GET', '/api/customer-fabrics/?page_size=100');
  expect(response.statusCode, response.body).toBe(200);
  const found = customerFabricPageSchema
    .parse(response.json())
    .results.find((fabric) => fabric.name === name);
  expect(found, name).toBeDefined();
  return found!;
}

beforeAll(async () => {
  fabrics.lino = await fabricOf(ctx, 'LINO');
  fabrics.breeze = await fabricOf(ctx, 'BREEZE');
  fabrics.lining = await fabricOf(ctx, 'SATIN-LINING');
  const hallingdal = await customerFabricNamed('demo-shop', 'Hallingdal 65');
  // The seed declares it for pleat and wave curtains only.
  expect(hallingdal.curtain_types).toEqual(['pleatcurtain', 'wavecurtain']);
  customer.hallingdal = hallingdal.fabric_uuid;
});

/** A dealer's own plain fabric, declared per test. */
const OWN_FABRIC = {
  name: 'Eigen linnen vouw',
  supplier_id: 1,
  type: 'woven',
  pattern_type: 'plain',
  width_type: 'strokes',
  width: 140,
  iron_property: 2,
  colors: [{ article_number: 'ELV-01', color: 'Naturel' }],
  wholesale_price: 2100,
  price: 4200,
  li: 100,
};

const stored = async (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(201);
  return articleAnswerSchema.parse(response.json());
};

describe('fabric direction', () => {
  it('refuses a fabric that is not turnable railroaded on a curtain and a roman blind, naming the field', async () => {
    for (const type of ['pleatcurtain', 'foldcurtain'] as const) {
      const refused = await create(
        type,
        { ...fixture.valid[type], main_fabric: fabrics.lino, main_fabric_width_type: 'widewidth' },
        { lang: 'en' },
      );
      const messages = messagesOf(refused, 'main_fabric_width_type');
      expect(messages, type).toHaveLength(1);
      expect(messages![0]).toContain('cannot be turned');
      // As it comes off the roll it is made.
      await stored(
        await create(type, {
          ...fixture.valid[type],
          main_fabric: fabrics.lino,
          main_fabric_width_type: 'strokes',
        }),
      );
    }
  });

  it('words the refusal in the caller’s language', async () => {
    const refused = await create(
      'pleatcurtain',
      { ...fixture.valid.pleatcurtain, main_fabric_width_type: 'widewidth' },
      { lang: 'nl' },
    );
    expect(messagesOf(refused, 'main_fabric_width_type')![0]).toContain('kan niet gekanteld');
  });

  it('lets a turnable wide-width fabric be cut in drops', async () => {
    const article = await stored(
      await create('pleatcurtain', {
        ...fixture.valid.pleatcurtain,
        main_fabric: fabrics.breeze,
        main_fabric_width_type: 'strokes',
      }),
    );
    expect(article.cut_list?.main?.widthType).toBe('strokes');
  });
});

describe('linings', () => {
  it('refuses a lining on a panel curtain, a tieback and a cushion; stores "no lining"', async () => {
    for (const type of ['panelcurtain', 'tieback', 'cushion'] as const) {
      const refused = await create(
        type,
        { ...fixture.valid[type], lining_fabric: fabrics.lining },
        { lang: 'en' },
      );
      expect(messagesOf(refused, 'lining_fabric'), type).toEqual([
        'This article is made without lining; choose no lining.',
      ]);
      await stored(await create(type, { ...fixture.valid[type], lining_fabric: null }));
    }
  });

  it('charges the lining of a pleat curtain', async () => {
    const article = await stored(
      await create('pleatcurtain', {
        ...fixture.valid.pleatcurtain,
        lining_fabric: fabrics.lining,
      }),
    );
    expect(article.price?.lines.find((line) => line.code === 'lining')?.amount).toBeGreaterThan(0);
  });
});

describe('a customer fabric only in the confections it is declared for', () => {
  it('refuses a ring, panel or fold curtain of a fabric declared for pleat and wave', async () => {
    for (const type of ['ringcurtain', 'panelcurtain', 'foldcurtain'] as const) {
      const refused = await create(
        type,
        { ...fixture.valid[type], main_fabric: customer.hallingdal },
        { lang: 'en' },
      );
      const messages = messagesOf(refused, 'main_fabric');
      expect(messages, type).toHaveLength(1);
      expect(messages![0]).toContain('Hallingdal 65 is not declared for this article');
    }
    await stored(
      await create('pleatcurtain', {
        ...fixture.valid.pleatcurtain,
        main_fabric: customer.hallingdal,
      }),
    );
  });

  it('declares a fabric for roman blinds and makes one of it, and nothing else', async () => {
    const created = await call('demo-shop', 'POST', '/api/customer-fabrics/', {
      payload: { ...OWN_FABRIC, curtain_types: ['foldcurtain'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json().fabric_uuid as string;
    expect(created.json().curtain_types).toEqual(['foldcurtain']);
    await stored(await create('foldcurtain', { ...fixture.valid.foldcurtain, main_fabric: uuid }));
    const pleat = await create('pleatcurtain', {
      ...fixture.valid.pleatcurtain,
      main_fabric: uuid,
    });
    expect(messagesOf(pleat, 'main_fabric')).toHaveLength(1);
  });

  it('refuses a confection that does not exist, and another shop’s fabric stays unknown', async () => {
    const bad = await call('demo-shop', 'POST', '/api/customer-fabrics/', {
      payload: { ...OWN_FABRIC, curtain_types: ['rail'] },
    });
    expect(bad.statusCode, bad.body).toBe(400);
    const other = await customerFabricNamed('demo-service', 'Velours Royal');
    const refused = await create('pleatcurtain', {
      ...fixture.valid.pleatcurtain,
      main_fabric: other.fabric_uuid,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(messagesOf(refused, 'main_fabric')).toHaveLength(1);
  });
});

describe('one price per part', () => {
  it('charges each remote in the rail what the same remote costs loose', async () => {
    const response = await call('demo-shop', 'GET', '/api/accessories/remotes/?page_size=100');
    expect(response.statusCode, response.body).toBe(200);
    const remotes = accessoryPageSchema.parse(response.json()).results;
    const prices = new Set<number>();
    for (const variant of ['single', 'universal'] as const) {
      const loose = remotes.find((item) => item.variant === variant);
      expect(loose?.price, variant).toBeDefined();
      const rail = await stored(
        await create('electrictrackrail', {
          ...fixture.valid.electrictrackrail,
          with_remote_control: true,
          remote_type: variant,
        }),
      );
      const line = rail.price?.lines.find((found) => found.code === 'remote');
      expect(line?.unitPrice, variant).toBe(loose!.price!.wholesale_price);
      prices.add(line!.unitPrice);
    }
    expect(prices.size).toBe(2);
  });

  it('stores no runner on a rod', async () => {
    const rod = await stored(
      await create('decorativerod', {
        ...fixture.valid.decorativerod,
        with_runner: true,
        runner_type: 'runner',
        runner_color: 'whitematt',
      }),
    );
    expect(rod.parameters).not.toHaveProperty('with_runner');
    expect(rod.parameters).not.toHaveProperty('runner_type');
    expect(rod.price?.lines.map((line) => line.code)).not.toContain('runner');
  });
});
