import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { leavePhone, onPhone } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { ManageSamplesPage } from './manage-samples-page';

const PICK_LIST = {
  day: '2026-11-28',
  fabrics: [
    { fabric_uuid: 'f-4', name: 'Bouclé Nord 04', color: 'Zand', quantity: 1, in_stock: false },
  ],
  requests: [
    {
      id: 4,
      article_type: 'sampleorder',
      debtor_id: 1,
      state: 'requested',
      fabrics: [{ fabric_uuid: 'f-4', name: 'Bouclé Nord 04', color: 'Zand', in_stock: false }],
      address: {
        id: 1,
        name: 'Familie Jansen',
        company: '',
        street: 'Dorpsstraat',
        house_number: '12',
        postcode: '3811 AB',
        city: 'Amersfoort',
        country: 'nl',
      },
      note: '',
      requested_on: '2026-11-28',
      expected_date: '2026-12-04',
      created_at: '2026-11-28T18:54:20.768Z',
      tracking_reference: null,
      shipped_at: null,
      debtor_name: 'Woonwinkel De Linde',
      debtor_number: '100231',
    },
  ],
};

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['manageSamples']);
});
beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  leavePhone();
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the samples desk on a phone', () => {
  it('draws each fabric to pick as a card, its stock in sight', async () => {
    onPhone();
    fakeApi({ 'api/manage/samples/pick-list/': () => ({ status: 200, body: PICK_LIST }) });
    await renderRoutes([{ path: '/s', element: <ManageSamplesPage /> }], { path: '/s' });
    const table = await screen.findByRole('table', { name: 'Fabrics to pick' });
    expect(table).toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).toBeNull();
    expect(within(table).getByText('Out of stock').closest('td')).toHaveAttribute(
      'data-stack-label',
      'Stock',
    );
  });
});
