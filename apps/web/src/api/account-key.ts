// The account query's cache key and address on their own: the public layout's brand reads the
// cache through the key, the entry asks for the account early by the address (app/early-start.ts),
// and importing them must not bring the account's schemas (and zod) into the login route's code.
export const accountSettingsKey = ['account-settings'] as const;

/** Where the account and its settings are read (and changed). */
export const ACCOUNT_SETTINGS_PATH = 'api/user/settings/';
