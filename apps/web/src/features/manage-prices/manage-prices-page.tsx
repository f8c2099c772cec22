// The back office's price lists (`/manage/price-lists`): each list with its versions, the CSV of
// the list in force to start from, an upload with its line errors, the difference of a version
// against the list in force, and its schedule (docs/price-lists.md, decision 089).
import type {
  ManagedPriceList,
  PriceListVersion,
  PriceListVersionDifference,
} from '@atelier/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  cancelVersion,
  fetchCurrentCsv,
  managePricesKey,
  priceListsQuery,
  versionDifferenceQuery,
} from '../../api/manage-prices';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { DifferenceView } from './difference-view';
import { ScheduleDialog } from './schedule-dialog';
import { UploadPanel } from './upload-panel';
import { VersionsTable } from './versions-table';

export default function ManagePricesPage() {
  const { t } = useTranslation('managePrices');
  const lists = useQuery(priceListsQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('intro')} />
      {lists.isPending ? <LoadingState /> : null}
      {lists.isError ? (
        <ErrorState message={t('failed')} onRetry={() => void lists.refetch()} />
      ) : null}
      {lists.data?.results.map((list) => (
        <PriceListCard key={list.id} list={list} />
      ))}
    </Stack>
  );
}

async function saveCsv(listId: string) {
  const blob = await fetchCurrentCsv(listId);
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = `${listId}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}

function PriceListCard({ list }: { list: ManagedPriceList }) {
  const { t } = useTranslation('managePrices');
  const [uploaded, setUploaded] = useState<PriceListVersionDifference | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  const [scheduling, setScheduling] = useState<PriceListVersion | null>(null);
  const [cancelling, setCancelling] = useState<PriceListVersion | null>(null);
  const [downloading, setDownloading] = useState(false);
  const asked = useQuery({
    ...versionDifferenceQuery(list.id, shownId ?? 0),
    enabled: shownId !== null && uploaded?.version.id !== shownId,
  });
  const difference = uploaded?.version.id === shownId ? uploaded : (asked.data ?? null);
  const cancel = useIdempotentMutation(
    (version: PriceListVersion, key: string) => cancelVersion(list.id, version.id, key),
    {
      success: (answer) => t('cancel.done', { id: answer.id }),
      failure: t('cancel.failed'),
    },
    { invalidate: [managePricesKey], onSuccess: () => setCancelling(null) },
  );
  const download = async () => {
    setDownloading(true);
    try {
      await saveCsv(list.id);
    } catch {
      notifications.show({ color: 'red', message: t('downloadFailed') });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              {list.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('debtors', { count: list.debtors })}
            </Text>
          </Stack>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
            loading={downloading}
          >
            {t('download')}
          </Button>
        </Group>
        <VersionsTable
          list={list}
          onDifference={(version) => setShownId(version.id)}
          onSchedule={setScheduling}
          onCancel={setCancelling}
        />
        <UploadPanel
          listId={list.id}
          onStored={(answer) => {
            setUploaded(answer);
            setShownId(answer.version.id);
          }}
        />
        {shownId !== null && asked.isError ? <ErrorState message={t('difference.failed')} /> : null}
        {difference ? (
          <Stack gap="sm">
            <DifferenceView difference={difference} />
            <Group gap="sm">
              {difference.version.state === 'draft' ? (
                <Button onClick={() => setScheduling(difference.version)}>
                  {t('actions.schedule')}
                </Button>
              ) : null}
              <Button variant="default" onClick={() => setShownId(null)}>
                {t('difference.close')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
      {scheduling ? (
        <ScheduleDialog
          listId={list.id}
          versionId={scheduling.id}
          today={new Date().toISOString().slice(0, 10)}
          onClose={() => {
            setScheduling(null);
            setUploaded(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('cancel.title', { id: cancelling?.id ?? 0 })}
        body={t('cancel.body')}
        confirmLabel={t('cancel.confirm')}
        onClose={() => setCancelling(null)}
        onConfirm={() => cancelling && void cancel.run(cancelling)}
        busy={cancel.busy}
        danger
      />
    </Card>
  );
}
