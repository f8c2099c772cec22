import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { rmaAnswer } from '../../test/service-fixture';
import { ManageReturnPage } from './manage-return-page';

const routes = [{ path: '/manage/returns/:orderNumber', Component: ManageReturnPage }];
const waiting = {
  ...rmaAnswer({
    history: [
      {
        id: 1,
        kind: 'filed',
        at: '2026-11-24T10:00:00Z',
        user_name: 'demo-shop',
        by_staff: false,
        resolution: null,
        refusal_reason: null,
        text: '',
      },
    ],
  }),
  debtor_name: 'Woonwinkel De Linde',
  debtor_number: '100231',
  actions: ['accept', 'refuse', 'ask'],
};

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function renderDesk(extra = {}) {
  const api = fakeApi({
    'api/manage/returns/1000042/': () => ({ status: 200, body: waiting }),
    ...extra,
  });
  await renderRoutes(routes, { path: '/manage/returns/1000042' });
  return { api, user: userEvent.setup() };
}

describe('a return on the desk', () => {
  it('shows the shop, the article, the history and the decisions its state allows', async () => {
    await renderDesk();
    expect(
      await screen.findByRole('heading', { name: 'Return RMA-000001' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('Woonwinkel De Linde (100231)')).toBeVisible();
    expect(screen.getByText('Filed by demo-shop')).toBeVisible();
    // The article line names the fabric as a person reads it, never by its internal id.
    expect(screen.getByText(/Lino Sand/)).toBeVisible();
    expect(screen.queryByText(/5f0c2a9e/)).toBeNull();
    for (const name of ['Accept', 'Refuse', 'Ask for information']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
  });

  it('refuses without a reason in the form, then sends the refusal once', async () => {
    const refused = { ...waiting, state: 'rejected', actions: [] };
    const { api, user } = await renderDesk({
      'api/manage/returns/1000042/refuse/': () => ({ status: 200, body: refused }),
    });
    await user.click(await screen.findByRole('button', { name: 'Refuse' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse return RMA-000001' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByText('Choose one of the offered options')).toBeVisible();
    expect(api.calls('api/manage/returns/1000042/refuse/')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText(/^Reason/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Normal wear and use' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(api.calls('api/manage/returns/1000042/refuse/')).toHaveLength(1));
    const [sent] = api.calls('api/manage/returns/1000042/refuse/');
    expect(sent?.body).toEqual({ reason: 'normal_wear', note: '' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
  });

  it('accepts as a remake, saying what a remake becomes', async () => {
    const accepted = { ...waiting, state: 'accepted', resolution: 'remake', actions: [] };
    const { api, user } = await renderDesk({
      'api/manage/returns/1000042/accept/': () => ({ status: 200, body: accepted }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept return RMA-000001' });
    await user.click(within(dialog).getByRole('radio', { name: 'Remake' }));
    expect(within(dialog).getByText(/confirmed production order/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.calls('api/manage/returns/1000042/accept/')).toHaveLength(1));
    expect(api.calls('api/manage/returns/1000042/accept/')[0]?.body).toEqual({
      resolution: 'remake',
      note: '',
    });
  });

  it('resolves a received return only with what was done, and sends it once', async () => {
    const received = {
      ...waiting,
      state: 'received',
      resolution: 'repair',
      actions: ['resolve'],
    };
    const resolved = { ...received, state: 'resolved', actions: [] };
    const { api, user } = await renderDesk({
      'api/manage/returns/1000042/': () => ({ status: 200, body: received }),
      'api/manage/returns/1000042/resolve/': () => ({ status: 200, body: resolved }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }, { timeout: 15_000 }));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Resolve return RMA-000001' });
    expect(within(dialog).getByText(/Granted: Repair/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await within(dialog).findByText('Required')).toBeVisible();
    expect(api.calls('api/manage/returns/1000042/resolve/')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^What was done/), 'Hem repaired.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.calls('api/manage/returns/1000042/resolve/')).toHaveLength(1));
    const [sent] = api.calls('api/manage/returns/1000042/resolve/');
    expect(sent?.body).toEqual({ note: 'Hem repaired.' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
  });
});
