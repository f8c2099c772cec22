import { describe, expect, it } from 'vitest';
import { addressLines } from './address.js';

describe('addressLines: an address as its country writes it', () => {
  it('puts the postcode before the town in the Netherlands and Germany', () => {
    expect(
      addressLines({
        address: 'Oudegracht 12',
        postalcode: '3511 AB',
        city: 'Utrecht',
        country: 'NL',
      }),
    ).toEqual(['Oudegracht 12', '3511 AB Utrecht']);
    expect(
      addressLines({
        address: 'Ludgeristraße 60',
        postalcode: '48143',
        city: 'Münster',
        country: 'de',
      }),
    ).toEqual(['Ludgeristraße 60', '48143 Münster']);
  });

  it('puts it after the town and state in Australia and Canada', () => {
    expect(
      addressLines({
        address: '214 Oxford Street',
        postalcode: '2021',
        city: 'Paddington NSW',
        country: 'AU',
      }),
    ).toEqual(['214 Oxford Street', 'Paddington NSW 2021']);
    expect(
      addressLines({
        address: '1240 Queen Street West',
        postalcode: 'M6K 1L7',
        city: 'Toronto ON',
        country: 'CA',
      }),
    ).toEqual(['1240 Queen Street West', 'Toronto ON M6K 1L7']);
  });

  it('gives it a line of its own in the United Kingdom, and leaves out what is empty', () => {
    expect(
      addressLines({
        address: '1 High Street',
        postalcode: 'SW1A 1AA',
        city: 'London',
        country: 'GB',
      }),
    ).toEqual(['1 High Street', 'London', 'SW1A 1AA']);
    expect(addressLines({ address: '', postalcode: '', city: 'Utrecht', country: 'NL' })).toEqual([
      'Utrecht',
    ]);
  });
});
