// The demo world: a handful of shops in the countries the manufacturer serves, and the log-ins
// the README names. Every password is `atelier-demo`.
import type {
  Currency,
  CustomerGroupName,
  DeliveryDay,
  Entitlements,
  Locale,
  MarginType,
  StaffRole,
  SystemSettings,
  UserSettings,
} from '@atelier/domain';

export const DEMO_PASSWORD = 'atelier-demo';

/** Default, the two country groups, Anwis, and OBI Polska as the partner brand. */
export const DEMO_GROUPS: CustomerGroupName[] = [
  'Default',
  'Australian',
  'Polish',
  'Anwis',
  'OBI Polska',
];

export interface DemoDebtor {
  number: string;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  currency: Currency;
  /** How sales prices are made (calculation.md §4); `automatic` when absent. */
  marginType?: MarginType;
  /** Margin type `debtor`: sales = wholesale × this percent (kept with the entitlements). */
  debtorFactorPercent?: number;
  group: CustomerGroupName;
  deliveryDays: DeliveryDay[];
  entitlements?: Partial<Entitlements>;
  employees: { name: string; email: string; isDefault?: boolean; isArchived?: boolean }[];
  locations: {
    name: string;
    address: string;
    postalcode: string;
    city: string;
    isArchived?: boolean;
  }[];
}

