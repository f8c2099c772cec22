// The track list, an article's timeline and the dashboard summary, on both databases: only the
// caller's shops (a service account: the shop it acts for, or all of its shops with
// track_all_shops), the filters, the account's display flags, and the timeline's history.
import { trackPageSchema, trackSummarySchema, trackTimelineSchema } from '@atelier/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../articles/test-support.js';
import {
  appUser,
  articleOrder,
  customerOrder,
  debtor,
  productionEvent,
} from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';

const ctx = useTestApp();
const call = caller(ctx);
const shops: Record<string, number> = {};
const MARK = 'Tracktest';

interface Seeded {
  orderId: number;
  articleId: number;
  orderNumber: string;
}

async function confirmedArticle(
  shop: string,
  options: {
    commission: string;
    status: (typeof articleOrder.$inferInsert)['productionStatus'];
    orderType?: 'confirmed' | 'delivered' | 'draft';
    orderDate?: string;
    plannedDate?: string | null;
    message?: string | null;
    changedAt?: Date;
  },
): Promise<Seeded> {
  const { db } = ctx.database;
  const [order] = await db
    .insert(customerOrder)
    .values({
      debtorId: shops[shop] as number,
      orderType: options.orderType ?? 'confirmed',
      commission: `${MARK} ${options.commission}`,
      customerOrderNumber: `CO-${options.commission}`,
      orderDate: options.orderDate ?? new Date().toISOString().slice(0, 10),
    })
    .returning({ id: customerOrder.id });
  const [article] = await db
    .insert(articleOrder)
    .values({
      orderId: order!.id,
      debtorId: shops[shop] as number,
      articleType: 'cushion',
      parameters: {},
      room: 'living',
      productionStatus: options.status,
      stockState: options.status === 'wacht' ? 'nostock' : 'enoughstock',
      plannedDate: options.plannedDate ?? null,
      productionMessage: options.message ?? null,
      statusChangedAt: options.changedAt ?? new Date(),
    })
    .returning({ id: articleOrder.id, orderNumber: articleOrder.orderNumber });
  return { orderId: order!.id, articleId: article!.id, orderNumber: article!.orderNumber };
}

let shopProblem: Seeded;
let shopInProgress: Seeded;
let shopOld: Seeded;
let shopDraft: Seeded;
let vanDijk: Seeded;
let bruggeman: Seeded;
let nowak: Seeded;

beforeAll(async () => {
  for (const row of await ctx.database.db
    .select({ id: debtor.id, number: debtor.number })
    .from(debtor)) {
    shops[row.number] = row.id;
  }
  shopProblem = await confirmedArticle('100231', {
    commission: 'Problem',
    status: 'probleem',
    message: 'Stof beschadigd, nieuwe rol besteld',
    plannedDate: '2026-12-11',
  });
  shopInProgress = await confirmedArticle('100231', {
    commission: 'Sewing',
    status: 'confectie',
    plannedDate: '2026-12-04',
  });
  shopOld = await confirmedArticle('100231', {
    commission: 'Delivered',
    status: 'bezorgd',
    orderType: 'delivered',
    orderDate: '2026-01-15',
    changedAt: new Date('2026-02-01T10:00:00Z'),
  });
  shopDraft = await confirmedArticle('100231', {
    commission: 'Draft',
    status: null,
    orderType: 'draft',
  });
  vanDijk = await confirmedArticle('100458', { commission: 'VanDijk', status: 'gerprod' });
  bruggeman = await confirmedArticle('200117', { commission: 'Bruggeman', status: 'ingepakt' });
  nowak = await confirmedArticle('500731', { commission: 'Nowak', status: 'wacht' });
  const { db } = ctx.database;
  const event = (
    at: string,
    status: (typeof productionEvent.$inferInsert)['status'],
    extra: Partial<typeof productionEvent.$inferInsert> = {},
  ) => ({
    articleId: shopProblem.articleId,
    orderId: shopProblem.orderId,
    debtorId: shops['100231'] as number,
    site: 'genemuiden',
    status,
    occurredAt: new Date(at),
    applied: true,
    ...extra,
  });
  await db.insert(productionEvent).values([
    event('2026-11-02T08:00:00Z', 'import'),
    event('2026-11-03T08:00:00Z', 'gerprod', { plannedDate: '2026-12-04' }),
    event('2026-11-04T08:00:00Z', 'produktie', { plannedDate: '2026-12-04' }),
    // Arrived after `produktie` though it happened before: history only.
    event('2026-11-02T12:00:00Z', 'binnen', { applied: false, plannedDate: '2026-11-30' }),
    event('2026-11-05T08:00:00Z', 'probleem', {
      plannedDate: '2026-12-11',
      message: 'Stof beschadigd, nieuwe rol besteld',
    }),
  ]);
  // Another shop's event on the same shop's article number space: never in this timeline.
  await db.insert(productionEvent).values({
    articleId: nowak.articleId,
    orderId: nowak.orderId,
    debtorId: shops['500731'] as number,
    site: 'genemuiden',
    status: 'wacht',
    occurredAt: new Date('2026-11-03T08:00:00Z'),
    applied: true,
  });
});

