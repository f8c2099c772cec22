import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useSearchParamsHere } from './search-params';

/** A search box that writes its text to the address 300 ms after the last key, as list pages do. */
function SearchList() {
  const [params, setParams] = useSearchParamsHere();
  const [text, setText] = useState(params.get('q') ?? '');
  useEffect(() => {
    if ((params.get('q') ?? '') === text) return;
    const timer = window.setTimeout(() => setParams({ q: text }, { replace: true }), 300);
    return () => window.clearTimeout(timer);
  }, [text, params, setParams]);
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <Link to="/detail">Lino</Link>
      <output aria-label="query">{params.get('q') ?? ''}</output>
    </>
  );
}

function Detail() {
  return <h1>Detail</h1>;
}

describe('search params while leaving the page', () => {
  it('a result clicked before the search reaches the address still opens its page', async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { router } = await renderRoutes(
      [
        { path: '/list', Component: SearchList },
        {
          path: '/detail',
          // A lazily loaded page that takes longer to arrive than the search's pause.
          lazy: async () => {
            await loaded;
            return { Component: Detail };
          },
        },
      ],
      { path: '/list' },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'LINO');
    await user.click(screen.getByRole('link', { name: 'Lino' }));
    // The search's pause passes while the page is still loading.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    release();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Detail' })).toBeTruthy());
    expect(router.state.location.pathname).toBe('/detail');
  });

  it('writes the search to the address while the user stays', async () => {
    const { router } = await renderRoutes([{ path: '/list', Component: SearchList }], {
      path: '/list',
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'LINO');
    await waitFor(() => expect(router.state.location.search).toBe('?q=LINO'));
    expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('LINO');
  });
});
