// `/account/order/{orderId}`: one order with its header, its articles (the columns the account's
// show_* flags allow), its totals per price display type and its timeline.
import { formatPercent, isServiceAccount } from '@atelier/domain';
import {
  Badge,
  Box,
  Button,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type OrderArticle, useOrder } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { BackLink } from '../../components/back-link';
import { PageHeader } from '../../components/page-header';
import { useRouteBack, useRouteIntro } from '../../components/route-title';
import { ErrorState, LoadingState } from '../../components/state-views';
import { useLabelled } from '../../components/use-labelled';
import { DocumentsLink } from '../../kits/documents';
import { type ListColumn, STACKED_CLASS, stackColumns, useFittedRows } from '../../kits/list-page';
import {
  Amounts,
  ArticleMeasurementWarnings,
  CommissionMeasurement,
  formatDay,
  formatSize,
  OrderTimeline,
  shownPrices,
} from '../../kits/orders';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';
import { orderIdOf } from './order-detail-queries';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation(['orders', 'enums']);
  const { labelled } = useLabelled();
  const { orderId } = useParams();
  const order = useOrder(orderIdOf(orderId));
  const account = useAccountSettings().data;
  const locale = currentLocale();
  const { stacked, frameRef, viewportRef } = useFittedRows();
  // The link back, the title's place and the intro are the route's (decision 107): the frame of
  // the page's first HTML drew them in the same places.
  const intro = useRouteIntro();
  const backTo = useRouteBack();
  const back = backTo ? <BackLink to={backTo.to} label={backTo.label} /> : null;

  if (order.isPending) {
    return (
      <>
        {back ? <Box mb="lg">{back}</Box> : null}
        <PageHeader title={null} description={intro} />
        <LoadingState />
      </>
    );
  }
  if (order.isError) {
    const missing = order.error instanceof HttpError && order.error.status === 404;
    return (
      <Stack>
        {back}
        <ErrorState
          message={missing ? t('detail.notFound') : t('detail.failed')}
          onRetry={missing ? undefined : () => void order.refetch()}
        />
      </Stack>
    );
  }
  const data = order.data;
  const shown = shownPrices(account);
  const showRoom = account?.show_room ?? true;
  const showStrokes = account?.show_strokes ?? true;
  const showPleat = account?.show_pleat_percentage ?? true;
  // Related fields share a column (number over article and room, width × height over widths and
  // fullness, quantity over set), so all columns fit a 1366 px screen in every language.
  // On a phone each article is a card led by its number, status and price.
  const columns: (ListColumn<OrderArticle> | false)[] = [
    {
      accessor: 'order_number',
      priority: 1,
      title: t('articleColumns.type'),
      render: (article) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {article.order_number}
          </Text>
          <Text size="sm">{t(`enums:articleTypes.${article.article_type}`)}</Text>
          {showRoom && article.room ? (
            <Text size="xs" c="dimmed">
              {labelled(t('articleColumns.room'), t(`enums:rooms.${article.room}`))}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      accessor: 'main_fabric_name',
      priority: 6,
      title: t('articleColumns.fabric'),
      render: (article) => article.main_fabric_name ?? '',
    },
    {
      accessor: 'width',
      priority: 4,
      title: t('articleColumns.size'),
      render: (article) => {
        const making = [
          showStrokes && article.strokes !== null
            ? labelled(t('articleColumns.strokes'), article.strokes)
            : null,
          showPleat && article.pleat_percentage !== null
            ? labelled(t('articleColumns.pleat'), formatPercent(article.pleat_percentage, locale))
            : null,
        ].filter(Boolean);
        const sizes = [article.width, article.height]
          .map((size) => formatSize(size, locale, account?.unit_system))
          .filter(Boolean);
        return (
          <Stack gap={0}>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {sizes.join(' × ')}
            </Text>
            {making.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    {
      accessor: 'quantity',
      priority: 5,
      title: t('articleColumns.quantity'),
      textAlign: 'right',
      render: (article) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm">{article.quantity}</Text>
          {article.set_label ? (
            <Badge variant="light" aria-label={`${t('articleColumns.set')} ${article.set_label}`}>
              {article.set_label}
            </Badge>
          ) : null}
        </Stack>
      ),
    },
    (account?.show_tracking_order_status ?? true) && {
      accessor: 'production_status',
      priority: 2,
      title: t('articleColumns.status'),
      render: (article) =>
        article.production_status ? t(`enums:productionStatuses.${article.production_status}`) : '',
    },
    (shown.sales || shown.wholesale) && {
      accessor: 'sales',
      priority: 3,
      title: t('columns.price'),
      textAlign: 'right',
      render: (article) => (
        <Amounts
          account={account}
          currency={data.totals.currency}
          sales={article.sales}
          wholesale={article.wholesale}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={t('detail.heading', { id: data.id })}
        badge={<Badge variant="light">{t(`enums:orderTypes.${data.order_type}`)}</Badge>}
        description={intro}
        actions={
          <Group gap="sm">
            <DocumentsLink orderId={data.id} orderType={data.order_type} />
            {data.order_type === 'draft' || data.order_type === 'offered' ? (
              <Button
                component={Link}
                variant="light"
                to={
                  data.order_type === 'draft' ? '/account/offer' : `/account/offer?open=${data.id}`
                }
              >
                {t('detail.workOn')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Fact label={t('columns.commission')}>{data.commission}</Fact>
          <Fact label={t('columns.customerOrderNumber')}>{data.customer_order_number}</Fact>
          {account && isServiceAccount(account) ? (
            <Fact label={t('columns.debtor')}>{data.debtor_name}</Fact>
          ) : null}
          {(account?.show_employee ?? true) ? (
            <Fact label={t('columns.employee')}>{data.employee_name}</Fact>
          ) : null}
          <Fact label={t('columns.createdAt')}>{formatDay(data.created_at, locale)}</Fact>
          <Fact label={t('columns.orderDate')}>{formatDay(data.order_date, locale)}</Fact>
          {(account?.show_plan_date ?? true) ? (
            <Fact label={t('columns.plannedDate')}>{formatDay(data.planned_date, locale)}</Fact>
          ) : null}
          <Fact label={t('columns.endCustomer')}>{data.end_customer_name}</Fact>
          <Fact label={t('detail.reference')}>{data.end_customer_reference}</Fact>
          <Fact label={t('columns.validUntil')}>{formatDay(data.offer_valid_until, locale)}</Fact>
          {(account?.show_order_memo ?? true) ? (
            <Fact label={t('detail.memo')}>{data.memo}</Fact>
          ) : null}
        </SimpleGrid>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Stack gap="sm" component="section" aria-labelledby="order-articles">
            <Title order={2} fz="h4" id="order-articles">
              {t('detail.articles')}
            </Title>
            <CommissionMeasurement warnings={data.measurement_warnings} />
            <Paper withBorder radius="md" p="xs">
              <div ref={frameRef}>
                <DataTable<OrderArticle>
                  aria-labelledby="order-articles"
                  // A table wider than its frame stacks its rows (useFittedRows); until it has
                  // measured that, it scrolls, and the keyboard can reach and scroll it.
                  scrollAreaProps={{
                    viewportProps: { tabIndex: 0, 'aria-label': t('detail.articles') },
                  }}
                  scrollViewportRef={viewportRef}
                  withTableBorder={false}
                  striped
                  minHeight={data.articles.length === 0 ? 150 : undefined}
                  idAccessor="order_number"
                  records={data.articles}
                  classNames={stacked ? { table: STACKED_CLASS } : {}}
                  withRowBorders={!stacked}
                  columns={stackColumns(
                    columns.filter(
                      (column): column is ListColumn<OrderArticle> => column !== false,
                    ),
                    stacked,
                  )}
                  // The measurement check's warnings about an article, on a line under its row (as
                  // the offer page shows them under the article).
                  rowExpansion={
                    data.measurement_warnings.length > 0
                      ? {
                          trigger: 'always',
                          expandable: ({ record }) => record.measurement_warnings.length > 0,
                          content: ({ record }) => (
                            <Box px="sm" pb="xs">
                              <ArticleMeasurementWarnings warnings={record.measurement_warnings} />
                            </Box>
                          ),
                        }
                      : undefined
                  }
                  noRecordsText={t('detail.noArticles')}
                />
              </div>
            </Paper>
            {shown.sales || shown.wholesale ? (
              <Group justify="flex-end">
                <Text fw={600} size="sm">
                  {t('detail.totals')}
                </Text>
                <Amounts
                  account={account}
                  currency={data.totals.currency}
                  sales={data.totals.sales}
                  wholesale={data.totals.wholesale}
                />
              </Group>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <Paper withBorder radius="md" p="md">
            <OrderTimeline orderId={data.id} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
