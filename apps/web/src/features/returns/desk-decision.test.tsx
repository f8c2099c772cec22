import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { rmaAnswer } from '../../test/service-fixture';
import { ReturnsPage } from './returns-page';

const routes = [
  {
    path: '/account/returns',
    Component: ReturnsPage,
    handle: { titleKey: 'shell:routes.returns' },
  },
];
const LIST = `api/rma/${fabricQueryString({ page: 1, page_size: 100 })}`;
const question = 'Which panel is uneven?';
const asked = rmaAnswer({
  state: 'information_requested',
  question,
  dealer_actions: ['answer'],
});

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function openReturn(answer: typeof asked, extra = {}) {
  const api = fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [LIST]: () => pageAnswer([answer]),
    'api/rma/1000042/': () => ({ status: 200, body: answer }),
    ...extra,
  });
  await renderRoutes(routes, { path: '/account/returns' });
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Show return RMA-000001' }, { timeout: 5000 }),
  );
  const dialog = await screen.findByRole('dialog', { name: /RMA-000001/ });
  return { api, user, dialog };
}

describe('the returns desk on the dealer’s page', () => {
  it('shows the desk’s question and sends the dealer’s answer once', async () => {
    const answered = {
      ...asked,
      state: 'answered',
      information_answer: 'Left, 2 cm',
      dealer_actions: [],
    };
    const { api, user, dialog } = await openReturn(asked, {
      'api/rma/1000042/answer/': () => ({ status: 200, body: answered }),
    });
    expect(await within(dialog).findByText(question)).toBeVisible();
    const send = within(dialog).getByRole('button', { name: 'Send answer' });
    await user.click(send);
    expect(await within(dialog).findByText('Required')).toBeVisible();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Your answer to the question' }),
      'Left, 2 cm',
    );
    await user.click(send);
    await waitFor(() =>
      expect(api.sent.filter((request) => request.path === 'api/rma/1000042/answer/')).toHaveLength(
        1,
      ),
    );
    const [request] = api.sent.filter((sent) => sent.path === 'api/rma/1000042/answer/');
    expect(request?.body).toEqual({ answer: 'Left, 2 cm' });
    expect(request?.headers['idempotency-key']).toBeTruthy();
  });

  it('names the refusal in the dealer’s words, with the desk’s note', async () => {
    const refused = rmaAnswer({
      state: 'rejected',
      refusal_reason: 'normal_wear',
      refusal_reason_text: 'Normal wear and use',
      desk_note: 'Sun damage on the fabric.',
      decided_at: '2026-11-25T10:00:00Z',
    });
    const { dialog } = await openReturn(refused);
    expect(await within(dialog).findByText('Refused: Normal wear and use')).toBeVisible();
    expect(within(dialog).getByText('Note: Sun damage on the fabric.')).toBeVisible();
  });

  it('links the production order of an accepted remake', async () => {
    const accepted = rmaAnswer({
      state: 'accepted',
      resolution: 'remake',
      remake_order_id: 77,
      decided_at: '2026-11-25T10:00:00Z',
    });
    const { dialog } = await openReturn(accepted);
    expect(await within(dialog).findByText('Accepted: Remake')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open production order 77' })).toHaveAttribute(
      'href',
      '/account/order/77',
    );
  });
});
