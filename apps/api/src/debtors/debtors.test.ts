import { accountSettingsSchema, debtorSchema, pageOf } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { bearer, login, useTestApp } from '../test/app.js';

const ctx = useTestApp();

async function get(access: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(access) });
}
async function ownDebtorId(username: string): Promise<number> {
  const { access } = await login(ctx.app, username);
  const account = accountSettingsSchema.parse((await get(access, '/api/user/settings/')).json());
  return account.debtor!.id;
}

describe('GET api/debtors/', () => {
  it("lists only a shop account's own debtor", async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const page = pageOf(debtorSchema).parse((await get(access, '/api/debtors/')).json());
    expect(page.count).toBe(1);
    expect(page.results.map((debtor) => debtor.id)).toEqual([await ownDebtorId('demo-shop')]);
  });

  it("lists a service account's three debtors, searchable and paged", async () => {
    const { access } = await login(ctx.app, 'demo-service');
    const all = pageOf(debtorSchema).parse((await get(access, '/api/debtors/')).json());
    expect(all.count).toBe(3);
    expect(all.results.map((debtor) => debtor.country).sort()).toEqual(['BE', 'DE', 'NL']);
    expect(all.results.map((debtor) => debtor.name)).toEqual(
      [...all.results.map((debtor) => debtor.name)].sort((a, b) => a.localeCompare(b)),
    );

    const first = (await get(access, '/api/debtors/?page_size=2')).json();
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(new URL(first.next).searchParams.get('page')).toBe('2');
    const second = (await get(access, '/api/debtors/?page_size=2&page=2')).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();

    const berlinOrMunster = all.results.find((debtor) => debtor.country === 'DE')!;
    const found = (
      await get(
        access,
        `/api/debtors/?q=${encodeURIComponent(berlinOrMunster.city.slice(0, 4).toLowerCase())}`,
      )
    ).json();
    expect(found.results.map((debtor: { id: number }) => debtor.id)).toEqual([berlinOrMunster.id]);
  });
});

describe('GET api/debtors/{id}', () => {
  it("answers the caller's own debtor", async () => {
    const id = await ownDebtorId('demo-au');
    const { access } = await login(ctx.app, 'demo-au');
    const response = await get(access, `/api/debtors/${id}`);
    expect(response.statusCode).toBe(200);
    expect(debtorSchema.parse(response.json()).currency).toBe('aud');
  });

  it("answers 404 for another tenant's debtor, as for one that does not exist", async () => {
    const shopDebtor = await ownDebtorId('demo-shop');
    const { access } = await login(ctx.app, 'demo-service');
    const other = await get(access, `/api/debtors/${shopDebtor}`);
    const missing = await get(access, '/api/debtors/999999');
    expect(other.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
    expect((await get(access, '/api/debtors/not-a-number')).statusCode).toBe(404);
  });

  it("lets a service account read each of its debtors but not a shop's", async () => {
    const { access } = await login(ctx.app, 'demo-service');
    const list = pageOf(debtorSchema).parse((await get(access, '/api/debtors/')).json());
    for (const debtor of list.results) {
      expect((await get(access, `/api/debtors/${debtor.id}/`)).statusCode).toBe(200);
    }
    const shop = await login(ctx.app, 'demo-shop');
    expect((await get(shop.access, `/api/debtors/${list.results[0]!.id}`)).statusCode).toBe(404);
  });
});
