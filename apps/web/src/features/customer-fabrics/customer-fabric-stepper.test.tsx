import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { emptyFabric } from './customer-fabric-form';
import { CustomerFabricStepper, type SaveRequest } from './customer-fabric-stepper';

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    'api/customer-fabrics/suppliers/': () => ({ status: 200, body: [{ id: 1, name: 'Atelier' }] }),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function renderStepper(onSave = vi.fn(async (_request: SaveRequest) => {})) {
  await renderRoutes(
    [{ path: '/', element: <CustomerFabricStepper initial={emptyFabric()} onSave={onSave} /> }],
    { path: '/' },
  );
  const user = userEvent.setup();
  const next = async () => user.click(await screen.findByRole('button', { name: 'Next step' }));
  return { user, next, onSave };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

async function fillGeneral(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Linnen eigen 7');
  await user.type(field(/Fabric width/), '140');
}

describe('the customer-fabric steps', () => {
  it('does not open the next step while its own fields are wrong', async () => {
    const { user, next } = await renderStepper();
    await next();
    expect(await screen.findAllByText('Required', {}, { timeout: 5000 })).not.toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: /Colour number/ })).toBeNull();

    await user.type(field(/^Name/), 'Linnen #7');
    await user.type(field(/Fabric width/), '140');
    await next();
    expect(await screen.findByText('Use only letters, digits and spaces.')).toBeInTheDocument();

    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Linnen eigen 7');
    await next();
    expect(await screen.findByRole('textbox', { name: /Colour number/ })).toBeInTheDocument();
  });

  it('keeps what was typed when going back and forth', async () => {
    const { user, next } = await renderStepper();
    await fillGeneral(user);
    await next();
    await user.type(await screen.findByRole('textbox', { name: /Colour number/ }), '701');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Linnen eigen 7');
    await next();
    expect(await screen.findByRole('textbox', { name: /Colour number/ })).toHaveValue('701');
  });

  it('refuses a colour image over 1.1 MB before any upload', async () => {
    const { user, next } = await renderStepper();
    await fillGeneral(user);
    await next();
    const input = (
      await screen.findByRole('button', { name: /Choose an image/ })
    ).parentElement?.querySelector('input[type="file"]') as HTMLInputElement;
    const tooLarge = new File([new Uint8Array(1_100_001)], 'large.png', { type: 'image/png' });
    await user.upload(input, tooLarge);
    expect(await screen.findByText('The image is larger than 1.1 MB.')).toBeInTheDocument();
    expect(screen.queryByText(/Ready to upload/)).toBeNull();

    const justFits = new File([new Uint8Array(1_100_000)], 'fits.png', { type: 'image/png' });
    await user.upload(input, justFits);
    expect(await screen.findByText('Ready to upload: fits.png')).toBeInTheDocument();
    expect(screen.queryByText('The image is larger than 1.1 MB.')).toBeNull();
  });

  it('shows the composition total live and goes on only at exactly 100 %', async () => {
    const { user, next, onSave } = await renderStepper();
    await fillGeneral(user);
    await next();
    await user.type(await screen.findByRole('textbox', { name: /Colour number/ }), '701');
    await user.type(field(/Colour description/), 'Zand');
    await next();
    await user.type(await screen.findByRole('textbox', { name: /Purchase price/ }), '18.5');
    await user.type(field(/Sales price/), '37');
    await next();

    await user.type(await screen.findByRole('textbox', { name: 'Linen (%)' }), '60');
    const total = screen.getByTestId('composition-total');
    await waitFor(() => expect(total).toHaveTextContent('Total: 60 % — 40 % still to assign'));
    await next();
    expect(
      await screen.findByText('The composition adds up to 60 %; it must be exactly 100 %.'),
    ).toBeInTheDocument();

    await user.type(field('Cotton (%)'), '50');
    await waitFor(() => expect(total).toHaveTextContent('Total: 110 % — 10 % too much'));
    // The refusal spoke of 60 %; once a fibre changes it no longer holds and goes away.
    expect(
      screen.queryByText('The composition adds up to 60 %; it must be exactly 100 %.'),
    ).toBeNull();
    await user.clear(field('Cotton (%)'));
    await user.type(field('Cotton (%)'), '40');
    await waitFor(() => expect(total).toHaveTextContent('The composition is complete.'));
    await next();
    expect(await screen.findByRole('radiogroup', { name: 'Washing' })).toBeInTheDocument();

    await next();
    await user.click(await screen.findByRole('checkbox', { name: 'Pleated curtain' }));
    await user.click(screen.getByRole('button', { name: 'Save fabric' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0]?.[0].values;
    expect(sent).toMatchObject({
      name: 'Linnen eigen 7',
      width: 140,
      colors: [{ article_number: '701', color: 'Zand' }],
      wholesale_price: 1850,
      price: 3700,
      li: 60,
      co: 40,
      curtain_types: ['pleatcurtain'],
    });
  });
});
