import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderQueryString } from '../../api/order-book';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { orderRow } from '../../test/order-book-fixture';
import { renderRoutes } from '../../test/render';
import { CommissionChoice, readCommissionTarget } from './commission-choice';

const DRAFTS = `api/orders/${orderQueryString({ status: 'draft', ordering: '-updated_at', page_size: 50 })}`;

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

function api() {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [DRAFTS]: () =>
      pageAnswer([
        orderRow({ id: 41, commission: 'Jansen' }),
        orderRow({ id: 42, commission: '' }),
      ]),
  });
}

describe('the commission a new article goes into', () => {
  it('offers the drafts and a new commission, and remembers the choice', async () => {
    api();
    await renderRoutes([{ path: '/new', element: <CommissionChoice /> }], { path: '/new' });
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Commission', { selector: 'input' });
    expect(select).toHaveValue('The newest draft');
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
