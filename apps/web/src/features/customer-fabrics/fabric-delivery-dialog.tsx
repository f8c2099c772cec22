// How a dealer's own fabric comes to the factory (decision 093): what was announced, with its
// state, and a form to announce it again: with our driver (picked up on a delivery day from the
// date given), by parcel service, or sent by the supplier. The rules are the domain's.
import {
  type CustomerFabricAnswer,
  FABRIC_DELIVERY_CHOICES,
  FABRIC_DELIVERY_NOTE_MAX,
  type FabricDeliveryAnswer,
  type FabricDeliveryBody,
  fabricDeliveryBodySchema,
  fabricDeliveryDateIssue,
  formatDay,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  announceFabricDelivery,
  customerFabricsKey,
  useFabricDeliveries,
  withdrawFabricDelivery,
} from '../../api/customer-fabrics';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { DayInput } from '../../components/day-input';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { LayeredModal } from '../../components/layered-modal';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { HttpError } from '../../lib/fetch-json';
import { currentLocale } from '../../lib/i18n';

const FIELDS = ['delivery', 'date', 'note'] as const;

/** Today in the manufacturer's calendar as the browser knows it; the API judges again. */
const today = () => new Date().toISOString().slice(0, 10);

function Announcement({
  announcement,
  onWithdraw,
  busy,
}: {
  announcement: FabricDeliveryAnswer;
  onWithdraw: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation(['customerFabrics', 'enums']);
  const locale = currentLocale();
  const day = formatDay(announcement.date, locale);
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {t(`enums:fabricDelivery.${announcement.delivery}`)}
            </Text>
            <Text size="sm">{t(`deliveries.dateOf.${announcement.delivery}`, { date: day })}</Text>
          </Group>
          {announcement.note ? (
            <Text size="sm" c="dimmed">
              {announcement.note}
            </Text>
          ) : null}
        </Stack>
        {announcement.collected_at ? (
          <Badge color="teal" variant="light" tt="none">
            {t('deliveries.collected', {
              date: formatDay(announcement.collected_at, locale),
              name: announcement.handed_over_by ?? '',
            })}
          </Badge>
        ) : (
          <Group gap="xs">
            <Badge color="blue" variant="light" tt="none">
              {t('deliveries.announcedState')}
            </Badge>
            {announcement.cancellable ? (
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconX size={14} aria-hidden color="var(--mantine-color-red-7)" />}
                loading={busy}
                onClick={onWithdraw}
                aria-label={t('deliveries.withdrawLabel', { date: day })}
              >
                {t('deliveries.withdraw')}
              </Button>
            ) : null}
          </Group>
        )}
      </Group>
    </Paper>
  );
}

export function FabricDeliveryDialog({
  fabric,
  onClose,
}: {
  fabric: CustomerFabricAnswer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['customerFabrics', 'enums', 'rules']);
  const fieldError = useFieldError();
  const listId = useId();
  const uuid = fabric?.fabric_uuid ?? null;
  const deliveries = useFabricDeliveries(uuid);
  const form = useForm<FabricDeliveryBody>({
    resolver: zodResolver(fabricDeliveryBodySchema),
    defaultValues: { delivery: 'driver', date: today(), note: '' },
  });
  const announce = useIdempotentMutation(
    (body: FabricDeliveryBody, key: string) => announceFabricDelivery(uuid ?? '', body, key),
    {
      success: t('deliveries.announced', { name: fabric?.name ?? '' }),
      failure: t('deliveries.announceFailed'),
    },
    {
      invalidate: [[...customerFabricsKey, 'deliveries']],
      onSuccess: () => form.reset({ delivery: 'driver', date: today(), note: '' }),
      onError: (error) => {
        if (error instanceof HttpError) {
          applyFieldErrors(error.fieldErrors, FIELDS, form.setError);
        }
      },
    },
  );
  const withdraw = useIdempotentMutation(
    (id: number) => withdrawFabricDelivery(uuid ?? '', id),
    { success: t('deliveries.withdrawn'), failure: t('deliveries.withdrawFailed') },
    { invalidate: [[...customerFabricsKey, 'deliveries']] },
  );
  const delivery = form.watch('delivery');
  const submit = form.handleSubmit((values) => {
    const dateIssue = fabricDeliveryDateIssue(values.date, today());
    if (dateIssue) {
      form.setError('date', {
        type: 'rule',
        message: t(`rules:${dateIssue.code}`, {
          min: formatDay(String(dateIssue.params.min ?? ''), currentLocale()),
          max: formatDay(String(dateIssue.params.max ?? ''), currentLocale()),
        }),
      });
      return;
    }
    void announce.run(values);
  });
  const close = () => {
    form.reset({ delivery: 'driver', date: today(), note: '' });
    onClose();
  };

  let list: React.ReactNode;
  if (deliveries.isPending) list = <LoadingState />;
  else if (deliveries.isError) {
    list = (
      <ErrorState message={t('deliveries.failed')} onRetry={() => void deliveries.refetch()} />
    );
  } else if (deliveries.data.results.length === 0) {
    list = <EmptyState>{t('deliveries.none')}</EmptyState>;
  } else {
    list = (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={listId}
      >
        {deliveries.data.results.map((row) => (
          <Announcement
            key={row.id}
            announcement={row}
            busy={withdraw.busy && withdraw.variables === row.id}
            onWithdraw={() => void withdraw.run(row.id)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <LayeredModal
      opened={fabric !== null}
      onClose={close}
      title={t('deliveries.title', { name: fabric?.name ?? '' })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      size="lg"
      dirty={form.formState.isDirty}
    >
      <Stack gap="md">
        <Text size="sm">{t('deliveries.intro')}</Text>
        <Title order={3} size="h5" id={listId}>
          {t('deliveries.listTitle')}
        </Title>
        {list}
        <Divider />
        <form onSubmit={submit} noValidate aria-label={t('deliveries.formTitle')}>
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('deliveries.formTitle')}
            </Title>
            <Controller
              control={form.control}
              name="delivery"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label={t('deliveries.how')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError(fieldState.error)}
                  required
                >
                  <Stack gap="xs" mt="xs">
                    {FABRIC_DELIVERY_CHOICES.map((choice) => (
                      <Radio
                        key={choice}
                        value={choice}
                        label={t(`enums:fabricDelivery.${choice}`)}
                        description={t(`deliveries.hints.${choice}`)}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            <Controller
              control={form.control}
              name="date"
              render={({ field, fieldState }) => (
                <DayInput
                  label={t(`deliveries.dateLabel.${delivery}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  minDate={today()}
                  required
                  error={fieldError(fieldState.error)}
                  w={300}
                />
              )}
            />
            <Textarea
              {...form.register('note')}
              label={t('deliveries.note')}
              description={t('deliveries.noteHint')}
              autosize
              minRows={2}
              maxRows={4}
              error={fieldError(form.formState.errors.note, { max: FABRIC_DELIVERY_NOTE_MAX })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('deliveries.close')}
              </Button>
              <Button type="submit" loading={announce.busy}>
                {t('deliveries.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </LayeredModal>
  );
}
