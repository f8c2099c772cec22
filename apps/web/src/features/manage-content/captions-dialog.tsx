// A video's caption track in one language: a WebVTT file read here and checked by the API (a file
// that is not WebVTT is answered with a message under the field).
import { LOCALES, type Locale, type ManageDownload } from '@atelier/domain';
import { FileInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageDownloadsKey, uploadCaptions } from '../../api/manage-content';
import { DialogFrame } from '../../components/confirm-dialog';
import { HttpError } from '../../lib/http';
import { languageName } from '../../lib/i18n';

export function CaptionsDialog({ video, onClose }: { video: ManageDownload; onClose: () => void }) {
  const { t } = useTranslation('manageContent');
  const [language, setLanguage] = useState<Locale>(
    LOCALES.find((locale) => !video.captions.includes(locale)) ?? 'nl',
  );
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useIdempotentMutation(
    async () => uploadCaptions(video.id, language, file ? await file.text() : ''),
    { success: t('downloads.captionsSaved'), failure: t('downloads.captionsFailed') },
    {
      invalidate: [manageDownloadsKey],
      onSuccess: onClose,
      onError: (failure) =>
        setError(failure instanceof HttpError ? failure.fieldErrors?.text?.[0] : undefined),
    },
  );
  const name = (locale: Locale) => `${languageName(locale)} (${locale})`;
  return (
    <DialogFrame
      opened
      title={t('downloads.captionsTitle', { title: video.title.en ?? video.file_name })}
      onClose={onClose}
      onConfirm={() => save.mutate(undefined)}
      confirmLabel={t('downloads.captionsSave')}
      busy={save.isPending}
    >
      <Stack gap="sm">
        <Text size="sm">
          {t('common:labelled', {
            label: t('downloads.columns.captions'),
            value: video.captions.join(', ') || t('downloads.none'),
          })}
        </Text>
        <Select
          label={t('downloads.captionsLanguage')}
          data={LOCALES.map((locale) => ({ value: locale, label: name(locale) }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as Locale)}
        />
        <FileInput
          label={t('downloads.captionsFile')}
          accept=".vtt,text/vtt"
          value={file}
          onChange={setFile}
          required
          error={error}
        />
      </Stack>
    </DialogFrame>
  );
}
