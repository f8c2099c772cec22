// Upload a document or video for one or more customer groups, or replace one (its details, and its
// file when a new one is chosen). The API checks the file by its first bytes and every title; its
// field messages show under their fields.
import {
  CUSTOMER_GROUPS,
  type CustomerGroupName,
  LOCALES,
  type Locale,
  type ManageDownload,
  SERVICE_ITEMS,
  type ServiceItem,
} from '@atelier/domain';
import { Checkbox, FileInput, Group, Select, Stack } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageDownloadsKey, replaceDownload, uploadDownload } from '../../api/manage-content';
import { DialogFrame } from '../../components/confirm-dialog';
import { HttpError } from '../../lib/http';
import { languageName } from '../../lib/i18n';
import { emptyTexts, LocaleTabs, type LocaleTexts } from './locale-tabs';

export function DownloadDialog({
  existing,
  group,
  onClose,
}: {
  /** The download to replace; an upload when absent. */
  existing: ManageDownload | null;
  group: CustomerGroupName;
  onClose: () => void;
}) {
  const { t } = useTranslation('manageContent');
  const [category, setCategory] = useState<ServiceItem>(existing?.category ?? 'general');
  const [language, setLanguage] = useState<Locale>(
    (LOCALES as readonly string[]).includes(existing?.language ?? '')
      ? (existing?.language as Locale)
      : 'nl',
  );
  const [groups, setGroups] = useState<CustomerGroupName[]>([group]);
  const [titles, setTitles] = useState<LocaleTexts>({ ...emptyTexts(), ...existing?.title });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>();
  const input = { category, language, title: titles, customer_groups: groups };
  const save = useIdempotentMutation(
    async (): Promise<unknown> =>
      existing ? replaceDownload(existing.id, input, file) : uploadDownload(input, file),
    existing
      ? { success: t('downloads.replaced'), failure: t('downloads.replaceFailed') }
      : { success: t('downloads.uploaded'), failure: t('downloads.uploadFailed') },
    {
      invalidate: [manageDownloadsKey],
      onSuccess: onClose,
      onError: (error) => setErrors(error instanceof HttpError ? error.fieldErrors : undefined),
    },
  );
  const first = (field: string) => errors?.[field]?.[0];

  return (
    <DialogFrame
      opened
      title={
        existing
          ? t('downloads.replaceTitle', { title: existing.title.en ?? existing.file_name })
          : t('downloads.uploadTitle')
      }
      onClose={onClose}
      onConfirm={() => save.mutate(undefined)}
      confirmLabel={t('downloads.save')}
      busy={save.isPending}
      dirty={file !== null}
    >
      <Stack gap="sm">
        <Group grow align="flex-start">
          <Select
            label={t('downloads.section')}
            data={SERVICE_ITEMS.map((item) => ({ value: item, label: t(`sections.${item}`) }))}
            value={category}
            allowDeselect={false}
            error={first('category')}
            onChange={(value) => value && setCategory(value as ServiceItem)}
          />
          <Select
            label={t('downloads.language')}
            data={LOCALES.map((locale) => ({
              value: locale,
              label: `${languageName(locale)} (${locale})`,
            }))}
            value={language}
            allowDeselect={false}
            error={first('language')}
            onChange={(value) => value && setLanguage(value as Locale)}
          />
        </Group>
        {existing ? null : (
          <Checkbox.Group
            label={t('downloads.groups')}
            value={groups}
            onChange={(value) => setGroups(value as CustomerGroupName[])}
            error={first('customer_groups')}
          >
            <Group gap="md" mt={4}>
              {CUSTOMER_GROUPS.map((name) => (
                <Checkbox key={name} value={name} label={name} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <FileInput
          label={t('downloads.file')}
          description={existing ? t('downloads.keepFile') : t('downloads.fileHelp')}
          accept={category === 'videos' ? 'video/webm,video/mp4' : 'application/pdf'}
          value={file}
          onChange={setFile}
          clearable
          clearButtonProps={{ 'aria-label': t('common:actions.clear') }}
          required={!existing}
          error={first('file')}
          leftSection={<IconFileUpload size={16} aria-hidden />}
        />
        <LocaleTabs
          label={t('downloads.titles')}
          field="title"
          values={titles}
          onChange={setTitles}
          errors={errors}
        />
      </Stack>
    </DialogFrame>
  );
}
