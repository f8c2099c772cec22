// The demo's hosted shop (decision 101): the shop of log-in `demo-shop` (Woonwinkel De Linde,
// 100231) is open at `/shop/woonwinkel-de-linde` in Dutch and English with every model. Found by
// its dealer: an existing shop is never changed.
import { SHOP_MODELS } from '@atelier/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { debtor, hostedShop } from '../schema/index.js';

export const DEMO_SHOP = {
  debtor: '100231',
  slug: 'woonwinkel-de-linde',
  title: 'Woonwinkel De Linde',
  colour: '#2f6f4f',
  intro:
    'Stel uw gordijnen zelf samen en zie meteen de prijs. Wij nemen contact met u op om alles door te nemen en komen graag bij u langs om op te meten.',
  phone: '+31 38 421 55 10',
  email: 'info@woonwinkel-delinde.example',
  address: 'Diezerstraat 41, 8011 RD Zwolle',
  openingHours: 'di–vr 9:30–17:30\nza 9:30–17:00\nzo en ma gesloten',
} as const;

export async function seedHostedShop(db: Db): Promise<void> {
  const [dealer] = await db
    .select({ id: debtor.id })
    .from(debtor)
    .where(eq(debtor.number, DEMO_SHOP.debtor));
  if (!dealer) return;
  await db
    .insert(hostedShop)
    .values({
      debtorId: dealer.id,
      slug: DEMO_SHOP.slug,
      enabled: true,
      title: DEMO_SHOP.title,
      colour: DEMO_SHOP.colour,
      intro: DEMO_SHOP.intro,
      phone: DEMO_SHOP.phone,
      email: DEMO_SHOP.email,
      address: DEMO_SHOP.address,
      openingHours: DEMO_SHOP.openingHours,
      languages: ['nl', 'en'],
      models: [...SHOP_MODELS],
      kioskIdleSeconds: 120,
    })
    .onConflictDoNothing();
}
