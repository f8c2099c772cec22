// Whose brand a customer group sees (portal §1): Default and the country groups the supplier's,
// OBI Polska a partner's. Both marks use the primary colour. The brand replaces the supplier's
// everywhere it appears: the top bar, the page titles, the documents a group downloads.
import type { CustomerGroupName } from './enums.js';
import { BRAND_COLOR } from './product.js';

export interface Brand {
  name: string;
  /** The letter of the mark. */
  letter: string;
  colour: string;
  partner: boolean;
}

export const SUPPLIER_BRAND: Brand = {
  name: 'Atelier',
  letter: 'A',
  colour: BRAND_COLOR,
  partner: false,
};

const PARTNER_BRANDS: Partial<Record<CustomerGroupName, Brand>> = {
  'OBI Polska': { name: 'OBI', letter: 'O', colour: BRAND_COLOR, partner: true },
};

export function groupBrand(group: string | null | undefined): Brand {
  return (group && PARTNER_BRANDS[group as CustomerGroupName]) || SUPPLIER_BRAND;
}
