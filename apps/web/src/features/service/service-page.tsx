// The service page (portal §2 "service"): one section per item of the account's service group,
// each the target of its sidebar entry's hash; documents download, videos play with captions.
import { type Download, formatFileSize, type ServiceItem } from '@atelier/domain';
import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { saveDownload, useBlobUrl, useDownloads } from '../../api/downloads';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';

function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function DocumentRow({ item }: { item: Download }) {
  const { t, i18n } = useTranslation('support');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await saveDownload(item.file_url, item.file_name);
    } catch {
      notifications.show({
        closeButtonProps: { 'aria-label': t('common:actions.close') },
        color: 'red',
        message: t('service.failed'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap">
        <IconFileTypePdf size={28} stroke={1.4} aria-hidden color="var(--mantine-color-red-7)" />
        <div>
          <Text fw={500} size="sm">
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t('service.details', {
              language: languageName(item.language, i18n.language),
              size: formatFileSize(item.size, currentLocale()),
            })}
          </Text>
        </div>
      </Group>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={t('service.downloadOne', { title: item.title })}
        loading={busy}
        onClick={() => void save()}
      >
        {t('service.download')}
      </Button>
    </Group>
  );
}

function CaptionTrack({
  url,
  language,
  isDefault,
}: {
  url: string;
  language: string;
  isDefault: boolean;
}) {
  const { i18n } = useTranslation();
  const { src } = useBlobUrl(url);
  if (!src) return null;
  return (
    <track
      kind="captions"
      src={src}
      srcLang={language}
      label={languageName(language, i18n.language)}
      default={isDefault}
    />
  );
}

function VideoCard({ item }: { item: Download }) {
  const { t, i18n } = useTranslation('support');
  const video = useBlobUrl(item.file_url);
  const preferred =
    item.captions.find((c) => c.language === i18n.language) ??
    item.captions.find((c) => c.language === 'en') ??
    item.captions[0];
  const element = useRef<HTMLVideoElement>(null);
  // One caption track shows: the user's language (a track added as default earlier, before the
  // language was known, would otherwise stay on as well).
  useEffect(() => {
    const tracks = element.current?.textTracks;
    if (!tracks) return undefined;
    const choose = () => {
      for (const track of Array.from(tracks)) {
        const mode = track.language === preferred?.language ? 'showing' : 'disabled';
        if (track.mode !== mode) track.mode = mode;
      }
    };
    choose();
    // The browser also picks tracks by itself as they load: keep to ours.
    tracks.addEventListener('addtrack', choose);
    tracks.addEventListener('change', choose);
    return () => {
      tracks.removeEventListener('addtrack', choose);
      tracks.removeEventListener('change', choose);
    };
  }, [preferred?.language]);
  return (
    <Card withBorder radius="md" padding="sm" component="figure" m={0}>
      {video.failed ? (
        <Text c="red" size="sm">
          {t('service.videoFailed')}
        </Text>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: the caption tracks arrive as blob addresses below
        <video
          ref={element}
          controls
          preload="metadata"
          src={video.src ?? undefined}
          style={{ width: '100%', borderRadius: 6, background: '#f6f1ee', aspectRatio: '16 / 9' }}
          aria-label={item.title}
          data-testid={`video-${item.id}`}
        >
          {item.captions.map((caption) => (
            <CaptionTrack
              key={caption.language}
              url={caption.url}
              language={caption.language}
              isDefault={caption === preferred}
            />
          ))}
        </video>
      )}
      <Text component="figcaption" fw={500} size="sm" mt="xs">
        {item.title}
      </Text>
    </Card>
  );
}

function Section({ item, downloads }: { item: ServiceItem; downloads: Download[] }) {
  const { t } = useTranslation(['support', 'shell']);
  const mine = downloads.filter((download) => download.category === item);
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      id={item}
      component="section"
      aria-labelledby={`${item}-title`}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="xs">
        <Title order={2} fz="h4" id={`${item}-title`}>
          {t(`shell:nav.service.${item}`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`service.sections.${item}`)}
        </Text>
        {mine.length === 0 ? (
          <Text size="sm">{t('service.empty')}</Text>
        ) : item === 'videos' ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {mine.map((download) => (
              <VideoCard key={download.id} item={download} />
            ))}
          </SimpleGrid>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {mine.map((download) => (
              <DocumentRow key={download.id} item={download} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function ServicePage() {
  const { t } = useTranslation('support');
  const title = useRouteTitle();
  const downloads = useDownloads();
  const { hash } = useLocation();
  // The sidebar's entries link to a section's hash: bring it into view once it is drawn.
  useEffect(() => {
    if (!downloads.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [downloads.data, hash]);
  let body: React.ReactNode;
  if (downloads.isPending) body = <LoadingState />;
  else if (downloads.isError) {
    body = <ErrorState error={downloads.error} onRetry={() => void downloads.refetch()} />;
  } else {
    body = (
      <Stack gap="md">
        {downloads.data.items.map((item) => (
          <Section key={item} item={item} downloads={downloads.data.results} />
        ))}
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={title} description={t('service.intro')} />
      {body}
    </>
  );
}
