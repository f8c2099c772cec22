import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fabricQueryString } from '../../api/fabrics';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { customerFabricAnswer, pageAnswer } from '../../test/catalogue-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import {
  articleAnswer,
  flowDraftAnswer,
  orderAnswer,
  pricingContext,
} from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { FoldcurtainPage } from './foldcurtain-page';

const DRAFTS = 'api/orders/draft/';
const PATH = '/account/products/foldcurtain';
// Declared for roman blinds: a customer fabric is made only into its declared confections.
const OWN_FABRIC = customerFabricAnswer({
  fabric_uuid: 'cf-0001',
  name: 'Linnen eigen 7',
  curtain_types: ['pleatcurtain', 'foldcurtain'],
});

function api(settings: Record<string, unknown> = {}, routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({
        employees: [{ id: 7, name: 'Anna de Vries', email: '', is_archived: false }],
        default_employee_name: 'Anna de Vries',
        ...settings,
      }),
    }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
    [`api/atelier-fabrics/${fabricQueryString({ kind: 'fabrics', page_size: 24 })}`]: () =>
      pageAnswer([]),
    [`api/customer-fabrics/${fabricQueryString({ usage: 'main', status: 'active', page_size: 24 })}`]:
      () => pageAnswer([OWN_FABRIC]),
    'api/customer-fabrics/suppliers/': () => ({ status: 200, body: [{ id: 1, name: 'Atelier' }] }),
    'api/customer-fabrics/cf-0001/': () => ({ status: 200, body: OWN_FABRIC }),
    ...routes,
  });
}

async function openPage(path = PATH) {
  await renderRoutes(
    [
      { path: PATH, element: <FoldcurtainPage /> },
      { path: `${PATH}/:articleOrderId/`, element: <FoldcurtainPage /> },
    ],
    { path },
  );
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Roman blind' }, { timeout: 5000 });
  const toStep = async (label: string) =>
    user.click(await screen.findByRole('button', { name: new RegExp(label) }));
  return { user, toStep };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  // jsdom has no font loading API; Mantine's autosizing memo field listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
  }
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

