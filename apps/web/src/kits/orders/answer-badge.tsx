// The end customer's answer to a shared quote as the dealer reads it (the offers tab, the offer's
// share button, each link), or — no answer given anew — that a change to the offer voided it and
// the quote asks again. One badge, so the list and the offer page say it alike.
import type { QuoteDecision } from '@atelier/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function QuoteAnswerBadge({
  decision,
  voided = false,
  size,
}: {
  decision: QuoteDecision | null;
  voided?: boolean;
  size?: BadgeProps['size'];
}) {
  const { t } = useTranslation('documents');
  if (decision) {
    return (
      <Badge color={decision === 'accepted' ? 'teal.9' : 'red.9'} variant="filled" size={size}>
        {t(decision === 'accepted' ? 'documents:share.accepted' : 'documents:share.declined')}
      </Badge>
    );
  }
  if (!voided) return null;
  // A sentence, not a label: written as one and wrapped rather than cut short; dark text on the
  // yellow (white on it is too faint for small text).
  return (
    <Badge
      color="yellow.9"
      variant="filled"
      size={size}
      autoContrast
      tt="none"
      radius="sm"
      h="auto"
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t('documents:share.voided')}
    </Badge>
  );
}
