import type { DeliveryRun, DeliveryStop } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { DeliveryPage } from './delivery-page';
import { mapsLink } from './stop-card';

const routes = [
  {
    path: '/manage/delivery',
    Component: DeliveryPage,
    handle: { titleKey: 'manageDelivery:title' },
  },
];

const stop = (overrides: Partial<DeliveryStop> = {}): DeliveryStop => ({
  debtor_id: 7,
  debtor_number: '100231',
  name: 'Woonwinkel De Linde',
  address: 'Diezerstraat 41',
  postalcode: '8011 RD',
  city: 'Zwolle',
  country: 'NL',
  phone: '+31 38 421 55 10',
  email: 'info@example.test',
  contact: 'Anouk de Linde',
  on_trip: true,
  articles: [
    {
      id: 1,
      order_number: '1000007',
      order_id: 3,
      article_type: 'pleatcurtain',
      commission: 'Familie Jansen',
      customer_order_number: 'KO-1',
      production_status: 'gerverz',
      planned_date: '2026-11-28',
    },
  ],
  pickups: [],
  proofs: [],
  done: false,
  ...overrides,
});

const run = (stops: DeliveryStop[]): DeliveryRun => ({
  date: '2026-11-28',
  today: '2026-11-28',
  stops,
  left: stops.filter((one) => !one.done).length,
});

const PHOTO_ID = '6f1c2a3b-1111-4222-8333-444455556666';

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => clearTokens());

describe('the delivery run page', () => {
  it('shows the stops in the API’s order with a maps link and a call link, a done stop collapsed', async () => {
    fakeApi({
      'api/manage/delivery/run/': () => ({
        status: 200,
        body: run([
          stop(),
          stop({
            debtor_id: 8,
            name: 'Raamdecoratie Van Dijk',
            articles: [],
            done: true,
            proofs: [
              {
                id: 1,
                recipient_name: 'Eva van Dijk',
                delivered_at: '2026-11-28T09:30:00Z',
                photo_url: '/api/manage/delivery/photos/x/',
                order_numbers: ['1000008'],
                staff_username: 'staff-driver',
              },
            ],
          }),
        ]),
      }),
    });
    await renderRoutes(routes, { path: '/manage/delivery' });
    const first = await screen.findByRole('heading', { name: 'Stop 1: Woonwinkel De Linde' });
    expect(screen.getByText('1 stop left', { exact: false })).toBeVisible();
    const card = first.closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: /Diezerstraat 41/ })).toHaveAttribute(
      'href',
      mapsLink(stop()),
    );
    expect(within(card).getByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      'tel:+31384215510',
    );
    const done = screen.getByRole('heading', { name: 'Stop 2: Raamdecoratie Van Dijk' });
    const doneCard = done.closest('li') as HTMLElement;
    expect(within(doneCard).getByText('Done')).toBeVisible();
    expect(within(doneCard).queryByRole('button')).toBeNull();
  });

  it('asks for the name and a photo, then sends the photo and the stop, each under its own key of the one intent', async () => {
    const api = fakeApi({
      'api/manage/delivery/run/': () => ({ status: 200, body: run([stop()]) }),
      'api/manage/delivery/photos/': () => ({
        status: 201,
        body: { id: PHOTO_ID, content_type: 'image/png', size: 10, url: 'x' },
      }),
      'api/manage/delivery/stops/7/delivered/': () => ({
        status: 201,
        body: stop({ articles: [], done: true }),
      }),
    });
    await renderRoutes(routes, { path: '/manage/delivery' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Delivered/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered at Woonwinkel De Linde' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Take or choose a photo.')).toBeVisible();
    expect(api.calls('api/manage/delivery/photos/')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient/ }), 'Anouk de Linde');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, new File([new Uint8Array(10)], 'proof.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.calls('api/manage/delivery/stops/7/delivered/')).toHaveLength(1),
    );
    const [photo] = api.calls('api/manage/delivery/photos/');
    const [delivered] = api.calls('api/manage/delivery/stops/7/delivered/');
    expect(delivered!.body).toEqual({
      recipient_name: 'Anouk de Linde',
      photo_id: PHOTO_ID,
      order_numbers: ['1000007'],
    });
    // A key names one request: the photo's is the delivery's with a suffix (the same key on both
    // was refused by the API as reused).
    expect(photo!.headers['idempotency-key']).toBe(
      `${delivered!.headers['idempotency-key']}.photo`,
    );
    expect(await screen.findByText('Woonwinkel De Linde: delivered.')).toBeVisible();
  });
});
