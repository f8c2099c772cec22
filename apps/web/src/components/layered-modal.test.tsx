import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { LayeredModal } from './layered-modal';

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

describe('LayeredModal', () => {
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