// A whole configurator page per test: slower than a unit test, so each may take a while.
describe('the fold-curtain configurator', { timeout: 30_000 }, () => {
  it('offers every fold type, 1 to 13 and honeycomb, by its trade name', async () => {
    api();
    const { user } = await openPage();
    const models = await screen.findAllByRole('radio');
    expect(models.map((model) => model.getAttribute('aria-label'))).toEqual([
      'Classic flat',
      'Soft fold',
      'Cascade',
      'Relaxed',
      'London',
      'Balloon',
      'Austrian',
      'Tie-up',
      'Visible battens',
      'Scalloped hem',
      'Double fold',
      'Bordered',
      'Banded',
      'Honeycomb',
    ]);
    await user.click(await screen.findByRole('radio', { name: 'Honeycomb' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Honeycomb' })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('names every button of the fabric step differently (the order fabric and the lining)', async () => {
    api();
    const { toStep } = await openPage();
    await toStep('Fabric');
    await screen.findByRole('button', { name: 'Choose a lining' });
    const names = screen.getAllByRole('button').map((button) => button.textContent?.trim());
    expect(names.filter((name, index) => name && names.indexOf(name) !== index)).toEqual([]);
  });

  it('says beside the battery that a double battery needs 80 cm, until the width is 80', async () => {
    api();
    const { user, toStep } = await openPage();
    await toStep('Specification');
    await user.type(await screen.findByRole('textbox', { name: /^Width/ }), '60');
    await choose(user, /^Power supply/, 'Battery');
    await user.click(await screen.findByRole('radio', { name: /Double battery/ }));
    const message = 'A double battery needs a system width of at least 80 cm.';
    expect(await screen.findByText(message)).toBeInTheDocument();

    const width = screen.getByRole('textbox', { name: /^Width/ });
    await user.clear(width);
    await user.type(width, '80');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('asks about child safety when a chain is chosen without it', async () => {
    api({ child_safety_default: 'nochildsafety' });
    const { user, toStep } = await openPage();
    await toStep('Specification');
    const safety = await screen.findByRole('checkbox', { name: /Child safety/ });
    expect(safety).not.toBeChecked();

    await choose(user, /^Operation/, 'Chain');
    const dialog = await screen.findByRole('dialog', { name: 'Child safety' });
    expect(within(dialog).getByText(/Cords and chains can be dangerous/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue without child safety' }));
    // Declined: the notice stays beside the field until child safety is added.
    expect(await screen.findByText(/ordered without child safety/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add child safety' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Child safety/ })).toBeChecked(),
    );
    expect(screen.queryByText(/ordered without child safety/)).toBeNull();
  });

  it('starts with child safety on for an account that defaults to it', async () => {
    api({ child_safety_default: 'childsafety' });
    const { user, toStep } = await openPage();
    await toStep('Specification');
    expect(await screen.findByRole('checkbox', { name: /Child safety/ })).toBeChecked();
    await choose(user, /^Operation/, 'Chain');
    expect(screen.queryByRole('dialog', { name: 'Child safety' })).toBeNull();
  });

  it('saves into a new draft order: the order first, then the blind with its fabric and room', async () => {
    const calls = api(
      {},
      {
        [DRAFTS]: () => ({ status: 200, body: flowDraftAnswer(null) }),
        'api/orders/': () => ({ status: 201, body: orderAnswer({ id: 52 }) }),
        'api/orders/52/articles/foldcurtain/': (request) => ({
          status: 201,
          body: articleAnswer('foldcurtain', request.body as Record<string, unknown>, {
            order_id: 52,
            order_number: '1000077',
          }),
        }),
      },
    );
    const { user, toStep } = await openPage();
    await choose(user, /^Room/, 'Living room');
    await user.click(screen.getByRole('button', { name: 'Choose a fabric' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a fabric' });
    await user.click(within(picker).getByText('My own fabrics'));
    await user.click(await within(picker).findByRole('button', { name: 'Choose Linnen eigen 7' }));

    await user.click(await screen.findByRole('radio', { name: 'Cascade' }));
    await toStep('Specification');
    await user.type(await screen.findByRole('textbox', { name: /^Width/ }), '120');
    await user.type(screen.getByRole('textbox', { name: /^Height/ }), '150');
    await choose(user, /^Mounting system/, 'Cassette');
    await user.click(screen.getByRole('button', { name: 'Save to order' }));

    expect(await screen.findByText('Saved as article 1000077.')).toBeInTheDocument();
    const posted = calls.sent.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posted).toEqual(['api/orders/', 'api/orders/52/articles/foldcurtain/']);
    expect(calls.calls('api/orders/')[0]?.body).toEqual({ employee: 7 });
    expect(calls.calls('api/orders/52/articles/foldcurtain/')[0]?.body).toMatchObject({
      main_fabric: 'cf-0001',
      room: 'living',
      fold_type: '3',
      width: 120,
      height: 150,
      mounting_system: 'cassettes',
      quantity: 1,
      with_child_safety: true,
    });
    // Saved once, the button now updates the same article.
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('opens a saved blind for editing and stores the change in the same article', async () => {
    const saved = articleAnswer('foldcurtain', {
      main_fabric: 'cf-0001',
      room: 'bedroom',
      fold_type: '2',
      width: 100,
      height: 140,
      mounting_system: 'easyglide',
      quantity: 1,
    });
    const calls = api(
      {},
      {
        'api/articles/1000001/': () => ({ status: 200, body: saved }),
        'api/orders/41/articles/foldcurtain/1000001/': (request) => ({
          status: 200,
          body: articleAnswer('foldcurtain', request.body as Record<string, unknown>),
        }),
      },
    );
    const { user } = await openPage(`${PATH}/1000001/`);
    expect(await screen.findByText('Editing article 1000001')).toBeInTheDocument();
    const height = await screen.findByRole('textbox', { name: /^Height/ });
    expect(height).toHaveValue('140');
    await user.clear(height);
    await user.type(height, '155');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.calls('api/orders/41/articles/foldcurtain/1000001/')[0]).toMatchObject({
        method: 'PUT',
        body: { main_fabric: 'cf-0001', room: 'bedroom', fold_type: '2', height: 155 },
      }),
    );
    expect(calls.sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says so when the article to edit does not exist', async () => {
    api();
    await renderRoutes([{ path: `${PATH}/:articleOrderId/`, element: <FoldcurtainPage /> }], {
      path: `${PATH}/9999999/`,
    });
    expect(
      await screen.findByText('This article could not be found.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
