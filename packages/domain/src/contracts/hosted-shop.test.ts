import { describe, expect, it } from 'vitest';
import { withShopChoices } from '../forms/shop-choices.js';
import { leadingZeroBits, proofOfWorkHolds, solveProofOfWork } from '../shop/proof-of-work.js';
import type { IntakeLine } from './external-intake.js';
import {
  kioskPairingCodeSchema,
  kioskRequestSchema,
  numberedShopSlug,
  proposedShopSlug,
  SHOP_MODELS,
  shopArticleOf,
  shopRequestSchema,
  shopSettingsSchema,
  shopSlugSchema,
} from './hosted-shop.js';

const line = {
  article: 'curtain',
  model: 'pleatcurtain',
  width: 200,
  height: 250,
  fabric: 'LINO-01',
};

describe('proposed shop slug', () => {
  it.each([
    ['Woonwinkel De Linde', 'woonwinkel-de-linde'],
    ['Łódź Zasłony & Żaluzje', 'lodz-zaslony-zaluzje'],
    ['  Ça va — Déco!  ', 'ca-va-deco'],
    ['X', 'shop'],
    [`${'A'.repeat(39)} B`, 'a'.repeat(39)],
  ])('%s → %s', (name, slug) => {
    expect(proposedShopSlug(name)).toBe(slug);
    expect(shopSlugSchema.safeParse(slug).success).toBe(true);
  });
  it('numbers a slug within its 40 characters', () => {
    expect(numberedShopSlug('de-linde', 2)).toBe('de-linde-2');
    const long = numberedShopSlug(`${'a'.repeat(37)}-bc`, 12);
    expect(long).toBe(`${'a'.repeat(37)}-12`);
    expect(shopSlugSchema.safeParse(long).success).toBe(true);
  });
});

describe('shop slug', () => {
  it.each(['de-gordijnwinkel', 'abc', 'shop-12', 'a'.repeat(40)])('accepts %s', (slug) => {
    expect(shopSlugSchema.safeParse(slug).success).toBe(true);
  });
  it.each(['ab', '-shop', 'shop-', 'shop--x', 'winkel_1', 'a'.repeat(41), 'wïnkel'])(
    'refuses %s',
    (slug) => {
      expect(shopSlugSchema.safeParse(slug).success).toBe(false);
    },
  );
  it('reads a slug in capitals as lower case', () => {
    expect(shopSlugSchema.parse(' De-Winkel ')).toBe('de-winkel');
  });
});

