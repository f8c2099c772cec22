// The returns desk: staff list, read and decide on every shop's returns (accept with a
// resolution, a remake becoming a confirmed production order with tracking; refuse with a reason;
// ask for information), each decision audited, told live and by mail; the dealer reads the
// decision in their language and answers a question on the return.
import { manageReturnPageSchema, manageReturnSchema, rmaAnswerSchema } from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller, confirmDirectly, validArticles } from '../articles/test-support.js';
import {
  articleOrder,
  customerOrder,
  fabric,
  fabricFamily,
  outboxMessage,
  productionEvent,
} from '../db/schema/index.js';
import type { LiveEvent } from '../live/live-bus.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';
import { multipartFiles, pngOfSize } from '../test/upload-files.js';

const ctx = useTestApp({ clock: () => new Date('2026-11-24T09:00:00Z') });
const call = caller(ctx);
const DESK = '/api/manage/returns/';

let article: string;

async function confirmedArticle(username: string): Promise<string> {
  const order = await call(username, 'POST', '/api/orders/', { payload: { commission: 'Jansen' } });
  expect(order.statusCode, order.body).toBe(201);
  const valid = await validArticles(ctx);
  const made = await call(
    username,
    'POST',
    `/api/orders/${order.json().id}/articles/pleatcurtain/`,
    {
      payload: valid.pleatcurtain,
    },
  );
  expect(made.statusCode, made.body).toBe(201);
  await confirmDirectly(ctx, order.json().id);
  return made.json().order_number as string;
}