export const DEMO_DEBTORS: DemoDebtor[] = [
  {
    number: '100231',
    name: 'Woonwinkel De Linde',
    address: 'Diezerstraat 41',
    postalcode: '8011 RD',
    city: 'Zwolle',
    country: 'NL',
    phone: '+31 38 421 55 10',
    email: 'info@woonwinkel-delinde.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['tuesday', 'friday'],
    entitlements: { show_price_lists: true, shop_name: 'Woonwinkel De Linde' },
    employees: [
      { name: 'Anouk de Linde', email: 'anouk@woonwinkel-delinde.example', isDefault: true },
      { name: 'Bram Jansen', email: 'bram@woonwinkel-delinde.example' },
      { name: 'Carla Smit', email: 'carla@woonwinkel-delinde.example' },
      { name: 'Dirk Mulder', email: 'dirk@woonwinkel-delinde.example', isArchived: true },
    ],
    locations: [
      { name: 'Winkel Zwolle', address: 'Diezerstraat 41', postalcode: '8011 RD', city: 'Zwolle' },
      { name: 'Atelier Hattem', address: 'Kerkhofstraat 4', postalcode: '8051 GG', city: 'Hattem' },
      {
        name: 'Oude opslag',
        address: 'Marslanden 2',
        postalcode: '8013 NL',
        city: 'Zwolle',
        isArchived: true,
      },
    ],
  },
  {
    number: '100458',
    name: 'Raamdecoratie Van Dijk',
    address: 'Langestraat 12',
    postalcode: '3811 AB',
    city: 'Amersfoort',
    country: 'NL',
    phone: '+31 33 462 18 90',
    email: 'verkoop@vandijk-raamdecoratie.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['wednesday'],
    employees: [
      { name: 'Eva van Dijk', email: 'eva@vandijk-raamdecoratie.example', isDefault: true },
    ],
    locations: [
      { name: 'Showroom', address: 'Langestraat 12', postalcode: '3811 AB', city: 'Amersfoort' },
    ],
  },
  {
    number: '200117',
    name: 'Maison Lemaire',
    address: 'Veldstraat 88',
    postalcode: '9000',
    city: 'Gent',
    country: 'BE',
    phone: '+32 9 225 31 40',
    email: 'contact@maison-lemaire.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['thursday'],
    employees: [
      { name: 'Sophie Lemaire', email: 'sophie@maison-lemaire.example', isDefault: true },
    ],
    locations: [{ name: 'Boutique', address: 'Veldstraat 88', postalcode: '9000', city: 'Gent' }],
  },
  {
    number: '300542',
    name: 'Raumausstattung Becker',
    address: 'Ludgeristraße 60',
    postalcode: '48143',
    city: 'Münster',
    country: 'DE',
    phone: '+49 251 448 120',
    email: 'info@becker-raumausstattung.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['monday', 'thursday'],
    employees: [
      { name: 'Jonas Becker', email: 'jonas@becker-raumausstattung.example', isDefault: true },
    ],
    locations: [
      { name: 'Werkstatt', address: 'Ludgeristraße 60', postalcode: '48143', city: 'Münster' },
    ],
  },
  {
    number: '400019',
    name: 'Harbour Drapery',
    address: '214 Oxford Street',
    postalcode: '2021',
    city: 'Paddington NSW',
    country: 'AU',
    phone: '+61 2 9331 4470',
    email: 'orders@harbourdrapery.example',
    currency: 'aud',
    group: 'Australian',
    deliveryDays: ['wednesday'],
    entitlements: { shop_name: 'Harbour Drapery', customer_support_phone: '+61 2 8000 0000' },
    employees: [{ name: 'Olivia Grant', email: 'olivia@harbourdrapery.example', isDefault: true }],
    locations: [
      {
        name: 'Showroom',
        address: '214 Oxford Street',
        postalcode: '2021',
        city: 'Paddington NSW',
      },
    ],
  },
  {
    number: '500731',
    name: 'Dekoracje Okien Nowak',
    address: 'ul. Półwiejska 17',
    postalcode: '61-888',
    city: 'Poznań',
    country: 'PL',
    phone: '+48 61 852 30 11',
    email: 'biuro@nowak-dekoracje.example',
    currency: 'pln',
    group: 'Polish',
    deliveryDays: ['tuesday'],
    employees: [
      { name: 'Katarzyna Nowak', email: 'kasia@nowak-dekoracje.example', isDefault: true },
    ],
    locations: [
      { name: 'Sklep', address: 'ul. Półwiejska 17', postalcode: '61-888', city: 'Poznań' },
    ],
  },
  {
    number: '500904',
    name: 'OBI Polska Warszawa Targówek',
    address: 'ul. Głębocka 15',
    postalcode: '03-287',
    city: 'Warszawa',
    country: 'PL',
    phone: '+48 22 811 40 00',
    email: 'zamowienia@obi-targowek.example',
    currency: 'pln',
    group: 'OBI Polska',
    deliveryDays: ['friday'],
    employees: [{ name: 'Piotr Zieliński', email: 'piotr@obi-targowek.example', isDefault: true }],
    locations: [
      { name: 'Market', address: 'ul. Głębocka 15', postalcode: '03-287', city: 'Warszawa' },
    ],
  },
  {
    number: '500955',
    name: 'Salon Anwis Gdańsk Oliwa',
    address: 'ul. Grunwaldzka 472',
    postalcode: '80-309',
    city: 'Gdańsk',
    country: 'PL',
    phone: '+48 58 340 21 90',
    email: 'salon@anwis-oliwa.example',
    currency: 'pln',
    group: 'Anwis',
    deliveryDays: ['wednesday'],
    entitlements: { show_price_lists: true },
    employees: [{ name: 'Marta Wiśniewska', email: 'marta@anwis-oliwa.example', isDefault: true }],
    locations: [
      { name: 'Salon', address: 'ul. Grunwaldzka 472', postalcode: '80-309', city: 'Gdańsk' },
    ],
  },
  {
    number: '100612',
    name: 'Gordijnenatelier Vermeer',
    address: 'Oudegracht 150',
    postalcode: '3511 AZ',
    city: 'Utrecht',
    country: 'NL',
    phone: '+31 30 231 44 70',
    email: 'info@vermeer-gordijnen.example',
    currency: 'eur',
    marginType: 'pricelist',
    group: 'Default',
    deliveryDays: ['monday'],
    employees: [
      { name: 'Lotte Vermeer', email: 'lotte@vermeer-gordijnen.example', isDefault: true },
    ],
    locations: [
      { name: 'Winkel', address: 'Oudegracht 150', postalcode: '3511 AZ', city: 'Utrecht' },
    ],
  },
  {
    number: '100733',
    name: 'Interieur Bakker',
    address: 'Grote Markt 9',
    postalcode: '9711 LV',
    city: 'Groningen',
    country: 'NL',
    phone: '+31 50 312 08 45',
    email: 'winkel@interieur-bakker.example',
    currency: 'eur',
    marginType: 'debtor',
    group: 'Default',
    deliveryDays: ['thursday'],
    debtorFactorPercent: 185,
    employees: [{ name: 'Sanne Bakker', email: 'sanne@interieur-bakker.example', isDefault: true }],
    locations: [
      { name: 'Winkel', address: 'Grote Markt 9', postalcode: '9711 LV', city: 'Groningen' },
    ],
  },
  {
    number: '200245',
    name: 'Atelier Dubois',
    address: 'Rue Neuve 31',
    postalcode: '1000',
    city: 'Bruxelles',
    country: 'BE',
    phone: '+32 2 511 62 30',
    email: 'atelier@dubois-rideaux.example',
    currency: 'eur',
    marginType: 'ateliernet',
    group: 'Default',
    deliveryDays: ['wednesday'],
    employees: [
      { name: 'Camille Dubois', email: 'camille@dubois-rideaux.example', isDefault: true },
    ],
    locations: [
      { name: 'Atelier', address: 'Rue Neuve 31', postalcode: '1000', city: 'Bruxelles' },
    ],
  },
  {
    number: '600118',
    name: 'Maple Drapery',
    address: '1240 Queen Street West',
    postalcode: 'M6K 1L7',
    city: 'Toronto ON',
    country: 'CA',
    phone: '+1 416 555 0148',
    email: 'orders@mapledrapery.example',
    currency: 'cad',
    group: 'Default',
    deliveryDays: ['tuesday'],
    employees: [{ name: 'Hannah Clarke', email: 'hannah@mapledrapery.example', isDefault: true }],
    locations: [
      {
        name: 'Showroom',
        address: '1240 Queen Street West',
        postalcode: 'M6K 1L7',
        city: 'Toronto ON',
      },
    ],
  },
  // The stores of the retail chain (DEMO_CHAIN).
  {
    number: '700101',
    name: 'Bouwmarkt Groep Amersfoort',
    address: 'Databankweg 12',
    postalcode: '3821 AL',
    city: 'Amersfoort',
    country: 'NL',
    phone: '+31 33 455 20 10',
    email: 'amersfoort@bouwmarktgroep.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['wednesday'],
    entitlements: { shop_name: 'Bouwmarkt Groep Amersfoort' },
    employees: [
      { name: 'Marloes Visser', email: 'marloes@bouwmarktgroep.example', isDefault: true },
    ],
    locations: [
      { name: 'Bouwmarkt', address: 'Databankweg 12', postalcode: '3821 AL', city: 'Amersfoort' },
    ],
  },
  {
    number: '700102',
    name: 'Bouwmarkt Groep Zwolle',
    address: 'Katwolderweg 3',
    postalcode: '8041 AB',
    city: 'Zwolle',
    country: 'NL',
    phone: '+31 38 460 31 20',
    email: 'zwolle@bouwmarktgroep.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['wednesday'],
    entitlements: { shop_name: 'Bouwmarkt Groep Zwolle' },
    employees: [{ name: 'Thijs de Boer', email: 'thijs@bouwmarktgroep.example', isDefault: true }],
    locations: [
      { name: 'Bouwmarkt', address: 'Katwolderweg 3', postalcode: '8041 AB', city: 'Zwolle' },
    ],
  },
  {
    number: '700103',
    name: 'Bouwmarkt Groep Nijmegen',
    address: 'Wijchenseweg 120',
    postalcode: '6538 SX',
    city: 'Nijmegen',
    country: 'NL',
    phone: '+31 24 377 42 30',
    email: 'nijmegen@bouwmarktgroep.example',
    currency: 'eur',
    group: 'Default',
    deliveryDays: ['wednesday'],
    entitlements: { shop_name: 'Bouwmarkt Groep Nijmegen' },
    employees: [{ name: 'Fleur Hendriks', email: 'fleur@bouwmarktgroep.example', isDefault: true }],
    locations: [
      { name: 'Bouwmarkt', address: 'Wijchenseweg 120', postalcode: '6538 SX', city: 'Nijmegen' },
    ],
  },
];

