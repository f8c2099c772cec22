import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { accountSettings } from '../test/account-fixture';
import { createQueryClient } from './query-client';
import { AccountSettingsProvider, accountSettingsKey, useAccountSettings } from './settings';

function ShopName() {
  return <span>{useAccountSettings().data?.debtor?.name ?? '—'}</span>;
}

/** Twenty readers of the account, as a configurator's fields are, in the given wrapper. */
function readersIn(wrap: (children: ReactNode) => ReactNode) {
  const client = createQueryClient();
  client.setQueryData(accountSettingsKey, accountSettings());
  const readers = Array.from({ length: 20 }, (_, index) => <ShopName key={String(index)} />);
  const view = render(<QueryClientProvider client={client}>{wrap(readers)}</QueryClientProvider>);
  const observers = client.getQueryCache().find({ queryKey: accountSettingsKey });
  return { client, view, observers: observers?.getObserversCount() ?? 0 };
}

describe('useAccountSettings', () => {
  it('shares one reader of the account query under the account area’s provider', () => {
    const { observers } = readersIn((children) => (
      <AccountSettingsProvider>{children}</AccountSettingsProvider>
    ));
    // Before the provider each field was an observer of its own: twenty here.
    expect(observers).toBe(1);
    expect(screen.getAllByText(accountSettings().debtor?.name ?? '')).toHaveLength(20);
  });

  it('follows the account through the shared reader', async () => {
    const { client } = readersIn((children) => (
      <AccountSettingsProvider>{children}</AccountSettingsProvider>
    ));
    const debtor = accountSettings().debtor;
    if (!debtor) throw new Error('the fixture has a debtor');
    client.setQueryData(
      accountSettingsKey,
      accountSettings({ debtor: { ...debtor, name: 'Raamdecoratie Van Dijk' } }),
    );
    expect(await screen.findAllByText('Raamdecoratie Van Dijk')).toHaveLength(20);
  });

  it('reads the account on its own outside the provider (the public pages’ kits)', () => {
    const { observers } = readersIn((children) => children);
    expect(observers).toBe(20);
    expect(screen.getAllByText(accountSettings().debtor?.name ?? '')).toHaveLength(20);
  });
});
