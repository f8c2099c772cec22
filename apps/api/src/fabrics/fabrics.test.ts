import {
  accountSettingsSchema,
  FABRIC_TYPES,
  fabricDetailSchema,
  fabricFactsFromDetail,
  fabricFamilyAnswerSchema,
  fabricFiltersSchema,
  fabricPageSchema,
  LIGHT_LEVELS,
  QUALITY_LEVELS,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { bearer, login, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const tokens = new Map<string, string>();

async function get(username: string, url: string) {
  if (!tokens.has(username)) tokens.set(username, (await login(ctx.app, username)).access);
  return ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.get(username)!) });
}
async function page(url: string, username = 'demo-shop') {
  const response = await get(username, url);
  expect(response.statusCode, response.body).toBe(200);
  return fabricPageSchema.parse(response.json());
}
const ALL = '/api/atelier-fabrics/?page_size=500';

describe('GET api/atelier-fabrics/', () => {
  it('lists the seeded catalogue: 120+ colours in 12+ collections, every type, level and quality', async () => {
    const all = await page(ALL);
    expect(all.count).toBeGreaterThanOrEqual(120);
    expect(all.results).toHaveLength(all.count);
    expect(new Set(all.results.map((fabric) => fabric.family_id)).size).toBeGreaterThanOrEqual(12);
    for (const [field, values] of [
      ['fabric_type', FABRIC_TYPES],
      ['light_level', LIGHT_LEVELS],
      ['quality', QUALITY_LEVELS],
    ] as const) {
      expect(new Set(all.results.map((fabric) => fabric[field]))).toEqual(new Set(values));
    }
    expect(
      all.results.some((fabric) => fabric.width_type === 'widewidth' && fabric.width >= 280),
    ).toBe(true);
    expect(all.results.every((fabric) => fabric.image?.startsWith('/api/files/'))).toBe(true);
  });

  it.each([
    ['fabric_type', 'velvet'],
    ['light_level', 'sheer'],
    ['quality', 'hautecouture'],
    ['color', 'grey'],
    ['pattern_type', 'pattern'],
    ['width_type', 'widewidth'],
    ['kind', 'linings'],
  ] as const)('filters on %s=%s and on several values at once', async (field, value) => {
    const all = (await page(ALL)).results;
    const filtered = await page(`${ALL}&${field}=${value}`);
    const key = field === 'color' ? 'color_group' : field;
    const expected = all.filter((fabric) => fabric[key] === value);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(filtered.results.map((fabric) => fabric.fabric_uuid).sort()).toEqual(
      expected.map((fabric) => fabric.fabric_uuid).sort(),
    );
  });

  it('takes several values of one filter, comma-separated', async () => {
    const sheer = await page(`${ALL}&fabric_type=sheer`);
    const velvet = await page(`${ALL}&fabric_type=velvet`);
    const both = await page(`${ALL}&fabric_type=sheer,velvet`);
    expect(both.count).toBe(sheer.count + velvet.count);
  });

  it('filters on collection, supplier, price band and search text', async () => {
    const all = (await page(ALL)).results;
    const first = all[0]!;
    const collection = await page(`${ALL}&collection=${first.family_id}`);
    expect(collection.count).toBe(all.filter((f) => f.family_id === first.family_id).length);
    const supplier = await page(`${ALL}&supplier=${first.supplier_id}`);
    expect(supplier.results.every((f) => f.supplier_id === first.supplier_id)).toBe(true);
    expect(supplier.count).toBeLessThan(all.length);

    const banded = await page(`${ALL}&price_min=2000&price_max=3000`);
    expect(banded.count).toBe(
      all.filter(
        (f) =>
          f.price_per_metre!.wholesale_price >= 2000 && f.price_per_metre!.wholesale_price <= 3000,
      ).length,
    );
    expect(banded.count).toBeGreaterThan(0);

    const search = await page(`${ALL}&q=${encodeURIComponent(first.collection.toUpperCase())}`);
    expect(search.results.map((f) => f.family_id)).toContain(first.family_id);
    expect(search.count).toBeLessThan(all.length);
    expect((await page(`${ALL}&q=${encodeURIComponent(first.article_number)}`)).count).toBe(1);
  });

  it('combines filters and rejects values it does not know', async () => {
    const combined = await page(`${ALL}&fabric_type=sheer&width_type=widewidth`);
    expect(combined.count).toBeGreaterThan(0);
    expect(
      combined.results.every((f) => f.fabric_type === 'sheer' && f.width_type === 'widewidth'),
    ).toBe(true);
    const wrong = await get('demo-shop', '/api/atelier-fabrics/?fabric_type=leather');
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json())).toEqual(['fabric_type.0']);
  });

  it('pages with next and previous links', async () => {
    const all = await page(ALL);
    const first = await page('/api/atelier-fabrics/?page_size=50');
    expect(first.results).toHaveLength(50);
    expect(first.previous).toBeNull();
    expect(new URL(first.next!).searchParams.get('page')).toBe('2');
    const last = Math.ceil(all.count / 50);
    const lastPage = await page(`/api/atelier-fabrics/?page_size=50&page=${last}`);
    expect(lastPage.results).toHaveLength(all.count - 50 * (last - 1));
    expect(lastPage.next).toBeNull();
    expect(lastPage.previous).not.toBeNull();
    const beyond = await page(`/api/atelier-fabrics/?page_size=50&page=${last + 1}`);
    expect(beyond.count).toBe(all.count);
    expect(beyond.results).toEqual([]);
    expect((await page('/api/atelier-fabrics/?q=no-such-fabric-anywhere')).count).toBe(0);
    const seen = [
      ...first.results,
      ...(await page('/api/atelier-fabrics/?page_size=50&page=2')).results,
    ];
    expect(new Set(seen.map((f) => f.fabric_uuid)).size).toBe(100);
  });

  it('orders by price, width and name, both ways', async () => {
    const wholesale = (r: { price_per_metre: { wholesale_price: number } | null }) =>
      r.price_per_metre!.wholesale_price;
    const up = (await page(`${ALL}&ordering=price`)).results.map(wholesale);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await page(`${ALL}&ordering=-price`)).results.map(wholesale);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const widths = (await page(`${ALL}&ordering=-width`)).results.map((f) => f.width);
    expect(widths).toEqual([...widths].sort((a, b) => b - a));
    const names = (await page(`${ALL}&ordering=-name`)).results.map((f) => f.collection);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect((await get('demo-shop', '/api/atelier-fabrics/?ordering=colour')).statusCode).toBe(400);
  });

  it("prices in the caller's currency: euro for a Dutch shop, dollars for an Australian one", async () => {
    const nl = (await page(ALL)).results[0]!;
    const au = (await page(ALL, 'demo-au')).results.find((f) => f.fabric_uuid === nl.fabric_uuid)!;
    expect(nl.price_per_metre!.currency).toBe('eur');
    expect(au.price_per_metre!.currency).toBe('aud');
    expect(au.price_per_metre!.wholesale_price).toBeGreaterThan(
      nl.price_per_metre!.wholesale_price,
    );
  });
});

