import { MAX_RMA_PHOTO_BYTES } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken, type SentRequest } from '../../test/fake-api';
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
const ORDERS = `api/orders/${fabricQueryString({ status: 'confirmed,delivered', page_size: 100 })}`;
const made = rmaAnswer();

const order = {
  id: 12,
  order_type: 'delivered',
  debtor_id: 1,
  debtor_name: 'Woonwinkel De Linde',
  employee: 3,
  employee_name: 'Anouk de Linde',
  commission: 'Familie Jansen',
  customer_order_number: '',
  memo: '',
  order_date: '2026-11-02',
  planned_date: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  totals: { currency: 'eur', wholesale: 10000, sales: 20000 },
  article_count: 1,
  end_customer_name: '',
  end_customer_reference: '',
  offer_valid_until: null,
  offer_expired: false,
  created_by_me: true,
};
const article = {
  order_number: '1000007',
  article_type: 'pleatcurtain',
  room: 'living',
  main_fabric: 'lino-01',
  curtain_order_number: null,
  quantity: 1,
  width: 180,
  height: 250,
  wholesale: 10000,
  sales: 20000,
  production_status: null,
  stock_state: 'inapplicable',
  set_label: null,
  stroke_group: null,
  main_fabric_name: 'Lino 01',
  strokes: null,
  pleat_percentage: null,
  pleat_depth: null,
  actions: [],
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
};
const template = {
  article: made.article,
  customer_name: 'Familie Jansen',
  phone: '+31 38 123 45 67',
  email: 'shop@example.test',
  street: 'Kerkstraat 1',
  city: 'Zwolle',
  postcode: '8011 AB',
  country: 'nl',
  employee: 3,
};

function api(
  overrides: Record<string, (request: SentRequest) => { status: number; body?: unknown }> = {},
) {
  return fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({
        employees: [{ id: 3, name: 'Anouk de Linde', email: '', is_archived: false }],
      }),
    }),
    [LIST]: () => pageAnswer([]),
    // A list row carries its refusals as codes; the order's own answer every verdict.
    [ORDERS]: () => pageAnswer([{ ...order, refused_actions: {} }]),
    'api/rma/1000042/photos/p1/': () => ({ status: 200, body: 'png' }),
    'api/orders/12/': () => ({ status: 200, body: { ...order, actions: [], articles: [article] } }),
    'api/rma/template/': () => ({ status: 200, body: template }),
    ...overrides,
  });
}

async function renderPage() {
  await renderRoutes(routes, { path: '/account/returns' });
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(
    await screen.findByLabelText(new RegExp(`^${label}`), { selector: 'input' }, { timeout: 5000 }),
  );
  await user.click(await screen.findByRole('option', { name: option }));
}

