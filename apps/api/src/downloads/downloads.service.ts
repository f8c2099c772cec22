// The service page's downloads for the caller (portal §2 "service", §9): the customer group of the
// shop acted for decides what exists, `show_price_lists` whether price lists do. Anything else
// answers 404, the list and the files alike.
import {
  type CustomerGroupName,
  type Download,
  type DownloadPage,
  downloadAllowed,
  entitlementsSchema,
  LOCALES,
  type Locale,
  localized,
  SERVICE_ITEMS,
  serviceItems,
} from '@atelier/domain';
import type { RequestContext } from '../context/request-context.js';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { debtorsInScope } from '../debtors/debtors.repository.js';
import { AppError } from '../http/errors.js';
import type { DebtorScope } from '../tenancy/scope.js';
import {
  categoriesOf,
  downloadCaptions,
  downloadFile,
  downloadsOf,
} from './downloads.repository.js';

export const DOWNLOADS_PATH = '/api/downloads';

/** The group and the price-list grant of the shop acted for (a service account: its chosen shop, else its first). */
export async function downloadAudience(
  db: Db,
  scope: DebtorScope,
): Promise<{ group: CustomerGroupName; showPriceLists: boolean }> {
  const debtors = await debtorsInScope(db, scope);
  const current = debtors.find((debtor) => debtor.id === scope.current) ?? null;
  return {
    group: (current ?? debtors[0])?.customer_group ?? 'Default',
    showPriceLists: readStored(entitlementsSchema, current?.entitlements).show_price_lists,
  };
}

/** The service items of a group as the account answer and the sidebar show them. */
export async function serviceItemsOf(db: Db, group: CustomerGroupName, showPriceLists: boolean) {
  return serviceItems(new Set(await categoriesOf(db, group)), showPriceLists);
}

export class DownloadsService {
  constructor(private readonly db: Db) {}

  async list(ctx: RequestContext): Promise<DownloadPage> {
    const { group, showPriceLists } = await downloadAudience(this.db, ctx.scope);
    const allowed = SERVICE_ITEMS.filter((item) => downloadAllowed(item, showPriceLists));
    const rows = await downloadsOf(this.db, group, allowed);
    const results: Download[] = rows.map((row) => ({
      id: row.id,
      category: row.category,
      title: localized(row.title, ctx.locale),
      language: row.language,
      file_name: row.fileName,
      content_type: row.contentType,
      size: row.size,
      file_url: `${DOWNLOADS_PATH}/${row.id}/file/`,
      captions: row.captionLanguages
        .filter((language): language is Locale => (LOCALES as readonly string[]).includes(language))
        .map((language) => ({
          language,
          url: `${DOWNLOADS_PATH}/${row.id}/captions/${language}/`,
        })),
    }));
    return {
      count: results.length,
      next: null,
      previous: null,
      results,
      customer_group: group,
      items: serviceItems(new Set(rows.map((row) => row.category)), showPriceLists),
    };
  }

  async file(ctx: RequestContext, id: number) {
    const { group, showPriceLists } = await downloadAudience(this.db, ctx.scope);
    const row = await downloadFile(this.db, group, id);
    if (!row || !downloadAllowed(row.category, showPriceLists)) throw new AppError('not_found');
    return row;
  }

  async captions(ctx: RequestContext, id: number, language: Locale): Promise<string> {
    const { group, showPriceLists } = await downloadAudience(this.db, ctx.scope);
    const row = await downloadCaptions(this.db, group, id);
    const text = row?.captions[language];
    if (!row || !text || !downloadAllowed(row.category, showPriceLists)) {
      throw new AppError('not_found');
    }
    return text;
  }
}
