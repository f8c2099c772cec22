// Write a release note, or edit one: its version and day, and its title and body in each of the
// seven languages. Saved as a draft (languages may still be empty); a published note stays
// published, so the API then asks for every language. Field messages show under their fields.
import {
  type ManageReleaseNote,
  RELEASE_NOTE_BODY_MAX,
  RELEASE_NOTE_TITLE_MAX,
  RELEASE_NOTE_VERSION_MAX,
} from '@atelier/domain';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageReleaseNotesKey, saveReleaseNote } from '../../api/manage-notes';
import { DialogFrame } from '../../components/confirm-dialog';
import { DayInput } from '../../components/day-input';
import { HttpError } from '../../lib/http';
import { emptyTexts, LocaleTabs, type LocaleTexts } from './locale-tabs';

const today = () => new Date().toISOString().slice(0, 10);

export function ReleaseNoteEditor({
  existing,
  onClose,
}: {
  /** The note to edit; a new one when absent. */
  existing: ManageReleaseNote | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const [version, setVersion] = useState(existing?.version ?? '');
  const [date, setDate] = useState(existing?.date ?? today());
  const [titles, setTitles] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.title });
  const [bodies, setBodies] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.body });
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const [dirty, setDirty] = useState(false);
  const save = useIdempotentMutation(
    () => saveReleaseNote(existing?.id ?? null, { version, date, title: titles, body: bodies }),
    { success: t('notes.saved'), failure: t('notes.saveFailed') },
    {
      invalidate: [manageReleaseNotesKey],
      onSuccess: onClose,
      onError: (error) => setErrors(error instanceof HttpError ? error.fieldErrors : undefined),
    },
  );
  const first = (field: string) => errors?.[field]?.[0];
  const touched =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setDirty(true);
      set(value);
    };

  return (
    <DialogFrame
      opened
      title={existing ? t('notes.editTitle', { version: existing.version }) : t('notes.newTitle')}
      onClose={onClose}
      onConfirm={() => save.mutate(undefined)}
      confirmLabel={t('notes.save')}
      busy={save.isPending}
      dirty={dirty}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {existing?.state === 'published' ? t('notes.editPublishedHelp') : t('notes.draftHelp')}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('notes.version')}
            description={t('notes.versionHelp')}
            value={version}
            required
            maxLength={RELEASE_NOTE_VERSION_MAX}
            error={first('version')}
            onChange={(event) => touched(setVersion)(event.currentTarget.value)}
          />
          <DayInput
            label={t('notes.date')}
            value={date}
            required
            error={first('date')}
            onChange={touched(setDate)}
          />
        </Group>
        <LocaleTabs
          label={t('notes.titleField')}
          field="title"
          values={titles}
          onChange={touched(setTitles)}
          errors={errors}
          maxLength={RELEASE_NOTE_TITLE_MAX}
        />
        <LocaleTabs
          label={t('notes.body')}
          field="body"
          values={bodies}
          onChange={touched(setBodies)}
          errors={errors}
          multiline
          maxLength={RELEASE_NOTE_BODY_MAX}
        />
        <Text size="xs" c="dimmed">
          {t('notes.bodyHelp')}
        </Text>
      </Stack>
    </DialogFrame>
  );
}
