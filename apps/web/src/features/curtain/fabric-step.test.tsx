// The curtain's fabric step offers only what the chosen fabric allows (the domain's
// rules/fabric-use.ts): the width type of a turnable fabric only, the lining only on a model that is
// made with one, and a customer fabric's refusal for a model it is not declared for.
import type { FabricFacts } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenFabric } from '../../kits/configurator';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { pricingContext } from '../../test/order-fixture';
import { renderRoutes } from '../../test/render';
import { FabricStep } from './fabric-step';
import { curtainAccount, prepareCurtainTests } from './test-fixtures';

const JACQUARD: FabricFacts = {
  uuid: 'f-jacquard',
  name: 'Jacquard Rosa',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'pattern',
  patternRepeatMm: 640,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: false,
  pricePerMetre: { eur: { wholesale: 3200, sales: 6400 } },
};
const chosen = (facts: FabricFacts): ChosenFabric => ({
  facts,
  preview: { name: facts.name, colour: null, swatchUrl: null },
});
const noop = () => {};

beforeAll(prepareCurtainTests);
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({
    'api/user/settings/': () => ({ status: 200, body: curtainAccount() }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
  });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function curtainStep(
  fabric: FabricFacts,
  articleType: 'pleatcurtain' | 'panelcurtain' | 'ringcurtain',
  parameters: Record<string, unknown> = {},
  withLining = false,
) {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <FabricStep
            articleType={articleType}
            parameters={{ main_fabric: fabric.uuid, ...parameters }}
            onChange={noop}
            issues={[]}
            mainFabric={chosen(fabric)}
            mainFabricLoading={false}
            liningFabric={null}
            withLining={withLining}
            onWithLiningChange={noop}
          />
        ),
      },
    ],
    { path: '/' },
  );
  await screen.findByText(fabric.name);
}

const widthTypeLabel = /Width type main fabric/;

describe('the curtain’s fabric step', { timeout: 30_000 }, () => {
  it('offers no width type for a fabric that is not turnable', async () => {
    await curtainStep(JACQUARD, 'pleatcurtain');
    expect(screen.queryByText(widthTypeLabel)).toBeNull();
  });

  it('offers both width types for a turnable fabric', async () => {
    await curtainStep({ ...JACQUARD, isTurnable: true }, 'pleatcurtain');
    const group = screen.getByRole('radiogroup', { name: widthTypeLabel });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['strokes', 'widewidth']);
  });

  it('shows a refused sideways reading with only the way the fabric may be used', async () => {
    await curtainStep(JACQUARD, 'pleatcurtain', { main_fabric_width_type: 'widewidth' });
    const group = screen.getByRole('radiogroup', { name: widthTypeLabel });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['strokes']);
  });

  it('offers a lining on a pleat curtain, none on a panel curtain', async () => {
    await curtainStep(JACQUARD, 'pleatcurtain');
    expect(screen.getByRole('switch', { name: 'With lining' })).toBeInTheDocument();
    document.body.innerHTML = '';
    await curtainStep(JACQUARD, 'panelcurtain');
    expect(screen.queryByRole('switch', { name: 'With lining' })).toBeNull();
    document.body.innerHTML = '';
    // A panel curtain saved with a lining before shows the switch, so it can be taken off.
    await curtainStep(JACQUARD, 'panelcurtain', {}, true);
    expect(screen.getByRole('switch', { name: 'With lining' })).toBeChecked();
  });

  it('refuses a customer fabric for a model it is not declared for', async () => {
    const own = { ...JACQUARD, name: 'Eigen jacquard', confections: ['pleatcurtain' as const] };
    await curtainStep(own, 'ringcurtain');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Eigen jacquard is not declared for this article',
    );
    document.body.innerHTML = '';
    await curtainStep(own, 'pleatcurtain');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('notes that the make-up price assumes 140 cm for comfort and 150 cm for haute couture', async () => {
    const wide = { ...JACQUARD, widthMm: 1500 };
    await curtainStep(wide, 'pleatcurtain', { luxury: 'comfort' });
    expect(await screen.findByTestId('width-assumption')).toHaveTextContent(
      'The Comfort make-up price assumes fabric up to 140 cm wide; this fabric is 150 cm wide',
    );
    document.body.innerHTML = '';
    await curtainStep({ ...wide, widthMm: 1550 }, 'pleatcurtain', { luxury: 'hautecouture' });
    expect(await screen.findByTestId('width-assumption')).toHaveTextContent(
      'The Haute couture make-up price assumes fabric up to 150 cm wide; this fabric is 155 cm wide',
    );
  });
});
