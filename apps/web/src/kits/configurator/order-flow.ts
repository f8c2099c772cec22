// Saving a configured article into the draft order (portal §4 "Order flow"): the draft order of the
// debtor is reused or created (with the employee, and the debtor for a service account), never an
// order the domain no longer lets the flow save into; the article is created when it has no order
// number, else updated. On failure the server's message is kept to
// show; on success it is cleared and the caller keeps the order number.
import {
  type ArticleAnswer,
  type ArticleType,
  articleSaveAction,
  isFlowOrder,
  listDebtorOf,
  type Room,
} from '@atelier/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '../../api/api-message';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import {
  createArticle,
  createOrder,
  deleteArticle,
  fetchFlowDraft,
  fetchOrderOrNothing,
  newIdempotencyKey,
  ordersKey,
  patchOrder,
  updateArticle,
} from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import { HttpError } from '../../lib/http';
import { readCommissionTarget, writeCommissionTarget } from './commission-choice';
import { useFieldLabel } from './evaluation';

export interface SaveInput {
  articleType: ArticleType;
  parameters: Record<string, unknown>;
  /** Set once the article exists: then it is updated. */
  orderNumber?: string | null;
  /**
   * The order the article is in (edit routes know it from the article; after its first save the
   * answer tells): a save goes there. Without it a new article goes into the flow's commission.
   */
  orderId?: number | null;
  employee: number | null;
}

/**
 * The message of a failed call: the server's own words when it sent any, each field's messages
 * after that field's label (`labelOf`, in the user's language).
 */
export function serverMessage(
  error: unknown,
  fallback: string,
  labelOf: (field: string) => string = (field) => field,
): string {
  return apiMessage(error, labelOf) ?? fallback;
}

export function useOrderFlow() {
  const { t } = useTranslation('configurator');
  const labelOf = useFieldLabel();
  const account = useAccountSettings().data;
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const debtorId = account ? listDebtorOf(account) : null;

  /**
   * The order a new article goes into: the chosen commission while the domain lets the flow save
   * into it (else it is forgotten), a new commission by name, or the newest draft the API answers,
   * made when there is none.
   */
  const ensureOrder = useCallback(
    async (employee: number | null): Promise<number> => {
      let target = readCommissionTarget();
      if (target.kind === 'draft') {
        const chosen = await fetchOrderOrNothing(target.orderId);
        if (chosen && isFlowOrder(chosen.order_type)) return chosen.id;
        // Confirmed, made an offer or deleted since it was chosen: the newest draft takes over.
        target = { kind: 'latest' };
        writeCommissionTarget(target);
      }
      if (target.kind === 'new') {
        const created = await createOrder(
          {
            employee,
            commission: target.commission.trim(),
            ...(debtorId !== null ? { debtor_id: debtorId } : {}),
          },
          newIdempotencyKey(),
        );
        // The next articles go into the commission just made.
        writeCommissionTarget({ kind: 'draft', orderId: created.id });
        return created.id;
      }
      const draft = await fetchFlowDraft(debtorId);
      if (draft) {
        if (employee !== null && draft.employee !== employee) {
          // Portal §8: a failed employee change is logged; the flow goes on.
          await patchOrder(draft.id, { employee }).catch((error: unknown) =>
            console.warn('employee change failed', error),
          );
        }
        return draft.id;
      }
      const created = await createOrder(
        { employee, ...(debtorId !== null ? { debtor_id: debtorId } : {}) },
        newIdempotencyKey(),
      );
      return created.id;
    },
    [debtorId],
  );

  // One key per article create, kept until it succeeds so that a retried save (a timeout, a double
  // click) stores the article once. The intent is what is sent: a changed article is a new create.
  const saveMutation = useIdempotentMutation(
    async (input: SaveInput, key: string): Promise<ArticleAnswer> => {
      // An article's own order (it was saved before, or it is edited), else the flow's.
      const inOrder = input.orderId ?? (await ensureOrder(input.employee));
      if (articleSaveAction(input.orderNumber) === 'update' && input.orderNumber) {
        return updateArticle(inOrder, input.articleType, input.orderNumber, input.parameters);
      }
      return createArticle(inOrder, input.articleType, input.parameters, key);
    },
    {},
    {
      invalidate: [ordersKey],
      onSuccess: () => setErrorMessage(null),
      onError: (error, input) => {
        if (
          error instanceof HttpError &&
          (error.status === 404 || error.status === 409) &&
          (input.orderId ?? null) === null
        ) {
          // The commission went away or was confirmed between the check and the save: the next
          // save finds or makes a draft, and the chooser shows which.
          if (readCommissionTarget().kind === 'draft') writeCommissionTarget({ kind: 'latest' });
        }
        setErrorMessage(serverMessage(error, t('save.failed'), labelOf));
      },
    },
  );
  const save = saveMutation.run;

  /** Deletes a stored article (an add-on the dealer took off a curtain); false when refused. */
  const remove = useCallback(
    async (input: { articleType: ArticleType; orderNumber: string; orderId: number }) => {
      setSaving(true);
      try {
        await deleteArticle(input.orderId, input.articleType, input.orderNumber);
        await queryClient.invalidateQueries({ queryKey: ordersKey });
        return true;
      } catch (error) {
        // Already gone is what was wanted.
        if (error instanceof HttpError && error.status === 404) return true;
        console.error(`deleting ${input.articleType} failed`, error);
        setErrorMessage(serverMessage(error, t('save.failed'), labelOf));
        return false;
      } finally {
        setSaving(false);
      }
    },
    [queryClient, t, labelOf],
  );

  return {
    save,
    remove,
    saving: saving || saveMutation.isPending,
    errorMessage,
    clearError: useCallback(() => setErrorMessage(null), []),
  };
}

