import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { accountSettingsKey } from '../api/settings';
import { BrandMark } from '../components/brand-mark';
import { OutboxPage } from '../features/demo-outbox/outbox-page';
import { initI18n } from '../lib/i18n';
import { accountSettings } from '../test/account-fixture';
import { fakeApi } from '../test/fake-api';
import { theme } from './theme';

afterEach(() => vi.unstubAllGlobals());

/** The brand mark inside the account area's providers, with the given cache. */
function renderBrand(client: Client) {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <BrandMark />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

type Client = ReturnType<typeof createQueryClient>;

/**
 * Runs `change` on a cache without the brand and on one the brand is drawn from, and expects the
 * account read as often in both: the brand itself reads it for nothing `change` does. Returns the
 * cache the brand is drawn from.
 */
async function brandAddsNoReads(change: (client: Client) => Promise<void>): Promise<Client> {
  const accountReads = async (client: Client) => {
    const read = vi.spyOn(client, 'getQueryData');
    await act(() => change(client));
    const reads = read.mock.calls.filter(([key]) => key[0] === accountSettingsKey[0]).length;
    read.mockRestore();
    return reads;
  };
  const settings = accountSettings({ group_name: 'Default' });
  const alone = createQueryClient();
  alone.setQueryData(accountSettingsKey, settings);
  const withoutBrand = await accountReads(alone);
  const client = createQueryClient();
  client.setQueryData(accountSettingsKey, settings);
  renderBrand(client);
  expect(await accountReads(client)).toBe(withoutBrand);
  return client;
}

describe('the brand mark', () => {
  it('renders on the public pages, which have no query client (the login page broke)', async () => {
    await initI18n('en');
    fakeApi({ 'api/demo/outbox/': () => ({ status: 200, body: [] }) });
    render(
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <Suspense fallback={null}>
            <BrandMark />
            <OutboxPage />
          </Suspense>
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByText(/No mail yet/)).toBeInTheDocument();
    expect(screen.getByText('Atelier')).toBeInTheDocument();
  });

  it('shows the partner brand to a partner-group account and the supplier’s otherwise', () => {
    const client = createQueryClient();
    client.setQueryData(accountSettingsKey, accountSettings({ group_name: 'OBI Polska' }));
    const { container } = renderBrand(client);
    expect(screen.getByText('OBI')).toBeInTheDocument();
    expect(container.querySelector('[data-brand="partner"]')).not.toBeNull();
  });

  it('follows the account, and reads nothing when other queries change', async () => {
    // Twenty other queries change (the client itself reads the account once for each, to know the
    // shop the query is for).
    const client = await brandAddsNoReads(async (client) => {
      for (let index = 0; index < 20; index += 1) client.setQueryData(['orders', index], []);
    });
    expect(screen.getByText('Atelier')).toBeInTheDocument();
    await act(async () => {
      client.setQueryData(accountSettingsKey, accountSettings({ group_name: 'OBI Polska' }));
    });
    expect(screen.getByText('OBI')).toBeInTheDocument();
  });

  it('reads nothing when readers of the account come and go', async () => {
    // Twenty readers of the account subscribe and leave again (each tells the cache twice, and the
    // brand listened to every such event).
    await brandAddsNoReads(async (client) => {
      for (let index = 0; index < 20; index += 1) {
        const reader = new QueryObserver(client, { queryKey: accountSettingsKey, enabled: false });
        reader.subscribe(() => undefined)();
      }
    });
  });
});
