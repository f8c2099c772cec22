import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { orderRow } from '../../test/order-book-fixture';
import { flowDraftAnswer, orderAnswer } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { CommissionChoice, readCommissionTarget, writeCommissionTarget } from './commission-choice';

const DRAFTS = `api/orders/${orderQueryString({ status: 'draft', ordering: '-updated_at', page_size: 50 })}`;

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

function api(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [DRAFTS]: () =>
      pageAnswer([
        orderRow({ id: 41, commission: 'Jansen' }),
        orderRow({ id: 42, commission: '' }),
      ]),
    'api/orders/draft/': () => ({
      status: 200,
      body: flowDraftAnswer(orderAnswer({ id: 41, commission: 'Jansen' })),
    }),
    'api/orders/41/': () => ({ status: 200, body: orderAnswer({ id: 41, commission: 'Jansen' }) }),
    ...routes,
  });
}

describe('the commission a new article goes into', () => {
  it('offers the drafts and a new commission, and remembers the choice', async () => {
    api();
    await renderRoutes([{ path: '/new', element: <CommissionChoice /> }], { path: '/new' });
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Commission', { selector: 'input' });
    expect(select).toHaveValue('The newest draft: Jansen (41)');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Jansen (41)' }));
    expect(readCommissionTarget()).toEqual({ kind: 'draft', orderId: 41 });
    await user.click(select);
    expect(
      await screen.findByRole('option', { name: 'Order 42 (no commission name)' }),
    ).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'A new commission' }));
    await user.type(screen.getByRole('textbox', { name: 'Name of the new commission' }), 'Smit');
    await waitFor(() =>
      expect(readCommissionTarget()).toEqual({ kind: 'new', commission: 'Smit' }),
    );
  });

  it('forgets a chosen commission that was confirmed, and names the draft the next article goes into', async () => {
    writeCommissionTarget({ kind: 'draft', orderId: 40 });
    api({
      'api/orders/40/': () => ({
        status: 200,
        body: orderAnswer({ id: 40, commission: 'Bakker', order_type: 'confirmed' }),
      }),
    });
    await renderRoutes([{ path: '/new', element: <CommissionChoice /> }], { path: '/new' });
    const select = await screen.findByLabelText('Commission', { selector: 'input' });
    await waitFor(() => expect(readCommissionTarget()).toEqual({ kind: 'latest' }));
    expect(select).toHaveValue('The newest draft: Jansen (41)');
  });

  it('says a new draft is made when there is none', async () => {
    api({ 'api/orders/draft/': () => ({ status: 200, body: flowDraftAnswer(null) }) });
    await renderRoutes([{ path: '/new', element: <CommissionChoice /> }], { path: '/new' });
    const select = await screen.findByLabelText('Commission', { selector: 'input' });
    expect(select).toHaveValue('A new draft (made when you save)');
  });

  it('is not offered while an existing article is edited', async () => {
    const calls = api();
    await renderRoutes([{ path: '/edit/:articleOrderId/', element: <CommissionChoice /> }], {
      path: '/edit/1000001/',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText('Commission')).toBeNull();
    expect(calls.calls(DRAFTS)).toHaveLength(0);
  });
});
