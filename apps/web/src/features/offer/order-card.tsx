// One commission (a draft or an offer) on the offer page: its header (commission, customer order
// number, memo, employee), its articles grouped by room, the actions on selected articles (match
// strokes, make a set, split, change the main fabric) and on the order (save as offer, confirm).
// Every button and menu item is there because the API's `actions` offer it, and is disabled with
// the API's reason when refused.
import type { Room } from '@atelier/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { actionOf, type OrderArticle, useOrder } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { ErrorState, LoadingState } from '../../components/state-views';
import { DocumentsLink, ShareQuoteButton } from '../../kits/documents';
import { Amounts, CommissionMeasurement, editRouteOf, formatDay } from '../../kits/orders';
import { currentLocale } from '../../lib/i18n';
import { ActionButton } from './action-button';
import { type ArticleMenuAction, ArticleRow } from './article-row';
import type { CommissionChoice, OfferDetails } from './offer-dialogs';
import { commissionLabel, type OrderDialog } from './order-dialog';
import { OrderHeader } from './order-header';
import { SelectionActions } from './selection-actions';

// The card's dialogs, with the day field's calendar and the fabric picker, load after the page's
// first paint: no dialog is open when the offers open, and a phone would otherwise wait for them.
const OrderCardDialogs = lazy(async () => ({
  default: (await import('./order-card-dialogs')).OrderCardDialogs,
}));

export function OrderCard({
  orderId,
  commissions,
}: {
  orderId: number;
  /** The other drafts and offers, for move and split. */
  commissions: CommissionChoice[];
}) {
  const { t } = useTranslation(['orders', 'enums']);
  const navigate = useNavigate();
  const account = useAccountSettings().data;
  const query = useOrder(orderId);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<OrderDialog | null>(null);
  // What the last dialog showed: it keeps its text while it fades out after closing.
  const [lastDialog, setLastDialog] = useState<OrderDialog | null>(null);
  const locale = currentLocale();
  const order = query.data;
  const articles = order?.articles ?? [];
  const chosen = articles.filter((article) => selected.includes(article.order_number));
  const byRoom = useMemo(() => {
    const groups = new Map<Room | null, OrderArticle[]>();
    for (const article of order?.articles ?? []) {
      groups.set(article.room, [...(groups.get(article.room) ?? []), article]);
    }
    return [...groups.entries()];
  }, [order?.articles]);
  const offerInitial = useMemo<OfferDetails>(
    () => ({
      end_customer_name: order?.end_customer_name ?? '',
      end_customer_reference: order?.end_customer_reference ?? '',
      valid_until: order?.offer_valid_until ?? '',
    }),
    [order?.end_customer_name, order?.end_customer_reference, order?.offer_valid_until],
  );

  if (query.isPending) return <LoadingState />;
  if (query.isError || !order) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const others = commissions.filter((choice) => choice.id !== order.id);
  const open = (next: OrderDialog) => {
    setDialog(next);
    setLastDialog(next);
  };
  const close = () => setDialog(null);
  const done = () => {
    close();
    setSelected([]);
  };

  const onArticle = (article: OrderArticle, action: ArticleMenuAction) => {
    if (action === 'edit') {
      const route = editRouteOf(article.article_type, article.order_number);
      if (route) navigate(route);
      return;
    }
    if (action === 'split') open({ kind: 'split', numbers: [article.order_number] });
    else open({ kind: action, article });
  };

  const offerVerdict =
    order.order_type === 'offered'
      ? actionOf(order.actions, 'renew_offer')
      : actionOf(order.actions, 'save_as_offer');
  const titleId = `order-${order.id}`;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Title order={3} fz="h4" id={titleId}>
              {commissionLabel(order, (id) => t('offer.unnamed', { id }))}
            </Title>
            <Text size="sm" c="dimmed">
              {[
                t(`enums:orderTypes.${order.order_type}`),
                order.end_customer_name || null,
                order.offer_valid_until
                  ? order.offer_expired
                    ? t('offer.expired')
                    : t('offer.validUntil', { date: formatDay(order.offer_valid_until, locale) })
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
          <Amounts
            account={account}
            currency={order.totals.currency}
            sales={order.totals.sales}
            wholesale={order.totals.wholesale}
          />
        </Group>

        <OrderHeader order={order} />
        <CommissionMeasurement warnings={order.measurement_warnings} />

        {articles.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('offer.noArticles')}
          </Text>
        ) : (
          byRoom.map(([room, list]) => (
            <Stack gap="xs" key={room ?? 'none'}>
              <Text size="sm" fw={600} component="h4" m={0}>
                {room ? t(`enums:rooms.${room}`) : t('offer.noRoom')}
              </Text>
              {list.map((article) => (
                <ArticleRow
                  key={article.order_number}
                  article={article}
                  account={account}
                  currency={order.totals.currency}
                  selected={selected.includes(article.order_number)}
                  onSelect={(on) =>
                    setSelected((current) =>
                      on
                        ? [...current, article.order_number]
                        : current.filter((number) => number !== article.order_number),
                    )
                  }
                  splitVerdict={actionOf(order.actions, 'split')}
                  onAction={(action) => onArticle(article, action)}
                />
              ))}
            </Stack>
          ))
        )}

        {articles.length > 0 ? (
          <SelectionActions
            order={order}
            chosen={chosen}
            open={open}
            onDone={() => setSelected([])}
          />
        ) : null}

        <Group justify="flex-end" gap="sm">
          <DocumentsLink orderId={order.id} orderType={order.order_type} />
          {order.order_type === 'offered' ? (
            <ShareQuoteButton orderId={order.id} validUntil={order.offer_valid_until} />
          ) : null}
          <ActionButton
            variant="default"
            verdict={offerVerdict}
            onClick={() => open({ kind: 'offer', renew: order.order_type === 'offered' })}
          >
            {order.order_type === 'offered'
              ? t('offer.actions.renew_offer')
              : t('offer.actions.save_as_offer')}
          </ActionButton>
          <ActionButton
            verdict={actionOf(order.actions, 'confirm')}
            onClick={() => open({ kind: 'confirm' })}
          >
            {t('offer.actions.confirm')}
          </ActionButton>
        </Group>
      </Stack>

      <Suspense fallback={null}>
        <OrderCardDialogs
          order={order}
          dialog={dialog}
          lastDialog={lastDialog}
          others={others}
          offerInitial={offerInitial}
          onClose={close}
          onDone={done}
        />
      </Suspense>
    </Paper>
  );
}
