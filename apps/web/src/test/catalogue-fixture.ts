import { COMPOSITION_FIBRES, type CustomerFabricAnswer } from '@atelier/domain';

/** A customer fabric as the API answers it: a plain linen in one colour, priced in euro. */
export function customerFabricAnswer(
  fields: Partial<CustomerFabricAnswer> & Pick<CustomerFabricAnswer, 'fabric_uuid' | 'name'>,
): CustomerFabricAnswer {
  const fibres = Object.fromEntries(COMPOSITION_FIBRES.map((fibre) => [fibre, 0]));
  return {
    debtor_id: 1,
    debtor_name: 'Woonwinkel De Linde',
    supplier_id: 1,
    supplier_name: 'Atelier Weverij',
    type: 'woven',
    pattern_type: 'plain',
    pattern_distance: null,
    pattern_width: null,
    width_type: 'strokes',
    width: 140,
    is_turnable: false,
    has_weightlace: false,
    front_side: '',
    back_side: '',
    iron_property: 2,
    colors: [{ id: 1, article_number: '701', color: 'Zand', image: null }],
    wholesale_price: 1850,
    price: 3700,
    prices: [{ currency: 'eur', wholesale_price: 1850, price: 3700 }],
    wash_property: null,
    bleach_property: null,
    dry_property: null,
    clear_property: null,
    is_flame_retardant: false,
    is_recycled: false,
    ecoCertificate: null,
    ...fibres,
    li: 100,
    total: 100,
    shrinkage_value: null,
    curtain_types: ['pleatcurtain'],
    status: 'active',
    usage: 'main',
    image: null,
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...fields,
  } as CustomerFabricAnswer;
}

/** A DRF page answer of the fake API: `{count, next, previous, results}`. */
export const pageAnswer = (results: unknown[], count = results.length) => ({
  status: 200 as const,
  body: { count, next: null, previous: null, results },
});

/** A supplier fabric as `GET api/atelier-fabrics/` lists it. */
export function supplierFabric(name: string, uuid: string) {
  return {
    fabric_uuid: uuid,
    name,
    color: 'Sand',
    color_group: 'beige',
    color_hex: '#d8cfbd',
    article_number: uuid,
    family_id: 3,
    collection: name.split(' ')[0],
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
  };
}
