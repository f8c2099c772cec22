import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { ListPage } from './list-page';
import { applyPatch, readParams, useListParams } from './list-params';

describe('list params in the URL', () => {
  it('reads defaults and values, and drops what equals its default', () => {
    const params = readParams(new URLSearchParams('type=rail,rod&own=true&page=3'), {
      tab: 'confirmed',
      ordering: '-created_at',
    });
    expect(params.tab).toBe('confirmed');
    expect(params.ordering).toBe('-created_at');
    expect(params.values('type')).toEqual(['rail', 'rod']);
    expect(params.flag('own')).toBe(true);
    expect(params.page).toBe(3);
    expect(params.pageSize).toBe(25);
    const next = applyPatch(
      new URLSearchParams('tab=draft&page=3'),
      { tab: 'confirmed' },
      {
        tab: 'confirmed',
      },
    );
    expect(next.toString()).toBe('');
  });

  it('starts from the first page when a filter changes, not when the page does', () => {
    const current = new URLSearchParams('q=linnen&page=4');
    expect(applyPatch(current, { own: true }).toString()).toBe('q=linnen&own=true');
    expect(applyPatch(current, { page: 5 }).toString()).toBe('q=linnen&page=5');
    expect(applyPatch(current, { q: '', type: ['rail'] }).toString()).toBe('type=rail');
  });

  it('reads a filter only as one of the values it may hold', () => {
    const params = readParams(new URLSearchParams('type=rail,bogus,rod&state=nope&mode=b'));
    expect(params.someOf('type', ['rail', 'rod', 'pleat'])).toEqual(['rail', 'rod']);
    expect(params.oneOf('state', ['open', 'closed'])).toBe('');
    expect(params.oneOf('mode', ['a', 'b'])).toBe('b');
    expect(params.someOf('absent', ['a'])).toEqual([]);
  });

  it('ignores a page that is not a positive whole number', () => {
    expect(readParams(new URLSearchParams('page=-2&page_size=x')).page).toBe(1);
    expect(readParams(new URLSearchParams('page_size=x')).pageSize).toBe(25);
  });
});

interface Row {
  id: number;
  name: string;
}

/** A list with neither search, filters nor orderings. */
function Bare() {
  const { params, update } = useListParams();
  return (
    <ListPage<Row>
      label="Things"
      params={params}
      update={update}
      state={{ isPending: false, isError: false, records: [{ id: 1, name: 'One' }], total: 1 }}
      columns={[{ accessor: 'name', title: 'Name' }]}
      idAccessor={(row) => row.id}
    />
  );
}

function Harness({
  state,
  onOpen = () => {},
}: {
  state: Partial<React.ComponentProps<typeof ListPage<Row>>['state']>;
  onOpen?: (id: number) => void;
}) {
  const { params, update } = useListParams({ tab: 'a', ordering: 'name' });
  return (
    <>
      <output data-testid="params">
        {`${params.tab}|${params.q}|${params.ordering}|${params.page}`}
      </output>
      <ListPage<Row>
        label="Things"
        params={params}
        update={update}
        tabs={[
          { value: 'a', label: 'Tab A' },
          { value: 'b', label: 'Tab B' },
        ]}
        search={{ label: 'Search' }}
        filterNames={['colour', 'mine']}
        orderings={[
          { value: 'name', label: 'By name' },
          { value: '-name', label: 'By name, reversed' },
        ]}
        state={{ isPending: false, isError: false, records: [], total: 0, ...state }}
        columns={[{ accessor: 'name', title: 'Name' }]}
        idAccessor={(row) => row.id}
        rowActions={(row) => [
          { key: 'open', label: 'Open', onClick: () => onOpen(row.id) },
          {
            key: 'delete',
            label: 'Delete',
            onClick: () => {},
            disabled: true,
            reason: 'Confirmed orders cannot be changed.',
          },
        ]}
        rowActionsLabel={(row) => `Actions for ${row.name}`}
        emptyText="Nothing here."
        errorText="Could not load."
      />
    </>
  );
}

