import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { HelpPage } from './help-page';

const THREAD = {
  id: 7,
  subject: 'Levering',
  debtor_id: 1,
  debtor_name: 'Woonwinkel De Linde',
  debtor_number: '100231',
  opened_by: 'demo-shop',
  status: 'waiting',
  assignee_id: null,
  assignee_name: null,
  created_at: '2026-11-24T10:00:00.000Z',
  last_activity_at: '2026-11-24T11:00:00.000Z',
  unread: false,
  messages: [
    {
      id: 1,
      author: 'dealer',
      author_name: 'demo-shop',
      text: 'Te kort, dus langer nu.',
      at: '2026-11-24T10:00:00.000Z',
    },
    {
      id: 2,
      author: 'staff',
      author_name: 'staff-service',
      text: 'Wanneer komt de levering?',
      at: '2026-11-24T11:00:00.000Z',
    },
  ],
};

const routes = [
  { path: '/account/help', Component: HelpPage, handle: { titleKey: 'shell:routes.help' } },
];

beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(async () => {
  clearTokens();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the help page', () => {
  it('searches the questions and offers no message form outside Dutch', async () => {
    fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
    await renderRoutes(routes, { path: '/account/help' });
    const user = userEvent.setup();
    expect(await screen.findByText('How long is an offer valid?')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'PASSWORD');
    expect(screen.getByText('I forgot my password.')).toBeInTheDocument();
    expect(screen.queryByText('How long is an offer valid?')).toBeNull();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nothing like this');
    expect(screen.getByRole('status')).toHaveTextContent('No question matches your search');
    expect(screen.queryByRole('form', { name: 'Write to customer support' })).toBeNull();
  });

  it('in Dutch sends a message to support after checking it', async () => {
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/support/messages/': () => ({
        status: 202,
        body: { sent: true, to: 'support@atelier.example', thread_id: 7 },
      }),
      'api/support/threads/?page_size=100': () => ({
        status: 200,
        body: { count: 0, next: null, previous: null, results: [] },
      }),
      'api/support/threads/7/': () => ({ status: 200, body: THREAD }),
    });
    await renderRoutes(routes, { path: '/account/help', locale: 'nl' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Schrijf de klantenservice' });
    await user.type(screen.getByRole('textbox', { name: /Onderwerp/ }), 'Levering');
    await user.type(screen.getByRole('textbox', { name: /Uw bericht/ }), 'Te kort');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    expect(api.calls('api/support/messages/')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Uw bericht/ }), ', dus langer nu.');
    await user.click(screen.getByRole('button', { name: 'Bericht versturen' }));
    await waitFor(() => expect(api.calls('api/support/messages/')).toHaveLength(1));
    expect(api.calls('api/support/messages/')[0]?.body).toEqual({
      subject: 'Levering',
      message: 'Te kort, dus langer nu.',
    });
    expect(form).toHaveTextContent('Uw bericht is verstuurd.');
    // The message opened its conversation, with the answer box.
    expect(await screen.findByText('Wanneer komt de levering?')).toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Levering' });
    expect(within(messages).getByText('Klantenservice')).toBeInTheDocument();
    expect(within(messages).getByText('demo-shop')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Je antwoord' })).toBeInTheDocument();
  });

  it('lists the shop’s conversations with a badge on an unread answer', async () => {
    fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/support/threads/?page_size=100': () => ({
        status: 200,
        body: { count: 1, next: null, previous: null, results: [{ ...THREAD, unread: true }] },
      }),
    });
    await renderRoutes(routes, { path: '/account/help' });
    expect(await screen.findByRole('button', { name: /Levering/ })).toHaveTextContent('New answer');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('shows support’s answer in a conversation opened before it came', async () => {
    // The conversation was looked at, then support answered: opening it again reads it afresh.
    let answered = false;
    const answer = {
      id: 3,
      author: 'staff',
      author_name: 'staff-service',
      text: 'Volgende week dinsdag.',
      at: '2026-11-24T12:00:00.000Z',
    };
    const api = fakeApi({
      'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
      'api/support/threads/?page_size=100': () => ({
        status: 200,
        body: { count: 1, next: null, previous: null, results: [{ ...THREAD, unread: answered }] },
      }),
      'api/support/threads/7/': () => ({
        status: 200,
        body: answered ? { ...THREAD, messages: [...THREAD.messages, answer] } : THREAD,
      }),
    });
    await renderRoutes(routes, { path: '/account/help' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Levering/ }));
    expect(await screen.findByText('Wanneer komt de levering?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All conversations' }));
    answered = true;
    // Opened again, the conversation has the answer.
    await user.click(screen.getByRole('button', { name: /Levering/ }));
    expect(await screen.findByText('Volgende week dinsdag.')).toBeInTheDocument();
    expect(api.calls('api/support/threads/7/')).toHaveLength(2);
  });
});
