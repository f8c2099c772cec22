import {
  checkColourImageSize,
  formatFileSize,
  issueMessageParams,
  MAX_COLOUR_IMAGE_BYTES,
} from '@atelier/domain';
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type UseFieldArrayReturn, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fileSrc } from '../../kits/catalogue/fabric-swatch';
import { currentLocale } from '../../lib/i18n';
import type { FormValues } from './customer-fabric-form';
import { useFieldMessage } from './form-fields';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp';

export interface ColourImages {
  /** Files chosen per colour row (field id), sent after the fabric is saved. */
  pending: Record<string, File>;
  onChoose: (rowId: string, file: File | null) => void;
  /** Images already stored, by colour number. */
  stored: Record<string, string | null>;
  /** Upload progress per row, 0–100, while saving. */
  progress: Record<string, number>;
}

function ImagePicker({
  rowId,
  index,
  articleNumber,
  images,
}: {
  rowId: string;
  index: number;
  articleNumber: string;
  images: ColourImages;
}) {
  const { t } = useTranslation(['customerFabrics', 'rules']);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = images.pending[rowId];
  const stored = images.stored[articleNumber] ?? null;
  const progress = images.progress[rowId];
  const choose = (file: File | null) => {
    if (!file) return;
    const issue = checkColourImageSize(file.size)[0];
    if (issue) {
      // Refused here too, so a dealer does not wait for an upload the API will reject.
      setRefusal(t(`rules:${issue.code}`, issueMessageParams(issue, currentLocale())));
      images.onChoose(rowId, null);
      return;
    }
    setRefusal(null);
    images.onChoose(rowId, file);
  };
  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        {stored && !pending ? (
          <Image src={fileSrc(stored)} alt={t('colours.current')} w={48} h={48} radius="sm" />
        ) : null}
        <FileButton onChange={choose} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconPhoto size={16} aria-hidden />}
              aria-label={`${t('colours.chooseImage')} — ${t('colours.heading', { index: index + 1 })}`}
            >
              {t('colours.chooseImage')}
            </Button>
          )}
        </FileButton>
        {pending ? (
          <Text size="xs" c="dimmed">
            {t('colours.pending', { name: pending.name })}
          </Text>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {t('colours.imageHint', { size: formatFileSize(MAX_COLOUR_IMAGE_BYTES, currentLocale()) })}
      </Text>
      {refusal ? (
        <Text size="sm" c="red" role="alert">
          {refusal}
        </Text>
      ) : null}
      {progress !== undefined ? (
        <Progress
          value={progress}
          animated={progress < 100}
          aria-label={t('colours.uploading', { colour: articleNumber })}
        />
      ) : null}
    </Stack>
  );
}

export function ColoursStep({
  images,
  rows,
}: {
  images: ColourImages;
  rows: UseFieldArrayReturn<FormValues, 'colors'>;
}) {
  const { t } = useTranslation('customerFabrics');
  const { register, watch } = useFormContext<FormValues>();
  const { fields, append, remove } = rows;
  const message = useFieldMessage();
  const colours = watch('colors');
  return (
    <Stack gap="md">
      {message('colors') ? (
        <Text size="sm" c="red" role="alert">
          {message('colors')}
        </Text>
      ) : null}
      {fields.map((row, index) => (
        <Paper key={row.id} withBorder radius="md" p="sm" component="fieldset">
          <Group justify="space-between" mb="xs">
            <Text component="legend" fw={600} size="sm">
              {t('colours.heading', { index: index + 1 })}
            </Text>
            {fields.length > 1 ? (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => {
                  images.onChoose(row.id, null);
                  remove(index);
                }}
                aria-label={t('colours.remove', { index: index + 1 })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm">
            <TextInput
              label={t('fields.article_number')}
              withAsterisk
              {...register(`colors.${index}.article_number`)}
              error={message(`colors.${index}.article_number`)}
            />
            <TextInput
              label={t('fields.color')}
              withAsterisk
              {...register(`colors.${index}.color`)}
              error={message(`colors.${index}.color`)}
            />
          </SimpleGrid>
          <ImagePicker
            rowId={row.id}
            index={index}
            articleNumber={colours?.[index]?.article_number ?? ''}
            images={images}
          />
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append({ article_number: '', color: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('colours.add')}
      </Button>
    </Stack>
  );
}
