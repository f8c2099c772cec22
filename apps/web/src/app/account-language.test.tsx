import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useAccountLanguage } from './account-language';

/** An area that counts its draws and says whether it waits for the account's language. */
function Area({ preferred, draws }: { preferred: string; draws: { count: number } }) {
  draws.count += 1;
  // As the account area does: drawn again when the language changes.
  const { i18n } = useTranslation();
  const waiting = useAccountLanguage(preferred, i18n);
  return <p>{waiting ? 'waiting' : `drawn in ${i18n.resolvedLanguage}`}</p>;
}

describe('useAccountLanguage', () => {
  it('draws an area already in the account’s language once, not again after its first commit', async () => {
    const draws = { count: 0 };
    await renderRoutes([{ path: '/', element: <Area preferred="nl" draws={draws} /> }], {
      path: '/',
      locale: 'nl',
    });
    expect(await screen.findByText('drawn in nl')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(draws.count).toBe(1);
  });

  it('waits while it switches to the account’s language, then draws in it', async () => {
    const draws = { count: 0 };
    await renderRoutes([{ path: '/', element: <Area preferred="de" draws={draws} /> }], {
      path: '/',
      locale: 'nl',
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('drawn in de')).toBeInTheDocument());
    await i18next.changeLanguage('nl');
  });
});
