import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  awaitsShopChoice,
  isServiceAccount,
  isServiceAccountKind,
  listDebtorOf,
  trackDebtorOf,
  trackSummaryScope,
} from './acting-shop.js';
import { accountSettings } from './forms/test-account.js';

const shop = accountSettings();
const shopNamed = (id: number) => ({ ...shop.debtor, id, name: `Shop ${id}` });
/** A service account for shops 4 and 5, acting for `acting` (none: null). */
const service = (acting: number | null, overrides: Record<string, unknown> = {}) =>
  accountSettings({
    is_service_account: true,
    all_debtors: [shopNamed(4), shopNamed(5)],
    debtor: acting === null ? null : shopNamed(acting),
    ...overrides,
  });

describe('the account kind (portal §6)', () => {
  it('is a service account when flagged, or given more than one shop', () => {
    expect(isServiceAccountKind(false, 1)).toBe(false);
    expect(isServiceAccountKind(false, 0)).toBe(false);
    expect(isServiceAccountKind(true, 1)).toBe(true);
    expect(isServiceAccountKind(false, 2)).toBe(true);
    expect(isServiceAccount(shop)).toBe(false);
    expect(isServiceAccount(service(4))).toBe(true);
    // Not flagged, but two shops: the spec's second kind of service account.
    expect(isServiceAccount({ ...service(4), is_service_account: false })).toBe(true);
  });

  it('is never a shop account with more than one shop', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 50 }), (flagged, shops) => {
        const kind = isServiceAccountKind(flagged, shops);
        expect(kind).toBe(flagged || shops > 1);
        if (!kind) expect(shops).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('the shop a list names', () => {
  it('is none for a shop account: the API knows its shop', () => {
    expect(listDebtorOf(shop)).toBeNull();
    expect(awaitsShopChoice(shop)).toBe(false);
  });

  it('is the shop a service account acts for, none while it has chosen none', () => {
    expect(listDebtorOf(service(5))).toBe(5);
    expect(awaitsShopChoice(service(5))).toBe(false);
    expect(listDebtorOf(service(null))).toBeNull();
    expect(awaitsShopChoice(service(null))).toBe(true);
    expect(listDebtorOf({ ...service(4), is_service_account: false })).toBe(4);
  });
});

describe('the shop the track list asks for', () => {
  it('is the chosen one, else all with track_all_shops, else the one it acts for', () => {
    expect(trackDebtorOf(service(4), '5')).toBe(5);
    // A shop the account may not act for is not asked for.
    expect(trackDebtorOf(service(4), '99')).toBe(4);
    expect(trackDebtorOf(service(4, { track_all_shops: true }), '')).toBeNull();
    expect(trackDebtorOf(service(4, { track_all_shops: true }), '5')).toBe(5);
    expect(trackDebtorOf(service(null), '')).toBe(4);
    expect(trackDebtorOf(shop, '5')).toBeNull();
  });

  it('is always one of the account’s shops, or none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, 4, 5),
        fc.boolean(),
        fc.oneof(fc.constant(''), fc.integer({ min: -3, max: 9 }).map(String), fc.string()),
        (acting, allShops, chosen) => {
          const asked = trackDebtorOf(service(acting, { track_all_shops: allShops }), chosen);
          if (asked === null) expect(allShops).toBe(true);
          else expect([4, 5]).toContain(asked);
        },
      ),
    );
  });
});

describe('the production summary’s scope', () => {
  it('is a shop’s own, a service account’s shop or all its shops, nothing while none is chosen', () => {
    expect(trackSummaryScope(shop)).toEqual({ asked: true, debtorId: null });
    expect(trackSummaryScope(service(5))).toEqual({ asked: true, debtorId: 5 });
    expect(trackSummaryScope(service(5, { track_all_shops: true }))).toEqual({
      asked: true,
      debtorId: null,
    });
    expect(trackSummaryScope(service(null))).toEqual({ asked: false, debtorId: null });
  });
});
