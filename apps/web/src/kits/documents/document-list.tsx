// An order's documents with a button to open each (a new tab) and one to save it, shared by the
// documents page and the confirm dialog. A document made in the background says so while it waits.
import {
  AVAILABLE_REPORTS,
  type AvailableReport,
  type DocumentKind,
  type OrderType,
  orderHasDocuments,
} from '@atelier/domain';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFiles, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deliverDocument, fetchDocument, useOrderDocuments } from '../../api/documents';
import { useAccountSettings } from '../../api/settings';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useLabelled } from '../../components/use-labelled';
import { HttpError } from '../../lib/http';

type Busy = { report: DocumentKind; mode: 'open' | 'download' } | null;

export function DocumentList({
  orderId,
  only,
}: {
  orderId: number;
  /** Show only these documents (the ones chosen when confirming). */
  only?: readonly DocumentKind[];
}) {
  const { t } = useTranslation('documents');
  const { labelled } = useLabelled();
  const documents = useOrderDocuments(orderId);
  const [busy, setBusy] = useState<Busy>(null);
  const [failed, setFailed] = useState<DocumentKind | null>(null);

  if (documents.isPending) return <LoadingState />;
  if (documents.isError) {
    const missing = documents.error instanceof HttpError && documents.error.status === 404;
    return (
      <ErrorState
        message={missing ? t('page.notFound') : t('page.failed', { document: t('page.title') })}
        onRetry={missing ? undefined : () => void documents.refetch()}
      />
    );
  }
  const list = documents.data.documents.filter((doc) => !only || only.includes(doc.report));
  if (list.length === 0) {
    return (
      <Text size="sm">
        {/* A type that has documents with some account's reports: this account prints none. */}
        {orderHasDocuments(documents.data.order_type, AVAILABLE_REPORTS)
          ? t('page.none')
          : t('page.noneYet')}
      </Text>
    );
  }

  const deliver = async (
    report: DocumentKind,
    url: string,
    fileName: string,
    mode: 'open' | 'download',
  ) => {
    setBusy({ report, mode });
    setFailed(null);
    try {
      deliverDocument(await fetchDocument(url), fileName, mode);
    } catch {
      setFailed(report);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      {list.map((doc) => {
        const name = t(`titles.${doc.report}`);
        const waiting = busy?.report === doc.report;
        return (
          <Paper key={doc.report} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="xs" wrap="nowrap">
                <IconFileTypePdf size={20} aria-hidden />
                <Stack gap={0}>
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {waiting ? t('page.preparing', { document: name }) : doc.file_name}
                  </Text>
                </Stack>
              </Group>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconExternalLink size={14} aria-hidden />}
                  loading={waiting && busy?.mode === 'open'}
                  disabled={busy !== null && !waiting}
                  aria-label={labelled(t('page.open'), name)}
                  onClick={() => void deliver(doc.report, doc.url, doc.file_name, 'open')}
                >
                  {t('page.open')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  loading={waiting && busy?.mode === 'download'}
                  disabled={busy !== null && !waiting}
                  aria-label={labelled(t('page.download'), name)}
                  onClick={() => void deliver(doc.report, doc.url, doc.file_name, 'download')}
                >
                  {t('page.download')}
                </Button>
              </Group>
            </Group>
            {failed === doc.report ? (
              <Alert color="red" mt="xs" role="alert">
                {t('page.failed', { document: name })}
              </Alert>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The three options of confirming (configurators §4), as far as the account has the reports. */
export function DocumentChoices({
  value,
  onChange,
}: {
  value: readonly AvailableReport[];
  onChange: (reports: AvailableReport[]) => void;
}) {
  const { t } = useTranslation('documents');
  const reports = useAccountSettings().data?.available_reports ?? [];
  if (reports.length === 0) return null;
  return (
    <Checkbox.Group
      label={t('confirm.options')}
      value={[...value]}
      onChange={(chosen) => onChange(chosen as AvailableReport[])}
    >
      <Stack gap={6} mt={6}>
        {reports.map((report) => (
          <Checkbox key={report} value={report} label={t(`confirm.${report}`)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** The way to an order's documents (its page), shown only for an order that has them (the domain's rule). */
export function DocumentsLink({
  orderId,
  orderType,
  variant = 'default',
}: {
  orderId: number;
  orderType: OrderType;
  variant?: 'default' | 'light';
}) {
  const { t } = useTranslation('documents');
  const reports = useAccountSettings().data?.available_reports ?? [];
  if (!orderHasDocuments(orderType, reports)) return null;
  return (
    <Button
      component={Link}
      to={`/account/documents/${orderId}`}
      variant={variant}
      leftSection={<IconFiles size={16} aria-hidden />}
    >
      {t('page.title')}
    </Button>
  );
}
