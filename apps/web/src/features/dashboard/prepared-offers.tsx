// The dashboard's list of what the shop's own customers sent (issue 30): the newest offers its
// hosted shop, kiosk or chain prepared that are still offers, each opening its offer. Shown only
// when there are some: a dealer without a shop sees nothing new on the dashboard.
import { type AccountSettings, formatMoment } from '@atelier/domain';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preparedOffersQuery } from '../../api/order-book';
import { currentLocale } from '../../lib/i18n';

export function PreparedOffers({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('orders');
  const headingId = useId();
  const prepared = useQuery(preparedOffersQuery(account.debtor?.id));
  if (!prepared.data || prepared.data.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      mt="md"
      component="section"
      aria-labelledby={headingId}
    >
      <Group gap="sm" mb="sm">
        <IconBuildingStore size={20} aria-hidden />
        <Title order={2} fz="h4" id={headingId}>
          {t('dashboard.prepared.title')}
        </Title>
      </Group>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {prepared.data.map((offer) => (
          <Group key={offer.order_id} component="li" justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0}>
              <Anchor
                component={Link}
                to={`/account/offer?status=offered&open=${offer.order_id}`}
                fw={600}
              >
                {offer.end_customer_name || offer.external_order_id}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`list.preparedBy.${offer.source}`)} ·{' '}
                {formatMoment(offer.created_at, currentLocale())}
              </Text>
            </Stack>
            <Group gap="xs">
              {offer.warnings > 0 ? (
                <Badge color="orange" variant="light">
                  {t('dashboard.prepared.warnings', { count: offer.warnings })}
                </Badge>
              ) : null}
              {offer.claimed ? null : <Badge variant="light">{t('dashboard.prepared.new')}</Badge>}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