async function fileReturn(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call('demo-shop', 'POST', '/api/rma/', {
    payload: {
      article_order_number: article,
      customer_name: 'Familie Jansen',
      street: 'Dorpsstraat 12',
      city: 'Amersfoort',
      postcode: '3811 AB',
      country: 'nl',
      workshop: 'genemuiden',
      hanger_type: 'hooks',
      hanger_count: 24,
      reason: 'production_fault',
      description: 'The hem is uneven on the left panel.',
      solution: 'repair',
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order_number as string;
}

const post = (username: string, url: string, payload: unknown, headers = {}) =>
  call(username, 'POST', url, { payload, headers });

/** Events the live bus carries while `work` runs. */
async function liveDuring(work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const seen: LiveEvent[] = [];
  const stop = ctx.app.live.subscribe((event) => seen.push(event));
  try {
    await work();
    await new Promise((resolve) => setTimeout(resolve, 150));
  } finally {
    stop();
  }
  return seen;
}

async function mailsOf(kind: string) {
  await ctx.app.background.idle();
  return ctx.database.db.select().from(outboxMessage).where(eq(outboxMessage.kind, kind));
}

beforeAll(async () => {
  article = await confirmedArticle('demo-shop');
});

describe('the desk’s door', () => {
  it('opens for the roles with `returns`, not for the driver, never for a dealer', async () => {
    for (const username of ['staff-admin', 'staff-service', 'staff-planner']) {
      const list = await call(username, 'GET', DESK);
      expect(list.statusCode, `${username} ${list.body}`).toBe(200);
      manageReturnPageSchema.parse(list.json());
    }
    const driver = await call('staff-driver', 'GET', DESK);
    expect(driver.statusCode).toBe(403);
    expect(driver.json().code).toBe('permission_denied');
    const dealer = await call('demo-shop', 'GET', DESK);
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().code).toBe('staff_only');
  });
});

describe('the list and a return', () => {
  it('lists every shop’s returns by state, shop and search, and counts those waiting', async () => {
    const number = await fileReturn();
    const waiting = await call('staff-service', 'GET', `${DESK}?state=waiting&page_size=200`);
    expect(waiting.statusCode, waiting.body).toBe(200);
    const found = manageReturnPageSchema
      .parse(waiting.json())
      .results.find((row) => row.order_number === number);
    expect(found).toMatchObject({
      state: 'confirmed',
      debtor_name: expect.any(String),
      actions: ['accept', 'refuse', 'ask'],
      history: [{ kind: 'filed', user_name: 'demo-shop', by_staff: false }],
    });
    const rmaNumber = found!.rma_number;
    const searched = await call('staff-service', 'GET', `${DESK}?search=${rmaNumber}`);
    expect(searched.json().results.map((row: { rma_number: string }) => row.rma_number)).toEqual([
      rmaNumber,
    ]);
    const byShop = await call(
      'staff-service',
      'GET',
      `${DESK}?debtor=${found!.debtor_id}&page_size=200`,
    );
    expect(
      byShop
        .json()
        .results.every((row: { debtor_id: number }) => row.debtor_id === found!.debtor_id),
    ).toBe(true);
    const otherShop = await call('staff-service', 'GET', `${DESK}?debtor=999999`);
    expect(otherShop.json().count).toBe(0);
    const count = await call('staff-planner', 'GET', `${DESK}waiting/`);
    expect(count.json().count).toBeGreaterThanOrEqual(1);
    const bad = await call('staff-service', 'GET', `${DESK}?state=lost`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['state']);
  });

  it('shows one return with its article, order and photos, served to staff', async () => {
    const number = await fileReturn();
    const body = multipartFiles('photos', [
      { name: 'hem.png', type: 'image/png', bytes: pngOfSize(20_000) },
    ]);
    const uploaded = await call('demo-shop', 'POST', `/api/rma/${number}/photos/`, {
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const detail = await call('staff-service', 'GET', `${DESK}${number}/`);
    expect(detail.statusCode, detail.body).toBe(200);
    const desk = manageReturnSchema.parse(detail.json());
    expect(desk.article).toMatchObject({ order_number: article, order_type: 'confirmed' });
    // The article names its fabric as a person reads it (collection and colour), as the order does.
    const [catalogue] = await ctx.database.db
      .select({ family: fabricFamily.name })
      .from(fabric)
      .innerJoin(fabricFamily, eq(fabricFamily.id, fabric.familyId))
      .where(eq(fabric.fabricUuid, desk.article.main_fabric ?? ''));
    expect(catalogue?.family).toBeTruthy();
    expect(desk.article.main_fabric_name).toContain(catalogue?.family);
    expect(desk.article.main_fabric_name).not.toContain(desk.article.main_fabric);
    const photo = desk.photos[0]!;
    expect(photo.url).toBe(`${DESK}${number}/photos/${photo.id}/`);
    const bytes = await call('staff-service', 'GET', photo.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    // The dealer's own path serves the same photo to the dealer; the desk's path only to staff.
    expect((await call('demo-shop', 'GET', photo.url)).statusCode).toBe(403);
    expect((await call('staff-service', 'GET', `${DESK}9999998/`)).statusCode).toBe(404);
  });
});

describe('asking and answering', () => {
  it('asks the dealer, who reads the question, answers on the return and sends it back', async () => {
    const number = await fileReturn();
    const question = 'Which panel is uneven, and by how many centimetres?';
    let asked: Awaited<ReturnType<typeof post>> | undefined;
    const events = await liveDuring(async () => {
      asked = await post('staff-service', `${DESK}${number}/ask/`, { question });
    });
    expect(asked!.statusCode, asked!.body).toBe(200);
    expect(asked!.json()).toMatchObject({ state: 'information_requested', question, actions: [] });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'rma', orderNumber: number, state: 'information_requested' }),
    );
    const [entry] = await auditEntriesOf(ctx, 'rma.ask', number);
    expect(entry).toMatchObject({
      staffUsername: 'staff-service',
      subject: 'rma',
      before: expect.objectContaining({ state: 'confirmed' }),
      after: expect.objectContaining({ state: 'information_requested', question }),
    });
    const mails = await mailsOf('rma_information_requested');
    expect(mails.some((mail) => mail.text.includes(question))).toBe(true);

    // Asked twice: the return waits for the dealer now.
    const again = await post('staff-service', `${DESK}${number}/ask/`, { question });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rma_action_refused');

    const seen = rmaAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/rma/${number}/`)).json(),
    );
    expect(seen).toMatchObject({ question, dealer_actions: ['answer'] });
    // Another shop cannot read nor answer it.
    expect((await call('demo-au', 'GET', `/api/rma/${number}/`)).statusCode).toBe(404);
    const foreign = await post('demo-au', `/api/rma/${number}/answer/`, { answer: 'Left, 2 cm' });
    expect(foreign.statusCode).toBe(404);
    const empty = await post('demo-shop', `/api/rma/${number}/answer/`, { answer: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['answer']);

    let answered: Awaited<ReturnType<typeof post>> | undefined;
    const answerEvents = await liveDuring(async () => {
      answered = await post(
        'demo-shop',
        `/api/rma/${number}/answer/`,
        { answer: 'Left, 2 cm' },
        {
          'idempotency-key': `answer-${number}`,
        },
      );
    });
    expect(answered!.statusCode, answered!.body).toBe(200);
    expect(answered!.json()).toMatchObject({ state: 'answered', information_answer: 'Left, 2 cm' });
    expect(answerEvents).toContainEqual(
      expect.objectContaining({ type: 'rma', state: 'answered' }),
    );
    // The same key answers the first answer; a new one finds no open question.
    const repeat = await post(
      'demo-shop',
      `/api/rma/${number}/answer/`,
      { answer: 'Left, 2 cm' },
      {
        'idempotency-key': `answer-${number}`,
      },
    );
    expect(repeat.statusCode).toBe(200);
    const late = await post('demo-shop', `/api/rma/${number}/answer/`, { answer: 'Left, 3 cm' });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('rma_action_refused');

    const desk = manageReturnSchema.parse(
      (await call('staff-service', 'GET', `${DESK}${number}/`)).json(),
    );
    expect(desk.actions).toEqual(['accept', 'refuse', 'ask']);
    expect(desk.history.map((event) => event.kind)).toEqual(['filed', 'asked', 'answered']);
  });
});

describe('refusing', () => {
  it('refuses with a reason the dealer reads in their language, mailed and audited', async () => {
    const number = await fileReturn();
    const missing = await post('staff-service', `${DESK}${number}/refuse/`, { reason: 'other' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['note']);
    const unknown = await post('staff-service', `${DESK}${number}/refuse/`, { reason: 'lazy' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['reason']);

    const refused = await post('staff-admin', `${DESK}${number}/refuse/`, {
      reason: 'normal_wear',
      note: 'The fabric shows sun damage.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ state: 'rejected', refusal_reason: 'normal_wear' });
    expect(await auditEntriesOf(ctx, 'rma.refuse', number)).toHaveLength(1);

    const dealer = await call('demo-shop', 'GET', `/api/rma/${number}/`, {
      headers: { 'accept-language': 'de' },
    });
    expect(dealer.json()).toMatchObject({
      state: 'rejected',
      refusal_reason_text: translate('de', 'manageReturns:refusalReasons.normal_wear'),
      desk_note: 'The fabric shows sun damage.',
      dealer_actions: [],
    });
    const mails = await mailsOf('rma_rejected');
    expect(mails.length).toBeGreaterThan(0);
    // demo-shop reads Dutch.
    expect(
      mails.some((mail) =>
        mail.text.includes(translate('nl', 'manageReturns:refusalReasons.normal_wear')),
      ),
    ).toBe(true);

    // Decided: no decision is open any more.
    for (const [action, payload] of [
      ['accept', { resolution: 'credit' }],
      ['ask', { question: 'Any more photos?' }],
    ] as const) {
      const late = await post('staff-service', `${DESK}${number}/${action}/`, payload);
      expect(late.statusCode, action).toBe(409);
      expect(late.json().code).toBe('rma_action_refused');
    }
  });
});

describe('accepting', () => {
  it('accepts with a resolution, once for one idempotency key', async () => {
    const number = await fileReturn();
    const bad = await post('staff-planner', `${DESK}${number}/accept/`, { resolution: 'refund' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['resolution']);
    const headers = { 'idempotency-key': `accept-${number}` };
    const first = await post(
      'staff-planner',
      `${DESK}${number}/accept/`,
      { resolution: 'credit' },
      headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(
      'staff-planner',
      `${DESK}${number}/accept/`,
      { resolution: 'credit' },
      headers,
    );
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      state: 'accepted',
      resolution: 'credit',
      remake_order_id: null,
    });
    expect(await auditEntriesOf(ctx, 'rma.accept', number)).toHaveLength(1);
    expect(
      (
        await call('staff-driver', 'POST', `${DESK}${number}/accept/`, {
          payload: { resolution: 'credit' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('demo-shop', `${DESK}${number}/accept/`, { resolution: 'credit' })).json().code,
    ).toBe('staff_only');
  });

  it('makes a remake a confirmed production order of the shop with its own tracking', async () => {
    const number = await fileReturn();
    let accepted: Awaited<ReturnType<typeof post>> | undefined;
    const events = await liveDuring(async () => {
      accepted = await post('staff-service', `${DESK}${number}/accept/`, { resolution: 'remake' });
    });
    expect(accepted!.statusCode, accepted!.body).toBe(200);
    const desk = manageReturnSchema.parse(accepted!.json());
    expect(desk).toMatchObject({ state: 'accepted', resolution: 'remake' });
    const orderId = desk.remake_order_id!;
    expect(orderId).toEqual(expect.any(Number));
    const [order] = await ctx.database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, orderId));
    expect(order).toMatchObject({
      orderType: 'confirmed',
      debtorId: desk.debtor_id,
      memo: desk.rma_number,
    });
    const articles = await ctx.database.db
      .select()
      .from(articleOrder)
      .where(eq(articleOrder.orderId, orderId));
    expect(articles).toHaveLength(1);
    expect(articles[0]).toMatchObject({
      articleType: 'pleatcurtain',
      productionStatus: expect.any(String),
    });
    const tracking = await ctx.database.db
      .select()
      .from(productionEvent)
      .where(
        and(eq(productionEvent.orderId, orderId), inArray(productionEvent.status, ['import'])),
      );
    expect(tracking).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'production', orderId }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'rma', state: 'accepted' }));
    // The dealer sees the decision and opens the production order.
    const dealer = rmaAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/rma/${number}/`)).json(),
    );
    expect(dealer).toMatchObject({
      state: 'accepted',
      resolution: 'remake',
      remake_order_id: orderId,
    });
    const opened = await call('demo-shop', 'GET', `/api/orders/${orderId}/`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().order_type).toBe('confirmed');
    const mails = await mailsOf('rma_accepted');
    expect(mails.some((mail) => mail.text.includes(String(orderId)))).toBe(true);
  });

  it('confirms the dealer’s own draft remake rather than making a second order', async () => {
    const number = await fileReturn({ solution: 'remake' });
    const filed = rmaAnswerSchema.parse(
      (await call('demo-shop', 'GET', `/api/rma/${number}/`)).json(),
    );
    const draftId = filed.remake_order_id!;
    const accepted = await post('staff-service', `${DESK}${number}/accept/`, {
      resolution: 'remake',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().remake_order_id).toBe(draftId);
    const [order] = await ctx.database.db
      .select()
      .from(customerOrder)
      .where(eq(customerOrder.id, draftId));
    expect(order?.orderType).toBe('confirmed');
  });
});

