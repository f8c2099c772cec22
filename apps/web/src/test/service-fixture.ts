import { type AddressBookEntry, type SampleRequest, sampleAddressSchema } from '@atelier/domain';

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
    fabrics: [{ fabric_uuid: 'bn-01', name: 'Bouclé Nord 01', color: 'Sand' }],
    // The request's copy of the entry: its address fields, the rest dropped.
    address: sampleAddressSchema.parse(addressEntry()),
    note: '',
    requested_on: '2026-11-24',
    expected_date: '2026-12-01',
    created_at: '2026-11-24T10:00:00Z',
    ...fields,
  };
}
