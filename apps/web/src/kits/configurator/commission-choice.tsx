// Which commission a new article goes into (portal §4 "Order flow", with several drafts, one per
// commission): the newest draft (the default), a chosen draft, or a new commission by name. The
// choice is remembered on this device for the next articles, like the room.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrderPage } from '../../api/order-book';
import { useAccountSettings } from '../../api/settings';
import { DROPDOWN_WHEN_OPEN } from './fields';

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

/** The chooser in a configurator's order header; an article being edited stays where it is. */
export function CommissionChoice() {
  const { t } = useTranslation('orders');
  const { articleOrderId } = useParams();
  const account = useAccountSettings().data;
  const debtorId = account?.is_service_account ? (account.debtor?.id ?? null) : null;
  const drafts = useOrderPage(
    { status: 'draft', ordering: '-updated_at', page_size: 50, debtor_id: debtorId },
    account !== undefined && !articleOrderId,
  );
  const [target, setTarget] = useState<CommissionTarget>(readCommissionTarget);
  const choose = useCallback((next: CommissionTarget) => writeCommissionTarget(next), []);
  // The flow moves the choice on (a new commission, once made, is where the next article goes).
  useEffect(() => {
    const follow = (event: Event) => setTarget((event as CustomEvent<CommissionTarget>).detail);
    window.addEventListener(CHANGED, follow);
    return () => window.removeEventListener(CHANGED, follow);
  }, []);
  if (articleOrderId || !drafts.data) return null;
  const list = drafts.data.results;
  // A remembered draft that is no longer a draft (confirmed, offered) falls back to the newest.
  const known = target.kind !== 'draft' || list.some((order) => order.id === target.orderId);
  const value = !known ? LATEST : target.kind === 'draft' ? String(target.orderId) : target.kind;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Select
        label={t('flow.commission')}
        data={[
          { value: LATEST, label: t('flow.latest') },
          ...list.map((order) => ({
            value: String(order.id),
            label: order.commission
              ? `${order.commission} (${order.id})`
              : t('offer.unnamed', { id: order.id }),
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
        comboboxProps={DROPDOWN_WHEN_OPEN}
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
