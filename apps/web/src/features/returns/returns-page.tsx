// Returns (configurators §3 "Return authorisation"): the shop's returns with their state, a new
// return made from a confirmed or delivered article in the RMA dialog, and each return in full.

import type { Rma } from '@atelier/domain';
import { formatDay } from '@atelier/domain';
import { Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturns } from '../../api/rma';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { StackingTable, stackCell } from '../../kits/list-page';
import { NewReturnDialog } from './new-return-dialog';
import { ReturnDetail } from './return-detail';
import { stateColor } from './returns-format';

function ReturnsTable({ onShow }: { onShow: (rma: Rma) => void }) {
  const { t, i18n } = useTranslation(['returns', 'enums']);
  const returns = useReturns({ page_size: 100 });
  let body: ReactNode;
  if (returns.isPending) body = <LoadingState />;
  else if (returns.isError) {
    body = <ErrorState message={t('list.failed')} onRetry={() => void returns.refetch()} />;
  } else if (returns.data.results.length === 0) {
    body = <EmptyState>{t('list.empty')}</EmptyState>;
  } else {
    body = (
      // On a phone each return is a card led by its article (the commission), state and day.
      <StackingTable minWidth={720} striped verticalSpacing="xs" aria-labelledby="returns-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.number')}</Table.Th>
            <Table.Th>{t('list.columns.date')}</Table.Th>
            <Table.Th>{t('list.columns.article')}</Table.Th>
            <Table.Th>{t('list.columns.reason')}</Table.Th>
            <Table.Th>{t('list.columns.solution')}</Table.Th>
            <Table.Th>{t('list.columns.state')}</Table.Th>
            <Table.Th>{t('list.columns.photos')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {returns.data.results.map((rma) => (
            <Table.Tr key={rma.order_number}>
              <Table.Td {...stackCell(t('list.columns.number'), 4)}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('list.show', { number: rma.rma_number })}
                  onClick={() => onShow(rma)}
                >
                  {rma.rma_number}
                </Button>
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.date'), 3, { nowrap: true })}>
                {formatDay(rma.created_at, i18n.language)}
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.article'), 1)}>
                {[
                  rma.article.commission,
                  `${rma.article.order_number} · ${t(`enums:articleTypes.${rma.article.article_type}`)}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.reason'))}>
                {t(`reasons.${rma.reason}`)}
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.solution'))}>
                {t(`solutions.${rma.solution}`)}
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.state'), 2)}>
                <Badge
                  variant="light"
                  tt="none"
                  color={stateColor(rma.state)}
                  style={{ minWidth: 'max-content' }}
                >
                  {t(`states.${rma.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td {...stackCell(t('list.columns.photos'))}>{rma.photos.length}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackingTable>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="returns-list">
      <Title order={2} fz="h4" id="returns-list">
        {t('list.title')}
      </Title>
      {body}
    </Stack>
  );
}

export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const title = useRouteTitle();
  const settings = useAccountSettings();
  const [newOpen, setNewOpen] = useState(false);
  const [shown, setShown] = useState<Rma | null>(null);
  let body: ReactNode;
  if (settings.isPending) body = <LoadingState />;
  else if (settings.isError) {
    body = <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  } else {
    body = (
      <Stack gap="lg">
        <Group>
          <Button
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => setNewOpen(true)}
          >
            {t('newReturn')}
          </Button>
        </Group>
        <ReturnsTable onShow={setShown} />
        <NewReturnDialog
          opened={newOpen}
          account={settings.data}
          onClose={() => setNewOpen(false)}
          onMade={setShown}
        />
        <ReturnDetail rma={shown} onClose={() => setShown(null)} onChanged={setShown} />
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      {body}
    </>
  );
}
