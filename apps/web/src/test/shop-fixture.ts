// A dealer's public shop and a price answer worked out from the lines sent, for the shop's and
// the kiosk's tests.
import type { IntakeLine, PublicShop, ShopFabric, ShopPriceAnswer } from '@atelier/domain';
import type { SentRequest } from './fake-api';

export const SHOP: PublicShop = {
  slug: 'de-linde',
  title: 'Woonwinkel De Linde',
  colour: '#2b6cb0',
  logo_url: '',
  intro: 'Welkom in onze winkel.',
  phone: '030 123 45 67',
  email: 'info@delinde.example',
  address: 'Lindelaan 1, Utrecht',
  opening_hours: 'ma–za 9–17',
  languages: ['nl', 'en'],
  models: ['wavecurtain', 'foldcurtain'],
  unit_system: 'metric',
  currency: 'eur',
  tax: { name: 'vat', percent: 21 },
  partner: null,
  kiosk_idle_seconds: 120,
};

export const FABRICS: ShopFabric[] = [
  {
    article_number: 'LINO-01',
    name: 'Lino',
    colour: 'Zand',
    image: null,
    hex: '#d8c8a8',
    opacity: 'semi',
    models: ['wavecurtain', 'foldcurtain'],
  },
  {
    article_number: 'VELA-02',
    name: 'Vela',
    colour: 'Grijs',
    image: null,
    hex: '#888888',
    opacity: 'dimout',
    models: ['wavecurtain', 'foldcurtain'],
  },
];

/** Wider than this (cm) and the answer warns about the width. */
export const WIDE_CM = 300;
export const WIDE_WARNING = 'Dit raam is erg breed: meet de breedte nog eens na op drie hoogtes.';

/** A line's price with tax: one cent per square centimetre, tax 21% on top (whole cents). */
export function grossOf(line: IntakeLine): number {
  const net = Math.round(line.width * line.height);
  return net + Math.round(net * 0.21);
}

export function priceAnswer(request: SentRequest): { status: number; body: ShopPriceAnswer } {
  const lines = (request.body as { lines: IntakeLine[] }).lines;
  const priced = lines.map((line, index) => {
    const net = Math.round(line.width * line.height);
    const tax = Math.round(net * 0.21);
    return {
      index,
      net,
      tax,
      gross: net + tax,
      warnings:
        line.width > WIDE_CM ? [{ code: 'wide', fields: ['width'], message: WIDE_WARNING }] : [],
      errors: {},
    };
  });
  const sum = (key: 'net' | 'tax' | 'gross') => priced.reduce((total, l) => total + l[key], 0);
  return {
    status: 200,
    body: {
      lines: priced,
      total: { net: sum('net'), tax: sum('tax'), gross: sum('gross') },
      tax: { name: 'vat', percent: 21 },
      currency: 'eur',
    },
  };
}
