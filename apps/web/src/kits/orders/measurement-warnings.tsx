// The measurement check on the offer and order pages: each article's warnings under it, the commission's
// count above its articles, and in the confirm dialog a checkbox per warning still to acknowledge
// (the API refuses the confirm until each is named). Messages are worded here in the user's
// language and unit from the warning's code and params, as the configurator words them.
import type { MeasurementWarningAnswer } from '@atelier/domain';
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
          c="var(--mantine-color-orange-light-color)"
          data-measurement-warning={found.code}
        >
          {text(found)}
        </Text>
      ))}
    </Stack>
  );
}

/** The commission's measurement check: how many warnings its articles have. */
export function CommissionMeasurement({
  warnings,
}: {
  warnings: readonly MeasurementWarningAnswer[];
}) {
  const { t } = useTranslation('measurement');
  if (warnings.length === 0) return null;
  return (
    <Alert color="orange" variant="light" title={t('commissionTitle')}>
      <Text size="sm">{t('commissionCount', { count: warnings.length })}</Text>
    </Alert>
  );
}

/** The confirm dialog's part: each warning with a checkbox "this measurement is right". */
export function MeasurementAcknowledgement({
  warnings,
  acknowledged,
  onChange,
  heading,
}: {
  warnings: readonly MeasurementWarningAnswer[];
  acknowledged: readonly string[];
  onChange: (next: string[]) => void;
  /** Above the warnings instead of "Measurement check": the order's name when several are confirmed. */
  heading?: string;
}) {
  const { t } = useTranslation('measurement');
  const text = useWarningText();
  if (warnings.length === 0) return null;
  const remaining = warnings.filter((found) => !acknowledged.includes(found.id)).length;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {heading ?? t('title')}
      </Text>
      <Text size="sm">{t('confirm.intro')}</Text>
      <List spacing="xs" listStyleType="none" withPadding={false}>
        {warnings.map((found) => (
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
      {remaining > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('confirm.remaining', { count: remaining })}
        </Text>
      ) : null}
    </Stack>
  );
}
