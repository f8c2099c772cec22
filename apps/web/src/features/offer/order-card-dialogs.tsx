// The dialogs of one commission's card: each asks what its action needs and sends it as an
// idempotent order action; on success the dialog closes and the selection is cleared.
import { type AvailableReport, formatLength, formatMoney } from '@atelier/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
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
} from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FabricPickerDialog } from '../../kits/catalogue/fabric-picker/fabric-picker-dialog';
import { DocumentChoices } from '../../kits/documents';
import { MeasurementAcknowledgement, shownPrices } from '../../kits/orders';
import { HttpError } from '../../lib/http';
import { currentLocale } from '../../lib/i18n';
import {
  type CommissionChoice,
  DuplicateDialog,
  MoveDialog,
  type OfferDetails,
  OfferDialog,
  SetDialog,
  SplitDialog,
} from './offer-dialogs';
import { commissionLabel, type OrderDialog } from './order-dialog';
import { useOrderAction } from './use-order-action';

/** The writes behind the card's dialogs, each with its own alerts. */
function useCardActions(order: OrderView) {
  const { t } = useTranslation('orders');
  const account = useAccountSettings().data;
  const locale = currentLocale();
  const shown = shownPrices(account);
  const [offerProblems, setOfferProblems] = useState<Record<string, string[]> | null>(null);

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

  return {
    offerProblems,
    setOfferProblems,
    remove: useOrderAction(
      (article: OrderArticle) =>
        removeArticle(order.id, article.article_type, article.order_number).then(() => true),
      { success: t('offer.alerts.deleted'), failure: t('offer.alerts.deleteFailed') },
    ),
    duplicate: useOrderAction(
      (v: { number: string; withAddOns: boolean }, key) =>
        duplicateArticle(v.number, v.withAddOns, key),
      { success: t('offer.alerts.duplicated'), failure: t('offer.alerts.duplicateFailed') },
    ),
    move: useOrderAction(
      (v: { number: string; target: number }, key) => moveArticle(v.number, v.target, key),
      { success: t('offer.alerts.moved'), failure: t('offer.alerts.moveFailed') },
    ),
    split: useOrderAction(
      (body: { order_numbers: string[]; target_order_id?: number; commission?: string }, key) =>
        splitArticles(order.id, body, key),
      { success: t('offer.alerts.split'), failure: t('offer.alerts.splitFailed') },
    ),
    combine: useOrderAction((numbers: string[], key) => combineStrokes(order.id, numbers, key), {
      success: savedText,
      failure: t('offer.alerts.combineFailed'),
    }),
    set: useOrderAction(
      (v: { numbers: string[]; alignment: 'top' | 'bottom' }, key) =>
        makeCurtainSet(order.id, v.numbers, v.alignment, key),
      { success: t('offer.alerts.setMade'), failure: t('offer.alerts.setFailed') },
    ),
    fabric: useOrderAction(
      (v: { numbers: string[]; fabric: string }, key) =>
        changeMainFabric(order.id, v.numbers, v.fabric, key),
      { success: t('offer.alerts.fabricChanged'), failure: t('offer.alerts.fabricFailed') },
    ),
    offer: useOrderAction(
      async (details: OfferDetails, key) => {
        try {
          return await saveAsOffer(order.id, details, key);
        } catch (error) {
          if (error instanceof HttpError && error.fieldErrors) setOfferProblems(error.fieldErrors);
          throw error;
        }
      },
      {
        success: (_answer, details) =>
          t('offer.alerts.offerSaved', { name: details.end_customer_name }),
        failure: t('offer.alerts.offerFailed'),
      },
    ),
    confirm: useOrderAction(
      (acknowledged: string[], key) => confirmOrder(order.id, key, acknowledged),
      { success: t('offer.alerts.confirmed'), failure: t('offer.alerts.confirmFailed') },
    ),
  };
}

