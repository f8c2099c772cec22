// The back office's price lists (decision 089): upload a CSV (nothing stored on any bad line), see
// its difference, schedule it from a day; articles priced on or after that day use it, earlier
// drafts are priced again when touched, confirmed orders keep their prices; every write audited.
import {
  DEMO_PRICE_LIST,
  parsePriceListCsv,
  priceListSchema,
  priceListToCsv,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caller, confirmDirectly } from '../articles/test-support.js';
import { priceListVersions } from '../db/schema/index.js';
import { useTestApp } from '../test/app.js';
import { auditEntriesOf } from '../test/audit.js';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date();
const ctx = useTestApp({ clock: () => now });
const call = caller(ctx);

const BASE = '/api/manage/price-lists';
const STANDARD = priceListSchema.parse({ ...DEMO_PRICE_LIST, id: 'standard' });
const iso = (date: Date) => date.toISOString().slice(0, 10);
const upload = (text: string, username = 'staff-admin') =>
  call(username, 'POST', `${BASE}/standard/versions/`, {
    payload: text,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
  });

/** The standard list's file with the euro pull rod at `amount` (wholesale; sales twice it). */
function withPullRod(amount: string): string {
  return priceListToCsv(STANDARD).replace(
    'price,pullRodPerPiece,eur,8.50,17.00,',
    `price,pullRodPerPiece,eur,${amount},${(Number(amount) * 2).toFixed(2)},`,
  );
}

async function versionCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(priceListVersions);
  return row?.n ?? 0;
}

