import { describe, expect, it } from 'vitest';
import {
  ACCESS_FLAGS,
  type AccessFlags,
  featureAllowed,
  featureRefusal,
  settingsUpdateFeature,
} from './access.js';
import { systemSettingsSchema } from './contracts/account.js';

const defaults = systemSettingsSchema.parse({}) as AccessFlags;

describe('featureAllowed', () => {
  it('allows everything by default', () => {
    expect(featureAllowed(defaults, 'orderWork')).toBe(true);
    expect(featureAllowed(defaults, 'customerFabrics')).toBe(true);
  });

  it('tracking-only allows tracking alone, and no order work', () => {
    const flags = { ...defaults, show_only_tracking_page: true };
    expect(featureAllowed(flags, 'track')).toBe(true);
    expect(featureAllowed(flags, 'account')).toBe(true);
    for (const feature of [
      'orderWork',
      'addressBook',
      'order',
      'products',
      'customerFabrics',
      'settings',
    ] as const) {
      expect(featureAllowed(flags, feature)).toBe(false);
    }
  });

  it('a hidden sidebar entry closes its feature only', () => {
    const flags = { ...defaults, show_sidebar_customer_fabrics_button: false };
    expect(featureAllowed(flags, 'customerFabrics')).toBe(false);
    expect(featureAllowed(flags, 'orderWork')).toBe(true);
    expect(
      featureAllowed({ ...defaults, show_sidebar_release_notes_button: false }, 'releaseNotes'),
    ).toBe(false);
  });

  it('customer fabrics close without the entitlement, and stay open when it is not known', () => {
    expect(featureAllowed({ ...defaults, has_customer_fabrics: false }, 'customerFabrics')).toBe(
      false,
    );
    expect(featureAllowed({ ...defaults, has_customer_fabrics: true }, 'customerFabrics')).toBe(
      true,
    );
    const { has_customer_fabrics: _, ...unknown } = { ...defaults, has_customer_fabrics: true };
    expect(featureAllowed(unknown, 'customerFabrics')).toBe(true);
  });

  it('curtain-breeze is open to every account that does more than track', () => {
    expect(featureAllowed(defaults, 'curtainBreeze')).toBe(true);
    expect(featureAllowed({ ...defaults, show_only_tracking_page: true }, 'curtainBreeze')).toBe(
      false,
    );
  });

  it('every account reaches its own account, whatever its flags', () => {
    const closed = Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, false])) as AccessFlags;
    for (const flags of [
      { ...defaults, show_only_tracking_page: true },
      { ...closed, has_customer_fabrics: false },
    ]) {
      expect(featureAllowed(flags, 'account')).toBe(true);
      expect(featureRefusal(flags, 'account')).toBeNull();
    }
  });

  it('a tracking-only account is refused as tracking-only, any other as a closed feature', () => {
    const tracking = { ...defaults, show_only_tracking_page: true };
    expect(featureRefusal(tracking, 'addressBook')).toBe('tracking_only');
    expect(featureRefusal(tracking, 'releaseNotes')).toBe('tracking_only');
    expect(featureRefusal(tracking, 'track')).toBeNull();
    const hidden = { ...defaults, show_sidebar_release_notes_button: false };
    expect(featureRefusal(hidden, 'releaseNotes')).toBe('feature_disabled');
    expect(featureRefusal(hidden, 'addressBook')).toBeNull();
  });

  it('the language and the shop acted for are the account’s own; other settings the settings page’s', () => {
    expect(settingsUpdateFeature({ preferred_language: 'de' })).toBe('account');
    expect(settingsUpdateFeature({ servicing_debtor_id: 4, is_system_settings: false })).toBe(
      'account',
    );
    expect(settingsUpdateFeature({ ironing_default: true })).toBe('settings');
    expect(settingsUpdateFeature({ preferred_language: 'de', ironing_default: true })).toBe(
      'settings',
    );
    expect(settingsUpdateFeature({ is_system_settings: true, show_room: false })).toBe('settings');
  });

  it('names only flags of the system settings', () => {
    for (const flag of ACCESS_FLAGS) expect(typeof defaults[flag]).toBe('boolean');
  });
});
