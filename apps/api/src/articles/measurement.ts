// The measurement check of an order's articles (domain measurement/check.ts), as the API answers
// it beside every article and order, and as the confirm call demands it acknowledged. The check
// reads slips in the caller's unit system, and every message is worded in the caller's language
// and unit: in the answers, the refusal and, reworded when read, the order's trail.
import {
  checkMeasurements,
  type IssueParams,
  type Locale,
  type MeasuredArticle,
  type MeasuredFabric,
  type MeasurementWarning,
  type MeasurementWarningAnswer,
  measurementMessageParams,
  type UnitSystem,
  userSettingsSchema,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Db } from '../db/client.js';
import { readStored } from '../db/stored.js';
import { storedSettings } from '../settings/settings.repository.js';
import type { Principal } from '../tenancy/scope.js';
import type { ArticleRow } from './articles.repository.js';
import { fabricMeasures } from './measurement.repository.js';

const unitSettings = userSettingsSchema.pick({ unit_system: true });

/** The unit the caller's account measures in: centimetres, or inches on an imperial account. */
export async function unitSystemOf(
  db: Db,
  principal: Pick<Principal, 'userId' | 'stored'>,
): Promise<UnitSystem> {
  const stored = principal.stored ?? (await storedSettings(db, principal.userId));
  return readStored(unitSettings, stored?.settings).unit_system;
}

/** A warning's message from its code and params (sizes in cm), in a language and unit. */
export function measurementMessage(
  code: string,
  params: IssueParams,
  locale: Locale,
  unitSystem: UnitSystem,
): string {
  return translate(
    locale,
    `measurement:codes.${code}`,
    measurementMessageParams({ params }, locale, unitSystem),
  );
}

export function measuredArticleOf(
  row: ArticleRow,
  fabrics: ReadonlyMap<string, MeasuredFabric>,
): MeasuredArticle {
  return {
    orderNumber: row.orderNumber,
    articleType: row.articleType,
    room: row.room,
    curtainOrderNumber: row.curtainOrderNumber,
    parameters: row.parameters as Record<string, unknown>,
    fabric: row.mainFabric ? (fabrics.get(row.mainFabric) ?? null) : null,
  };
}

/** A warning as answered: its message in the caller's language and unit, params in cm. */
export function measurementAnswer(
  found: MeasurementWarning,
  locale: Locale,
  unitSystem: UnitSystem,
): MeasurementWarningAnswer {
  return {
    id: found.id,
    code: found.code,
    order_number: found.orderNumber,
    fields: found.fields,
    params: found.params,
    suggestions: found.suggestions,
    message: measurementMessage(found.code, found.params, locale, unitSystem),
  };
}

/** Every measurement warning of one order's articles, slips read in the caller's unit system. */
export async function measurementWarningsOf(
  db: Db,
  articles: readonly ArticleRow[],
  unitSystem: UnitSystem,
): Promise<MeasurementWarning[]> {
  const fabrics = await fabricMeasures(
    db,
    articles.flatMap((article) =>
      article.mainFabric ? [{ uuid: article.mainFabric, debtorId: article.debtorId }] : [],
    ),
  );
  return checkMeasurements(
    articles.map((article) => measuredArticleOf(article, fabrics)),
    undefined,
    unitSystem,
  );
}

/** An article not stored (yet): its order number of choice and the values it would be stored with. */
export interface UnsavedArticle {
  orderNumber: string;
  articleType: string;
  debtorId: number;
  parameters: Record<string, unknown>;
  room: string | null;
  mainFabric: string | null;
  curtainOrderNumber: string | null;
}

/**
 * The same check of articles that are only being priced (a shop's basket while its customer
 * types): as `measurementWarningsOf` would find them once stored with these values.
 */
export async function measurementWarningsOfUnsaved(
  db: Db,
  articles: readonly UnsavedArticle[],
  unitSystem: UnitSystem,
): Promise<MeasurementWarning[]> {
  const fabrics = await fabricMeasures(
    db,
    articles.flatMap((article) =>
      article.mainFabric ? [{ uuid: article.mainFabric, debtorId: article.debtorId }] : [],
    ),
  );
  return checkMeasurements(
    articles.map((article) => ({
      orderNumber: article.orderNumber,
      articleType: article.articleType,
      room: article.room,
      curtainOrderNumber: article.curtainOrderNumber,
      parameters: article.parameters,
      fabric: article.mainFabric ? (fabrics.get(article.mainFabric) ?? null) : null,
    })),
    undefined,
    unitSystem,
  );
}

/** A warning's message for the end customer who measured (`consumer:measurement.<code>`). */
export function consumerMeasurementMessage(
  code: string,
  params: IssueParams,
  locale: Locale,
  unitSystem: UnitSystem,
): string {
  return translate(
    locale,
    `consumer:measurement.${code}`,
    measurementMessageParams({ params }, locale, unitSystem),
  );
}

export async function measurementAnswersOf(
  db: Db,
  articles: readonly ArticleRow[],
  locale: Locale,
  unitSystem: UnitSystem,
): Promise<MeasurementWarningAnswer[]> {
  return (await measurementWarningsOf(db, articles, unitSystem)).map((found) =>
    measurementAnswer(found, locale, unitSystem),
  );
}

/**
 * An event's data as the reader reads it: the warnings a `measurement_acknowledged` event names
 * worded again from their code and sizes in the reader's language and unit (the stored message is
 * in the words of whoever acknowledged them).
 */
export function eventDataInWordsOf(
  kind: string,
  data: Record<string, unknown>,
  locale: Locale,
  unitSystem: UnitSystem,
): Record<string, unknown> {
  if (kind !== 'measurement_acknowledged' || !Array.isArray(data.warnings)) return data;
  return {
    ...data,
    warnings: (data.warnings as Record<string, unknown>[]).map((warning) =>
      typeof warning?.code === 'string' && warning.params && typeof warning.params === 'object'
        ? {
            ...warning,
            message: measurementMessage(
              warning.code,
              warning.params as IssueParams,
              locale,
              unitSystem,
            ),
          }
        : warning,
    ),
  };
}
