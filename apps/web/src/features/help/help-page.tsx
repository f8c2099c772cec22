// Help (portal §2 "help"): the account's support contacts, a searchable FAQ in the user's language,
// and where the chat-support entry is offered (Dutch, not tracking-only) the message form.
import { supportChatOffered } from '@atelier/domain';
import { Accordion, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { SupportContacts } from '../../components/support-contacts';
import { SupportMessageForm } from '../../components/support-message-form';
import { currentLocale } from '../../lib/i18n';
import { HelpConversations } from './help-conversations';

const QUESTIONS = [
  'measure',
  'draft',
  'offer',
  'samples',
  'returns',
  'employees',
  'prices',
  'password',
] as const;

/** Case and accents do not matter: "wachtwoord" finds "Wachtwoord", "zaslon" finds "zasłon". */
function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/g, 'l');
}

export function HelpPage() {
  const { t } = useTranslation(['support', 'shell']);
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const settings = useAccountSettings();
  const [query, setQuery] = useState('');
  const needle = fold(query.trim());
  const shown = QUESTIONS.filter(
    (key) => !needle || fold(`${t(`faq.${key}.q`)} ${t(`faq.${key}.a`)}`).includes(needle),
  );
  const offered = settings.data ? supportChatOffered(currentLocale(), settings.data) : false;
  const [, setSearch] = useSearchParams();
  // A sent message opens its conversation.
  const showThread = (id: number) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('thread', String(id));
      return next;
    });
  return (
    <>
      <PageHeader title={title} description={intro} />
      <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="lg">
        <Stack gap="lg" style={{ gridColumn: 'span 2' }}>
          <HelpConversations />
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="faq-title">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="faq-title">
                {t('help.faqTitle')}
              </Title>
              <TextInput
                type="search"
                label={t('help.search')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
              />
              {shown.length === 0 ? (
                <Text size="sm" role="status">
                  {t('help.noMatch')}
                </Text>
              ) : (
                <Accordion variant="separated" multiple>
                  {shown.map((key) => (
                    <Accordion.Item key={key} value={key}>
                      <Accordion.Control>{t(`faq.${key}.q`)}</Accordion.Control>
                      <Accordion.Panel>
                        <Text size="sm">{t(`faq.${key}.a`)}</Text>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </Accordion>
              )}
            </Stack>
          </Paper>
        </Stack>
        <Stack gap="lg">
          {settings.data ? (
            <Paper
              withBorder
              p="lg"
              radius="md"
              id="contact"
              component="section"
              aria-labelledby="contact-title"
            >
              <Stack gap="xs">
                <Title order={2} fz="h4" id="contact-title">
                  {t('help.contactTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('shell:support.body')}
                </Text>
                <SupportContacts account={settings.data} />
              </Stack>
            </Paper>
          ) : null}
          {offered ? (
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="write-title">
              <Stack gap="xs">
                <Title order={2} fz="h4" id="write-title">
                  {t('contact.title')}
                </Title>
                <SupportMessageForm onSent={showThread} />
              </Stack>
            </Paper>
          ) : null}
        </Stack>
      </SimpleGrid>
    </>
  );
}
