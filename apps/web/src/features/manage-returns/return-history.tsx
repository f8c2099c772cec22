// A return's history on the desk: filed, each question and answer, the decision; dated, with who.
import { formatDay, type ManageReturn } from '@atelier/domain';
import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ReturnHistory({ rma }: { rma: ManageReturn }) {
  const { t, i18n } = useTranslation(['manageReturns', 'returns']);
  return (
    <Stack gap="xs" component="section" aria-labelledby="return-history">
      <Title order={2} fz="h5" id="return-history">
        {t('detail.history')}
      </Title>
      <Timeline active={rma.history.length - 1} bulletSize={14} lineWidth={2}>
        {rma.history.map((event) => (
          <Timeline.Item
            key={event.id}
            title={t(`events.${event.kind}`, {
              name: event.user_name,
              resolution: event.resolution ? t(`returns:solutions.${event.resolution}`) : '',
              reason: event.refusal_reason ? t(`refusalReasons.${event.refusal_reason}`) : '',
            })}
          >
            <Text size="xs" c="dimmed">
              {formatDay(event.at, i18n.language)}
            </Text>
            {event.text ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {event.text}
              </Text>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
