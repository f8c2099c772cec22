import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';

const REQUEST = 'api/user/recover-password/';
const routes = [{ path: '/forgot-password', Component: ForgotPasswordPage }];

afterEach(() => vi.unstubAllGlobals());

describe('requesting a password reset', () => {
  it('sends the e-mail address and says a link is on its way', async () => {
    const api = fakeApi({ [REQUEST]: () => ({ status: 200, body: {} }) });
    await renderRoutes(routes, { path: '/forgot-password', locale: 'fr' });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText("Adresse e-mail ou nom d'utilisateur", { exact: false }),
      'shop@example.test',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      "un lien de réinitialisation du mot de passe a été envoyé à l'adresse e-mail du compte",
    );
    expect(api.calls(REQUEST)[0]?.body).toEqual({ login: 'shop@example.test' });
    expect(api.calls(REQUEST)[0]?.headers['accept-language']).toBe('fr');
  });

  it('takes the user name too, for the dealer who does not know its log-in address', async () => {
    const api = fakeApi({ [REQUEST]: () => ({ status: 200, body: {} }) });
    await renderRoutes(routes, { path: '/forgot-password' });
    const user = userEvent.setup();
    const field = await screen.findByLabelText('E-mail address or user name', { exact: false });
    expect(field).toHaveAttribute('autocomplete', 'username');
    await user.type(field, ' demo-shop ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses this e-mail address or user name',
    );
    expect(api.calls(REQUEST)[0]?.body).toEqual({ login: 'demo-shop' });
  });

  it('asks for the address or name before calling the API', async () => {
    const api = fakeApi({});
    await renderRoutes(routes, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('E-mail address or user name', { exact: false }),
      '   ',
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });
});
