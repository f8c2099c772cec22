import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { RecoverPasswordPage } from './recover-password-page';

const UPDATE = 'api/user/recover-password/update';
const routes = [{ path: '/recover-password', Component: RecoverPasswordPage }];

afterEach(() => vi.unstubAllGlobals());

describe('choosing a new password from the reset link', () => {
  it('refuses a confirmation that does not match, without calling the API', async () => {
    const api = fakeApi({});
    await renderRoutes(routes, { path: '/recover-password?token=abc' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-long-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('sends the token with the new password and confirms the change', async () => {
    const api = fakeApi({ [UPDATE]: () => ({ status: 200, body: {} }) });
    await renderRoutes(routes, { path: '/recover-password?token=abc' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-long-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(api.calls(UPDATE)[0]?.body).toEqual({
      token: 'abc',
      new_password: 'a-long-password-1',
      confirm_password: 'a-long-password-1',
    });
  });

  it('offers a new link when the token is refused', async () => {
    fakeApi({
      [UPDATE]: () => ({ status: 400, body: { detail: 'invalid', code: 'reset_token_invalid' } }),
    });
    await renderRoutes(routes, { path: '/recover-password?token=expired' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'a-long-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-long-password-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