const list = async (username: string, query = '') => {
  const response = await call(username, 'GET', `/api/track/?q=${MARK}&page_size=200${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return trackPageSchema.parse(response.json());
};
const commissions = (page: { results: { commission: string }[] }) =>
  page.results.map((row) => row.commission.replace(`${MARK} `, '')).sort();

async function setSystemFlag(username: string, flag: string, value: boolean) {
  await ctx.database.db
    .update(appUser)
    .set({
      systemSettings: sql`${appUser.systemSettings} || jsonb_build_object(${flag}::text, ${value}::boolean)`,
    })
    .where(eq(appUser.username, username));
}

describe('GET api/track/', () => {
  it('lists a shop’s confirmed and delivered articles, never drafts or another shop’s', async () => {
    const page = await list('demo-shop');
    expect(commissions(page)).toEqual(['Delivered', 'Problem', 'Sewing']);
    const problem = page.results.find((row) => row.article_id === shopProblem.articleId);
    expect(problem).toMatchObject({
      order_number: shopProblem.orderNumber,
      customer_order_number: 'CO-Problem',
      room: 'living',
      status: 'probleem',
      status_group: 'onhold',
      status_description: 'Problem',
      stock_state: 'enoughstock',
      message: 'Stof beschadigd, nieuwe rol besteld',
      planned_date: '2026-12-11',
      debtor_id: shops['100231'],
    });
    expect(page.results.map((row) => row.article_id)).not.toContain(shopDraft.articleId);
  });

  it('filters by status group, search and order date range', async () => {
    expect(commissions(await list('demo-shop', '&group=onhold,in_progress'))).toEqual([
      'Problem',
      'Sewing',
    ]);
    expect(commissions(await list('demo-shop', '&group=ready'))).toEqual(['Delivered']);
    const searched = await call('demo-shop', 'GET', `/api/track/?q=${shopInProgress.orderNumber}`);
    expect(commissions(searched.json())).toEqual(['Sewing']);
    expect(commissions(await list('demo-shop', '&from=2026-01-01&to=2026-01-31'))).toEqual([
      'Delivered',
    ]);
    const bad = await call('demo-shop', 'GET', '/api/track/?from=2026-02-01&to=2026-01-01');
    expect(bad.statusCode).toBe(400);
    expect((await call('demo-shop', 'GET', '/api/track/?group=shipped')).statusCode).toBe(400);
  });

  it('sorts by last change, newest first, and pages', async () => {
    const page = await list('demo-shop', '&ordering=last_change');
    expect(page.results[0]?.commission).toBe(`${MARK} Delivered`);
    const first = await call('demo-shop', 'GET', `/api/track/?q=${MARK}&page_size=2`);
    expect(first.json()).toMatchObject({ count: 3 });
    expect(first.json().results).toHaveLength(2);
    expect(first.json().next).toContain('page=2');
  });

  it('gives a service account the shop it acts for, another of its shops by name, all with track_all_shops', async () => {
    const refused = await call('demo-service', 'GET', '/api/track/');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('debtor_required');
    expect(commissions(await list('demo-service', `&debtor_id=${shops['200117']}`))).toEqual([
      'Bruggeman',
    ]);
    // A shop it does not serve: as if it did not exist.
    const foreign = await call('demo-service', 'GET', `/api/track/?debtor_id=${shops['100231']}`);
    expect(foreign.statusCode).toBe(404);
    const chosen = await call('demo-service', 'PATCH', '/api/user/settings/', {
      payload: { servicing_debtor_id: shops['100458'] },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(commissions(await list('demo-service'))).toEqual(['VanDijk']);
    await ctx.database.db
      .update(debtor)
      .set({ entitlements: sql`${debtor.entitlements} || '{"track_all_shops": true}'::jsonb` })
      .where(eq(debtor.id, shops['100458'] as number));
    const all = await list('demo-service');
    expect(commissions(all)).toEqual(['Bruggeman', 'VanDijk']);
    expect(new Set(all.results.map((row) => row.debtor_id))).toEqual(
      new Set([shops['100458'], shops['200117']]),
    );
  });

  it('hides statuses and planned dates as the account’s flags say', async () => {
    await setSystemFlag('demo-pl', 'show_tracking_order_status', false);
    await setSystemFlag('demo-pl', 'show_plan_date', false);
    const [row] = (await list('demo-pl')).results;
    expect(row).toMatchObject({ commission: `${MARK} Nowak`, status: null, planned_date: null });
    expect(row?.status_description).toBeNull();
    const timeline = await call('demo-pl', 'GET', `/api/track/${nowak.articleId}/events/`);
    expect(timeline.statusCode).toBe(403);
  });

  it('is the tracking-only account’s page; its dashboard summary is closed', async () => {
    const page = await list('demo-tracking');
    expect(commissions(page)).toEqual(['VanDijk']);
    const summary = await call('demo-tracking', 'GET', '/api/track/summary/');
    expect(summary.statusCode).toBe(403);
  });
});

describe('GET api/track/{articleId}/events/', () => {
  it('shows every status with its time, planned-date moves, messages and late history', async () => {
    const response = await call('demo-shop', 'GET', `/api/track/${shopProblem.articleId}/events/`);
    expect(response.statusCode, response.body).toBe(200);
    const { article, events } = trackTimelineSchema.parse(response.json());
    expect(article.article_id).toBe(shopProblem.articleId);
    expect(events.map((event) => [event.status, event.applied])).toEqual([
      ['import', true],
      ['binnen', false],
      ['gerprod', true],
      ['produktie', true],
      ['probleem', true],
    ]);
    const [, late, planned, same, problem] = events;
    expect(late?.previous_planned_date).toBeNull();
    expect(planned).toMatchObject({ planned_date: '2026-12-04', previous_planned_date: null });
    expect(same?.previous_planned_date).toBeNull();
    expect(problem).toMatchObject({
      planned_date: '2026-12-11',
      previous_planned_date: '2026-12-04',
      message: 'Stof beschadigd, nieuwe rol besteld',
      status_description: 'Problem',
    });
  });

  it('answers 404 for another shop’s article, a draft’s and one that does not exist', async () => {
    for (const id of [nowak.articleId, vanDijk.articleId, shopDraft.articleId, 999_999]) {
      const response = await call('demo-shop', 'GET', `/api/track/${id}/events/`);
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect((await call('demo-shop', 'GET', '/api/track/abc/events/')).statusCode).toBe(404);
  });

  it('opens an article of any shop a service account serves', async () => {
    const response = await call('demo-service', 'GET', `/api/track/${bruggeman.articleId}/events/`);
    expect(response.statusCode).toBe(200);
    const foreign = await call('demo-service', 'GET', `/api/track/${shopOld.articleId}/events/`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET api/track/summary/', () => {
  it('counts in production, problems and ready this week, and twelve weeks by group', async () => {
    const response = await call('demo-shop', 'GET', '/api/track/summary/');
    expect(response.statusCode, response.body).toBe(200);
    const summary = trackSummarySchema.parse(response.json());
    expect(summary.weeks).toHaveLength(12);
    const before = summary;
    await confirmedArticle('100231', { commission: 'Packed', status: 'ingepakt' });
    await confirmedArticle('100231', {
      commission: 'Packed long ago',
      status: 'ingepakt',
      changedAt: new Date('2026-01-05T00:00:00Z'),
    });
    const after = trackSummarySchema.parse(
      (await call('demo-shop', 'GET', '/api/track/summary/')).json(),
    );
    expect(after.ready_this_week).toBe(before.ready_this_week + 1);
    expect(after.in_production).toBe(before.in_production);
    expect(after.problem).toBeGreaterThanOrEqual(1);
    const thisWeek = after.weeks.at(-1)!;
    const thisWeekBefore = before.weeks.at(-1)!;
    expect(thisWeek.ready).toBe(thisWeekBefore.ready + 2);
    // Another shop's articles never count.
    await confirmedArticle('500731', { commission: 'Nowak problem', status: 'probleem' });
    const unchanged = trackSummarySchema.parse(
      (await call('demo-shop', 'GET', '/api/track/summary/')).json(),
    );
    expect(unchanged.problem).toBe(after.problem);
  });
});

describe('the dashboard figures and the lists they open', () => {
  const figures = ['in_production', 'problem', 'ready_this_week'] as const;
  /** Each figure of the summary beside the rows of `api/track/?filter=<its name>`. */
  async function compare(username: string, shopQuery = '') {
    const summary = await call(username, 'GET', `/api/track/summary/?${shopQuery}`);
    expect(summary.statusCode, summary.body).toBe(200);
    const counts = trackSummarySchema.parse(summary.json());
    const listed: Record<string, number> = {};
    for (const figure of figures) {
      const response = await call(
        username,
        'GET',
        `/api/track/?filter=${figure}&page_size=200&${shopQuery}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = trackPageSchema.parse(response.json());
      expect(page.results).toHaveLength(page.count);
      listed[figure] = page.count;
    }
    return { counts: Object.fromEntries(figures.map((f) => [f, counts[f]])), listed };
  }

  it('counts for a shop exactly the articles each figure’s list shows, and no other shop’s', async () => {
    // Beside the problem: a cancelled line (on hold, no problem) and a line packed weeks ago
    // (ready, but not this week); each once counted by one and listed by the other.
    await confirmedArticle('100231', { commission: 'Cancelled', status: 'annuleer' });
    await confirmedArticle('100231', {
      commission: 'Packed in January',
      status: 'gerverz',
      changedAt: new Date('2026-01-05T00:00:00Z'),
    });
    await confirmedArticle('100231', { commission: 'Packed now', status: 'gerverz' });
    const before = await compare('demo-shop');
    expect(before.counts).toEqual(before.listed);
    expect(before.counts.problem).toBeGreaterThanOrEqual(1);
    expect(before.counts.ready_this_week).toBeGreaterThanOrEqual(1);
    const problems = await list('demo-shop', '&filter=problem');
    expect(problems.results.map((row) => row.status)).not.toContain('annuleer');
    const ready = await list('demo-shop', '&filter=ready_this_week');
    expect(commissions(ready)).toContain('Packed now');
    expect(commissions(ready)).not.toContain('Packed in January');
    // Another shop's problems and packed lines change neither figure nor list.
    await confirmedArticle('500731', { commission: 'Nowak stuck', status: 'probleem' });
    await confirmedArticle('500731', { commission: 'Nowak packed', status: 'ingepakt' });
    await confirmedArticle('500731', { commission: 'Nowak sewing', status: 'confectie' });
    expect(await compare('demo-shop')).toEqual(before);
    // A name that is no figure is refused, not ignored.
    expect((await call('demo-shop', 'GET', '/api/track/?filter=onhold')).statusCode).toBe(400);
  });

  it('counts for a service account the shop it names, as its list does', async () => {
    await confirmedArticle('200117', { commission: 'Bruggeman stuck', status: 'probleem' });
    await confirmedArticle('200117', { commission: 'Bruggeman cancelled', status: 'annuleer' });
    const { counts, listed } = await compare('demo-service', `debtor_id=${shops['200117']}`);
    expect(counts).toEqual(listed);
    expect(counts.problem).toBe(1);
    // A shop it does not serve: as if it did not exist, for the figures as for the list.
    const foreign = await call(
      'demo-service',
      'GET',
      `/api/track/summary/?debtor_id=${shops['100231']}`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});
