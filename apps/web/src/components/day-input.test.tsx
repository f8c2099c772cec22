import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { DayInput } from './day-input';

function Field({ seen }: { seen: string[] }) {
  const [value, setValue] = useState('');
  return (
    <DayInput
      label="Datum"
      value={value}
      onChange={(day) => {
        seen.push(day);
        setValue(day);
      }}
    />
  );
}

describe('DayInput', () => {
  it('reads a day as the user’s language writes it and answers it as an ISO date', async () => {
    const seen: string[] = [];
    await renderRoutes([{ path: '/', element: <Field seen={seen} /> }], {
      path: '/',
      locale: 'nl',
    });
    const field = await screen.findByRole('textbox', { name: 'Datum' });
    expect(field).toHaveAttribute('placeholder', 'DD-MM-JJJJ');
    const user = userEvent.setup();
    await user.type(field, '24-12-2026');
    await user.tab();
    await waitFor(() => expect(seen.at(-1)).toBe('2026-12-24'));
    expect(field).toHaveValue('24-12-2026');
  });

  it('shows the placeholder in the words of each language', async () => {
    const expected = {
      nl: 'DD-MM-JJJJ',
      en: 'MM/DD/YYYY',
      'en-au': 'DD/MM/YYYY',
      de: 'TT.MM.JJJJ',
      fr: 'JJ/MM/AAAA',
      pl: 'DD.MM.RRRR',
      lt: 'MMMM-MM-DD',
    } as const;
    for (const [locale, placeholder] of Object.entries(expected)) {
      const view = await renderRoutes([{ path: '/', element: <Field seen={[]} /> }], {
        path: '/',
        locale: locale as keyof typeof expected,
      });
      const field = await screen.findByRole('textbox', { name: 'Datum' });
      expect(field, locale).toHaveAttribute('placeholder', placeholder);
      view.unmount();
    }
  });

  it('does not take a day written the other way round', async () => {
    const seen: string[] = [];
    await renderRoutes([{ path: '/', element: <Field seen={seen} /> }], {
      path: '/',
      locale: 'de',
    });
    const field = await screen.findByRole('textbox', { name: 'Datum' });
    const user = userEvent.setup();
    await user.type(field, '2026-12-24');
    await user.tab();
    expect(seen.filter(Boolean)).toEqual([]);
  });
});
