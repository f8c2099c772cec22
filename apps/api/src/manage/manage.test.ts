// The back office's door: staff log in on the same page, reach `/api/manage/…` by their role,
// reach no dealer route but their own account's; dealers reach no back-office route; the audit
// trail records staff writes and only the administrator reads it.
import { MANAGE_PERMISSIONS, STAFF_ROLES, staffAllowed, staffPermissions } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { recordAudit } from '../audit/audit.js';
import { loadPrincipal } from '../auth/principal.repository.js';
import { requestContext } from '../context/request-context.js';
import { login, useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const ctx = useTestApp();
const call = caller(ctx);

const STAFF = {
  administrator: 'staff-admin',
  customerService: 'staff-service',
  productionPlanner: 'staff-planner',
  driver: 'staff-driver',
} as const;

const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/** Every back-office route with a concrete path. */
const manageRoutes = () =>
  ctx.app
    .routePermissions()
    .filter((route) => route.url.startsWith('/api/manage/') && route.method !== 'HEAD')
    .map((route) => ({
      ...route,
      path: route.url.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x'),
    }));

describe('a member of staff', () => {
  it('logs in on the same page and carries the role as a hint in the token', async () => {
    const staff = await login(ctx.app, 'staff-driver');
    expect(payloadOf(staff.access).stf).toBe('driver');
    expect(payloadOf(staff.refresh).stf).toBe('driver');
    const dealer = await login(ctx.app, 'demo-shop');
    expect(payloadOf(dealer.access).stf).toBeUndefined();
    // The refreshed pair keeps the hint.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/easyorder/token/refresh/',
      payload: { refresh: staff.refresh },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(payloadOf(refreshed.json().access).stf).toBe('driver');
  });

  it('reads who they are and what they may do, for every role', async () => {
    for (const role of STAFF_ROLES) {
      const answer = await call(STAFF[role], 'GET', '/api/manage/me/');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        username: STAFF[role],
        staff_role: role,
        permissions: staffPermissions(role),
      });
    }
    const staff = await call('staff-planner', 'GET', '/api/manage/staff/');
    expect(staff.json().map((member: { username: string }) => member.username)).toEqual([
      'staff-admin',
      'staff-driver',
      'staff-planner',
      'staff-service',
    ]);
  });

  it('reaches no dealer route but the account’s own', async () => {
    const orders = await call('staff-admin', 'GET', '/api/orders/');
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({
      code: 'not_for_staff',
      detail: translate('en-au', 'errors:not_for_staff'),
    });
    for (const url of [
      '/api/track/',
      '/api/rma/',
      '/api/samples/',
      '/api/customers/address-book/',
    ]) {
      const answer = await call('staff-service', 'GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code, url).toBe('not_for_staff');
    }
    // The language of the account is the account's own.
    const language = await call('staff-admin', 'PATCH', '/api/user/settings/', {
      payload: { preferred_language: 'de' },
    });
    expect(language.statusCode, language.body).toBe(200);
  });
});

describe('every back-office route', () => {
  it('names the staff permission it needs', () => {
    const routes = manageRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const undeclared = routes.filter(
      (route) => !route.manage || !(MANAGE_PERMISSIONS as readonly string[]).includes(route.manage),
    );
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
    // And no dealer route is one.
    const mixed = ctx.app
      .routePermissions()
      .filter((route) => route.manage && route.feature)
      .map((route) => `${route.method} ${route.url}`);
    expect(mixed).toEqual([]);
  });

  it('refuses a dealer’s token, a shop’s and a service account’s alike', async () => {
    for (const username of ['demo-shop', 'demo-service']) {
      for (const route of manageRoutes()) {
        const answer = await call(username, route.method as 'GET', route.path, { payload: {} });
        expect(`${route.method} ${route.url} ${answer.statusCode} ${answer.json().code}`).toBe(
          `${route.method} ${route.url} 403 staff_only`,
        );
      }
    }
  });

  it('refuses a member of staff whose role lacks the permission', async () => {
    for (const role of STAFF_ROLES) {
      for (const route of manageRoutes()) {
        if (!route.manage || staffAllowed(role, route.manage)) continue;
        const answer = await call(STAFF[role], route.method as 'GET', route.path, { payload: {} });
        expect(
          `${role} ${route.method} ${route.url} ${answer.statusCode} ${answer.json().code}`,
        ).toBe(`${role} ${route.method} ${route.url} 403 permission_denied`);
      }
    }
  });

  it('refuses a call without a token', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/manage/me/' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('the audit trail', () => {
  it('records a staff write and lets the administrator read and filter it', async () => {
    const admin = await loadPrincipal(
      ctx.database.db,
      (await call('staff-admin', 'GET', '/api/manage/me/')).json().id,
      payloadOf((await login(ctx.app, 'staff-admin')).access).fam,
    );
    expect(admin).not.toBeNull();
    const staffCtx = requestContext(admin!, 'en');
    await ctx.database.db.transaction(async (tx) => {
      await recordAudit(tx, staffCtx, {
        action: 'debtor.flags',
        subject: 'debtor',
        subjectId: 7,
        debtorId: 7,
        before: { show_sample_service_buttons: true },
        after: { show_sample_service_buttons: false },
      });
    });
    // A rolled-back write leaves no entry.
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await recordAudit(tx, staffCtx, {
          action: 'debtor.rollback',
          subject: 'debtor',
          subjectId: 7,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await auditEntriesOf(ctx, 'debtor.rollback')).toEqual([]);
    expect(await auditEntriesOf(ctx, 'debtor.flags', 7)).toHaveLength(1);

    const page = await call('staff-admin', 'GET', '/api/manage/audit/?subject=debtor&debtor_id=7');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      count: 1,
      results: [
        {
          staff_username: 'staff-admin',
          action: 'debtor.flags',
          subject: 'debtor',
          subject_id: '7',
          debtor_id: 7,
          before: { show_sample_service_buttons: true },
          after: { show_sample_service_buttons: false },
        },
      ],
    });
    const today = new Date().toISOString().slice(0, 10);
    const dated = await call('staff-admin', 'GET', `/api/manage/audit/?from=${today}&to=${today}`);
    expect(dated.json().count).toBeGreaterThanOrEqual(1);
    const yesterday = await call('staff-admin', 'GET', '/api/manage/audit/?to=2020-01-01');
    expect(yesterday.json().count).toBe(0);
  });

  it('refuses bad filters with field messages', async () => {
    const answer = await call(
      'staff-admin',
      'GET',
      '/api/manage/audit/?subject=nothing&from=yesterday',
    );
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json()).sort()).toEqual(['from', 'subject']);
  });

  it('refuses a dealer context: only staff write through the back office', async () => {
    const dealer = await call('demo-shop', 'GET', '/api/user/settings/');
    expect(dealer.statusCode).toBe(200);
    const tokens = await login(ctx.app, 'demo-shop');
    const principal = await loadPrincipal(
      ctx.database.db,
      payloadOf(tokens.access).sub * 1,
      payloadOf(tokens.access).fam,
    );
    await expect(
      recordAudit(ctx.database.db, requestContext(principal!, 'en'), {
        action: 'x.y',
        subject: 'debtor',
        subjectId: 1,
      }),
    ).rejects.toThrow('not a member of staff');
  });
});
