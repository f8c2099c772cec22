// One price list's versions, newest first, with their state and what can be done with each.
import { formatDay, type ManagedPriceList, type PriceListVersion } from '@atelier/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../lib/i18n';

const STATE_COLOURS: Record<PriceListVersion['state'], string> = {
  draft: 'gray.8',
  scheduled: 'blue.9',
  current: 'teal.9',
  past: 'dark',
};

export function VersionsTable({
  list,
  onDifference,
  onSchedule,
  onCancel,
}: {
  list: ManagedPriceList;
  onDifference: (version: PriceListVersion) => void;
  onSchedule: (version: PriceListVersion) => void;
  onCancel: (version: PriceListVersion) => void;
}) {
  const { t } = useTranslation('managePrices');
  const locale = currentLocale();
  if (list.versions.length === 0) return <Text size="sm">{t('noVersions')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped withTableBorder aria-label={t('versions', { name: list.name })}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.version')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
            <Table.Th>{t('columns.validFrom')}</Table.Th>
            <Table.Th>{t('columns.uploadedBy')}</Table.Th>
            <Table.Th>{t('columns.uploadedAt')}</Table.Th>
            <Table.Th ta="right">{t('columns.entries')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.versions.map((version) => {
            const name = t('versionName', { id: version.id });
            return (
              <Table.Tr key={version.id}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLOURS[version.state]} variant="outline">
                    {t(`states.${version.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {version.valid_from ? formatDay(version.valid_from, locale) : ''}
                </Table.Td>
                <Table.Td>{version.created_by ?? ''}</Table.Td>
                <Table.Td>{formatDay(version.created_at.slice(0, 10), locale)}</Table.Td>
                <Table.Td ta="right">{version.entries}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => onDifference(version)}
                      aria-label={`${t('actions.difference')} – ${name}`}
                    >
                      {t('actions.difference')}
                    </Button>
                    {version.state === 'draft' || version.state === 'scheduled' ? (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onSchedule(version)}
                        aria-label={`${t('actions.schedule')} – ${name}`}
                      >
                        {t('actions.schedule')}
                      </Button>
                    ) : null}
                    {version.state === 'scheduled' ? (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => onCancel(version)}
                        aria-label={`${t('actions.cancel')} – ${name}`}
                      >
                        {t('actions.cancel')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
