import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ActionButton } from './action-button';

/** Each draw of Mantine's tooltip. */
const tooltipDraws = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async (importOriginal) =>
  (await import('../../test/mantine-draws')).withDrawsCounted(importOriginal, 'Tooltip', () => {
    tooltipDraws.count += 1;
  }),
);

describe('ActionButton', () => {
  it('offers an allowed action, and gives a refused one’s reason on hover and to screen readers', async () => {
    const onClick = vi.fn();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ActionButton verdict={{ allowed: true, message: null }} onClick={onClick}>
                Dupliceren
              </ActionButton>
              <ActionButton
                verdict={{ allowed: false, message: 'Alleen een offerte kan worden verplaatst.' }}
                onClick={onClick}
              >
                Verplaatsen
              </ActionButton>
              <ActionButton verdict={{ allowed: false, message: null }} onClick={onClick}>
                Splitsen
              </ActionButton>
              <ActionButton verdict={undefined} onClick={onClick}>
                Verwijderen
              </ActionButton>
            </>
          ),
        },
      ],
      { path: '/', locale: 'nl' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dupliceren' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Splitsen' })).toBeDisabled();

    const refused = screen.getByRole('button', { name: 'Verplaatsen' });
    expect(refused).toBeDisabled();
    expect(refused).toHaveAccessibleDescription('Alleen een offerte kan worden verplaatst.');
    // No tooltip is made before the pointer comes: mounted, each draws itself twice at once.
    expect(tooltipDraws.count).toBe(0);
    expect(screen.queryByRole('tooltip')).toBeNull();
    const holder = refused.parentElement as HTMLElement;
    await user.hover(holder);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Alleen een offerte kan worden verplaatst.',
    );
    await user.unhover(holder);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.hover(holder);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
  });
});
