// The hosted shop's first HTML (decision 102): `/shop/{slug}` is sent with the shop's public
// answer (`GET api/shop/{slug}/`, the same object through the same schema, never a wholesale
// figure), in the shop's first language and under its name. It counts as one of the address's
// reads; past the limit, for an unknown or switched-off shop, or an address that is no shop's,
// the page is sent as built and asks the API itself (and shows its 404 or 429 as before).
import { publicShopSchema, shopSlugSchema } from '@atelier/domain';
import { AppError } from '../http/errors.js';
import type { MemoryThrottle } from '../http/rate-limit.js';
import type { FirstPageSource } from '../spa/first-page.js';
import { type HostedShopService, publicShopOf } from './hosted-shop.service.js';

/** The shop's own page; its request pages (`/shop/{slug}/request/…`) are not first pages. */
const SHOP_PAGE = /^\/shop\/([^/]+)\/?$/;

export function shopFirstPage(
  shops: HostedShopService,
  reads: MemoryThrottle,
  now: () => number = Date.now,
): FirstPageSource {
  return async (request, pathname) => {
    const segment = SHOP_PAGE.exec(pathname)?.[1];
    if (segment === undefined) return null;
    let slug: string;
    try {
      slug = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (!shopSlugSchema.safeParse(slug).success) return null;
    const at = now();
    if (reads.wait(request.ip, at) > 0) return null;
    reads.take(request.ip, at);
    const opened = await shops.open(slug).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'shop_not_found') return null;
      throw error;
    });
    if (!opened) return null;
    const data = publicShopSchema.parse(publicShopOf(opened));
    return { page: 'shop', data, language: data.languages[0] ?? null, title: data.title };
  };
}
