// Everything `evaluateArticle` needs besides the parameters, loaded for one debtor: its pricing
// account and stored price list, the caller's price display and unit system, the fabrics the
// article names and, for loose parts, the accessories it names. Fabrics and accessories the
// caller may not see count as unknown: the calculation reports them, nothing leaks. A customer
// fabric named while customer fabrics are closed (domain `featureAllowed`, with the flags of the
// caller and whether the article's shop is in the caller's customer-fabric scope, i.e. has the
// `has_customer_fabrics` entitlement) is refused as the feature's own calls are.
import {
  type AccessoryFacts,
  accessoryUnitPrice,
  type EvaluationContext,
  type FabricFacts,
  fabricFactsFromCustomerFabric,
  fabricFactsFromDetail,
  featureAllowed,
  isCustomerFabricUuid,
  localized,
  salesAmount,
  userSettingsSchema,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { CustomerFabricsService } from '../customer-fabrics/customer-fabrics.service.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import type { FabricsService, Pricing } from '../fabrics/fabrics.service.js';
import { loadPricingAccount } from '../fabrics/pricing-account.js';
import { AppError } from '../http/errors.js';
import { priceListOf, pricingDay } from '../price-lists/price-lists.repository.js';
import { storedSettings } from '../settings/settings.repository.js';
import {
  customerFabricScope,
  type DebtorScope,
  type Principal,
  scopeFor,
} from '../tenancy/scope.js';
import { accessoriesByIds } from './articles.repository.js';

const displaySettings = userSettingsSchema.pick({ price_type: true, unit_system: true });
const FABRIC_ID = /^[A-Za-z0-9-]{1,100}$/;

export class ArticleContextLoader {
  constructor(
    private readonly db: Db,
    private readonly fabrics: FabricsService,
    private readonly customerFabrics: CustomerFabricsService,
    /** The clock whose day picks the price list version in force (tests move it). */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** For the caller of `ctx`, in its account's language, the article of `debtorId`. */
  async load(
    ctx: RequestContext,
    debtorId: number | null,
    raw: unknown,
  ): Promise<EvaluationContext> {
    const caller = ctx.principal;
    // The caller's customer-fabric scope, cut below to the article's shop.
    const customerFabrics = customerFabricScope(caller);
    const params =
      raw !== null && typeof raw === 'object' && !Array.isArray(raw)
        ? (raw as Record<string, unknown>)
        : {};
    const pricing = await loadPricingAccount(this.db, debtorId, pricingDay(this.now()));
    const priceList = await priceListOf(this.db, pricing.priceList);
    const stored = caller.stored ?? (await storedSettings(this.db, caller.userId));
    const settings = readStored(displaySettings, stored?.settings);
    const account = {
      currency: pricing.currency,
      marginType: pricing.marginType,
      debtorFactorPercent: pricing.debtorFactorPercent,
      priceType: settings.price_type,
      unitSystem: settings.unit_system,
    };
    const context: EvaluationContext = { priceList, account };
    // A service account's customer fabrics belong to the shops it serves: an article of one shop
    // may use that shop's own fabrics only.
    const fabricScope = scopeFor(customerFabrics, pricing.debtorId);
    const fabricPricing = { account: pricing, defaults: priceList.defaults };
    // The article's shop, not the one acted for, decides. Without any shop (a service account
    // without debtors) no customer fabric can be found, and none is refused here either.
    const customerFabricsOpen = featureAllowed(
      {
        ...caller.access,
        has_customer_fabrics: pricing.debtorId === null || fabricScope.current !== null,
      },
      'customerFabrics',
    );
    for (const named of [params.main_fabric, params.lining_fabric]) {
      if (typeof named === 'string' && isCustomerFabricUuid(named) && !customerFabricsOpen) {
        throw new AppError('feature_disabled');
      }
    }
    const mainFabric = await this.fabric(fabricScope, fabricPricing, params.main_fabric, caller);
    if (mainFabric) context.mainFabric = mainFabric;
    const liningFabric = await this.fabric(
      fabricScope,
      fabricPricing,
      params.lining_fabric,
      caller,
    );
    if (liningFabric) context.liningFabric = liningFabric;
    if (Array.isArray(params.parts)) {
      const ids = new Set<number>();
      for (const line of params.parts as unknown[]) {
        const id = (line as { accessory_id?: unknown } | null)?.accessory_id;
        if (typeof id === 'string' && /^[1-9][0-9]{0,8}$/.test(id)) ids.add(Number(id));
      }
      const rows = await accessoriesByIds(this.db, [...ids], pricing.currency);
      const accessories: Record<string, AccessoryFacts> = {};
      const table = priceList.prices[pricing.currency];
      for (const row of rows) {
        const unit = accessoryUnitPrice(row, table);
        accessories[String(row.id)] = {
          id: String(row.id),
          // The account's language: the name is stored with the article's price lines.
          name: localized(row.name, caller.preferredLanguage),
          unit: row.unit,
          price: unit
            ? {
                [pricing.currency]: {
                  wholesale: unit.wholesale,
                  // As the catalogue answers it, so the browser's figures are the same.
                  sales: salesAmount(unit.wholesale, unit.sales, pricing, priceList.defaults),
                },
              }
            : {},
        };
      }
      context.accessories = accessories;
    }
    return context;
  }

  private async fabric(
    scope: DebtorScope,
    pricing: Pricing,
    uuid: unknown,
    caller: Pick<Principal, 'preferredLanguage'>,
  ): Promise<FabricFacts | undefined> {
    if (typeof uuid !== 'string' || !FABRIC_ID.test(uuid)) return undefined;
    try {
      return isCustomerFabricUuid(uuid)
        ? fabricFactsFromCustomerFabric(
            await this.customerFabrics.read({ scope, locale: caller.preferredLanguage }, uuid),
          )
        : fabricFactsFromDetail(
            await this.fabrics.detailPriced({ pricing, locale: caller.preferredLanguage }, uuid, {
              relatedColors: false,
            }),
          );
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return undefined;
      throw error;
    }
  }
}
