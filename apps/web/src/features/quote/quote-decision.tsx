// The end customer's answer to a shared quote: accept (asked once more in a dialog, an answer
// cannot be taken back) or decline with a reason; a refusal said in the visitor's language.
import { type Currency, formatMoney, type Locale } from '@atelier/domain';
import { Alert, Button, Group, Paper, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PublicQuoteAnswer, useQuoteDecision } from '../../api/documents';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { HttpError } from '../../lib/http';

export function QuoteDecision({
  quote,
  token,
  chosen,
}: {
  quote: PublicQuoteAnswer;
  token: string;
  chosen: Locale | null;
}) {
  const { t } = useTranslation(['documents', 'errors']);
  const dealer = quote.dealer;
  const money = (cents: number) => formatMoney(cents, quote.currency as Currency, quote.locale);
  const decide = useQuoteDecision(token, chosen);
  const [declining, setDeclining] = useState(false);
  // Accepting is asked once more in a dialog: an answer cannot be taken back.
  const [accepting, setAccepting] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <Paper withBorder radius="md" p="lg">
      {declining ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            decide.mutate({ decision: 'declined', reason, version: quote.version });
          }}
        >
          <Stack gap="sm">
            <Textarea
              label={t('public.reason')}
              value={reason}
              required
              minLength={2}
              maxLength={1000}
              autosize
              minRows={3}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeclining(false)}>
                {t('public.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={decide.isPending}
                disabled={reason.trim().length < 2}
              >
                {t('public.sendDecline')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeclining(true)}>
            {t('public.decline')}
          </Button>
          <Button loading={decide.isPending} onClick={() => setAccepting(true)}>
            {t('public.accept')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={accepting}
        title={t('public.confirmAccept.title')}
        body={t('public.confirmAccept.body', {
          dealer: dealer.name,
          total: money(quote.gross),
        })}
        confirmLabel={t('public.confirmAccept.confirm')}
        busy={decide.isPending}
        onClose={() => setAccepting(false)}
        onConfirm={() =>
          decide.mutate(
            { decision: 'accepted', version: quote.version },
            { onSettled: () => setAccepting(false) },
          )
        }
      />
      {decide.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {decide.error instanceof HttpError && decide.error.code === 'quote_changed'
            ? t('errors:quote_changed')
            : decide.error instanceof HttpError && decide.error.status === 429
              ? t('public.tooMany')
              : t('public.notFound')}
        </Alert>
      ) : null}
    </Paper>
  );
}