export function OrderCardDialogs({
  order,
  dialog,
  lastDialog,
  others,
  offerInitial,
  onClose,
  onDone,
}: {
  order: OrderView;
  dialog: OrderDialog | null;
  /** What the last dialog showed: it keeps its text while it fades out after closing. */
  lastDialog: OrderDialog | null;
  /** The other drafts and offers, for move and split. */
  others: CommissionChoice[];
  offerInitial: OfferDetails;
  onClose: () => void;
  /** An action succeeded: the dialog closes and the selection is cleared. */
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const actions = useCardActions(order);
  /** The measurement warnings the dealer ticked in the confirm dialog (their ids). */
  const [acknowledged, setAcknowledged] = useState<string[]>([]);
  // The documents to give after confirming (configurators §4).
  const [documentsAfter, setDocumentsAfter] = useState<AvailableReport[]>([]);
  // A dialog opened afresh starts without the last one's problems and ticks.
  const [openedFor, setOpenedFor] = useState(dialog);
  if (openedFor !== dialog) {
    setOpenedFor(dialog);
    if (dialog !== null) {
      actions.setOfferProblems(null);
      setAcknowledged([]);
    }
  }
  const done = (answer: unknown) => {
    if (answer !== null) onDone();
  };

  return (
    <>
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={t('offer.dialogs.delete.title')}
        body={t('offer.dialogs.delete.body', {
          number: lastDialog?.kind === 'delete' ? lastDialog.article.order_number : '',
        })}
        confirmLabel={t('offer.dialogs.delete.confirm')}
        danger
        busy={actions.remove.busy}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          void actions.remove.run(dialog.article).then(done);
        }}
      />
      <DuplicateDialog
        opened={dialog?.kind === 'duplicate'}
        number={lastDialog?.kind === 'duplicate' ? lastDialog.article.order_number : ''}
        busy={actions.duplicate.busy}
        onClose={onClose}
        onConfirm={(withAddOns) => {
          if (dialog?.kind !== 'duplicate') return;
          void actions.duplicate
            .run({ number: dialog.article.order_number, withAddOns })
            .then(done);
        }}
      />
      <MoveDialog
        opened={dialog?.kind === 'move'}
        number={lastDialog?.kind === 'move' ? lastDialog.article.order_number : ''}
        targets={others}
        busy={actions.move.busy}
        onClose={onClose}
        onConfirm={(target) => {
          if (dialog?.kind !== 'move') return;
          void actions.move.run({ number: dialog.article.order_number, target }).then(done);
        }}
      />
      <SplitDialog
        opened={dialog?.kind === 'split'}
        numbers={lastDialog?.kind === 'split' ? lastDialog.numbers : []}
        targets={others}
        busy={actions.split.busy}
        onClose={onClose}
        onConfirm={(into) => {
          if (dialog?.kind !== 'split') return;
          void actions.split.run({ order_numbers: dialog.numbers, ...into }).then(done);
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'combine'}
        title={t('offer.dialogs.combine.title')}
        body={t('offer.dialogs.combine.body', {
          numbers: lastDialog?.kind === 'combine' ? lastDialog.numbers.join(', ') : '',
        })}
        confirmLabel={t('offer.dialogs.combine.confirm')}
        busy={actions.combine.busy}
        onClose={onClose}
        onConfirm={() => {
          if (dialog?.kind !== 'combine') return;
          void actions.combine.run(dialog.numbers).then(done);
        }}
      />
      <SetDialog
        opened={dialog?.kind === 'set'}
        numbers={lastDialog?.kind === 'set' ? lastDialog.numbers : []}
        busy={actions.set.busy}
        onClose={onClose}
        onConfirm={(alignment) => {
          if (dialog?.kind !== 'set') return;
          void actions.set.run({ numbers: dialog.numbers, alignment }).then(done);
        }}
      />
      <FabricPickerDialog
        opened={dialog?.kind === 'fabric'}
        kind="fabrics"
        onClose={onClose}
        onPick={(fabric) => {
          if (dialog?.kind !== 'fabric') return;
          void actions.fabric
            .run({ numbers: dialog.numbers, fabric: fabric.fabric_uuid })
            .then(done);
        }}
      />
      <OfferDialog
        opened={dialog?.kind === 'offer'}
        renew={dialog?.kind === 'offer' && dialog.renew}
        initial={offerInitial}
        problems={actions.offerProblems}
        busy={actions.offer.busy}
        onClose={onClose}
        onConfirm={(details) => void actions.offer.run(details).then(done)}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'confirm'}
        title={t('offer.dialogs.confirm.title')}
        body={t('offer.dialogs.confirm.body', {
          orders: commissionLabel(order, (id) => t('offer.unnamed', { id })),
        })}
        confirmLabel={t('offer.dialogs.confirm.confirm')}
        busy={actions.confirm.busy}
        onClose={onClose}
        disabled={order.measurement_warnings.some((found) => !acknowledged.includes(found.id))}
        onConfirm={() =>
          void actions.confirm.run(acknowledged).then((answer) => {
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
    </>
  );
}
