// One audit entry's change: who did what to which record when, and each changed key old → new.
import { type AuditEntry, formatMoment } from '@atelier/domain';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LayeredModal } from '../../components/layered-modal';
import { currentLocale } from '../../lib/i18n';
import { auditDifference, auditValueText } from './audit-diff';

function Value({ value }: { value: unknown }) {
  const { t } = useTranslation('manage');
  const text = auditValueText(value);
  return text === null ? (
    <Text span size="sm" c="dimmed" fs="italic">
      {t('audit.empty')}
    </Text>
  ) : (
    <Text span size="sm" style={{ wordBreak: 'break-word' }}>
      {text}
    </Text>
  );
}

export function AuditChangeDialog({
  entry,
  onClose,
}: {
  entry: AuditEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('manage');
  const changes = entry ? auditDifference(entry.before, entry.after) : [];
  return (
    <LayeredModal
      opened={entry !== null}
      onClose={onClose}
      size="lg"
      title={
        entry ? t('audit.dialogTitle', { action: entry.action, staff: entry.staff_username }) : ''
      }
    >
      {entry ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('audit.dialogMeta', {
              subject: t(`audit.subjects.${entry.subject}`),
              id: entry.subject_id,
              at: formatMoment(entry.at, currentLocale()),
            })}
          </Text>
          {changes.length === 0 ? (
            <Text size="sm">{t('audit.noDifference')}</Text>
          ) : (
            <Table withTableBorder striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.key')}</Table.Th>
                  <Table.Th scope="col">{t('audit.before')}</Table.Th>
                  <Table.Th scope="col">{t('audit.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.map((change) => (
                  <Table.Tr key={change.key}>
                    <Table.Th scope="row">
                      <Text size="sm" ff="monospace">
                        {change.key}
                      </Text>
                    </Table.Th>
                    <Table.Td>
                      <Value value={change.before} />
                    </Table.Td>
                    <Table.Td>
                      <Value value={change.after} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ) : null}
    </LayeredModal>
  );
}
