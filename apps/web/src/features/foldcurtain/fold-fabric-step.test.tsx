// The roman blind's fabric step offers only what the chosen fabric allows (the domain's
// rules/fabric-use.ts): the width type of a turnable fabric only, and a customer fabric's refusal
// when it is not declared for roman blinds.
import type { FabricFacts } from '@atelier/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChosenFabric } from '../../kits/configurator';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { FoldFabricStep } from './fold-fabric-step';

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

beforeAll(async () => {
  await initI18n('en');
  await loadNamespaces(['foldcurtain', 'configurator', 'articleFields', 'enums', 'rules', 'calc']);
});
beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

async function foldStep(fabric: FabricFacts, parameters: Record<string, unknown> = {}) {
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <FoldFabricStep
            mainFabric={chosen(fabric)}
            lining={null}
            onLiningChange={noop}
            parameters={{ main_fabric: fabric.uuid, ...parameters }}
            onChange={noop}
            issues={[]}
          />
        ),
      },
    ],
    { path: '/' },
  );
  await screen.findByTestId('fold-fabric-facts');
}

const widthTypeLabel = /Width type main fabric/;

describe('the roman blind’s fabric step', { timeout: 30_000 }, () => {
  it('offers the width type only for a fabric that may be turned', async () => {
    await foldStep(JACQUARD);
    expect(screen.queryByText(widthTypeLabel)).toBeNull();
    document.body.innerHTML = '';
    await foldStep({ ...JACQUARD, isTurnable: true });
    expect(screen.getAllByText(widthTypeLabel).length).toBeGreaterThan(0);
  });

  it('refuses a customer fabric that is not declared for roman blinds', async () => {
    await foldStep({ ...JACQUARD, confections: ['pleatcurtain', 'wavecurtain'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jacquard Rosa is not declared for this article',
    );
  });
});
