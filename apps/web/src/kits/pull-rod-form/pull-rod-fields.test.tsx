import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { pricingContext } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { useLiveEvaluation } from '../configurator';
import { PullRodFields } from './pull-rod-fields';

/** A pull rod as the curtain flow holds it: its own parameters, evaluated live. */
function Harness({ seen }: { seen: (parameters: Record<string, unknown>) => void }) {
  const [parameters, setParameters] = useState<Record<string, unknown>>({});
  const { evaluation } = useLiveEvaluation({ articleType: 'pullrod', parameters });
  const onChange = useCallback(
    (name: string, value: unknown) =>
      setParameters((previous) => {
        const next = { ...previous, [name]: value };
        seen(next);
        return next;
      }),
    [seen],
  );
  return (
    <PullRodFields parameters={parameters} onChange={onChange} issues={evaluation?.issues ?? []} />
  );
}

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({ status: 200, body: accountSettings() }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the pull rod form', { timeout: 30_000 }, () => {
  it('asks colour and length, and holds the length within the pull rod limits', async () => {
    const seen = vi.fn();
    await renderRoutes([{ path: '/', element: <Harness seen={seen} /> }], { path: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Colour/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Brushed nickel' }));
    const length = screen.getByRole('textbox', { name: /^Length/ });
    await user.type(length, '20');
    expect(await screen.findByText('Enter a size from 50 cm to 300 cm.')).toBeInTheDocument();
    await user.clear(length);
    await user.type(length, '120');
    await waitFor(() =>
      expect(screen.queryByText('Enter a size from 50 cm to 300 cm.')).toBeNull(),
    );
    expect(seen.mock.lastCall?.[0]).toEqual({ color: 'nickelbrushed', length: 120 });
  });
});
