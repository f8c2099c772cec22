// Who is calling and for which debtors it may act: loaded once per request by the auth hook, the
// scope built from it once, in the request's context (request-context.ts). Cutting a scope down
// (one debtor, the shops with customer fabrics) is tenancy/scope.ts's.
import type { AccessFlags, Locale, StaffRole } from '@atelier/domain';

/** Who is calling, loaded once per request by the auth hook. */
export interface Principal {
  userId: number;
  username: string;
  email: string;
  preferredLanguage: Locale;
  isServiceAccount: boolean;
  /**
   * Set for the manufacturer's staff: the back office's permissions follow from it. Staff act for
   * no debtor; their scope is empty.
   */
  staffRole: StaffRole | null;
  /** A shop account's own debtor. */
  ownDebtorId: number | null;
  /** The debtors of a service account (empty for a shop account). */
  assignedDebtorIds: number[];
  /** The debtor a service account chose to act for. */
  servicingDebtorId: number | null;
  /**
   * The debtors the account may act for (its own, or a service account's assigned ones) whose
   * shop the manufacturer granted customer fabrics (`has_customer_fabrics`); read with
   * `customerFabricScope`.
   */
  customerFabricDebtorIds: number[];
  /** The refresh-token family of the session the access token belongs to. */
  sessionFamilyId: string | null;
  /**
   * The manufacturer-granted flags that open or close parts of the portal (domain `access`), with
   * the entitlement of the shop acted for that belongs to the same rule (`has_customer_fabrics`;
   * absent while a service account has chosen no shop).
   */
  access: AccessFlags;
  /**
   * The account's stored settings as the principal query read them (kept with the session's
   * context, whose version this request checked), so a route that needs them sends no statement
   * of its own; read them with `readStored`.
   */
  stored?: { settings: unknown; systemSettings: unknown };
  /**
   * Set when a member of staff reads a shop's portal as that shop's account ("view as dealer",
   * decision 088): read-only, so a service can tell who is really asking.
   */
  viewAs?: { grantId: number; debtorId: number; staffUserId: number; staffUsername: string };
}

export interface DebtorScope {
  /** Every debtor the caller may read or act for. */
  debtorIds: number[];
  /** The debtor new work is done for: the shop's own, or the chosen servicing debtor. */
  current: number | null;
}

export function debtorScope(principal: Principal): DebtorScope {
  if (principal.isServiceAccount) {
    const debtorIds = [...principal.assignedDebtorIds].sort((a, b) => a - b);
    const chosen = principal.servicingDebtorId;
    return {
      debtorIds,
      current: chosen !== null && debtorIds.includes(chosen) ? chosen : null,
    };
  }
  const own = principal.ownDebtorId;
  return { debtorIds: own === null ? [] : [own], current: own };
}
