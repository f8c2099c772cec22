import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { addToSampleBasket } from '../../lib/sample-basket';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer, supplierFabric } from '../../test/catalogue-fixture';
import { fakeApi, makeToken, type SentRequest } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { addressEntry, sampleRequest } from '../../test/service-fixture';
import { SampleServicePage } from './sample-service-page';

const routes = [
  {
    path: '/account/sampleservice',
    Component: SampleServicePage,
    handle: { titleKey: 'shell:routes.sampleservice' },
  },
];
const SAMPLES = 'api/samples/';
const history = `${SAMPLES}${fabricQueryString({ page: 1, page_size: 50 })}`;
const book = `api/customers/address-book/${fabricQueryString({ page: 1, page_size: 10 })}`;
const catalogue = `api/atelier-fabrics/${fabricQueryString({ kind: 'fabrics', page_size: 24 })}`;

function api(
  overrides: Record<string, (request: SentRequest) => { status: number; body?: unknown }> = {},
) {
  return fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [history]: () => pageAnswer([]),
    [book]: () => pageAnswer([addressEntry()]),
    [catalogue]: () => pageAnswer([supplierFabric('Velours Royal 06', 'vr-06')]),
    ...overrides,
  });
}

async function renderPage() {
  await renderRoutes(routes, { path: '/account/sampleservice' });
  return userEvent.setup();
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the sample-service page', () => {
  it('refuses a sixth fabric with the spec’s message', async () => {
    api();
    for (let i = 1; i <= 5; i += 1)
      addToSampleBasket({ fabric_uuid: `f-${i}`, name: `Lino 0${i}` });
    const user = await renderPage();
    expect(await screen.findByText('5 of 5 fabrics chosen', {}, { timeout: 5000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a fabric' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a fabric' });
    // The sample service offers the supplier's collection only.
    expect(within(picker).queryByText('My own fabrics')).toBeNull();
    await user.click(
      await within(picker).findByRole('button', { name: 'Choose Velours Royal 06' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many fabrics selected for samples: choose at most 5.',
    );
    expect(screen.getByText('5 of 5 fabrics chosen')).toBeVisible();
    expect(screen.queryByText('Velours Royal 06')).toBeNull();
  });

  it('sends the fabrics, the address from the book and the note, and lists the request', async () => {
    let sent: ReturnType<typeof sampleRequest>[] = [];
    const calls = api({
      [history]: () => pageAnswer(sent),
      [SAMPLES]: () => {
        sent = [sampleRequest({ note: 'Woonkamer', expected_date: '2026-12-01' })];
        return { status: 201, body: sent[0] };
      },
    });
    addToSampleBasket({ fabric_uuid: 'bn-01', name: 'Bouclé Nord 01' });
    const user = await renderPage();
    expect(
      await screen.findByText('You have not requested any samples yet.', {}, { timeout: 5000 }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Request samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a delivery address.');
    expect(calls.calls(SAMPLES)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Choose from the address book' }));
    await user.click(
      await screen.findByRole('button', { name: 'Use the address of Familie Jansen' }),
    );
    expect(await screen.findByTestId('chosen-address')).toHaveTextContent(
      'Familie Jansen, Dorpsstraat 12, 3811 AB Amersfoort',
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Woonkamer');
    await user.click(screen.getByRole('button', { name: 'Request samples' }));

    await waitFor(() => expect(calls.calls(SAMPLES)).toHaveLength(1));
    const request = calls.calls(SAMPLES)[0]!;
    expect(request.body).toEqual({ fabrics: ['bn-01'], address: 7, note: 'Woonkamer' });
    expect(request.headers['idempotency-key']).toMatch(/^web-/);
    expect(
      await screen.findByText(
        'Your sample request has been received. Expected delivery: Dec 1, 2026.',
      ),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Earlier requests' });
    expect(within(table).getByText('Requested')).toBeVisible();
    expect(within(table).getAllByText('Dec 1, 2026')).toHaveLength(1);
    expect(screen.getByText('0 of 5 fabrics chosen')).toBeVisible();
  });

  it('names a waiting request’s fabric out of stock as the desk marked it, on the next load', async () => {
    const fabrics = [
      { fabric_uuid: 'bn-01', name: 'Bouclé Nord 01', color: 'Sand', in_stock: false },
      { fabric_uuid: 'vr-06', name: 'Velours Royal 06', color: 'Rose', in_stock: true },
    ];
    api({
      [history]: () =>
        pageAnswer([
          sampleRequest({ id: 3, fabrics }),
          sampleRequest({ id: 4, state: 'sent', tracking_reference: '3SABC123', fabrics }),
        ]),
    });
    await renderPage();
    const table = await screen.findByRole('table', { name: 'Earlier requests' }, { timeout: 5000 });
    expect(
      within(table).getByText(
        'Bouclé Nord 01 (samples out of stock, it may take longer), Velours Royal 06',
      ),
    ).toBeVisible();
    // A request already sent says nothing of stock.
    expect(within(table).getByText('Bouclé Nord 01, Velours Royal 06')).toBeVisible();
  });

  it('shows the server’s refusal beside the form', async () => {
    api({
      [SAMPLES]: () => ({
        status: 400,
        body: { address: ['Choose one of the options offered.'] },
      }),
    });
    addToSampleBasket({ fabric_uuid: 'bn-01', name: 'Bouclé Nord 01' });
    const user = await renderPage();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Choose from the address book' },
        { timeout: 5000 },
      ),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Use the address of Familie Jansen' }),
    );
    await user.click(screen.getByRole('button', { name: 'Request samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose one of the options offered.',
    );
  });

  it('is closed when the account’s sample service is switched off', async () => {
    const calls = api({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ show_sample_service_buttons: false }),
      }),
    });
    await renderPage();
    expect(
      await screen.findByText('The sample service is not available for this account.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Request samples' })).toBeNull();
    expect(calls.calls(history)).toHaveLength(0);
  });
});
