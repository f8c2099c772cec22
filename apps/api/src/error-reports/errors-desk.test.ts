// The errors desk: staff with the `errors` permission find a group by title, by the reference a
// dealer read out or by trace id, read its reports and a report's stack and breadcrumbs, and
// resolve, ignore or reopen it (audited); a resolved group comes back with a new report, an
// ignored one does not. Dealers, other staff and anonymous callers read nothing.
import { errorReference } from '@atelier/domain';
import { describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';
import {
  browserError,
  eventEnvelope,
  hexId,
  pageRecording,
  postEnvelope,
  replayEnvelope,
} from './test-support.js';

const ctx = useTestApp();
const call = caller(ctx);

/** Reports one fault (its own fingerprint) and answers its group's id. */
async function report(title: string, overrides: Parameters<typeof browserError>[0] = {}) {
  const event = browserError({
    exception: {
      values: [
        {
          type: 'RangeError',
          value: title,
          stacktrace: {
            frames: [{ filename: '/assets/prices-Zx81Qa0p.js', function: 'priceOf', in_app: true }],
          },
        },
      ],
    },
    ...overrides,
  });
  const answer = await postEnvelope(ctx, eventEnvelope(event));
  expect(answer.statusCode, answer.body).toBe(200);
  const found = await call('staff-service', 'GET', `/api/manage/errors/events/${event.event_id}/`);
  expect(found.statusCode, found.body).toBe(200);
  return { event, groupId: found.json().group_id as number };
}

const groupIds = async (query: string, as = 'staff-service') => {
  const answer = await call(as, 'GET', `/api/manage/errors/?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results.map((group: { id: number }) => group.id) as number[];
};

describe('the errors desk', () => {
  it('finds a group by title, by a dealer’s reference, by event id and by trace id', async () => {
    const traceId = hexId();
    const { event, groupId } = await report(
      `Price of fabric ${hexId().slice(0, 6)}z out of range`,
      {
        contexts: { trace: { trace_id: traceId, span_id: '0123456789abcdef' } },
      },
    );
    const reference = errorReference(event.event_id as string);
    expect(reference).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    for (const q of [
      'of fabric',
      reference,
      reference.toLowerCase().replace(/-/g, ' '),
      event.event_id as string,
      traceId,
      traceId.toUpperCase(),
    ]) {
      expect(await groupIds(`q=${encodeURIComponent(q)}`), q).toContain(groupId);
    }
    expect(await groupIds(`q=${hexId().slice(0, 12)}`)).toEqual([]);
    expect(await groupIds('q=status%3Dnothing-like-this')).toEqual([]);
    const listed = (await call('staff-admin', 'GET', `/api/manage/errors/?q=${reference}`)).json();
    expect(listed.results[0]).toMatchObject({
      id: groupId,
      title: expect.stringContaining('RangeError: Price of fabric'),
      culprit: '/account/orders/:id',
      status: 'open',
      count: 1,
      last_reference: reference,
      last_release: 'atelier@1.4.0',
      actions: ['resolve', 'ignore'],
    });
  });

  it('shows a group’s reports and a report’s stack, breadcrumbs, browser, route and debtor', async () => {
    const { event, groupId } = await report(`Lines ${hexId().slice(0, 6)}q missing`, {
      user: { id: '88' },
    });
    const group = await call('staff-service', 'GET', `/api/manage/errors/${groupId}/`);
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json().events).toEqual([
      expect.objectContaining({
        event_id: event.event_id,
        reference: errorReference(event.event_id as string),
        route: '/account/orders/:id',
        browser: 'Chrome 131',
        os: 'Windows',
        release: 'atelier@1.4.0',
        debtor_id: 88,
        has_replay: false,
      }),
    ]);
    const detail = (
      await call('staff-service', 'GET', `/api/manage/errors/events/${event.event_id}/`)
    ).json();
    expect(detail.exceptions[0]).toMatchObject({
      type: 'RangeError',
      frames: [
        {
          filename: '/assets/prices-Zx81Qa0p.js',
          function: 'priceOf',
          in_app: true,
          lineno: null,
          colno: null,
        },
      ],
    });
    expect(detail.breadcrumbs.map((crumb: { category: string }) => crumb.category)).toEqual([
      'navigation',
      'fetch',
    ]);
    expect(detail.breadcrumbs[1].data).toEqual({
      method: 'GET',
      url: '/api/orders/1042/',
      status_code: 200,
    });
    expect(detail.tags).toEqual({ page: 'order' });
    // Unknown ids are 404; malformed ones too.
    for (const url of [
      `/api/manage/errors/events/${hexId()}/`,
      '/api/manage/errors/events/not-an-id/',
      `/api/manage/errors/replays/${hexId()}/`,
      '/api/manage/errors/2147483647/',
      '/api/manage/errors/0/',
    ]) {
      const answer = await call('staff-service', 'GET', url);
      expect(`${url} ${answer.statusCode} ${answer.json().code}`).toBe(`${url} 404 not_found`);
    }
  });

  it('resolves, ignores and reopens with an audit entry; refuses a step the status does not allow', async () => {
    const { groupId } = await report(`Rail ${hexId().slice(0, 6)}r too long`);
    const step = (action: string, as = 'staff-service') =>
      call(as, 'POST', `/api/manage/errors/${groupId}/${action}/`);
    const resolved = await step('resolve');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', actions: ['ignore', 'reopen'] });
    const [entry] = await auditEntriesOf(ctx, 'errorGroup.resolve', groupId);
    expect(entry).toMatchObject({
      staffUsername: 'staff-service',
      subject: 'errorGroup',
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
    const again = await step('resolve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('error_status_not_allowed');
    expect((await step('reopen', 'staff-admin')).json().status).toBe('open');
    expect(await auditEntriesOf(ctx, 'errorGroup.reopen', groupId)).toHaveLength(1);
    expect((await step('ignore')).json().status).toBe('ignored');
    expect(await groupIds('status=ignored')).toContain(groupId);
    expect(await groupIds('status=open')).not.toContain(groupId);
    expect((await step('nonsense')).statusCode).toBe(404);
    expect(
      (await call('staff-service', 'POST', `/api/manage/errors/2147483647/resolve/`)).statusCode,
    ).toBe(404);
  });

  it('opens a resolved group again on a new report, and leaves an ignored one ignored', async () => {
    const title = `Stroke ${hexId().slice(0, 6)}s not found`;
    const { groupId } = await report(title);
    await call('staff-service', 'POST', `/api/manage/errors/${groupId}/resolve/`);
    const back = await report(title);
    expect(back.groupId).toBe(groupId);
    const group = (await call('staff-service', 'GET', `/api/manage/errors/${groupId}/`)).json();
    expect(group).toMatchObject({ status: 'open', count: 2 });
    await call('staff-service', 'POST', `/api/manage/errors/${groupId}/ignore/`);
    await report(title);
    expect(
      (await call('staff-service', 'GET', `/api/manage/errors/${groupId}/`)).json(),
    ).toMatchObject({
      status: 'ignored',
      count: 3,
    });
  });

  it('orders and pages the list, and counts the open groups for the overview', async () => {
    const summary = await call('staff-service', 'GET', '/api/manage/errors/summary/');
    expect(summary.statusCode, summary.body).toBe(200);
    const open = await groupIds('status=open&page_size=100');
    expect(summary.json()).toEqual({ open: open.length, kept: true });
    const byCount = (
      await call('staff-service', 'GET', '/api/manage/errors/?ordering=-count&page_size=100')
    ).json();
    const counts = byCount.results.map((group: { count: number }) => group.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const paged = (
      await call('staff-service', 'GET', '/api/manage/errors/?page_size=1&page=2')
    ).json();
    expect(paged.results).toHaveLength(1);
    expect(paged.previous).toContain('page=1');
    for (const query of ['ordering=title', 'status=new', 'page_size=1000', 'page=0']) {
      const answer = await call('staff-service', 'GET', `/api/manage/errors/?${query}`);
      expect(answer.statusCode, query).toBe(400);
    }
  });
});

describe('who reads the errors desk', () => {
  it('is staff with the permission: customer service and the administrator', async () => {
    const replayId = hexId();
    const { event, groupId } = await report(`Who ${hexId().slice(0, 6)}w reads`, {
      contexts: { replay: { replay_id: replayId } },
    });
    expect(
      (
        await postEnvelope(
          ctx,
          replayEnvelope({ replayId, segmentId: 0, events: pageRecording('/') }),
        )
      ).statusCode,
    ).toBe(200);
    const reads = [
      '/api/manage/errors/',
      '/api/manage/errors/summary/',
      `/api/manage/errors/${groupId}/`,
      `/api/manage/errors/events/${event.event_id}/`,
      `/api/manage/errors/replays/${replayId}/`,
    ];
    for (const url of reads) {
      for (const staff of ['staff-service', 'staff-admin']) {
        expect((await call(staff, 'GET', url)).statusCode, `${staff} ${url}`).toBe(200);
      }
      for (const [who, code] of [
        ['staff-planner', 'permission_denied'],
        ['staff-driver', 'permission_denied'],
        ['demo-shop', 'staff_only'],
        ['demo-service', 'staff_only'],
      ]) {
        const answer = await call(who as string, 'GET', url);
        expect(`${who} ${url} ${answer.statusCode} ${answer.json().code}`).toBe(
          `${who} ${url} 403 ${code}`,
        );
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('not_authenticated');
    }
    const dealerStep = await call('demo-shop', 'POST', `/api/manage/errors/${groupId}/resolve/`);
    expect(dealerStep.statusCode).toBe(403);
    const anonymousStep = await ctx.app.inject({
      method: 'POST',
      url: `/api/manage/errors/${groupId}/resolve/`,
    });
    expect(anonymousStep.statusCode).toBe(401);
    expect(
      (await call('staff-service', 'GET', `/api/manage/errors/${groupId}/`)).json().status,
    ).toBe('open');
  });
});
