// Fabrics the demo shops keep themselves, so their customer-fabric pages are not empty.
import type { CustomerFabricBody } from '@atelier/domain';

export interface DemoCustomerFabric {
  uuid: string;
  debtorNumber: string;
  supplier: string;
  body: Omit<CustomerFabricBody, 'supplier_id'>;
}

export const DEMO_CUSTOMER_FABRICS: DemoCustomerFabric[] = [
  {
    uuid: 'cf-5d0c7a8e-1f51-4a8e-9e3b-2a9c41d0b101',
    debtorNumber: '100231',
    supplier: 'Other supplier',
    body: {
      name: 'Hallingdal 65',
      type: 'woven',
      pattern_type: 'plain',
      width_type: 'strokes',
      width: 140,
      iron_property: 2,
      colors: [
        { article_number: 'HD65-0130', color: 'Zand' },
        { article_number: 'HD65-0180', color: 'Antraciet' },
      ],
      wholesale_price: 3850,
      price: 7700,
      wash_property: 'wash30',
      bleach_property: 'nobleach',
      dry_property: 'notumble',
      clear_property: 'professionalp',
      wol: 70,
      vi: 30,
      curtain_types: ['pleatcurtain', 'wavecurtain'],
      status: 'active',
      usage: 'main',
    },
  },
  {
    uuid: 'cf-9b4f2e61-7c3a-4d1e-8f20-6e5a7b3c0202',
    debtorNumber: '100231',
    supplier: 'Atelier Weverij',
    body: {
      name: 'Eigen voile breed',
      type: 'sheer',
      pattern_type: 'plain',
      width_type: 'widewidth',
      width: 300,
      iron_property: 1,
      is_turnable: true,
      colors: [{ article_number: 'EV300-01', color: 'Gebroken wit' }],
      wholesale_price: 1450,
      price: 2900,
      pe: 100,
      curtain_types: ['pleatcurtain', 'wavecurtain', 'ringcurtain'],
      status: 'active',
      usage: 'main',
    },
  },
  {
    uuid: 'cf-3e8d1c27-2b6f-4a90-b7d4-91c2e5f40303',
    debtorNumber: '100458',
    supplier: 'Other supplier',
    body: {
      name: 'Velours Royal',
      type: 'velvet',
      pattern_type: 'plain',
      width_type: 'strokes',
      width: 140,
      iron_property: 0,
      colors: [{ article_number: 'VR-22', color: 'Bordeaux' }],
      wholesale_price: 4990,
      price: 9980,
      co: 100,
      curtain_types: ['pleatcurtain'],
      status: 'active',
      usage: 'main',
    },
  },
];
