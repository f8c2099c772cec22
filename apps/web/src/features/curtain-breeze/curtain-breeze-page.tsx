// Curtain-breeze (portal §2): the manufacturer's inspiration and trend articles. The list shows
// each article's picture, date, title and intro; an article opens on its own address with its
// body and links to the catalogue collections it features.
import { formatDay, type InspirationCollection, type InspirationSummary } from '@atelier/domain';
import {
  Anchor,
  AspectRatio,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useInspirationArticle, useInspirationArticles } from '../../api/inspiration';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { InspirationArticleView, InspirationCollections } from '../../kits/inspiration';
import { HttpError } from '../../lib/fetch-json';
import { currentLocale } from '../../lib/i18n';

const BASE = '/account/curtain-breeze';
const collectionPath = (collection: InspirationCollection) =>
  `/account/fabrics/family/${collection.id}`;

function ArticleCard({ article }: { article: InspirationSummary }) {
  const { t } = useTranslation('inspiration');
  const to = `${BASE}/${article.slug}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" h="100%">
      <Card.Section>
        <AspectRatio ratio={8 / 5}>
          <Image src={article.image ?? undefined} alt={t('picture', { title: article.title })} />
        </AspectRatio>
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          <time dateTime={article.published_on}>
            {t('published', { date: formatDay(article.published_on, currentLocale()) })}
          </time>
        </Text>
        <Title order={2} fz="h4">
          <Anchor component={Link} to={to} c="inherit" underline="hover">
            {article.title}
          </Anchor>
        </Title>
        <Text size="sm" style={{ flex: 1 }}>
          {article.intro}
        </Text>
        <InspirationCollections collections={article.collections} linkTo={collectionPath} />
        <Group justify="flex-end">
          <Button
            component={Link}
            to={to}
            variant="subtle"
            rightSection={<IconArrowRight size={16} aria-hidden />}
            // Its visible words first, then which article: "Lees het artikel: Naturel linnen".
            aria-label={t('common:labelled', { label: t('read'), value: article.title })}
          >
            {t('read')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ArticleList() {
  const { t } = useTranslation('inspiration');
  const articles = useInspirationArticles();
  if (articles.isPending) return <LoadingState />;
  if (articles.isError) {
    return (
      <ErrorState
        error={articles.error}
        message={t('failed')}
        onRetry={() => void articles.refetch()}
      />
    );
  }
  if (articles.data.length === 0) return <EmptyState>{t('empty')}</EmptyState>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="lg"
      component="section"
      aria-label={t('listLabel')}
    >
      {articles.data.map((article) => (
        <ArticleCard key={article.slug} article={article} />
      ))}
    </SimpleGrid>
  );
}

function ArticleView({ slug }: { slug: string }) {
  const { t } = useTranslation('inspiration');
  const article = useInspirationArticle(slug);
  let body: ReactNode;
  if (article.isPending) body = <LoadingState />;
  else if (article.isError) {
    const missing = article.error instanceof HttpError && article.error.status === 404;
    body = missing ? (
      <EmptyState>{t('notFound')}</EmptyState>
    ) : (
      <ErrorState
        error={article.error}
        message={t('articleFailed')}
        onRetry={() => void article.refetch()}
      />
    );
  } else {
    body = <InspirationArticleView article={article.data} linkTo={collectionPath} />;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={BASE} size="sm" style={{ alignSelf: 'flex-start' }}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('back')}
        </Group>
      </Anchor>
      {body}
    </Stack>
  );
}

export function CurtainBreezePage() {
  const { t } = useTranslation('inspiration');
  const title = useRouteTitle();
  const { slug } = useParams();
  return (
    <>
      <PageHeader title={title} description={slug ? undefined : t('intro')} />
      {slug ? <ArticleView slug={slug} /> : <ArticleList />}
    </>
  );
}
