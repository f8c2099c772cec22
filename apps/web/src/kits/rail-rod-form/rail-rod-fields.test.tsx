import type { AccountSettings, ArticleType, SplitType } from '@atelier/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { pricingContext } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { RailRodFields } from './rail-rod-fields';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  api = fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

/** The fields as their owner holds them: one parameters record, each change applied to the latest. */
function Harness(props: {
  articleType: ArticleType | null;
  initial: Record<string, unknown>;
  account: AccountSettings;
  mode?: 'rail' | 'rod' | 'both';
  curtainSplitType?: SplitType;
  seen: (parameters: Record<string, unknown>) => void;
}) {
  const [articleType, setArticleType] = useState(props.articleType);
  const [parameters, setParameters] = useState(props.initial);
  const onChange = useCallback(
    (name: string, value: unknown) =>
      setParameters((previous) => {
        const next = { ...previous, [name]: value };
        if (value === undefined) delete next[name];
        props.seen(next);
        return next;
      }),
    [props.seen],
  );
  return (
    <RailRodFields
      articleType={articleType}
      onArticleTypeChange={setArticleType}
      parameters={parameters}
      onChange={onChange}
      issues={[]}
      account={props.account}
      mode={props.mode}
      curtainSplitType={props.curtainSplitType}
    />
  );
}

async function renderFields(
  options: Partial<Parameters<typeof Harness>[0]> & { initial?: Record<string, unknown> } = {},
) {
  const seen = vi.fn();
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <Harness
            articleType={options.articleType ?? 'trackrail'}
            initial={options.initial ?? {}}
            account={options.account ?? accountSettings()}
            mode={options.mode}
            curtainSplitType={options.curtainSplitType}
            seen={seen}
          />
        ),
      },
    ],
    { path: '/' },
  );
  // The connector check needs the price list (longest bar per colour).
  await waitFor(() => expect(api.calls('api/price-list/')).toHaveLength(1));
  return { user: userEvent.setup(), seen, last: () => seen.mock.lastCall?.[0] };
}

// Each test drives a full form through many renders; a loaded machine needs more than 5 s.
describe('the rail and rod fields', { timeout: 30_000 }, () => {
  it('offers no electric rail beside an unequally split curtain', async () => {
    await renderFields({ articleType: null, mode: 'rail', curtainSplitType: 'unequal' });
    expect(await screen.findByRole('radio', { name: 'Curtain track' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Decorative rail' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Electric/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Decorative rod' })).toBeNull();
  });

  it('says beside the leg when a curve leg is shorter than the track can bend', async () => {
    const { user } = await renderFields({
      initial: { color: 'whitematt', curve_type: 'double90' },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Curve leg left/ }), '10');
    expect(await screen.findByText('A curve leg must be at least 12 cm long.')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /^Curve leg left/ }));
    await user.type(screen.getByRole('textbox', { name: /^Curve leg left/ }), '12');
    await waitFor(() =>
      expect(screen.queryByText('A curve leg must be at least 12 cm long.')).toBeNull(),
    );
  });

  it('asks 20 cm of a curve leg on a decorative rail', async () => {
    const { user } = await renderFields({
      articleType: 'decorativerail',
      initial: { color: 'whitematt', curve_type: 'double45' },
    });
    await user.type(await screen.findByRole('textbox', { name: /^Curve leg right/ }), '15');
    expect(await screen.findByText('A curve leg must be at least 20 cm long.')).toBeInTheDocument();
  });

  it('asks about connectors once the rail is longer than a 6 m bar, and keeps the answer', async () => {
    const { user, last } = await renderFields({ initial: { color: 'whitematt' } });
    const width = await screen.findByRole('textbox', { name: /^Width/ });
    await user.type(width, '600');
    await user.tab();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(width);
    await user.type(width, '650');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Longer than one bar' });
    expect(within(dialog).getByText(/Connectors needed: 1\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'With connector' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last()).toMatchObject({ width: 650, with_connector: true });
  });

  it('asks about connectors above 4 m in champagne, whose bars are shorter', async () => {
    const { user, last } = await renderFields({ initial: { color: 'champagne' } });
    await user.type(await screen.findByRole('textbox', { name: /^Width/ }), '450');
    await user.tab();
    const dialog = await screen.findByRole('dialog', { name: 'Longer than one bar' });
    await user.click(within(dialog).getByRole('button', { name: 'Without connector' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(last()).toMatchObject({ width: 450, with_connector: false });
  });

  it('shows the motor only for electric rails and no runners on a rod', async () => {
    const { user } = await renderFields({
      articleType: null,
      initial: { with_runner: true, runner_type: 'runner' },
    });
    await user.click(await screen.findByRole('radio', { name: 'Electric curtain track' }));
    expect(await screen.findByText('Motor')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Runners' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Decorative rod' }));
    await waitFor(() => expect(screen.queryByText('Motor')).toBeNull());
    expect(screen.queryByRole('checkbox', { name: 'Runners' })).toBeNull();
  });

  it('advises the wall clearance and side margins at the width, in the account’s unit', async () => {
    await renderFields({ articleType: 'trackrail' });
    const width = await screen.findByRole('textbox', { name: /^Width/ });
    expect(width).toHaveAccessibleDescription(
      /at least 8 cm from the wall.*at least 10 cm on each side/,
    );
  });

  it('advises the same for a rod in inches on an imperial account', async () => {
    await renderFields({
      articleType: 'decorativerod',
      account: accountSettings({ unit_system: 'imperial' }),
    });
    const rodWidth = await screen.findByRole('textbox', { name: /^Width/ });
    // 8 cm and 10 cm as a tape reads them; the length itself is asked in inches too.
    expect(rodWidth).toHaveAccessibleDescription(
      /^Length of the rod in inches .* at least 3⅛ in from the wall .* at least 3 15⁄16 in on each side/,
    );
  });
});
