// The hosted shop's and the kiosk's rules that are not schemas (decision 101): the models offered,
// the shop's address, the kiosk's idle time and pairing code, the public calls' limits. Kept apart
// from the contracts' schemas (`contracts/hosted-shop.ts`, which re-exports them): the shop's
// configurator reads them before its first paint, and must not carry the schemas (and zod) with it.
import type { INTAKE_ARTICLES } from '../external-intake/lines.js';

/**
 * The models a shop may offer its customers, each one line type of the request: the everyday sewn
 * curtains and the roman blind. Rod, span, tab and gathered curtains stay with the dealer, who
 * advises on them in person.
 */
export const SHOP_MODELS = [
  'pleatcurtain',
  'wavecurtain',
  'ringcurtain',
  'loopcurtain',
  'foldcurtain',
] as const;
export type ShopModel = (typeof SHOP_MODELS)[number];

/** The request's line type of a shop model (`foldcurtain` is its own article). */
export function shopArticleOf(model: ShopModel): (typeof INTAKE_ARTICLES)[number] {
  return model === 'foldcurtain' ? 'foldcurtain' : 'curtain';
}

/** A shop's address: lower-case letters, digits and single hyphens, 3 to 40 characters. */
export const SHOP_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){2,39}$/;

/**
 * The address a shop is first offered (`Woonwinkel De Linde` → `woonwinkel-de-linde`): its name
 * in lower-case letters and digits, accents dropped, everything else a single hyphen, at most 40
 * characters. A name that leaves fewer than 3 characters gives `shop`; the API adds a number when
 * another dealer has the address already.
 */
export function proposedShopSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return SHOP_SLUG_PATTERN.test(slug) ? slug : 'shop';
}

/** `slug` with a suffix that keeps it within the address's 40 characters (`de-linde-2`). */
export function numberedShopSlug(slug: string, number: number): string {
  const suffix = `-${number}`;
  return `${slug.slice(0, 40 - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** A shop's own colour, `#rrggbb`. */
export const SHOP_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** How long a kiosk may stand untouched before it clears everything and starts again (seconds). */
export const KIOSK_IDLE_SECONDS = { min: 30, max: 900, default: 120 } as const;
/** How long before the reset the kiosk asks "are you still there?" (seconds). */
export const KIOSK_IDLE_WARNING_SECONDS = 15;

/** The abuse limits of the public calls, per caller's address (and per kiosk for a kiosk). */
export const SHOP_LIMITS = {
  /** Price and fabric calls a minute: a customer typing sizes stays far below it. */
  readsPerMinute: 240,
  /** Requests sent an hour. */
  requestsPerHour: 5,
  /** Challenges fetched a minute. */
  challengesPerMinute: 20,
  /** Pairing attempts an hour (a pairing code is short). */
  pairingsPerHour: 10,
  /** The largest body a shop or kiosk call reads, in bytes. */
  bodyBytes: 64 * 1024,
} as const;

/** A kiosk's one-time pairing code: 8 characters without look-alikes, valid 15 minutes. */
export const KIOSK_PAIRING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KIOSK_PAIRING_CODE_LENGTH = 8;
export const KIOSK_PAIRING_MINUTES = 15;

/** Leading zero bits the proof of work asks: about 16,000 hashes, well under a second. */
export const SHOP_PROOF_BITS = 14;
/** How long a challenge may be answered (minutes). */
export const SHOP_CHALLENGE_MINUTES = 30;

/** A kiosk's states: waiting to be paired, paired, its code expired, revoked by the dealer. */
export const KIOSK_STATES = ['pairing', 'paired', 'expired', 'revoked'] as const;
export type KioskState = (typeof KIOSK_STATES)[number];
