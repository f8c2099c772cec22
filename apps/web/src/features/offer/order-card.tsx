// One commission (a draft or an offer) on the offer page: its header (commission, customer order
// number, memo, employee), its articles grouped by room, the actions on selected articles (match
// strokes, make a set, split, change the main fabric) and on the order (save as offer, confirm).
// Every button and menu item is there because the API's `actions` offer it, and is disabled with
// the API's reason when refused.
import { type AvailableReport, formatLength, formatMoney, type Room } from '@atelier/domain';
import {
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  type ActionAnswer,
  actionOf,
  changeMainFabric,
  combineStrokes,
  confirmOrder,
  duplicateArticle,
  makeCurtainSet,
  moveArticle,
  type OrderArticle,
  type OrderView,
  removeArticle,
  saveAsOffer,
  splitArticles,
  undoCombineStrokes,
  undoCurtainSet,
  useOrder,
} from '../../api/order-book';
import { patchOrder } from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ErrorState, LoadingState } from '../../components/state-views';
import { FabricPickerDialog } from '../../kits/catalogue/fabric-picker/fabric-picker-dialog';
import { DocumentChoices, DocumentsLink, ShareQuoteButton } from '../../kits/documents';
import {
  Amounts,
  CommissionMeasurement,
  editRouteOf,
  formatDay,
  MeasurementAcknowledgement,
  shownPrices,
} from '../../kits/orders';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';
import { ActionButton } from './action-button';
import { type ArticleMenuAction, ArticleRow } from './article-row';
import {
  type CommissionChoice,
  DuplicateDialog,
  MoveDialog,
  type OfferDetails,
  OfferDialog,
  SetDialog,
  SplitDialog,
} from './offer-dialogs';
import { useOrderAction } from './use-order-action';

type Dialog =
  | { kind: 'delete' | 'duplicate' | 'move'; article: OrderArticle }
  | { kind: 'split'; numbers: string[] }
  | { kind: 'combine' | 'set' | 'fabric'; numbers: string[] }
  | { kind: 'offer'; renew: boolean }
  | { kind: 'confirm' };

/** The verdict for the selected articles together: refused when any of them is refused. */
export function selectionVerdict(
  all: readonly OrderArticle[],
  articles: readonly OrderArticle[],
  name: string,
  selectFirst: string,
): ActionAnswer | undefined {
  // Offered at all: some article of the order has the action in its answer.
  if (all.every((article) => actionOf(article.actions, name) === undefined)) return undefined;
  if (articles.length === 0) return { name, allowed: false, reason: null, message: selectFirst };
  const verdicts = articles.map((article) => actionOf(article.actions, name));
  const refused = verdicts.find((verdict) => verdict && !verdict.allowed);
  return refused ?? { name, allowed: true, reason: null, message: null };
}

export const commissionLabel = (
  order: { id: number; commission: string },
  unnamed: (id: number) => string,
) => (order.commission ? `${order.commission} (${order.id})` : unnamed(order.id));

function OrderHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const account = useAccountSettings().data;
  const { run, busy } = useOrderAction();
  const [fields, setFields] = useState({
    commission: order.commission,
    customer_order_number: order.customer_order_number,
    memo: order.memo,
  });
  // The employee chosen here stays chosen even when the call fails (portal §8); the failure is
  // logged and said.
  const [employee, setEmployee] = useState<number | null>(order.employee);
  useEffect(() => {
    setFields({
      commission: order.commission,
      customer_order_number: order.customer_order_number,
      memo: order.memo,
    });
  }, [order.commission, order.customer_order_number, order.memo]);
  const editable = actionOf(order.actions, 'edit')?.allowed ?? false;
  const employeeVerdict = actionOf(order.actions, 'change_employee');
  const employees = account?.employees.filter((one) => !one.is_archived) ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => patchOrder(order.id, fields), {
          success: t('offer.alerts.headerSaved'),
          failure: t('offer.alerts.headerFailed'),
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
        <TextInput
          label={t('offer.header.commission')}
          value={fields.commission}
          maxLength={120}
          readOnly={!editable}
          onChange={(event) => setFields({ ...fields, commission: event.currentTarget.value })}
        />
        <TextInput
          label={t('offer.header.customerOrderNumber')}
          value={fields.customer_order_number}
          maxLength={60}
          readOnly={!editable}
          onChange={(event) =>
            setFields({ ...fields, customer_order_number: event.currentTarget.value })
          }
        />
        {(account?.show_employee ?? true) && employees.length > 0 ? (
          <Select
            label={t('offer.header.employee')}
            data={employees.map((one) => ({ value: String(one.id), label: one.name }))}
            value={employee === null ? null : String(employee)}
            disabled={employeeVerdict ? !employeeVerdict.allowed : !editable}
            description={
              employeeVerdict && !employeeVerdict.allowed ? employeeVerdict.message : undefined
            }
            onChange={(value) => {
              const next = value === null ? null : Number(value);
              setEmployee(next);
              patchOrder(order.id, { employee: next }).catch((error: unknown) => {
                console.warn('employee change failed', error);
                notificationsShowEmployeeFailed(t('offer.alerts.employeeFailed'));
              });
            }}
            allowDeselect={false}
          />
        ) : null}
      </SimpleGrid>
      {(account?.show_order_memo ?? true) ? (
        <Textarea
          mt="sm"
          label={t('offer.header.memo')}
          value={fields.memo}
          autosize
          minRows={1}
          maxLength={2000}
          readOnly={!editable}
          onChange={(event) => setFields({ ...fields, memo: event.currentTarget.value })}
        />
      ) : null}
      {editable ? (
        <Group justify="flex-end" mt="sm">
          <Button type="submit" variant="light" loading={busy}>
            {t('offer.header.save')}
          </Button>
        </Group>
      ) : null}
    </form>
  );
}

