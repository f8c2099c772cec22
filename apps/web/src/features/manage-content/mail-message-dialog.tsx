// One kept message: its text, and its HTML in a sandboxed frame (no scripts, no same origin, no
// forms): a message is shown, never run.
import { Code, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailMessageQuery } from '../../api/manage-content';
import { LayeredModal } from '../../components/layered-modal';
import { ErrorState, LoadingState } from '../../components/state-views';

export function MailMessageDialog({
  id,
  to,
  onClose,
}: {
  id: number;
  to: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const message = useQuery(mailMessageQuery(id));
  let body: React.ReactNode;
  if (message.isPending) body = <LoadingState />;
  else if (message.isError) {
    body = (
      <ErrorState
        error={message.error}
        message={t('mail.messageFailed')}
        onRetry={() => void message.refetch()}
      />
    );
  } else {
    body = (
      <>
        <Text fw={600} mb="sm">
          {message.data.subject}
        </Text>
        <Tabs defaultValue="html" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="html">{t('mail.html')}</Tabs.Tab>
            <Tabs.Tab value="text">{t('mail.text')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html" pt="sm">
            <iframe
              title={t('mail.htmlFrame', { to })}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={message.data.html}
              style={{
                width: '100%',
                height: 420,
                border: '1px solid var(--mantine-color-default-border)',
                background: '#fff',
              }}
            />
          </Tabs.Panel>
          <Tabs.Panel value="text" pt="sm">
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {message.data.text}
            </Code>
          </Tabs.Panel>
        </Tabs>
      </>
    );
  }
  return (
    <LayeredModal
      opened
      onClose={onClose}
      title={t('mail.messageTitle', { to })}
      size="xl"
      centered
    >
      {body}
    </LayeredModal>
  );
}
