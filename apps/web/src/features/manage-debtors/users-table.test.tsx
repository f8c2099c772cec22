import type { DebtorUser, ManageDebtorDetail } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { leavePhone, onPhone } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { UsersTable } from './users-table';
import { SamplesTable } from './work-tables';

const USER = {
  id: 4,
  username: 'demo-shop',
  email: 'shop@woonwinkel-delinde.example',
  preferred_language: 'nl',
  is_active: true,
  is_service_account: false,
  invited: true,
} as DebtorUser;

const DEBTOR = {
  samples: [
    {
      id: 12,
      fabrics: [{ name: 'Bouclé Nord', color: 'Zand' }],
      state: 'requested',
      requested_on: '2026-11-24',
    },
  ],
} as unknown as ManageDebtorDetail;

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['manageDebtors', 'samples', 'enums', 'returns']);
});
afterEach(() => {
  leavePhone();
});

describe('the debtor page’s tables on a phone', () => {
  it('draw each account as a card of labelled lines, nothing scrolling sideways', async () => {
    onPhone();
    await renderRoutes(
      [{ path: '/d', element: <UsersTable users={[USER]} canChange onFlags={() => {}} /> }],
      { path: '/d' },
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(table).toHaveClass('atelier-stacked');
    expect(table.closest('[class*="scrollContainer"]')).toBeNull();
    const cells = within(table).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-stack-label', 'User name');
    expect(within(table).getByText('Invited')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Flags of demo-shop' })).toBeInTheDocument();
  });

  it('draw each sample request as a card too', async () => {
    onPhone();
    await renderRoutes([{ path: '/d', element: <SamplesTable debtor={DEBTOR} /> }], {
      path: '/d',
    });
    const table = await screen.findByRole('table');
    expect(table).toHaveClass('atelier-stacked');
    expect(within(table).getByText('Bouclé Nord Zand').closest('td')).toHaveAttribute(
      'data-stack-label',
    );
  });

  it('keep the table on a laptop', async () => {
    await renderRoutes(
      [{ path: '/d', element: <UsersTable users={[USER]} canChange onFlags={() => {}} /> }],
      { path: '/d' },
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(table).not.toHaveClass('atelier-stacked');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  });
});
