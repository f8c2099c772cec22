// The measurement check in a configurator: the domain's `checkMeasurements`, run in the browser on
// every change with the article being typed, its rails and pull rod, and the other articles of the
// commission it goes into, so a size that looks wrong is asked about beside its field while the
// dealer types. The API runs the same check on the stored order and asks the confirm to
// acknowledge what is left.
import {
  type ArticleSummary,
  checkMeasurements,
  type Issue,
  issue,
  type MeasuredArticle,
  type MeasuredFabric,
  type MeasurementWarning,
  withAcceptedLengths,
} from '@atelier/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useOrder } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { useCommissionTarget } from './commission-choice';

/** The order number the check gives an article not saved yet (and its add-ons point to). */
export const UNSAVED_ARTICLE = 'new';

/** The order an article being typed goes into: its own when edited, else the chosen commission. */
export function useCommissionOrderId(editingOrderId: number | null): number | null {
  const { articleOrderId } = useParams();
  const editing = editingOrderId ?? (articleOrderId ? Number(articleOrderId) : null);
  const { target, newest } = useCommissionTarget(editing === null);
  if (editing !== null && Number.isInteger(editing)) return editing;
  if (target.kind === 'draft') return target.orderId;
  if (target.kind === 'new') return null;
  return newest?.id ?? null;
}

/** An article of the order as the check reads it (the order lists its sizes as typed). */
export function measuredFromSummary(article: ArticleSummary): MeasuredArticle {
  return {
    orderNumber: article.order_number,
    articleType: article.article_type,
    room: article.room,
    curtainOrderNumber: article.curtain_order_number,
    parameters: { width: article.width ?? undefined, height: article.height ?? undefined },
  };
}

/** A fabric's facts as the check needs them. */
export const measuredFabricOf = (
  facts: { widthMm: number; widthType: MeasuredFabric['widthType'] } | null | undefined,
): MeasuredFabric | null => (facts ? { widthMm: facts.widthMm, widthType: facts.widthType } : null);

export interface LiveMeasurementInput {
  /** The order it goes into (its own when edited); null for a commission not made yet. */
  orderId: number | null;
  /** The article being typed (with `orderNumber` its own, or `UNSAVED_ARTICLE`). */
  article: MeasuredArticle | null;
  /** Its rails, rods and pull rod as typed, pointing to the article. */
  addOns?: readonly MeasuredArticle[];
}

/** Warnings as field issues (severity `warning`): one per field the warning is about. */
export function measurementIssues(warnings: readonly MeasurementWarning[]): Issue[] {
  return warnings.flatMap((found) =>
    found.fields.map((field) => {
      // What the dealer probably meant rides along as `apply` (cm), for the field's "use" button.
      const meant = found.suggestions.find((suggestion) => suggestion.field === field);
      const params = meant ? { ...found.params, apply: meant.value } : found.params;
      return issue(field, found.code, params, 'warning');
    }),
  );
}

/**
 * The live check: the warnings of the typed article and its add-ons, by order number, among the
 * order's stored articles (without the stored copies of what is being typed).
 */
export function useLiveMeasurement(input: LiveMeasurementInput): {
  warnings: MeasurementWarning[];
  issuesOf: (orderNumber: string) => Issue[];
} {
  const order = useOrder(input.orderId);
  // Slips are read in the unit the dealer types (an inch field takes centimetres and feet too).
  const unitSystem = useAccountSettings().data?.unit_system ?? 'metric';
  const { article, addOns } = input;
  const warnings = useMemo(() => {
    if (!article) return [];
    // Worked out on the sizes the fields accept only: no warning beside a size the field refused.
    const typed = [article, ...(addOns ?? [])].map((found) => ({
      ...found,
      parameters: withAcceptedLengths(found.articleType, found.parameters),
    }));
    const numbers = new Set(typed.map((found) => found.orderNumber));
    const stored = (order.data?.articles ?? [])
      .filter((found) => !numbers.has(found.order_number))
      .map(measuredFromSummary);
    return checkMeasurements([...typed, ...stored], undefined, unitSystem).filter((found) =>
      numbers.has(found.orderNumber),
    );
  }, [article, addOns, order.data, unitSystem]);
  return {
    warnings,
    issuesOf: (orderNumber: string) =>
      measurementIssues(warnings.filter((found) => found.orderNumber === orderNumber)),
  };
}
