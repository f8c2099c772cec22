// The factories' integration API and the write side of production tracking (issue: production
// tracking): keys and their separation from dealer tokens, pull with a cursor, pushed events
// (repeated, out of order, illegal, dated ahead, batches), the live bus, mail, the audit and the
// throttling of calls without a key; on both databases.
import {
  formatDay,
  integrationPullSchema,
  PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
  type ProductionSite,
  productionEventBatchAnswerSchema,
  productionTransition,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, validArticles } from '../articles/test-support.js';
import {
  appUser,
  articleOrder,
  customerOrder,
  debtor,
  integrationAudit,
  productionEvent,
} from '../db/schema/index.js';
import type { ProductionChange } from '../live/live-bus.js';
import { outboxFor } from '../mail/mail.repository.js';
import { afterAnswers, useTestApp } from '../test/app.js';
import { REFUSED_CALLS_PER_ADDRESS } from './integration.routes.js';
import { createIntegrationKey, revokeKey } from './integration-keys.js';
import {
  type Fetcher,
  isDue,
  nextStatuses,
  SIMULATED_SECONDS,
  seededRandom,
  simulateStep,
} from './simulator.js';

// The portal's clock: orders are confirmed at the start of 2030 and the factories' events (dated
// that morning, see `at`) arrive a year later, when the simulator runs too.
const CONFIRMED_AT = new Date('2030-01-01T00:00:00Z');
const PUSHED_AT = new Date('2031-01-01T09:00:00Z');
let clock = PUSHED_AT;
const ctx = useTestApp({ integrationRateLimit: 40, clock: () => clock });
const call = caller(ctx);
const db = () => ctx.database.db;

let valid: Awaited<ReturnType<typeof validArticles>>;
let genemuiden: string;
let helmond: string;
const heard: ProductionChange[] = [];

beforeAll(async () => {
  valid = await validArticles(ctx);
  genemuiden = (await createIntegrationKey(db(), 'ateliergenemuiden', 'test')).key;
  helmond = (await createIntegrationKey(db(), 'atelierhelmond', 'test')).key;
  ctx.app.live.subscribe((event) => {
    if (event.type === 'production') heard.push(event);
  });
});

