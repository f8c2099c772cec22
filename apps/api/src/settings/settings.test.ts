import { accountSettingsSchema, TIER_SIZES } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appUser, employee, location } from '../db/schema/index.js';
import { bearer, login, useTestApp } from '../test/app.js';

const ctx = useTestApp();

async function settingsOf(
  access: string,
  method: 'GET' | 'PUT' | 'PATCH' = 'GET',
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url: '/api/user/settings/',
    headers: bearer(access),
    ...(payload ? { payload } : {}),
  });
}

describe('GET api/user/settings/', () => {
  it("answers the shop account: its debtor, employees, locations and every setting's default", async () => {
    const { access } = await login(ctx.app, 'demo-shop');
    const response = await settingsOf(access);
    expect(response.statusCode).toBe(200);
    const account = accountSettingsSchema.parse(response.json());
    expect(account.is_service_account).toBe(false);
    expect(account.preferred_language).toBe('nl');
    expect(account.debtor?.country).toBe('NL');
    expect(account.debtor?.currency).toBe('eur');
    expect(account.debtor?.delivery_trips.length).toBeGreaterThan(0);
    expect(account.all_debtors.map((debtor) => debtor.id)).toEqual([account.debtor?.id]);
    expect(account.employees.filter((employee) => !employee.is_archived)).toHaveLength(3);
    expect(account.locations.filter((place) => !place.is_archived)).toHaveLength(2);
    expect(account.default_employee_name).toBe(
      account.employees.find((employee) => !employee.is_archived)?.name,
    );
    // Defaults from the contract fill what was never stored.
    expect(account.show_only_tracking_page).toBe(false);
    expect(account.hautecouture_tier_size_default).toBe(10);
  });

  it('answers the settings each demo account was made for', async () => {
    const tracking = accountSettingsSchema.parse(
      (await settingsOf((await login(ctx.app, 'demo-tracking')).access)).json(),
    );
    expect(tracking.show_only_tracking_page).toBe(true);
    const au = accountSettingsSchema.parse(
      (await settingsOf((await login(ctx.app, 'demo-au')).access)).json(),
    );
    expect(au.preferred_language).toBe('en-au');
    expect(au.price_type_default).toBe('wholesaleprice');
    expect(au.debtor?.currency).toBe('aud');
    expect(au.group_name).toBe('Australian');
  });

  it('answers a service account without a debtor until it picks one of its three', async () => {
    const { access } = await login(ctx.app, 'demo-service');
    const before = accountSettingsSchema.parse((await settingsOf(access)).json());
    expect(before.is_service_account).toBe(true);
    expect(before.debtor).toBeNull();
    expect(before.all_debtors).toHaveLength(3);
    const chosen = before.all_debtors[1]!;
    const after = await settingsOf(access, 'PATCH', { servicing_debtor_id: chosen.id });
    expect(after.statusCode).toBe(200);
    expect(after.json().debtor.id).toBe(chosen.id);
    // The choice is kept for the next request.
    expect((await settingsOf(access)).json().debtor.id).toBe(chosen.id);
  });

  it("answers only the acted-for shop's employees and locations, never another tenant's", async () => {
    const db = ctx.database.db;
    const shop = accountSettingsSchema.parse(
      (await settingsOf((await login(ctx.app, 'demo-shop')).access)).json(),
    );
    const service = (await login(ctx.app, 'demo-service')).access;
    const assigned = accountSettingsSchema.parse((await settingsOf(service)).json()).all_debtors;
    const [acted, sibling] = assigned;
    // Another shop, and another shop the same service account serves, each with an employee and a
    // location named so that they stand out.
    for (const other of [shop.debtor!.id, sibling!.id]) {
      await db.insert(employee).values({ debtorId: other, name: `Outsider ${other}` });
      await db.insert(location).values({ debtorId: other, name: `Elsewhere ${other}` });
    }
    await settingsOf(service, 'PATCH', { servicing_debtor_id: acted!.id });
    const account = accountSettingsSchema.parse((await settingsOf(service)).json());
    expect(account.debtor?.id).toBe(acted!.id);
    const own = async (table: typeof employee | typeof location) =>
      (await db.select({ id: table.id }).from(table).where(eq(table.debtorId, acted!.id)))
        .map((row) => row.id)
        .sort((a, b) => a - b);
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
    expect(ids(account.employees)).toEqual(await own(employee));
    expect(ids(account.locations)).toEqual(await own(location));
    expect(account.employees.some((one) => one.name.startsWith('Outsider'))).toBe(false);
    expect(account.locations.some((one) => one.name.startsWith('Elsewhere'))).toBe(false);
    // The other shop reads its own outsider, so the rows are there to be leaked.
    const again = accountSettingsSchema.parse(
      (await settingsOf((await login(ctx.app, 'demo-shop')).access)).json(),
    );
    expect(again.employees.map((one) => one.name)).toContain(`Outsider ${shop.debtor!.id}`);
    expect(again.employees.some((one) => one.name === `Outsider ${sibling!.id}`)).toBe(false);
  });

  it('answers 404 when a service account picks a debtor that is not one of its own', async () => {
    const shop = accountSettingsSchema.parse(
      (await settingsOf((await login(ctx.app, 'demo-shop')).access)).json(),
    );
    const { access } = await login(ctx.app, 'demo-service');
    const response = await settingsOf(access, 'PUT', { servicing_debtor_id: shop.debtor!.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });
});

describe('PUT/PATCH api/user/settings/', () => {
  it('stores user settings and keeps the ones not named', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await settingsOf(access, 'PUT', {
      basic_tier_size_default: 12,
      pleat_curtain_head_size: 2.5,
      ironing_default: true,
    });
    expect(response.statusCode).toBe(200);
    const stored = accountSettingsSchema.parse((await settingsOf(access)).json());
    expect(stored.basic_tier_size_default).toBe(12);
    expect(stored.pleat_curtain_head_size).toBe(2.5);
    expect(stored.ironing_default).toBe(true);
    expect(stored.preferred_language).toBe('pl');
    await settingsOf(access, 'PUT', { comfort_tier_size_default: 15 });
    const later = accountSettingsSchema.parse((await settingsOf(access)).json());
    expect(later.comfort_tier_size_default).toBe(15);
    expect(later.basic_tier_size_default).toBe(12);
    expect(later.ironing_default).toBe(true);
  });

  it('answers a write with what it stored, and reads a change made elsewhere at once', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const put = await settingsOf(access, 'PUT', { basic_tier_size_default: 8 });
    expect(put.json().basic_tier_size_default).toBe(8);
    const flags = await settingsOf(access, 'PATCH', { is_system_settings: true, show_room: true });
    expect(flags.json().show_room).toBe(true);
    const pleats = await settingsOf(access, 'PUT', { comfort_tier_size_default: 15 });
    expect(pleats.json()).toMatchObject({
      basic_tier_size_default: 8,
      comfort_tier_size_default: 15,
    });
    // Another instance (or the manufacturer's tooling) changes the stored row.
    await ctx.database.db
      .update(appUser)
      .set({ settings: sql`${appUser.settings} || '{"basic_tier_size_default": 10}'::jsonb` })
      .where(eq(appUser.username, 'demo-pl'));
    expect((await settingsOf(access)).json().basic_tier_size_default).toBe(10);
  });

  it('changes the language with preferred_language alone', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await settingsOf(access, 'PATCH', { preferred_language: 'lt' });
    expect(response.json().preferred_language).toBe('lt');
    expect((await settingsOf(access)).json().preferred_language).toBe('lt');
  });

  it('stores display flags when the update says is_system_settings', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await settingsOf(access, 'PATCH', {
      is_system_settings: true,
      show_room: false,
      show_plan_date: false,
    });
    expect(response.statusCode).toBe(200);
    const stored = accountSettingsSchema.parse((await settingsOf(access)).json());
    expect(stored.show_room).toBe(false);
    expect(stored.show_plan_date).toBe(false);
    // A later update of another flag leaves these as they are.
    await settingsOf(access, 'PATCH', { is_system_settings: true, show_strokes: false });
    const later = accountSettingsSchema.parse((await settingsOf(access)).json());
    expect(later.show_strokes).toBe(false);
    expect(later.show_room).toBe(false);
  });

  it('rejects values of the wrong kind as translated field errors', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: { ...bearer(access), 'accept-language': 'fr' },
      payload: {
        basic_tier_size_default: 9,
        ironing_default: 'yes',
        pleat_curtain_head_size: 1.25,
        colour: 'red',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      // An enum's error lists the values it allows.
      basic_tier_size_default: [
        translate('fr', 'validation:invalid_choice_of', { choices: TIER_SIZES.join(', ') }),
      ],
      ironing_default: [translate('fr', 'validation:invalid_type')],
      pleat_curtain_head_size: [translate('fr', 'validation:one_decimal')],
      colour: [translate('fr', 'validation:unknown_field')],
    });
  });

  it('rejects a user setting sent as a display flag', async () => {
    const { access } = await login(ctx.app, 'demo-pl');
    const response = await settingsOf(access, 'PATCH', {
      is_system_settings: true,
      ironing_default: true,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['ironing_default']);
  });
});

describe('PUT api/user/pleatcurtain/', () => {
  it('stores the offered pleat types and drops defaults no longer offered', async () => {
    const { access } = await login(ctx.app, 'demo-au');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/pleatcurtain/',
      headers: bearer(access),
      payload: { available_pleat_types: ['single', 'triple'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().available_pleat_types).toEqual(['single', 'triple']);
    expect(response.json().default_pleat_types).toEqual([]);
  });

  it('needs at least one pleat type', async () => {
    const { access } = await login(ctx.app, 'demo-au');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/pleatcurtain/',
      headers: bearer(access),
      payload: { available_pleat_types: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      available_pleat_types: [translate('en-au', 'validation:min', { min: 1 })],
    });
  });
});
