// The offer dialog as the shared dialog makes it: Escape closes the innermost layer (the date
// picker) and a dialog with typed content asks before it is thrown away.
import { translate } from '@atelier/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { OfferDialog } from './offer-dialogs';

const tr = (key: string) => translate('nl', key);
const INITIAL = { end_customer_name: '', end_customer_reference: '', valid_until: '' };

function Offer({ onClose }: { onClose: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <OfferDialog
      opened={opened}
      renew={false}
      initial={INITIAL}
      onClose={() => {
        onClose();
        setOpened(false);
      }}
      onConfirm={() => undefined}
    />
  );
}

async function renderOffer() {
  const onClose = vi.fn();
  await renderRoutes([{ path: '/', element: <Offer onClose={onClose} /> }], {
    path: '/',
    locale: 'nl',
  });
  const dialog = await screen.findByRole('dialog', {
    name: tr('orders:offer.dialogs.offer.title'),
  });
  return { onClose, dialog };
}

describe('a dialog closes one layer at a time', () => {
  it('Escape in an open date picker closes the picker, not the dialog with what was typed', {
    timeout: 90_000,
  }, async () => {
    const { onClose, dialog } = await renderOffer();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', {
      name: tr('orders:offer.dialogs.offer.endCustomer'),
    });
    await user.type(name, 'Visser');
    const day = screen.getByRole('textbox', { name: tr('orders:offer.dialogs.offer.validUntil') });
    await user.click(day);
    const calendar = () => document.querySelector('[data-dates-dropdown]');
    await waitFor(() => expect(calendar()).not.toBeNull());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(name).toHaveValue('Visser');
  });

  it('asks before a dirty dialog is thrown away; keeping it leaves the text', {
    timeout: 90_000,
  }, async () => {
    const { onClose } = await renderOffer();
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', {
      name: tr('orders:offer.dialogs.offer.endCustomer'),
    });
    await user.type(name, 'Visser');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: tr('common:discard.title') });
    expect(onClose).not.toHaveBeenCalled();
    expect(question).toHaveTextContent(tr('common:discard.body'));
    expect(screen.getByRole('button', { name: tr('common:discard.keep') })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: tr('common:discard.keep') }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(name).toBeVisible();
    expect(name).toHaveValue('Visser');

    // Escape while asking is "keep" too; the close button asks as Escape does.
    await user.keyboard('{Escape}');
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: tr('common:actions.close') }));
    await user.click(await screen.findByRole('button', { name: tr('common:discard.discard') }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes a clean dialog at once', async () => {
    const { onClose } = await renderOffer();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
