import { translate } from '@atelier/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ErrorGroupPage } from './error-group-page';

/**
 * rrweb's player, standing in: it records what the buttons asked of it. Like rrweb's, its clock
 * means nothing before it first played (a large negative number).
 */
const player = vi.hoisted(() => ({ calls: [] as string[], time: -1_795_905_459_805 }));
vi.mock('@rrweb/replay', () => ({
  Replayer: class {
    iframe = document.createElement('iframe');
    private finish: (() => void) | null = null;
    constructor(events: unknown[], config: { root: HTMLElement }) {
      // As rrweb's: a recording without events cannot be played.
      if (events.length === 0) throw new Error('Replayer need at least 2 events.');
      config.root.appendChild(this.iframe);
    }
    on(event: string, handler: () => void) {
      if (event === 'finish') this.finish = handler;
      return this;
    }
    getMetaData() {
      return { startTime: 0, endTime: 65_000, totalTime: 65_000 };
    }
    getCurrentTime() {
      return player.time;
    }
    play(offset = 0) {
      player.calls.push(`play ${offset}`);
    }
    pause() {
      player.calls.push('pause');
    }
    destroy() {
      player.calls.push('destroy');
    }
  },
}));
vi.mock('@rrweb/replay/dist/style.css', () => ({}));

const OLDER = 'aa11bb22cc33dd44ee55ff6600778899';
const NEWER = '3f2a9c410b7e4d2a8c1b0e9f7a6d5c4b';
const REPLAY = 'b'.repeat(32);
const summary = (eventId: string, fields = {}) => ({
  event_id: eventId,
  reference: `${eventId.slice(0, 4)}-${eventId.slice(4, 8)}-${eventId.slice(8, 12)}`.toUpperCase(),
  received_at: '2026-11-28T10:00:00.000Z',
  occurred_at: '2026-11-28T09:59:59.000Z',
  release: 'atelier@1.4.0',
  environment: 'production',
  route: '/account/orders/:id',
  browser: 'Chrome 131',
  os: 'Windows',
  debtor_id: 17,
  trace_id: null,
  replay_id: null,
  has_replay: false,
  ...fields,
});
const GROUP = {
  id: 5,
  title: "TypeError: Cannot read properties of undefined (reading 'lines')",
  culprit: '/account/orders/:id',
  status: 'open',
  count: 12,
  first_seen: '2026-11-20T10:00:00.000Z',
  last_seen: '2026-11-28T10:00:00.000Z',
  last_release: 'atelier@1.4.0',
  last_reference: '3F2A-9C41-0B7E',
  actions: ['resolve', 'ignore'],
  events: [summary(NEWER, { replay_id: REPLAY, has_replay: true }), summary(OLDER)],
};
const detail = (eventId: string, fields = {}) => ({
  ...summary(eventId),
  group_id: 5,
  title: GROUP.title,
  level: 'error',
  message: "Cannot read properties of undefined (reading 'lines')",
  url: '/account/orders/1042',
  exceptions: [
    {
      type: 'TypeError',
      value: "Cannot read properties of undefined (reading 'lines')",
      mechanism: 'onerror',
      handled: false,
      frames: [
        {
          filename: '/assets/vendor-Qw3rTy12.js',
          function: 'renderWithHooks',
          lineno: 1,
          colno: 900,
          in_app: false,
        },
        {
          filename: '/assets/order-page-Ab3dE_9x.js',
          function: 'OrderLines',
          lineno: 1,
          colno: 4211,
          in_app: true,
        },
      ],
    },
  ],
  breadcrumbs: [
    {
      timestamp: '2026-11-28T09:59:58.000Z',
      category: 'navigation',
      type: null,
      level: null,
      message: null,
      data: { from: '/account', to: '/account/orders/1042' },
    },
  ],
  tags: { page: 'order' },
  extra: {},
  contexts: {},
  ...fields,
});

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  player.calls = [];
  player.time = -1_795_905_459_805;
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function renderGroup(path = '/manage/errors/5', extra = {}) {
  const api = fakeApi({
    'api/manage/errors/5/': () => ({ status: 200, body: GROUP }),
    [`api/manage/errors/events/${NEWER}/`]: () => ({
      status: 200,
      body: detail(NEWER, { replay_id: REPLAY, has_replay: true }),
    }),
    [`api/manage/errors/events/${OLDER}/`]: () => ({ status: 200, body: detail(OLDER) }),
    [`api/manage/errors/replays/${REPLAY}/`]: () => ({
      status: 200,
      body: {
        replay_id: REPLAY,
        segments: 1,
        events: [{ type: 4, timestamp: 1, data: { href: '/', width: 800, height: 600 } }],
      },
    }),
    ...extra,
  });
  await renderRoutes([{ path: '/manage/errors/:id', Component: ErrorGroupPage }], { path });
  return { api, user: userEvent.setup() };
}

