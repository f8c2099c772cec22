import { fabricDetailSchema } from '@atelier/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountSettingsKey } from '../../api/settings';
import { useSampleBasket } from '../../lib/sample-basket';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { supplierFabric } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { FabricInfoDialog } from './fabric-info-dialog';

const detail = fabricDetailSchema.parse({
  ...supplierFabric('Velours Royal 06', 'vr-06'),
  supplier: { id: 1, name: 'Atelier Weverij' },
  description: '',
  pattern_repeat: 0,
  pattern_width: 0,
  composition: { co: 100 },
  care_symbols: { wash: null, bleach: null, dry: null, clean: null },
  certificates: [],
  ironing_points: 2,
  has_nap: true,
  is_turnable: false,
  roll_length: 5000,
  weight: 420,
  related_colors: [],
});

function Basket() {
  return (
    <p data-testid="basket">
      {useSampleBasket()
        .map((fabric) => fabric.name)
        .join(', ')}
    </p>
  );
}

async function renderDialog(account = accountSettings()) {
  fakeApi({
    'api/user/settings/': () => ({ status: 200, body: account }),
    'api/atelier-fabrics/vr-06/': () => ({ status: 200, body: detail }),
  });
  const view = await renderRoutes(
    [
      { path: '/', element: <FabricInfoDialog fabricUuid="vr-06" onClose={() => {}} /> },
      { path: '/account/sampleservice', element: <Basket /> },
    ],
    { path: '/' },
  );
  await screen.findByText('Velours Royal 06', {}, { timeout: 5000 });
  return view;
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the fabric-info dialog', () => {
  it('adds the fabric to the sample request and opens the sample service', async () => {
    const { router } = await renderDialog();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Request a sample' }, { timeout: 5000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sampleservice'));
    expect(await screen.findByTestId('basket')).toHaveTextContent('Velours Royal 06');
  });

  it('offers no sample when the account’s sample service is off', async () => {
    const { queryClient } = await renderDialog(
      accountSettings({ show_sample_service_buttons: false }),
    );
    await waitFor(() => expect(queryClient.getQueryData(accountSettingsKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Request a sample' })).toBeNull();
  });
});
