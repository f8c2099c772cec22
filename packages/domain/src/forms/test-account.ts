// An account as `GET api/user/settings/` answers it, with the manufacturer's defaults (tests only).
import { type AccountSettings, accountSettingsSchema } from '../contracts/account.js';

export function accountSettings(overrides: Record<string, unknown> = {}): AccountSettings {
  const own = {
    id: 1,
    name: 'Woonwinkel De Linde',
    address: 'Kerkstraat 1',
    postalcode: '8011 AB',
    city: 'Zwolle',
    country: 'nl',
    phone: '+31 38 123 45 67',
    telephone: '',
    email: 'shop@example.test',
    currency: 'eur',
    customer_group: 'Default',
    margin_type: 'debtor',
    delivery_trips: [{ delivery_day: 'tuesday' }],
  };
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
