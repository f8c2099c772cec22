import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountSettingsSchema, debtorSchema } from './contracts/account.js';
import { lazySchema, pure } from './pure.js';
import { watchZodBuilds } from './schemas/zod-builds.fixture.js';

describe('pure()', () => {
  it('builds its value where it stands', () => {
    let calls = 0;
    const value = pure(() => {
      calls += 1;
      return new Map([['a', 1]]);
    });
    expect(calls).toBe(1);
    expect(value.get('a')).toBe(1);
  });
});

describe('lazySchema()', () => {
  let zodBuilds: ReturnType<typeof watchZodBuilds> | undefined;
  afterEach(() => zodBuilds?.stop());

  it('builds its schema on first use, once, and not before', () => {
    let calls = 0;
    zodBuilds = watchZodBuilds();
    const schema = lazySchema(() => {
      calls += 1;
      return z.object({ name: z.string(), count: z.number().int().default(1) });
    });
    expect(calls).toBe(0);
    expect(zodBuilds.built()).toBe(0);
    expect(schema.parse({ name: 'linen' })).toEqual({ name: 'linen', count: 1 });
    expect(schema.safeParse({ name: 3 }).success).toBe(false);
    expect(calls).toBe(1);
    schema.parse({ name: 'wool', count: 2 });
    expect(calls).toBe(1);
  });

  it('stands in for its schema wherever a schema is asked for', () => {
    const inner = lazySchema(() => z.boolean().default(true));
    const schema = lazySchema(() => z.object({ flag: inner, label: z.string().optional() }));
    // zod's own checks of kind, as the API's serializer and the settings update make them.
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(schema instanceof z.core.$ZodType).toBe(true);
    expect(inner instanceof z.ZodDefault).toBe(true);
    expect('_zod' in schema).toBe(true);
    expect(Object.keys(schema.shape)).toEqual(['flag', 'label']);
    // Named in other schemas, extended, narrowed and made optional.
    expect(z.array(schema).parse([{}])).toEqual([{ flag: true }]);
    expect(schema.extend({ extra: z.number() }).parse({ extra: 1 })).toEqual({
      flag: true,
      extra: 1,
    });
    expect(schema.pick({ flag: true }).parse({ label: 'x' })).toEqual({ flag: true });
    expect(inner.nullable().parse(null)).toBeNull();
    // JSON Schema, as the API's OpenAPI document reads it.
    expect(z.toJSONSchema(schema)).toMatchObject({
      type: 'object',
      properties: { flag: { type: 'boolean', default: true }, label: { type: 'string' } },
    });
  });

  it('keeps the account answer as it was: defaults filled, a wrong value refused', () => {
    const debtor = {
      id: 1,
      name: 'Woonwinkel',
      address: 'Straat 1',
      postalcode: '1234 AB',
      city: 'Zwolle',
      country: 'NL',
      phone: '',
      telephone: '',
      email: 'shop@example.com',
      currency: 'eur',
      customer_group: 'Default',
      margin_type: 'automatic',
      delivery_trips: [{ delivery_day: 'monday' }],
    };
    expect(debtorSchema.safeParse(debtor).error).toBeUndefined();
    const answer = {
      username: 'demo-shop',
      email: 'shop@example.com',
      is_service_account: false,
      debtor,
      all_debtors: [debtor],
      group_name: 'Default',
      default_employee_name: '',
      employees: [],
      locations: [],
    };
    const parsed = accountSettingsSchema.parse(answer);
    // One flag schema serves every flag with its default; each field still gets its own value.
    expect(parsed.show_room).toBe(true);
    expect(parsed.show_only_tracking_page).toBe(false);
    expect(parsed.ironing_default).toBe(false);
    expect(parsed.has_pull_rod).toBe(true);
    expect(parsed.production_mail).toBe(true);
    expect(accountSettingsSchema.safeParse({ ...answer, show_room: 'yes' }).success).toBe(false);
  });
});