async function newPullRod(orderId: number) {
  const response = await call('demo-shop', 'POST', `/api/orders/${orderId}/articles/pullrod/`, {
    payload: { color: 'whitematt', length: 100 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { order_number: string; price: { wholesale: number } };
}

async function newOrder() {
  const response = await call('demo-shop', 'POST', '/api/orders/', { payload: {} });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

const state = { versionId: 0, draftOrder: 0, draftArticle: '', confirmedArticle: '' };

describe('price lists in the back office', () => {
  it('refuses dealers and staff without the permission', async () => {
    const dealer = await call('demo-shop', 'GET', `${BASE}/`);
    expect(dealer.statusCode).toBe(403);
    expect(dealer.json().code).toBe('staff_only');
    for (const username of ['staff-service', 'staff-planner', 'staff-driver']) {
      const answer = await call(username, 'GET', `${BASE}/standard/csv/`);
      expect(answer.statusCode, username).toBe(403);
      expect(answer.json().code).toBe('permission_denied');
      const write = await upload(withPullRod('9.50'), username);
      expect(write.json().code).toBe('permission_denied');
    }
    expect(await versionCount()).toBe(0);
  });

  it('lists the lists: the standard one, priced from its first data, with its debtors', async () => {
    const answer = await call('staff-admin', 'GET', `${BASE}/`);
    expect(answer.statusCode, answer.body).toBe(200);
    const standard = answer.json().results.find((list: { id: string }) => list.id === 'standard');
    expect(standard).toMatchObject({ current_version_id: null, versions: [] });
    expect(standard.debtors).toBeGreaterThan(0);
  });

  it('downloads the list in force as the upload format, which reads back as the same list', async () => {
    const answer = await call('staff-admin', 'GET', `${BASE}/standard/csv/`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="standard.csv"');
    const parsed = parsePriceListCsv(answer.body, STANDARD);
    expect(parsed.ok && parsed.list).toEqual(STANDARD);
    expect((await call('staff-admin', 'GET', `${BASE}/nothing/csv/`)).statusCode).toBe(404);
  });

  it('a file with one bad line stores nothing and names the line, column and message', async () => {
    const text = withPullRod('9.50').replace('price,motor,eur,165.00,', 'price,motor,eur,16x,');
    const line = text.split('\n').findIndex((found) => found.startsWith('price,motor,eur,16x')) + 1;
    const answer = await upload(text);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({
      code: 'price_list_invalid',
      detail: translate('en', 'errors:price_list_invalid'),
      errors: [{ line, column: 'wholesale', code: 'amount', params: { text: '16x' } }],
    });
    expect(await versionCount()).toBe(0);
    expect(await auditEntriesOf(ctx, 'priceList.upload')).toEqual([]);
    const empty = await upload('');
    expect(empty.statusCode).toBe(400);
    const json = await call('staff-admin', 'POST', `${BASE}/standard/versions/`, {
      payload: { csv: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('a valid file is stored as a draft and answered with its difference', async () => {
    // Priced before the new list: a draft and a confirmed order.
    state.draftOrder = await newOrder();
    const draft = await newPullRod(state.draftOrder);
    expect(draft.price.wholesale).toBe(850);
    state.draftArticle = draft.order_number;
    const confirmedOrder = await newOrder();
    state.confirmedArticle = (await newPullRod(confirmedOrder)).order_number;
    await confirmDirectly(ctx, confirmedOrder);

    const answer = await upload(`\uFEFF${withPullRod('9.50')}`);
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json();
    expect(body.version).toMatchObject({
      state: 'draft',
      valid_from: null,
      created_by: 'staff-admin',
    });
    expect(body.against_version_id).toBeNull();
    expect(body.counts).toMatchObject({ added: 0, removed: 0, changed: 1 });
    expect(body.changes).toEqual([
      {
        change: 'changed',
        kind: 'price',
        key: 'pullRodPerPiece',
        currency: 'eur',
        before: { wholesale: 850, sales: 1700, value: null },
        after: { wholesale: 950, sales: 1900, value: null },
      },
    ]);
    state.versionId = body.version.id;
    const [entry] = await auditEntriesOf(ctx, 'priceList.upload', 'standard');
    expect(entry).toMatchObject({ subject: 'priceList', after: { version_id: state.versionId } });
    const again = await call(
      'staff-admin',
      'GET',
      `${BASE}/standard/versions/${state.versionId}/difference/`,
    );
    expect(again.json().counts).toEqual(body.counts);
  });

  it('schedules from today or later only; scheduled from tomorrow, today’s price is unchanged', async () => {
    const url = `${BASE}/standard/versions/${state.versionId}/schedule/`;
    const past = await call('staff-admin', 'POST', url, {
      payload: { valid_from: iso(new Date(now.getTime() - DAY)) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ valid_from: [translate('en-au', 'validation:date_not_past')] });
    const bad = await call('staff-admin', 'POST', url, { payload: { valid_from: '1.1.2027' } });
    expect(bad.statusCode).toBe(400);
    const tomorrow = iso(new Date(now.getTime() + DAY));
    const answer = await call('staff-admin', 'POST', url, { payload: { valid_from: tomorrow } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ state: 'scheduled', valid_from: tomorrow });
    const [entry] = await auditEntriesOf(ctx, 'priceList.schedule', 'standard');
    expect(entry).toMatchObject({
      before: { version_id: state.versionId, valid_from: null },
      after: { version_id: state.versionId, valid_from: tomorrow },
    });
    expect((await newPullRod(await newOrder())).price.wholesale).toBe(850);
    const prices = await call('demo-shop', 'GET', '/api/prices/');
    if (prices.statusCode === 200) {
      expect(prices.json().price_list.prices.eur.pullRodPerPiece.wholesale).toBe(850);
    }
  });

  it('from its day on, new articles use it, earlier drafts when touched, confirmed orders keep theirs', async () => {
    now = new Date(now.getTime() + DAY);
    const list = await call('staff-admin', 'GET', `${BASE}/`);
    const standard = list.json().results.find((found: { id: string }) => found.id === 'standard');
    expect(standard.current_version_id).toBe(state.versionId);
    expect(standard.versions[0]).toMatchObject({ id: state.versionId, state: 'current' });
    expect((await newPullRod(await newOrder())).price.wholesale).toBe(950);
    // The draft's article keeps its price until it is touched, then it is priced again.
    const before = await call('demo-shop', 'GET', `/api/articles/${state.draftArticle}/`);
    expect(before.json().price.wholesale).toBe(850);
    const touched = await call(
      'demo-shop',
      'PUT',
      `/api/orders/${state.draftOrder}/articles/pullrod/${state.draftArticle}/`,
      { payload: { color: 'whitematt', length: 100 } },
    );
    expect(touched.statusCode, touched.body).toBe(200);
    expect(touched.json().price.wholesale).toBe(950);
    const confirmed = await call('demo-shop', 'GET', `/api/articles/${state.confirmedArticle}/`);
    expect(confirmed.json().price.wholesale).toBe(850);
    // The list in force downloads as the new version.
    const csv = await call('staff-admin', 'GET', `${BASE}/standard/csv/`);
    expect(csv.body).toContain('price,pullRodPerPiece,eur,9.50,19.00,');
  });

  it('cancels a scheduled version before it starts, never one that has started', async () => {
    const started = await call(
      'staff-admin',
      'POST',
      `${BASE}/standard/versions/${state.versionId}/cancel/`,
    );
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe('price_list_version_started');
    const next = await upload(withPullRod('10.00'));
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().against_version_id).toBe(state.versionId);
    expect(next.json().changes[0]).toMatchObject({
      before: { wholesale: 950 },
      after: { wholesale: 1000 },
    });
    const id = next.json().version.id;
    const draftCancel = await call(
      'staff-admin',
      'POST',
      `${BASE}/standard/versions/${id}/cancel/`,
    );
    expect(draftCancel.statusCode).toBe(409);
    const later = iso(new Date(now.getTime() + 7 * DAY));
    await call('staff-admin', 'POST', `${BASE}/standard/versions/${id}/schedule/`, {
      payload: { valid_from: later },
    });
    const cancelled = await call('staff-admin', 'POST', `${BASE}/standard/versions/${id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'draft', valid_from: null });
    const [entry] = await auditEntriesOf(ctx, 'priceList.cancel', 'standard');
    expect(entry).toMatchObject({
      before: { version_id: id, valid_from: later },
      after: { version_id: id, valid_from: null },
    });
    const missing = await call('staff-admin', 'POST', `${BASE}/standard/versions/99999/cancel/`);
    expect(missing.statusCode).toBe(404);
  });
});
