// A postal address as its country writes it: the street line, then the place. Most of Europe puts
// the postcode before the town ("1017 AB Amsterdam", "48143 Münster"); Australia and Canada write
// the town with its state or province and the postcode after it ("Paddington NSW 2021",
// "Toronto ON M6K 1L7"), as does the United States; the United Kingdom and Ireland put the
// postcode on a line of its own under the town.

export interface PostalAddress {
  address: string;
  postalcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Where a country writes the postcode: before the town, after it, or on its own line. */
export type PostcodePosition = 'before' | 'after' | 'below';

const POSTCODE_AFTER: ReadonlySet<string> = new Set(['AU', 'CA', 'US', 'NZ']);
const POSTCODE_BELOW: ReadonlySet<string> = new Set(['GB', 'IE']);

export function postcodePosition(country: string): PostcodePosition {
  const code = country.trim().toUpperCase();
  if (POSTCODE_AFTER.has(code)) return 'after';
  if (POSTCODE_BELOW.has(code)) return 'below';
  return 'before';
}

/** The lines of an address in its country's order, without empty ones. */
export function addressLines(place: PostalAddress): string[] {
  const postcode = place.postalcode.trim();
  const city = place.city.trim();
  const street = place.address.trim();
  const position = postcodePosition(place.country);
  const lines =
    position === 'below'
      ? [street, city, postcode]
      : [
          street,
          (position === 'after' ? [city, postcode] : [postcode, city]).filter(Boolean).join(' '),
        ];
  return lines.filter(Boolean);
}
