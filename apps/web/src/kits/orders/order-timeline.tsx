// What happened to an order, newest first (`GET api/orders/{id}/events/`): who did what and when,
// and which article it was about.
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrderEvents } from '../../api/order-book';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { currentLocale } from '../../lib/i18n';
import { formatMoment } from './order-format';

/** The warnings a `measurement_acknowledged` event names, as worded when acknowledged. */
function acknowledgedWarnings(data: Record<string, unknown>): { id: string; message: string }[] {
  const warnings = data.warnings;
  if (!Array.isArray(warnings)) return [];
  return warnings.filter(
    (warning): warning is { id: string; message: string } =>
      typeof warning?.id === 'string' && typeof warning?.message === 'string',
  );
}

export function OrderTimeline({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['orders', 'documents']);
  const events = useOrderEvents(orderId);
  const locale = currentLocale();
  let body: React.ReactNode;
  if (events.isPending) body = <LoadingState />;
  else if (events.isError) {
    body = (
      <ErrorState
        error={events.error}
        message={t('timeline.failed')}
        onRetry={() => void events.refetch()}
      />
    );
  } else if (events.data.length === 0) body = <EmptyState>{t('timeline.empty')}</EmptyState>;
  else {
    body = (
      <Timeline bulletSize={22} lineWidth={2} aria-label={t('timeline.title')}>
        {events.data.map((event) => (
          <Timeline.Item
            key={event.id}
            bullet={<IconHistory size={12} aria-hidden />}
            title={t(`events.${event.kind}`, {
              // The quote's events (shared, revoked, accepted, declined) are worded with documents.
              defaultValue: t(`documents:events.${event.kind}`, {
                defaultValue: t('events.other'),
              }),
            })}
          >
            <Text size="xs" c="dimmed">
              {[
                formatMoment(event.at, locale),
                event.user_name,
                event.order_number ? t('timeline.article', { number: event.order_number }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {/* An acknowledgement names the measurement warnings the dealer checked. */}
            {acknowledgedWarnings(event.data).map((warning) => (
              <Text key={warning.id} size="xs">
                {warning.message}
              </Text>
            ))}
          </Timeline.Item>
        ))}
      </Timeline>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={`timeline-${orderId}`}>
      <Title order={2} fz="h4" id={`timeline-${orderId}`}>
        {t('timeline.title')}
      </Title>
      {body}
    </Stack>
  );
}
