// The manufacturer's side of a return on the dealer's page: the decision (accepted with a
// resolution and, for a remake, its production order; refused with the reason in the dealer's
// language), the question the returns desk asked and the dealer's answer to it.
import { formatDay, type Rma, rmaInformationBodySchema } from '@atelier/domain';
import { Alert, Anchor, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { answerReturn, rmaKey } from '../../api/rma';

function AnswerForm({ rma, onAnswered }: { rma: Rma; onAnswered: (rma: Rma) => void }) {
  const { t } = useTranslation(['manageReturns', 'validation']);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useIdempotentMutation(
    (text: string, key: string) => answerReturn(rma.order_number, { answer: text }, key),
    { success: t('dealer.answerSuccess'), failure: t('dealer.answerFailure') },
    { invalidate: [rmaKey], onSuccess: onAnswered },
  );
  const submit = () => {
    const parsed = rmaInformationBodySchema.safeParse({ answer });
    if (!parsed.success) {
      setError(
        t(`validation:${parsed.error.issues[0]?.message ?? 'required'}`, { min: 2, max: 2000 }),
      );
      return;
    }
    setError(null);
    void send.run(parsed.data.answer);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t('dealer.answerLabel')}
        value={answer}
        onChange={(event) => setAnswer(event.currentTarget.value)}
        error={error}
        autosize
        minRows={3}
        maxLength={2000}
      />
      <Text size="xs" c="dimmed">
        {t('dealer.photosHint')}
      </Text>
      <Button onClick={submit} loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
        {t('dealer.answerSubmit')}
      </Button>
    </Stack>
  );
}

export function DeskDecision({ rma, onChanged }: { rma: Rma; onChanged: (rma: Rma) => void }) {
  const { t, i18n } = useTranslation(['manageReturns', 'returns']);
  // Booked in and resolved returns were accepted: the decision stays in view with the desk's last note.
  const granted = rma.state === 'accepted' || rma.state === 'received' || rma.state === 'resolved';
  const decided = granted || rma.state === 'rejected';
  if (!decided && rma.question === null) return null;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="desk-decision">
      <Stack gap="xs">
        <Title order={3} fz="sm" id="desk-decision">
          {t('dealer.decision')}
          {rma.decided_at ? ` · ${formatDay(rma.decided_at, i18n.language)}` : ''}
        </Title>
        {granted && rma.resolution ? (
          <Text size="sm">
            {t('dealer.accepted', { resolution: t(`returns:solutions.${rma.resolution}`) })}
          </Text>
        ) : null}
        {rma.state === 'rejected' && rma.refusal_reason_text ? (
          <Text size="sm">{t('dealer.refused', { reason: rma.refusal_reason_text })}</Text>
        ) : null}
        {decided && rma.desk_note ? (
          <Text size="sm">{t('dealer.note', { note: rma.desk_note })}</Text>
        ) : null}
        {granted && rma.resolution === 'remake' && rma.remake_order_id ? (
          <Anchor component={Link} to={`/account/order/${rma.remake_order_id}`} size="sm">
            {t('dealer.remakeOrder', { id: rma.remake_order_id })}
          </Anchor>
        ) : null}
        {rma.question !== null ? (
          <Alert
            color={rma.dealer_actions.includes('answer') ? 'orange' : 'gray'}
            variant="light"
            title={t('dealer.question')}
          >
            <Text size="sm">{rma.question}</Text>
            {rma.information_answer ? (
              <Text size="sm" mt="xs">
                {t('dealer.answered', { answer: rma.information_answer })}
              </Text>
            ) : null}
          </Alert>
        ) : null}
        {rma.dealer_actions.includes('answer') ? (
          <AnswerForm rma={rma} onAnswered={onChanged} />
        ) : null}
      </Stack>
    </Paper>
  );
}
