import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountSettings } from '../test/account-fixture';
import { renderRoutes } from '../test/render';
import { Sidebar } from './sidebar';

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
});
