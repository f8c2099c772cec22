// Sharing an offer with its end customer: a link made here (shown once, to copy), the links made
// before with their state and the customer's answer, and revoking one.
import { offerAnswer, type ShareLinkAnswer } from '@atelier/domain';
import { Badge, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShareLinkActions, useShareLinks } from '../../api/documents';
import { LayeredModal } from '../../components/layered-modal';
import { currentLocale } from '../../lib/i18n';
import { formatDay, QuoteAnswerBadge } from '../orders';

const STATE_COLOUR: Record<ShareLinkAnswer['state'], string> = {
  open: 'blue',
  answered: 'green',
  expired: 'gray',
  revoked: 'gray',
  withdrawn: 'gray',
};

export function ShareQuoteButton({
  orderId,
  validUntil,
}: {
  orderId: number;
  validUntil: string | null;
}) {
  const { t } = useTranslation(['documents', 'common']);
  const [opened, setOpened] = useState(false);
  const [fresh, setFresh] = useState<string | null>(null);
  const links = useShareLinks(orderId);
  const { create, revoke } = useShareLinkActions(orderId);
  const locale = currentLocale();
  // The offer's answer over its links (the domain's rule): one live answer at most, else voided.
  const answer = offerAnswer(
    (links.data ?? []).map((link) => ({ decision: link.decision, voidedAt: link.voided_at })),
  );
  return (
    <>
      <Group gap="xs">
        <QuoteAnswerBadge decision={answer.live?.decision ?? null} voided={answer.voided} />
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => {
            setFresh(null);
            setOpened(true);
          }}
        >
          {t('share.button')}
        </Button>
      </Group>
      <LayeredModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('share.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        centered
        size="lg"
      >
        <Stack gap="md">
          <Text size="sm">{t('share.intro', { date: formatDay(validUntil, locale) })}</Text>
          {fresh ? (
            <Stack gap={4}>
              <Group gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={t('share.link')}
                  value={`${window.location.origin}${fresh}`}
                  readOnly
                  style={{ flex: 1 }}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <CopyButton value={`${window.location.origin}${fresh}`}>
                  {({ copied, copy }) => (
                    <Button onClick={copy} color={copied ? 'green' : undefined}>
                      {copied ? t('share.copied') : t('share.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs" c="dimmed">
                {t('share.once')}
              </Text>
            </Stack>
          ) : (
            <Group>
              <Button
                loading={create.isPending}
                onClick={() =>
                  create.mutate(undefined, { onSuccess: (link) => setFresh(link.url) })
                }
              >
                {t('share.create')}
              </Button>
            </Group>
          )}
          {(links.data ?? []).map((link) => (
            <Group key={link.id} justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Badge color={STATE_COLOUR[link.state]} variant="light">
                  {t(`share.states.${link.state}`)}
                </Badge>
                <Text size="sm">{formatDay(link.created_at, locale)}</Text>
                <QuoteAnswerBadge decision={link.decision} voided={link.voided_at !== null} />
                {link.decision_reason ? (
                  <Text size="sm" c="dimmed">
                    “{link.decision_reason}”
                  </Text>
                ) : null}
              </Group>
              {link.state === 'open' || link.state === 'answered' ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  loading={revoke.isPending && revoke.variables === link.id}
                  onClick={() => revoke.mutate(link.id)}
                >
                  {t('share.revoke')}
                </Button>
              ) : null}
            </Group>
          ))}
        </Stack>
      </LayeredModal>
    </>
  );
}
