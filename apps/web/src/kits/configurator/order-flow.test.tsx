import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/query-client';
import { useAccountSettings } from '../../api/settings';
import { HttpError } from '../../lib/http';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { accountSettings, debtor } from '../../test/account-fixture';
import { fakeApi } from '../../test/fake-api';
import { articleAnswer, flowDraftAnswer, orderAnswer } from '../../test/order-fixture';
import { readCommissionTarget, writeCommissionTarget } from './commission-choice';
import { serverMessage, useArticleFlow, useOrderFlow } from './order-flow';

const DRAFTS = 'api/orders/draft/';

function wrapper() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

async function flow(routes: Parameters<typeof fakeApi>[0], settings: Record<string, unknown> = {}) {
  await initI18n('en');
  await loadNamespaces(['configurator', 'articleFields']);
  const api = fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({
        employees: [{ id: 7, name: 'Anna', email: '', is_archived: false }],
        ...settings,
      }),
    }),
    ...routes,
  });
  // The pages open the flow once the account is there; so does this test.
  const hook = renderHook(() => ({ flow: useOrderFlow(), account: useAccountSettings() }), {
    wrapper: wrapper(),
  });
  await waitFor(() => expect(hook.result.current.account.data).toBeDefined());
  return {
    api,
    hook: {
      result: {
        get current() {
          return hook.result.current.flow;
        },
      },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the order flow', () => {
  it('puts a new article into the chosen draft, or into a new commission made once', async () => {
    writeCommissionTarget({ kind: 'draft', orderId: 55 });
    const { api, hook } = await flow({
      'api/orders/55/': () => ({
        status: 200,
        body: orderAnswer({ id: 55, commission: 'Jansen' }),
      }),
      'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 60, commission: 'Smit' }) }),
      'api/orders/60/': () => ({ status: 200, body: orderAnswer({ id: 60, commission: 'Smit' }) }),
      'api/orders/55/articles/pullrod/': (request) => ({
        status: 201,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>, { order_id: 55 }),
      }),
      'api/orders/60/articles/pullrod/': (request) => ({
        status: 201,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>, { order_id: 60 }),
      }),
    });
    const save = (length: number) =>
      act(async () => {
        await hook.result.current.save({
          articleType: 'pullrod',
          parameters: { color: 'whitematt', length },
          employee: 7,
        });
      });
    await save(100);
    expect(api.calls('api/orders/55/articles/pullrod/')).toHaveLength(1);
    expect(api.calls(DRAFTS)).toHaveLength(0);

    writeCommissionTarget({ kind: 'new', commission: ' Smit ' });
    await save(110);
    await save(120);
    const created = api.calls('api/orders/').filter((call) => call.method === 'POST');
    expect(created.map((call) => call.body)).toEqual([{ employee: 7, commission: 'Smit' }]);
    expect(api.calls('api/orders/60/articles/pullrod/')).toHaveLength(2);
    expect(readCommissionTarget()).toEqual({ kind: 'draft', orderId: 60 });
  });

  it('forgets a chosen commission once it is confirmed: the article goes into a new draft, not a refused save', async () => {
    writeCommissionTarget({ kind: 'draft', orderId: 55 });
    const { api, hook } = await flow({
      'api/orders/55/': () => ({
        status: 200,
        body: orderAnswer({ id: 55, commission: 'Jansen', order_type: 'confirmed' }),
      }),
      'api/orders/55/articles/pullrod/': () => ({
        status: 409,
        body: { code: 'order_confirmed', detail: 'This order is confirmed.' },
      }),
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
      'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 61 }) }),
      'api/orders/61/articles/pullrod/': (request) => ({
        status: 201,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>, { order_id: 61 }),
      }),
    });
    let saved: Awaited<ReturnType<typeof hook.result.current.save>> = null;
    await act(async () => {
      saved = await hook.result.current.save({
        articleType: 'pullrod',
        parameters: { color: 'whitematt', length: 100 },
        employee: 7,
      });
    });
    expect(saved).toMatchObject({ order_id: 61 });
    expect(api.calls('api/orders/55/articles/pullrod/')).toHaveLength(0);
    expect(hook.result.current.errorMessage).toBeNull();
    expect(readCommissionTarget()).toEqual({ kind: 'latest' });
    // A reload finds nothing left to point at the confirmed order.
    expect(window.localStorage.getItem('atelier.flow.commission')).toBeNull();
  });

  it('a save refused because the order was confirmed meanwhile says so and leaves the commission', async () => {
    writeCommissionTarget({ kind: 'draft', orderId: 55 });
    const { hook } = await flow({
      'api/orders/55/': () => ({ status: 200, body: orderAnswer({ id: 55 }) }),
      'api/orders/55/articles/pullrod/': () => ({
        status: 409,
        body: { code: 'order_confirmed', detail: 'This order is confirmed.' },
      }),
    });
    await act(async () => {
      await hook.result.current.save({ articleType: 'pullrod', parameters: {}, employee: 7 });
    });
    expect(hook.result.current.errorMessage).toBe('This order is confirmed.');
    expect(readCommissionTarget()).toEqual({ kind: 'latest' });
  });

  it('creates a draft order with the employee when there is none, then the article', async () => {
    const { api, hook } = await flow({
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
      'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 52 }) }),
      'api/orders/52/articles/pullrod/': (request) => ({
        status: 201,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>, { order_id: 52 }),
      }),
    });
    let saved: Awaited<ReturnType<typeof hook.result.current.save>> = null;
    await act(async () => {
      saved = await hook.result.current.save({
        articleType: 'pullrod',
        parameters: { color: 'whitematt', length: 100 },
        employee: 7,
      });
    });
    expect(saved).toMatchObject({ order_number: '1000001', order_id: 52 });
    const created = api.calls('api/orders/').find((call) => call.method === 'POST');
    expect(created?.body).toEqual({ employee: 7 });
    expect(created?.headers['idempotency-key']).toMatch(/^web-/);
    const article = api.calls('api/orders/52/articles/pullrod/')[0];
    expect(article?.body).toEqual({ color: 'whitematt', length: 100 });
    expect(article?.headers['idempotency-key']).toMatch(/^web-/);
    expect(hook.result.current.errorMessage).toBeNull();
  });

  it('makes the draft order for the shop a service account works for', async () => {
    const shop = debtor(9, 'Gordijnhuis Noord', 'Groningen');
    const { api, hook } = await flow(
      {
        [`${DRAFTS}?debtor_id=9`]: () => ({ status: 200, body: flowDraftAnswer(null) }),
        'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 60, debtor_id: 9 }) }),
        'api/orders/60/articles/pullrod/': (request) => ({
          status: 201,
          body: articleAnswer('pullrod', request.body as Record<string, unknown>, { order_id: 60 }),
        }),
      },
      { is_service_account: true, debtor: shop, all_debtors: [shop] },
    );
    await act(async () => {
      await hook.result.current.save({
        articleType: 'pullrod',
        parameters: { color: 'whitematt', length: 100 },
        employee: null,
      });
    });
    expect(api.calls(`${DRAFTS}?debtor_id=9`)).toHaveLength(1);
    const created = api.calls('api/orders/').find((call) => call.method === 'POST');
    expect(created?.body).toEqual({ employee: null, debtor_id: 9 });
    expect(api.calls('api/orders/60/articles/pullrod/')).toHaveLength(1);
  });

  it('reuses the draft order, changes its employee, and updates an article that has a number', async () => {
    const { api, hook } = await flow({
      [DRAFTS]: () => ({
        status: 200,
        body: flowDraftAnswer(orderAnswer({ id: 41, employee: 3 })),
      }),
      'api/orders/41/': () => ({ status: 200, body: orderAnswer({ id: 41, employee: 7 }) }),
      'api/orders/41/articles/pullrod/1000009/': (request) => ({
        status: 200,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>, {
          order_number: '1000009',
        }),
      }),
    });
    await act(async () => {
      await hook.result.current.save({
        articleType: 'pullrod',
        parameters: { color: 'whitematt', length: 120 },
        orderNumber: '1000009',
        employee: 7,
      });
    });
    expect(api.calls('api/orders/').filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(api.calls('api/orders/41/')[0]).toMatchObject({
      method: 'PATCH',
      body: { employee: 7 },
    });
    expect(api.calls('api/orders/41/articles/pullrod/1000009/')[0]?.method).toBe('PUT');
  });

  it('retries a failed create with the same key, and a changed article with a new one', async () => {
    let answer = 503;
    const { api, hook } = await flow({
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(orderAnswer()) }),
      'api/orders/41/articles/pullrod/': (request) =>
        answer === 503
          ? { status: 503, body: { detail: 'Unavailable' } }
          : {
              status: 201,
              body: articleAnswer('pullrod', request.body as Record<string, unknown>),
            },
    });
    const save = (length: number) =>
      act(async () => {
        await hook.result.current.save({
          articleType: 'pullrod',
          parameters: { color: 'whitematt', length },
          employee: 7,
        });
      });
    await save(100);
    await save(100);
    await save(110);
    answer = 201;
    await save(110);
    await save(110);
    const keys = api
      .calls('api/orders/41/articles/pullrod/')
      .map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(5);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
    // Once stored, the same article saved again as new is a new create with a new key.
    expect(keys[4]).not.toBe(keys[3]);
  });

  it("keeps the server's message when the article is refused, and clears it on success", async () => {
    let refuse = true;
    const { hook } = await flow({
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(orderAnswer()) }),
      'api/orders/41/articles/pullrod/': (request) =>
        refuse
          ? { status: 400, body: { length: ['The value must be between 20 and 300.'] } }
          : {
              status: 201,
              body: articleAnswer('pullrod', request.body as Record<string, unknown>),
            },
    });
    await act(async () => {
      await hook.result.current.save({ articleType: 'pullrod', parameters: {}, employee: 7 });
    });
    await waitFor(() =>
      expect(hook.result.current.errorMessage).toBe(
        'Length: The value must be between 20 and 300.',
      ),
    );
    refuse = false;
    await act(async () => {
      await hook.result.current.save({ articleType: 'pullrod', parameters: {}, employee: 7 });
    });
    expect(hook.result.current.errorMessage).toBeNull();
  });

  it('words a refusal without field errors by its detail, else by our own message', () => {
    expect(serverMessage(new HttpError(409, { detail: 'Not editable', code: 'x' }), 'F')).toBe(
      'Not editable',
    );
    expect(serverMessage(new Error('network'), 'Fallback')).toBe('Fallback');
  });
});

