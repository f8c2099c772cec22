// An article's production history (`GET api/track/{articleId}/events/`): every status with its
// time, how the planned date moved, the factory's messages, and the late reports kept as history.
import { PRODUCTION_STATUS_GROUP } from '@atelier/domain';
import { Alert, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTrackTimeline } from '../../api/track';
import { LayeredModal } from '../../components/layered-modal';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { formatDay, formatMoment } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';
import { StatusBadge } from './track-status';

/** `articleId` stays set while the dialog fades out, so its text does not change as it closes. */
export function TrackTimelineDialog({
  articleId,
  orderNumber,
  opened,
  onClose,
}: {
  articleId: number | null;
  orderNumber: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['track', 'enums']);
  const timeline = useTrackTimeline(articleId);
  const locale = currentLocale();
  let body: React.ReactNode;
  if (timeline.isPending) body = <LoadingState label={t('timeline.loading')} />;
  else if (timeline.isError) {
    body = (
      <ErrorState
        error={timeline.error}
        message={t('timeline.error')}
        onRetry={() => void timeline.refetch()}
      />
    );
  } else {
    const { article, events } = timeline.data;
    body = (
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <StatusBadge group={article.status_group} label={article.status_description} />
          <Text size="sm">{article.article_name}</Text>
          {article.commission ? (
            <Text size="sm" c="dimmed">
              · {article.commission}
            </Text>
          ) : null}
        </Group>
        {article.planned_date ? (
          <Text size="sm">
            <IconCalendarEvent size={14} aria-hidden />{' '}
            {t('timeline.planned', { date: formatDay(article.planned_date, locale) })}
          </Text>
        ) : null}
        {events.length === 0 ? (
          <EmptyState>{t('timeline.empty')}</EmptyState>
        ) : (
          <Timeline
            bulletSize={22}
            lineWidth={2}
            active={events.length - 1}
            aria-label={t('timeline.title', { number: orderNumber })}
          >
            {[...events].reverse().map((event) => (
              <Timeline.Item
                key={event.id}
                bullet={<IconHistory size={12} aria-hidden />}
                title={
                  <Group gap="xs">
                    <StatusBadge
                      group={PRODUCTION_STATUS_GROUP[event.status]}
                      label={event.status_description}
                    />
                    {event.applied ? null : (
                      <Text size="xs" c="dimmed" fs="italic">
                        {t('timeline.late')}
                      </Text>
                    )}
                  </Group>
                }
              >
                <Text size="xs" c="dimmed">
                  {formatMoment(event.occurred_at, locale)}
                </Text>
                {event.previous_planned_date && event.planned_date ? (
                  <Text size="sm">
                    {t('timeline.moved', {
                      from: formatDay(event.previous_planned_date, locale),
                      to: formatDay(event.planned_date, locale),
                    })}
                  </Text>
                ) : event.planned_date && event.applied ? (
                  <Text size="sm">
                    {t('timeline.planned', { date: formatDay(event.planned_date, locale) })}
                  </Text>
                ) : null}
                {event.stock_state && event.stock_state !== 'inapplicable' ? (
                  <Text size="sm">
                    {t('timeline.stock', { state: t(`enums:stockStates.${event.stock_state}`) })}
                  </Text>
                ) : null}
                {event.message ? (
                  <Alert
                    mt={4}
                    p="xs"
                    variant="light"
                    color={event.status === 'probleem' ? 'red' : 'orange'}
                    icon={<IconAlertTriangle size={16} aria-hidden />}
                    title={t('timeline.message')}
                  >
                    {event.message}
                  </Alert>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Stack>
    );
  }
  return (
    <LayeredModal
      opened={opened && articleId !== null}
      onClose={onClose}
      title={t('timeline.title', { number: orderNumber })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('timeline.close') }}
    >
      {body}
    </LayeredModal>
  );
}
