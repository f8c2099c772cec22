import { employeePageSchema, locationPageSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { setAccessFlag, useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);

async function activeEmployees(username: string) {
  return employeePageSchema.parse((await call(username, 'GET', '/api/employees/')).json()).results;
}

describe('employees of a shop', () => {
  it('adds, changes, archives (the archive view lists it) and restores an employee', async () => {
    const added = await call('demo-shop', 'POST', '/api/employees/', {
      payload: { name: '  Femke Bos ', email: 'femke@woonwinkel-delinde.example' },
    });
    expect(added.statusCode).toBe(201);
    const femke = added.json();
    expect(femke).toMatchObject({ name: 'Femke Bos', is_archived: false });
    expect((await activeEmployees('demo-shop')).map((e) => e.name)).toContain('Femke Bos');

    const changed = await call('demo-shop', 'PUT', `/api/employees/${femke.id}/`, {
      payload: { name: 'Femke Bos-Visser', email: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Femke Bos-Visser', email: '' });

    const archived = await call('demo-shop', 'POST', `/api/employees/${femke.id}/archive/`);
    expect(archived.json().is_archived).toBe(true);
    expect((await activeEmployees('demo-shop')).map((e) => e.id)).not.toContain(femke.id);
    const archive = employeePageSchema.parse(
      (await call('demo-shop', 'GET', '/api/employees/?archived=true')).json(),
    );
    expect(archive.results.map((e) => e.name)).toEqual(['Dirk Mulder', 'Femke Bos-Visser']);
    // The account's employee list (the order header) marks it archived too.
    const account = (await call('demo-shop', 'GET', '/api/user/settings/')).json();
    expect(account.employees.find((e: { id: number }) => e.id === femke.id).is_archived).toBe(true);

    const restored = await call('demo-shop', 'POST', `/api/employees/${femke.id}/restore/`);
    expect(restored.json().is_archived).toBe(false);
    expect((await activeEmployees('demo-shop')).map((e) => e.id)).toContain(femke.id);
  });

  it('archiving the preselected employee preselects another one', async () => {
    const account = (await call('demo-pl', 'GET', '/api/user/settings/')).json();
    expect(account.default_employee_name).toBe('Katarzyna Nowak');
    const other = await call('demo-pl', 'POST', '/api/employees/', {
      payload: { name: 'Zofia Wiśniewska' },
    });
    const kasia = account.employees.find((e: { name: string }) => e.name === 'Katarzyna Nowak').id;
    await call('demo-pl', 'POST', `/api/employees/${kasia}/archive/`);
    const after = (await call('demo-pl', 'GET', '/api/user/settings/')).json();
    expect(after.default_employee_name).toBe(other.json().name);
    await call('demo-pl', 'POST', `/api/employees/${kasia}/restore/`);
  });

  it('refuses a short name and a bad e-mail in the caller’s language', async () => {
    const response = await call('demo-shop', 'POST', '/api/employees/', {
      payload: { name: 'F', email: 'femke', phone: '1' },
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: [translate('de', 'validation:min', { min: 2 })],
      email: [translate('de', 'validation:email')],
      phone: [translate('de', 'validation:unknown_field')],
    });
    const bad = await call('demo-shop', 'GET', '/api/employees/?archived=maybe');
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for another shop’s employee, for every call', async () => {
    const theirs = (await activeEmployees('demo-pl'))[0]!;
    for (const [method, url, payload] of [
      ['PUT', `/api/employees/${theirs.id}/`, { name: 'Overgenomen' }],
      ['POST', `/api/employees/${theirs.id}/archive/`, undefined],
      ['POST', `/api/employees/${theirs.id}/restore/`, undefined],
      ['PUT', '/api/employees/2147483647/', { name: 'Niemand' }],
    ] as const) {
      const response = await call('demo-shop', method, url, payload ? { payload } : {});
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    expect((await activeEmployees('demo-pl')).find((e) => e.id === theirs.id)?.name).toBe(
      theirs.name,
    );
    expect((await activeEmployees('demo-shop')).map((e) => e.id)).not.toContain(theirs.id);
  });

  it('a service account manages the shop it chose, and must choose one first', async () => {
    const before = await call('demo-service', 'GET', '/api/employees/');
    expect(before.statusCode).toBe(409);
    expect(before.json().code).toBe('debtor_required');
    const account = (await call('demo-service', 'GET', '/api/user/settings/')).json();
    const shop = account.all_debtors.find((d: { name: string }) => d.name === 'Maison Lemaire');
    await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: shop.id },
    });
    expect((await activeEmployees('demo-service')).map((e) => e.name)).toEqual(['Sophie Lemaire']);
    const shopsOwn = (await activeEmployees('demo-shop'))[0]!;
    const foreign = await call('demo-service', 'POST', `/api/employees/${shopsOwn.id}/archive/`);
    expect(foreign.statusCode).toBe(404);
  });

  it('is closed with the settings entry and to a tracking-only account', async () => {
    const tracking = await call('demo-tracking', 'GET', '/api/employees/');
    expect(tracking.statusCode).toBe(403);
    await setAccessFlag(ctx, 'demo-au', 'show_sidebar_settings_button', false);
    for (const [method, url] of [
      ['GET', '/api/employees/'],
      ['POST', '/api/locations/'],
      ['GET', '/api/locations/?archived=true'],
    ] as const) {
      const response = await call('demo-au', method, url, {
        payload: method === 'POST' ? { name: 'Depot' } : undefined,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('feature_disabled');
    }
    await setAccessFlag(ctx, 'demo-au', 'show_sidebar_settings_button', true);
    expect((await call('demo-au', 'GET', '/api/employees/')).statusCode).toBe(200);
  });
});

describe('locations of a shop', () => {
  it('adds, changes, archives and restores a location; the archive lists the archived', async () => {
    const added = await call('demo-shop', 'POST', '/api/locations/', {
      payload: {
        name: 'Magazijn Kampen',
        address: 'Oudestraat 1',
        postalcode: '8261 CE',
        city: 'Kampen',
        country: 'NL',
      },
    });
    expect(added.statusCode).toBe(201);
    const id = added.json().id;
    const changed = await call('demo-shop', 'PUT', `/api/locations/${id}/`, {
      payload: { name: 'Magazijn Kampen-Zuid', city: 'Kampen' },
    });
    expect(changed.json()).toMatchObject({ name: 'Magazijn Kampen-Zuid', address: '' });
    await call('demo-shop', 'POST', `/api/locations/${id}/archive/`);
    const archive = locationPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/locations/?archived=true')).json(),
    );
    expect(archive.results.map((l) => l.name)).toEqual(['Magazijn Kampen-Zuid', 'Oude opslag']);
    const active = locationPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/locations/')).json(),
    );
    expect(active.results.map((l) => l.name)).toEqual(['Atelier Hattem', 'Winkel Zwolle']);
    await call('demo-shop', 'POST', `/api/locations/${id}/restore/`);
    const again = locationPageSchema.parse(
      (await call('demo-shop', 'GET', '/api/locations/')).json(),
    );
    expect(again.count).toBe(3);
  });

  it('answers 404 for another shop’s location and 400 for a missing name', async () => {
    const theirs = locationPageSchema.parse(
      (await call('demo-pl', 'GET', '/api/locations/')).json(),
    ).results[0]!;
    const response = await call('demo-shop', 'PUT', `/api/locations/${theirs.id}/`, {
      payload: { name: 'Overgenomen' },
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await call('demo-shop', 'POST', `/api/locations/${theirs.id}/archive/`)).statusCode,
    ).toBe(404);
    const missing = await call('demo-shop', 'POST', '/api/locations/', {
      payload: { city: 'Zwolle' },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['name']);
  });
});
