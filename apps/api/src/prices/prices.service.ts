// The pricing context the configurator evaluates with in the browser: the debtor's stored price
// list, cut down to the debtor's currency, with its margin. The API prices stored articles from
// the same record, so the browser's figures and the stored ones agree.
import type { PricingContextAnswer } from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { loadPricingAccount, pricingDebtorId } from '../fabrics/pricing-account.js';
import { priceListOf, pricingDay } from '../price-lists/price-lists.repository.js';

export class PricesService {
  constructor(
    private readonly db: Db,
    /** The clock whose day picks the price list version in force, as articles are priced. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  async pricingContext(ctx: RequestContext): Promise<PricingContextAnswer> {
    const account = await loadPricingAccount(
      this.db,
      pricingDebtorId(ctx.scope),
      pricingDay(this.now()),
    );
    const list = await priceListOf(this.db, account.priceList);
    const table = list.prices[account.currency];
    return {
      debtor_id: account.debtorId,
      currency: account.currency,
      margin_type: account.marginType,
      debtor_factor_percent: account.debtorFactorPercent,
      price_list: { ...list, prices: table ? { [account.currency]: table } : {} },
    };
  }
}
