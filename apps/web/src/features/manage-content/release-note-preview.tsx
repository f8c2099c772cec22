// A release note as a dealer will read it, in any of the seven languages: the dealer page's own
// row (version, the message through the shared renderer, the day), before it is published.
import {
  formatDay,
  LOCALES,
  type Locale,
  type ManageReleaseNote,
  releaseNoteMessage,
} from '@atelier/domain';
import { Alert, Button, Group, SegmentedControl, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../components/layered-modal';
import { ReleaseNoteMessage } from '../../kits/release-notes';
import { currentLocale } from '../../lib/i18n';

export function ReleaseNotePreview({
  note,
  onClose,
}: {
  note: ManageReleaseNote;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const [language, setLanguage] = useState<Locale>(currentLocale());
  const message = releaseNoteMessage(note.title[language] ?? '', note.body[language] ?? '');
  return (
    <LayeredModal
      opened
      onClose={onClose}
      title={t('notes.previewTitle', { version: note.version })}
      size="xl"
      centered
    >
      <Stack gap="md">
        <SegmentedControl
          aria-label={t('notes.previewLanguage')}
          value={language}
          onChange={(value) => setLanguage(value as Locale)}
          data={LOCALES.map((locale) => ({ value: locale, label: locale }))}
        />
        {message ? (
          <Table.ScrollContainer minWidth={320}>
            <Table verticalSpacing="sm" aria-label={t('notes.previewTable')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={130}>{t('releaseNotes:columns.version')}</Table.Th>
                  <Table.Th>{t('releaseNotes:columns.title')}</Table.Th>
                  <Table.Th w={150}>{t('releaseNotes:columns.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{note.version}</Table.Td>
                  <Table.Td>
                    <ReleaseNoteMessage message={message} lang={language} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDay(`${note.date}T00:00:00Z`, language)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Alert color="orange" variant="light">
            {t('notes.previewEmpty')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.close')}
          </Button>
        </Group>
      </Stack>
    </LayeredModal>
  );
}
