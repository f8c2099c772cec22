import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FlowHeaderValue } from '../../kits/configurator';
import { clearTokens, setTokens } from '../../lib/session';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CurtainPage } from './curtain-page';
import { articleAnswer, baseRoutes, prepareCurtainTests, STORED_CURTAIN } from './test-fixtures';

/** The header's value at each of its draws. */
const headerDraws: FlowHeaderValue[] = [];
vi.mock('../../kits/configurator', async (importOriginal) => {
  const kit = await importOriginal<typeof import('../../kits/configurator')>();
  const { FlowHeader } = kit;
  const Counted = (props: Parameters<typeof FlowHeader>[0]) => {
    headerDraws.push(props.value);
    return <FlowHeader {...props} />;
  };
  return { ...kit, FlowHeader: Counted };
});

/** Whether the calculation was there at each draw of the step's body. */
const evaluatedDraws: boolean[] = [];
vi.mock('./curtain-steps', async (importOriginal) => {
  const steps = await importOriginal<typeof import('./curtain-steps')>();
  const { CurtainStepBody } = steps;
  const Counted = (props: Parameters<typeof CurtainStepBody>[0]) => {
    evaluatedDraws.push(props.evaluations.curtain.evaluation !== null);
    return <CurtainStepBody {...props} />;
  };
  return { ...steps, CurtainStepBody: Counted };
});

const routes = [
  { path: '/account/products/curtain', Component: CurtainPage },
  { path: '/account/products/curtain/:articleOrderId/', Component: CurtainPage },
];

beforeAll(prepareCurtainTests);
beforeEach(() => {
  headerDraws.length = 0;
  evaluatedDraws.length = 0;
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

// The employee was filled in by the header after the first draw, which drew the whole
// configurator (its 25 grid columns, 18 fields) a second time while the page loaded.
describe('the curtain configurator’s first draw', { timeout: 30_000 }, () => {
  it('holds the default employee when a stored curtain without one opens', async () => {
    fakeApi({
      ...baseRoutes(),
      'api/articles/1000001/': () => ({
        status: 200,
        body: articleAnswer('pleatcurtain', STORED_CURTAIN),
      }),
    });
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    await screen.findByRole('heading', { name: 'Specification' });
    expect(headerDraws[0]?.employee).toBe(7);
    expect(headerDraws.every((value) => value.employee === 7)).toBe(true);
  });

  // A price list that came after the form's first draw drew the whole form again, synchronously.
  it('waits for a price list that comes after the article, and is drawn with its prices', async () => {
    const answers = baseRoutes();
    const priceList = answers['api/price-list/'];
    fakeApi({
      ...answers,
      'api/price-list/': async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return priceList();
      },
      'api/articles/1000001/': () => ({
        status: 200,
        body: articleAnswer('pleatcurtain', STORED_CURTAIN),
      }),
    });
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    await screen.findByRole('heading', { name: 'Specification' });
    expect(evaluatedDraws.length).toBeGreaterThan(0);
    expect(evaluatedDraws.every(Boolean)).toBe(true);
  });

  it('opens without prices when the price list cannot be read', async () => {
    fakeApi({
      ...baseRoutes(),
      'api/price-list/': () => ({ status: 500, body: { code: 'server_error' } }),
      'api/articles/1000001/': () => ({
        status: 200,
        body: articleAnswer('pleatcurtain', STORED_CURTAIN),
      }),
    });
    await renderRoutes(routes, { path: '/account/products/curtain/1000001/' });
    await screen.findByRole('heading', { name: 'Specification' });
    expect(evaluatedDraws.every((evaluated) => !evaluated)).toBe(true);
  });

  it('holds the default employee and the hidden room’s "other room" in a new curtain', async () => {
    fakeApi(baseRoutes({ account: { show_room: false } }));
    await renderRoutes(routes, { path: '/account/products/curtain' });
    await screen.findByRole('radiogroup', { name: /Curtain model/ });
    expect(headerDraws[0]).toMatchObject({ employee: 7, room: 'others' });
  });
});