/** A list whose address takes a search late, when told: a navigation that is a transition. */
function Late({ sent }: { sent: string[] }) {
  const [search, setSearch] = useState('');
  const params = readParams(new URLSearchParams(search ? { q: search } : {}));
  return (
    <>
      <button type="button" onClick={() => setSearch(sent.at(-1) ?? '')}>
        arrive
      </button>
      <ListPage<Row>
        label="Things"
        params={params}
        update={(patch) => sent.push(String(patch.q ?? ''))}
        search={{ label: 'Search' }}
        state={{ isPending: false, isError: false, records: [], total: 0 }}
        columns={[{ accessor: 'name', title: 'Name' }]}
        idAccessor={(row) => row.id}
        emptyText="Nothing here."
        errorText="Could not load."
      />
    </>
  );
}

async function renderHarness(props: React.ComponentProps<typeof Harness>, path = '/list') {
  const view = await renderRoutes([{ path: '/list', element: <Harness {...props} /> }], { path });
  return { ...view, user: userEvent.setup() };
}

describe('the list page', () => {
  it('keeps tab, search and ordering in the URL', async () => {
    const { user, router } = await renderHarness({
      state: { records: [{ id: 1, name: 'Velours' }], total: 1 },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tab B' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=b'));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'linnen{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=b&q=linnen'));
    expect(screen.getByTestId('params')).toHaveTextContent('b|linnen|name|1');
    expect(screen.getByRole('table', { name: 'Things' })).toBeVisible();
  });

  it('opens a row’s menu; a refused action is disabled and says why', async () => {
    const onOpen = vi.fn();
    const { user } = await renderHarness({
      state: { records: [{ id: 7, name: 'Velours' }], total: 1 },
      onOpen,
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Velours' }));
    const menu = await screen.findByRole('menu');
    const refused = within(menu).getByRole('menuitem', { name: /Delete/ });
    expect(refused).toBeDisabled();
    expect(refused).toHaveTextContent('Confirmed orders cannot be changed.');
    await user.click(within(menu).getByRole('menuitem', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith(7);
  });

  it('shows the loading, empty and error faces', async () => {
    const retry = vi.fn();
    await renderHarness({ state: { isError: true, refetch: retry } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });

  it('says when nothing matches', async () => {
    await renderHarness({ state: {} });
    expect(await screen.findByText('Nothing here.')).toBeVisible();
  });

  it('says a search found nothing, naming it, and clears it on request', async () => {
    const { user, router } = await renderHarness({ state: {} }, '/list?q=jans');
    expect(await screen.findByText('Nothing matches “jans”.')).toBeVisible();
    expect(screen.queryByText('Nothing here.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(await screen.findByText('Nothing here.')).toBeVisible();
  });

  it('says filters found nothing, not that the list is empty, and clears them on request', async () => {
    const { user, router } = await renderHarness({ state: {} }, '/list?tab=b&colour=red&mine=true');
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByText('Nothing here.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    // The tab is not a filter: it stays.
    await waitFor(() => expect(router.state.location.search).toBe('?tab=b'));
    expect(await screen.findByText('Nothing here.')).toBeVisible();
  });

  it('offers to clear the search and the filters apart when both find nothing', async () => {
    const { user, router } = await renderHarness({ state: {} }, '/list?q=jans&colour=red');
    expect(await screen.findByText('Nothing matches “jans”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?colour=red'));
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear the search' })).toBeNull();
  });

  it('keeps keys typed while its last search is still on its way to the address', async () => {
    // The address takes a search as a transition: it may arrive after more has been typed.
    const sent: string[] = [];
    await renderRoutes([{ path: '/list', element: <Late sent={sent} /> }], { path: '/list' });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'Jansen');
    await waitFor(() => expect(sent).toEqual(['Jansen']));
    await user.type(box, 'xq');
    await user.click(screen.getByRole('button', { name: 'arrive' }));
    expect(box).toHaveValue('Jansenxq');
    await waitFor(() => expect(sent).toEqual(['Jansen', 'Jansenxq']));
    await user.click(screen.getByRole('button', { name: 'arrive' }));
    expect(box).toHaveValue('Jansenxq');
    // A change the box did not send (back, a cleared search) is still shown.
    sent.push('');
    await user.click(screen.getByRole('button', { name: 'arrive' }));
    expect(box).toHaveValue('');
  });

  it('draws no empty bar above a table that has no search, filter or ordering', async () => {
    const { container } = await renderRoutes([{ path: '/list', element: <Bare /> }], {
      path: '/list',
    });
    expect(await screen.findByRole('table', { name: 'Things' })).toBeVisible();
    const empty = [...container.querySelectorAll('.mantine-Group-root')].filter(
      (group) => group.childElementCount === 0,
    );
    expect(empty).toHaveLength(0);
  });
});
