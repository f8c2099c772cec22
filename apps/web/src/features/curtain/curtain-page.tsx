// `products/curtain` (a new curtain) and `products/curtain/{articleOrderId}/` (an existing one): the
// page waits for the account (its defaults and flags shape the form) and, when editing, the article.
// A new curtain may start with a fabric from the catalogue (`?fabric=<uuid>`).
import {
  articleLockedReason,
  newCurtainState,
  stateFromArticle,
  withLinkedAddOns,
} from '@atelier/domain';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useLinkedArticles } from '../../api/order-book';
import { useArticle, usePricingContext } from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import { ErrorState, LoadingState } from '../../components/state-views';
import { CONFIGURATOR_NAMESPACES, useFlowMemory } from '../../kits/configurator';
import { CurtainFlow } from './curtain-flow';

export function CurtainPage() {
  const { t } = useTranslation(['curtain', ...CONFIGURATOR_NAMESPACES]);
  const { articleOrderId } = useParams();
  const [search] = useSearchParams();
  const account = useAccountSettings();
  const memory = useFlowMemory();
  const article = useArticle(articleOrderId ?? null);
  // The rail, rod and pull rod saved with the curtain open in their steps, so editing never adds
  // a second rail beside the first.
  const linked = useLinkedArticles(
    article.data?.order_id ?? null,
    article.data?.order_number ?? null,
  );

  // The price list: every field shows what the calculation says of it, so a price list that came
  // after the form's first draw drew the whole form again, at once, in one long task.
  const pricing = usePricingContext(account.data?.debtor?.id, {
    enabled: account.data !== undefined,
  });

  const articlePending =
    Boolean(articleOrderId) && (article.isPending || Boolean(article.data && linked.isPending));
  // The form is a large tree: once its data is there React draws it as a transition, in slices
  // the browser can breathe between, while the loader stays on screen. A price list that cannot
  // be read does not hold it back: the form opens without prices.
  const drawForm = useDeferredValue(
    account.data !== undefined && !articlePending && !pricing.isLoading,
    false,
  );

  if (account.isError) return <ErrorState error={account.error} />;
  if (!account.data) return <LoadingState />;

  if (articleOrderId) {
    if (articlePending || !drawForm) {
      return <LoadingState label={t('configurator:flow.loadingArticle')} />;
    }
    const stored = article.data ? stateFromArticle(account.data, article.data) : null;
    if (!article.data || !stored)
      return <ErrorState message={t('configurator:flow.articleNotFound')} />;
    if (linked.isError) {
      return <ErrorState error={linked.error} onRetry={() => void linked.refetch()} />;
    }
    const initial = withLinkedAddOns(stored, linked.data ?? []);
    return (
      <CurtainFlow
        key={article.data.order_number}
        account={account.data}
        initial={initial}
        editing
        locked={articleLockedReason(article.data.order_type)}
      />
    );
  }
  if (!drawForm) return <LoadingState />;
  return (
    <CurtainFlow
      key="new"
      account={account.data}
      initial={newCurtainState(account.data, { room: memory.room, fabric: search.get('fabric') })}
      editing={false}
    />
  );
}
