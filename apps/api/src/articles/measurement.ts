// The measurement check of an order's articles (domain measurement/check.ts), as the API answers
// it beside every article and order, and as the confirm call demands it acknowledged.
import {
  checkMeasurements,
  type Locale,
  type MeasuredArticle,
  type MeasuredFabric,
  type MeasurementWarning,
  type MeasurementWarningAnswer,
  measurementMessageParams,
} from '@atelier/domain';
import { translate } from '@atelier/i18n';
import type { Db } from '../db/client.js';
import type { ArticleRow } from './articles.repository.js';
import { fabricMeasures } from './measurement.repository.js';

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

/** A warning as answered: its message in the caller's language, sizes in cm. */
export function measurementAnswer(
  found: MeasurementWarning,
  locale: Locale,
): MeasurementWarningAnswer {
  return {
    id: found.id,
    code: found.code,
    order_number: found.orderNumber,
    fields: found.fields,
    params: found.params,
    suggestions: found.suggestions,
    message: translate(
      locale,
      `measurement:codes.${found.code}`,
      measurementMessageParams(found, locale),
    ),
  };
}

/** Every measurement warning of one order's articles. */
export async function measurementWarningsOf(
  db: Db,
  articles: readonly ArticleRow[],
): Promise<MeasurementWarning[]> {
  const fabrics = await fabricMeasures(
    db,
    articles.flatMap((article) =>
      article.mainFabric ? [{ uuid: article.mainFabric, debtorId: article.debtorId }] : [],
    ),
  );
  return checkMeasurements(articles.map((article) => measuredArticleOf(article, fabrics)));
}

export async function measurementAnswersOf(
  db: Db,
  articles: readonly ArticleRow[],
  locale: Locale,
): Promise<MeasurementWarningAnswer[]> {
  return (await measurementWarningsOf(db, articles)).map((found) =>
    measurementAnswer(found, locale),
  );
}
