// What an account may reach (portal §2 "Sidebar", §6): the flags that hide a sidebar entry also
// close its page and its calls, and tracking-only allows tracking alone. These flags are granted
// by the manufacturer; an account cannot change them through its own settings.
import type { Entitlements, SettingsUpdate, SystemSettings } from './contracts/account.js';
import type { ErrorCode } from './contracts/errors.js';

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

/**
 * Parts of the portal an account may be refused; every API route and every page names the one it
 * belongs to. `account` is what every signed-in user needs to use the portal at all (its own
 * settings, language, password, the shops it acts for, the version check); `orderWork` is orders,
 * offers and their articles, prices, documents, share links and returns, read or changed;
 * `addressBook` the shop's delivery addresses.
 */
export type Feature =
  | 'account'
  | 'orderWork'
  | 'addressBook'
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
  if (feature === 'account') return true;
  if (flags.show_only_tracking_page) return feature === 'track';
  if (feature === 'customerFabrics' && flags.has_customer_fabrics === false) return false;
  const flag = FLAG_OF[feature];
  return flag === undefined || flags[flag];
}

/**
 * Why a call of `feature` is refused, or null when it is not: a tracking-only account hears
 * `tracking_only` (whatever it asked for), any other account `feature_disabled`.
 */
export function featureRefusal(
  flags: AccessFlags,
  feature: Feature,
): Extract<ErrorCode, 'tracking_only' | 'feature_disabled'> | null {
  if (featureAllowed(flags, feature)) return null;
  return flags.show_only_tracking_page ? 'tracking_only' : 'feature_disabled';
}

/**
 * The part of the portal a settings update belongs to: the language and the shop a service
 * account acts for are the account's own (the top bar offers them on every page, tracking-only
 * too); display flags and order defaults are the settings page's.
 */
export function settingsUpdateFeature(update: SettingsUpdate): Feature {
  if (update.is_system_settings === true) return 'settings';
  const {
    is_system_settings: _,
    preferred_language: _l,
    servicing_debtor_id: _d,
    ...rest
  } = update;
  return Object.values(rest).every((value) => value === undefined) ? 'account' : 'settings';
}
