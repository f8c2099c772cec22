import {
  type AddressBookEntry,
  type Rma,
  type SampleRequest,
  sampleAddressSchema,
} from '@atelier/domain';

/** An address-book entry as `api/customers/address-book/` answers it. */
export function addressEntry(fields: Partial<AddressBookEntry> = {}): AddressBookEntry {
  return {
    id: 7,
    debtor_id: 1,
    name: 'Familie Jansen',
    company: '',
    street: 'Dorpsstraat',
    house_number: '12',
    postcode: '3811 AB',
    city: 'Amersfoort',
    country: 'nl',
    phone: '',
    email: '',
    notes: '',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
    ...fields,
  };
}

/** A sample request as `api/samples/` answers it. */
export function sampleRequest(fields: Partial<SampleRequest> = {}): SampleRequest {
  return {
    id: 3,
    article_type: 'sampleorder',
    debtor_id: 1,
    state: 'requested',
    fabrics: [{ fabric_uuid: 'bn-01', name: 'Bouclé Nord 01', color: 'Sand', in_stock: true }],
    // The request's copy of the entry: its address fields, the rest dropped.
    address: sampleAddressSchema.parse(addressEntry()),
    note: '',
    requested_on: '2026-11-24',
    expected_date: '2026-12-01',
    created_at: '2026-11-24T10:00:00Z',
    tracking_reference: null,
    shipped_at: null,
    ...fields,
  };
}

/** A return as `api/rma/` answers it. */
export function rmaAnswer(fields: Partial<Rma> = {}): Rma {
  return {
    order_number: '1000042',
    article_type: 'rma',
    rma_number: 'RMA-000001',
    state: 'confirmed',
    debtor_id: 1,
    article: {
      order_number: '1000007',
      order_id: 12,
      order_type: 'delivered',
      order_date: '2026-11-02',
      commission: 'Familie Jansen',
      article_type: 'pleatcurtain',
      room: 'living',
      main_fabric: '5f0c2a9e-7b1d-4c7e-9a51-0c3f8e2d6b10',
      main_fabric_name: 'Lino Sand',
      quantity: 1,
      width: 180,
      height: 250,
    },
    customer_name: 'Familie Jansen',
    phone: '',
    email: '',
    street: 'Dorpsstraat 12',
    city: 'Amersfoort',
    postcode: '3811 AB',
    country: 'nl',
    delivery_address: null,
    preferred_delivery_date: null,
    workshop: 'genemuiden',
    hanger_type: 'hooks',
    hanger_count: 24,
    reason: 'production_fault',
    description: 'The hem is uneven.',
    solution: 'repair',
    employee: 3,
    employee_name: 'Anouk de Linde',
    remake_order_id: null,
    photos: [],
    created_at: '2026-11-24T10:00:00Z',
    resolution: null,
    refusal_reason: null,
    refusal_reason_text: null,
    desk_note: '',
    question: null,
    information_answer: null,
    decided_at: null,
    dealer_actions: [],
    history: [],
    ...fields,
  };
}
