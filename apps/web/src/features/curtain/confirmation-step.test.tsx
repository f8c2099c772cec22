// The confirmation states what the dealer must tell the customer: a panel curtain's lead time
// (configurators §9, the domain's leadTimeWeeks).
import { chooseModel, newCurtainState } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ConfirmationStep } from './confirmation-step';
import { curtainAccount, prepareCurtainTests } from './test-fixtures';

beforeAll(prepareCurtainTests);
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({ 'api/user/settings/': () => ({ status: 200, body: curtainAccount() }) });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function confirm(type: 'panelcurtain' | 'pleatcurtain') {
  const account = curtainAccount();
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <ConfirmationStep
            account={account}
            state={chooseModel(newCurtainState(account), type, account)}
            mainFabric={null}
            liningFabric={null}
            evaluation={null}
            extras={[]}
            priceEnabled={false}
          />
        ),
      },
    ],
    { path: '/' },
  );
  await screen.findByRole('heading', { name: 'Check and save' });
}

describe('the curtain’s confirmation', { timeout: 30_000 }, () => {
  it('states the four weeks a panel curtain takes, and no lead time for a pleat curtain', async () => {
    await confirm('panelcurtain');
    expect(screen.getByTestId('lead-time')).toHaveTextContent(
      'Panel curtains are made to order: allow 4 weeks for delivery.',
    );
    document.body.innerHTML = '';
    await confirm('pleatcurtain');
    expect(screen.queryByTestId('lead-time')).toBeNull();
  });
});
