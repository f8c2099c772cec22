// `products/railrod` (new) and `products/railrod/:articleOrderId/` (edit): the edit route loads the
// stored article first and opens the flow on its fields.
import { type ArticleAnswer, articleLockedReason, storedDraft } from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useArticle } from '../../api/orders';
import { EmptyState, LoadingState } from '../../components/state-views';
import { CONFIGURATOR_NAMESPACES } from '../../kits/configurator';
import { RailrodFlow } from './railrod-flow';
import { newRailRodParameters, type RailrodFlowStart } from './railrod-start';

const EDITABLE_TYPES = new Set<string>([
  'trackrail',
  'decorativerail',
  'electrictrackrail',
  'eraildecoround35mm',
  'eraildecosquare32mm',
  'decorativerod',
  'rail',
  'rod',
  'pullrod',
]);

function startFrom(article: ArticleAnswer): RailrodFlowStart {
  const { room: _room, ...parameters } = storedDraft(article.article_type, article.parameters);
  return {
    articleType: article.article_type,
    parameters,
    room: article.room,
    orderNumber: article.order_number,
    orderId: article.order_id,
    locked: articleLockedReason(article.order_type),
  };
}

export function RailrodPage() {
  const { articleOrderId } = useParams();
  const { t } = useTranslation(CONFIGURATOR_NAMESPACES);
  const article = useArticle(articleOrderId ?? null);
  if (!articleOrderId) {
    return (
      <RailrodFlow
        start={{
          articleType: null,
          parameters: newRailRodParameters(),
          room: null,
          orderNumber: null,
          orderId: null,
          locked: null,
        }}
      />
    );
  }
  if (article.isPending) return <LoadingState label={t('configurator:flow.loadingArticle')} />;
  if (!article.data || !EDITABLE_TYPES.has(article.data.article_type)) {
    return <EmptyState>{t('configurator:flow.articleNotFound')}</EmptyState>;
  }
  // Keyed by the article: opening another one starts a fresh flow.
  return <RailrodFlow key={article.data.order_number} start={startFrom(article.data)} />;
}
