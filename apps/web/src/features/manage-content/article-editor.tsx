// Write a curtain-breeze article, or edit one: its web address (slug) and day, its title, intro and
// body in each of the seven languages, and the catalogue collections it features. Saved as a draft
// (languages may still be empty); a published article stays published, so the API then asks for
// every language. What publishing still waits for is said as the texts are typed (the domain's
// rule); field messages show under their fields.
import {
  ARTICLE_BODY_MAX,
  ARTICLE_COLLECTIONS_MAX,
  ARTICLE_IMAGE_TYPES,
  ARTICLE_INTRO_MAX,
  ARTICLE_SLUG_MAX,
  ARTICLE_TITLE_MAX,
  articleMissingForPublish,
  type ManageInspirationArticle,
} from '@atelier/domain';
import { FileInput, Group, Image, MultiSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '../../api/api-message';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  articleCollectionsQuery,
  manageArticlesKey,
  saveArticle,
  uploadArticleImage,
} from '../../api/manage-notes';
import { DialogFrame } from '../../components/confirm-dialog';
import { DayInput } from '../../components/day-input';
import { HttpError } from '../../lib/http';
import { emptyTexts, LocaleTabs, type LocaleTexts } from './locale-tabs';

const today = () => new Date().toISOString().slice(0, 10);

export function ArticleEditor({
  existing,
  onClose,
}: {
  /** The article to edit; a new one when absent. */
  existing: ManageInspirationArticle | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const collections = useQuery(articleCollectionsQuery());
  const [slug, setSlug] = useState(existing?.slug ?? '');
  const [day, setDay] = useState(existing?.published_on ?? today());
  const [titles, setTitles] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.title });
  const [intros, setIntros] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.intro });
  const [bodies, setBodies] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.body });
  const [featured, setFeatured] = useState<string[]>(existing?.collections ?? []);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const [dirty, setDirty] = useState(false);
  const save = useIdempotentMutation(
    () =>
      saveArticle(existing?.id ?? null, {
        slug,
        published_on: day,
        title: titles,
        intro: intros,
        body: bodies,
        collections: featured,
      }),
    { success: t('articles.saved'), failure: t('articles.saveFailed') },
    {
      invalidate: [manageArticlesKey],
      onSuccess: onClose,
      onError: (error) => setErrors(error instanceof HttpError ? error.fieldErrors : undefined),
    },
  );
  // The picture goes up on its own, at once: it is the article's whatever the texts become.
  const [image, setImage] = useState(existing?.image ?? null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The chosen file is let go after each try, so the same file can be chosen again.
  const resetFile = useRef<() => void>(null);
  const upload = useIdempotentMutation(
    (file: File) => uploadArticleImage(existing?.id ?? 0, file),
    { success: t('articles.imageSaved') },
    {
      invalidate: [manageArticlesKey],
      onSuccess: (answer) => {
        setImage(answer.image);
        setImageError(null);
      },
      onError: (error) => setImageError(apiMessage(error) ?? t('articles.imageFailed')),
    },
  );
  const first = (field: string) => errors?.[field]?.[0];
  const touched =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDirty(true);
      set(value);
    };
  const missing = articleMissingForPublish({ title: titles, intro: intros, body: bodies });
  // The catalogue's collections, and any featured code it no longer has (so it can be taken out).
  const known = collections.data ?? [];
  const options = [
    ...known.map((collection) => ({
      value: collection.code,
      label: `${collection.name} (${collection.code})`,
    })),
    ...featured
      .filter((code) => !known.some((collection) => collection.code === code))
      .map((code) => ({ value: code, label: code })),
  ];
  const collectionError =
    first('collections') ??
    featured.map((_code, index) => first(`collections.${index}`)).find(Boolean) ??
    (collections.isError ? t('articles.collectionsFailed') : undefined);

  return (
    <DialogFrame
      opened
      title={existing ? t('articles.editTitle', { title: existing.slug }) : t('articles.newTitle')}
      onClose={onClose}
      onConfirm={() => save.mutate(undefined)}
      confirmLabel={t('articles.save')}
      busy={save.isPending}
      dirty={dirty}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {existing?.state === 'published'
            ? t('articles.editPublishedHelp')
            : t('articles.draftHelp')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('articles.slug')}
            description={t('articles.slugHelp')}
            value={slug}
            required
            maxLength={ARTICLE_SLUG_MAX}
            error={first('slug')}
            onChange={(event) => touched(setSlug)(event.currentTarget.value)}
          />
          <DayInput
            label={t('articles.date')}
            value={day}
            required
            error={first('published_on')}
            onChange={touched(setDay)}
          />
        </Group>
        <LocaleTabs
          label={t('articles.titleField')}
          field="title"
          values={titles}
          onChange={touched(setTitles)}
          errors={errors}
          maxLength={ARTICLE_TITLE_MAX}
        />
        <LocaleTabs
          label={t('articles.introField')}
          field="intro"
          values={intros}
          onChange={touched(setIntros)}
          errors={errors}
          multiline
          maxLength={ARTICLE_INTRO_MAX}
        />
        <LocaleTabs
          label={t('articles.body')}
          field="body"
          values={bodies}
          onChange={touched(setBodies)}
          errors={errors}
          multiline
          maxLength={ARTICLE_BODY_MAX}
        />
        <Text size="xs" c="dimmed">
          {t('articles.bodyHelp')}
        </Text>
        <MultiSelect
          label={t('articles.collections')}
          description={t('articles.collectionsHelp')}
          placeholder={collections.isPending ? t('articles.collectionsLoading') : undefined}
          data={options}
          value={featured}
          onChange={touched(setFeatured)}
          searchable
          clearable
          maxValues={ARTICLE_COLLECTIONS_MAX}
          nothingFoundMessage={t('articles.collectionsNone')}
          error={collectionError}
        />
        {existing ? (
          <Group align="flex-end" gap="md" wrap="wrap">
            {image ? (
              <Image
                src={image}
                alt={t('articles.imageAlt')}
                w={160}
                h={100}
                fit="cover"
                radius="sm"
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('articles.noImage')}
              </Text>
            )}
            <FileInput
              label={t('articles.image')}
              description={t('articles.imageHelp')}
              placeholder={t('articles.imageChoose')}
              accept={ARTICLE_IMAGE_TYPES.join(',')}
              leftSection={<IconPhoto size={16} aria-hidden />}
              value={null}
              resetRef={resetFile}
              onChange={(file) => {
                if (file) void upload.run(file).finally(() => resetFile.current?.());
              }}
              disabled={upload.busy}
              error={imageError}
              w={280}
            />
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('articles.imageAfterSave')}
          </Text>
        )}
        <Text size="sm" c={missing.length === 0 ? 'teal' : 'orange'} role="status">
          {missing.length === 0
            ? t('articles.readyToPublish')
            : t('articles.publishWaits', { count: missing.length })}
        </Text>
      </Stack>
    </DialogFrame>
  );
}
