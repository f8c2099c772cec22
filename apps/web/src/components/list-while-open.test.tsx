import { Select } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { FilterMultiSelect } from './fit-to-texts';
import { useListWhileOpen } from './list-while-open';

function Fabric() {
  return (
    <Select label="Stof" data={['Linnen', 'Velours', 'Voile']} comboboxProps={useListWhileOpen()} />
  );
}

function Statuses() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <FilterMultiSelect
      label="Status"
      data={['Gepland', 'In productie', 'Klaar']}
      value={value}
      onChange={setValue}
    />
  );
}

/** Opens the select and waits for its list; the field must then name that list as open. */
async function openedList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText('Stof', { selector: 'input' }));
  const list = await screen.findByRole('listbox');
  const field = screen.getByLabelText('Stof', { selector: 'input' });
  await waitFor(() => expect(field).toHaveAttribute('aria-controls', list.id));
  expect(field).toHaveAttribute('aria-expanded', 'true');
  return list.id;
}

describe('useListWhileOpen', () => {
  it('draws the list only while open, and links the field to it on every opening', async () => {
    await renderRoutes([{ path: '/', element: <Fabric /> }], { path: '/', locale: 'nl' });
    const user = userEvent.setup();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();

    const first = await openedList(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
    const field = screen.getByLabelText('Stof', { selector: 'input' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-controls');

    const second = await openedList(user);
    expect(second).not.toBe(first);
    await user.click(screen.getByRole('option', { name: 'Velours' }));
    expect(field).toHaveValue('Velours');
  });
});

describe('FilterMultiSelect', () => {
  it('draws a filter’s list only while open, linked to its field, and keeps every value chosen', async () => {
    await renderRoutes([{ path: '/', element: <Statuses /> }], { path: '/', locale: 'nl' });
    const user = userEvent.setup();
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    const field = screen.getByLabelText('Status', { selector: 'input' });
    await user.click(field);
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(field).toHaveAttribute('aria-controls', list.id));
    await user.click(screen.getByRole('option', { name: 'Klaar' }));
    await user.click(screen.getByRole('option', { name: 'Gepland' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).toBeNull());
    expect(screen.getByText('Klaar')).toBeInTheDocument();
    expect(screen.getByText('Gepland')).toBeInTheDocument();
  });
});