const ROOM_KEY = 'atelier.flow.room';
const CURTAIN_KEY = 'atelier.flow.curtainOrderNumber';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode: the flow simply does not remember.
  }
}

/** What the order flow keeps between sessions (portal §3): the room and the curtain's order number. */
export function useFlowMemory() {
  const [room, setRoomState] = useState<Room | null>(() => read(ROOM_KEY) as Room | null);
  const [curtainOrderNumber, setCurtainState] = useState<string | null>(() => read(CURTAIN_KEY));
  return {
    room,
    setRoom: useCallback((next: Room | null) => {
      write(ROOM_KEY, next);
      setRoomState(next);
    }, []),
    curtainOrderNumber,
    setCurtainOrderNumber: useCallback((next: string | null) => {
      write(CURTAIN_KEY, next);
      setCurtainState(next);
    }, []),
  };
}

/**
 * One article's save flow, shared by the configurators: the order flow above, plus the article's
 * own number (kept after the first save so the next save updates it, not a second article) and the
 * number just saved (for the "saved" message). `startOver` forgets the number: the next save makes
 * a new article.
 */
export function useArticleFlow(start: { orderNumber?: string | null; orderId?: number | null }) {
  const flow = useOrderFlow();
  const [orderNumber, setOrderNumber] = useState<string | null>(start.orderNumber ?? null);
  const [savedNumber, setSavedNumber] = useState<string | null>(null);
  const { save: saveOrder } = flow;
  const startOrderId = start.orderId ?? null;
  // The order the article is in once saved (or edited): its next save updates it there.
  const [orderId, setOrderId] = useState<number | null>(startOrderId);

  const save = useCallback(
    async (input: Omit<SaveInput, 'orderNumber' | 'orderId'>) => {
      const answer = await saveOrder({
        ...input,
        orderNumber,
        ...(orderId !== null ? { orderId } : {}),
      });
      if (answer) {
        setOrderNumber(answer.order_number);
        setOrderId(answer.order_id);
        setSavedNumber(answer.order_number);
      }
      return answer;
    },
    [saveOrder, orderNumber, orderId],
  );

  return {
    ...flow,
    save,
    orderNumber,
    savedNumber,
    /** The "saved" message is done with (the article changed or the flow restarts). */
    clearSaved: useCallback(() => setSavedNumber(null), []),
    /** A new article: the next save creates one. */
    startOver: useCallback(() => {
      setOrderNumber(null);
      setOrderId(startOrderId);
      setSavedNumber(null);
    }, [startOrderId]),
  };
}

/**
 * Whether the article as typed differs from what was opened or last saved: `content` is what the
 * page would save (without the order header's employee and room, which the flow remembers anyway).
 * `markSaved` takes the content of the next render as the new starting point: after a save, or
 * after "start over".
 */
export function useUnsavedChanges(content: unknown) {
  const current = JSON.stringify(content) ?? '';
  const [saved, setSaved] = useState(current);
  const settle = useRef(false);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (settle.current) {
      settle.current = false;
      setSaved(current);
    }
  });
  const markSaved = useCallback(() => {
    settle.current = true;
    rerender((count) => count + 1);
  }, []);
  return { unsaved: current !== saved, markSaved };
}
