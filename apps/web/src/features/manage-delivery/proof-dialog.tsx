// The proof of a handover: a name typed in, a photo taken or chosen (the phone's camera opens with
// `capture`), then confirmed. Used for a stop delivered (photo required) and a fabric picked up
// (photo optional). The field messages are the API's or the domain's limits, in the user's words.
import {
  formatFileSize,
  MAX_DELIVERY_PHOTO_BYTES,
  MAX_RECIPIENT_NAME_LENGTH,
} from '@atelier/domain';
import { Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/confirm-dialog';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';

export interface ProofInput {
  name: string;
  photo: File | null;
}

export function ProofDialog({
  opened,
  title,
  nameLabel,
  photoRequired,
  busy,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  nameLabel: string;
  photoRequired: boolean;
  busy: boolean;
  /** The last failed attempt (its field messages are shown at their fields). */
  error: unknown;
  onClose: () => void;
  onConfirm: (input: ProofInput) => void;
}) {
  const { t } = useTranslation(['manageDelivery', 'validation', 'common']);
  const [name, setName] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const photoId = useId();
  const fields = error instanceof HttpError ? (error.fieldErrors ?? {}) : {};
  const nameField = Object.keys(fields).find((field) => field !== 'photo_id');
  const nameMissing = tried && name.trim().length < 2;
  const nameError = nameMissing
    ? t(name.trim() === '' ? 'validation:required' : 'validation:min', { min: 2 })
    : nameField
      ? fields[nameField]?.[0]
      : undefined;
  const photoError =
    tried && photoRequired && !photo ? t('dialog.photoRequired') : fields.photo_id?.[0];

  const confirm = () => {
    setTried(true);
    if (name.trim().length < 2 || (photoRequired && !photo)) return;
    onConfirm({ name: name.trim(), photo });
  };

  return (
    <DialogFrame
      opened={opened}
      title={title}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={t('dialog.confirm')}
      busy={busy}
      dirty={name !== '' || photo !== null}
    >
      <Stack gap="md">
        <TextInput
          label={nameLabel}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={MAX_RECIPIENT_NAME_LENGTH}
          autoComplete="name"
          required
          error={nameError}
          data-autofocus
          size="md"
        />
        <Input.Wrapper
          label={photoRequired ? t('dialog.photo') : t('dialog.photoOptional')}
          labelProps={{ htmlFor: photoId }}
          description={t('dialog.photoHint', {
            size: formatFileSize(MAX_DELIVERY_PHOTO_BYTES, currentLocale()),
          })}
          error={photoError}
          required={photoRequired}
        >
          <Stack gap={6} mt={4}>
            <input
              ref={fileRef}
              id={photoId}
              type="file"
              accept="image/*"
              capture="environment"
              aria-invalid={photoError ? true : undefined}
              style={{ fontSize: 'var(--mantine-font-size-md)' }}
              onChange={(event) => setPhoto(event.currentTarget.files?.[0] ?? null)}
            />
            {photo ? (
              <Group gap="xs">
                <IconCamera size={18} aria-hidden />
                <Text size="sm">{t('dialog.photoChosen', { name: photo.name })}</Text>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    setPhoto(null);
                    if (fileRef.current) fileRef.current.value = '';
                  }}
                >
                  {t('common:actions.clear')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Input.Wrapper>
      </Stack>
    </DialogFrame>
  );
}
