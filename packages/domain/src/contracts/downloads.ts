// Downloads and instruction videos of the service page (portal §2 "service" and "Sidebar", §9).
// What a customer group gets is seeded per group; the sections themselves, and which the sidebar
// shows, are in `service-items.ts`.
import { z } from 'zod';
import { CUSTOMER_GROUPS, type DownloadCategory, LOCALES } from '../enums.js';
import { lazySchema } from '../pure.js';
import { SERVICE_ITEMS } from './service-items.js';
import { pageOf } from './session.js';
import { integer } from './text.js';

export {
  downloadAllowed,
  SERVICE_ITEMS,
  type ServiceItem,
  serviceItems,
} from './service-items.js';

export const downloadSchema = lazySchema(() =>
  z.object({
    id: integer,
    category: z.enum(SERVICE_ITEMS),
    /** In the caller's language. */
    title: z.string(),
    /** The language the document or video speaks. */
    language: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size: integer,
    /** Where the bytes are (with the access token). */
    file_url: z.string(),
    /** A video's caption tracks (WebVTT), one per language. */
    captions: z.array(z.object({ language: z.enum(LOCALES), url: z.string() })),
  }),
);
export type Download = z.infer<typeof downloadSchema>;

export const downloadPageSchema = lazySchema(() =>
  pageOf(downloadSchema).extend({
    customer_group: z.enum(CUSTOMER_GROUPS),
    /** The sections the service page and the sidebar show, in order. */
    items: z.array(z.enum(SERVICE_ITEMS)),
  }),
);
export type DownloadPage = z.infer<typeof downloadPageSchema>;

export type { DownloadCategory };
