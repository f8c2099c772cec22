import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { renderRoutes } from '../../test/render';
import { DownloadDialog } from './download-dialog';

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['manageContent']);
});

async function renderDialog() {
  await renderRoutes(
    [
      {
        path: '/d',
        element: <DownloadDialog existing={null} group="Default" onClose={() => {}} />,
      },
    ],
    { path: '/d' },
  );
  return screen.findByRole('dialog', { name: 'Upload a document or video' });
}

describe('the upload dialog', () => {
  it('names each language tab by the code it shows first, then the language and its state', async () => {
    const dialog = await renderDialog();
    const tab = within(dialog).getByRole('tab', { name: /^lt, / });
    expect(tab).toHaveAccessibleName('lt, Lietuvių (lt): still missing');
    const user = userEvent.setup();
    await user.click(tab);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Lietuvių \(lt\)/ }),
      'Instrukcija',
    );
    expect(within(dialog).getByRole('tab', { name: /^lt, / })).toHaveAccessibleName(
      'lt, Lietuvių (lt): filled in',
    );
  });

  it('names the button that clears the chosen file', async () => {
    const dialog = await renderDialog();
    const user = userEvent.setup();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await user.upload(
      input as HTMLInputElement,
      new File(['%PDF-1.4'], 'care.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(within(dialog).queryByText('care.pdf')).toBeNull();
  });
});
