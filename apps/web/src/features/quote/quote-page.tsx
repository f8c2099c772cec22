// `/quote/{token}`: the quote a dealer shared, opened by the end customer without an account. The
// dealer's branding, the articles with their drawings and sales prices including tax (named and
// worked out as the dealer's country does), the total and the validity; accept (asked once more in
// a dialog), or decline with a reason, once (and again when the dealer changed the quote after the
// answer, which the page then says). Never a purchase figure (the API has none).
// It speaks the visitor's language (their choice on the page, else their browser's when it is one of
// ours, else the dealer's): the API answers in it and says which, and the page follows.
import { addressLines, type Locale } from '@atelier/domain';
import { Alert, Box, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type PublicQuoteAnswer, usePublicQuote } from '../../api/documents';
import { createQueryClient } from '../../api/query-client';
import { LanguagePicker } from '../../components/language-picker';
import { LoadingState } from '../../components/state-views';
import { useLabelled } from '../../components/use-labelled';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';

import { QuoteArticles, svgSrc } from './quote-articles';
import { QuoteDecision } from './quote-decision';

function Shell({
  children,
  onLanguage,
}: {
  children: React.ReactNode;
  onLanguage?: (locale: Locale) => void;
}) {
  return (
    <Box component="main" bg="gray.0" mih="100vh" py="xl">
      <Container size="md">
        {onLanguage ? (
          <Group justify="flex-end" mb="xs">
            <LanguagePicker onChange={onLanguage} />
          </Group>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

/** Outside the account area: the page keeps its own small cache. */
export function QuotePage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <SharedQuote />
    </QueryClientProvider>
  );
}

function SharedQuote() {
  const { t, i18n } = useTranslation(['documents', 'enums']);
  const { token = '' } = useParams();
  const [chosen, setChosen] = useState<Locale | null>(null);
  const quote = usePublicQuote(token, chosen);
  const answered = quote.data?.locale;
  // The page speaks the language the quote was answered in.
  useEffect(() => {
    if (answered && currentLocale() !== answered) void i18n.changeLanguage(answered);
  }, [answered, i18n]);
  useEffect(() => {
    document.title = t('public.title');
  }, [t]);
  // Until then it waits: a quote flashed in the language of the last visit, then redrawn in
  // another, would be read twice and lose the reader's place.
  if (quote.isPending || (answered && currentLocale() !== answered)) {
    return (
      <Shell>
        <LoadingState />
      </Shell>
    );
  }
  if (quote.isError) {
    const status = quote.error instanceof HttpError ? quote.error.status : 0;
    return (
      <Shell>
        <Title order={1} fz="h2" mb="md">
          {t('public.title')}
        </Title>
        <Alert color={status === 429 ? 'yellow' : 'red'} role="alert">
          {status === 429 ? t('public.tooMany') : t('public.notFound')}
        </Alert>
      </Shell>
    );
  }
  return (
    <Shell onLanguage={setChosen}>
      <QuoteView quote={quote.data} token={token} chosen={chosen} />
    </Shell>
  );
}

function QuoteView({
  quote,
  token,
  chosen,
}: {
  quote: PublicQuoteAnswer;
  token: string;
  chosen: Locale | null;
}) {
  const { t } = useTranslation(['documents', 'errors', 'common']);
  const { labelled } = useLabelled();
  const dealer = quote.dealer;
  const visible = quote.state === 'open' || quote.state === 'answered';

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="header">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {dealer.logo ? <Image src={svgSrc(dealer.logo)} alt="" w={40} h={40} /> : null}
            <Stack gap={0}>
              <Text fw={700} size="lg">
                {dealer.name}
              </Text>
              <Text size="xs" c="dimmed">
                {dealer.brand}
              </Text>
              <Text size="sm">{addressLines(dealer).join(', ')}</Text>
              <Text size="sm">{[dealer.phone, dealer.email].filter(Boolean).join(' · ')}</Text>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end">
            <Title order={1} fz="h2">
              {t('public.from', { dealer: dealer.name })}
            </Title>
            <Text size="sm">{t('public.for', { customer: quote.customer_name })}</Text>
            {quote.customer_reference ? (
              <Text size="sm" c="dimmed">
                {labelled(t('fields.reference'), quote.customer_reference)}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Paper>

      {quote.state !== 'open' && quote.state !== 'answered' ? (
        <Alert color="yellow" role="status">
          {t(`public.states.${quote.state}`, { dealer: dealer.name })}
        </Alert>
      ) : null}

      {visible ? <QuoteArticles quote={quote} token={token} /> : null}

      {quote.state === 'open' && quote.answer_voided ? (
        <Alert color="yellow" role="status">
          {t('public.answerVoided')}
        </Alert>
      ) : null}

      {quote.decision ? (
        <Alert color={quote.decision === 'accepted' ? 'green' : 'gray'} role="status">
          {t(quote.decision === 'accepted' ? 'public.thanksAccepted' : 'public.thanksDeclined', {
            dealer: dealer.name,
          })}
        </Alert>
      ) : null}

      {quote.state === 'open' ? (
        <QuoteDecision quote={quote} token={token} chosen={chosen} />
      ) : null}
    </Stack>
  );
}
