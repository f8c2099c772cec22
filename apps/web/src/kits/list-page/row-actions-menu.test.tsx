// A row's menu of actions: drawn as its button only until it is first used, then the menu, open.
import { Button, Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { RowActionsMenu } from './row-actions-menu';

/** A row whose action opens a dialog, as a list's delete does. */
function RowWithDialog() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RowActionsMenu
        label="Acties voor 1000003"
        actions={[{ key: 'delete', label: 'Verwijderen', onClick: () => setOpened(true) }]}
      />
      <Modal opened={opened} onClose={() => setOpened(false)} title="Verwijderen?">
        <Button onClick={() => setOpened(false)}>Annuleren</Button>
      </Modal>
    </>
  );
}

describe('RowActionsMenu', () => {
  it('draws only its button until used, then opens at the first click or key and works as a menu', async () => {
    const copy = vi.fn();
    const row = vi.fn();
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            // biome-ignore lint/a11y/noStaticElementInteractions: a row that opens on click, as the lists' rows do
            // biome-ignore lint/a11y/useKeyWithClickEvents: the row's own keys are not what this tests
            <div onClick={row}>
              <RowActionsMenu
                label="Acties voor 1000001"
                actions={[
                  { key: 'copy', label: 'Kopiëren', onClick: copy },
                  {
                    key: 'delete',
                    label: 'Verwijderen',
                    onClick: vi.fn(),
                    disabled: true,
                    reason: 'Bevestigd',
                  },
                ]}
              />
            </div>
          ),
        },
      ],
      { path: '/', locale: 'nl' },
    );
    const user = userEvent.setup();
    const button = () => screen.getByRole('button', { name: 'Acties voor 1000001' });
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();

    await user.click(button());
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() => expect(button()).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByRole('menuitem', { name: /Verwijderen/ })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button()).toHaveAttribute('aria-expanded', 'false');

    // Again, from the keyboard: the menu opens and its action runs; the row is not opened.
    button().focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Kopiëren' }));
    expect(copy).toHaveBeenCalledTimes(1);
    expect(row).not.toHaveBeenCalled();
  });

  it('takes the focus into the menu when first opened from the keyboard, and gives it back on Escape', async () => {
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <RowActionsMenu
              label="Acties voor 1000002"
              actions={[{ key: 'copy', label: 'Kopiëren', onClick: vi.fn() }]}
            />
          ),
        },
      ],
      { path: '/', locale: 'nl' },
    );
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Acties voor 1000002' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Acties voor 1000002' })).toHaveFocus(),
    );
  });

  it('gives the focus back to its button when a dialog its action opened is closed', async () => {
    await renderRoutes([{ path: '/', element: <RowWithDialog /> }], { path: '/', locale: 'nl' });
    const user = userEvent.setup();
    const button = () => screen.getByRole('button', { name: 'Acties voor 1000003' });
    await user.tab();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verwijderen?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Closed from the keyboard: the dealer is back on the row's button, not at the page's top.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());

    // And with the dialog's own button, the menu opened by a click this time.
    await user.click(button());
    await user.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    await user.click(await screen.findByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button()).toHaveFocus());
  });
});
