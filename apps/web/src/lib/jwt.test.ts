import { describe, expect, it } from 'vitest';
import { tokenExpiry, tokenLifetime, tokenStaffRole } from './jwt';

/** A token with these claims (unsigned: the browser reads claims, the API checks signatures). */
const token = (claims: unknown) => {
  const payload = btoa(JSON.stringify(claims))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
};

describe('reading a token’s claims', () => {
  it('reads the expiry, the lifetime and the staff role', () => {
    const staff = token({ exp: 1_800_003_600, iat: 1_800_000_000, stf: 'driver', name: 'ü?>' });
    expect(tokenExpiry(staff)).toBe(1_800_003_600);
    expect(tokenLifetime(staff)).toBe(3_600);
    expect(tokenStaffRole(staff)).toBe('driver');
  });

  it('answers null for a dealer, a claim missing or of another type, and an unreadable token', () => {
    expect(tokenStaffRole(token({ exp: 1 }))).toBeNull();
    expect(tokenStaffRole(token({ stf: 'owner' }))).toBeNull();
    expect(tokenLifetime(token({ exp: 10 }))).toBeNull();
    expect(tokenExpiry(token({ exp: '10' }))).toBeNull();
    for (const unreadable of ['', 'one-part', 'a.%%%.c', token(null), token([1, 2]), token(7)]) {
      expect(tokenExpiry(unreadable), unreadable).toBeNull();
      expect(tokenLifetime(unreadable), unreadable).toBeNull();
      expect(tokenStaffRole(unreadable), unreadable).toBeNull();
    }
  });
});
