import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { LayeredModal } from './layered-modal';

/** Each draw of Mantine's modal, with whether it was open. */
const modalDraws = vi.hoisted(() => [] as boolean[]);
vi.mock('@mantine/core', async (importOriginal) =>
  (await import('../test/mantine-draws')).withDrawsCounted(importOriginal, 'Modal', (props) =>
    modalDraws.push(props.opened),
  ),
);

/** The address book above the return dialog, as the returns page opens them. */
function Stacked({ outerClosed }: { outerClosed: () => void }) {
  const [inner, setInner] = useState(true);
  const [text, setText] = useState('');
  return (
    <LayeredModal opened onClose={outerClosed} title="Buiten" dirty={text !== ''}>
      <TextInput
        label="Naam"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <LayeredModal opened={inner} onClose={() => setInner(false)} title="Binnen">
        <p>Adresboek</p>
      </LayeredModal>
    </LayeredModal>
  );
}

/** A button that opens a dialog, as a page's action does. */
function Opener() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Verwijderen
      </button>
      <LayeredModal opened={opened} onClose={() => setOpened(false)} title="Zeker weten?">
        <button type="button">Ja</button>
      </LayeredModal>
    </>
  );
}

describe('LayeredModal', () => {
  it('is not in the page until first opened; then it opens, and Escape returns to its button', async () => {
    modalDraws.length = 0;
    await renderRoutes([{ path: '/', element: <Opener /> }], { path: '/', locale: 'nl' });
    const opener = await screen.findByRole('button', { name: 'Verwijderen' });
    // Closed, Mantine's modal mounts its portal, which draws it again in the same commit.
    expect(modalDraws).toEqual([]);
    const user = userEvent.setup();
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Zeker weten?' });
    // Drawn closed first, so the opening is a change its transition and focus return follow.
    expect(modalDraws[0]).toBe(false);
    expect(modalDraws.at(-1)).toBe(true);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    // A second opening finds it mounted.
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Zeker weten?' })).toBeInTheDocument();
  });

  it('closes only the upper of two dialogs on Escape', async () => {
    const outerClosed = vi.fn();
    await renderRoutes([{ path: '/', element: <Stacked outerClosed={outerClosed} /> }], {
      path: '/',
      locale: 'nl',
    });
    await screen.findByRole('dialog', { name: 'Binnen' });
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Binnen' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Buiten' })).toBeInTheDocument();
    expect(outerClosed).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(outerClosed).toHaveBeenCalledTimes(1);
  });
});
