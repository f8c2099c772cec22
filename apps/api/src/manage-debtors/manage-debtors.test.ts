// The debtor desk: staff find and open a shop; the administrator changes the manufacturer's flags
// (effective on the dealer's next request), entitlements and group, and invites a dealer user;
// "view as dealer" answers reads as the shop's account, refuses writes, and ends (decision 088).
import { manageDebtorDetailSchema, manageDebtorPageSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { outboxFor } from '../mail/mail.repository.js';
import { bearer, debtorIdOf, login, PUBLIC_URL, useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp();
const call = caller(ctx);
const SHOP = '100231';

async function detailOf(username: string, debtorId: number) {
  const answer = await call(username, 'GET', `/api/manage/debtors/${debtorId}/`);
  expect(answer.statusCode, answer.body).toBe(200);
  return manageDebtorDetailSchema.parse(answer.json());
}

async function userIdOf(debtorId: number, username: string) {
  const detail = await detailOf('staff-admin', debtorId);
  const user = detail.users.find((found) => found.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user.id;
}

describe('finding and opening a debtor', () => {
  it('searches by name, number and city, filters by group, pages', async () => {
    const byNumber = await call('staff-service', 'GET', `/api/manage/debtors/?q=${SHOP}`);
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    const page = manageDebtorPageSchema.parse(byNumber.json());
    expect(page.results.map((row) => row.number)).toEqual([SHOP]);
    expect(page.results[0]?.users).toBeGreaterThanOrEqual(2);

    const polish = manageDebtorPageSchema.parse(
      (await call('staff-planner', 'GET', '/api/manage/debtors/?customer_group=Polish')).json(),
    );
    expect(polish.count).toBeGreaterThan(0);
    expect(polish.results.every((row) => row.customer_group === 'Polish')).toBe(true);

    const paged = manageDebtorPageSchema.parse(
      (await call('staff-admin', 'GET', '/api/manage/debtors/?page_size=2')).json(),
    );
    expect(paged.results).toHaveLength(2);
    expect(paged.next).toContain('page=2');
  });

  it('refuses bad filters with field messages', async () => {
    const answer = await call(
      'staff-admin',
      'GET',
      '/api/manage/debtors/?customer_group=Nowhere&page=0',
    );
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json()).sort()).toEqual(['customer_group', 'page']);
  });

  it('opens a debtor with its users and their flags, orders, returns and samples', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const detail = await detailOf('staff-service', id);
    expect(detail).toMatchObject({ id, number: SHOP, customer_group: 'Default' });
    const limited = detail.users.find((user) => user.username === 'demo-limited');
    expect(limited?.system_settings.show_sample_service_buttons).toBe(false);
    expect(detail.entitlements.has_customer_fabrics).toBe(true);
    // The shop's latest work, as the shop itself reads it.
    const own = (await call('demo-shop', 'GET', '/api/orders/')).json();
    expect(detail.orders.length).toBe(Math.min(own.count, 10));
    expect(detail.orders.every((order) => order.debtor_id === id)).toBe(true);
    const returns = (await call('demo-shop', 'GET', '/api/rma/')).json();
    expect(detail.returns.length).toBe(Math.min(returns.count, 10));
    const samples = (await call('demo-shop', 'GET', '/api/samples/')).json();
    expect(detail.samples.length).toBe(Math.min(samples.count, 10));
    const missing = await call('staff-admin', 'GET', '/api/manage/debtors/999999/');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the manufacturer’s flags', () => {
  it('are the administrator’s: customer service reads but cannot change them', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const userId = await userIdOf(id, 'demo-shop');
    for (const [method, url] of [
      ['PATCH', `/api/manage/debtors/${id}/users/${userId}/flags/`],
      ['PATCH', `/api/manage/debtors/${id}/entitlements/`],
      ['PUT', `/api/manage/debtors/${id}/group/`],
      ['POST', `/api/manage/debtors/${id}/users/`],
    ] as const) {
      const answer = await call('staff-service', method, url, { payload: {} });
      expect(`${method} ${url} ${answer.statusCode} ${answer.json().code}`).toBe(
        `${method} ${url} 403 permission_denied`,
      );
    }
  });

  it('closing the sample service answers the dealer’s next call 403 feature_disabled, audited', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const userId = await userIdOf(id, 'demo-shop');
    // The dealer is logged in before the change: the same token hears it at once.
    const dealer = await login(ctx.app, 'demo-shop');
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/samples/',
      headers: bearer(dealer.access),
    });
    expect(before.statusCode, before.body).toBe(200);

    const answer = await call(
      'staff-admin',
      'PATCH',
      `/api/manage/debtors/${id}/users/${userId}/flags/`,
      {
        payload: { show_sample_service_buttons: false, price_type: 'noprices' },
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      username: 'demo-shop',
      price_type: 'noprices',
      system_settings: { show_sample_service_buttons: false, show_sidebar_track_button: true },
    });

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/samples/',
      headers: bearer(dealer.access),
    });
    expect(after.statusCode).toBe(403);
    expect(after.json().code).toBe('feature_disabled');
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(dealer.access),
    });
    expect(settings.json()).toMatchObject({
      show_sample_service_buttons: false,
      price_type: 'noprices',
    });

    const [entry] = await auditEntriesOf(ctx, 'user.flags', userId);
    expect(entry).toMatchObject({
      subject: 'user',
      debtorId: id,
      staffUsername: 'staff-admin',
      before: { show_sample_service_buttons: true, price_type: 'both' },
      after: { show_sample_service_buttons: false, price_type: 'noprices' },
    });
  });

  it('refuses bad flags with field messages, and another debtor’s user as absent', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const userId = await userIdOf(id, 'demo-shop');
    const bad = await call(
      'staff-admin',
      'PATCH',
      `/api/manage/debtors/${id}/users/${userId}/flags/`,
      {
        payload: { show_sample_service_buttons: 'no', price_type: 'cheap', password_hash: 'x' },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      'password_hash',
      'price_type',
      'show_sample_service_buttons',
    ]);
    const other = await debtorIdOf(ctx, '400019');
    const foreign = await call(
      'staff-admin',
      'PATCH',
      `/api/manage/debtors/${other}/users/${userId}/flags/`,
      { payload: { show_sample_service_buttons: true } },
    );
    expect(foreign.statusCode).toBe(404);
    const staff = await call('staff-admin', 'GET', '/api/manage/me/');
    const staffFlags = await call(
      'staff-admin',
      'PATCH',
      `/api/manage/debtors/${id}/users/${staff.json().id}/flags/`,
      { payload: { show_sample_service_buttons: true } },
    );
    expect(staffFlags.statusCode).toBe(404);
  });

  it('withdrawing customer fabrics closes them for the shop’s dealer, audited', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const dealer = await login(ctx.app, 'demo-shop');
    const answer = await call('staff-admin', 'PATCH', `/api/manage/debtors/${id}/entitlements/`, {
      payload: { has_customer_fabrics: false, available_reports: ['orderlist'] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      has_customer_fabrics: false,
      available_reports: ['orderlist'],
    });
    const fabrics = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer-fabrics/',
      headers: bearer(dealer.access),
    });
    expect(fabrics.statusCode).toBe(403);
    expect(fabrics.json().code).toBe('feature_disabled');
    const [entry] = await auditEntriesOf(ctx, 'debtor.entitlements', id);
    expect(entry?.before).toEqual({
      has_customer_fabrics: true,
      available_reports: ['orderlist', 'supplierorderlist', 'orderforms'],
    });
    expect(entry?.after).toEqual({ has_customer_fabrics: false, available_reports: ['orderlist'] });

    const bad = await call('staff-admin', 'PATCH', `/api/manage/debtors/${id}/entitlements/`, {
      payload: { available_reports: ['everything'], has_customer_fabrics: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['available_reports.0', 'has_customer_fabrics']);
  });
});