describe('GET api/atelier-fabrics/{uuid}/, family/{id}/ and filters/', () => {
  it('answers everything the fabric-info dialog shows, usable by the calculation', async () => {
    const patterned = (await page(`${ALL}&pattern_type=pattern&width_type=strokes`)).results[0]!;
    const response = await get('demo-shop', `/api/atelier-fabrics/${patterned.fabric_uuid}/`);
    expect(response.statusCode).toBe(200);
    const detail = fabricDetailSchema.parse(response.json());
    expect(detail.pattern_repeat).toBeGreaterThan(0);
    const composition = Object.values(detail.composition).reduce((sum, v) => sum + (v ?? 0), 0);
    expect(composition).toBe(100);
    expect(detail.care_symbols.wash).not.toBeNull();
    expect(detail.certificates.length).toBeGreaterThan(0);
    expect(detail.related_colors.length).toBeGreaterThan(0);
    expect(detail.related_colors.map((c) => c.fabric_uuid)).not.toContain(detail.fabric_uuid);
    const facts = fabricFactsFromDetail(detail);
    expect(facts.widthMm).toBe(detail.width * 10);
    expect(facts.patternRepeatMm).toBe(detail.pattern_repeat * 10);
    expect(facts.pricePerMetre.eur?.wholesale).toBe(detail.price_per_metre!.wholesale_price);
  });

  it('lets a service account name one of its debtors for prices, and no other', async () => {
    const { access } = await login(ctx.app, 'demo-au');
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(access),
    });
    const auDebtor = accountSettingsSchema.parse(settings.json()).debtor!.id;
    const uuid = (await page(ALL)).results[0]!.fabric_uuid;
    const debtors = (await get('demo-service', '/api/debtors/')).json().results as { id: number }[];
    const own = await get(
      'demo-service',
      `/api/atelier-fabrics/${uuid}/?debtorId=${debtors[0]!.id}`,
    );
    expect(own.statusCode).toBe(200);
    const foreign = await get('demo-service', `/api/atelier-fabrics/${uuid}/?debtorId=${auDebtor}`);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await get('demo-au', `/api/atelier-fabrics/${uuid}/?debtorId=${auDebtor}`)).json()
        .price_per_metre.currency,
    ).toBe('aud');
  });

  it('answers 404 for an unknown fabric or family', async () => {
    expect(
      (await get('demo-shop', '/api/atelier-fabrics/00000000-0000-5000-a000-000000000000/'))
        .statusCode,
    ).toBe(404);
    expect((await get('demo-shop', '/api/atelier-fabrics/family/999999/')).statusCode).toBe(404);
  });

  it('answers a collection with all its colours', async () => {
    const fabric = (await page(ALL)).results[0]!;
    const response = await get('demo-shop', `/api/atelier-fabrics/family/${fabric.family_id}/`);
    const family = fabricFamilyAnswerSchema.parse(response.json());
    expect(family.family.name).toBe(fabric.collection);
    expect(family.colors.length).toBeGreaterThan(1);
    expect(family.colors.every((c) => c.family_id === fabric.family_id)).toBe(true);
  });

  it('counts each filter option with the other filters applied', async () => {
    const all = await page(ALL);
    const filters = fabricFiltersSchema.parse(
      (await get('demo-shop', '/api/atelier-fabrics/filters/')).json(),
    );
    const sum = (options: { count: number }[]) => options.reduce((total, o) => total + o.count, 0);
    expect(sum(filters.fabric_type)).toBe(all.count);
    expect(sum(filters.collection)).toBe(all.count);
    expect(sum(filters.price_band)).toBe(all.count);
    expect(filters.currency).toBe('eur');
    const velvet = filters.fabric_type.find((o) => o.value === 'velvet')!.count;
    expect(velvet).toBe((await page(`${ALL}&fabric_type=velvet`)).count);

    const sheerOnly = fabricFiltersSchema.parse(
      (await get('demo-shop', '/api/atelier-fabrics/filters/?fabric_type=sheer')).json(),
    );
    // The fabric-type facet ignores its own filter, the others narrow to sheer fabrics.
    expect(sum(sheerOnly.fabric_type)).toBe(all.count);
    expect(sum(sheerOnly.light_level)).toBe((await page(`${ALL}&fabric_type=sheer`)).count);
    const band = filters.price_band[1]!;
    expect((await page(`${ALL}&price_min=${band.min}&price_max=${band.max}`)).count).toBe(
      band.count,
    );
  });

  it('serves swatches as cacheable SVG, and HEAD tells the rendered curtain is a raster image', async () => {
    const fabric = (await page(ALL)).results[0]!;
    const swatch = await ctx.app.inject({ method: 'GET', url: fabric.image! });
    expect(swatch.statusCode).toBe(200);
    expect(swatch.headers['content-type']).toBe('image/svg+xml');
    expect(swatch.headers['cache-control']).toContain('immutable');
    expect(swatch.body).toContain('<svg');
    expect(swatch.rawPayload.length).toBeLessThan(3000);
    const head = await ctx.app.inject({ method: 'HEAD', url: fabric.rendered_image! });
    expect(head.statusCode).toBe(200);
    // Not gif or svg, so a client shows the rendered curtain rather than the swatch.
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.body).toBe('');
    const rendered = await ctx.app.inject({ method: 'GET', url: fabric.rendered_image! });
    expect(rendered.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await ctx.app.inject({
      method: 'GET',
      url: fabric.image!,
      headers: { 'if-none-match': String(swatch.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/files/unknown' })).statusCode).toBe(
      404,
    );
  });

  it('needs a log-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/atelier-fabrics/' });
    expect(response.statusCode).toBe(401);
  });
});