describe('an error group on the desk', () => {
  it('shows the newest report with its stack innermost first, breadcrumbs and debtor', async () => {
    await renderGroup();
    expect(
      await screen.findByRole('heading', { name: GROUP.title }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Report 3F2A-9C41-0B7E' })).toBeVisible();
    const stack = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(stack[0]).toMatch(/^OrderLines/);
    expect(stack[1]).toMatch(/^renderWithHooks/);
    expect(screen.getByText('/account → /account/orders/1042')).toBeVisible();
    expect(screen.getByRole('link', { name: '17' })).toHaveAttribute('href', '/manage/debtors/17');
    expect(screen.getByText('Unhandled')).toBeVisible();
  });

  it('shows another report when asked, by its reference', async () => {
    const { user } = await renderGroup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Show report AA11-BB22-CC33' },
        { timeout: 15_000 },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Report AA11-BB22-CC33' })).toBeVisible();
    expect(screen.getByText('No replay was recorded with this report.')).toBeVisible();
  });

  it('resolves after a confirmation and says so', async () => {
    const { api, user } = await renderGroup('/manage/errors/5', {
      'api/manage/errors/5/resolve/': () => ({
        status: 200,
        body: { ...GROUP, events: undefined, status: 'resolved', actions: ['ignore', 'reopen'] },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Resolve' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve this error?' });
    expect(api.calls('api/manage/errors/5/resolve/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.calls('api/manage/errors/5/resolve/')).toHaveLength(1));
    expect(await screen.findByText('Error resolved.')).toBeVisible();
  });

  it('plays, pauses and restarts the replay with labelled buttons', async () => {
    const { user } = await renderGroup();
    const controls = await screen.findByRole(
      'group',
      { name: 'Replay controls' },
      { timeout: 15_000 },
    );
    const play = within(controls).getByRole('button', { name: 'Play' });
    await waitFor(() => expect(play).toBeEnabled());
    expect(within(controls).getByText('0:00 of 1:05')).toBeVisible();
    expect(screen.getByTitle('The recorded page')).toHaveAttribute('tabindex', '-1');
    await user.click(play);
    expect(player.calls).toEqual(['play 0']);
    player.time = 12_000;
    await user.click(within(controls).getByRole('button', { name: 'Pause' }));
    expect(within(controls).getByText('0:12 of 1:05')).toBeVisible();
    // Play goes on from where it paused; restart goes back to the start.
    await user.click(within(controls).getByRole('button', { name: 'Play' }));
    await user.click(within(controls).getByRole('button', { name: 'Restart' }));
    expect(player.calls).toEqual(['play 0', 'pause', 'play 12000', 'play 0']);
  });

  it('says a recording it cannot play failed, instead of loading for ever', async () => {
    await renderGroup('/manage/errors/5', {
      [`api/manage/errors/replays/${REPLAY}/`]: () => ({
        status: 200,
        body: { replay_id: REPLAY, segments: 1, events: [] },
      }),
    });
    expect(
      await screen.findByText(
        translate('en', 'manageErrors:replay.failed'),
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Replay controls' })).toBeNull();
  });

  it('says a fresh report’s replay is on its way and shows it once it has arrived', async () => {
    // The browser sends the report first and its recording after it: the desk asks again.
    const received_at = new Date().toISOString();
    let asked = 0;
    await renderGroup('/manage/errors/5', {
      'api/manage/errors/5/': () => ({
        status: 200,
        body: { ...GROUP, events: [summary(NEWER, { received_at, replay_id: REPLAY })] },
      }),
      [`api/manage/errors/events/${NEWER}/`]: () => {
        asked += 1;
        return {
          status: 200,
          body: detail(NEWER, { received_at, replay_id: REPLAY, has_replay: asked > 1 }),
        };
      },
    });
    expect(
      await screen.findByText(
        translate('en', 'manageErrors:replay.arriving'),
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.queryByText(translate('en', 'manageErrors:replay.none'))).toBeNull();
    const controls = await screen.findByRole(
      'group',
      { name: 'Replay controls' },
      { timeout: 15_000 },
    );
    await waitFor(() =>
      expect(within(controls).getByRole('button', { name: 'Play' })).toBeEnabled(),
    );
    expect(screen.queryByText(translate('en', 'manageErrors:replay.arriving'))).toBeNull();
  });

  it('says no replay was recorded once its report is older than the wait', async () => {
    await renderGroup('/manage/errors/5', {
      [`api/manage/errors/events/${NEWER}/`]: () => ({
        status: 200,
        body: detail(NEWER, { replay_id: REPLAY, has_replay: false }),
      }),
    });
    expect(
      await screen.findByText(translate('en', 'manageErrors:replay.none'), {}, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
