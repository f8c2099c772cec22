import {
  accountSettingsSchema,
  CUSTOMER_FABRIC_MARKER,
  customerFabricAnswerSchema,
  customerFabricPageSchema,
  formatFileSize,
  isComplete,
  isCustomerFabricUuid,
  LOCALES,
  MAX_COLOUR_IMAGE_BYTES,
  suppliersAnswerSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fabricSupplier } from '../db/schema/index.js';
import { bearer, login, useTestApp } from '../test/app.js';
import { multipart, pngOfSize } from '../test/upload-files.js';

const ctx = useTestApp();
const tokens = new Map<string, string>();
const BASE = '/api/customer-fabrics';

async function call(
  username: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
}
async function list(username: string, query = '') {
  const response = await call(username, 'GET', `${BASE}/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerFabricPageSchema.parse(response.json());
}

const validBody = {
  name: 'Linnen eigen 2',
  supplier_id: 1,
  type: 'woven',
  pattern_type: 'pattern',
  pattern_distance: 32,
  width_type: 'strokes',
  width: 140,
  iron_property: 2,
  colors: [
    { article_number: 'LE2-01', color: 'Naturel' },
    { article_number: 'LE2-02', color: 'Zwart' },
  ],
  wholesale_price: 2100,
  price: 4200,
  li: 60,
  co: 40,
  curtain_types: ['pleatcurtain'],
};

let shopFabric: string;
let serviceFabric: string;

beforeAll(async () => {
  shopFabric = (await list('demo-shop')).results.find(
    (f) => f.name === 'Hallingdal 65',
  )!.fabric_uuid;
  serviceFabric = (await list('demo-service')).results[0]!.fabric_uuid;
});

describe('tenant isolation', () => {
  it("shows a shop only its own debtor's fabrics, each with the customer marker", async () => {
    const shop = await list('demo-shop');
    expect(shop.count).toBe(2);
    expect(shop.results.every((fabric) => isCustomerFabricUuid(fabric.fabric_uuid))).toBe(true);
    expect(new Set(shop.results.map((fabric) => fabric.debtor_id)).size).toBe(1);
    expect((await list('demo-au')).count).toBe(0);
  });

  it("shows a service account its debtors' fabrics and none of a shop outside them", async () => {
    const service = await list('demo-service');
    expect(service.count).toBeGreaterThan(0);
    expect(service.results.map((fabric) => fabric.fabric_uuid)).not.toContain(shopFabric);
    const debtors = (await call('demo-service', 'GET', '/api/debtors/')).json().results as {
      id: number;
    }[];
    const ids = new Set(debtors.map((debtor) => debtor.id));
    expect(service.results.every((fabric) => ids.has(fabric.debtor_id))).toBe(true);
  });

  it.each([
    ['demo-service', () => shopFabric],
    ['demo-au', () => shopFabric],
    ['demo-shop', () => serviceFabric],
  ])("answers 404 to %s for every call on another tenant's fabric", async (username, uuid) => {
    const target = uuid();
    const missing = await call(username, 'GET', `${BASE}/${CUSTOMER_FABRIC_MARKER}0000/`);
    const attempts = [
      await call(username, 'GET', `${BASE}/${target}/`),
      await call(username, 'PUT', `${BASE}/${target}/`, { payload: validBody }),
      await call(username, 'POST', `${BASE}/${target}/duplicate/`),
      await call(username, 'POST', `${BASE}/${target}/prices/add/`, {
        payload: { currency: 'eur', wholesale_price: 1, price: 2 },
      }),
      await call(username, 'PATCH', `${BASE}/${target}/update-image/`, {
        ...multipart(
          {},
          { field: 'image', name: 'a.png', type: 'image/png', bytes: pngOfSize(20_000) },
        ),
      }),
      await call(username, 'DELETE', `${BASE}/${target}/`),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(404);
      expect(attempt.json()).toEqual(missing.json());
    }
    expect((await call('demo-shop', 'GET', `${BASE}/${shopFabric}/`)).statusCode).toBe(200);
  });

  it('creates for the debtor a service account acts for, once it has chosen one', async () => {
    const before = await call('demo-service', 'POST', `${BASE}/`, { payload: validBody });
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('debtor_required');
    const debtors = (await call('demo-service', 'GET', '/api/debtors/')).json().results as {
      id: number;
    }[];
    const chosen = debtors[1]!.id;
    const settings = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: chosen },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const created = await call('demo-service', 'POST', `${BASE}/`, { payload: validBody });
    expect(created.statusCode, created.body).toBe(201);
    const fabric = customerFabricAnswerSchema.parse(created.json());
    expect(fabric.debtor_id).toBe(chosen);
    expect(
      (await list('demo-service', `?debtorId=${chosen}`)).results.map((f) => f.fabric_uuid),
    ).toContain(fabric.fabric_uuid);
    expect((await call('demo-shop', 'GET', `${BASE}/${fabric.fabric_uuid}/`)).statusCode).toBe(404);
  });
});

describe("a service account's list", () => {
  it("shows the chosen shop's fabrics with the shop named; debtor_id is honoured or refused", async () => {
    const debtors = (await call('demo-service', 'GET', '/api/debtors/')).json().results as {
      id: number;
      name: string;
    }[];
    const [first, second] = debtors as [(typeof debtors)[number], (typeof debtors)[number]];
    const choose = (id: number | null) =>
      call('demo-service', 'PATCH', '/api/user/settings/', {
        payload: { servicing_debtor_id: id },
      });
    const made: Record<number, string> = {};
    for (const shop of [first, second]) {
      await choose(shop.id);
      const created = await call('demo-service', 'POST', `${BASE}/`, {
        payload: { ...validBody, name: `Of ${shop.name}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      made[shop.id] = created.json().fabric_uuid;
    }
    // Acting for the second shop: only its fabrics, each naming it.
    const chosen = await list('demo-service');
    expect(chosen.results.length).toBeGreaterThan(0);
    expect(new Set(chosen.results.map((f) => f.debtor_id))).toEqual(new Set([second.id]));
    expect(chosen.results.every((f) => f.debtor_name === second.name)).toBe(true);
    expect(chosen.results.map((f) => f.fabric_uuid)).toContain(made[second.id]);
    // debtor_id names another of its shops.
    const named = await list('demo-service', `?debtor_id=${first.id}`);
    expect(new Set(named.results.map((f) => f.debtor_id))).toEqual(new Set([first.id]));
    expect(named.results.map((f) => f.fabric_uuid)).toContain(made[first.id]);
    // Another tenant's shop is refused, not ignored.
    const shopDebtor = (await call('demo-shop', 'GET', '/api/debtors/')).json().results[0].id;
    const foreign = await call('demo-service', 'GET', `${BASE}/?debtor_id=${shopDebtor}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const shopForeign = await call('demo-shop', 'GET', `${BASE}/?debtor_id=${first.id}`);
    expect(shopForeign.statusCode).toBe(404);
    // No shop chosen: all of its shops'.
    await choose(null);
    const all = await list('demo-service');
    expect(new Set(all.results.map((f) => f.debtor_id))).toEqual(new Set([first.id, second.id]));
  });
});

describe('create, read, update, delete', () => {
  it('creates a fabric with its colours and price in the debtor currency', async () => {
    const created = await call('demo-shop', 'POST', `${BASE}/`, { payload: validBody });
    expect(created.statusCode, created.body).toBe(201);
    const fabric = customerFabricAnswerSchema.parse(created.json());
    expect(fabric.fabric_uuid.startsWith(CUSTOMER_FABRIC_MARKER)).toBe(true);
    expect(fabric.colors.map((colour) => colour.article_number)).toEqual(['LE2-01', 'LE2-02']);
    expect(fabric.prices).toEqual([{ currency: 'eur', wholesale_price: 2100, price: 4200 }]);
    expect(fabric.total).toBe(100);
    expect(fabric.supplier_name).toBe('Atelier Weverij');
    const read = await call('demo-shop', 'GET', `${BASE}/${fabric.fabric_uuid}/`);
    expect(read.json()).toEqual(created.json());
    expect(
      (await list('demo-shop', '?q=linnen%20EIGEN')).results.map((f) => f.fabric_uuid),
    ).toEqual([fabric.fabric_uuid]);
  });

  it('rejects a composition that is not 100 % and a name with signs, in the caller language', async () => {
    const response = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, name: 'Linnen & co!', li: 50, co: 40 },
      headers: { 'accept-language': 'nl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: [translate('nl', 'rules:name_alphanumeric')],
      total: [translate('nl', 'rules:composition_total', { total: 90, expected: 100 })],
    });
    const german = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, colors: [] },
      headers: { 'accept-language': 'de' },
    });
    expect(german.statusCode).toBe(400);
    expect(Object.keys(german.json())).toEqual(['colors']);
    expect(german.json().colors[0]).not.toBe(translate('en', 'rules:min_items', { min: 1 }));
  });

  it('rejects a supplier that is not in the dealer list', async () => {
    const suppliers = suppliersAnswerSchema.parse(
      (await call('demo-shop', 'GET', `${BASE}/suppliers/`)).json(),
    );
    const polish = suppliersAnswerSchema.parse(
      (await call('demo-pl', 'GET', `${BASE}/suppliers/`)).json(),
    );
    expect(suppliers[0]).toEqual({ id: 1, name: 'Atelier Weverij' });
    const onlyPolish = polish.find((supplier) => !suppliers.some((s) => s.id === supplier.id))!;
    expect(onlyPolish).toBeDefined();
    const response = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, supplier_id: onlyPolish.id },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['supplier_id']);
  });

  it('updates, duplicates, adds a price and deletes', async () => {
    const created = customerFabricAnswerSchema.parse(
      (
        await call('demo-shop', 'POST', `${BASE}/`, { payload: { ...validBody, name: 'Werkstof' } })
      ).json(),
    );
    const url = `${BASE}/${created.fabric_uuid}/`;
    const updated = await call('demo-shop', 'PUT', url, {
      payload: { ...validBody, name: 'Werkstof nieuw', status: 'inactive' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().name).toBe('Werkstof nieuw');
    expect((await list('demo-shop', '?status=inactive')).results.map((f) => f.name)).toEqual([
      'Werkstof nieuw',
    ]);

    const priced = await call('demo-shop', 'POST', `${url}prices/add/`, {
      payload: { currency: 'pln', wholesale_price: 9000, price: 18000 },
    });
    expect(priced.statusCode).toBe(201);
    expect(priced.json().prices).toContainEqual({
      currency: 'pln',
      wholesale_price: 9000,
      price: 18000,
    });
    expect(priced.json().wholesale_price).toBe(2100);

    const copy = await call('demo-shop', 'POST', `${url}duplicate/`);
    expect(copy.statusCode, copy.body).toBe(201);
    const duplicate = customerFabricAnswerSchema.parse(copy.json());
    expect(duplicate.fabric_uuid).not.toBe(created.fabric_uuid);
    expect(duplicate.name).toBe('Werkstof nieuw 2');
    expect(duplicate.prices).toEqual(priced.json().prices);
    expect(duplicate.colors.map((c) => c.article_number)).toEqual(['LE2-01', 'LE2-02']);
    const again = await call('demo-shop', 'POST', `${url}duplicate/`);
    expect(again.json().name).toBe('Werkstof nieuw 3');

    expect((await call('demo-shop', 'DELETE', url)).statusCode).toBe(204);
    expect((await call('demo-shop', 'GET', url)).statusCode).toBe(404);
    expect((await call('demo-shop', 'GET', `${BASE}/${duplicate.fabric_uuid}/`)).statusCode).toBe(
      200,
    );
  });
});

describe('PATCH update-image/', () => {
  const upload = (uuid: string, bytes: Buffer, name = 'photo.png', fields = {}) =>
    call('demo-shop', 'PATCH', `${BASE}/${uuid}/update-image/`, {
      ...multipart(fields, { field: 'image', name, type: 'image/png', bytes }),
      headers: {
        ...multipart(fields, { field: 'image', name, type: 'image/png', bytes }).headers,
        'accept-language': 'fr',
      },
    });

  it('accepts a real PNG just under 1.1 MB and serves its pixels, re-encoded', async () => {
    const png = pngOfSize(MAX_COLOUR_IMAGE_BYTES - 10);
    const response = await upload(shopFabric, png, 'photo.png', { article_number: 'HD65-0180' });
    expect(response.statusCode, response.body).toBe(200);
    const fabric = customerFabricAnswerSchema.parse(response.json());
    const colour = fabric.colors.find((c) => c.article_number === 'HD65-0180')!;
    expect(colour.image).not.toBeNull();
    const served = await ctx.app.inject({ method: 'GET', url: colour.image! });
    expect(served.headers['content-type']).toBe('image/png');
    // The same picture, without the sender's extra chunks.
    expect(await sharp(served.rawPayload).raw().toBuffer()).toEqual(
      await sharp(png).raw().toBuffer(),
    );
    expect(served.rawPayload.includes(Buffer.from('prVt'))).toBe(false);
    expect(served.rawPayload.length).toBeLessThan(png.length);
  });

  it('refuses a file with the first bytes of an image and garbage after them', async () => {
    const png = pngOfSize(20_000);
    const garbage = Buffer.concat([png.subarray(0, 40), Buffer.alloc(5_000, 0x5a)]);
    const response = await upload(shopFabric, garbage, 'broken.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'image_unreadable',
      detail: translate('fr', 'errors:image_unreadable'),
    });
    const jpegHead = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3_000, 1)]);
    expect((await upload(shopFabric, jpegHead, 'broken.jpg')).json().code).toBe('image_unreadable');
  });

  it('stops serving the photo of a deleted fabric', async () => {
    const created = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, name: 'Soon gone' },
    });
    const uuid = created.json().fabric_uuid as string;
    const uploaded = await upload(uuid, pngOfSize(10_000));
    const image = customerFabricAnswerSchema.parse(uploaded.json()).colors[0]!.image!;
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    expect((await call('demo-shop', 'DELETE', `${BASE}/${uuid}/`)).statusCode).toBe(204);
    const after = await ctx.app.inject({ method: 'GET', url: image });
    expect(after.statusCode).toBe(404);
  });

  it('stops serving every photo its fabric showed: a replaced one, a dropped colour’s, all on delete', async () => {
    const created = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, name: 'Photos come and go' },
    });
    const uuid = created.json().fabric_uuid as string;
    const photoOf = async (articleNumber: string) => {
      const answer = await upload(uuid, pngOfSize(10_000), 'photo.png', {
        article_number: articleNumber,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const fabric = customerFabricAnswerSchema.parse(answer.json());
      return fabric.colors.find((colour) => colour.article_number === articleNumber)!.image!;
    };
    const fetched = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const missing = await fetched('/api/files/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);

    const first = await photoOf('LE2-01');
    const replacing = await photoOf('LE2-01');
    const second = await photoOf('LE2-02');
    expect(replacing).not.toBe(first);
    // The replaced photo names nothing now.
    expect((await fetched(first)).statusCode).toBe(404);
    const shown = await fetched(replacing);
    expect(shown.statusCode).toBe(200);
    // Caches ask again every time, so a photo that is gone stops answering there too.
    expect(shown.headers['cache-control']).toBe('private, no-cache');

    // A colour that goes takes its photo along.
    const kept = await call('demo-shop', 'PUT', `${BASE}/${uuid}/`, {
      payload: { ...validBody, name: 'Photos come and go', colors: [validBody.colors[0]] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await fetched(second)).statusCode).toBe(404);
    expect((await fetched(replacing)).statusCode).toBe(200);

    expect((await call('demo-shop', 'DELETE', `${BASE}/${uuid}/`)).statusCode).toBe(204);
    for (const url of [first, replacing, second]) {
      const after = await fetched(url, { 'if-none-match': `"${url.split('/').pop()}"` });
      expect(after.statusCode, url).toBe(404);
      expect(after.json()).toEqual(missing.json());
    }
  });

  it('another tenant cannot end a photo; a copy keeps it until the copy goes too', async () => {
    const created = await call('demo-shop', 'POST', `${BASE}/`, {
      payload: { ...validBody, name: 'Shop photo' },
    });
    const uuid = created.json().fabric_uuid as string;
    const uploaded = await upload(uuid, pngOfSize(10_000));
    const image = customerFabricAnswerSchema.parse(uploaded.json()).colors[0]!.image!;
    const status = async () => (await ctx.app.inject({ method: 'GET', url: image })).statusCode;
    for (const stranger of ['demo-au', 'demo-service']) {
      expect((await call(stranger, 'DELETE', `${BASE}/${uuid}/`)).statusCode).toBe(404);
    }
    expect(await status()).toBe(200);
    const copy = await call('demo-shop', 'POST', `${BASE}/${uuid}/duplicate/`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(customerFabricAnswerSchema.parse(copy.json()).colors[0]!.image).toBe(image);
    expect((await call('demo-shop', 'DELETE', `${BASE}/${uuid}/`)).statusCode).toBe(204);
    expect(await status()).toBe(200);
    const copyUuid = copy.json().fabric_uuid as string;
    expect((await call('demo-shop', 'DELETE', `${BASE}/${copyUuid}/`)).statusCode).toBe(204);
    expect(await status()).toBe(404);
  });

  it('rejects a PNG just over 1.1 MB with the image-too-large message', async () => {
    const response = await upload(shopFabric, pngOfSize(MAX_COLOUR_IMAGE_BYTES + 10));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'image_too_large',
      detail: translate('fr', 'errors:image_too_large', {
        max: formatFileSize(MAX_COLOUR_IMAGE_BYTES, 'fr'),
      }),
    });
    // The size as French writes it: a decimal comma and « Mo ».
    expect(response.json().detail).toMatch(/1,1\s?Mo/);
  });

  it('rejects a text file renamed .png, and an empty file', async () => {
    const text = Buffer.from('Dit is geen afbeelding, alleen tekst.\n'.repeat(20));
    const renamed = await upload(shopFabric, text, 'notes.png');
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().code).toBe('image_type_not_supported');
    const empty = await upload(shopFabric, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('file_empty');
    const none = await call(
      'demo-shop',
      'PATCH',
      `${BASE}/${shopFabric}/update-image/`,
      multipart({ article_number: 'x' }, null),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('file_required');
    const json = await call('demo-shop', 'PATCH', `${BASE}/${shopFabric}/update-image/`, {
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('GET suppliers/', () => {
  it('lists the general suppliers, and a group its own as well', async () => {
    const shop = suppliersAnswerSchema.parse(
      (await call('demo-shop', 'GET', `${BASE}/suppliers/`)).json(),
    );
    const au = suppliersAnswerSchema.parse(
      (await call('demo-au', 'GET', `${BASE}/suppliers/`)).json(),
    );
    expect(shop.length).toBeGreaterThanOrEqual(2);
    expect(au.length).toBe(shop.length + 1);
    const { access } = await login(ctx.app, 'demo-au');
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(access),
    });
    const auDebtor = accountSettingsSchema.parse(settings.json()).debtor!.id;
    expect(
      (await call('demo-shop', 'GET', `${BASE}/suppliers/?debtorId=${auDebtor}`)).statusCode,
    ).toBe(404);
  });
});

describe('supplier names in the caller’s language', () => {
  const suppliersIn = async (username: string, language: string) => {
    const answer = await call(username, 'GET', `${BASE}/suppliers/`, {
      headers: { 'accept-language': language },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return suppliersAnswerSchema.parse(answer.json());
  };
  const OTHER: Record<string, string> = {
    nl: 'Andere leverancier',
    en: 'Other supplier',
    'en-au': 'Other supplier',
    de: 'Anderer Lieferant',
    fr: 'Autre fournisseur',
    pl: 'Inny dostawca',
    lt: 'Kitas tiekėjas',
  };

  it('stores every supplier’s name in all seven languages', async () => {
    const rows = await ctx.database.db.select().from(fabricSupplier);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(isComplete(row.nameTexts), row.name).toBe(true);
  });

  it('names the generic supplier in each language; trade names stay as they are', async () => {
    const english = await suppliersIn('demo-shop', 'en');
    const other = english.find((supplier) => supplier.name === 'Other supplier')!;
    for (const locale of LOCALES) {
      const named = await suppliersIn('demo-shop', locale);
      expect(named.map((supplier) => supplier.id)).toEqual(english.map((supplier) => supplier.id));
      expect(named.find((supplier) => supplier.id === other.id)?.name).toBe(OTHER[locale]);
      expect(named.find((supplier) => supplier.id === 1)?.name).toBe('Atelier Weverij');
    }
    // Another shop's group list: its own supplier keeps its trade name in German too.
    expect((await suppliersIn('demo-au', 'de')).map((supplier) => supplier.name)).toContain(
      'Southern Cross Fabrics',
    );
    // A language the portal does not speak, or nonsense, answers English.
    for (const language of ['xx', ';;;q=abc', 'ja-JP,ja;q=0.9']) {
      const named = await suppliersIn('demo-shop', language);
      expect(named.find((supplier) => supplier.id === other.id)?.name).toBe('Other supplier');
    }
  });

  it('answers a fabric’s supplier name in the caller’s language', async () => {
    const other = (await suppliersIn('demo-pl', 'en')).find(
      (supplier) => supplier.name === 'Other supplier',
    )!;
    const created = await call('demo-pl', 'POST', `${BASE}/`, {
      payload: { ...validBody, name: 'Len od innego', supplier_id: other.id },
      headers: { 'accept-language': 'pl' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().supplier_name).toBe('Inny dostawca');
    const uuid = created.json().fabric_uuid as string;
    const read = await call('demo-pl', 'GET', `${BASE}/${uuid}/`, {
      headers: { 'accept-language': 'de' },
    });
    expect(read.json().supplier_name).toBe('Anderer Lieferant');
    const listed = await call('demo-pl', 'GET', `${BASE}/?q=innego`, {
      headers: { 'accept-language': 'lt' },
    });
    expect(
      listed.json().results.map((one: { supplier_name: string }) => one.supplier_name),
    ).toEqual(['Kitas tiekėjas']);
    // Another tenant still does not see it, in any language.
    expect(
      (await call('demo-shop', 'GET', `${BASE}/${uuid}/`, { headers: { 'accept-language': 'pl' } }))
        .statusCode,
    ).toBe(404);
  });
});
