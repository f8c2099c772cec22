// The dealer's side of the hosted shop and the kiosks (decision 101): the shop's settings (a
// proposal until first saved) and the kiosks paired to it. Always the shop acted for: a dealer's
// own, or the one a service account has chosen; another dealer's kiosk is not found.
import { randomInt } from 'node:crypto';
import {
  entitlementsSchema,
  groupBrand,
  KIOSK_IDLE_SECONDS,
  KIOSK_PAIRING_ALPHABET,
  KIOSK_PAIRING_CODE_LENGTH,
  KIOSK_PAIRING_MINUTES,
  type Kiosk,
  type KioskPairingAnswer,
  type KioskState,
  numberedShopSlug,
  proposedShopSlug,
  SHOP_MODELS,
  type ShopSettings,
  type ShopSettingsAnswer,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { AppError } from '../http/errors.js';
import { RequestValidationError } from '../http/validation.js';
import { formIssue } from '../manage-content/publishable-desk.js';
import { requireCurrentDebtor } from '../tenancy/scope.js';
import { sha256Hex } from './challenge.js';
import {
  type DealerFacts,
  dealerAccount,
  dealerFacts,
  type HostedShopRow,
  insertKiosk,
  type KioskRow,
  kioskOf,
  kiosksOf,
  renewPairing,
  revokeKiosk,
  saveShop,
  shopBySlug,
  shopOfDebtor,
  slugTakenByOther,
} from './hosted-shop.repository.js';

/** A new pairing code: characters without look-alikes, from a secure random source. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < KIOSK_PAIRING_CODE_LENGTH; i++) {
    code += KIOSK_PAIRING_ALPHABET[randomInt(KIOSK_PAIRING_ALPHABET.length)];
  }
  return code;
}

export function kioskStateOf(row: KioskRow, now: Date): KioskState {
  if (row.revokedAt) return 'revoked';
  if (row.pairedAt) return 'paired';
  return row.pairingExpiresAt && row.pairingExpiresAt > now ? 'pairing' : 'expired';
}

export function kioskAnswer(row: KioskRow, now: Date): Kiosk {
  return {
    id: row.id,
    name: row.name,
    state: kioskStateOf(row, now),
    created_at: row.createdAt.toISOString(),
    paired_at: row.pairedAt?.toISOString() ?? null,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

const slugTaken = () => new RequestValidationError([formIssue(['slug'], 'shop_slug_taken')]);

export class ShopSettingsService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async dealerOf(ctx: RequestContext): Promise<DealerFacts> {
    const dealer = await dealerFacts(this.db, requireCurrentDebtor(ctx.scope));
    if (!dealer) throw new AppError('not_found');
    return dealer;
  }

  private answerOf(
    settings: ShopSettings,
    dealer: DealerFacts,
    saved: boolean,
  ): ShopSettingsAnswer {
    const brand = groupBrand(dealer.group);
    return {
      ...settings,
      colour: brand.partner ? brand.colour : settings.colour,
      saved,
      url: `${this.publicUrl.replace(/\/+$/, '')}/shop/${settings.slug}`,
      partner_brand: brand.partner,
    };
  }

  async read(ctx: RequestContext): Promise<ShopSettingsAnswer> {
    const dealer = await this.dealerOf(ctx);
    const shop = await shopOfDebtor(this.db, dealer.id);
    if (shop) return this.answerOf(settingsOf(shop), dealer, true);
    return this.answerOf(await this.proposal(dealer, ctx), dealer, false);
  }

  /** Before the first save: the shop's name, address and contact, all models, its language. */
  private async proposal(dealer: DealerFacts, ctx: RequestContext): Promise<ShopSettings> {
    const name = readStored(entitlementsSchema, dealer.entitlements).shop_name || dealer.name;
    const account = await dealerAccount(this.db, dealer.id);
    const language = account?.preferredLanguage ?? ctx.principal.preferredLanguage;
    return {
      enabled: false,
      slug: await this.freeSlug(proposedShopSlug(name), dealer.id),
      title: name.slice(0, 80),
      colour: groupBrand(dealer.group).colour,
      logo_url: '',
      intro: '',
      phone: dealer.phone.slice(0, 40),
      email: dealer.email,
      address: [dealer.address, [dealer.postalcode, dealer.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
        .slice(0, 200),
      opening_hours: '',
      languages: [language],
      models: [...SHOP_MODELS],
      kiosk_idle_seconds: KIOSK_IDLE_SECONDS.default,
    };
  }

  /** `slug`, or the first numbered one no other dealer has. */
  private async freeSlug(slug: string, debtorId: number): Promise<string> {
    for (let number = 1; number < 50; number++) {
      const candidate = number === 1 ? slug : numberedShopSlug(slug, number);
      const holder = await shopBySlug(this.db, candidate);
      if (!holder || holder.debtorId === debtorId) return candidate;
    }
    return numberedShopSlug(slug, dealerNumberSuffix(debtorId));
  }

  /** Saves the settings; a slug another dealer has is a field error on `slug`. */
  async update(ctx: RequestContext, body: ShopSettings): Promise<ShopSettingsAnswer> {
    const dealer = await this.dealerOf(ctx);
    if (await slugTakenByOther(this.db, body.slug, dealer.id)) throw slugTaken();
    const saved = await saveShop(this.db, {
      debtorId: dealer.id,
      slug: body.slug,
      enabled: body.enabled,
      title: body.title,
      colour: body.colour.toLowerCase(),
      logoUrl: body.logo_url,
      intro: body.intro,
      phone: body.phone,
      email: body.email,
      address: body.address,
      openingHours: body.opening_hours,
      languages: body.languages,
      models: body.models,
      kioskIdleSeconds: body.kiosk_idle_seconds,
      updatedAt: this.now(),
    });
    if (!saved) throw slugTaken();
    return this.answerOf(settingsOf(saved), dealer, true);
  }

  // ---- kiosks ---------------------------------------------------------------------------------

  async kiosks(ctx: RequestContext): Promise<Kiosk[]> {
    const debtorId = requireCurrentDebtor(ctx.scope);
    const now = this.now();
    return (await kiosksOf(this.db, debtorId)).map((row) => kioskAnswer(row, now));
  }

  private pairing() {
    const code = newPairingCode();
    return {
      code,
      values: {
        pairingCodeHash: sha256Hex(code),
        pairingExpiresAt: new Date(this.now().getTime() + KIOSK_PAIRING_MINUTES * 60_000),
      },
    };
  }

  private pairingAnswer(row: KioskRow, code: string): KioskPairingAnswer {
    return {
      kiosk: kioskAnswer(row, this.now()),
      pairing_code: code,
      expires_at: row.pairingExpiresAt!.toISOString(),
    };
  }

  async createKiosk(ctx: RequestContext, name: string): Promise<KioskPairingAnswer> {
    const debtorId = requireCurrentDebtor(ctx.scope);
    const { code, values } = this.pairing();
    const row = await insertKiosk(this.db, { debtorId, name, ...values });
    return this.pairingAnswer(row, code);
  }

  /** A new code for a kiosk not paired yet (its old code no longer pairs); a paired one: 409. */
  async renewPairing(ctx: RequestContext, id: number): Promise<KioskPairingAnswer> {
    const debtorId = requireCurrentDebtor(ctx.scope);
    const found = await kioskOf(this.db, debtorId, id);
    if (!found) throw new AppError('not_found');
    const { code, values } = this.pairing();
    const row = await renewPairing(this.db, debtorId, id, values);
    if (!row) throw new AppError('conflict');
    return this.pairingAnswer(row, code);
  }

  /** Revoked: its key opens nothing any more, and it cannot be paired again. */
  async revokeKiosk(ctx: RequestContext, id: number): Promise<Kiosk> {
    const debtorId = requireCurrentDebtor(ctx.scope);
    const row = await revokeKiosk(this.db, debtorId, id, this.now());
    if (!row) throw new AppError('not_found');
    return kioskAnswer(row, this.now());
  }
}

/** A last resort after 49 taken addresses: the dealer's id keeps the slug its own. */
const dealerNumberSuffix = (debtorId: number) => 1000 + debtorId;

function settingsOf(shop: HostedShopRow): ShopSettings {
  return {
    enabled: shop.enabled,
    slug: shop.slug,
    title: shop.title,
    colour: shop.colour,
    logo_url: shop.logoUrl,
    intro: shop.intro,
    phone: shop.phone,
    email: shop.email,
    address: shop.address,
    opening_hours: shop.openingHours,
    languages: shop.languages,
    models: shop.models,
    kiosk_idle_seconds: shop.kioskIdleSeconds,
  };
}
