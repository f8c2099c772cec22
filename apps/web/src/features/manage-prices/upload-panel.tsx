// The upload of a new version: a file chosen or dropped is read as text and sent; a file with bad
// lines shows every line's error in a table (nothing was stored); a stored one opens its
// difference.
import {
  PRICE_LIST_CSV_MAX_BYTES,
  type PriceListCsvErrorAnswer,
  type PriceListVersionDifference,
} from '@atelier/domain';
import { Alert, Button, FileButton, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { managePricesKey, PriceListRejected, uploadPriceList } from '../../api/manage-prices';

export function UploadPanel({
  listId,
  onStored,
}: {
  listId: string;
  onStored: (difference: PriceListVersionDifference) => void;
}) {
  const { t } = useTranslation('managePrices');
  const [errors, setErrors] = useState<PriceListCsvErrorAnswer[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useIdempotentMutation(
    (content: string, key: string) => uploadPriceList(listId, content, key),
    {
      success: (answer) => t('upload.stored', { id: answer.version.id }),
      failure: t('upload.failed'),
    },
    {
      invalidate: [managePricesKey],
      onSuccess: (answer) => {
        setErrors([]);
        onStored(answer);
      },
      onError: (error) => setErrors(error instanceof PriceListRejected ? error.errors : []),
    },
  );

  const send = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    setErrors([]);
    if (file.size > PRICE_LIST_CSV_MAX_BYTES) {
      setProblem(t('upload.tooLarge', { max: PRICE_LIST_CSV_MAX_BYTES / 1024 }));
      return;
    }
    try {
      await upload.run(await file.text());
    } catch {
      setProblem(t('upload.unreadable'));
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('upload.title')}
      </Title>
      <Paper
        withBorder
        p="lg"
        radius="md"
        bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="price-list-drop"
      >
        <Stack align="center" gap="xs">
          <Text size="sm">{upload.isPending ? t('upload.busy') : t('upload.drop')}</Text>
          <FileButton onChange={(file) => void send(file)} accept=".csv,text/csv,text/plain">
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={upload.isPending}
              >
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
        </Stack>
      </Paper>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {errors.length > 0 ? <LineErrors errors={errors} /> : null}
    </Stack>
  );
}

function LineErrors({ errors }: { errors: PriceListCsvErrorAnswer[] }) {
  const { t } = useTranslation('managePrices');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={t('upload.errorsTitle', { count: errors.length })}
    >
      <Table.ScrollContainer minWidth={420} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
        <Table
          striped
          withTableBorder
          aria-label={t('upload.errorsTitle', { count: errors.length })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('upload.line')}</Table.Th>
              <Table.Th>{t('upload.column')}</Table.Th>
              <Table.Th>{t('upload.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((error) => (
              <Table.Tr
                key={`${error.line ?? 'file'}-${error.column ?? ''}-${error.code}-${JSON.stringify(error.params)}`}
              >
                <Table.Td>{error.line ?? t('upload.wholeFile')}</Table.Td>
                <Table.Td>{error.column ?? ''}</Table.Td>
                <Table.Td>{t(`csv.${error.code}`, error.params)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Alert>
  );
}
