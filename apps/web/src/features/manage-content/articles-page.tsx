// Curtain-breeze articles in the back office (permission `content`): every article, drafts and
// published, newest day first; write a new one, edit, preview it as a dealer will read it, publish
// it (only with title, intro and body in all seven languages) or withdraw it, and remove a draft.
// Dealers see a change on their next load.
import { formatDay, type ManageInspirationArticle } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  manageArticlesKey,
  manageArticlesQuery,
  publishArticle,
  removeArticle,
  withdrawArticle,
} from '../../api/manage-notes';
import type { ListColumn } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';
import { ArticleEditor } from './article-editor';
import { ArticlePreview } from './article-preview';
import { ContentDesk, ContentStateBadge, languagesColumn } from './content-desk';

export function ArticlesDeskPage() {
  const { t } = useTranslation('manageContent');
  const locale = currentLocale();
  const articles = useQuery(manageArticlesQuery());
  const titleOf = (article: ManageInspirationArticle) =>
    article.title[locale] || article.title.en || article.title.nl || article.slug;

  const columns: ListColumn<ManageInspirationArticle>[] = [
    { accessor: 'title', title: t('articles.titleField'), priority: 1, render: titleOf },
    {
      accessor: 'state',
      title: t('articles.state'),
      priority: 2,
      render: (article) => <ContentStateBadge state={article.state} section="articles" />,
    },
    { accessor: 'slug', title: t('articles.slug'), priority: 4 },
    languagesColumn('articles', t('articles.languages')),
    {
      accessor: 'published_on',
      title: t('articles.date'),
      noWrap: true,
      priority: 3,
      render: (article) => formatDay(article.published_on, locale),
    },
  ];

  return (
    <ContentDesk<ManageInspirationArticle>
      section="articles"
      query={articles}
      columns={columns}
      names={(article) => ({ title: titleOf(article) })}
      calls={{ publish: publishArticle, withdraw: withdrawArticle, remove: removeArticle }}
      invalidate={manageArticlesKey}
      editor={(existing, onClose) => <ArticleEditor existing={existing} onClose={onClose} />}
      preview={(article, onClose) => <ArticlePreview article={article} onClose={onClose} />}
    />
  );
}
