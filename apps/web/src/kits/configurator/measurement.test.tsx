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
  it('asks about 26 cm as it is typed, offers 260 cm, and asks nothing about a height the field refuses', async () => {
    await renderRoutes([{ path: '/', element: <Harness /> }], { path: '/', locale: 'en' });
    const input = await screen.findByRole('textbox', { name: /^Height/ });
    const user = userEvent.setup();
    await user.type(input, '26');
    expect(await screen.findByText(/26 cm looks like another unit/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 260 cm' }));
    await waitFor(() => expect(input).toHaveValue('260'));
    await waitFor(() => expect(screen.queryByText(/looks like another unit/)).toBeNull());
    // 16 cm is below any curtain (the field refuses it with its range): no warning beside it.
    await user.clear(input);
    await user.type(input, '16');
    await screen.findByDisplayValue('16');
    expect(screen.queryByText(/looks like another unit/)).toBeNull();
    await user.type(input, '0');
    await waitFor(() => expect(input).toHaveValue('160'));
    expect(
      await screen.findByText(
        /Height 160 cm differs from the other curtains of this room \(260 cm\)/,
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Use 260 cm' }));
    await waitFor(() => expect(input).toHaveValue('260'));
    await waitFor(() => expect(screen.queryByText(/differs from the other curtains/)).toBeNull());
  });
});
