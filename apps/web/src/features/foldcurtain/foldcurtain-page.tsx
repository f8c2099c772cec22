// The fold-curtain (roman blind) configurator, new (`products/foldcurtain`) and edit
// (`products/foldcurtain/:articleOrderId/`): order header, then model → fabric → specification →
// confirmation, any step revisitable, with the live preview, price and cut list beside it.
import { type ArticleAnswer, articleLockedReason, storedDraft } from '@atelier/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useArticle } from '../../api/orders';
import { ErrorState, LoadingState } from '../../components/state-views';
import { CONFIGURATOR_NAMESPACES, useAccountDefaults } from '../../kits/configurator';
import { FoldConfigurator, type FoldStart } from './fold-configurator';

function startFromArticle(article: ArticleAnswer): FoldStart {
  const { main_fabric, lining_fabric, room, ...fields } = storedDraft(
    'foldcurtain',
    article.parameters,
  );
  return {
    orderNumber: article.order_number,
    orderId: article.order_id,
    locked: articleLockedReason(article.order_type),
    header: {
      fabric: typeof main_fabric === 'string' ? main_fabric : null,
      employee: null,
      room: room ?? null,
    },
    lining: typeof lining_fabric === 'string' ? lining_fabric : null,
    fields,
  };
}

export function FoldcurtainPage() {
  const { articleOrderId } = useParams();
  const { t } = useTranslation(['foldcurtain', ...CONFIGURATOR_NAMESPACES]);
  const article = useArticle(articleOrderId ?? null);
  const account = useAccountDefaults();

  if (articleOrderId) {
    if (article.isPending) return <LoadingState label={t('configurator:flow.loadingArticle')} />;
    if (article.isError || article.data.article_type !== 'foldcurtain') {
      return <ErrorState error={article.error} message={t('configurator:flow.articleNotFound')} />;
    }
    if (!account) return <LoadingState />;
    return <FoldConfigurator key={articleOrderId} start={startFromArticle(article.data)} />;
  }
  if (!account) return <LoadingState />;
  return <FoldConfigurator start={null} />;
}
