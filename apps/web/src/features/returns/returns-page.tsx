// Returns (configurators §3 "Return authorisation"): the shop's returns with their state (paged in
// the URL), a new return made from a confirmed or delivered article in the RMA dialog, and each
// return in full.

import type { Rma } from '@atelier/domain';
import { formatDay } from '@atelier/domain';
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveReturns, useReturns } from '../../api/rma';
import { useAccountSettings } from '../../api/settings';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';
import { stateBadge } from '../../kits/returns/state-color';
import { NewReturnDialog } from './new-return-dialog';
import { ReturnDetail } from './return-detail';

/** The table's rows: 100 a page unless the URL asks for fewer. */
const PAGE_SIZE = 100;

function ReturnsTable({ onShow }: { onShow: (rma: Rma) => void }) {
  const { t, i18n } = useTranslation(['returns', 'enums']);
  // The page and its size live in the URL: a reload or "back" shows the same rows.
  const { params, update } = useListParams({ pageSize: PAGE_SIZE });
  const returns = useReturns({ page: params.page, page_size: params.pageSize });
  // On a phone each return is a card led by its article (the commission), state and day.
  const columns: ListColumn<Rma>[] = [
    {
      accessor: 'rma_number',
      title: t('list.columns.number'),
      priority: 4,
      render: (rma) => (
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={t('list.show', { number: rma.rma_number })}
          onClick={() => onShow(rma)}
        >
          {rma.rma_number}
        </Button>
      ),
    },
    {
      accessor: 'created_at',
      title: t('list.columns.date'),
      priority: 3,
      noWrap: true,
      render: (rma) => formatDay(rma.created_at, i18n.language),
    },
    {
      accessor: 'article',
      title: t('list.columns.article'),
      priority: 1,
      render: (rma) =>
        [
          rma.article.commission,
          `${rma.article.order_number} · ${t(`enums:articleTypes.${rma.article.article_type}`)}`,
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      accessor: 'reason',
      title: t('list.columns.reason'),
      render: (rma) => t(`reasons.${rma.reason}`),
    },
    {
      accessor: 'solution',
      title: t('list.columns.solution'),
      render: (rma) => t(`solutions.${rma.solution}`),
    },
    {
      accessor: 'state',
      title: t('list.columns.state'),
      priority: 2,
      render: (rma) => (
        <Badge tt="none" {...stateBadge(rma.state)} style={{ minWidth: 'max-content' }}>
          {t(`states.${rma.state}`)}
        </Badge>
      ),
    },
    {
      accessor: 'photos',
      title: t('list.columns.photos'),
      render: (rma) => rma.photos.length,
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="returns-list">
      <Title order={2} fz="h4" id="returns-list">
        {t('list.title')}
      </Title>
      <ListPage<Rma>
        label={t('list.title')}
        params={params}
        update={update}
        state={{
          isPending: returns.isPending,
          isError: returns.isError,
          error: returns.error,
          refetch: () => void returns.refetch(),
          records: returns.data?.results ?? [],
          total: returns.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(rma) => rma.order_number}
        emptyText={t('list.empty')}
        errorText={t('list.failed')}
      />
    </Stack>
  );
}

export function ReturnsPage() {
  const { t } = useTranslation('returns');
  // The returns desk's decisions and questions show without a reload.
  useLiveReturns();
  const title = useRouteTitle();
  const intro = useRouteIntro();
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
      <PageHeader title={title} description={intro} />
      {body}
    </>
  );
}
