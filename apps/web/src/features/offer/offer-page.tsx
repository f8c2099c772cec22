// `/account/offer` (portal §2): the drafts, one per commission, each with its articles, and the
// offers list. A draft or an offer is worked on in its card (match strokes, make sets, split, save
// as offer, confirm); several offers are confirmed together from the list.
import { listOf } from '@atelier/domain';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  confirmOrder,
  fetchOrder,
  type OrderRow,
  orderKey,
  rowActionOf,
  useOrderPage,
} from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { useRouteIntro, useRouteTitle } from '../../components/route-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/state-views';
import { ListPage, useListParams } from '../../kits/list-page';
import { MeasurementAcknowledgement, useOrderColumns } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';
import { ActionButton } from './action-button';
import { draftFilters, OFFER_LIST_DEFAULTS, offerFilters, openOrderOf } from './offer-queries';
import { OrderCard } from './order-card';
import { commissionLabel } from './order-dialog';
import { useOrderAction } from './use-order-action';

export function OfferPage() {
  // `errors` words the list's refusal codes.
  const { t } = useTranslation(['orders', 'enums', 'errors']);
  const title = useRouteTitle();
  const intro = useRouteIntro();
  const account = useAccountSettings().data;
  const drafts = useOrderPage(
    account ? draftFilters(account) : { status: 'draft' },
    account !== undefined,
  );
  const { params, update } = useListParams(OFFER_LIST_DEFAULTS);
  const offers = useOrderPage(
    account ? offerFilters(params, account) : { status: 'offered' },
    account !== undefined,
  );
  const openId = openOrderOf(params);
  const [chosen, setChosen] = useState<OrderRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const unnamed = (id: number) => t('offer.unnamed', { id });
  // One call per order, each its own intent with its own key.
  const confirm = useOrderAction(
    (order: { id: number; commission: string; acknowledged: string[] }, key) =>
      confirmOrder(order.id, key, order.acknowledged),
    {
      success: (_answer, order) =>
        t('offer.alerts.confirmedOne', { order: commissionLabel(order, unnamed) }),
      failure: (order) =>
        t('offer.alerts.confirmFailedOne', { order: commissionLabel(order, unnamed) }),
    },
  );
  const columns = useOrderColumns('offers');
  const commissions = [...(drafts.data?.results ?? []), ...(offers.data?.results ?? [])].map(
    (order) => ({ id: order.id, label: commissionLabel(order, unnamed) }),
  );
  const isChosen = (order: OrderRow) => chosen.some((one) => one.id === order.id);
  const confirmable = chosen.filter((order) => rowActionOf(order, 'confirm', t).allowed);
  const refused = chosen.find((order) => !rowActionOf(order, 'confirm', t).allowed);
  // The list does not carry the measurement check: each order to confirm is read whole, so the
  // dialog can ask for its warnings to be acknowledged as the order's own confirm dialog does.
  const details = useQueries({
    queries: confirmable.map((order) => ({
      queryKey: orderKey(order.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchOrder(order.id, signal),
      enabled: confirming,
    })),
  });
  /** The warnings the dealer ticked, per order id. */
  const [acknowledged, setAcknowledged] = useState<Record<number, string[]>>({});
  const warningsOf = (index: number) => details[index]?.data?.measurement_warnings ?? [];
  const stillOpen = confirmable.some(
    (order, index) =>
      details[index]?.isPending ||
      warningsOf(index).some((found) => !(acknowledged[order.id] ?? []).includes(found.id)),
  );

  let draftBody: React.ReactNode;
  if (drafts.isPending || account === undefined) draftBody = <LoadingState />;
  else if (drafts.isError) {
    draftBody = (
      <ErrorState
        error={drafts.error}
        message={t('offer.draftsFailed')}
        onRetry={() => void drafts.refetch()}
      />
    );
  } else if (drafts.data.results.length === 0) {
    draftBody = <EmptyState>{t('offer.noDrafts')}</EmptyState>;
  } else {
    draftBody = drafts.data.results.map((draft) => (
      <OrderCard key={draft.id} orderId={draft.id} commissions={commissions} />
    ));
  }

  return (
    <>
      <PageHeader
        title={title}
        description={intro}
        actions={
          <Button
            component={Link}
            to="/account/products"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('offer.actions.newArticle')}
          </Button>
        }
      />
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="drafts-title">
          <Title order={2} fz="h3" id="drafts-title">
            {t('offer.drafts')}
          </Title>
          {draftBody}
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="offers-title">
          <Group justify="space-between">
            <Title order={2} fz="h3" id="offers-title">
              {t('offer.offers')}
            </Title>
            <ActionButton
              verdict={
                chosen.length === 0
                  ? { allowed: false, message: t('offer.selectFirst') }
                  : refused
                    ? {
                        allowed: false,
                        message: rowActionOf(refused, 'confirm', t).message,
                      }
                    : { allowed: true, message: null }
              }
              onClick={() => {
                setAcknowledged({});
                setConfirming(true);
              }}
            >
              {t('offer.actions.confirmSelected')}
            </ActionButton>
          </Group>
          <ListPage<OrderRow>
            label={t('offer.offers')}
            params={params}
            update={update}
            search={{ label: t('filters.search'), placeholder: t('filters.searchPlaceholder') }}
            state={{
              isPending: offers.isPending || account === undefined,
              isError: offers.isError,
              error: offers.error,
              refetch: () => void offers.refetch(),
              records: offers.data?.results ?? [],
              total: offers.data?.count ?? 0,
            }}
            columns={[
              {
                accessor: 'select',
                title: '',
                width: 40,
                render: (order) => (
                  <Checkbox
                    aria-label={t('offer.selectOrder', { id: order.id })}
                    checked={isChosen(order)}
                    onClick={(event) => event.stopPropagation()}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setChosen((current) =>
                        on ? [...current, order] : current.filter((one) => one.id !== order.id),
                      );
                    }}
                  />
                ),
              },
              ...columns,
            ]}
            idAccessor={(order) => order.id}
            onRowClick={(order) =>
              update({ open: openId === order.id ? null : order.id, page: params.page })
            }
            emptyText={t('offer.noOffers')}
            errorText={t('offer.offersFailed')}
          />
          {openId ? <OrderCard key={openId} orderId={openId} commissions={commissions} /> : null}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('offer.dialogs.confirm.title')}
        body={t('offer.dialogs.confirm.body', {
          orders: listOf(
            confirmable.map((order) => commissionLabel(order, unnamed)),
            currentLocale(),
          ),
        })}
        confirmLabel={t('offer.dialogs.confirm.confirm')}
        busy={confirm.busy}
        disabled={stillOpen}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          // One call per order, each with its own key and its own acknowledged warnings; the alert
          // says how it went for each.
          for (const order of confirmable) {
            const answer = await confirm.run({
              id: order.id,
              commission: order.commission,
              acknowledged: acknowledged[order.id] ?? [],
            });
            if (answer) setChosen((current) => current.filter((one) => one.id !== order.id));
          }
          setConfirming(false);
        }}
      >
        {details.some((detail) => detail.isPending) ? <LoadingState /> : null}
        {confirmable.map((order, index) => (
          <MeasurementAcknowledgement
            key={order.id}
            heading={commissionLabel(order, unnamed)}
            warnings={warningsOf(index)}
            articles={details[index]?.data?.articles ?? []}
            acknowledged={acknowledged[order.id] ?? []}
            onChange={(next) => setAcknowledged((current) => ({ ...current, [order.id]: next }))}
          />
        ))}
      </ConfirmDialog>
    </>
  );
}
