import { STAFF_ROLES, type StaffRole } from '@atelier/domain';

/** A JWT's claims, or null when its payload cannot be read (the signature is the API's to check). */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The staff role a token names in its hint claim `stf` (the manufacturer's staff), or null for a
 * dealer's token. A hint for routing only: the API decides every call by the stored role.
 */
export function tokenStaffRole(token: string): StaffRole | null {
  const role = claimsOf(token)?.stf;
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role)
    ? (role as StaffRole)
    : null;
}

/** Seconds since the epoch at which a JWT expires, or null when the token carries no readable `exp`. */
export function tokenExpiry(token: string): number | null {
  const expiry = claimsOf(token)?.exp;
  return typeof expiry === 'number' ? expiry : null;
}

/** Seconds a JWT is valid for (`exp - iat`), or null without both claims. */
export function tokenLifetime(token: string): number | null {
  const claims = claimsOf(token);
  return typeof claims?.exp === 'number' && typeof claims.iat === 'number'
    ? claims.exp - claims.iat
    : null;
}
