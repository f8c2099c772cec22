// The address book (portal §7 `api/customers/address-book/`, configurators §5 and §8): delivery
// addresses a shop keeps for its customers, used by the sample service, returns and deliveries.
// Configurators §5 gives names and addresses a minimum character count without its value: it is
// ADDRESS_MIN_LENGTH (docs/decisions/021-address-book-and-sample-service.md).
import { z } from 'zod';
import { COUNTRIES } from '../enums.js';
import { lazySchema } from '../pure.js';
import { pageOf } from './session.js';
import { integer, requiredText } from './text.js';

/** The minimum character count of a name, a street and a city. */
export const ADDRESS_MIN_LENGTH = 2;
/** Postcodes of the countries delivered to have four characters or more (`1000`, `2000`). */
export const POSTCODE_MIN_LENGTH = 4;

const id = lazySchema(() => integer.positive().max(2_147_483_647));
// Messages are keys of the `validation` namespace, so the form and the API word them alike.
/*#__NO_SIDE_EFFECTS__*/
const optionalText = (max: number) => z.string().trim().max(max, 'max').default('');

export const addressBookEntryBodySchema = lazySchema(() =>
  z
    .object({
      name: requiredText(ADDRESS_MIN_LENGTH, 120),
      company: optionalText(120),
      street: requiredText(ADDRESS_MIN_LENGTH, 120),
      house_number: requiredText(1, 20),
      postcode: requiredText(POSTCODE_MIN_LENGTH, 12),
      city: requiredText(ADDRESS_MIN_LENGTH, 80),
      country: z.enum(COUNTRIES, 'invalid_choice'),
      phone: optionalText(30),
      email: z.union([z.literal(''), z.email('email').max(254, 'max')], 'email').default(''),
      notes: optionalText(1000),
    })
    .strict(),
);
export type AddressBookEntryBody = z.input<typeof addressBookEntryBodySchema>;
export type AddressBookEntryValues = z.output<typeof addressBookEntryBodySchema>;
export const addressBookEntrySchema = lazySchema(() =>
  z.object({
    id,
    debtor_id: id,
    name: z.string(),
    company: z.string(),
    street: z.string(),
    house_number: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.enum(COUNTRIES),
    phone: z.string(),
    email: z.string(),
    notes: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
);
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;
export const addressBookPageSchema = lazySchema(() => pageOf(addressBookEntrySchema));
export type AddressBookPage = z.infer<typeof addressBookPageSchema>;

export const ADDRESS_BOOK_ORDERINGS = [
  'name',
  '-name',
  'city',
  '-city',
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
] as const;

export const addressBookListQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    ordering: z.enum(ADDRESS_BOOK_ORDERINGS).default('name'),
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(25),
  }),
);
export type AddressBookListQuery = z.input<typeof addressBookListQuerySchema>;

/** One line a person reads: "Street 12, 1234 AB City". */
export function addressLine(
  entry: Pick<AddressBookEntry, 'street' | 'house_number' | 'postcode' | 'city'>,
): string {
  return `${entry.street} ${entry.house_number}, ${entry.postcode} ${entry.city}`;
}
