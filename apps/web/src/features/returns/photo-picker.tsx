// Photos chosen for a return, shown before they are sent; the domain decides which are kept.
import {
  choosePhotos,
  formatFileSize,
  MAX_RMA_PHOTO_BYTES,
  MAX_RMA_PHOTOS,
  RMA_PHOTO_TYPES,
  type RmaPhotoProblem,
} from '@atelier/domain';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

// A key per chosen file (two files may share a name and size).
const keys = new WeakMap<File, string>();
let nextKey = 0;
function keyOf(file: File): string {
  let key = keys.get(file);
  if (!key) {
    nextKey += 1;
    key = `photo-${nextKey}`;
    keys.set(file, key);
  }
  return key;
}

function Preview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation('returns');
  const src = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(src), [src]);
  return (
    <Paper withBorder radius="sm" p={4} component="li" style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Image src={src} alt={t('photos.preview', { name: file.name })} h={96} fit="cover" />
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="xs" truncate="end" style={{ flex: 1 }}>
            {file.name}
          </Text>
          <CloseButton
            size="sm"
            aria-label={t('photos.remove', { name: file.name })}
            onClick={onRemove}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

export function PhotoPicker({
  photos,
  stored = 0,
  heading = true,
  onChange,
}: {
  photos: readonly File[];
  /** Photos the return holds already. */
  stored?: number;
  /** Off where the photos already have a heading. */
  heading?: boolean;
  onChange: (photos: File[]) => void;
}) {
  const { t } = useTranslation('returns');
  const [problems, setProblems] = useState<RmaPhotoProblem[]>([]);
  const size = formatFileSize(MAX_RMA_PHOTO_BYTES, currentLocale());
  const message = (problem: RmaPhotoProblem) =>
    problem.code === 'too_many'
      ? t('photos.tooMany', { max: MAX_RMA_PHOTOS })
      : t(problem.code === 'too_large' ? 'photos.tooLarge' : 'photos.notImage', {
          name: problem.name,
          size,
        });
  return (
    <Stack gap="xs">
      {heading ? (
        <Title order={3} fz="sm">
          {t('photos.title')}
        </Title>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('photos.hint', { size, max: MAX_RMA_PHOTOS })}
      </Text>
      {photos.length > 0 ? (
        <SimpleGrid
          cols={{ base: 2, sm: 3 }}
          spacing="xs"
          component="ul"
          style={{ padding: 0, margin: 0 }}
        >
          {photos.map((file, index) => (
            <Preview
              key={keyOf(file)}
              file={file}
              onRemove={() => {
                onChange(photos.filter((_, at) => at !== index));
                setProblems([]);
              }}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {problems.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap={2}>
            {problems.map((problem) => (
              <Text key={message(problem)} size="sm">
                {message(problem)}
              </Text>
            ))}
          </Stack>
        </Alert>
      ) : null}
      <FileButton
        multiple
        accept={RMA_PHOTO_TYPES.join(',')}
        onChange={(picked) => {
          const chosen = choosePhotos(photos, picked, stored);
          onChange(chosen.photos);
          setProblems(chosen.problems);
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            disabled={stored + photos.length >= MAX_RMA_PHOTOS}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('photos.add')}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