describe('shop settings', () => {
  const base = {
    slug: 'de-winkel',
    title: 'De Winkel',
    colour: '#1f6f5c',
    languages: ['nl'],
    models: ['pleatcurtain', 'foldcurtain'],
  };
  it('fills the defaults', () => {
    const parsed = shopSettingsSchema.parse(base);
    expect(parsed.enabled).toBe(false);
    expect(parsed.kiosk_idle_seconds).toBe(120);
    expect(parsed.logo_url).toBe('');
  });
  it('refuses a logo that is not https, a repeated language and no model', () => {
    const result = shopSettingsSchema.safeParse({
      ...base,
      logo_url: 'http://example.com/logo.png',
      languages: ['nl', 'nl'],
      models: [],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((found) => found.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['logo_url', 'languages', 'models']));
  });
  it('refuses an unknown field (the contract is strict)', () => {
    expect(shopSettingsSchema.safeParse({ ...base, wholesale: true }).success).toBe(false);
  });
  it('maps each model to its request line type', () => {
    expect(SHOP_MODELS.map(shopArticleOf)).toEqual([
      'curtain',
      'curtain',
      'curtain',
      'curtain',
      'foldcurtain',
    ]);
  });
});

describe('shop request', () => {
  const request = {
    idempotency_key: '3f7c2a56-1d2b-4c1e-9a8f-0b1c2d3e4f50',
    locale: 'nl',
    contact: { name: 'Jan Jansen', email: 'jan@example.com', phone: '0612345678' },
    consent: true,
    lines: [line],
    proof: { challenge: 'abc', nonce: '1' },
  };
  it('accepts a complete request', () => {
    expect(shopRequestSchema.safeParse(request).success).toBe(true);
  });
  it('needs consent, an e-mail address and a phone number', () => {
    expect(shopRequestSchema.safeParse({ ...request, consent: false }).success).toBe(false);
    const { email: _email, ...noEmail } = request.contact;
    expect(shopRequestSchema.safeParse({ ...request, contact: noEmail }).success).toBe(false);
    const { phone: _phone, ...noPhone } = request.contact;
    expect(shopRequestSchema.safeParse({ ...request, contact: noPhone }).success).toBe(false);
  });
  it('refuses a price sent by the client', () => {
    expect(
      shopRequestSchema.safeParse({ ...request, lines: [{ ...line, price: 1 }] }).success,
    ).toBe(false);
  });
});

describe('kiosk', () => {
  it('reads a pairing code as typed, with spaces, hyphens and lower case', () => {
    expect(kioskPairingCodeSchema.parse('abcd-efgh')).toBe('ABCDEFGH');
    expect(kioskPairingCodeSchema.parse(' 2345 6789 ')).toBe('23456789');
  });
  it('refuses look-alike characters and a wrong length', () => {
    expect(kioskPairingCodeSchema.safeParse('ABCDEFG0').success).toBe(false);
    expect(kioskPairingCodeSchema.safeParse('ABCDEFGI').success).toBe(false);
    expect(kioskPairingCodeSchema.safeParse('ABCDEFG').success).toBe(false);
  });
  it('sends the design by e-mail only with consent', () => {
    const base = {
      idempotency_key: '3f7c2a56-1d2b-4c1e-9a8f-0b1c2d3e4f50',
      locale: 'de',
      lines: [line],
    };
    expect(kioskRequestSchema.safeParse(base).success).toBe(true);
    expect(kioskRequestSchema.safeParse({ ...base, email: 'a@example.com' }).success).toBe(false);
    expect(
      kioskRequestSchema.safeParse({ ...base, email: 'a@example.com', consent: true }).success,
    ).toBe(true);
  });
});

/**
 * A stand-in hash for the rule (FNV-1a, 32 bits, spread over 4 bytes): the search and the check are
 * what is tested here; the API's tests use SHA-256 itself.
 */
const sha256 = (text: string) => {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
  return new Uint8Array([hash >>> 24, (hash >>> 16) & 255, (hash >>> 8) & 255, hash & 255]);
};

describe('proof of work', () => {
  it('counts leading zero bits', () => {
    expect(leadingZeroBits(new Uint8Array([0, 0, 1]))).toBe(23);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x0f, 0]))).toBe(4);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
  it('finds a nonce that holds and that another challenge does not accept', async () => {
    const nonce = await solveProofOfWork(sha256, 'challenge-a', 10);
    expect(await proofOfWorkHolds(sha256, 'challenge-a', nonce, 10)).toBe(true);
    // A nonce is bound to its challenge: the chance that it holds for another is 1 in 1,024.
    const others = await Promise.all(
      ['b', 'c', 'd', 'e'].map((suffix) =>
        proofOfWorkHolds(sha256, `challenge-${suffix}`, nonce, 10),
      ),
    );
    expect(others.filter(Boolean).length).toBeLessThan(2);
  });
  it('stops when asked', async () => {
    await expect(solveProofOfWork(sha256, 'x', 30, { aborted: () => true })).rejects.toThrow();
  });
});

describe('the dealer’s make-up of a shop line', () => {
  it('fills only the choices the model has and the line left open', () => {
    const wave = withShopChoices({
      article: 'curtain',
      model: 'wavecurtain',
      width: 200,
      height: 250,
      fabric: 'LINO-01',
      split_type: 'left',
    });
    expect(wave).toMatchObject({ split_type: 'left', hem_type: 'double', luxury: 'comfort' });
    // A wave curtain has no pleat and no rings.
    expect(wave).not.toHaveProperty('pleat_type');
    expect(wave).not.toHaveProperty('ring_size');
    const ring = withShopChoices({ ...line, model: 'ringcurtain' } as IntakeLine);
    expect(ring).toMatchObject({ ring_size: 'ringsize25mm', ring_type: 'metal' });
    const fold = withShopChoices({
      article: 'foldcurtain',
      width: 90,
      height: 140,
      fabric: 'LINO-01',
      control_side: 'left',
    });
    expect(fold).toMatchObject({
      fold_type: '1',
      mounting_system: 'cassettes',
      control_side: 'left',
    });
  });
});
