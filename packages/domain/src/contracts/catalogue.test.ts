import { describe, expect, it } from 'vitest';
import { evaluateArticle } from '../evaluate/index.js';
import { ACCOUNT, WORKED_EXAMPLE } from '../evaluate/test-fixtures.js';
import { DEMO_PRICE_LIST } from '../pricing/demo-price-list.js';
import { salesAmount } from '../pricing/lines.js';
import {
  type CustomerFabricAnswer,
  customerFabricAnswerSchema,
  type FabricDetail,
  fabricDetailSchema,
  fabricFactsFromCustomerFabric,
  fabricFactsFromDetail,
  fabricListQuerySchema,
  isCustomerFabricUuid,
} from './catalogue.js';

const detail: FabricDetail = fabricDetailSchema.parse({
  fabric_uuid: '2f1c0a9e-5b7d-5c1e-a9f0-0b1c2d3e4f50',
  name: 'Lino 03',
  color: 'Linen',
  color_group: 'beige',
  color_hex: '#ddd0b6',
  article_number: 'LINO-03',
  family_id: 1,
  collection: 'Lino',
  supplier_id: 1,
  kind: 'fabrics',
  fabric_type: 'woven',
  light_level: 'translucent',
  quality: 'comfort',
  pattern_type: 'plain',
  width: 140,
  width_type: 'strokes',
  price_per_metre: { currency: 'eur', wholesale_price: 2450, price: 4900 },
  image: '/api/files/a',
  rendered_image: '/api/files/b',
  rendered_image_details: '/api/files/c',
  supplier: { id: 1, name: 'Atelier Weverij' },
  description: '',
  pattern_repeat: 0,
  pattern_width: 0,
  composition: { li: 55, pe: 45 },
  care_symbols: { wash: 'wash30', bleach: 'nobleach', dry: 'notumble', clean: 'professionalp' },
  certificates: ['standard100'],
  ironing_points: 2,
  has_nap: false,
  is_turnable: false,
  roll_length: 5000,
  weight: 240,
  related_colors: [],
});

describe('fabricFactsFromDetail', () => {
  it('feeds the calculation: the worked example charges 16.8 m of a catalogue fabric', () => {
    const mainFabric = fabricFactsFromDetail(detail);
    const result = evaluateArticle(
      {
        articleType: 'pleatcurtain',
        parameters: { ...WORKED_EXAMPLE, main_fabric: detail.fabric_uuid },
      },
      { mainFabric, priceList: DEMO_PRICE_LIST, account: ACCOUNT },
    );
    expect(result.issues).toEqual([]);
    expect(result.quantities).toMatchObject({ mainFabricChargedMm: 16_800, drops: 6 });
    expect(result.price?.lines.find((line) => line.code === 'fabric')?.amount).toBe(
      Math.round(16.8 * 2450),
    );
  });

  it('turns centimetres into millimetres and keeps a repeat only for patterned fabric', () => {
    const patterned = fabricFactsFromDetail({
      ...detail,
      pattern_type: 'pattern',
      pattern_repeat: 64.5,
      width: 300,
      width_type: 'widewidth',
      kind: 'linings',
    });
    expect(patterned).toMatchObject({
      widthMm: 3000,
      widthType: 'widewidth',
      patternRepeatMm: 645,
      rollLengthMm: 50_000,
      kind: 'lining',
    });
    expect(fabricFactsFromDetail({ ...detail, pattern_repeat: 30 }).patternRepeatMm).toBe(0);
    expect(fabricFactsFromDetail({ ...detail, price_per_metre: null }).pricePerMetre).toEqual({});
  });
});

describe('customer fabrics', () => {
  const fabric: CustomerFabricAnswer = customerFabricAnswerSchema.parse({
    fabric_uuid: 'cf-1234',
    debtor_id: 3,
    debtor_name: 'Maison Lemaire',
    name: 'Eigen stof',
    supplier_id: 1,
    supplier_name: 'Other supplier',
    type: 'woven',
    pattern_type: 'pattern',
    pattern_distance: 32,
    pattern_width: null,
    width_type: 'strokes',
    width: 145,
    is_turnable: false,
    has_weightlace: false,
    front_side: '',
    back_side: '',
    iron_property: 3,
    colors: [{ id: 1, article_number: 'A', color: 'Blauw', image: null }],
    wholesale_price: 2000,
    price: 4000,
    prices: [
      { currency: 'eur', wholesale_price: 2000, price: 4000 },
      { currency: 'pln', wholesale_price: 8600, price: 17_200 },
    ],
    wash_property: null,
    bleach_property: null,
    dry_property: null,
    clear_property: null,
    is_flame_retardant: false,
    is_recycled: false,
    ecoCertificate: null,
    ac: 0,
    co: 100,
    div: 0,
    li: 0,
    lrx: 0,
    ma: 0,
    pa: 0,
    pe: 0,
    se: 0,
    tr: 0,
    vi: 0,
    wol: 0,
    total: 100,
    shrinkage_value: null,
    curtain_types: ['pleatcurtain'],
    status: 'active',
    usage: 'lining',
    image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  });

  it('are recognised by the marker in main_fabric_uuid', () => {
    expect(isCustomerFabricUuid(fabric.fabric_uuid)).toBe(true);
    expect(isCustomerFabricUuid(detail.fabric_uuid)).toBe(false);
    expect(isCustomerFabricUuid(null)).toBe(false);
  });

  it('become fabric facts with every currency they are priced in', () => {
    const facts = fabricFactsFromCustomerFabric(fabric);
    expect(facts).toMatchObject({
      uuid: 'cf-1234',
      kind: 'lining',
      widthMm: 1450,
      patternRepeatMm: 320,
      ironingPoints: 3,
    });
    expect(facts.pricePerMetre).toEqual({
      eur: { wholesale: 2000, sales: 4000 },
      pln: { wholesale: 8600, sales: 17_200 },
    });
  });
});

describe('fabricListQuerySchema', () => {
  it('reads several values of a filter separated by commas, and ids as numbers', () => {
    const query = fabricListQuerySchema.parse({
      fabric_type: 'sheer, velvet',
      collection: '3,7',
      page: '2',
    });
    expect(query).toMatchObject({
      fabric_type: ['sheer', 'velvet'],
      collection: [3, 7],
      page: 2,
      page_size: 25,
      ordering: 'collection',
    });
  });

  it('rejects values no fabric has', () => {
    expect(fabricListQuerySchema.safeParse({ light_level: 'bright' }).success).toBe(false);
    expect(fabricListQuerySchema.safeParse({ supplier: 'abc' }).success).toBe(false);
    expect(fabricListQuerySchema.safeParse({ ordering: 'colour' }).success).toBe(false);
  });
});

describe('salesAmount', () => {
  const defaults = { automaticMarginPercent: 200 };
  it.each([
    ['pricelist', 4900],
    ['debtor', 4533],
    ['automatic', 4900],
    ['ateliernet', 2450],
  ] as const)('margin type %s sells a 24.50 metre at %i cents', (marginType, expected) => {
    expect(
      salesAmount(
        2450,
        marginType === 'automatic' ? 0 : 4900,
        { marginType, debtorFactorPercent: 185 },
        defaults,
      ),
    ).toBe(expected);
  });
});
