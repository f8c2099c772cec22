import type { FabricFilters } from '@atelier/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import {
  CatalogueFilters,
  FACETS,
  type PriceBand,
  priceBandFrom,
  type Selection,
} from './catalogue-filters';

const filters: FabricFilters = {
  kind: [{ value: 'fabrics', count: 12 }],
  fabric_type: [],
  light_level: [],
  quality: [],
  color: [],
  pattern_type: [],
  width_type: [],
  collection: [
    { id: 3, name: 'Bouclé Nord', count: 8 },
    { id: 4, name: 'Breeze', count: 4 },
  ],
  supplier: [{ id: 1, name: 'Atelier Weverij', count: 12 }],
  price_band: [
    { min: 0, max: 1999, count: 4 },
    { min: 2000, max: null, count: 8 },
  ],
  currency: 'eur',
};
const nothing = Object.fromEntries(FACETS.map((facet) => [facet, []])) as unknown as Selection;

async function show(showPriceBands: boolean, priceBand: PriceBand | null = null) {
  const onChange = vi.fn();
  const onPriceBandChange = vi.fn();
  await renderRoutes(
    [
      {
        path: '/',
        element: (
          <CatalogueFilters
            filters={filters}
            selection={nothing}
            onChange={onChange}
            priceBand={priceBand}
            onPriceBandChange={onPriceBandChange}
            showPriceBands={showPriceBands}
            onClear={() => undefined}
          />
        ),
      },
    ],
    { path: '/' },
  );
  return { onChange, onPriceBandChange };
}

describe('the catalogue filters', () => {
  it('offers the collections by name and passes their ids on', async () => {
    const { onChange } = await show(false);
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'Breeze (4)' }));
    expect(onChange).toHaveBeenCalledWith('collection', ['4']);
  });

  it('offers purchase-price bands only to an account that shows purchase prices', async () => {
    await show(false);
    expect(screen.queryByText('Purchase price per metre')).toBeNull();
  });

  it('chooses a price band, and lets go of it on a second click', async () => {
    const { onPriceBandChange } = await show(true, { min: 2000, max: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /€\s?0[.,]00 – €\s?19[.,]99 \(4\)/ }));
    expect(onPriceBandChange).toHaveBeenLastCalledWith({ min: 0, max: 1999, count: 4 });
    await user.click(screen.getByRole('radio', { name: /from €\s?20[.,]00 \(8\)/ }));
    expect(onPriceBandChange).toHaveBeenLastCalledWith(null);
  });
});

describe('priceBandFrom', () => {
  it('reads a band from the address and refuses anything else', () => {
    expect(priceBandFrom('2000-3999')).toEqual({ min: 2000, max: 3999 });
    expect(priceBandFrom('6000-')).toEqual({ min: 6000, max: null });
    expect(priceBandFrom('4000-2000')).toBeNull();
    expect(priceBandFrom('cheap')).toBeNull();
    expect(priceBandFrom(null)).toBeNull();
  });
});
