// Integration keys per production site and partner keys per retail chain (back office, permission
// `integrationKeys`): each owner's keys with when they were made and last used; a new key is shown
// once in a dialog with a copy button, and a key is revoked after a confirmation. Sites and chains
// are sections of one kind.
import {
  formatMoment,
  type IntegrationKey,
  type PartnerChain,
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
  createPartnerKey,
  integrationKeysKey,
  integrationKeysQuery,
  partnerChainsKey,
  partnerChainsQuery,
  revokeIntegrationKey,
  revokePartnerKey,
} from '../../api/manage-content';
import { ConfirmDialog, DialogFrame } from '../../components/confirm-dialog';
import { LayeredModal } from '../../components/layered-modal';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { currentLocale } from '../../lib/i18n';

/** What a key section lists of a key, whoever owns it. */
type ListedKey = Pick<
  IntegrationKey,
  'id' | 'label' | 'prefix' | 'created_at' | 'last_used_at' | 'revoked_at'
>;

/** Whose key is made or revoked: a production site's or a retail chain's. */
type Owner = { kind: 'site'; site: ProductionSite } | { kind: 'chain'; chain: PartnerChain };

const ownerName = (owner: Owner) => (owner.kind === 'site' ? owner.site : owner.chain.name);

function ShownOnce({
  created,
  onClose,
}: {
  created: { key: string; owner: Owner };
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  return (
    <LayeredModal opened onClose={onClose} title={t('keys.shownTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t(created.owner.kind === 'site' ? 'keys.shownOnce' : 'keys.shownOnceChain')}
        </Text>
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

function KeySection({
  id,
  title,
  description,
  keys,
  onCreate,
  onRevoke,
}: {
  id: string;
  title: string;
  description?: string;
  keys: ListedKey[];
  onCreate: () => void;
  onRevoke: (key: ListedKey) => void;
}) {
  const { t } = useTranslation('manageContent');
  const locale = currentLocale();
  const when = (iso: string | null) => (iso ? formatMoment(iso, locale) : t('keys.never'));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="h4" id={id}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={onCreate}
          style={{ flexShrink: 0 }}
        >
          {t('keys.create')}
        </Button>
      </Group>
      {keys.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('keys.empty')}
        </Text>
      ) : (
        // On a phone each key is a card: its state and its revoke button never out of sight.
        <StackingTable minWidth={640} aria-labelledby={id}>
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
  const chains = useQuery(partnerChainsQuery());
  const [creating, setCreating] = useState<Owner | null>(null);
  const [label, setLabel] = useState('');
  const [created, setCreated] = useState<{ key: string; owner: Owner } | null>(null);
  const [revoking, setRevoking] = useState<{ key: ListedKey; owner: Owner } | null>(null);
  const create = useIdempotentMutation(
    async ({ owner, label }: { owner: Owner; label: string }) => ({
      owner,
      key: (owner.kind === 'site'
        ? await createIntegrationKey({ site: owner.site, label })
        : await createPartnerKey(owner.chain.id, { label })
      ).key,
    }),
    { failure: t('keys.createFailed') },
    {
      invalidate: [integrationKeysKey, partnerChainsKey],
      onSuccess: (answer) => {
        setCreating(null);
        setLabel('');
        setCreated(answer);
      },
    },
  );
  const revoke = useIdempotentMutation(
    ({ key, owner }: { key: ListedKey; owner: Owner }): Promise<ListedKey> =>
      owner.kind === 'site' ? revokeIntegrationKey(key.id) : revokePartnerKey(key.id),
    { success: t('keys.revoked'), failure: t('keys.revokeFailed') },
    { invalidate: [integrationKeysKey, partnerChainsKey], onSuccess: () => setRevoking(null) },
  );

  let sites: React.ReactNode;
  if (keys.isPending) sites = <LoadingState />;
  else if (keys.isError) {
    sites = (
      <ErrorState
        error={keys.error}
        message={t('keys.failed')}
        onRetry={() => void keys.refetch()}
      />
    );
  } else {
    sites = PRODUCTION_SITES.map((site) => (
      <KeySection
        key={site}
        id={`site-${site}`}
        title={site}
        keys={keys.data.filter((key) => key.site === site)}
        onCreate={() => setCreating({ kind: 'site', site })}
        onRevoke={(key) => setRevoking({ key, owner: { kind: 'site', site } })}
      />
    ));
  }
  let partners: React.ReactNode;
  if (chains.isPending) partners = <LoadingState />;
  else if (chains.isError) {
    partners = (
      <ErrorState
        error={chains.error}
        message={t('keys.failed')}
        onRetry={() => void chains.refetch()}
      />
    );
  } else if (chains.data.length === 0) {
    partners = (
      <Text size="sm" c="dimmed">
        {t('keys.noChains')}
      </Text>
    );
  } else {
    partners = chains.data.map((chain) => (
      <KeySection
        key={chain.id}
        id={`chain-${chain.id}`}
        title={chain.name}
        description={t('keys.stores', {
          stores: chain.stores.map((store) => `${store.number} ${store.name}`).join(', '),
        })}
        keys={chain.keys}
        onCreate={() => setCreating({ kind: 'chain', chain })}
        onRevoke={(key) => setRevoking({ key, owner: { kind: 'chain', chain } })}
      />
    ));
  }

  return (
    <>
      <PageHeader title={title} description={t('keys.intro')} />
      <Stack gap="lg">
        {sites}
        <Stack gap="xs" component="section" aria-labelledby="partner-chains">
          <Title order={2} fz="h3" id="partner-chains">
            {t('keys.chains')}
          </Title>
          <Text size="sm">{t('keys.chainsIntro')}</Text>
        </Stack>
        {partners}
      </Stack>
      <DialogFrame
        opened={creating !== null}
        title={t('keys.createTitle', { site: creating ? ownerName(creating) : '' })}
        onClose={() => setCreating(null)}
        onConfirm={() => creating && create.mutate({ owner: creating, label: label.trim() })}
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
        body={
          revoking?.owner.kind === 'chain'
            ? t('keys.revokeChainBody', {
                chain: revoking.owner.chain.name,
                prefix: revoking.key.prefix,
              })
            : t('keys.revokeBody', {
                site: revoking ? ownerName(revoking.owner) : '',
                prefix: revoking?.key.prefix ?? '',
              })
        }
        confirmLabel={t('keys.revoke')}
        danger
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </>
  );
}
