// One return in full, with its photos fetched under the session (they are the shop's only).
import {
  addressLine,
  formatDay,
  MAX_RMA_PHOTOS,
  type Rma,
  type RmaPhoto,
  rmaAcceptsPhotos,
} from '@atelier/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '../../api/api-message';
import { newIdempotencyKey } from '../../api/orders';
import { useAddReturnPhotos, usePhotoUrl, useReturn } from '../../api/rma';
import { LayeredModal } from '../../components/layered-modal';
import { stateBadge } from '../../kits/returns/state-color';
import { DeskDecision } from './desk-decision';
import { PhotoPicker } from './photo-picker';

/** More photos for a return the manufacturer has not received yet. */
function AddPhotos({ rma, onAdded }: { rma: Rma; onAdded: (rma: Rma) => void }) {
  const { t } = useTranslation(['returns', 'common']);
  const [photos, setPhotos] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useAddReturnPhotos();
  const key = useRef<string | null>(null);
  const submit = () => {
    key.current ??= newIdempotencyKey();
    setFailure(null);
    send.mutate(
      { orderNumber: rma.order_number, photos, key: key.current },
      {
        onSuccess: (updated) => {
          key.current = null;
          setPhotos([]);
          notifications.show({
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            color: 'teal',
            message: t('alerts.photosAdded', { number: updated.rma_number }),
          });
          onAdded(updated);
        },
        onError: (error) => {
          setFailure(apiMessage(error) ?? t('alerts.failed'));
        },
      },
    );
  };
  return (
    <Stack gap="xs">
      <PhotoPicker
        photos={photos}
        stored={rma.photos.length}
        heading={false}
        onChange={(next) => {
          setPhotos(next);
          key.current = null;
        }}
      />
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {photos.length > 0 ? (
        <Button onClick={submit} loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('photos.send')}
        </Button>
      ) : null}
    </Stack>
  );
}

function Photo({ photo, n, number }: { photo: RmaPhoto; n: number; number: string }) {
  const { t } = useTranslation('returns');
  const { src, failed } = usePhotoUrl(photo.url);
  if (failed) {
    return (
      <Text size="xs" c="red">
        {t('photos.failed')}
      </Text>
    );
  }
  if (!src) return <Skeleton h={120} />;
  return <Image src={src} alt={t('photos.alt', { n, number })} h={120} fit="cover" radius="sm" />;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children || '–'}
      </Text>
    </div>
  );
}

export function ReturnDetail({
  rma: shown,
  onClose,
  onChanged,
}: {
  rma: Rma | null;
  onClose: () => void;
  onChanged: (rma: Rma) => void;
}) {
  const { t, i18n } = useTranslation(['returns', 'enums']);
  // Read afresh: the returns desk may decide or ask while the return is open (live stream).
  const fresh = useReturn(shown);
  const rma = shown ? (fresh.data ?? shown) : null;
  return (
    <LayeredModal
      opened={rma !== null}
      onClose={onClose}
      title={rma ? t('detail.title', { number: rma.rma_number }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {rma ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge tt="none" {...stateBadge(rma.state)}>
              {t(`states.${rma.state}`)}
            </Badge>
            <Text size="sm">
              {t('detail.article', {
                number: rma.article.order_number,
                commission: rma.article.commission || t('dialog.noCommission'),
              })}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
            <Line label={t('fields.customer_name')}>{rma.customer_name}</Line>
            <Line label={t('fields.phone')}>{rma.phone}</Line>
            <Line label={t('fields.email')}>{rma.email}</Line>
            <Line label={t('fields.street')}>
              {`${rma.street}, ${rma.postcode} ${rma.city}, ${t(`enums:countries.${rma.country}`)}`}
            </Line>
            <Line label={t('fields.delivery_address')}>
              {rma.delivery_address
                ? `${rma.delivery_address.name}, ${addressLine(rma.delivery_address)}`
                : t('dialog.deliverToCustomer')}
            </Line>
            <Line label={t('fields.preferred_delivery_date')}>
              {rma.preferred_delivery_date
                ? formatDay(rma.preferred_delivery_date, i18n.language)
                : ''}
            </Line>
            <Line label={t('fields.reason')}>{t(`reasons.${rma.reason}`)}</Line>
            <Line label={t('fields.solution')}>{t(`solutions.${rma.solution}`)}</Line>
            <Line label={t('fields.workshop')}>{t(`workshops.${rma.workshop}`)}</Line>
            <Line label={t('fields.employee')}>{rma.employee_name}</Line>
            <Line label={t('fields.hanger_type')}>
              {`${t(`hangerTypes.${rma.hanger_type}`)} × ${rma.hanger_count}`}
            </Line>
            <Line label={t('fields.description')}>{rma.description}</Line>
          </SimpleGrid>
          <DeskDecision rma={rma} onChanged={onChanged} />
          {rma.remake_order_id !== null && rma.state !== 'accepted' ? (
            <Text size="sm">{t('detail.remakeOrder', { id: rma.remake_order_id })}</Text>
          ) : null}
          <Title order={3} fz="sm">
            {t('photos.title')}
          </Title>
          {rma.photos.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('photos.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
              {rma.photos.map((photo, index) => (
                <Photo key={photo.id} photo={photo} n={index + 1} number={rma.rma_number} />
              ))}
            </SimpleGrid>
          )}
          {rmaAcceptsPhotos(rma.state) && rma.photos.length < MAX_RMA_PHOTOS ? (
            <AddPhotos key={rma.order_number} rma={rma} onAdded={onChanged} />
          ) : null}
        </Stack>
      ) : null}
    </LayeredModal>
  );
}
