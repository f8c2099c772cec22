// The service page's sections (portal §2 "service" and "Sidebar", §9), apart from the download
// schemas (`downloads.ts`): the account's answer names the sections it shows, so every account page
// reads these, and must not build the download list's schemas to do so. Which items the sidebar's
// service group shows is decided here once, for the API (the account answer) and the web (sidebar,
// page).
import { DOWNLOAD_CATEGORIES } from '../enums.js';

/** The service page's sections in menu order: one per download category, then the videos. */
export const SERVICE_ITEMS = [...DOWNLOAD_CATEGORIES, 'videos'] as const;
export type ServiceItem = (typeof SERVICE_ITEMS)[number];

/**
 * The items of the sidebar's service group. Price lists only with `show_price_lists`;
 * fabric-collection images and videos only when the group has some (portal §2: "Fabric-collection
 * -images is hidden when that download category does not exist"; videos exist for Default and the
 * Polish groups only, §9). The other categories always show, empty or not.
 */
/*#__NO_SIDE_EFFECTS__*/
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
