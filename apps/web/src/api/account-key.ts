// The account query's cache key on its own: the public layout's brand reads the cache through it,
// and importing it must not bring the account's schemas (and zod) into the login route's code.
export const accountSettingsKey = ['account-settings'] as const;