describe('moving a debtor between customer groups', () => {
  it('changes the dealer’s downloads and is audited', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const downloads = async () =>
      (await call('demo-shop', 'GET', '/api/downloads/')).json().customer_group;
    expect(await downloads()).toBe('Default');
    const moved = await call('staff-admin', 'PUT', `/api/manage/debtors/${id}/group/`, {
      payload: { customer_group: 'Polish' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().customer_group).toBe('Polish');
    expect(await downloads()).toBe('Polish');
    const [entry] = await auditEntriesOf(ctx, 'debtor.group', id);
    expect(entry).toMatchObject({
      before: { customer_group: 'Default' },
      after: { customer_group: 'Polish' },
    });
    const bad = await call('staff-admin', 'PUT', `/api/manage/debtors/${id}/group/`, {
      payload: { customer_group: 'Martians' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['customer_group']);
  });
});

describe('adding a dealer user', () => {
  it('invites by mail; the account logs in only after setting its password through the link', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const answer = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload: {
        username: 'New-Colleague',
        email: 'colleague@shop.example',
        preferred_language: 'de',
      },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ username: 'new-colleague', invited: true });
    const [entry] = await auditEntriesOf(ctx, 'user.invite', answer.json().id);
    expect(entry).toMatchObject({
      debtorId: id,
      before: null,
      after: { username: 'new-colleague', email: 'colleague@shop.example' },
    });

    const [mail] = await outboxFor(ctx.database.db, 'colleague@shop.example');
    expect(mail?.subject).toBe(
      translate('de', 'manageDebtors:invitation.subject', {
        brand: 'Atelier',
        shop: (await detailOf('staff-admin', id)).name,
      }),
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/recover-password`);

    const before = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'new-colleague', password: '' },
    });
    expect(before.statusCode).toBe(400);
    const guessed = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/',
      payload: { username: 'new-colleague', password: '!invited' },
    });
    expect(guessed.statusCode).toBe(401);

    const set = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/recover-password/update',
      payload: {
        token: link.searchParams.get('token'),
        new_password: 'a-long-new-password',
        confirm_password: 'a-long-new-password',
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    const tokens = await login(ctx.app, 'new-colleague', 'a-long-new-password');
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: bearer(tokens.access),
    });
    expect(settings.json().debtor.id).toBe(id);
  });

  it('a repeat with the same Idempotency-Key creates one user, sends one mail, answers the first answer', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const payload = {
      username: 'Repeat-User',
      email: 'repeat@shop.example',
      preferred_language: 'en',
    };
    const headers = { 'idempotency-key': 'invite-repeat-user-1' };
    const first = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload,
      headers,
    });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload,
      headers,
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await outboxFor(ctx.database.db, 'repeat@shop.example')).length).toBe(1);
    expect(await auditEntriesOf(ctx, 'user.invite', first.json().id)).toHaveLength(1);
    const users = (await detailOf('staff-admin', id)).users.filter(
      (user) => user.username === 'repeat-user',
    );
    expect(users).toHaveLength(1);

    // The key is bound to its body and path: another user under the same key is refused.
    const other = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload: { ...payload, username: 'Other-User' },
      headers,
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const malformed = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload: { ...payload, username: 'Third-User' },
      headers: { 'idempotency-key': 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('idempotency_key_invalid');
  });

  it('refuses a taken user name and bad fields', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const taken = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload: { username: 'Demo-Shop', email: 'x@shop.example', preferred_language: 'nl' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    const bad = await call('staff-admin', 'POST', `/api/manage/debtors/${id}/users/`, {
      payload: { username: '', email: 'nope', preferred_language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['email', 'preferred_language', 'username']);
  });
});

describe('view as dealer', () => {
  it('answers reads as the shop’s account with a live grant, refuses writes, ends on DELETE', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const staff = await login(ctx.app, 'staff-service');
    const as = { ...bearer(staff.access), 'x-view-as-debtor': String(id) };
    // No grant yet.
    const early = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: as });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('view_as_ended');

    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/manage/debtors/${id}/view-as/`,
      headers: bearer(staff.access),
    });
    expect(start.statusCode, start.body).toBe(201);
    expect(start.json()).toMatchObject({ debtor_id: id, username: 'demo-shop' });
    const [started] = await auditEntriesOf(ctx, 'viewAsDealer.start');
    expect(started).toMatchObject({ staffUsername: 'staff-service', debtorId: id });

    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: as });
    expect(orders.statusCode, orders.body).toBe(200);
    expect(
      orders.json().results.every((order: { debtor_id: number }) => order.debtor_id === id),
    ).toBe(true);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/settings/',
      headers: as,
    });
    expect(settings.json()).toMatchObject({ username: 'demo-shop' });
    // Without the header the member of staff is still staff.
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: bearer(staff.access),
    });
    expect(plain.json().code).toBe('not_for_staff');

    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers: as,
      payload: {},
    });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({
      code: 'read_only_view',
      detail: translate('en-au', 'errors:read_only_view'),
    });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/user/settings/',
      headers: as,
      payload: { preferred_language: 'de' },
    });
    expect(patch.json().code).toBe('read_only_view');

    // Another debtor has no grant.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: {
        ...bearer(staff.access),
        'x-view-as-debtor': String(await debtorIdOf(ctx, '400019')),
      },
    });
    expect(other.json().code).toBe('view_as_ended');

    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/manage/debtors/${id}/view-as/`,
      headers: bearer(staff.access),
    });
    expect(end.statusCode).toBe(204);
    expect(await auditEntriesOf(ctx, 'viewAsDealer.end')).toHaveLength(1);
    const ended = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: as });
    expect(ended.statusCode).toBe(403);
    expect(ended.json().code).toBe('view_as_ended');
  });

  it('is bound to the session: it ends on log-out and another session has none', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const staff = await login(ctx.app, 'staff-admin');
    const other = await login(ctx.app, 'staff-admin');
    const start = await ctx.app.inject({
      method: 'POST',
      url: `/api/manage/debtors/${id}/view-as/`,
      headers: bearer(staff.access),
    });
    expect(start.statusCode).toBe(201);
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: { ...bearer(other.access), 'x-view-as-debtor': String(id) },
    });
    expect(elsewhere.json().code).toBe('view_as_ended');
    await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/logout/',
      payload: { refresh: staff.refresh },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: { ...bearer(staff.access), 'x-view-as-debtor': String(id) },
    });
    expect(after.statusCode).toBe(401);
  });

  it('is refused to a dealer, to staff without the permission, and for a malformed header', async () => {
    const id = await debtorIdOf(ctx, SHOP);
    const dealer = await call('demo-shop', 'GET', '/api/orders/', {
      headers: { 'x-view-as-debtor': String(id) },
    });
    expect(dealer.json().code).toBe('staff_only');
    const planner = await call('staff-planner', 'GET', '/api/orders/', {
      headers: { 'x-view-as-debtor': String(id) },
    });
    expect(planner.json().code).toBe('permission_denied');
    const start = await call('staff-planner', 'POST', `/api/manage/debtors/${id}/view-as/`);
    expect(start.json().code).toBe('permission_denied');
    const malformed = await call('staff-admin', 'GET', '/api/orders/', {
      headers: { 'x-view-as-debtor': 'all' },
    });
    expect(malformed.json().code).toBe('view_as_ended');
  });
});
