// One stop of the run as a big card: where (a maps link), whom to call, what to hand over and to
// pick up, and the buttons that open the proof dialog. A done stop collapses to its name and a check.
import type { DeliveryPickup, DeliveryStop } from '@atelier/domain';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCircleCheck, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

/** A route to the address in the phone's maps app (any maps site understands the query). */
export function mapsLink(stop: DeliveryStop): string {
  const address = `${stop.address}, ${stop.postalcode} ${stop.city}, ${stop.country}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

const time = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

export function StopCard({
  stop,
  position,
  onDeliver,
  onPickUp,
}: {
  stop: DeliveryStop;
  position: number;
  onDeliver: (stop: DeliveryStop) => void;
  onPickUp: (stop: DeliveryStop, pickup: DeliveryPickup) => void;
}) {
  const { t } = useTranslation('manageDelivery');
  const heading = (
    <Title order={2} fz="h3">
      {t('stop.label', { position, name: stop.name })}
    </Title>
  );
  if (stop.done) {
    return (
      <Card withBorder radius="md" p="md" component="li">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="teal" variant="light" radius="xl" size="lg" aria-hidden>
            <IconCircleCheck size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1 }}>
            {heading}
            {stop.proofs.map((proof) => (
              <Text key={proof.id} size="sm" c="dimmed">
                {t('stop.receivedBy', {
                  name: proof.recipient_name,
                  time: time(proof.delivered_at),
                })}
              </Text>
            ))}
          </Stack>
          <Badge color="teal" variant="light">
            {t('stop.done')}
          </Badge>
        </Group>
      </Card>
    );
  }
  const address = `${stop.address}, ${stop.postalcode} ${stop.city}`;
  return (
    <Card withBorder radius="md" p="md" shadow="xs" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {heading}
          {stop.on_trip ? null : <Badge variant="light">{t('stop.extra')}</Badge>}
        </Group>
        <Anchor href={mapsLink(stop)} target="_blank" rel="noreferrer" size="md">
          <Group gap={6} wrap="nowrap" component="span">
            <IconMapPin size={20} aria-hidden />
            <span>{address}</span>
          </Group>
          <VisuallyHidden>{` (${t('stop.route', { address })})`}</VisuallyHidden>
        </Anchor>
        {stop.phone ? (
          <Anchor href={`tel:${stop.phone.replace(/\s+/g, '')}`} size="md">
            <Group gap={6} wrap="nowrap" component="span">
              <IconPhone size={20} aria-hidden />
              <span>{t('stop.call', { phone: stop.phone })}</span>
            </Group>
          </Anchor>
        ) : null}
        {stop.contact ? <Text size="sm">{t('stop.contact', { name: stop.contact })}</Text> : null}
        {stop.articles.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>{t('stop.articles')}</Text>
            <List spacing={2} size="sm">
              {stop.articles.map((article) => (
                <List.Item key={article.id}>
                  {t('stop.article', { number: article.order_number })}
                  {article.commission
                    ? ` · ${t('stop.commission', { commission: article.commission })}`
                    : ''}
                </List.Item>
              ))}
            </List>
            <Button size="lg" fullWidth onClick={() => onDeliver(stop)}>
              {t('stop.deliver')}
              <VisuallyHidden>{`: ${stop.name}`}</VisuallyHidden>
            </Button>
          </Stack>
        ) : null}
        {stop.pickups.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600}>{t('stop.pickups')}</Text>
            {stop.pickups.map((pickup) => (
              <Group key={pickup.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {pickup.fabric_name}
                  {pickup.note ? ` · ${pickup.note}` : ''}
                </Text>
                {pickup.collected_at ? (
                  <Badge color="teal" variant="light">
                    {t('stop.pickedUp')}
                  </Badge>
                ) : (
                  <Button variant="light" size="md" onClick={() => onPickUp(stop, pickup)}>
                    {t('stop.pickUp')}
                    <VisuallyHidden>{`: ${pickup.fabric_name}`}</VisuallyHidden>
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
