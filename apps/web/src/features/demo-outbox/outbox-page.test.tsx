import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { OutboxPage } from './outbox-page';

const routes = [{ path: '/demo/outbox', Component: OutboxPage }];
afterEach(() => vi.unstubAllGlobals());

describe('the demo mailbox', () => {
  it('shows the kept mail with its reset link as a link', async () => {
    fakeApi({
      'api/demo/outbox/': () => ({
        status: 200,
        body: [
          {
            id: 3,
            to: 'shop@atelier.example',
            subject: 'Reset your password',
            text: 'Open http://localhost:3000/recover-password?token=abc within an hour.',
            kind: 'password_reset',
            created_at: '2026-11-24T20:00:00.000Z',
          },
        ],
      }),
    });
    await renderRoutes(routes, { path: '/demo/outbox' });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'http://localhost:3000/recover-password?token=abc' }),
    ).toHaveAttribute('href', 'http://localhost:3000/recover-password?token=abc');
  });

  it('says it is closed when the portal is not a demo', async () => {
    fakeApi({});
    await renderRoutes(routes, { path: '/demo/outbox' });
    expect(await screen.findByText('The mailbox is only open in the demo.')).toBeVisible();
  });
});
