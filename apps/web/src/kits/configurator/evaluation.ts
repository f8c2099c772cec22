// The live calculation of a configurator: the domain's `evaluateArticle`, run in the browser on every
// change with the debtor's stored price list, so issues, price and cut list follow the dealer's typing
// without a round trip. The API runs the same function before it stores the article.
import {
  type AccessoryFacts,
  type ArticleDraft,
  type ArticleEvaluation,
  type ArticleType,
  type CalculationDefaults,
  type EvaluationContext,
  evaluateArticle,
  type FabricFacts,
  fabricFactsFromCustomerFabric,
  fabricFactsFromDetail,
  type Issue,
  isCustomerFabricUuid,
} from '@atelier/domain';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerFabric } from '../../api/customer-fabrics';
import { useFabric } from '../../api/fabrics';
import { usePricingContext } from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import type { PreviewFabric } from '../article-preview';

export interface ChosenFabric {
  facts: FabricFacts;
  preview: PreviewFabric;
}

/** A chosen fabric (supplier or customer fabric, told apart by the marker) as the calculation and
 * the preview see it. */
export function useFabricFacts(uuid: string | null | undefined): {
  fabric: ChosenFabric | null;
  loading: boolean;
} {
  const chosen = typeof uuid === 'string' && uuid !== '' ? uuid : null;
  const isCustomer = isCustomerFabricUuid(chosen);
  const supplier = useFabric(chosen !== null && !isCustomer ? chosen : null);
  const customer = useCustomerFabric(chosen !== null && isCustomer ? chosen : null);
  const fabric = useMemo((): ChosenFabric | null => {
    if (isCustomer && customer.data) {
      return {
        facts: fabricFactsFromCustomerFabric(customer.data),
        preview: { name: customer.data.name, colour: null, swatchUrl: customer.data.image },
      };
    }
    if (!isCustomer && supplier.data) {
      return {
        facts: fabricFactsFromDetail(supplier.data),
        preview: {
          name: supplier.data.name,
          colour: supplier.data.color_hex,
          swatchUrl: supplier.data.image,
        },
      };
    }
    return null;
  }, [isCustomer, customer.data, supplier.data]);
  const loading = chosen !== null && (isCustomer ? customer.isPending : supplier.isPending);
  return { fabric, loading };
}

/** The live evaluation of a form of article type `T`: what the form holds for it (`ArticleDraft<T>`). */
export interface LiveEvaluationInput<T extends ArticleType = ArticleType> {
  articleType: T | null;
  parameters: Readonly<ArticleDraft<T>>;
  mainFabric?: FabricFacts | null;
  liningFabric?: FabricFacts | null;
  accessories?: Readonly<Record<string, AccessoryFacts>>;
}

export function useLiveEvaluation<T extends ArticleType>(
  input: LiveEvaluationInput<T>,
): {
  evaluation: ArticleEvaluation | null;
  pricingReady: boolean;
  pricingError: boolean;
} {
  const account = useAccountSettings().data;
  const pricing = usePricingContext(account?.debtor?.id);
  // Typing stays responsive: React renders the keystroke first and the calculation right after.
  const parameters = useDeferredValue(input.parameters);
  const { articleType, mainFabric, liningFabric, accessories } = input;
  const evaluation = useMemo(() => {
    if (!articleType || !account || !pricing.data) return null;
    const context: EvaluationContext = {
      priceList: pricing.data.price_list,
      account: {
        currency: pricing.data.currency,
        marginType: pricing.data.margin_type,
        debtorFactorPercent: pricing.data.debtor_factor_percent,
        priceType: account.price_type,
        unitSystem: account.unit_system,
      },
      mainFabric: mainFabric ?? undefined,
      liningFabric: liningFabric ?? undefined,
      accessories,
    };
    return evaluateArticle({ articleType, parameters }, context);
  }, [articleType, parameters, mainFabric, liningFabric, accessories, account, pricing.data]);
  return { evaluation, pricingReady: pricing.isSuccess, pricingError: pricing.isError };
}

/** A field's label in the user's language; `parts.0.length` is labelled by `parts`. */
export function useFieldLabel(): (field: string) => string {
  const { t } = useTranslation('articleFields');
  return useCallback(
    (field: string) => t(`articleFields:labels.${field.split('.')[0]}`, { defaultValue: field }),
    [t],
  );
}

/** The issues of one field (`width`, or `parts.0.length`). */
export function issuesOf(issues: readonly Issue[] | null | undefined, field: string): Issue[] {
  return (issues ?? []).filter((found) => found.field === field);
}

/**
 * The loaded price list's calculation figures (fullness, bar lengths) for the preview while the
 * article has no cut list yet; null until loaded. Same query as the live evaluation, so no fetch.
 */
export function usePriceDefaults(): CalculationDefaults | null {
  const account = useAccountSettings().data;
  return usePricingContext(account?.debtor?.id).data?.price_list.defaults ?? null;
}
