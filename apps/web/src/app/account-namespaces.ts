import type { Namespace } from '@atelier/i18n';

/** Catalogues the account area's layout reads, loaded beside its code (router.tsx); the page's
 * HTML announces them too (vite/route-preloads.ts). */
export const ACCOUNT_LAYOUT_NAMESPACES: readonly Namespace[] = ['shell', 'validation', 'errors'];
