// What the curtain tests answer for: the account, a supplier fabric and the routes every curtain
// page calls before the dealer does anything.

import { type FabricDetail, fabricDetailSchema } from '@atelier/domain';
import { EXAMPLE_CURTAIN } from '@atelier/domain/examples';
import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n, loadNamespaces } from '../../lib/i18n';
import { accountSettings } from '../../test/account-fixture';
import {
  articleAnswer,
  flowDraftAnswer,
  orderAnswer,
  pricingContext,
} from '../../test/order-fixture';

export const DRAFTS = 'api/orders/draft/';
export const LINEN = 'f-lino-2103';

export function fabricDetail(overrides: Partial<FabricDetail> = {}): FabricDetail {
  return fabricDetailSchema.parse({
    fabric_uuid: LINEN,
    name: 'Lino 2103',
    color: 'Sand',
    color_group: 'beige',
    color_hex: '#d8cfbd',
    article_number: '2103',
    family_id: 3,
    collection: 'Lino',
    supplier_id: 1,
    kind: 'fabrics',
    fabric_type: 'woven',
    light_level: 'translucent',
    quality: 'comfort',
    pattern_type: 'plain',
    width: 140,
    width_type: 'strokes',
    price_per_metre: { currency: 'eur', wholesale_price: 1990, price: 3980 },
    image: null,
    rendered_image: null,
    rendered_image_details: null,
    supplier: { id: 1, name: 'Atelier Weverij' },
    description: '',
    pattern_repeat: 0,
    pattern_width: 0,
    composition: { li: 100 },
    care_symbols: { wash: null, bleach: null, dry: null, clean: null },
    certificates: [],
    ironing_points: 2,
    has_nap: false,
    is_turnable: false,
    roll_length: 5000,
    weight: 280,
    related_colors: [],
    ...overrides,
  });
}

export function curtainAccount(overrides: Record<string, unknown> = {}) {
  return accountSettings({
    employees: [{ id: 7, name: 'Anna', email: '', is_archived: false }],
    default_employee_name: 'Anna',
    ...overrides,
  });
}

/** A complete double-pleat curtain as a stored article answers it. */
export const STORED_CURTAIN = {
  room: 'living',
  main_fabric: LINEN,
  ...EXAMPLE_CURTAIN,
  tier_size: 8,
  quantity: 1,
} as const;

export function baseRoutes(
  options: { account?: Record<string, unknown>; fabric?: Partial<FabricDetail> } = {},
) {
  return {
    'api/user/settings/': () => ({ status: 200, body: curtainAccount(options.account) }),
    'api/price-list/': () => ({ status: 200, body: pricingContext() }),
    [`api/atelier-fabrics/${LINEN}/`]: () => ({
      status: 200,
      body: fabricDetail(options.fabric),
    }),
    // The order a stored curtain is in (the edit route reads the rails saved with it).
    'api/orders/41/': () => ({ status: 200, body: orderAnswer() }),
  };
}

export { articleAnswer, flowDraftAnswer, orderAnswer };

/**
 * Loads every catalogue the flow speaks before the first render, so the first test does not wait
 * for a dozen namespaces; and gives jsdom the `document.fonts` Mantine's autosizing memo listens to.
 */
export async function prepareCurtainTests() {
  // A whole configurator renders slowly under jsdom; waiting is not what these tests are about.
  configure({ asyncUtilTimeout: 15_000 });
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
  await initI18n('en');
  await loadNamespaces([
    'common',
    'shell',
    'curtain',
    'configurator',
    'articleFields',
    'enums',
    'rules',
    'calc',
    'fabrics',
    'railrod',
    'preview',
    'errors',
  ]);
}

/**
 * A user who clicks without jsdom recomputing every ancestor's style first (the pointer-events
 * check), which on a page this size costs seconds per click and tests nothing of ours.
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
