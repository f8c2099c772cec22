// What an account may reach (portal §2 "Sidebar", §6): the flags that hide a sidebar entry also
// close its page and its calls, and tracking-only allows tracking alone. These flags are granted
// by the manufacturer; an account cannot change them through its own settings.
import type { Entitlements, SystemSettings } from './contracts/account.js';

/** System-settings flags that decide access, set by the manufacturer only. */
export const ACCESS_FLAGS = [
  'show_only_tracking_page',
  'show_sidebar_track_button',
  'show_sidebar_customer_fabrics_button',
  'show_sidebar_service_account_button',
  'show_sidebar_release_notes_button',
  'show_sample_service_buttons',
  'show_sidebar_settings_button',
] as const satisfies readonly (keyof SystemSettings)[];
export type AccessFlag = (typeof ACCESS_FLAGS)[number];
/**
 * The flags, and the entitlement that closes customer fabrics (portal §2: "also hidden when the
 * account has no customer fabrics"). The entitlement belongs to the shop acted for; it is left out
 * only when there is none (a service account that has not chosen a shop).
 */
export type AccessFlags = Pick<SystemSettings, AccessFlag> &
  Partial<Pick<Entitlements, 'has_customer_fabrics'>>;

/** Parts of the portal an account may be refused; `orderWork` is creating, pricing, changing or deleting orders and articles. */
export type Feature =
  | 'orderWork'
  | 'dashboard'
  | 'products'
  | 'offer'
  | 'order'
  | 'track'
  | 'sampleservice'
  | 'customerFabrics'
  | 'settings'
  | 'service'
  | 'curtainBreeze'
  | 'help'
  | 'releaseNotes';

const FLAG_OF: Partial<Record<Feature, AccessFlag>> = {
  track: 'show_sidebar_track_button',
  sampleservice: 'show_sample_service_buttons',
  customerFabrics: 'show_sidebar_customer_fabrics_button',
  settings: 'show_sidebar_settings_button',
  service: 'show_sidebar_service_account_button',
  releaseNotes: 'show_sidebar_release_notes_button',
};

/**
 * The one rule behind a sidebar entry, the page it opens and that page's calls: the sidebar shows
 * an entry, the router opens its page and the API answers its calls only when this says yes.
 */
export function featureAllowed(flags: AccessFlags, feature: Feature): boolean {
  if (flags.show_only_tracking_page) return feature === 'track';
  if (feature === 'customerFabrics' && flags.has_customer_fabrics === false) return false;
  const flag = FLAG_OF[feature];
  return flag === undefined || flags[flag];
}
