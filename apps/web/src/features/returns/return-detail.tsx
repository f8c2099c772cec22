// One return in full, with its photos fetched under the session (they are the shop's only).
import { addressLine, type Rma, type RmaPhoto } from '@atelier/domain';
import {
  Badge,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhotoUrl } from '../../api/rma';
import { formatIsoDate, stateColor } from './returns-format';

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

export function ReturnDetail({ rma, onClose }: { rma: Rma | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['returns', 'enums']);
  return (
    <Modal
      opened={rma !== null}
      onClose={onClose}
      title={rma ? t('detail.title', { number: rma.rma_number }) : ''}
      size="lg"
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {rma ? (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light" tt="none" color={stateColor(rma.state)}>
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
                ? formatIsoDate(rma.preferred_delivery_date, i18n.language)
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
          {rma.remake_order_id !== null ? (
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
        </Stack>
      ) : null}
    </Modal>
  );
}