describe('seeded texts in the language of the request', () => {
  async function inLanguage(language: string, url: string) {
    if (!tokens.has('demo-shop'))
      tokens.set('demo-shop', (await login(ctx.app, 'demo-shop')).access);
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.get('demo-shop')!), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  const linoSnow = async () =>
    fabricPageSchema
      .parse(await inLanguage('en', '/api/atelier-fabrics/?q=LINO-01'))
      .results.find((fabric) => fabric.article_number === 'LINO-01')!;

  it('answers the fabric info with the collection description and colours in Polish and German', async () => {
    const { fabric_uuid: uuid, family_id: familyId } = await linoSnow();
    const pl = fabricDetailSchema.parse(await inLanguage('pl', `/api/atelier-fabrics/${uuid}/`));
    expect(pl.name).toBe('Lino 01');
    expect(pl.color).toBe('Śnieżnobiały');
    expect(pl.description).toBe(
      'Wygląd pranego lnu z miękkimi, nieregularnymi zgrubieniami przędzy.',
    );
    expect(pl.related_colors.map((colour) => colour.color)).toContain('Piaskowy');
    const de = fabricDetailSchema.parse(await inLanguage('de', `/api/atelier-fabrics/${uuid}/`));
    expect(de.color).toBe('Schnee');
    expect(de.description).toBe('Gewaschene Leinenoptik mit weicher, unregelmäßiger Struktur.');
    // A supplier's trade name is the same in every language (and never empty).
    expect(de.supplier.name).toBe('Atelier Weverij');
    expect(pl.supplier.name).toBe('Atelier Weverij');
    const family = fabricFamilyAnswerSchema.parse(
      await inLanguage('de-DE,de;q=0.9', `/api/atelier-fabrics/family/${familyId}/`),
    );
    expect(family.family.name).toBe('Lino');
    expect(family.family.description).toBe(de.description);
    expect(family.colors.map((colour) => colour.color)).toContain('Elfenbein');
  });

  it('lists colours in the language asked for, English by default', async () => {
    const list = fabricPageSchema.parse(await inLanguage('lt', '/api/atelier-fabrics/?q=LINO-0'));
    expect(list.results.find((fabric) => fabric.article_number === 'LINO-02')?.color).toBe(
      'Dramblio kaulo',
    );
    expect((await linoSnow()).color).toBe('Snow');
  });

  it('finds a colour by its name in any language', async () => {
    for (const name of ['Sneeuw', 'śnieżnobiały', 'Snow']) {
      const found = fabricPageSchema.parse(
        await inLanguage('fr', `/api/atelier-fabrics/?q=${encodeURIComponent(name)}&page_size=500`),
      );
      expect(found.results.map((fabric) => fabric.color)).toContain('Neige');
      expect(found.results.every((fabric) => fabric.color === 'Neige')).toBe(true);
    }
  });

  it('does not match a language code as if it were a text', async () => {
    const found = fabricPageSchema.parse(await inLanguage('en', '/api/atelier-fabrics/?q=en-au'));
    expect(found.count).toBe(0);
  });
});
