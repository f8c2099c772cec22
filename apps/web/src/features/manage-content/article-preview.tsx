// A curtain-breeze article as a dealer will read it, in any of the seven languages: the dealer
// page's own rendering (kits/inspiration), before it is published. The featured collections show
// by their catalogue names (those the catalogue still has, as dealers get them); they lead nowhere
// here, so the work in the back office stays open.
import {
  type InspirationCollection,
  LOCALES,
  type Locale,
  type ManageInspirationArticle,
} from '@atelier/domain';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { articleCollectionsQuery } from '../../api/manage-notes';
import { LayeredModal } from '../../components/layered-modal';
import { InspirationArticleView } from '../../kits/inspiration';
import { currentLocale } from '../../lib/i18n';

export function ArticlePreview({
  article,
  onClose,
}: {
  article: ManageInspirationArticle;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const [language, setLanguage] = useState<Locale>(currentLocale());
  const catalogue = useQuery(articleCollectionsQuery());
  // As the dealer's answer: only the featured collections the catalogue still has, in order.
  const collections: InspirationCollection[] = article.collections.flatMap((code) =>
    (catalogue.data ?? []).filter((collection) => collection.code === code),
  );
  const texts = {
    title: article.title[language] ?? '',
    intro: article.intro[language] ?? '',
    body: article.body[language] ?? '',
  };
  const written = Object.values(texts).filter((text) => text.trim() !== '').length;
  return (
    <LayeredModal
      opened
      onClose={onClose}
      title={t('articles.previewTitle', { title: article.slug })}
      size="xl"
      centered
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('articles.previewLanguage')}
          value={language}
          onChange={(value) => setLanguage(value as Locale)}
          data={LOCALES.map((locale) => ({ value: locale, label: locale }))}
        />
        {written < 3 ? (
          <Alert color="orange" variant="light">
            {written === 0 ? t('articles.previewEmpty') : t('articles.previewIncomplete')}
          </Alert>
        ) : null}
        {written > 0 ? (
          <InspirationArticleView
            article={{
              slug: article.slug,
              published_on: article.published_on,
              image: article.image,
              ...texts,
              collections,
            }}
            lang={language}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
