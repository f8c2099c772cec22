// Which commission a new article goes into (portal §4 "Order flow", with several drafts, one per
// commission): the newest draft (the default, shown by its name), a chosen draft, or a new
// commission by name. The choice is remembered on this device for the next articles, like the room,
// and only ever names a draft the domain lets the flow save into.
import { FLOW_ORDER_TYPES, isFlowOrder, listDebtorOf } from '@atelier/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { orderQuery, useOrderPage } from '../../api/order-book';
import { flowDraftQuery } from '../../api/orders';
import { useAccountSettings } from '../../api/settings';
import { useListWhileOpen } from '../../components/list-while-open';
import { HttpError } from '../../lib/http';

const KEY = 'atelier.flow.commission';

/** Where new articles go: the newest draft, a draft by id, or a new commission with this name. */
export type CommissionTarget =
  | { kind: 'latest' }
  | { kind: 'draft'; orderId: number }
  | { kind: 'new'; commission: string };

export function readCommissionTarget(): CommissionTarget {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (!raw) return { kind: 'latest' };
    const parsed = JSON.parse(raw) as CommissionTarget;
    if (parsed.kind === 'draft' && Number.isInteger(parsed.orderId)) return parsed;
    if (parsed.kind === 'new' && typeof parsed.commission === 'string') return parsed;
  } catch {
    // Unreadable or no storage: the newest draft, as before.
  }
  return { kind: 'latest' };
}

export function writeCommissionTarget(target: CommissionTarget) {
  try {
    if (target.kind === 'latest') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(target));
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: target }));
}

const CHANGED = 'atelier:commission-target';

const NEW = 'new';
const LATEST = 'latest';

/** "Jansen (41)", or the order's number when it has no commission name. */
export function commissionName(
  order: { id: number; commission: string },
  unnamed: (id: number) => string,
): string {
  return order.commission ? `${order.commission} (${order.id})` : unnamed(order.id);
}

/**
 * The commission the flow puts a new article into, as this device remembers it, with what the
 * chooser shows: the drafts, and the newest one (what "the newest draft" is right now). A
 * remembered draft the domain no longer lets the flow save into (confirmed, made an offer, deleted)
 * is forgotten here: the flow goes back to the newest draft, or makes one.
 */
export function useCommissionTarget(enabled = true) {
  const account = useAccountSettings().data;
  const debtorId = account ? listDebtorOf(account) : null;
  const on = account !== undefined && enabled;
  const [target, setTarget] = useState<CommissionTarget>(readCommissionTarget);
  // The flow moves the choice on (a new commission, once made, is where the next article goes).
  useEffect(() => {
    const follow = (event: Event) => setTarget((event as CustomEvent<CommissionTarget>).detail);
    window.addEventListener(CHANGED, follow);
    return () => window.removeEventListener(CHANGED, follow);
  }, []);
  const drafts = useOrderPage(
    {
      status: FLOW_ORDER_TYPES.join(','),
      ordering: '-updated_at',
      page_size: 50,
      debtor_id: debtorId,
    },
    on,
  );
  const newest = useQuery({ ...flowDraftQuery(debtorId), enabled: on });
  const chosenId = target.kind === 'draft' ? target.orderId : null;
  const chosen = useQuery({ ...orderQuery(chosenId), enabled: on && chosenId !== null });
  const gone =
    chosenId !== null &&
    ((chosen.error instanceof HttpError && chosen.error.status === 404) ||
      (chosen.data !== undefined && !chosen.isFetching && !isFlowOrder(chosen.data.order_type)));
  useEffect(() => {
    if (gone) writeCommissionTarget({ kind: 'latest' });
  }, [gone]);
  const list = drafts.data?.results ?? [];
  // A chosen draft beyond the newest fifty is still offered.
  const chosenOrder =
    chosen.data && !gone && !list.some((order) => order.id === chosen.data.id) ? chosen.data : null;
  return {
    target: gone ? ({ kind: 'latest' } as const) : target,
    /** The drafts to choose from; undefined until loaded. */
    drafts: drafts.data ? (chosenOrder ? [chosenOrder, ...list] : list) : undefined,
    /** The draft "the newest draft" is now; null when there is none (saving makes one). */
    newest: newest.data,
  };
}

/** The chooser in a configurator's order header; an article being edited stays where it is. */
export function CommissionChoice() {
  const { t } = useTranslation('orders');
  const { articleOrderId } = useParams();
  const { target, drafts, newest } = useCommissionTarget(!articleOrderId);
  const listWhileOpen = useListWhileOpen();
  const choose = useCallback((next: CommissionTarget) => writeCommissionTarget(next), []);
  if (articleOrderId || !drafts || newest === undefined) return null;
  const unnamed = (id: number) => t('offer.unnamed', { id });
  const value = target.kind === 'draft' ? String(target.orderId) : target.kind;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Select
        label={t('flow.commission')}
        data={[
          {
            value: LATEST,
            label: newest
              ? t('flow.latestNamed', { name: commissionName(newest, unnamed) })
              : t('flow.latestNone'),
          },
          ...drafts.map((order) => ({
            value: String(order.id),
            label: commissionName(order, unnamed),
          })),
          { value: NEW, label: t('flow.new') },
        ]}
        value={value}
        onChange={(next) => {
          if (next === NEW) choose({ kind: 'new', commission: '' });
          else if (next === LATEST || next === null) choose({ kind: 'latest' });
          else choose({ kind: 'draft', orderId: Number(next) });
        }}
        allowDeselect={false}
        comboboxProps={listWhileOpen}
      />
      {target.kind === 'new' ? (
        <TextInput
          label={t('flow.newName')}
          value={target.commission}
          maxLength={120}
          onChange={(event) => choose({ kind: 'new', commission: event.currentTarget.value })}
        />
      ) : null}
    </SimpleGrid>
  );
}