describe('booking in and resolving', () => {
  it('books an accepted return in and resolves it with what was done, audited, live and mailed', async () => {
    const number = await fileReturn();
    // Nothing to book in or resolve before the desk accepted.
    const early = await post('staff-service', `${DESK}${number}/receive/`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('rma_action_refused');
    expect(
      (await post('staff-service', `${DESK}${number}/resolve/`, { note: 'Credited.' })).statusCode,
    ).toBe(409);
    const accepted = await post('staff-service', `${DESK}${number}/accept/`, {
      resolution: 'repair',
      note: 'We repair the hem.',
    });
    expect(accepted.json().actions).toEqual(['receive', 'resolve']);

    const events = await liveDuring(async () => {
      const received = await post('staff-planner', `${DESK}${number}/receive/`, {
        note: 'Arrived in box 3.',
      });
      expect(received.statusCode, received.body).toBe(200);
      expect(received.json()).toMatchObject({
        state: 'received',
        resolution: 'repair',
        desk_note: 'We repair the hem.',
        actions: ['resolve'],
      });
    });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'rma', orderNumber: number, state: 'received' }),
    );
    const [booked] = await auditEntriesOf(ctx, 'rma.receive', number);
    expect(booked).toMatchObject({
      staffUsername: 'staff-planner',
      before: { state: 'accepted' },
      after: { state: 'received' },
    });
    expect((await mailsOf('rma_received')).length).toBeGreaterThan(0);

    const bad = await post('staff-service', `${DESK}${number}/resolve/`, { note: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['note']);
    const extra = await post('staff-service', `${DESK}${number}/receive/`, { note: '', x: 1 });
    expect(extra.statusCode).toBe(400);

    const headers = { 'idempotency-key': `resolve-${number}` };
    const note = 'Hem repaired and sent back with the next delivery.';
    const resolved = await post('staff-service', `${DESK}${number}/resolve/`, { note }, headers);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ state: 'resolved', desk_note: note, actions: [] });
    const repeat = await post('staff-service', `${DESK}${number}/resolve/`, { note }, headers);
    expect(repeat.json()).toEqual(resolved.json());
    const [closed] = await auditEntriesOf(ctx, 'rma.resolve', number);
    expect(closed).toMatchObject({ before: { state: 'received' }, after: { state: 'resolved' } });
    expect(await auditEntriesOf(ctx, 'rma.resolve', number)).toHaveLength(1);
    const mails = await mailsOf('rma_resolved');
    expect(mails.some((mail) => mail.text.includes(note))).toBe(true);

    // The dealer reads it; another shop does not see it; a closed return takes nothing more.
    const dealer = await call('demo-shop', 'GET', `/api/rma/${number}/`);
    expect(dealer.json()).toMatchObject({
      state: 'resolved',
      desk_note: note,
      resolution: 'repair',
    });
    expect(dealer.json().history.map((event: { kind: string }) => event.kind)).toEqual([
      'filed',
      'accepted',
      'received',
      'resolved',
    ]);
    expect((await call('demo-au', 'GET', `/api/rma/${number}/`)).statusCode).toBe(404);
    const again = await post('staff-service', `${DESK}${number}/resolve/`, { note: 'Once more.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rma_action_refused');
  });

  it('resolves an accepted return without booking it in, for the roles with `returns` only', async () => {
    const number = await fileReturn();
    await post('staff-service', `${DESK}${number}/accept/`, { resolution: 'credit' });
    const driver = await call('staff-driver', 'POST', `${DESK}${number}/resolve/`, {
      payload: { note: 'Credit note 2026-114 sent.' },
    });
    expect(driver.statusCode).toBe(403);
    expect(driver.json().code).toBe('permission_denied');
    const dealer = await post('demo-shop', `${DESK}${number}/receive/`, {});
    expect(dealer.json().code).toBe('staff_only');
    const resolved = await post('staff-admin', `${DESK}${number}/resolve/`, {
      note: 'Credit note 2026-114 sent.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().state).toBe('resolved');
    expect((await post('staff-admin', `${DESK}${number}/receive/`, {})).statusCode).toBe(409);
  });
});
