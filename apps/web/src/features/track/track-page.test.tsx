import type { TrackRow, TrackTimeline } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { trackQueryString } from '../../api/track';
import { initI18n } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { type Answer, fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { TrackPage } from './track-page';
import { prefetchTrack } from './track-queries';

const row = (overrides: Partial<TrackRow> = {}): TrackRow => ({
  article_id: 7,
  order_id: 31,
  order_number: '1000042',
  commission: 'Familie Jansen',
  customer_order_number: 'JA-12',
  room: 'living',
  article_type: 'pleatcurtain',
  article_name: 'Pleat curtain – Florence 04',
  status: 'confectie',
  status_group: 'inprogress',
  status_description: 'Being sewn',
  stock_state: 'enoughstock',
  message: null,
  order_date: '2026-11-02',
  planned_date: '2026-12-04',
  last_change: '2026-11-20T10:15:00.000Z',
  debtor_id: 1,
  debtor_name: 'Woonwinkel De Linde',
  ...overrides,
});
const pageOf = (rows: TrackRow[]): Answer => ({
  status: 200,
  body: { count: rows.length, next: null, previous: null, results: rows },
});
const listPath = (query: Parameters<typeof trackQueryString>[0]) =>
  `api/track/${trackQueryString({ ordering: '-last_change', page_size: 25, ...query })}`;

/** The live stream's answers: bodies the test writes server-sent events into, one per opening. */
function liveStream() {
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  const encoder = new TextEncoder();
  const opened: string[] = [];
  const previous = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (String(input) !== '/api/live/') return previous(input, init);
    opened.push((init.headers as Record<string, string>).authorization ?? '');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
        controller.enqueue(encoder.encode(': connected\n\n'));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return {
    send: (text: string) => stream?.enqueue(encoder.encode(text)),
    /** The server closes the open stream (a restart, a dropped network). */
    end: () => stream?.close(),
    opened,
  };
}

async function renderTrack(path = '/account/track') {
  return renderRoutes(
    [{ path: '/account/track', Component: TrackPage, handle: { titleKey: 'shell:routes.track' } }],
    { path },
  );
}

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the track page', () => {
  it('lists the confirmed articles with status, stock, planned date, and asks with the URL’s filters', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({ group: ['onhold', 'inprogress'], q: 'Jansen' })]: () => pageOf([row()]),
    });
    await renderTrack('/account/track?group=onhold,inprogress&q=Jansen');
    const table = await screen.findByRole('table', { name: 'Confirmed articles' });
    const cells = within(table);
    expect(await cells.findByText('Being sewn')).toBeVisible();
    expect(cells.getByText('1000042')).toBeVisible();
    expect(cells.getByText('Familie Jansen')).toBeVisible();
    expect(cells.getByText('Stock: In stock')).toBeVisible();
    expect(cells.getByText('Order 31 · Customer order no. JA-12')).toBeVisible();
    expect(cells.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Article',
      'Commission',
      'Status',
      'Planned',
      'Last change',
      expect.anything(),
    ]);
    expect(cells.getByText('Dec 4, 2026')).toBeVisible();
    expect(api.calls(listPath({ group: ['onhold', 'inprogress'], q: 'Jansen' }))).toHaveLength(1);
  });

  it("finds the rows its route asked for while the page's code loaded, with the URL's filters, and asks only once", async () => {
    const search = 'group=onhold,nonsense&q=Jansen&from=2026-11-20&to=2026-11-01&page=2';
    // A range that ends before it starts is not asked for; a group that does not exist is left out.
    const asked = listPath({ group: ['onhold'], q: 'Jansen', from: '2026-11-20', page: 2 });
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [asked]: () => pageOf([row()]),
    });
    try {
      await initI18n('en');
      await i18next.changeLanguage('en');
      await prefetchTrack(new URLSearchParams(search));
      expect(api.calls(asked)).toHaveLength(1);
      await renderRoutes(
        [
          {
            path: '/account/track',
            Component: TrackPage,
            handle: { titleKey: 'shell:routes.track' },
          },
        ],
        { path: `/account/track?${search}`, queryClient },
      );
      const table = await screen.findByRole('table', { name: 'Confirmed articles' });
      expect(await within(table).findByText('Being sewn')).toBeVisible();
      expect(api.calls(asked)).toHaveLength(1);
      expect(api.calls('api/user/settings/')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('leaves out of its call a status group the URL names that does not exist', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({ group: ['onhold'] })]: () => pageOf([row()]),
    });
    // A link written by hand, or kept from before a group was renamed.
    await renderTrack('/account/track?group=in_production,onhold');
    const table = await screen.findByRole('table', { name: 'Confirmed articles' });
    expect(await within(table).findByText('Being sewn')).toBeVisible();
    expect(api.calls(listPath({ group: ['onhold'] }))).toHaveLength(1);
    // The field shows only the group it asked for.
    expect(screen.queryByText('in_production')).toBeNull();
  });

  it('shows and reads the order-date range as the user’s language writes a day', async () => {
    const asked = (query: Parameters<typeof trackQueryString>[0]) => listPath(query);
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [asked({ from: '2026-11-01' })]: () => pageOf([row()]),
      [asked({ from: '2026-11-01', to: '2026-11-24' })]: () => pageOf([row()]),
    });
    const { router } = await renderRoutes(
      [
        {
          path: '/account/track',
          Component: TrackPage,
          handle: { titleKey: 'shell:routes.track' },
        },
      ],
      { path: '/account/track?from=2026-11-01', locale: 'de' },
    );
    const from = await screen.findByRole('textbox', { name: 'Bestellt ab' });
    expect(from).toHaveValue('01.11.2026');
    const to = screen.getByRole('textbox', { name: 'Bestellt bis' });
    expect(to).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    const user = userEvent.setup();
    await user.click(to);
    await user.keyboard('24.11.2026');
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toContain('to=2026-11-24'));
    expect(to).toHaveValue('24.11.2026');
    await waitFor(() =>
      expect(api.calls(asked({ from: '2026-11-01', to: '2026-11-24' }))).toHaveLength(1),
    );
  });

  it('hides the planned date and the status where the account says so', async () => {
    fakeApi({
      'api/user/settings/': () => ({
        status: 200,
        body: accountSettings({ show_plan_date: false, show_tracking_order_status: false }),
      }),
      [listPath({})]: () =>
        pageOf([row({ status: null, status_description: null, planned_date: null })]),
    });
    await renderTrack();
    const table = await screen.findByRole('table', { name: 'Confirmed articles' });
    expect(within(table).queryByRole('columnheader', { name: 'Planned' })).toBeNull();
    expect(within(table).queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
  });

  it('opens the article’s history from its row: statuses, a moved planned date, the message, a late report', async () => {
    const timeline: TrackTimeline = {
      article: row({ status: 'probleem', status_group: 'onhold', status_description: 'Problem' }),
      events: [
        event(1, 'import', 'Imported', { occurred_at: '2026-11-02T08:00:00.000Z' }),
        event(2, 'binnen', 'Received', { applied: false }),
        event(3, 'gerprod', 'Ready for production', { planned_date: '2026-12-04' }),
        event(4, 'probleem', 'Problem', {
          planned_date: '2026-12-11',
          previous_planned_date: '2026-12-04',
          message: 'Fabric damaged, new roll ordered',
        }),
      ],
    };
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({})]: () => pageOf([row()]),
      'api/track/7/events/': () => ({ status: 200, body: timeline }),
    });
    await renderTrack();
    await userEvent.click(await screen.findByText('Familie Jansen'));
    const dialog = await screen.findByRole('dialog', { name: 'Article 1000042' });
    expect(await within(dialog).findByText('Fabric damaged, new roll ordered')).toBeVisible();
    expect(
      within(dialog).getByText('Planned date moved from Dec 4, 2026 to Dec 11, 2026'),
    ).toBeVisible();
    expect(within(dialog).getByText(/Reported late/)).toBeVisible();
    expect(within(dialog).getByText('Ready for production')).toBeVisible();
  });

  it('shows a status the factory reports without a reload', async () => {
    let status: Partial<TrackRow> = {};
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({})]: () => pageOf([row(status)]),
    });
    const live = liveStream();
    await renderTrack();
    expect(await screen.findByText('Being sewn')).toBeVisible();
    await waitFor(() => expect(live.opened).toHaveLength(1));
    expect(live.opened[0]).toMatch(/^Bearer /);
    status = { status: 'ingepakt', status_group: 'ready', status_description: 'Packed' };
    live.send(
      `event: production\ndata: ${JSON.stringify({
        type: 'production',
        debtor_id: 1,
        order_id: 31,
        article_id: 7,
        status: 'ingepakt',
        stock_state: 'enoughstock',
        planned_date: '2026-12-04',
        at: '2026-11-24T10:00:00.000Z',
      })}\n\n`,
    );
    expect(await screen.findByText('Packed')).toBeVisible();
    expect(screen.queryByText('Being sewn')).toBeNull();
  });

  it('reads the list again when its stream comes back, for what changed while it was away', async () => {
    let status: Partial<TrackRow> = {};
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({})]: () => pageOf([row(status)]),
    });
    const live = liveStream();
    await renderTrack();
    expect(await screen.findByText('Being sewn')).toBeVisible();
    await waitFor(() => expect(live.opened).toHaveLength(1));
    // The stream drops; the factory's change is announced while no stream is open.
    status = { status: 'ingepakt', status_group: 'ready', status_description: 'Packed' };
    live.end();
    await waitFor(() => expect(live.opened).toHaveLength(2), { timeout: 4000 });
    expect(await screen.findByText('Packed')).toBeVisible();
  });

  it('opens a dashboard figure’s list with its filter, named on the page, until all are shown', async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({ filter: 'problem' })]: () =>
        pageOf([
          row({ status: 'probleem', status_group: 'onhold', status_description: 'Problem' }),
        ]),
      [listPath({})]: () => pageOf([row(), row({ article_id: 8, order_number: '1000043' })]),
    });
    const { router } = await renderTrack('/account/track?filter=problem');
    const table = await screen.findByRole('table', { name: 'Confirmed articles' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(calls.calls(listPath({ filter: 'problem' }))).toHaveLength(1);
    expect(screen.getByTestId('track-filter')).toHaveTextContent('Showing: With a problem');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all articles' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByTestId('track-filter')).toBeNull();
  });

  it('ignores a filter name that is no dashboard figure', async () => {
    const calls = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({})]: () => pageOf([row()]),
    });
    await renderTrack('/account/track?filter=onhold');
    expect(await screen.findByText('Familie Jansen')).toBeVisible();
    expect(calls.calls(listPath({}))).toHaveLength(1);
    expect(screen.queryByTestId('track-filter')).toBeNull();
  });

  it('says when nothing matches and when the list could not be loaded', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      [listPath({})]: () => pageOf([]),
      [listPath({ q: 'broken' })]: () => ({ status: 500, body: { code: 'server_error' } }),
    });
    const { router } = await renderTrack();
    expect(await screen.findByText('No confirmed articles match these filters.')).toBeVisible();
    // No status chosen reads as every status, not as an empty field.
    expect(screen.getAllByLabelText('Status')[0]).toHaveAttribute('placeholder', 'All statuses');
    await router.navigate('/account/track?q=broken');
    expect(await screen.findByText('The confirmed articles could not be loaded.')).toBeVisible();
  });
});

function event(
  id: number,
  status: TrackTimeline['events'][number]['status'],
  description: string,
  overrides: Partial<TrackTimeline['events'][number]> = {},
): TrackTimeline['events'][number] {
  return {
    id,
    status,
    status_description: description,
    stock_state: null,
    planned_date: null,
    previous_planned_date: null,
    message: null,
    occurred_at: `2026-11-0${id + 1}T08:00:00.000Z`,
    received_at: `2026-11-0${id + 1}T08:00:01.000Z`,
    applied: true,
    site: 'genemuiden',
    ...overrides,
  };
}
