// The dealer's hosted shop and kiosk as the end customer uses them (decision 101): the shop's
// public face, its fabrics (never a price of their own), its prices (the dealer's sales prices with
// tax, never a wholesale figure) and its requests, each of which becomes an external order of the
// dealer through the one intake core (decision 096) with source `hostedshop` or `kiosk`.
import { createHash, randomBytes } from 'node:crypto';
import {
  EXTERNAL_ORDER_ID_PREFIX,
  externalOrderLink,
  fabricDeclaredFor,
  formatMoney,
  groupBrand,
  type IntakeLine,
  type IntakeSource,
  type Issue,
  issue,
  type KioskRequest,
  type KioskRequestAnswer,
  type Locale,
  lineFieldOfParameter,
  localized,
  type PublicShop,
  preparedOfferState,
  quoteTotals,
  type ShopFabric,
  type ShopModel,
  type ShopPriceAnswer,
  type ShopRequest,
  type ShopRequestAnswer,
  type ShopRequestView,
  type ShopWarning,
  salesTaxOf,
  type UnitSystem,
  userSettingsSchema,
  withShopChoices,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import {
  consumerMeasurementMessage,
  measurementWarningsOfUnsaved,
} from '../articles/measurement.js';
import type { Db } from '../db/client.js';
import type {
  ShopRequestLine,
  ShopRequestSummary,
  StoredIntakeWarning,
} from '../db/schema/index.js';
import { readStored } from '../db/stored.js';
import type {
  ExternalIntakeService,
  PricedLine,
  PricedLineResult,
} from '../external-intake/external-intake.service.js';
import { fileUrl } from '../files/files.js';
import type { BackgroundWork } from '../http/background.js';
import { AppError } from '../http/errors.js';
import { IssuesInvalid, issuesToFieldErrors } from '../http/issues.js';
import type { Mailer } from '../mail/mailer.js';
import { accountsOfDebtor } from '../production/production.repository.js';
import type { ShopChallenges } from './challenge.js';
import { sha256Hex } from './challenge.js';
import {
  type DealerFacts,
  dealerAccount,
  dealerFacts,
  externalOrderById,
  fabricNames,
  type HostedShopRow,
  insertShopRequest,
  type KioskRow,
  shopBySlug,
  shopFabrics,
  shopOfDebtor,
  shopRequestByToken,
} from './hosted-shop.repository.js';
import { kioskDesignMail, shopDealerMail, shopRequestMail } from './shop-mail.js';

/** An open shop: its settings, its dealer and the unit its customers measure in. */
export interface OpenShop {
  shop: HostedShopRow;
  dealer: DealerFacts;
  unitSystem: UnitSystem;
  /** The dealer account's language (the offer's commission is worded in it). */
  dealerLocale: Locale;
}

const unitSettings = userSettingsSchema.pick({ unit_system: true });

/** The shop as anyone may read it: the partner's colour and mark for a partner group's dealer. */
export function publicShopOf({ shop, dealer, unitSystem }: OpenShop): PublicShop {
  const brand = groupBrand(dealer.group);
  return {
    slug: shop.slug,
    title: shop.title,
    colour: brand.partner ? brand.colour : shop.colour,
    logo_url: shop.logoUrl,
    intro: shop.intro,
    phone: shop.phone,
    email: shop.email,
    address: shop.address,
    opening_hours: shop.openingHours,
    languages: shop.languages,
    models: shop.models,
    unit_system: unitSystem,
    currency: dealer.currency,
    tax: salesTaxOf(dealer.country, dealer.postalcode),
    partner: brand.partner ? { name: brand.name, letter: brand.letter } : null,
    kiosk_idle_seconds: shop.kioskIdleSeconds,
  };
}

/**
 * The external order id of a request: the source's prefix and a hash of the dealer and the
 * browser's (or kiosk's) idempotency key, so the same send twice names the same external order.
 */
export function requestOrderId(source: IntakeSource, debtorId: number, key: string): string {
  const code = createHash('sha256')
    .update(`${source}:${debtorId}:${key.toLowerCase()}`)
    .digest('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 12);
  return `${EXTERNAL_ORDER_ID_PREFIX[source]}-${code}`;
}

/** The model a request line is made as. */
const modelOf = (line: IntakeLine): ShopModel =>
  line.article === 'foldcurtain' ? 'foldcurtain' : (line.model as ShopModel);

/** Issues of one line under the line's own field names (`fabric`, `width`). */
const lineIssues = (issues: readonly Issue[]) =>
  issues.map((found) => ({
    ...found,
    field: found.field === null ? null : lineFieldOfParameter(found.field),
  }));

interface PricedBasket {
  answer: ShopPriceAnswer;
  results: PricedLineResult[];
  /** Each priced line's amounts (null for a line with errors). */
  taxed: ({ net: number; tax: number; gross: number } | null)[];
}

export class HostedShopService {
  constructor(
    private readonly db: Db,
    private readonly intake: ExternalIntakeService,
    private readonly challenges: ShopChallenges,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get base() {
    return this.publicUrl.replace(/\/+$/, '');
  }

  /** The shop of `slug` when enabled; an unknown and a disabled one are the same 404. */
  async open(slug: string): Promise<OpenShop> {
    const shop = await shopBySlug(this.db, slug);
    const opened = shop?.enabled ? await this.opened(shop) : null;
    if (!opened) throw new AppError('shop_not_found');
    return opened;
  }

  /** A kiosk's shop: its dealer's, when enabled (else 404 `shop_closed`). */
  async openForKiosk(kiosk: KioskRow): Promise<OpenShop> {
    const shop = await shopOfDebtor(this.db, kiosk.debtorId);
    const opened = shop?.enabled ? await this.opened(shop) : null;
    if (!opened) throw new AppError('shop_closed');
    return opened;
  }

  private async opened(shop: HostedShopRow): Promise<OpenShop | null> {
    const [dealer, account] = await Promise.all([
      dealerFacts(this.db, shop.debtorId),
      dealerAccount(this.db, shop.debtorId),
    ]);
    if (!dealer) return null;
    return {
      shop,
      dealer,
      unitSystem: readStored(unitSettings, account?.settings).unit_system,
      dealerLocale: account?.preferredLanguage ?? shop.languages[0] ?? 'en',
    };
  }

  /** The shop's fabrics a model can be made of: never a price. */
  async fabrics(
    opened: OpenShop,
    model: ShopModel,
    search: string | undefined,
    locale: Locale,
  ): Promise<ShopFabric[]> {
    if (!opened.shop.models.includes(model)) return [];
    const rows = await shopFabrics(this.db, opened.dealer.currency, search);
    return rows.map((row) => ({
      article_number: row.articleNumber,
      name: `${row.collection} ${row.colorNumber}`,
      colour: localized(row.color, locale),
      image: fileUrl(row.imageId),
      hex: /^#[0-9a-fA-F]{6}$/.test(row.colorHex) ? row.colorHex : null,
      opacity: row.lightLevel,
      // The catalogue's own rule of which confection a fabric may be made into.
      models: opened.shop.models.filter((offered) => fabricDeclaredFor({}, offered)),
    }));
  }

  /**
   * Each line priced as the dealer's own save prices it, in its sales price with tax per line;
   * a line with errors answers them and the others go on. Warnings worded for the customer.
   */
  async price(opened: OpenShop, lines: readonly IntakeLine[], locale: Locale) {
    return (await this.priceBasket(opened, lines.map(withShopChoices), locale)).answer;
  }

  private async priceBasket(
    opened: OpenShop,
    lines: readonly IntakeLine[],
    locale: Locale,
  ): Promise<PricedBasket> {
    const { dealer, shop } = opened;
    const results = await this.intake.priceEach(dealer.id, lines, locale);
    const offered = new Set<ShopModel>(shop.models);
    // A model the shop does not offer is refused like an unknown one.
    for (const [index, line] of lines.entries()) {
      if (!offered.has(modelOf(line))) {
        results[index] = {
          ok: false,
          issues: [issue(line.article === 'foldcurtain' ? 'article' : 'model', 'invalid_value')],
        };
      }
    }
    const sales = results.map((result) =>
      // The sales amount by the dealer's margin type (the article's `price.sales`).
      result.ok ? (result.line.values.salesCents ?? null) : null,
    );
    const tax = salesTaxOf(dealer.country, dealer.postalcode);
    const priced = sales.filter((cents): cents is number => cents !== null);
    const totals = quoteTotals(priced, tax);
    let next = 0;
    const taxed = sales.map((cents) => (cents === null ? null : totals.lines[next++]!));
    const warnings = await this.warningsOf(opened, results, locale);
    const answer: ShopPriceAnswer = {
      lines: results.map((result, index) => {
        const amounts = taxed[index];
        const errors = result.ok
          ? amounts
            ? {}
            : issuesToFieldErrors([issue(null, 'invalid_value')], locale)
          : issuesToFieldErrors(lineIssues(result.issues), locale);
        return {
          index,
          net: amounts?.net ?? null,
          tax: amounts?.tax ?? null,
          gross: amounts?.gross ?? null,
          warnings: warnings.get(index) ?? [],
          errors,
        };
      }),
      total: { net: totals.net, tax: totals.vat, gross: totals.gross },
      tax,
      currency: dealer.currency,
    };
    return { answer, results, taxed };
  }

  /** The measurement check of the priced lines, as they would be stored, per line. */
  private async warningsOf(
    opened: OpenShop,
    results: readonly PricedLineResult[],
    locale: Locale,
  ): Promise<Map<number, ShopWarning[]>> {
    const orderNumber = (index: number) => String(index + 1).padStart(4, '0');
    const articles = results.flatMap((result, index) =>
      result.ok
        ? [
            {
              orderNumber: orderNumber(index),
              articleType: result.line.articleType,
              debtorId: opened.dealer.id,
              parameters: result.line.values.parameters as Record<string, unknown>,
              room: result.line.values.room ?? null,
              mainFabric: result.line.values.mainFabric ?? null,
              curtainOrderNumber: result.line.values.curtainOrderNumber ?? null,
            },
          ]
        : [],
    );
    const lineOf = new Map(results.map((_, index) => [orderNumber(index), index]));
    const found = await measurementWarningsOfUnsaved(this.db, articles, opened.unitSystem);
    const byLine = new Map<number, ShopWarning[]>();
    for (const warning of found) {
      const line = lineOf.get(warning.orderNumber) ?? 0;
      byLine.set(line, [
        ...(byLine.get(line) ?? []),
        {
          code: warning.code,
          fields: warning.fields.map(lineFieldOfParameter),
          message: consumerMeasurementMessage(
            warning.code,
            warning.params,
            locale,
            opened.unitSystem,
          ),
        },
      ]);
    }
    return byLine;
  }

  /** Every line priced, or the request's field errors (`lines.2.width`): answered 400. */
  private async pricedOrRefused(opened: OpenShop, lines: readonly IntakeLine[], locale: Locale) {
    const basket = await this.priceBasket(opened, lines, locale);
    const issues: Issue[] = [];
    const priced: PricedLine[] = [];
    for (const [index, result] of basket.results.entries()) {
      if (result.ok) priced.push(result.line);
      else {
        for (const found of lineIssues(result.issues)) {
          issues.push({
            ...found,
            field: found.field === null ? `lines.${index}` : `lines.${index}.${found.field}`,
          });
        }
      }
    }
    if (issues.length > 0) throw new IssuesInvalid(issues);
    return { basket, priced };
  }

  challenge(opened: OpenShop) {
    return this.challenges.issue(opened.shop.slug, this.now());
  }

  /**
   * A customer's request. The honeypot filled: answered as accepted (202) and nothing kept. Then
   * the proof of work, the same key again (200, nothing new), the lines priced (400 with their
   * field errors) and the offer made with the request's page and the challenge used up (a used
   * challenge: 400 `shop_proof_invalid`, nothing kept).
   */
  async request(
    opened: OpenShop,
    body: ShopRequest,
  ): Promise<{ status: 200 | 201 | 202; answer: ShopRequestAnswer }> {
    const { shop, dealer } = opened;
    const externalOrderId = requestOrderId('hostedshop', dealer.id, body.idempotency_key);
    if (body.website !== undefined && body.website.trim() !== '') {
      return {
        status: 202,
        answer: { external_order_id: externalOrderId, request_url: null, duplicate: false },
      };
    }
    const { challenge, nonce } = body.proof;
    if (!(await this.challenges.holds(challenge, nonce, shop.slug, this.now()))) {
      throw new AppError('shop_proof_invalid');
    }
    const duplicate = { external_order_id: externalOrderId, request_url: null, duplicate: true };
    if (await externalOrderById(this.db, dealer.id, externalOrderId)) {
      return { status: 200, answer: duplicate };
    }
    const lines = body.lines.map(withShopChoices);
    const { basket, priced } = await this.pricedOrRefused(opened, lines, body.locale);
    const token = randomBytes(24).toString('base64url');
    const summary = await this.summaryOf(opened, lines, basket, body.locale);
    const { contact } = body;
    const outcome = await this.intake.store(
      {
        debtorId: dealer.id,
        source: 'hostedshop',
        externalOrderId,
        request: { contact, lines: lines },
        commission: translate(opened.dealerLocale, 'consumer:commission.hostedshop', {
          name: contact.name,
        }),
        endCustomerName: contact.name,
        endCustomerReference: '',
        unitSystem: opened.unitSystem,
      },
      priced,
      async (tx, made) => {
        const kept = await insertShopRequest(tx, {
          externalOrderId: made.externalOrder.id,
          tokenHash: sha256Hex(token),
          challengeHash: sha256Hex(challenge),
          locale: body.locale,
          summary,
        });
        // A challenge answers one request: undo everything.
        if (!kept) throw new AppError('shop_proof_invalid');
      },
    );
    if (!outcome.created) return { status: 200, answer: duplicate };
    const requestUrl = `${this.base}/shop/${shop.slug}/request/${token}`;
    const link = externalOrderLink(this.publicUrl, externalOrderId, outcome.claim);
    this.background.run('shop-request-mail', async () => {
      await this.mailer.send(
        shopRequestMail(body.locale, contact.email, this.markOf(opened), {
          name: contact.name,
          link: requestUrl,
        }),
      );
      await this.mailDealer(opened, {
        name: contact.name,
        externalOrderId,
        lines: lines.length,
        warnings: outcome.warnings.length,
        link,
      });
    });
    return {
      status: 201,
      answer: { external_order_id: externalOrderId, request_url: requestUrl, duplicate: false },
    };
  }

  private markOf({ shop, dealer }: OpenShop) {
    const brand = groupBrand(dealer.group);
    return {
      title: shop.title,
      colour: brand.partner ? brand.colour : shop.colour,
      phone: shop.phone,
    };
  }

  /** Every active account of the dealer with an address, in its language. */
  private async mailDealer(
    { dealer }: OpenShop,
    values: Parameters<typeof shopDealerMail>[3],
  ): Promise<void> {
    const brand = groupBrand(dealer.group);
    for (const account of await accountsOfDebtor(this.db, dealer.id)) {
      await this.mailer.send(
        shopDealerMail(account.preferredLanguage, account.email, brand, values),
      );
    }
  }

  /** The request as the customer's page shows it later: cm as sent, each line's price with tax. */
  private async summaryOf(
    opened: OpenShop,
    lines: readonly IntakeLine[],
    basket: PricedBasket,
    locale: Locale,
  ): Promise<ShopRequestSummary> {
    const names = await fabricNames(
      this.db,
      lines.map((line) => line.fabric),
    );
    const summaryLines: ShopRequestLine[] = lines.map((line, index) => {
      const named = names.get(line.fabric);
      return {
        index,
        model: modelOf(line),
        room: line.room ?? null,
        width: line.width,
        height: line.height,
        quantity: line.quantity ?? 1,
        fabric: line.fabric,
        fabric_name: named
          ? `${named.collection} ${named.colorNumber} ${localized(named.color, locale)}`.trim()
          : line.fabric,
        gross: basket.taxed[index]?.gross ?? 0,
      };
    });
    return {
      lines: summaryLines,
      total: basket.answer.total,
      tax: basket.answer.tax,
      currency: opened.dealer.currency,
    };
  }

  /** The customer's page of their request, by the token of their link; another shop's: 404. */
  async view(opened: OpenShop, token: string, locale: Locale): Promise<ShopRequestView> {
    const found = await shopRequestByToken(this.db, opened.dealer.id, sha256Hex(token));
    if (!found) throw new AppError('not_found');
    const { request, external, orderType } = found;
    const contact = external.contact;
    return {
      external_order_id: external.externalOrderId,
      created_at: external.createdAt.toISOString(),
      state: preparedOfferState(orderType ?? null, external.claimedAt !== null),
      contact: {
        name: contact?.name ?? '',
        email: contact?.email ?? '',
        phone: contact?.phone ?? '',
        preferred_contact_time: contact?.preferred_contact_time ?? '',
      },
      lines: request.summary.lines.map((line) => ({
        ...line,
        room: (line.room ?? null) as ShopRequestView['lines'][number]['room'],
      })),
      total: request.summary.total,
      tax: request.summary.tax,
      currency: opened.dealer.currency,
      warnings: this.storedWarnings(external.warnings, locale, opened.unitSystem),
    };
  }

  private storedWarnings(
    warnings: readonly StoredIntakeWarning[],
    locale: Locale,
    unitSystem: UnitSystem,
  ) {
    return warnings.map((found) => ({
      line: found.line,
      code: found.code,
      fields: found.fields.map(lineFieldOfParameter),
      message: consumerMeasurementMessage(found.code, found.params, locale, unitSystem),
    }));
  }

  // ---- the kiosk ------------------------------------------------------------------------------

  /**
   * The design made at a kiosk: an offer of the dealer (no customer kept) with the link that opens
   * it; mailed to the customer only when they gave their address with their consent.
   */
  async kioskRequest(
    opened: OpenShop,
    kiosk: KioskRow,
    body: KioskRequest,
  ): Promise<{ status: 200 | 201; answer: KioskRequestAnswer }> {
    const { dealer } = opened;
    const externalOrderId = requestOrderId('kiosk', dealer.id, body.idempotency_key);
    const duplicate: KioskRequestAnswer = {
      external_order_id: externalOrderId,
      handoff_code: externalOrderId,
      open_url: null,
      duplicate: true,
      mailed: false,
    };
    if (await externalOrderById(this.db, dealer.id, externalOrderId)) {
      return { status: 200, answer: duplicate };
    }
    const lines = body.lines.map(withShopChoices);
    const { basket, priced } = await this.pricedOrRefused(opened, lines, body.locale);
    const outcome = await this.intake.store(
      {
        debtorId: dealer.id,
        source: 'kiosk',
        externalOrderId,
        request: { lines: lines },
        commission: translate(opened.dealerLocale, 'consumer:commission.kiosk', {
          kiosk: kiosk.name,
        }),
        endCustomerName: translate(opened.dealerLocale, 'consumer:commission.kioskCustomer'),
        endCustomerReference: '',
        unitSystem: opened.unitSystem,
      },
      priced,
    );
    if (!outcome.created) return { status: 200, answer: duplicate };
    const link = externalOrderLink(this.publicUrl, externalOrderId, outcome.claim);
    // The salesperson beside the kiosk opens it; the dealer gets no mail of its own.
    const email = body.consent === true ? body.email : undefined;
    if (email !== undefined) {
      this.background.run('kiosk-design-mail', () =>
        this.mailer.send(
          kioskDesignMail(body.locale, email, this.markOf(opened), {
            code: externalOrderId,
            lines: lines.length,
            total: formatMoney(basket.answer.total.gross, dealer.currency, body.locale),
          }),
        ),
      );
    }
    return {
      status: 201,
      answer: {
        external_order_id: externalOrderId,
        handoff_code: externalOrderId,
        open_url: link,
        duplicate: false,
        mailed: email !== undefined,
      },
    };
  }
}
