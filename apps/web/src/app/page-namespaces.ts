// The catalogues a page reads beyond the first paint's, where more than its route needs to know:
// the build announces them in the first HTML of a page that carries its answer (first-pages-plugin).
import type { Namespace } from '@atelier/i18n';

/** What the shop's and the kiosk's pages read: their own texts, models and rooms, the drawing's. */
export const CONSUMER_NAMESPACES: Namespace[] = ['shop', 'enums', 'preview', 'validation'];

/** What the account area's layout reads beyond the first paint's (router.tsx loads them with it). */
export const ACCOUNT_LAYOUT_NAMESPACES: Namespace[] = ['shell', 'validation', 'errors'];
