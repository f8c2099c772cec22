// Fabrics, accounts and articles the entry point's tests share (not exported by the package).
import type { AccountFacts, FabricFacts } from '../context.js';
import { EXAMPLE_CURTAIN } from '../examples/curtain.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import type { EvaluationContext } from './shared.js';

export const PLAIN_FABRIC: FabricFacts = {
  uuid: 'linnen-naturel',
  name: 'Linnen naturel',
  kind: 'main',
  widthMm: 1400,
  widthType: 'strokes',
  patternType: 'plain',
  patternRepeatMm: 0,
  rollLengthMm: 50_000,
  ironingPoints: 2,
  isTurnable: false,
  pricePerMetre: {
    eur: { wholesale: 2450, sales: 4900 },
    aud: { wholesale: 4040, sales: 8090 },
  },
};

export const WIDE_FABRIC: FabricFacts = {
  ...PLAIN_FABRIC,
  uuid: 'voile-breed',
  name: 'Voile breed',
  widthMm: 3000,
  widthType: 'widewidth',
};

export const LINING_FABRIC: FabricFacts = {
  ...PLAIN_FABRIC,
  uuid: 'voering-wit',
  name: 'Voering wit',
  kind: 'lining',
  widthMm: 1500,
  pricePerMetre: { eur: { wholesale: 650, sales: 1300 } },
};

export const ACCOUNT: AccountFacts = {
  currency: 'eur',
  marginType: 'pricelist',
  debtorFactorPercent: 185,
  priceType: 'both',
  unitSystem: 'metric',
};

export const CONTEXT: EvaluationContext = {
  mainFabric: PLAIN_FABRIC,
  priceList: DEMO_PRICE_LIST,
  account: ACCOUNT,
};

/** The pleat curtain of calculation.md §5, as the dealer types it (cm). */
export const WORKED_EXAMPLE = { main_fabric: PLAIN_FABRIC.uuid, ...EXAMPLE_CURTAIN } as const;
