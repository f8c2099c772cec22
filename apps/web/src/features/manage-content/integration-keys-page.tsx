// Integration keys per production site (back office, permission `integrationKeys`): each site's
// keys with when they were made and last used; a new key is shown once in a dialog with a copy
// button, and a key is revoked after a confirmation.
import {
  type CreatedIntegrationKey,
  formatMoment,
  type IntegrationKey,
  PRODUCTION_SITES,
  type ProductionSite,
} from '@atelier/domain';
import {
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconKey, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  createIntegrationKey,
  integrationKeysKey,
  integrationKeysQuery,
  revokeIntegrationKey,
} from '../../api/manage-content';
import { ConfirmDialog, DialogFrame } from '../../components/confirm-dialog';
import { LayeredModal } from '../../components/layered-modal';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';

function ShownOnce({ created, onClose }: { created: CreatedIntegrationKey; onClose: () => void }) {
  const { t } = useTranslation('manageContent');
  return (
    <LayeredModal opened onClose={onClose} title={t('keys.shownTitle')} centered>
      <Stack gap="md">
        <Text size="sm">{t('keys.shownOnce')}</Text>
        <TextInput label={t('keys.key')} value={created.key} readOnly ff="monospace" />
        <Group justify="flex-end">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={<IconCopy size={16} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('keys.copied') : t('keys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('keys.done')}</Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}

function SiteKeys({
  site,
  keys,
  onCreate,
  onRevoke,
}: {
  site: ProductionSite;
  keys: IntegrationKey[];
  onCreate: () => void;
  onRevoke: (key: IntegrationKey) => void;
}) {
  const { t } = useTranslation('manageContent');
  const locale = currentLocale();
  const when = (iso: string | null) => (iso ? formatMoment(iso, locale) : t('keys.never'));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`site-${site}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4" id={`site-${site}`}>
          {site}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
          {t('keys.create')}
        </Button>
      </Group>
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('keys.empty')}
        </Text>
      ) : (
        // On a phone each key is a card: its state and its revoke button never out of sight.
        <StackingTable minWidth={640} aria-labelledby={`site-${site}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('keys.columns.label')}</Table.Th>
              <Table.Th>{t('keys.columns.prefix')}</Table.Th>
              <Table.Th>{t('keys.columns.created')}</Table.Th>
              <Table.Th>{t('keys.columns.lastUsed')}</Table.Th>
              <Table.Th>{t('keys.columns.state')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((key) => (
              <Table.Tr key={key.id}>
                <Table.Td {...stackCell(t('keys.columns.label'), 1)}>{key.label}</Table.Td>
                <Table.Td ff="monospace" {...stackCell(t('keys.columns.prefix'), 3)}>
                  {key.prefix}…
                </Table.Td>
                <Table.Td {...stackCell(t('keys.columns.created'), 4)}>
                  {when(key.created_at)}
                </Table.Td>
                <Table.Td {...stackCell(t('keys.columns.lastUsed'), 5)}>
                  {when(key.last_used_at)}
                </Table.Td>
                <Table.Td {...stackCell(t('keys.columns.state'), 2)}>
                  {key.revoked_at ? (
                    <Badge color="gray" variant="light">
                      {t('keys.revokedOn', { date: formatMoment(key.revoked_at, locale) })}
                    </Badge>
                  ) : (
                    <Badge color="teal" variant="light">
                      {t('keys.active')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right" {...stackCell(false, 6)}>
                  {key.revoked_at ? null : (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onRevoke(key)}
                      aria-label={t('common:labelled', {
                        label: t('keys.revoke'),
                        value: `${key.prefix}…`,
                      })}
                    >
                      {t('keys.revoke')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </StackingTable>
      )}
    </Paper>
  );
}

export function IntegrationKeysPage() {
  const { t } = useTranslation('manageContent');
  const title = useRouteTitle();
  const keys = useQuery(integrationKeysQuery());
  const [creating, setCreating] = useState<ProductionSite | null>(null);
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<CreatedIntegrationKey | null>(null);
  const [revoking, setRevoking] = useState<IntegrationKey | null>(null);
  const create = useIdempotentMutation(
    (body: { site: ProductionSite; label: string }) => createIntegrationKey(body),
    { failure: t('keys.createFailed') },
    {
      invalidate: [integrationKeysKey],
      onSuccess: (answer) => {
        setCreating(null);
        setLabel('');
        setCreated(answer);
      },
    },
  );
  const revoke = useIdempotentMutation(
    (key: IntegrationKey) => revokeIntegrationKey(key.id),
    { success: t('keys.revoked'), failure: t('keys.revokeFailed') },
    { invalidate: [integrationKeysKey], onSuccess: () => setRevoking(null) },
  );

  let body: React.ReactNode;
  if (keys.isPending) body = <LoadingState />;
  else if (keys.isError) {
    body = (
      <ErrorState
        error={keys.error}
        message={t('keys.failed')}
        onRetry={() => void keys.refetch()}
      />
    );
  } else {
    body = PRODUCTION_SITES.map((site) => (
      <SiteKeys
        key={site}
        site={site}
        keys={keys.data.filter((key) => key.site === site)}
        onCreate={() => setCreating(site)}
        onRevoke={setRevoking}
      />
    ));
  }

  return (
    <>
      <PageHeader title={title} description={t('keys.intro')} />
      <Stack gap="lg">{body}</Stack>
      <DialogFrame
        opened={creating !== null}
        title={t('keys.createTitle', { site: creating ?? '' })}
        onClose={() => setCreating(null)}
        onConfirm={() => creating && create.mutate({ site: creating, label: label.trim() })}
        confirmLabel={t('keys.createSubmit')}
        busy={create.isPending}
      >
        <TextInput
          label={t('keys.label')}
          value={label}
          maxLength={80}
          leftSection={<IconKey size={16} aria-hidden />}
          onChange={(event) => setLabel(event.currentTarget.value)}
          data-autofocus
        />
      </DialogFrame>
      {created ? <ShownOnce created={created} onClose={() => setCreated(null)} /> : null}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('keys.revokeTitle')}
        body={t('keys.revokeBody', { site: revoking?.site ?? '', prefix: revoking?.prefix ?? '' })}
        confirmLabel={t('keys.revoke')}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </>
  );
}
