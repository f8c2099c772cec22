import { describe, expect, it } from 'vitest';
import {
  FABRIC_DELIVERY_CHOICES,
  fabricDeliveryBodySchema,
  fabricDeliveryCancellable,
  fabricDeliveryDateIssue,
} from './fabric-delivery.js';

describe('announcing how a customer fabric comes to the factory', () => {
  it('offers the driver, a parcel service and the supplier, never “not applicable”', () => {
    expect(FABRIC_DELIVERY_CHOICES).toEqual(['driver', 'parcelservice', 'supplier']);
    const refused = fabricDeliveryBodySchema.safeParse({
      delivery: 'inapplicable',
      date: '2031-03-04',
    });
    expect(refused.success).toBe(false);
  });

  it('dates an announcement from today up to 90 days on', () => {
    expect(fabricDeliveryDateIssue('2031-03-04', '2031-03-04')).toBeNull();
    expect(fabricDeliveryDateIssue('2031-06-02', '2031-03-04')).toBeNull();
    expect(fabricDeliveryDateIssue('2031-03-03', '2031-03-04')).toMatchObject({
      field: 'date',
      code: 'min_value',
      params: { min: '2031-03-04' },
    });
    expect(fabricDeliveryDateIssue('2031-06-03', '2031-03-04')).toMatchObject({
      field: 'date',
      code: 'max_value',
      params: { max: '2031-06-02' },
    });
  });

  it('trims the note, keeps at most 200 characters and defaults to none', () => {
    expect(fabricDeliveryBodySchema.parse({ delivery: 'driver', date: '2031-03-04' }).note).toBe(
      '',
    );
    expect(
      fabricDeliveryBodySchema.parse({ delivery: 'driver', date: '2031-03-04', note: ' 1 rol ' })
        .note,
    ).toBe('1 rol');
    const long = fabricDeliveryBodySchema.safeParse({
      delivery: 'driver',
      date: '2031-03-04',
      note: 'x'.repeat(201),
    });
    expect(long.success ? null : long.error.issues[0]?.message).toBe('max');
  });

  it('may be withdrawn until the driver has picked the fabric up', () => {
    expect(fabricDeliveryCancellable({ collected_at: null })).toBe(true);
    expect(fabricDeliveryCancellable({ collected_at: '2031-03-04T09:00:00.000Z' })).toBe(false);
  });
});
