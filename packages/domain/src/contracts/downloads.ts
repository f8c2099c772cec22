// Downloads and instruction videos of the service page (portal §2 "service" and "Sidebar", §9).
// What a customer group gets is seeded per group; which items the sidebar's service group shows
// is decided here once, for the API (the account answer) and the web (sidebar, page).
import { z } from 'zod';
import { CUSTOMER_GROUPS, DOWNLOAD_CATEGORIES, type DownloadCategory, LOCALES } from '../enums.js';
import { pageOf } from './session.js';

/** The service page's sections in menu order: one per download category, then the videos. */
export const SERVICE_ITEMS = [...DOWNLOAD_CATEGORIES, 'videos'] as const;
export type ServiceItem = (typeof SERVICE_ITEMS)[number];

/**
 * The items of the sidebar's service group. Price lists only with `show_price_lists`;
 * fabric-collection images and videos only when the group has some (portal §2: "Fabric-collection
 * -images is hidden when that download category does not exist"; videos exist for Default and the
 * Polish groups only, §9). The other categories always show, empty or not.
 */
export function serviceItems(present: ReadonlySet<ServiceItem>, showPriceLists: boolean) {
  return SERVICE_ITEMS.filter((item) => {
    if (item === 'price-lists') return showPriceLists;
    if (item === 'fabric-collection-images' || item === 'videos') return present.has(item);
    return true;
  });
}

/** Whether a download of `category` may be listed and served to an account. */
export function downloadAllowed(category: ServiceItem, showPriceLists: boolean): boolean {
  return category !== 'price-lists' || showPriceLists;
}

export const downloadSchema = z.object({
  id: z.number().int(),
  category: z.enum(SERVICE_ITEMS),
  /** In the caller's language. */
  title: z.string(),
  /** The language the document or video speaks. */
  language: z.string(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  /** Where the bytes are (with the access token). */
  file_url: z.string(),
  /** A video's caption tracks (WebVTT), one per language. */
  captions: z.array(z.object({ language: z.enum(LOCALES), url: z.string() })),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadPageSchema = pageOf(downloadSchema).extend({
  customer_group: z.enum(CUSTOMER_GROUPS),
  /** The sections the service page and the sidebar show, in order. */
  items: z.array(z.enum(SERVICE_ITEMS)),
});
export type DownloadPage = z.infer<typeof downloadPageSchema>;

export type { DownloadCategory };
