import {
  ACCESSORY_BAR_TYPES,
  ACCESSORY_PART_TYPES,
  accessoryFiltersSchema,
  accessoryPageSchema,
} from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { bearer, login, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const tokens = new Map<string, string>();

async function get(url: string, username = 'demo-shop') {
  if (!tokens.has(username)) tokens.set(username, (await login(ctx.app, username)).access);
  return ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.get(username)!) });
}
async function page(url: string, username = 'demo-shop') {
  const response = await get(url, username);
  expect(response.statusCode, response.body).toBe(200);
  return accessoryPageSchema.parse(response.json());
}

describe('GET api/accessories/{type}/', () => {
  it.each([...ACCESSORY_BAR_TYPES, ...ACCESSORY_PART_TYPES])(
    'lists %s, and only that, priced per unit',
    async (type) => {
      const result = await page(`/api/accessories/${type}/?page_size=500`);
      expect(result.count).toBeGreaterThan(0);
      expect(result.results.every((item) => item.type === type)).toBe(true);
      const bar = (ACCESSORY_BAR_TYPES as readonly string[]).includes(type);
      expect(result.results.every((item) => item.unit === (bar ? 'meter' : 'piece'))).toBe(true);
      expect(result.results.every((item) => item.price?.currency === 'eur')).toBe(true);
    },
  );

  it('lists every loose part under accessory-parts, narrowed by type', async () => {
    const all = await page('/api/accessories/accessory-parts/?page_size=500');
    expect(new Set(all.results.map((item) => item.type))).toEqual(new Set(ACCESSORY_PART_TYPES));
    const some = await page('/api/accessories/accessory-parts/?type=motors,remotes&page_size=500');
    expect(new Set(some.results.map((item) => item.type))).toEqual(new Set(['motors', 'remotes']));
  });

  it('filters by colour, variant and search text, and pages', async () => {
    const rods = (await page('/api/accessories/decorativerod/?page_size=500')).results;
    const black = await page('/api/accessories/decorativerod/?color=blackmatt&page_size=500');
    expect(black.count).toBe(rods.filter((item) => item.color === 'blackmatt').length);
    expect(black.count).toBeLessThan(rods.length);
    const thick = await page('/api/accessories/decorativerod/?variant=rodsize35mm');
    expect(thick.results.every((item) => item.size_mm === 35)).toBe(true);
    expect(thick.count).toBe(rods.filter((item) => item.variant === 'rodsize35mm').length);
    const found = await page(`/api/accessories/decorativerod/?q=${rods[0]!.article_number}`);
    expect(found.results.map((item) => item.id)).toEqual([rods[0]!.id]);
    const first = await page('/api/accessories/decorativerod/?page_size=5');
    expect(first.results).toHaveLength(5);
    expect(first.next).not.toBeNull();
  });

  it('orders by price both ways, in the debtor currency', async () => {
    const up = (await page('/api/accessories/supports/?ordering=price&page_size=500', 'demo-pl'))
      .results;
    expect(up.every((item) => item.price?.currency === 'pln')).toBe(true);
    const prices = up.map((item) => item.price!.wholesale_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = (await page('/api/accessories/supports/?ordering=-price&page_size=500')).results;
    const downPrices = down.map((item) => item.price!.wholesale_price);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
  });

  it('answers 404 for a type it does not sell and 400 for an unknown colour', async () => {
    expect((await get('/api/accessories/curtains/')).statusCode).toBe(404);
    expect((await get('/api/accessories/supports/?color=purple')).statusCode).toBe(400);
  });
});

describe('GET api/accessories/accessory-parts/filters', () => {
  it('counts part types, colours and variants consistently with the lists', async () => {
    const response = await get('/api/accessories/accessory-parts/filters');
    expect(response.statusCode, response.body).toBe(200);
    const filters = accessoryFiltersSchema.parse(response.json());
    expect(filters.type.map((option) => option.value).sort()).toEqual(
      [...ACCESSORY_PART_TYPES].sort(),
    );
    for (const option of filters.type) {
      expect((await page(`/api/accessories/${option.value}/`)).count).toBe(option.count);
    }
    const motorsOnly = accessoryFiltersSchema.parse(
      (await get('/api/accessories/accessory-parts/filters?type=motors')).json(),
    );
    expect(motorsOnly.variant).toEqual([
      { value: 'motor', count: filters.type.find((o) => o.value === 'motors')!.count },
    ]);
    const black = motorsOnly.color.find((option) => option.value === 'blackmatt')!;
    expect((await page('/api/accessories/motors/?color=blackmatt')).count).toBe(black.count);
  });
});

describe('one price source for hardware', () => {
  async function priceList() {
    const response = await get('/api/price-list/');
    expect(response.statusCode, response.body).toBe(200);
    const table = response.json().price_list.prices.eur;
    expect(table).toBeDefined();
    return table;
  }
  async function loosePartLine(id: number, length?: number) {
    if (!tokens.has('demo-shop'))
      tokens.set('demo-shop', (await login(ctx.app, 'demo-shop')).access);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/prices/vakoaccessoryparts/',
      headers: bearer(tokens.get('demo-shop')!),
      payload: {
        parts: [{ accessory_id: String(id), quantity: 1, ...(length ? { length } : {}) }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const line = response.json().price?.lines?.[0];
    expect(line, response.body).toBeDefined();
    return line as { unitPrice: number };
  }

  it('a loose A-track, motor and remote cost what the rail configurator charges for them', async () => {
    const table = await priceList();
    const tracks = await page('/api/accessories/trackrail/?page_size=500');
    const aTrack = tracks.results.find(
      (item) => item.variant === 'track_1014' && item.color === 'whitematt',
    );
    const parts = await page('/api/accessories/accessory-parts/?page_size=500');
    const motor = parts.results.find((item) => item.type === 'motors');
    const remote = parts.results.find(
      (item) => item.type === 'remotes' && item.variant === 'universal',
    );
    expect(aTrack?.price?.wholesale_price).toBe(table.barPerMetre.track_1014.wholesale);
    expect(motor?.price?.wholesale_price).toBe(table.motor.wholesale);
    expect(remote?.price?.wholesale_price).toBe(table.remote.universal.wholesale);
    // And the loose-parts article charges the same.
    expect((await loosePartLine(aTrack!.id, 100)).unitPrice).toBe(
      table.barPerMetre.track_1014.wholesale,
    );
    expect((await loosePartLine(motor!.id)).unitPrice).toBe(table.motor.wholesale);
  });

  it('the single-channel remote sold loose costs what the price list prices it at', async () => {
    const table = await priceList();
    const parts = await page('/api/accessories/remotes/?page_size=500');
    const single = parts.results.find((item) => item.variant === 'single');
    expect(single?.price?.wholesale_price).toBe(table.remote.single.wholesale);
    expect((await loosePartLine(single!.id)).unitPrice).toBe(table.remote.single.wholesale);
  });
});

describe('accessory names in the language of the request', () => {
  async function inLanguage(language: string, url: string) {
    if (!tokens.has('demo-shop'))
      tokens.set('demo-shop', (await login(ctx.app, 'demo-shop')).access);
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(tokens.get('demo-shop')!), 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return accessoryPageSchema.parse(response.json());
  }

  it('names parts in Polish and German', async () => {
    const pl = await inLanguage('pl', '/api/accessories/endstops/?page_size=500');
    expect(new Set(pl.results.map((item) => item.name))).toEqual(new Set(['Ogranicznik']));
    const de = await inLanguage('de', '/api/accessories/supports/?q=SP-WA90&page_size=500');
    expect(de.results.map((item) => item.name)).toContain('Wandträger verstellbar 90-130');
    expect(de.results.every((item) => item.article_number.startsWith('SP-WA90'))).toBe(true);
  });

  it('finds a part by its name in any language and orders by the name in the asked one', async () => {
    const found = await inLanguage('nl', '/api/accessories/accessory-parts/?q=Pilot&page_size=500');
    expect(new Set(found.results.map((item) => item.name))).toEqual(
      new Set(['Afstandsbediening één kanaal', 'Universele afstandsbediening 15 kanalen']),
    );
    const sorted = await inLanguage('fr', '/api/accessories/runners/?ordering=name&page_size=500');
    const names = sorted.results.map((item) => item.name);
    // By the English name the silent roller runner would come first.
    expect(names[0]).toBe('Glisseur');
  });
});
