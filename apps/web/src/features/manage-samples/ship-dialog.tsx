// Marking a sample request shipped: the carrier's tracking reference, checked by the domain's
// contract (`sampleShipBodySchema`), its field message from the API when it refuses.
import { type SamplePickRequest, sampleShipBodySchema } from '@atelier/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageSamplesKey, shipSampleRequest } from '../../api/manage-samples';
import { samplesKey } from '../../api/samples';
import { LayeredModal } from '../../components/layered-modal';
import { HttpError } from '../../lib/fetch-json';

export function ShipDialog({
  request,
  onClose,
}: {
  request: SamplePickRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['manageSamples', 'validation']);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ship = useIdempotentMutation(
    (values: { id: number; reference: string }) => shipSampleRequest(values.id, values.reference),
    {
      success: (answer) => t('ship.done', { reference: answer.tracking_reference }),
      failure: t('ship.failed'),
    },
    { invalidate: [manageSamplesKey, samplesKey] },
  );
  const close = () => {
    setReference('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const parsed = sampleShipBodySchema.safeParse({ tracking_reference: reference });
    if (!parsed.success) {
      const code = parsed.error.issues[0]?.message ?? 'required';
      setError(t(`validation:${code}`, { min: 3, max: 64 }));
      return;
    }
    setError(null);
    try {
      const answer = await ship.mutateAsync({ id: request.id, reference });
      if (answer) close();
    } catch (failure) {
      const messages =
        failure instanceof HttpError ? failure.fieldErrors?.tracking_reference : undefined;
      if (messages?.[0]) setError(messages[0]);
    }
  };
  return (
    <LayeredModal
      opened={request !== null}
      onClose={close}
      title={t('ship.title')}
      dirty={reference !== ''}
      centered
    >
      {request ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {t('ship.body', {
                id: request.id,
                debtor: request.debtor_name,
                city: request.address.city,
              })}
            </Text>
            <TextInput
              label={t('ship.reference')}
              value={reference}
              onChange={(event) => setReference(event.currentTarget.value)}
              required
              withAsterisk
              data-autofocus
              autoComplete="off"
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('ship.cancel')}
              </Button>
              <Button type="submit" loading={ship.isPending}>
                {t('ship.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </LayeredModal>
  );
}
