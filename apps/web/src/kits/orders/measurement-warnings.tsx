// The measurement check on the offer and order pages: each article's warnings under it, the commission's
// count above its articles, and in the confirm dialog a checkbox per warning still to acknowledge
// (the API refuses the confirm until each is named), grouped by the room of the article it is
// about. Messages are worded here in the user's language and unit from the warning's code and
// params, as the configurator words them.
import { type MeasurementWarningAnswer, ROOMS } from '@atelier/domain';
import { Alert, Checkbox, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIssueText } from '../configurator/issue-text';

function useWarningText() {
  const issueText = useIssueText();
  return (found: MeasurementWarningAnswer) =>
    issueText({
      field: found.fields[0] ?? null,
      code: found.code,
      params: found.params,
      severity: 'warning',
    });
}

/** An article's warnings, under its row. */
export function ArticleMeasurementWarnings({
  warnings,
}: {
  warnings: readonly MeasurementWarningAnswer[];
}) {
  const text = useWarningText();
  if (warnings.length === 0) return null;
  return (
    <Stack gap={0}>
      {warnings.map((found) => (
        <Text
          key={found.id}
          size="xs"
          c={found.acknowledged ? 'dimmed' : 'var(--mantine-color-orange-light-color)'}
          data-measurement-warning={found.code}
        >
          {text(found)}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The commission's measurement check: how many warnings its articles have still to be looked at.
 * Once the dealer acknowledged them at confirming, a quiet note says so instead of the warning.
 */
export function CommissionMeasurement({
  warnings,
}: {
  warnings: readonly MeasurementWarningAnswer[];
}) {
  const { t } = useTranslation('measurement');
  if (warnings.length === 0) return null;
  const open = warnings.filter((found) => !found.acknowledged).length;
  if (open === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="measurement-acknowledged">
        {t('commissionAcknowledged', { count: warnings.length })}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" title={t('commissionTitle')}>
      <Text size="sm">{t('commissionCount', { count: open })}</Text>
    </Alert>
  );
}

/** An article of the commission as far as the dialog needs it: which room it hangs in. */
export interface ArticleRoom {
  order_number: string;
  room: string | null;
}

/**
 * The warnings by the room of the article each is about, rooms in their usual order and the
 * articles without a room last; within a room in the check's order.
 */
export function warningsByRoom(
  warnings: readonly MeasurementWarningAnswer[],
  articles: readonly ArticleRoom[],
): { room: string | null; warnings: MeasurementWarningAnswer[] }[] {
  const roomOf = new Map(articles.map((article) => [article.order_number, article.room]));
  const rank = (room: string | null) => {
    const index = room === null ? -1 : (ROOMS as readonly string[]).indexOf(room);
    return index === -1 ? ROOMS.length : index;
  };
  const groups = new Map<string | null, MeasurementWarningAnswer[]>();
  for (const found of warnings) {
    const room = roomOf.get(found.order_number) ?? null;
    groups.set(room, [...(groups.get(room) ?? []), found]);
  }
  return [...groups.entries()]
    .map(([room, inRoom]) => ({ room, warnings: inRoom }))
    .sort((a, b) => rank(a.room) - rank(b.room));
}

/**
 * The confirm dialog's part for one commission: its warnings grouped by room, each with a checkbox
 * "this measurement is right" (acknowledged one by one).
 */
export function MeasurementAcknowledgement({
  warnings,
  articles,
  acknowledged,
  onChange,
  heading,
}: {
  warnings: readonly MeasurementWarningAnswer[];
  /** The commission's articles, for the room each warning's article hangs in. */
  articles: readonly ArticleRoom[];
  acknowledged: readonly string[];
  onChange: (next: string[]) => void;
  /** Above the warnings instead of "Measurement check": the order's name when several are confirmed. */
  heading?: string;
}) {
  const { t } = useTranslation(['measurement', 'enums', 'orders']);
  const text = useWarningText();
  if (warnings.length === 0) return null;
  const remaining = warnings.filter((found) => !acknowledged.includes(found.id)).length;
  const title = heading ?? t('title');
  return (
    <Stack gap="xs" role="group" aria-label={title}>
      <Text size="sm" fw={600} aria-hidden>
        {title}
      </Text>
      <Text size="sm">{t('confirm.intro')}</Text>
      {warningsByRoom(warnings, articles).map((group) => {
        const room =
          group.room === null ? t('orders:offer.noRoom') : t(`enums:rooms.${group.room}`);
        return (
          <Stack key={group.room ?? ''} gap={4} role="group" aria-label={room}>
            <Text size="xs" fw={600} c="dimmed" aria-hidden>
              {room}
            </Text>
            <List spacing="xs" listStyleType="none" withPadding={false}>
              {group.warnings.map((found) => (
                <List.Item key={found.id}>
                  <Checkbox
                    label={t('confirm.acknowledgeArticle', { orderNumber: found.order_number })}
                    description={text(found)}
                    checked={acknowledged.includes(found.id)}
                    onChange={(event) =>
                      onChange(
                        event.currentTarget.checked
                          ? [...acknowledged, found.id]
                          : acknowledged.filter((id) => id !== found.id),
                      )
                    }
                  />
                </List.Item>
              ))}
            </List>
          </Stack>
        );
      })}
      {remaining > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('confirm.remaining', { count: remaining })}
        </Text>
      ) : null}
    </Stack>
  );
}
