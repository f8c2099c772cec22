// `/quote/{token}`: the quote a dealer shared, opened by the end customer without an account. The
// dealer's branding, the articles with their drawings and sales prices including tax (named and
// worked out as the dealer's country does), the total and the validity; accept (asked once more in
// a dialog), or decline with a reason, once (and again when the dealer changed the quote after the
// answer, which the page then says). Never a purchase figure (the API has none).
// It speaks the visitor's language (their choice on the page, else their browser's when it is one of
// ours, else the dealer's): the API answers in it and says which, and the page follows.
import {
  addressLines,
  type Currency,
  formatDay,
  formatMoney,
  formatPercent,
  type Locale,
} from '@atelier/domain';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type PublicQuoteAnswer,
  publicQuotePdfUrl,
  usePublicQuote,
  useQuoteDecision,
} from '../../api/documents';
import { createQueryClient } from '../../api/query-client';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LanguagePicker } from '../../components/language-picker';
import { LoadingState } from '../../components/state-views';
import { useLabelled } from '../../components/use-labelled';
import { StackingTable, stackCell } from '../../kits/list-page';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';

const svgSrc = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

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
  if (quote.isPending) {
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
  const locale = quote.locale;
  const money = (cents: number) => formatMoney(cents, quote.currency as Currency, locale);
  const dealer = quote.dealer;
  const decide = useQuoteDecision(token, chosen);
  const [declining, setDeclining] = useState(false);
  // Accepting is asked once more in a dialog: an answer cannot be taken back.
  const [accepting, setAccepting] = useState(false);
  const [reason, setReason] = useState('');
  const visible = quote.state === 'open' || quote.state === 'answered';
  const tax = t(`common:taxNames.${quote.tax_name}`);

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

      {visible ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="md">
            <Text>{t('quoteText.intro')}</Text>
            {/* On a phone each article is a card: what it is, its price, quantity and drawing. */}
            <StackingTable minWidth={520} verticalSpacing="sm" aria-label={t('titles.quote')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={180}>{t('fields.drawing')}</Table.Th>
                  <Table.Th>{t('fields.article')}</Table.Th>
                  <Table.Th ta="right">{t('fields.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('fields.price')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {quote.articles.map((article) => (
                  <Table.Tr key={article.position}>
                    <Table.Td {...stackCell(false, 4)}>
                      {article.drawing ? (
                        <Image
                          src={svgSrc(article.drawing)}
                          alt={`${article.name} ${article.description}`}
                          w={160}
                          radius="sm"
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td {...stackCell(t('fields.article'), 1)}>
                      <Text fw={600} size="sm">
                        {article.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {article.description}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" {...stackCell(t('fields.quantity'), 3)}>
                      {article.quantity}
                    </Table.Td>
                    <Table.Td ta="right" {...stackCell(t('fields.price'), 2)}>
                      {money(article.price)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackingTable>
            <Stack gap={2} align="flex-end">
              <Text size="sm">{labelled(t('fields.totalNet', { tax }), money(quote.net))}</Text>
              {quote.vat_percent !== null ? (
                <Text size="sm">
                  {labelled(
                    t('fields.vat', { tax, percent: formatPercent(quote.vat_percent, locale) }),
                    money(quote.vat),
                  )}
                </Text>
              ) : null}
              <Text fw={700}>{labelled(t('fields.totalGross', { tax }), money(quote.gross))}</Text>
              {quote.valid_until ? (
                <Text size="sm" c="dimmed">
                  {t('quoteText.validity', { date: formatDay(quote.valid_until, locale) })}
                </Text>
              ) : null}
            </Stack>
            <Group justify="space-between" wrap="wrap">
              <Anchor
                href={publicQuotePdfUrl(token, locale)}
                target="_blank"
                rel="noopener"
                size="sm"
              >
                <Group gap={4} wrap="nowrap">
                  <IconDownload size={14} aria-hidden />
                  {t('page.download')} (PDF)
                </Group>
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      ) : null}

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
      ) : null}
    </Stack>
  );
}
