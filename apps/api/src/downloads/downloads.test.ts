import { downloadPageSchema } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { setAccessFlag, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

async function listOf(username: string, language = 'en') {
  const response = await call(username, 'GET', '/api/downloads/', {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, username).toBe(200);
  return downloadPageSchema.parse(response.json());
}

describe('downloads per customer group', () => {
  it('gives a Default shop with price lists its Dutch documents, price list, collection images and videos', async () => {
    const page = await listOf('demo-shop', 'nl');
    expect(page.customer_group).toBe('Default');
    expect(page.items).toEqual([
      'general',
      'forms',
      'price-lists',
      'promotion-materials',
      'fabric-collection-images',
      'videos',
    ]);
    expect(page.results.map((d) => d.title)).toContain('Prijslijst 2026');
    expect(new Set(page.results.map((d) => d.language))).toEqual(new Set(['nl']));
    const priceList = page.results.find((d) => d.category === 'price-lists')!;
    const pdf = await call('demo-shop', 'GET', priceList.file_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(
      'attachment; filename="prijslijst-2026.pdf"',
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBe(priceList.size);

    const video = page.results.find((d) => d.category === 'videos')!;
    expect(video.content_type).toBe('video/webm');
    const bytes = await call('demo-shop', 'GET', video.file_url);
    // The EBML header every WebM file starts with.
    expect([...bytes.rawPayload.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(video.captions.map((c) => c.language).sort()).toEqual(
      ['de', 'en', 'en-au', 'fr', 'lt', 'nl', 'pl'].sort(),
    );
    const captions = await call(
      'demo-shop',
      'GET',
      video.captions.find((c) => c.language === 'nl')!.url,
    );
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toMatch(/^WEBVTT\n/);
    expect(captions.body).toContain('Meet eerst de breedte');
  });

  it('lists and serves price lists only with show_price_lists', async () => {
    const shop = await listOf('demo-shop');
    const priceList = shop.results.find((d) => d.category === 'price-lists')!;
    // demo-service works for Raamdecoratie Van Dijk: Default, without price lists.
    const account = (await call('demo-service', 'GET', '/api/user/settings/')).json();
    const vanDijk = account.all_debtors.find((d: { name: string }) => d.name.includes('Van Dijk'));
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: vanDijk.id },
    });
    const page = await listOf('demo-service');
    expect(page.customer_group).toBe('Default');
    expect(page.items).not.toContain('price-lists');
    expect(page.results.some((d) => d.category === 'price-lists')).toBe(false);
    expect(page.results.some((d) => d.category === 'videos')).toBe(true);
    const refused = await call('demo-service', 'GET', priceList.file_url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('not_found');
    const settings = (await call('demo-service', 'GET', '/api/user/settings/')).json();
    expect(settings.service_items).toEqual(page.items);
  });

  it('gives the Polish group its Polish list and videos, without collection images; another group’s file is 404', async () => {
    const page = await listOf('demo-pl', 'pl');
    expect(page.customer_group).toBe('Polish');
    expect(page.items).toEqual(['general', 'forms', 'promotion-materials', 'videos']);
    expect(page.results.map((d) => d.title)).toContain('Formularz pomiaru zasłon');
    const video = page.results.find((d) => d.category === 'videos')!;
    const captions = await call(
      'demo-pl',
      'GET',
      video.captions.find((c) => c.language === 'pl')!.url,
    );
    expect(captions.body).toContain('Najpierw zmierz szerokość szyny');

    const dutch = await listOf('demo-shop');
    for (const item of dutch.results.filter((d) => d.category !== 'price-lists')) {
      expect((await call('demo-pl', 'GET', item.file_url)).statusCode, item.file_url).toBe(404);
    }
    const dutchVideo = dutch.results.find((d) => d.category === 'videos')!;
    expect((await call('demo-pl', 'GET', dutchVideo.captions[0]!.url)).statusCode).toBe(404);
    // And the account answer lists the same sections for the sidebar.
    expect((await call('demo-pl', 'GET', '/api/user/settings/')).json().service_items).toEqual(
      page.items,
    );
  });

  it('gives the Australian group English documents and no videos', async () => {
    const page = await listOf('demo-au');
    expect(page.items).toEqual(['general', 'forms', 'promotion-materials']);
    expect(page.results.map((d) => d.language)).toEqual(['en', 'en', 'en']);
  });

  it('gives the partner group documents under the partner brand', async () => {
    const page = await listOf('demo-partner', 'pl');
    expect(page.customer_group).toBe('OBI Polska');
    const terms = page.results.find((d) => d.category === 'general')!;
    const pdf = await call('demo-partner', 'GET', terms.file_url);
    expect(pdf.rawPayload.toString('latin1')).toContain('OBI');
    const dutchTerms = (await listOf('demo-shop')).results.find((d) => d.category === 'general')!;
    expect(
      (await call('demo-shop', 'GET', dutchTerms.file_url)).rawPayload.toString('latin1'),
    ).not.toContain('OBI');
  });

  it('gives the Anwis group the Polish documents with its price list and collection overview, titled in the language asked for', async () => {
    const page = await listOf('demo-anwis', 'de');
    expect(page.customer_group).toBe('Anwis');
    expect(page.items).toEqual([
      'general',
      'forms',
      'price-lists',
      'promotion-materials',
      'fabric-collection-images',
    ]);
    expect(page.results.map((d) => d.title)).toEqual([
      'Lieferbedingungen 2026',
      'Aufmaßformular Vorhänge',
      'Rücksendeformular',
      'Preisliste 2026',
      'Kollektionsübersicht 2026',
    ]);
    expect(new Set(page.results.map((d) => d.language))).toEqual(new Set(['pl']));
    expect((await listOf('demo-anwis', 'pl')).results.map((d) => d.title)).toContain('Cennik 2026');
    const priceList = page.results.find((d) => d.category === 'price-lists')!;
    const pdf = await call('demo-anwis', 'GET', priceList.file_url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Another group's shop cannot fetch it.
    expect((await call('demo-partner', 'GET', priceList.file_url)).statusCode).toBe(404);
  });

  it('refuses bad ids and languages, and is closed with the service entry', async () => {
    // A path parameter that cannot name anything answers 404, as everywhere in the API.
    expect((await call('demo-shop', 'GET', '/api/downloads/abc/file/')).statusCode).toBe(404);
    expect((await call('demo-shop', 'GET', '/api/downloads/2147483647/file/')).statusCode).toBe(
      404,
    );
    expect((await call('demo-shop', 'GET', '/api/downloads/1/captions/xx/')).statusCode).toBe(404);
    expect((await call('demo-tracking', 'GET', '/api/downloads/')).statusCode).toBe(403);
    const file = (await listOf('demo-au')).results[0]!;
    await setAccessFlag(ctx, 'demo-au', 'show_sidebar_service_account_button', false);
    for (const url of ['/api/downloads/', file.file_url]) {
      const response = await call('demo-au', 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('feature_disabled');
    }
    await setAccessFlag(ctx, 'demo-au', 'show_sidebar_service_account_button', true);
    const anonymous = await ctx.app.inject({ method: 'GET', url: file.file_url });
    expect(anonymous.statusCode).toBe(401);
  });
});
