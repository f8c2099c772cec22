import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSuppliers } from '../../../api/customer-fabrics';
import { fabricQueryString } from '../../../api/fabrics';
import { clearTokens, setTokens } from '../../../lib/session';
import { accountSettings } from '../../../test/account-fixture';
import { customerFabricAnswer, pageAnswer, supplierFabric } from '../../../test/catalogue-fixture';
import { type Answer, fakeApi, makeToken } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { FabricPicker, type PickedFabric } from './fabric-picker';

const page = (results: unknown[]) => pageAnswer(results);

const customerFabric = (name: string) => customerFabricAnswer({ fabric_uuid: 'cf-0001', name });

const supplierList = (q?: string) =>
  `api/atelier-fabrics/${fabricQueryString({ kind: 'fabrics', q, page_size: 24 })}`;
const ownList = `api/customer-fabrics/${fabricQueryString({ usage: 'main', status: 'active', page_size: 24 })}`;

function Harness({ onPick }: { onPick: (fabric: PickedFabric) => void }) {
  const [value, setValue] = useState<PickedFabric | null>(null);
  return (
    <FabricPicker
      kind="fabrics"
      value={value}
      onChange={(fabric) => {
        setValue(fabric);
        onPick(fabric);
      }}
    />
  );
}

async function openPicker(suppliers: () => Answer, onPick = vi.fn()) {
  const api = fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    [supplierList()]: () =>
      page([supplierFabric('Bouclé Nord 01', 'bn-01'), supplierFabric('Lino 2103', 'li-03')]),
    [supplierList('Bou')]: () => page([supplierFabric('Bouclé Nord 01', 'bn-01')]),
    [ownList]: () => page([customerFabric('Linnen eigen 7')]),
    'api/customer-fabrics/suppliers/': suppliers,
  });
  await renderRoutes([{ path: '/', element: <Harness onPick={onPick} /> }], { path: '/' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Choose a fabric' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a fabric' });
  return { api, user, dialog, onPick };
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the fabric picker', () => {
  it('starts the list afresh when the source changes', async () => {
    const { user, dialog } = await openPicker(() => ({
      status: 200,
      body: [{ id: 1, name: 'Atelier' }],
    }));
    expect(await within(dialog).findByRole('article', { name: 'Lino 2103' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search fabrics' }), 'Bou');
    await waitFor(() =>
      expect(within(dialog).queryByRole('article', { name: 'Lino 2103' })).toBeNull(),
    );

    await user.click(within(dialog).getByText('My own fabrics'));
    expect(
      await within(dialog).findByRole('article', { name: 'Linnen eigen 7' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('article', { name: 'Bouclé Nord 01' })).toBeNull();
    expect(within(dialog).getByRole('searchbox', { name: 'Search fabrics' })).toHaveValue('');

    await user.click(within(dialog).getByText('Atelier fabrics'));
    expect(await within(dialog).findByRole('article', { name: 'Lino 2103' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('article', { name: 'Linnen eigen 7' })).toBeNull();
  });

  it('reports the chosen own fabric with its source', async () => {
    const { user, dialog, onPick } = await openPicker(() => ({ status: 200, body: [] }));
    await user.click(within(dialog).getByText('My own fabrics'));
    await user.click(await within(dialog).findByRole('button', { name: 'Choose Linnen eigen 7' }));
    expect(onPick).toHaveBeenCalledWith({
      fabric_uuid: 'cf-0001',
      name: 'Linnen eigen 7',
      source: 'EXISTING_CUSTOMER_FABRICS',
    });
    expect(await screen.findByText('Chosen fabric: Linnen eigen 7')).toBeInTheDocument();
  });

  it('offers supplier 1 when the suppliers cannot be loaded', async () => {
    const { user, dialog } = await openPicker(() => ({ status: 500, body: { code: 'internal' } }));
    await user.click(within(dialog).getByText('My own fabrics'));
    await user.click((await within(dialog).findAllByLabelText('Supplier'))[0] as HTMLElement);
    expect(await screen.findByRole('option', { name: 'Supplier 1' })).toBeInTheDocument();
  });
});

describe('fetchSuppliers', () => {
  it('answers the single supplier 1 when the call fails', async () => {
    fakeApi({ 'api/customer-fabrics/suppliers/': () => ({ status: 503 }) });
    expect(await fetchSuppliers()).toEqual([{ id: 1, name: '' }]);
  });
});
