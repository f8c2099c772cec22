import { type CutList, DEMO_PRICE_LIST, evaluateArticle, formatLength } from '@atelier/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, setTokens } from '../../lib/session';
import { accountSettings } from '../../test/account-fixture';
import { fakeApi, makeToken } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { CutListView } from './cut-list-view';

beforeEach(() => {
  setTokens({ access: makeToken(300), refresh: 'r' }, false);
  fakeApi({ 'api/user/settings/': () => ({ status: 200, body: accountSettings() }) });
});
afterEach(() => {
  clearTokens();
  vi.unstubAllGlobals();
});

describe('the cut list of more than one piece', { timeout: 30_000 }, () => {
  it('a pair of tiebacks says the fabric the price charges (1.20 m), not one piece’s 0.60 m', async () => {
    const evaluation = evaluateArticle(
      {
        articleType: 'tieback',
        parameters: { main_fabric: 'lino', length: 60, tieback_type: 'banana', quantity: 2 },
      },
      {
        priceList: DEMO_PRICE_LIST,
        account: {
          currency: 'eur',
          marginType: 'pricelist',
          debtorFactorPercent: 100,
          priceType: 'both',
          unitSystem: 'metric',
        },
        mainFabric: {
          uuid: 'lino',
          name: 'Lino',
          kind: 'main',
          widthMm: 1400,
          widthType: 'strokes',
          patternType: 'plain',
          patternRepeatMm: 0,
          rollLengthMm: 50_000,
          ironingPoints: 0,
          isTurnable: false,
          pricePerMetre: { eur: { wholesale: 2450, sales: 4900 } },
        },
      },
    );
    const charged = evaluation.price?.lines.find((line) => line.code === 'fabric')?.quantity;
    expect(charged).toBe(1.2);
    await renderRoutes(
      [
        {
          path: '/',
          element: (
            <CutListView cutList={evaluation.cutList} quantity={evaluation.quantities?.quantity} />
          ),
        },
      ],
      { path: '/' },
    );
    const total = formatLength(1200, 'en', 'metric', 'm');
    expect(await screen.findByText(new RegExp(`^${total} `))).toBeInTheDocument();
  });
});

// On a phone the summary is about 340 px wide. With a column per measure, the measures' long names
// ("Afgewerkte breedte", "Fertigbreite") made the table wider than that, and its last column was
// hidden beyond a sideways scroll. A pair's panels are now the columns and each measure a row.
describe("a pair's panels", { timeout: 30_000 }, () => {
  it('are columns, each measure a row named by its heading', async () => {
    const panel = { finishedWidthMm: 1500, flatWidthMm: 3525, sideHemsMm: 50, widths: 2.5 };
    const cutList: CutList = {
      panels: [
        { side: 'left', ...panel },
        { side: 'right', ...panel, finishedWidthMm: 1400 },
      ],
      cutLengthMm: 2800,
      drops: 5,
      main: null,
      lining: null,
      parts: [],
      fullnessPercent: 235,
    };
    await renderRoutes([{ path: '/', element: <CutListView cutList={cutList} /> }], { path: '/' });
    const table = await screen.findByRole('table', { name: 'Curtain panels' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'Curtain panels',
      'Left panel',
      'Right panel',
    ]);
    const finished = within(table).getByRole('row', { name: /^Finished width/ });
    expect(
      within(finished)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([formatLength(1500, 'en', 'metric', 'cm'), formatLength(1400, 'en', 'metric', 'cm')]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Finished width', 'Flat width', 'Widths']);
  });
});
