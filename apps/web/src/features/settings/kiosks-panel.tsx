// The kiosks paired to the dealer's shop: each with its state and when it was paired and last
// seen; pair a new one (a name, then the one-time code large with its expiry), a new code for a
// kiosk that has not paired yet, and revoke (asked first): the tablet falls back to its pairing
// screen.
import { type KioskPairingAnswer, kioskCreateSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceTablet, IconKey, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Kiosk, useKioskActions, useKiosks } from '../../api/shop-settings';
import { ConfirmDialog, DialogFrame } from '../../components/confirm-dialog';
import { useFieldError } from '../../components/field-error';
import { LayeredModal } from '../../components/layered-modal';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';

const STATE_COLOUR = { pairing: 'blue', paired: 'teal', expired: 'gray', revoked: 'red' } as const;

function when(value: string | null): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

export function KiosksPanel() {
  const { t } = useTranslation(['shop', 'common']);
  const kiosks = useKiosks();
  const actions = useKioskActions();
  const [naming, setNaming] = useState(false);
  const [code, setCode] = useState<KioskPairingAnswer | null>(null);
  const [revoking, setRevoking] = useState<Kiosk | null>(null);
  const failed = () =>
    notifications.show({
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      color: 'red',
      message: t('kiosks.failed'),
    });

  let body: React.ReactNode;
  if (kiosks.isPending) body = <LoadingState />;
  else if (kiosks.isError) {
    body = <ErrorState error={kiosks.error} onRetry={() => void kiosks.refetch()} />;
  } else if (kiosks.data.length === 0) body = <EmptyState>{t('kiosks.empty')}</EmptyState>;
  else {
    body = (
      <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('kiosks.name')}</Table.Th>
              <Table.Th>{t('kiosks.state')}</Table.Th>
              <Table.Th>{t('kiosks.paired')}</Table.Th>
              <Table.Th>{t('kiosks.lastSeen')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('kiosks.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kiosks.data.map((kiosk) => (
              <Table.Tr key={kiosk.id}>
                <Table.Td>{kiosk.name}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOUR[kiosk.state]} variant="light">
                    {t(`kiosks.states.${kiosk.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{when(kiosk.paired_at)}</Table.Td>
                <Table.Td>{when(kiosk.last_seen_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {kiosk.state === 'pairing' || kiosk.state === 'expired' ? (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconKey size={14} aria-hidden />}
                        loading={
                          actions.newCode.isPending && actions.newCode.variables === kiosk.id
                        }
                        aria-label={t('kiosks.newCodeFor', { name: kiosk.name })}
                        onClick={() =>
                          actions.newCode.mutate(kiosk.id, { onSuccess: setCode, onError: failed })
                        }
                      >
                        {t('kiosks.newCode')}
                      </Button>
                    ) : null}
                    {kiosk.state !== 'revoked' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        c="red.9"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={t('kiosks.revokeFor', { name: kiosk.name })}
                        onClick={() => setRevoking(kiosk)}
                      >
                        {t('kiosks.revoke')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="shop-kiosks">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="shop-kiosks">
          {t('kiosks.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNaming(true)}>
          {t('kiosks.pair')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('kiosks.intro')}
      </Text>
      {body}
      <NameDialog
        opened={naming}
        onClose={() => setNaming(false)}
        onPaired={(answer) => {
          setNaming(false);
          setCode(answer);
        }}
      />
      <LayeredModal
        opened={code !== null}
        onClose={() => setCode(null)}
        title={t('kiosks.codeTitle', { name: code?.kiosk.name ?? '' })}
        centered
      >
        {code ? (
          <Stack gap="md" align="center">
            <IconDeviceTablet size={40} aria-hidden />
            <Text size="sm" ta="center">
              {t('kiosks.codeHelp')}
            </Text>
            <Text
              ff="monospace"
              fw={700}
              fz={40}
              style={{ letterSpacing: '0.15em' }}
              data-testid="pairing-code"
            >
              {code.pairing_code}
            </Text>
            <Text size="sm" c="dimmed">
              {t('kiosks.codeExpires', { time: when(code.expires_at) })}
            </Text>
            <Button onClick={() => setCode(null)}>{t('kiosks.done')}</Button>
          </Stack>
        ) : null}
      </LayeredModal>
      <ConfirmDialog
        opened={revoking !== null}
        title={t('kiosks.revokeTitle', { name: revoking?.name ?? '' })}
        body={t('kiosks.revokeBody')}
        confirmLabel={t('kiosks.revoke')}
        danger
        busy={actions.revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          actions.revoke.mutate(revoking.id, {
            onSuccess: () => setRevoking(null),
            onError: failed,
          })
        }
      />
    </Stack>
  );
}

function NameDialog({
  opened,
  onClose,
  onPaired,
}: {
  opened: boolean;
  onClose: () => void;
  onPaired: (answer: KioskPairingAnswer) => void;
}) {
  const { t } = useTranslation('shop');
  const fieldError = useFieldError('shop');
  const { create } = useKioskActions();
  const form = useForm<{ name: string }>({
    resolver: zodResolver(kioskCreateSchema),
    defaultValues: { name: '' },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const confirm = form.handleSubmit((values) =>
    create.mutate(values.name, {
      onSuccess: (answer) => {
        form.reset();
        onPaired(answer);
      },
      onError: () => form.setError('name', { type: 'server', message: t('kiosks.failed') }),
    }),
  );
  return (
    <DialogFrame
      opened={opened}
      title={t('kiosks.pairTitle')}
      onClose={close}
      onConfirm={() => void confirm()}
      confirmLabel={t('kiosks.pairConfirm')}
      busy={create.isPending}
    >
      <TextInput
        label={t('kiosks.name')}
        description={t('kiosks.nameHelp')}
        data-autofocus
        {...form.register('name')}
        error={fieldError(form.formState.errors.name, { min: 2, max: 60 })}
        required
      />
    </DialogFrame>
  );
}