const png = (name: string, size = 2000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
  );
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the returns page', () => {
  it('lists the shop’s returns with their state and opens one', async () => {
    api({
      [LIST]: () =>
        pageAnswer([
          made,
          rmaAnswer({ order_number: '1000043', rma_number: 'RMA-000002', state: 'received' }),
        ]),
    });
    const user = await renderPage();
    const table = await screen.findByRole('table', { name: 'Your returns' }, { timeout: 5000 });
    expect(within(table).getByText('Confirmed')).toBeVisible();
    expect(within(table).getByText('Received')).toBeVisible();
    expect(within(table).getAllByText('Production fault')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show return RMA-000001' }));
    const detail = await screen.findByRole('dialog', { name: 'Return RMA-000001' });
    expect(within(detail).getByText('The hem is uneven.')).toBeVisible();
    expect(within(detail).getByText('No photos.')).toBeVisible();
  });

  it('adds photos to a return made earlier, and names the server’s refusal', async () => {
    let answer: { status: number; body: unknown } = {
      status: 413,
      body: { code: 'image_too_large', detail: 'The image is too large: at most 1.1 MB.' },
    };
    const calls = api({
      [LIST]: () => pageAnswer([made]),
      'api/rma/1000042/photos/': () => answer,
    });
    const user = await renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Show return RMA-000001' }, { timeout: 5000 }),
    );
    const detail = await screen.findByRole('dialog', { name: 'Return RMA-000001' });
    const input = detail.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [png('later.png')]);
    await user.click(within(detail).getByRole('button', { name: 'Send photos' }));
    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      'The image is too large: at most 1.1 MB.',
    );
    answer = {
      status: 201,
      body: rmaAnswer({
        photos: [
          { id: 'p1', content_type: 'image/png', size: 10, url: '/api/rma/1000042/photos/p1/' },
        ],
      }),
    };
    await user.click(within(detail).getByRole('button', { name: 'Send photos' }));
    expect(
      await screen.findByText('The photos have been added to return RMA-000001.'),
    ).toBeVisible();
    const [first, second] = calls.calls('api/rma/1000042/photos/');
    // The retry of one attempt carries its key again.
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(
      await within(detail).findByRole('img', { name: 'Photo 1 of return RMA-000001' }),
    ).toBeVisible();
  });

  it('says when there are none, and when they could not be loaded', async () => {
    api();
    await renderPage();
    expect(
      await screen.findByText('You have not made any returns yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
    vi.unstubAllGlobals();
    api({ [LIST]: () => ({ status: 500, body: { code: 'server_error' } }) });
    await renderPage();
    expect(
      await screen.findByText('Your returns could not be loaded.', {}, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('makes a return from a delivered article with every field and its photos', async () => {
    let list = [] as ReturnType<typeof rmaAnswer>[];
    const calls = api({
      [LIST]: () => pageAnswer(list),
      'api/rma/': () => ({ status: 201, body: made }),
      'api/rma/1000042/photos/': () => {
        list = [
          rmaAnswer({
            photos: [
              { id: 'p1', content_type: 'image/png', size: 10, url: '/api/rma/1000042/photos/p1/' },
            ],
          }),
        ];
        return { status: 201, body: list[0] };
      },
    });
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'New return' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New return' });
    await choose(user, 'Order', 'Familie Jansen – Nov 2, 2026');
    await choose(user, 'Article', '1000007 · Pleated curtain');
    const customer = await within(dialog).findByRole('textbox', { name: /Customer name/ });
    expect(customer).toHaveValue('Familie Jansen');
    expect(within(dialog).getByRole('textbox', { name: /City/ })).toHaveValue('Zwolle');
    expect(calls.calls('api/rma/template/')[0]?.body).toEqual({ article_order_number: '1000007' });

    // Nothing chosen for the choices yet: the form names them and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(await within(dialog).findAllByText('Choose one of the offered options')).toHaveLength(3);
    expect(calls.calls('api/rma/')).toHaveLength(0);

    await choose(user, 'Reason', 'Production fault');
    await choose(user, 'Solution', 'Repair');
    await choose(user, 'Workshop', 'Helmond');
    await choose(user, 'Hanger type', 'Hooks');
    const count = within(dialog).getByRole('textbox', { name: /Number of hangers/ });
    await user.clear(count);
    await user.type(count, '24');
    await user.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Hem uneven');

    const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [png('left.png'), png('huge.png', MAX_RMA_PHOTO_BYTES + 1)]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.png is too large: at most 1.1 MB.',
    );
    expect(within(dialog).getByRole('img', { name: 'Preview of left.png' })).toBeVisible();
    expect(within(dialog).queryByRole('img', { name: 'Preview of huge.png' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    await waitFor(() => expect(calls.calls('api/rma/1000042/photos/')).toHaveLength(1));
    const sent = calls.calls('api/rma/')[0]!;
    expect(sent.body).toEqual({
      article_order_number: '1000007',
      customer_name: 'Familie Jansen',
      phone: '+31 38 123 45 67',
      email: 'shop@example.test',
      street: 'Kerkstraat 1',
      city: 'Zwolle',
      postcode: '8011 AB',
      country: 'nl',
      delivery_address: null,
      preferred_delivery_date: null,
      workshop: 'helmond',
      hanger_type: 'hooks',
      hanger_count: 24,
      reason: 'production_fault',
      description: 'Hem uneven',
      solution: 'repair',
      employee: 3,
    });
    expect(sent.headers['idempotency-key']).toMatch(/^web-/);
    const photos = calls.calls('api/rma/1000042/photos/')[0]!;
    expect((photos.body as FormData).getAll('photos').map((file) => (file as File).name)).toEqual([
      'left.png',
    ]);
    expect(await screen.findByText('Return RMA-000001 has been confirmed.')).toBeVisible();
  });

  it('puts the server’s field errors on the fields', async () => {
    const calls = api({
      'api/rma/': () => ({
        status: 400,
        body: { preferred_delivery_date: ['Choose a date after today.'] },
      }),
    });
    const user = await renderPage();
    await user.click(await screen.findByRole('button', { name: 'New return' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New return' });
    await choose(user, 'Order', 'Familie Jansen – Nov 2, 2026');
    await choose(user, 'Article', '1000007 · Pleated curtain');
    await within(dialog).findByRole('textbox', { name: /Customer name/ });
    await choose(user, 'Reason', 'Damaged');
    await choose(user, 'Solution', 'Credit note');
    await choose(user, 'Workshop', 'Genemuiden');
    await user.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Torn');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm return' }));
    expect(await within(dialog).findByText('Choose a date after today.')).toBeVisible();
    expect(calls.calls('api/rma/')).toHaveLength(1);
  });
});
