// For whom an account works (portal §6 "Account kinds"): a shop account works for its own shop; a
// service account (flagged as one, or given more than one shop) works for the shop it has chosen
// in the top bar, and its drafts and order lists carry that shop's id. The API decides the same
// from its principal; the web asks here which shop a list, a count or a new draft is for.
import type { AccountSettings } from './contracts/account.js';

/** Portal §6: flagged as a service account, or given more than one shop to act for. */
export function isServiceAccountKind(flagged: boolean, shopCount: number): boolean {
  return flagged || shopCount > 1;
}

type Kind = Pick<AccountSettings, 'is_service_account' | 'all_debtors'>;
type Acting = Kind & { debtor: Pick<NonNullable<AccountSettings['debtor']>, 'id'> | null };

/** Whether the account works for a shop it chooses (portal §6). */
export function isServiceAccount(account: Kind): boolean {
  return isServiceAccountKind(account.is_service_account, account.all_debtors.length);
}

/**
 * A service account that has not chosen a shop yet: it has no price list and no drafts of its own,
 * and a page that works for one shop asks it to choose first.
 */
export function awaitsShopChoice(account: Acting): boolean {
  return isServiceAccount(account) && account.debtor === null;
}

/**
 * The shop an order list, a draft list, a count or a new draft names (`debtor_id`): for a service
 * account the shop it acts for (none while it has not chosen one); a shop account names none, the
 * API knows its shop.
 */
export function listDebtorOf(account: Acting): number | null {
  return isServiceAccount(account) ? (account.debtor?.id ?? null) : null;
}

/**
 * The shop the track list asks for: the one chosen in its filter, if the account may act for it;
 * else, for a service account, all its shops at once when the shop it acts for grants
 * `track_all_shops`, or the shop it acts for (its first shop while it has chosen none). A shop
 * account names none.
 */
export function trackDebtorOf(
  account: Acting & Pick<AccountSettings, 'track_all_shops'>,
  chosen: string,
): number | null {
  if (!isServiceAccount(account)) return null;
  const named = Number(chosen);
  if (chosen && account.all_debtors.some((shop) => shop.id === named)) return named;
  if (account.track_all_shops) return null;
  return account.debtor?.id ?? account.all_debtors[0]?.id ?? null;
}

/**
 * The production summary's scope (the dashboard): a shop account its own shop; a service account
 * all its shops when it may track them together, else the shop it acts for, and no figures at all
 * (`asked` false) while it has chosen none.
 */
export function trackSummaryScope(account: Acting & Pick<AccountSettings, 'track_all_shops'>): {
  asked: boolean;
  debtorId: number | null;
} {
  if (!isServiceAccount(account) || account.track_all_shops) return { asked: true, debtorId: null };
  const debtorId = account.debtor?.id ?? null;
  return { asked: debtorId !== null, debtorId };
}
