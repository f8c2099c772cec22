// The shop's earlier sample requests with their state and expected day, paged in the URL.
import { addressLine, formatDay, type SampleRequest } from '@atelier/domain';
import { Badge, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSampleRequests } from '../../api/samples';
import { type ListColumn, ListPage, useListParams } from '../../kits/list-page';

/** The table's rows: 50 a page unless the URL asks for another size. */
const PAGE_SIZE = 50;

export function EarlierRequests() {
  const { t, i18n } = useTranslation('samples');
  const { params, update } = useListParams({ pageSize: PAGE_SIZE });
  const requests = useSampleRequests({ page: params.page, page_size: params.pageSize });
  const date = (iso: string) => formatDay(iso, i18n.language);
  // On a phone each request is a card led by its state and days.
  const columns: ListColumn<SampleRequest>[] = [
    {
      accessor: 'requested_on',
      title: t('history.columns.requested'),
      priority: 2,
      noWrap: true,
      render: (sample) => date(sample.requested_on),
    },
    {
      accessor: 'fabrics',
      title: t('history.columns.fabrics'),
      priority: 4,
      // While a request waits, a colour whose samples ran out is named so (read on every load).
      render: (sample) =>
        sample.fabrics
          .map((fabric) =>
            sample.state === 'requested' && !fabric.in_stock
              ? t('history.outOfStock', { name: fabric.name })
              : fabric.name,
          )
          .join(', '),
    },
    {
      accessor: 'address',
      title: t('history.columns.address'),
      priority: 5,
      render: (sample) => `${sample.address.name}, ${addressLine(sample.address)}`,
    },
    {
      accessor: 'state',
      title: t('history.columns.state'),
      priority: 1,
      render: (sample) => (
        <Badge
          variant="light"
          tt="none"
          color={sample.state === 'sent' ? 'teal' : 'blue'}
          style={{ minWidth: 'max-content' }}
        >
          {t(`states.${sample.state}`)}
        </Badge>
      ),
    },
    {
      accessor: 'tracking_reference',
      title: t('history.columns.tracking'),
      priority: 2,
      render: (sample) =>
        sample.tracking_reference ? t('tracking', { reference: sample.tracking_reference }) : '',
    },
    {
      accessor: 'expected_date',
      title: t('history.columns.expected'),
      priority: 3,
      noWrap: true,
      render: (sample) => date(sample.expected_date),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="earlier-requests">
      <Title order={2} fz="h4" id="earlier-requests">
        {t('history.title')}
      </Title>
      <ListPage<SampleRequest>
        label={t('history.title')}
        params={params}
        update={update}
        state={{
          isPending: requests.isPending,
          isError: requests.isError,
          error: requests.error,
          refetch: () => void requests.refetch(),
          records: requests.data?.results ?? [],
          total: requests.data?.count ?? 0,
        }}
        columns={columns}
        idAccessor={(sample) => sample.id}
        emptyText={t('history.empty')}
        errorText={t('history.failed')}
      />
    </Stack>
  );
}
