import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
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
    const { container } = render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <BrandMark />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByText('OBI')).toBeInTheDocument();
    expect(container.querySelector('[data-brand="partner"]')).not.toBeNull();
  });
});
