import { type AccountSettings, accountSettingsSchema, type Debtor } from '@atelier/domain';

export function debtor(id: number, name: string, city: string): Debtor {
  return {
    id,
    name,
    address: 'Kerkstraat 1',
    postalcode: '8011 AB',
    city,
    country: 'nl',
    phone: '+31 38 123 45 67',
    telephone: '',
    email: 'shop@example.test',
    currency: 'eur',
    customer_group: 'Default',
    margin_type: 'debtor',
    delivery_trips: [{ delivery_day: 'tuesday' }, { delivery_day: 'friday' }],
  };
}

/** An account as `GET api/user/settings/` answers it, with the manufacturer's defaults. */
export function accountSettings(overrides: Record<string, unknown> = {}): AccountSettings {
  const own = debtor(1, 'Woonwinkel De Linde', 'Zwolle');
  return accountSettingsSchema.parse({
    username: 'demo-shop',
    email: 'shop@example.test',
    is_service_account: false,
    debtor: own,
    all_debtors: [own],
    group_name: 'Default',
    default_employee_name: '',
    employees: [],
    locations: [],
    preferred_language: 'en',
    ...overrides,
  });
}
