// The schemas the hosted shop's answers are read with (zod), loaded beside the shop's first call
// rather than before its first paint (`shop.ts`).
import { shopFabricSchema } from '@atelier/domain';
import { z } from 'zod';

export {
  publicShopSchema,
  shopChallengeSchema,
  shopPriceAnswerSchema,
  shopRequestAnswerSchema,
  shopRequestViewSchema,
} from '@atelier/domain';

export const shopFabricsSchema = z.array(shopFabricSchema);
