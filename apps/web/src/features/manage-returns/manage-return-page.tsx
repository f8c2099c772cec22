// One return on the desk: the shop, the article and its order, what the dealer asks for and why,
// the photos (served to staff), the history, and the decisions the return's state allows.
import { formatDay, type ManageReturn, type RmaDeskAction } from '@atelier/domain';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { manageReturnQuery } from '../../api/manage-returns';
import { usePhotoUrl } from '../../api/rma';
import { Fact } from '../../components/fact';
import { PageHeader } from '../../components/page-header';
import { ErrorState, LoadingState } from '../../components/state-views';
import { stateBadge } from '../../kits/returns/state-color';
import { DecisionDialog } from './decision-dialogs';
import { ReturnHistory } from './return-history';

function Photo({ url, alt }: { url: string; alt: string }) {
  const { src, failed } = usePhotoUrl(url);
  if (failed) return <Text size="xs">{alt}</Text>;
  if (!src) return <Skeleton h={140} />;
  return (
    <Anchor href={src} target="_blank" rel="noreferrer">
      <Image src={src} alt={alt} h={140} fit="cover" radius="sm" />
    </Anchor>
  );
}

function ReturnBody({ rma }: { rma: ManageReturn }) {
  const { t, i18n } = useTranslation(['manageReturns', 'returns', 'enums']);
  const [action, setAction] = useState<RmaDeskAction | null>(null);
  const { article } = rma;
  return (
    <Stack gap="lg">
      <Group gap="xs">
        <Badge tt="none" {...stateBadge(rma.state)} size="lg">
          {t(`returns:states.${rma.state}`)}
        </Badge>
        {rma.actions.map((name) => (
          <Button
            key={name}
            variant={name === 'accept' ? 'filled' : 'light'}
            color={name === 'refuse' ? 'red' : undefined}
            onClick={() => setAction(name)}
          >
            {t(`actions.${name}`)}
          </Button>
        ))}
        {rma.actions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noActions')}
          </Text>
        ) : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('detail.shop')}>{`${rma.debtor_name} (${rma.debtor_number})`}</Fact>
          <Fact label={t('detail.order')}>
            {t('detail.orderOf', {
              id: article.order_id,
              date: formatDay(article.order_date, i18n.language),
            })}
            {article.commission ? ` · ${article.commission}` : ''}
          </Fact>
          <Fact label={t('detail.article')}>
            {[
              `${article.order_number} · ${t(`enums:articleTypes.${article.article_type}`)}`,
              article.main_fabric_name,
              article.width !== null && article.height !== null
                ? `${article.width} × ${article.height} cm`
                : null,
              `× ${article.quantity}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Fact>
          <Fact label={t('detail.wish')}>{t(`returns:solutions.${rma.solution}`)}</Fact>
          <Fact label={t('detail.reason')}>{t(`returns:reasons.${rma.reason}`)}</Fact>
          <Fact label={t('detail.customer')}>
            {`${rma.customer_name}, ${rma.street}, ${rma.postcode} ${rma.city}`}
          </Fact>
        </SimpleGrid>
        <Stack gap={2} mt="sm">
          <Text size="xs" c="dimmed">
            {t('detail.description')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {rma.description}
          </Text>
        </Stack>
        {rma.remake_order_id !== null && rma.state === 'accepted' ? (
          <Text size="sm" mt="sm">
            {t('detail.remakeOrder', { id: rma.remake_order_id })}
          </Text>
        ) : null}
      </Paper>
      <Stack gap="xs" component="section" aria-labelledby="return-photos">
        <Title order={2} fz="h5" id="return-photos">
          {t('detail.photos')}
        </Title>
        {rma.photos.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('detail.noPhotos')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
            {rma.photos.map((photo, index) => (
              <Photo
                key={photo.id}
                url={photo.url}
                alt={t('detail.photoAlt', { n: index + 1, rmaNumber: rma.rma_number })}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ReturnHistory rma={rma} />
      <DecisionDialog
        key={action ?? 'closed'}
        rma={rma}
        action={action}
        onClose={() => setAction(null)}
      />
    </Stack>
  );
}

export function ManageReturnPage() {
  const { t } = useTranslation('manageReturns');
  const { orderNumber = '' } = useParams();
  const found = useQuery(manageReturnQuery(orderNumber));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/manage/returns" size="sm">
        {t('detail.back')}
      </Anchor>
      <PageHeader
        title={found.data ? t('detail.title', { rmaNumber: found.data.rma_number }) : t('title')}
      />
      {found.isPending ? <LoadingState /> : null}
      {found.isError ? (
        <ErrorState error={found.error} onRetry={() => void found.refetch()} />
      ) : null}
      {found.data ? <ReturnBody rma={found.data} /> : null}
    </Stack>
  );
}
