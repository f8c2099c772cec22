import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CurtainPage } from './curtain-page';
import {
  articleAnswer,
  baseRoutes,
  prepareCurtainTests,
  STORED_CURTAIN,
  setupUser,
} from './test-fixtures';

const routes = [
  {
    path: '/account/products/curtain',
    Component: CurtainPage,
    handle: { titleKey: 'shell:routes.curtain' },
  },
  {
    path: '/account/products/curtain/:articleOrderId/',
    Component: CurtainPage,
    handle: { titleKey: 'shell:routes.curtainEdit' },
  },
];

/** The width field (not "Widths left panel"); a required label ends in an asterisk. */
const WIDTH = /^Width( \*)?$/;

beforeAll(prepareCurtainTests);
beforeEach(() => setTokens({ access: makeToken(300), refresh: 'r' }, false));
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

/** Opens a stored curtain (it lands on the specification step). */
async function openStored(
  parameters: Record<string, unknown> = STORED_CURTAIN,
  options: Parameters<typeof baseRoutes>[0] = {},
) {
  const api = fakeApi({
    ...baseRoutes(options),
    'api/articles/1000001/': () => ({
      status: 200,
      body: articleAnswer('pleatcurtain', parameters),
    }),
  });
  await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
  await screen.findByRole('heading', { name: 'Specification' });
  return api;
}

describe('the curtain configurator', { timeout: 30_000 }, () => {
  it('offers only the curtain models the account may order', async () => {
    fakeApi(baseRoutes({ account: { curtain_types: ['pleatcurtain', 'wavecurtain'] } }));
    await renderRoutes(routes, { path: '/account/products/curtain' });
    const models = await screen.findByRole('radiogroup', { name: /Curtain model/ });
    const names = within(models)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label'));
    expect(names).toEqual(['Pleated curtain', 'Wave curtain']);
  });

  it('says so when the account may order no curtain at all', async () => {
    fakeApi(baseRoutes({ account: { curtain_types: [] } }));
    await renderRoutes(routes, { path: '/account/products/curtain' });
    expect(
      await screen.findByText('No curtains are available for this account.'),
    ).toBeInTheDocument();
  });

  it('asks width before height, or height first when the account measures that way', async () => {
    await openStored(STORED_CURTAIN, { account: { enter_width_before_height_setting: false } });
    const labels = screen
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('id'))
      .map((id) => document.querySelector(`label[for="${id}"]`)?.textContent ?? '');
    const height = labels.findIndex((label) => label.startsWith('Height'));
    const width = labels.findIndex((label) => label.startsWith('Width'));
    expect(height).toBeGreaterThanOrEqual(0);
    expect(height).toBeLessThan(width);
  });

  it('raises the width by 8 % on inverted pleat and takes exactly that off again', async () => {
    await openStored({ ...STORED_CURTAIN, width: 312.5 });
    const user = setupUser();
    const width = screen.getByRole('textbox', { name: WIDTH });
    const inverted = screen.getByRole('checkbox', { name: /Inverted pleat/ });
    await user.click(inverted);
    // 3125 mm + ceil(250 mm) = 3375 mm
    expect(width).toHaveValue('337.5');
    await user.click(inverted);
    expect(width).toHaveValue('312.5');
  });

  it('offers ironing only on a fabric with at least two ironing points', async () => {
    await openStored({ ...STORED_CURTAIN, ironing: true }, { fabric: { ironing_points: 1 } });
    const ironing = await screen.findByRole('checkbox', { name: /Ironing/ });
    await waitFor(() => expect(ironing).toBeDisabled());
    expect(ironing).not.toBeChecked();
    expect(ironing).toHaveAccessibleDescription(/at least 2 ironing points/);
  });

  it('lets the dealer iron a fabric that takes it', async () => {
    await openStored(STORED_CURTAIN, { fabric: { ironing_points: 3 } });
    const ironing = await screen.findByRole('checkbox', { name: /Ironing/ });
    await waitFor(() => expect(ironing).toBeEnabled());
  });

  it('updates the price as the width changes', async () => {
    await openStored();
    const price = await screen.findByTestId('price-sales');
    const before = price.textContent;
    expect(before).toMatch(/€/);
    const user = setupUser();
    const width = screen.getByRole('textbox', { name: WIDTH });
    await user.clear(width);
    await user.click(width);
    await user.paste('450');
    await waitFor(() => expect(screen.getByTestId('price-sales').textContent).not.toBe(before));
  });

  it('opens a stored curtain on its specification, filled in', async () => {
    await openStored();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Editing article 1000001');
    expect(screen.getByRole('textbox', { name: WIDTH })).toHaveValue('300');
    expect(screen.getByDisplayValue('Double pleat')).toBeInTheDocument();
    expect(await screen.findByText('Chosen fabric: Lino 2103')).toBeInTheDocument();
  });
});
