import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountSettings } from '../test/account-fixture';
import { fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { Sidebar } from './sidebar';

/** How often an entry of the sidebar has been drawn. */
const entryDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async (importOriginal) =>
  (await import('../test/mantine-draws')).withDrawsCounted(importOriginal, 'NavLink', () => {
    entryDraws.count += 1;
  }),
);

function SidebarPage() {
  return <Sidebar account={accountSettings()} collapsed={false} />;
}

describe('sidebar tooltips', () => {
  it('appear only for titles longer than 25 characters', async () => {
    await renderRoutes([{ path: '/account/dashboard', Component: SidebarPage }], {
      path: '/account/dashboard',
      locale: 'lt',
    });
    const user = userEvent.setup();

    // "Aptarnavimas ir atsisiuntimai": 29 characters.
    const service = await screen.findByText('Aptarnavimas ir atsisiuntimai');
    await user.hover(service);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Aptarnavimas ir atsisiuntimai');
    await user.unhover(service);

    // "Nustatymai": 10 characters.
    await user.hover(screen.getByRole('link', { name: 'Nustatymai' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    const tooltips = screen.queryAllByRole('tooltip').map((tooltip) => tooltip.textContent);
    expect(tooltips).not.toContain('Nustatymai');
  });

  it('draws only the help entry’s badge when the count of unread answers arrives', async () => {
    let answer: (count: number) => void = () => undefined;
    const api = fakeApi({
      'api/support/unread/': () =>
        new Promise((resolve) => {
          answer = (unread) => resolve({ status: 200, body: { unread } });
        }),
    });
    await renderRoutes([{ path: '/account/dashboard', Component: SidebarPage }], {
      path: '/account/dashboard',
      locale: 'nl',
    });
    await screen.findByRole('link', { name: 'Instellingen' });
    await waitFor(() => expect(api.calls('api/support/unread/').length).toBeGreaterThan(0));
    const before = entryDraws.count;
    answer(3);
    expect(await screen.findByTestId('help-unread')).toHaveTextContent('3');
    expect(entryDraws.count).toBe(before);
  });
});
