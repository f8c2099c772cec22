import { type ArticleEvaluation, validateArticleParameters } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { LiveSummary } from './live-summary';

afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

/** A pull rod of 10 cm: the domain's own range issue (50–300 cm). */
function tooShort(): ArticleEvaluation {
  const result = validateArticleParameters('pullrod', { color: 'whitematt', length: 10 });
  if (result.ok) throw new Error('a 10 cm pull rod must be refused');
  return { issues: result.issues, parameters: null, quantities: null, cutList: null, price: null };
}

async function summary(unitSystem: 'metric' | 'imperial', locale: 'en' | 'nl' = 'en') {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({
      status: 200,
      body: accountSettings({ unit_system: unitSystem }),
    }),
  });
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <LiveSummary
            evaluation={tooShort()}
            preview={null}
            priceEnabled={false}
            onPriceEnabledChange={() => {}}
          />
        ),
      },
    ],
    { path: '/', locale },
  );
}

describe('the live summary’s issues', { timeout: 30_000 }, () => {
  it('tell a length’s range with its unit, as the field does', async () => {
    const view = await summary('metric');
    expect(await screen.findByText(/Length: Enter at least 50 cm\./)).toBeInTheDocument();
    view.unmount();
  });

  it('tell it in the language’s number format and in inches on an imperial account', async () => {
    let view = await summary('metric', 'nl');
    expect(await screen.findByText(/Vul minimaal 50 cm in\./)).toBeInTheDocument();
    view.unmount();
    view = await summary('imperial');
    // 50 cm is 19.685 in: the bound is named as a size the field takes (up to the sixteenth).
    expect(await screen.findByText(/Enter at least 19 11⁄16 in\./)).toBeInTheDocument();
    view.unmount();
  });
});
