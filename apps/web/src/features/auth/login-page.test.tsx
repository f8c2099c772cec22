import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, getTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { LoginPage } from './login-page';

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/account/*', Component: () => <p>account area</p> },
];

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it('says the credentials are wrong on a 401 and keeps the user on the page', async () => {
    fakeApi({
      'easyorder/token/': () => ({
        status: 401,
        body: { detail: 'No active account', code: 'invalid_credentials' },
      }),
    });
    await renderRoutes(routes, { path: '/login' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/username/i), 'demo-shop');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Username and/or password are invalid.',
    );
    expect(getTokens()).toBeNull();
  });

  it('asks the user to wait a moment on a 429, in the chosen language, and logs in after it', async () => {
    let calls = 0;
    const pair = { access: makeToken(300), refresh: 'refresh-1' };
    fakeApi({
      'easyorder/token/': () => {
        calls += 1;
        return calls === 1
          ? { status: 429, body: { detail: 'Te veel pogingen.', code: 'throttled' } }
          : { status: 200, body: pair };
      },
    });
    await renderRoutes(routes, { path: '/login', locale: 'nl' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/gebruikersnaam/i), 'demo-shop');
    await user.type(screen.getByLabelText(/^wachtwoord/i, { selector: 'input' }), 'atelier-demo');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Wacht even en probeer het opnieuw.',
    );
    expect(getTokens()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('account area')).toBeInTheDocument();
  });

  it('logs in, remembers the session when asked, and goes to next', async () => {
    const pair = { access: makeToken(300), refresh: 'refresh-1' };
    const api = fakeApi({ 'easyorder/token/': () => ({ status: 200, body: pair }) });
    const { router } = await renderRoutes(routes, {
      path: `/login?next=${encodeURIComponent('/account/order?tab=draft')}`,
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/username/i), 'demo-shop');
    await user.type(screen.getByLabelText(/^password/i), 'atelier-demo');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('account area')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/account/order?tab=draft',
    );
    expect(api.calls('easyorder/token/')[0]?.body).toEqual({
      username: 'demo-shop',
      password: 'atelier-demo',
    });
    expect(JSON.parse(window.localStorage.getItem('atelier.session') ?? '{}')).toEqual(pair);
  });

  it('asks for both fields before calling the API, in the chosen language', async () => {
    const api = fakeApi({});
    await renderRoutes(routes, { path: '/login', locale: 'nl' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(await screen.findByText('Vul uw gebruikersnaam in.')).toBeInTheDocument();
    expect(screen.getByText('Vul uw wachtwoord in.')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