describe('one article’s flow', () => {
  it('keeps the number after the first save, so the next save updates; starting over creates', async () => {
    await initI18n('en');
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(orderAnswer({ id: 41 })) }),
      'api/orders/41/articles/pullrod/': (request) => ({
        status: 201,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>),
      }),
      'api/orders/41/articles/pullrod/1000001/': (request) => ({
        status: 200,
        body: articleAnswer('pullrod', request.body as Record<string, unknown>),
      }),
    });
    const hook = renderHook(() => ({ flow: useArticleFlow({}), account: useAccountSettings() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(hook.result.current.account.data).toBeDefined());
    const save = () =>
      act(async () => {
        await hook.result.current.flow.save({
          articleType: 'pullrod',
          parameters: { color: 'whitematt', length: 100 },
          employee: null,
        });
      });
    await save();
    expect(hook.result.current.flow.orderNumber).toBe('1000001');
    expect(hook.result.current.flow.savedNumber).toBe('1000001');
    await save();
    expect(api.calls('api/orders/41/articles/pullrod/1000001/')[0]?.method).toBe('PUT');
    act(() => hook.result.current.flow.startOver());
    expect(hook.result.current.flow.orderNumber).toBeNull();
    await save();
    expect(api.calls('api/orders/41/articles/pullrod/')).toHaveLength(2);
  });
});