const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
const pull = (key: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/integration/v1/articles/${query}`,
    headers: withKey(key),
  });
const push = (key: string, events: unknown[], locale = 'en-au') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/integration/v1/events/',
    headers: { ...withKey(key), 'accept-language': locale },
    payload: { events },
  });

async function debtorIdOf(number: string) {
  const [row] = await db().select({ id: debtor.id }).from(debtor).where(eq(debtor.number, number));
  return row!.id;
}

/** A confirmed order of `username` with a pleat curtain and a rail; their order numbers. */
async function confirmedOrder(username = 'demo-shop', payload: Record<string, unknown> = {}) {
  const created = await call(username, 'POST', '/api/orders/', { payload });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json().id as number;
  const numbers: string[] = [];
  for (const type of ['pleatcurtain', 'rail'] as const) {
    const response = await call(username, 'POST', `/api/orders/${orderId}/articles/${type}/`, {
      payload: valid[type],
    });
    expect(response.statusCode, response.body).toBe(201);
    numbers.push(response.json().order_number);
  }
  clock = CONFIRMED_AT;
  const confirmed = await call(username, 'POST', `/api/orders/${orderId}/confirm/`, {
    payload: {},
  }).finally(() => {
    clock = PUSHED_AT;
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { orderId, curtain: numbers[0]!, rail: numbers[1]! };
}

async function articleRow(orderNumber: string) {
  const [row] = await db()
    .select()
    .from(articleOrder)
    .where(eq(articleOrder.orderNumber, orderNumber));
  return row!;
}

let sequence = 0;
const eventId = () => `evt-${Date.now()}-${++sequence}`;
const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 8, minutes)).toISOString();

describe('integration keys', () => {
  it('refuses a call without a key, with a dealer’s token and with a revoked key', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/integration/v1/articles/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: 'integration_key_invalid',
      detail: translate('en-au', 'errors:integration_key_invalid'),
    });
    const dealer = await call('demo-shop', 'GET', '/api/integration/v1/articles/');
    expect(dealer.statusCode).toBe(401);
    expect(dealer.json().code).toBe('integration_key_invalid');

    const spare = await createIntegrationKey(db(), 'ateliergenemuiden', 'spare');
    expect((await pull(spare.key)).statusCode).toBe(200);
    expect(await revokeKey(db(), spare.id)).toBe(true);
    expect((await pull(spare.key)).statusCode).toBe(401);
    expect(await revokeKey(db(), spare.id)).toBe(false);
  });

  it('stores only a hash of the key', async () => {
    const created = await createIntegrationKey(db(), 'atelierhelmond', 'hashed');
    const rows = await db().execute(
      sql`select key_hash, prefix from integration_key where id = ${created.id}`,
    );
    const row = (rows as unknown as { rows: { key_hash: string; prefix: string }[] }).rows[0]!;
    expect(row.key_hash).not.toContain(created.key);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(created.key.startsWith(row.prefix)).toBe(true);
  });

  it('is refused on the dealer’s calls', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/',
      headers: withKey(genemuiden),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_not_valid');
  });

  it('is rate-limited per key, with the usual error shape', async () => {
    const { key } = await createIntegrationKey(db(), 'atelierhelmond', 'busy');
    let last = await pull(key, '?limit=1');
    for (let i = 0; i < 40 && last.statusCode !== 429; i++) last = await pull(key, '?limit=1');
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('throttled');
    // Another key is not affected.
    expect((await pull(genemuiden, '?limit=1')).statusCode).toBe(200);
  });
});

describe('confirming an order', () => {
  it('starts every article’s timeline with an import event at its site and tells the live bus', async () => {
    heard.length = 0;
    const { orderId, curtain, rail } = await confirmedOrder();
    const curtainRow = await articleRow(curtain);
    const railRow = await articleRow(rail);
    expect(curtainRow).toMatchObject({
      productionStatus: 'import',
      productionSite: 'ateliergenemuiden',
    });
    expect(railRow.productionSite).toBe('atelierhelmond');
    const events = await db()
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.orderId, orderId))
      .orderBy(asc(productionEvent.id));
    expect(
      events.map((event) => [event.articleId, event.status, event.site, event.applied]),
    ).toEqual([
      [curtainRow.id, 'import', 'ateliergenemuiden', true],
      [railRow.id, 'import', 'atelierhelmond', true],
    ]);
    expect(
      heard.filter((event) => event.orderId === orderId).map((event) => event.articleId),
    ).toEqual([curtainRow.id, railRow.id]);
  });
});

describe('pulling confirmed articles', () => {
  it('gives a site its own articles with parameters and cut list, and nothing twice past the cursor', async () => {
    const first = integrationPullSchema.parse((await pull(genemuiden, '?limit=500')).json());
    const metalFirst = integrationPullSchema.parse((await pull(helmond, '?limit=500')).json());
    const { curtain, rail } = await confirmedOrder();
    const next = integrationPullSchema.parse(
      (await pull(genemuiden, `?since=${first.next_cursor}`)).json(),
    );
    expect(next.site).toBe('ateliergenemuiden');
    expect(next.results.map((article) => article.order_number)).toEqual([curtain]);
    const article = next.results[0]!;
    expect(article.article_type).toBe('pleatcurtain');
    expect(article.parameters).toMatchObject({ width: valid.pleatcurtain.width });
    expect(article.cut_list).not.toBeNull();
    expect(article.production_status).toBe('import');
    const after = integrationPullSchema.parse(
      (await pull(genemuiden, `?since=${next.next_cursor}`)).json(),
    );
    expect(after.results).toEqual([]);
    expect(after.next_cursor).toBe(next.next_cursor);
    const metal = integrationPullSchema.parse(
      (await pull(helmond, `?since=${metalFirst.next_cursor}`)).json(),
    );
    expect(metal.results.map((row) => row.order_number)).toEqual([rail]);
  });

  it('pages with has_more', async () => {
    await confirmedOrder();
    const page = integrationPullSchema.parse((await pull(genemuiden, '?limit=1')).json());
    expect(page.results).toHaveLength(1);
    expect(page.has_more).toBe(true);
    expect((await pull(genemuiden, '?limit=0')).statusCode).toBe(400);
  });
});

describe('pushing status events', () => {
  it('applies an event, answers a repeat as before without a change, and tells the live bus', async () => {
    const { curtain } = await confirmedOrder();
    const id = eventId();
    heard.length = 0;
    const event = {
      event_id: id,
      order_number: curtain,
      status: 'binnen',
      occurred_at: at(1),
      planned_date: '2030-01-20',
      stock_state: 'enoughstock',
    };
    const first = await push(genemuiden, [event]);
    expect(first.statusCode, first.body).toBe(200);
    expect(productionEventBatchAnswerSchema.parse(first.json()).results).toEqual([
      {
        event_id: id,
        order_number: curtain,
        outcome: 'applied',
        status: 200,
        production_status: 'binnen',
      },
    ]);
    expect(await articleRow(curtain)).toMatchObject({
      productionStatus: 'binnen',
      plannedDate: '2030-01-20',
      stockState: 'enoughstock',
    });
    expect(heard).toEqual([
      expect.objectContaining({
        status: 'binnen',
        plannedDate: '2030-01-20',
        stockState: 'enoughstock',
      }),
    ]);
    heard.length = 0;
    const again = await push(genemuiden, [event]);
    expect(again.statusCode).toBe(200);
    expect(again.json().results[0]).toMatchObject({
      outcome: 'duplicate',
      first_outcome: 'applied',
    });
    expect(await articleRow(curtain)).toMatchObject({
      productionStatus: 'binnen',
      plannedDate: '2030-01-20',
    });
    expect(heard).toEqual([]);
    const rows = await db()
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.externalEventId, id));
    expect(rows).toHaveLength(1);
  });

  it('refuses an event dated beyond the clock skew, keeps the status, and takes later real events', async () => {
    const { curtain } = await confirmedOrder();
    // A key of its own: the site's key has its calls per minute counted (40 in this file).
    const { key: site } = await createIntegrationKey(db(), 'ateliergenemuiden', 'own');
    const ahead = (minutes: number) =>
      new Date(PUSHED_AT.getTime() + minutes * 60_000).toISOString();
    const id = eventId();
    const future = await push(
      site,
      [
        {
          event_id: id,
          order_number: curtain,
          status: 'montage',
          occurred_at: '2099-01-01T00:00:00Z',
        },
      ],
      'nl',
    );
    expect(future.statusCode).toBe(409);
    const detail = translate('nl', 'errors:production_event_in_future', {
      minutes: PRODUCTION_EVENT_CLOCK_SKEW_MINUTES,
    });
    expect(future.json()).toMatchObject({ code: 'production_event_in_future', detail });
    expect(future.json().results).toEqual([
      {
        event_id: id,
        order_number: curtain,
        outcome: 'refused',
        status: 409,
        code: 'production_event_in_future',
        detail,
        production_status: 'import',
      },
    ]);
    expect(await articleRow(curtain)).toMatchObject({
      productionStatus: 'import',
      statusChangedAt: CONFIRMED_AT,
    });
    // Nothing was kept: the factory may send it again with the time it really happened.
    const resent = await push(site, [
      { event_id: id, order_number: curtain, status: 'produktie', occurred_at: at(50) },
    ]);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().results[0]).toMatchObject({ outcome: 'applied' });
    // Just beyond the skew is refused, at the skew is taken; a later real event still moves it.
    const beyond = await push(site, [
      {
        event_id: eventId(),
        order_number: curtain,
        status: 'confectie',
        occurred_at: ahead(PRODUCTION_EVENT_CLOCK_SKEW_MINUTES + 1),
      },
    ]);
    expect(beyond.json().results[0]).toMatchObject({
      outcome: 'refused',
      code: 'production_event_in_future',
    });
    const within = await push(site, [
      {
        event_id: eventId(),
        order_number: curtain,
        status: 'confectie',
        occurred_at: ahead(PRODUCTION_EVENT_CLOCK_SKEW_MINUTES),
      },
    ]);
    expect(within.json().results[0]).toMatchObject({ outcome: 'applied' });
    clock = new Date(PUSHED_AT.getTime() + 60 * 60_000);
    try {
      const later = await push(site, [
        { event_id: eventId(), order_number: curtain, status: 'montage', occurred_at: ahead(30) },
      ]);
      expect(later.json().results[0]).toMatchObject({
        outcome: 'applied',
        production_status: 'montage',
      });
    } finally {
      clock = PUSHED_AT;
    }
    expect((await articleRow(curtain)).productionStatus).toBe('montage');
    const stored = await db()
      .select({ status: productionEvent.status })
      .from(productionEvent)
      .where(eq(productionEvent.articleId, (await articleRow(curtain)).id))
      .orderBy(asc(productionEvent.id));
    expect(stored.map((row) => row.status)).toEqual([
      'import',
      'produktie',
      'confectie',
      'montage',
    ]);
  });

  it('answers an event id used again for another event with 409 and what differs; the same event again is a duplicate', async () => {
    const { curtain } = await confirmedOrder();
    // A key of its own: the site's key has its calls per minute counted (40 in this file).
    const { key: site } = await createIntegrationKey(db(), 'ateliergenemuiden', 'own');
    const other = await confirmedOrder();
    const id = eventId();
    const event = {
      event_id: id,
      order_number: curtain,
      status: 'binnen',
      occurred_at: at(1),
      planned_date: '2030-01-20',
      stock_state: 'enoughstock',
      message: 'Rol besteld',
    };
    expect((await push(site, [event])).json().results[0].outcome).toBe('applied');
    // The same event, its moment written with another offset and its fields in another order.
    const same = await push(site, [
      {
        message: ' Rol besteld ',
        stock_state: 'enoughstock',
        planned_date: '2030-01-20',
        occurred_at: '2030-01-01T09:01:00+01:00',
        status: 'binnen',
        order_number: curtain,
        event_id: id,
      },
    ]);
    expect(same.statusCode).toBe(200);
    expect(same.json().results[0]).toMatchObject({
      outcome: 'duplicate',
      first_outcome: 'applied',
    });

    const changed = await push(
      site,
      [{ ...event, status: 'produktie', planned_date: '2030-02-01' }],
      'de',
    );
    expect(changed.statusCode).toBe(409);
    const detail = translate('de', 'errors:production_event_id_reused', {
      fields: 'status, planned_date',
    });
    expect(changed.json()).toMatchObject({ code: 'production_event_id_reused', detail });
    expect(changed.json().results[0]).toMatchObject({
      event_id: id,
      outcome: 'refused',
      status: 409,
      code: 'production_event_id_reused',
      detail,
      production_status: 'binnen',
    });
    const elsewhere = await push(site, [{ ...event, order_number: other.curtain }]);
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().results[0]).toMatchObject({
      outcome: 'refused',
      code: 'production_event_id_reused',
      detail: translate('en-au', 'errors:production_event_id_reused', { fields: 'order_number' }),
      production_status: 'import',
    });
    const { message: _message, ...withoutMessage } = event;
    const later = { ...event, occurred_at: at(2) };
    expect((await push(site, [withoutMessage])).json().results[0].detail).toBe(
      translate('en-au', 'errors:production_event_id_reused', { fields: 'message' }),
    );
    expect((await push(site, [later])).json().results[0].code).toBe('production_event_id_reused');

    expect(await articleRow(curtain)).toMatchObject({
      productionStatus: 'binnen',
      plannedDate: '2030-01-20',
    });
    expect((await articleRow(other.curtain)).productionStatus).toBe('import');
    const rows = await db()
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.externalEventId, id));
    expect(rows).toHaveLength(1);
  });

  it('keeps an event older than the last applied one as history without moving the status back', async () => {
    const { curtain } = await confirmedOrder();
    const later = await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'confectie', occurred_at: at(30) },
    ]);
    expect(later.statusCode, later.body).toBe(200);
    const olderId = eventId();
    const older = await push(genemuiden, [
      { event_id: olderId, order_number: curtain, status: 'produktie', occurred_at: at(20) },
    ]);
    expect(older.statusCode).toBe(200);
    expect(older.json().results[0]).toMatchObject({
      outcome: 'history',
      production_status: 'confectie',
    });
    expect((await articleRow(curtain)).productionStatus).toBe('confectie');
    const [stored] = await db()
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.externalEventId, olderId));
    expect(stored).toMatchObject({ status: 'produktie', applied: false });
    const repeat = await push(genemuiden, [
      { event_id: olderId, order_number: curtain, status: 'produktie', occurred_at: at(20) },
    ]);
    expect(repeat.json().results[0]).toMatchObject({
      outcome: 'duplicate',
      first_outcome: 'history',
    });
  });

  it('refuses an illegal transition with 409 and the reason in the caller’s language', async () => {
    const { curtain } = await confirmedOrder();
    await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'montage', occurred_at: at(5) },
    ]);
    const back = await push(
      genemuiden,
      [{ event_id: eventId(), order_number: curtain, status: 'binnen', occurred_at: at(6) }],
      'de',
    );
    expect(back.statusCode).toBe(409);
    const detail = translate('de', 'errors:production_backwards');
    expect(back.json()).toMatchObject({ code: 'production_backwards', detail });
    expect(back.json().results[0]).toMatchObject({
      outcome: 'refused',
      status: 409,
      code: 'production_backwards',
      detail,
      production_status: 'montage',
    });
    const cancel = await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'annuleer', occurred_at: at(7) },
    ]);
    expect(cancel.json().code).toBe('production_too_late_to_cancel');
    expect((await articleRow(curtain)).productionStatus).toBe('montage');
  });

  it('answers a batch per event, each atomic: a refused or unknown one does not undo the others', async () => {
    const { curtain, rail } = await confirmedOrder();
    const other = await confirmedOrder('demo-au');
    const response = await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'gerprod', occurred_at: at(10) },
      { event_id: eventId(), order_number: curtain, status: 'import', occurred_at: at(11) },
      { event_id: eventId(), order_number: rail, status: 'binnen', occurred_at: at(11) },
      { event_id: eventId(), order_number: '9999998', status: 'binnen', occurred_at: at(11) },
      { event_id: eventId(), order_number: other.curtain, status: 'binnen', occurred_at: at(12) },
      { event_id: eventId(), order_number: curtain, status: 'produktie', occurred_at: at(13) },
    ]);
    expect(response.statusCode).toBe(207);
    expect(
      productionEventBatchAnswerSchema
        .parse(response.json())
        .results.map((result) => [result.outcome, result.status]),
    ).toEqual([
      ['applied', 200],
      ['refused', 409],
      // The rail is Helmond's: this key's site does not see it.
      ['not_found', 404],
      ['not_found', 404],
      ['applied', 200],
      ['applied', 200],
    ]);
    expect((await articleRow(curtain)).productionStatus).toBe('produktie');
    expect((await articleRow(rail)).productionStatus).toBe('import');
    expect((await articleRow(other.curtain)).productionStatus).toBe('binnen');
  });

  it('does not accept events for a draft’s articles', async () => {
    const created = await call('demo-shop', 'POST', '/api/orders/', { payload: {} });
    const orderId = created.json().id as number;
    const article = await call(
      'demo-shop',
      'POST',
      `/api/orders/${orderId}/articles/pleatcurtain/`,
      {
        payload: valid.pleatcurtain,
      },
    );
    const number = article.json().order_number as string;
    const response = await push(genemuiden, [
      { event_id: eventId(), order_number: number, status: 'binnen', occurred_at: at(1) },
    ]);
    expect(response.statusCode).toBe(207);
    expect(response.json().results[0].outcome).toBe('not_found');
    expect((await articleRow(number)).productionStatus).toBeNull();
  });

  it('takes one event id once, also sent at the same time for two articles (the second is refused)', async () => {
    const first = await confirmedOrder();
    const second = await confirmedOrder();
    const id = eventId();
    const answers = await Promise.all(
      [first.curtain, second.curtain].map((number) =>
        push(genemuiden, [
          { event_id: id, order_number: number, status: 'binnen', occurred_at: at(1) },
        ]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(
      answers.map((answer) => {
        const result = answer.json().results[0];
        return `${result.outcome} ${result.code ?? ''}`.trim();
      }),
    ).toEqual(expect.arrayContaining(['applied', 'refused production_event_id_reused']));
    const rows = await db()
      .select()
      .from(productionEvent)
      .where(eq(productionEvent.externalEventId, id));
    expect(rows).toHaveLength(1);
  });

  it('validates the batch as a whole', async () => {
    const bad = await push(genemuiden, [{ event_id: '', order_number: 'x', status: 'flying' }]);
    expect(bad.statusCode).toBe(400);
    const empty = await push(genemuiden, []);
    expect(empty.statusCode).toBe(400);
  });

  it('marks the order delivered when every article is delivered, with the latest planned date', async () => {
    const { orderId, curtain, rail } = await confirmedOrder();
    await push(genemuiden, [
      {
        event_id: eventId(),
        order_number: curtain,
        status: 'bezorgd',
        occurred_at: at(40),
        planned_date: '2030-01-10',
      },
    ]);
    const [half] = await db().select().from(customerOrder).where(eq(customerOrder.id, orderId));
    expect(half).toMatchObject({ orderType: 'confirmed', plannedDate: '2030-01-10' });
    await push(helmond, [
      {
        event_id: eventId(),
        order_number: rail,
        status: 'afgewerkt',
        occurred_at: at(41),
        planned_date: '2030-01-12',
      },
    ]);
    const [done] = await db().select().from(customerOrder).where(eq(customerOrder.id, orderId));
    expect(done).toMatchObject({ orderType: 'delivered', plannedDate: '2030-01-12' });
  });
});

describe('telling the dealer by mail', () => {
  it('mails the shop’s own account in its language on a problem, with the message, and not staff by default', async () => {
    const vanDijk = await debtorIdOf('100458');
    const { curtain } = await confirmedOrder('demo-service', { debtor_id: vanDijk });
    const before = (await outboxFor(db(), 'tracking@atelier.example')).length;
    const staffBefore = (await outboxFor(db(), 'service@atelier.example')).length;
    const response = await push(genemuiden, [
      {
        event_id: eventId(),
        order_number: curtain,
        status: 'probleem',
        occurred_at: at(3),
        message: 'Stof beschadigd, nieuwe rol besteld',
        planned_date: '2030-01-20',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    await ctx.app.background.idle();
    const mails = await outboxFor(db(), 'tracking@atelier.example');
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.kind).toBe('production_probleem');
    expect(mails[0]!.subject).toBe(
      translate('nl', 'productionMail:subject.probleem', { orderNumber: curtain }),
    );
    expect(mails[0]!.text).toContain('Stof beschadigd, nieuwe rol besteld');
    // The planned date as the mail's language writes a date, never the ISO date of the data.
    expect(mails[0]!.text).toContain(
      translate('nl', 'productionMail:planned', { date: formatDay('2030-01-20', 'nl') }),
    );
    expect(formatDay('2030-01-20', 'nl')).toBe('20 jan 2030');
    expect(`${mails[0]!.text}${mails[0]!.html}`).not.toContain('2030-01-20');
    expect(await outboxFor(db(), 'service@atelier.example')).toHaveLength(staffBefore);
    expect((await articleRow(curtain)).productionMessage).toBe(
      'Stof beschadigd, nieuwe rol besteld',
    );

    // The settings answer the setting as it applies.
    const staffSettings = await call('demo-service', 'GET', '/api/user/settings/');
    expect(staffSettings.json().production_mail).toBe(false);
    const ownerSettings = await call('demo-tracking', 'GET', '/api/user/settings/');
    expect(ownerSettings.json().production_mail).toBe(true);
    // Staff who switch it on get it; an owner who switches it off does not.
    const settings = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { production_mail: true },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().production_mail).toBe(true);
    await db()
      .update(appUser)
      .set({ settings: sql`${appUser.settings} || '{"production_mail": false}'::jsonb` })
      .where(eq(appUser.username, 'demo-tracking'));
    await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'gerverz', occurred_at: at(4) },
    ]);
    await ctx.app.background.idle();
    const staff = await outboxFor(db(), 'service@atelier.example');
    expect(staff).toHaveLength(staffBefore + 1);
    expect(staff[0]!.subject).toBe(
      translate('en', 'productionMail:subject.gerverz', { orderNumber: curtain }),
    );
    expect(await outboxFor(db(), 'tracking@atelier.example')).toHaveLength(before + 1);
    // The message went with the problem.
    expect((await articleRow(curtain)).productionMessage).toBeNull();
  });

  it('does not mail on steps in between', async () => {
    const { curtain } = await confirmedOrder();
    const before = (await outboxFor(db(), 'shop@atelier.example')).length;
    await push(genemuiden, [
      { event_id: eventId(), order_number: curtain, status: 'produktie', occurred_at: at(2) },
    ]);
    await ctx.app.background.idle();
    expect(await outboxFor(db(), 'shop@atelier.example')).toHaveLength(before);
  });
});

describe('the audit', () => {
  it('records every call with a valid key, with its status and number of events, and none without', async () => {
    const { key, id } = await createIntegrationKey(
      db(),
      'ateliergenemuiden' as ProductionSite,
      'audited',
    );
    const { curtain } = await confirmedOrder();
    await push(key, [
      { event_id: eventId(), order_number: curtain, status: 'binnen', occurred_at: at(1) },
      { event_id: eventId(), order_number: curtain, status: 'gerprod', occurred_at: at(2) },
    ]);
    await ctx.app.inject({
      method: 'GET',
      url: '/api/integration/v1/articles/',
      headers: withKey('atk_wrong'),
    });
    await afterAnswers(ctx);
    const rows = await db().select().from(integrationAudit).where(eq(integrationAudit.keyId, id));
    expect(rows.map((row) => [row.method, row.path, row.status, row.items])).toEqual([
      ['POST', '/api/integration/v1/events/', 200, 2],
    ]);
    // Nor the calls without a key, with a dealer's token or a revoked key of the tests above.
    expect(
      await db().select().from(integrationAudit).where(isNull(integrationAudit.keyId)),
    ).toEqual([]);
  });
});

describe('calls without a valid key', () => {
  const auditRows = async () => {
    await afterAnswers(ctx);
    const [row] = await db().select({ rows: count() }).from(integrationAudit);
    return row!.rows;
  };
  const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/integration/v1/events/',
      remoteAddress,
      headers,
      payload: { events: [] },
    });

  it('are throttled per address after their limit, before the key is looked at, and leave no audit row', async () => {
    const before = await auditRows();
    const revoked = await createIntegrationKey(db(), 'ateliergenemuiden', 'revoked');
    await revokeKey(db(), revoked.id);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 700; i++) {
      const headers =
        i % 3 === 0
          ? {}
          : i % 3 === 1
            ? withKey(`atk_guess${i}-${'x'.repeat(40)}`)
            : withKey(revoked.key);
      const response = await from('203.0.113.7', headers);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'throttled' });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(await auditRows()).toBe(before);
    expect(Object.fromEntries(statuses)).toEqual({
      401: REFUSED_CALLS_PER_ADDRESS,
      429: 700 - REFUSED_CALLS_PER_ADDRESS,
    });
    // A throttled address is answered before its key is judged, a valid one too…
    const valid = await createIntegrationKey(db(), 'ateliergenemuiden', 'valid');
    expect((await from('203.0.113.7', withKey(valid.key))).statusCode).toBe(429);
    // …while the key from elsewhere, and another address without a key, are not affected.
    const elsewhere = await from('198.51.100.20', withKey(valid.key));
    expect(elsewhere.statusCode).toBe(400);
    expect((await from('198.51.100.21')).statusCode).toBe(401);
    expect(await auditRows()).toBe(before + 1);
  });
});

describe('the simulator', () => {
  const fetcher: Fetcher = async (url, init) => {
    const response = await ctx.app.inject({
      method: init.method,
      url: url.replace('http://portal.test', ''),
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    return { status: response.statusCode, json: async () => response.json() };
  };

  it('imports a newly confirmed order and moves open articles one step in a single step', async () => {
    const { curtain, rail } = await confirmedOrder();
    const problem = await confirmedOrder();
    await push(genemuiden, [
      {
        event_id: eventId(),
        order_number: problem.curtain,
        status: 'confectie',
        occurred_at: at(1),
      },
      {
        event_id: eventId(),
        order_number: problem.curtain,
        status: 'probleem',
        occurred_at: at(2),
      },
    ]);
    const lines: string[] = [];
    const report = await simulateStep({
      baseUrl: 'http://portal.test',
      keys: [
        { site: 'ateliergenemuiden', key: genemuiden },
        { site: 'atelierhelmond', key: helmond },
      ],
      random: seededRandom(1),
      everyStepDue: true,
      fetch: fetcher,
      // After the events of the other tests (dated 2030).
      now: () => new Date('2031-01-01T09:00:00Z'),
      log: (line) => lines.push(line),
    });
    expect(report.imported).toBeGreaterThanOrEqual(2);
    expect(report.moved).toBeGreaterThan(report.imported);
    expect(await articleRow(curtain)).toMatchObject({ productionStatus: 'binnen' });
    expect((await articleRow(curtain)).plannedDate).not.toBeNull();
    expect((await articleRow(rail)).productionStatus).toBe('binnen');
    // A problem resumes where it stopped, after the refused earlier choices.
    expect((await articleRow(problem.curtain)).productionStatus).toBe('confectie');
    expect(lines.some((line) => line.includes(`${curtain} import → binnen`))).toBe(true);
  });

  it('waits for an article’s time in its status unless every step is due', () => {
    const article = {
      production_status: 'produktie',
      status_changed_at: new Date(Date.now() - 5_000).toISOString(),
    } as Parameters<typeof isDue>[0];
    expect(isDue(article, new Date(), false)).toBe(false);
    expect(isDue(article, new Date(Date.now() + SIMULATED_SECONDS.produktie * 1000), false)).toBe(
      true,
    );
    expect(isDue(article, new Date(), true)).toBe(true);
    expect(isDue({ ...article, production_status: 'afgewerkt' }, new Date(), true)).toBe(false);
  });

  it('now and then waits for stock or hits a problem, and never leaves the lifecycle', () => {
    const random = seededRandom(7);
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      for (const status of ['binnen', 'produktie'] as const) {
        const [next] = nextStatuses(
          { article_type: 'pleatcurtain', production_status: status },
          random,
        );
        seen.add(next!);
        expect(productionTransition(status, next!).ok).toBe(true);
      }
    }
    expect(seen).toEqual(new Set(['wacht', 'gerprod', 'probleem', 'confectie']));
    expect(
      nextStatuses({ article_type: 'rail', production_status: 'produktie' }, () => 0.99),
    ).toEqual(['montage']);
  });
});
