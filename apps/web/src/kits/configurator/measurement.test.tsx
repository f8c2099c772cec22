import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { orderArticle, orderView } from '../../test/order-book-fixture';
import { renderRoutes } from '../../test/render';
import { writeCommissionTarget } from './commission-choice';
import { LengthField } from './fields';
import { UNSAVED_ARTICLE, useCommissionOrderId, useLiveMeasurement } from './measurement';

/** A living-room curtain's height typed beside two stored curtains of 260 cm in its commission. */
function Harness() {
  const [parameters, setParameters] = useState<Record<string, unknown>>({ width: 180 });
  const { issuesOf } = useLiveMeasurement({
    orderId: useCommissionOrderId(null),
    article: {
      orderNumber: UNSAVED_ARTICLE,
      articleType: 'pleatcurtain',
      room: 'living',
      curtainOrderNumber: null,
      parameters,
    },
  });
  return (
    <LengthField
      name="height"
      label="Height"
      parameters={parameters}
      onChange={(name, value) => setParameters((current) => ({ ...current, [name]: value }))}
      issues={issuesOf(UNSAVED_ARTICLE)}
    />
  );
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  writeCommissionTarget({ kind: 'draft', orderId: 41 });
  fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    'api/orders/41/': () => ({
      status: 200,
      body: orderView({
        id: 41,
        articles: [
          orderArticle({ order_number: '1000001', width: 150, height: 260 }),
          orderArticle({ order_number: '1000002', width: 200, height: 260 }),
        ],
      }),
    }),
  });
});
afterEach(() => {
  writeCommissionTarget({ kind: 'latest' });
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the measurement check beside a field', { timeout: 30_000 }, () => {
  it('asks about 20 cm as it is typed, offers 200 cm, then asks about 200 cm among 260 cm; nothing about a height the field refuses', async () => {
    await renderRoutes([{ path: '/', element: <Harness /> }], { path: '/', locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Height/ });
    const user = userEvent.setup();
    // 16 cm is below any curtain (the field refuses it with its range): no warning beside it.
    await user.type(input, '16');
    await screen.findByDisplayValue('16');
    expect(screen.queryByText(/looks like another unit/)).toBeNull();
    await user.clear(input);
    await user.type(input, '20');
    expect(await screen.findByText(/20 cm looks like another unit/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 200 cm' }));
    await waitFor(() => expect(input).toHaveValue('200'));
    expect(
      await screen.findByText(
        /Height 200 cm differs from the other curtains of this room \(260 cm\)/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 260 cm' }));
    await waitFor(() => expect(input).toHaveValue('260'));
    await waitFor(() => expect(screen.queryByText(/differs from the other curtains/)).toBeNull());
  });

  it('asks nothing of a sill-length height beside floor-length curtains: another kind of height', async () => {
    await renderRoutes([{ path: '/', element: <Harness /> }], { path: '/', locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Height/ });
    const user = userEvent.setup();
    await user.type(input, '160');
    await waitFor(() => expect(input).toHaveValue('160'));
    expect(screen.queryByText(/differs from the other curtains/)).toBeNull();
    expect(screen.queryByText(/looks like another unit/)).toBeNull();
  });

  it('on an imperial account reads feet typed for inches: 8, did you mean 96 in?', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ unit_system: 'imperial' }),
      }),
      'api/orders/41/': () => ({ status: 200, body: orderView({ id: 41, articles: [] }) }),
    });
    await renderRoutes([{ path: '/', element: <Harness /> }], { path: '/', locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Height/ });
    const user = userEvent.setup();
    await user.type(input, '8');
    expect(
      await screen.findByText('8 in looks like another unit. Did you mean 96 in?'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 96 in' }));
    await waitFor(() => expect(input).toHaveValue('96'));
    await waitFor(() => expect(screen.queryByText(/looks like another unit/)).toBeNull());
  });
});