function notificationsShowEmployeeFailed(message: string) {
  notifications.show({ color: 'orange', message });
}

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
  const { run, busy, reset } = useOrderAction();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialogState] = useState<Dialog | null>(null);
  // What the last dialog showed: it keeps its text while it fades out after closing.
  const [lastDialog, setLastDialog] = useState<Dialog | null>(null);
  const [offerProblems, setOfferProblems] = useState<Record<string, string[]> | null>(null);
  /** The measurement warnings the dealer ticked in the confirm dialog (their ids). */
  const [acknowledged, setAcknowledged] = useState<string[]>([]);
  // The documents to give after confirming (configurators §4).
  const [documentsAfter, setDocumentsAfter] = useState<AvailableReport[]>([]);
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
  const open = (next: Dialog) => {
    reset();
    setOfferProblems(null);
    setAcknowledged([]);
    setDialogState(next);
    setLastDialog(next);
  };
  const close = () => setDialogState(null);
  const done = (answer: unknown) => {
    if (answer !== null) {
      close();
      setSelected([]);
    }
  };
  const selectFirst = t('offer.selectFirst');
  const verdictFor = (name: string) => selectionVerdict(articles, chosen, name, selectFirst);
  const numbers = chosen.map((article) => article.order_number);
  const shown = shownPrices(account);

  const onArticle = (article: OrderArticle, action: ArticleMenuAction) => {
    if (action === 'edit') {
      const route = editRouteOf(article.article_type, article.order_number);
      if (route) navigate(route);
      return;
    }
    if (action === 'split') open({ kind: 'split', numbers: [article.order_number] });
    else open({ kind: action, article });
  };

  const savedText = (answer: Awaited<ReturnType<typeof combineStrokes>>) => {
    const match = answer.stroke_match;
    if (!match) return t('offer.alerts.combinedPlain');
    const length = formatLength(match.saved_mm, locale, account?.unit_system, 'm');
    const money = shown.sales ? match.saved_sales : shown.wholesale ? match.saved_wholesale : null;
    return money === null
      ? t('offer.alerts.combinedLength', { length })
      : t('offer.alerts.combined', {
          length,
          money: formatMoney(money, order.totals.currency, locale),
        });
  };

  const offerVerdict =
    order.order_type === 'offered'
      ? actionOf(order.actions, 'renew_offer')
      : actionOf(order.actions, 'save_as_offer');
  const strokesShown = account?.show_strokes ?? true;
  const unmatchShown = account?.show_unmatch_strokes_button ?? true;
  const setShown = account?.show_make_set_button ?? true;
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
          <Group gap="xs" aria-label={t('offer.selectionActions')} role="group">
            <Text size="sm" c="dimmed">
              {t('offer.selected', { count: chosen.length })}
            </Text>
            {strokesShown ? (
              <ActionButton
                variant="light"
                verdict={verdictFor('combine_strokes')}
                onClick={() => open({ kind: 'combine', numbers })}
              >
                {t('offer.actions.combine_strokes')}
              </ActionButton>
            ) : null}
            {strokesShown && unmatchShown ? (
              <ActionButton
                variant="default"
                verdict={verdictFor('undo_combine_strokes')}
                onClick={() =>
                  void run((key) => undoCombineStrokes(order.id, numbers, key), {
                    success: t('offer.alerts.uncombined'),
                    failure: t('offer.alerts.uncombineFailed'),
                  }).then(done)
                }
              >
                {t('offer.actions.undo_combine_strokes')}
              </ActionButton>
            ) : null}
            {setShown ? (
              <ActionButton
                variant="light"
                verdict={verdictFor('make_set')}
                onClick={() => open({ kind: 'set', numbers })}
              >
                {t('offer.actions.make_set')}
              </ActionButton>
            ) : null}
            {setShown ? (
              <ActionButton
                variant="default"
                verdict={verdictFor('undo_set')}
                onClick={() =>
                  void run((key) => undoCurtainSet(order.id, numbers, key), {
                    success: t('offer.alerts.setUndone'),
                    failure: t('offer.alerts.undoSetFailed'),
                  }).then(done)
                }
              >
                {t('offer.actions.undo_set')}
              </ActionButton>
            ) : null}
            <ActionButton
              variant="default"
              verdict={verdictFor('change_main_fabric')}
              onClick={() => open({ kind: 'fabric', numbers })}
            >
              {t('offer.actions.change_main_fabric')}
            </ActionButton>
            <ActionButton
              variant="default"
              verdict={
                chosen.length === 0 && actionOf(order.actions, 'split')
                  ? { allowed: false, message: selectFirst }
                  : actionOf(order.actions, 'split')
              }
              onClick={() => open({ kind: 'split', numbers })}
            >
              {t('offer.actions.split')}
            </ActionButton>
          </Group>
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

      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('offer.dialogs.delete.title')}
        body={t('offer.dialogs.delete.body', {
          number: lastDialog?.kind === 'delete' ? lastDialog.article.order_number : '',
        })}
        confirmLabel={t('offer.dialogs.delete.confirm')}
        danger
        busy={busy}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { article } = dialog;
          void run(() => removeArticle(order.id, article.article_type, article.order_number), {
            success: t('offer.alerts.deleted'),
            failure: t('offer.alerts.deleteFailed'),
          }).then((answer) => done(answer === null ? null : true));
        }}
      />
      <DuplicateDialog
        opened={dialog?.kind === 'duplicate'}
        number={lastDialog?.kind === 'duplicate' ? lastDialog.article.order_number : ''}
        busy={busy}
        onClose={close}
        onConfirm={(withAddOns) => {
          if (dialog?.kind !== 'duplicate') return;
          const { article } = dialog;
          void run((key) => duplicateArticle(article.order_number, withAddOns, key), {
            success: t('offer.alerts.duplicated'),
            failure: t('offer.alerts.duplicateFailed'),
          }).then(done);
        }}
      />
      <MoveDialog
        opened={dialog?.kind === 'move'}
        number={lastDialog?.kind === 'move' ? lastDialog.article.order_number : ''}
        targets={others}
        busy={busy}
        onClose={close}
        onConfirm={(target) => {
          if (dialog?.kind !== 'move') return;
          const { article } = dialog;
          void run((key) => moveArticle(article.order_number, target, key), {
            success: t('offer.alerts.moved'),
            failure: t('offer.alerts.moveFailed'),
          }).then(done);
        }}
      />
      <SplitDialog
        opened={dialog?.kind === 'split'}
        numbers={lastDialog?.kind === 'split' ? lastDialog.numbers : []}
        targets={others}
        busy={busy}
        onClose={close}
        onConfirm={(into) => {
          if (dialog?.kind !== 'split') return;
          const { numbers: chosenNumbers } = dialog;
          void run(
            (key) => splitArticles(order.id, { order_numbers: chosenNumbers, ...into }, key),
            { success: t('offer.alerts.split'), failure: t('offer.alerts.splitFailed') },
          ).then(done);
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'combine'}
        title={t('offer.dialogs.combine.title')}
        body={t('offer.dialogs.combine.body', {
          numbers: lastDialog?.kind === 'combine' ? lastDialog.numbers.join(', ') : '',
        })}
        confirmLabel={t('offer.dialogs.combine.confirm')}
        busy={busy}
        onClose={close}
        onConfirm={() => {
          if (dialog?.kind !== 'combine') return;
          const { numbers: chosenNumbers } = dialog;
          void run((key) => combineStrokes(order.id, chosenNumbers, key), {
            success: savedText,
            failure: t('offer.alerts.combineFailed'),
          }).then(done);
        }}
      />
      <SetDialog
        opened={dialog?.kind === 'set'}
        numbers={lastDialog?.kind === 'set' ? lastDialog.numbers : []}
        busy={busy}
        onClose={close}
        onConfirm={(alignment) => {
          if (dialog?.kind !== 'set') return;
          const { numbers: chosenNumbers } = dialog;
          void run((key) => makeCurtainSet(order.id, chosenNumbers, alignment, key), {
            success: t('offer.alerts.setMade'),
            failure: t('offer.alerts.setFailed'),
          }).then(done);
        }}
      />
      <FabricPickerDialog
        opened={dialog?.kind === 'fabric'}
        kind="fabrics"
        onClose={close}
        onPick={(fabric) => {
          if (dialog?.kind !== 'fabric') return;
          const { numbers: chosenNumbers } = dialog;
          void run((key) => changeMainFabric(order.id, chosenNumbers, fabric.fabric_uuid, key), {
            success: t('offer.alerts.fabricChanged'),
            failure: t('offer.alerts.fabricFailed'),
          }).then(done);
        }}
      />
      <OfferDialog
        opened={dialog?.kind === 'offer'}
        renew={dialog?.kind === 'offer' && dialog.renew}
        initial={offerInitial}
        problems={offerProblems}
        busy={busy}
        onClose={close}
        onConfirm={(details) => {
          void run(
            async (key) => {
              try {
                return await saveAsOffer(order.id, details, key);
              } catch (error) {
                if (error instanceof HttpError && error.fieldErrors) {
                  setOfferProblems(error.fieldErrors);
                }
                throw error;
              }
            },
            {
              success: t('offer.alerts.offerSaved', { name: details.end_customer_name }),
              failure: t('offer.alerts.offerFailed'),
            },
          ).then(done);
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'confirm'}
        title={t('offer.dialogs.confirm.title')}
        body={t('offer.dialogs.confirm.body', {
          orders: commissionLabel(order, (id) => t('offer.unnamed', { id })),
        })}
        confirmLabel={t('offer.dialogs.confirm.confirm')}
        busy={busy}
        onClose={close}
        disabled={order.measurement_warnings.some((found) => !acknowledged.includes(found.id))}
        onConfirm={() =>
          void run((key) => confirmOrder(order.id, key, acknowledged), {
            success: t('offer.alerts.confirmed'),
            failure: t('offer.alerts.confirmFailed'),
          }).then((answer) => {
            done(answer);
            if (answer !== null && documentsAfter.length > 0) {
              navigate(`/account/documents/${order.id}?show=${documentsAfter.join(',')}`);
            }
          })
        }
      >
        <MeasurementAcknowledgement
          warnings={order.measurement_warnings}
          articles={order.articles}
          acknowledged={acknowledged}
          onChange={setAcknowledged}
        />
        <DocumentChoices value={documentsAfter} onChange={setDocumentsAfter} />
      </ConfirmDialog>
    </Paper>
  );
}
