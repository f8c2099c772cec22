// The actions on the articles ticked in a commission's card: match strokes (and undo), make a set
// (and undo), change the main fabric and split. Each is disabled, with the API's reason, when any
// ticked article refuses it; the undos are done at once, the others open their dialog.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type ActionAnswer,
  actionOf,
  type OrderArticle,
  type OrderView,
  undoCombineStrokes,
  undoCurtainSet,
} from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { ActionButton } from './action-button';
import type { OrderDialog } from './order-dialog';
import { useOrderAction } from './use-order-action';

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

export function SelectionActions({
  order,
  chosen,
  open,
  onDone,
}: {
  order: OrderView;
  /** The ticked articles. */
  chosen: OrderArticle[];
  open: (dialog: OrderDialog) => void;
  /** An undo succeeded: the selection is cleared. */
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const account = useAccountSettings().data;
  const uncombine = useOrderAction(
    (numbers: string[], key) => undoCombineStrokes(order.id, numbers, key),
    { success: t('offer.alerts.uncombined'), failure: t('offer.alerts.uncombineFailed') },
  );
  const unset = useOrderAction((numbers: string[], key) => undoCurtainSet(order.id, numbers, key), {
    success: t('offer.alerts.setUndone'),
    failure: t('offer.alerts.undoSetFailed'),
  });
  const done = (answer: unknown) => {
    if (answer !== null) onDone();
  };
  const articles = order.articles;
  const selectFirst = t('offer.selectFirst');
  const verdictFor = (name: string) => selectionVerdict(articles, chosen, name, selectFirst);
  const numbers = chosen.map((article) => article.order_number);
  const strokesShown = account?.show_strokes ?? true;
  const unmatchShown = account?.show_unmatch_strokes_button ?? true;
  const setShown = account?.show_make_set_button ?? true;

  return (
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
          onClick={() => void uncombine.run(numbers).then(done)}
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
          onClick={() => void unset.run(numbers).then(done)}
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
          // Each article's split verdict holds the order's first, then its own (a grouped article
          // stays); an answer without per-article verdicts falls back to the order's.
          verdictFor('split') ??
          (chosen.length === 0 && actionOf(order.actions, 'split')
            ? { allowed: false, message: selectFirst }
            : actionOf(order.actions, 'split'))
        }
        onClick={() => open({ kind: 'split', numbers })}
      >
        {t('offer.actions.split')}
      </ActionButton>
    </Group>
  );
}