/**
 * The retail chain of the partner API's demo (decision 096): a DIY chain whose stores are dealers
 * of the manufacturer, each with its own customer number, prices and log-in.
 */
export const DEMO_CHAIN = {
  code: 'bouwmarkt-groep',
  name: 'Bouwmarkt Groep',
  stores: ['700101', '700102', '700103'],
} as const;

export interface DemoUser {
  username: string;
  email: string;
  language: Locale;
  /** A shop account's debtor number. */
  debtor?: string;
  /** A service account's debtor numbers. */
  serviceFor?: string[];
  settings?: Partial<Omit<UserSettings, 'preferred_language'>>;
  systemSettings?: Partial<SystemSettings>;
  /** The manufacturer's staff: their work in the back office (no debtor). */
  staffRole?: StaffRole;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'demo-shop', email: 'shop@atelier.example', language: 'nl', debtor: '100231' },
  {
    username: 'demo-service',
    email: 'service@atelier.example',
    language: 'en',
    serviceFor: ['100458', '200117', '300542'],
  },
  {
    username: 'demo-tracking',
    email: 'tracking@atelier.example',
    language: 'nl',
    debtor: '100458',
    systemSettings: { show_only_tracking_page: true },
  },
  {
    username: 'demo-au',
    email: 'au@atelier.example',
    language: 'en-au',
    debtor: '400019',
    settings: { price_type_default: 'wholesaleprice' },
  },
  { username: 'demo-pl', email: 'pl@atelier.example', language: 'pl', debtor: '500731' },
  // One shop per margin type besides automatic, and one in Canada (cad).
  {
    username: 'demo-pricelist',
    email: 'pricelist@atelier.example',
    language: 'nl',
    debtor: '100612',
  },
  { username: 'demo-debtor', email: 'debtor@atelier.example', language: 'nl', debtor: '100733' },
  {
    username: 'demo-ateliernet',
    email: 'ateliernet@atelier.example',
    language: 'fr',
    debtor: '200245',
  },
  {
    username: 'demo-ca',
    email: 'ca@atelier.example',
    language: 'en',
    debtor: '600118',
    settings: { unit_system: 'imperial' },
  },
  // A second log-in of the first shop to which the manufacturer opened a smaller portal: no
  // sample service and no customer fabrics (their menu entries, pages and calls are closed).
  {
    username: 'demo-limited',
    email: 'limited@atelier.example',
    language: 'en',
    debtor: '100231',
    systemSettings: {
      show_sample_service_buttons: false,
      show_sidebar_customer_fabrics_button: false,
    },
  },
  // A shop of the partner group: it sees the partner's brand instead of the supplier's.
  { username: 'demo-partner', email: 'partner@atelier.example', language: 'pl', debtor: '500904' },
  // A shop of the Anwis group: the Polish documents with the collection overview, no videos.
  { username: 'demo-anwis', email: 'anwis@atelier.example', language: 'pl', debtor: '500955' },
  // A store of the retail chain: it opens the offers the chain's partner API prepared for it.
  { username: 'demo-store', email: 'store@atelier.example', language: 'nl', debtor: '700101' },
  // The manufacturer's staff, one per role of the back office (`/manage`).
  {
    username: 'staff-admin',
    email: 'admin@atelier.example',
    language: 'en',
    staffRole: 'administrator',
  },
  {
    username: 'staff-service',
    email: 'customerservice@atelier.example',
    language: 'nl',
    staffRole: 'customerService',
  },
  {
    username: 'staff-planner',
    email: 'planning@atelier.example',
    language: 'de',
    staffRole: 'productionPlanner',
  },
  {
    username: 'staff-driver',
    email: 'driver@atelier.example',
    language: 'nl',
    staffRole: 'driver',
  },
];
