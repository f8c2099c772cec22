// A curtain-breeze article as dealers read it: picture, day, title, intro, the markdown body and
// the collections it features. Shared by the dealer's curtain-breeze page and the back office's
// preview, so the preview is the dealer's own rendering.
import { formatDay, type InspirationArticle, type InspirationCollection } from '@atelier/domain';
import {
  AspectRatio,
  Button,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconColorSwatch } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import { currentLocale } from '../../lib/i18n';

/**
 * The featured collections as buttons to the catalogue; without `linkTo` (a preview, where leaving
 * the page would lose the work) they look the same and lead nowhere.
 */
export function InspirationCollections({
  collections,
  linkTo,
}: {
  collections: InspirationCollection[];
  linkTo?: (collection: InspirationCollection) => string;
}) {
  const { t } = useTranslation('inspiration');
  if (collections.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {collections.map((collection) => (
        <li key={collection.code}>
          {linkTo ? (
            <Button
              component={Link}
              to={linkTo(collection)}
              variant="light"
              size="compact-sm"
              leftSection={<IconColorSwatch size={14} aria-hidden />}
              aria-label={t('openCollection', { name: collection.name })}
            >
              {collection.name}
            </Button>
          ) : (
            <Button
              component="span"
              variant="light"
              size="compact-sm"
              leftSection={<IconColorSwatch size={14} aria-hidden />}
            >
              {collection.name}
            </Button>
          )}
        </li>
      ))}
    </Group>
  );
}

export function InspirationArticleView({
  article,
  lang,
  linkTo,
}: {
  article: Omit<InspirationArticle, 'image'> & { image: string | null };
  /** The article's language, when it is not the interface's (the back office's preview). */
  lang?: string;
  linkTo?: (collection: InspirationCollection) => string;
}) {
  const { t } = useTranslation('inspiration');
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="md"
      component="article"
      maw={860}
      lang={lang}
      style={{ overflow: 'hidden' }}
    >
      <AspectRatio ratio={8 / 5}>
        <Image src={article.image ?? undefined} alt={t('picture', { title: article.title })} />
      </AspectRatio>
      <Stack gap="md" p="xl">
        <Text size="sm" c="dimmed">
          <time dateTime={article.published_on}>
            {t('published', { date: formatDay(article.published_on, lang ?? currentLocale()) })}
          </time>
        </Text>
        <Title order={2}>{article.title}</Title>
        <Text size="lg" fw={500}>
          {article.intro}
        </Text>
        <Typography>
          <Markdown skipHtml allowedElements={['p', 'strong', 'em']}>
            {article.body}
          </Markdown>
        </Typography>
        {article.collections.length > 0 ? (
          <Stack gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={3} fz="h5" id={headingId}>
              {t('collections')}
            </Title>
            <InspirationCollections collections={article.collections} linkTo={linkTo} />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
