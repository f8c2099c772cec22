// The dialogs of the offer page (portal §2 "Dialogs"): confirm (delete, match strokes, confirm
// orders), duplicate (with related add-ons), move, split (new or existing commission), set
// (alignment top or bottom) and offer (end customer, reference, validity). Each only collects what
// the call needs; the API decides and answers.
import { Checkbox, Group, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/confirm-dialog';
import { DayInput } from '../../components/day-input';

export interface CommissionChoice {
  id: number;
  label: string;
}

export function DuplicateDialog({
  opened,
  number,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  number: string;
  onClose: () => void;
  onConfirm: (withAddOns: boolean) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  const [withAddOns, setWithAddOns] = useState(true);
  return (
    <DialogFrame
      opened={opened}
      title={t('offer.dialogs.duplicate.title')}
      confirmLabel={t('offer.dialogs.duplicate.confirm')}
      onClose={onClose}
      onConfirm={() => onConfirm(withAddOns)}
      busy={busy}
    >
      <Text size="sm">{t('offer.dialogs.duplicate.body', { number })}</Text>
      <Checkbox
        label={t('offer.dialogs.duplicate.withAddOns')}
        checked={withAddOns}
        onChange={(event) => setWithAddOns(event.currentTarget.checked)}
      />
    </DialogFrame>
  );
}

export function MoveDialog({
  opened,
  number,
  targets,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  number: string;
  targets: CommissionChoice[];
  onClose: () => void;
  onConfirm: (targetId: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  const [target, setTarget] = useState<string | null>(null);
  return (
    <DialogFrame
      opened={opened}
      title={t('offer.dialogs.move.title')}
      confirmLabel={t('offer.dialogs.move.confirm')}
      onClose={onClose}
      onConfirm={() => target && onConfirm(Number(target))}
      disabled={target === null}
      busy={busy}
    >
      <Text size="sm">{t('offer.dialogs.move.body', { number })}</Text>
      <Select
        label={t('offer.dialogs.move.target')}
        data={targets.map((choice) => ({ value: String(choice.id), label: choice.label }))}
        value={target}
        onChange={setTarget}
        comboboxProps={{ withinPortal: false }}
      />
    </DialogFrame>
  );
}

export function SplitDialog({
  opened,
  numbers,
  targets,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  numbers: string[];
  targets: CommissionChoice[];
  onClose: () => void;
  onConfirm: (into: { target_order_id?: number; commission?: string }) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  const [mode, setMode] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  return (
    <DialogFrame
      opened={opened}
      title={t('offer.dialogs.split.title')}
      confirmLabel={t('offer.dialogs.split.confirm')}
      onClose={onClose}
      onConfirm={() =>
        onConfirm(
          mode === 'existing' && target
            ? { target_order_id: Number(target) }
            : name.trim()
              ? { commission: name.trim() }
              : {},
        )
      }
      disabled={mode === 'existing' && target === null}
      busy={busy}
      dirty={mode === 'new' && name.trim() !== ''}
    >
      <Text size="sm">{t('offer.dialogs.split.body', { numbers: numbers.join(', ') })}</Text>
      <Radio.Group value={mode} onChange={(value) => setMode(value as 'new' | 'existing')}>
        <Stack gap="xs">
          <Radio value="new" label={t('offer.dialogs.split.newCommission')} />
          <Radio
            value="existing"
            label={t('offer.dialogs.split.existing')}
            disabled={targets.length === 0}
          />
        </Stack>
      </Radio.Group>
      {mode === 'new' ? (
        <TextInput
          label={t('offer.dialogs.split.name')}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      ) : (
        <Select
          label={t('offer.dialogs.split.target')}
          data={targets.map((choice) => ({ value: String(choice.id), label: choice.label }))}
          value={target}
          onChange={setTarget}
          comboboxProps={{ withinPortal: false }}
        />
      )}
    </DialogFrame>
  );
}

export function SetDialog({
  opened,
  numbers,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  numbers: string[];
  onClose: () => void;
  onConfirm: (alignment: 'top' | 'bottom') => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('orders');
  const [alignment, setAlignment] = useState<'top' | 'bottom'>('top');
  return (
    <DialogFrame
      opened={opened}
      title={t('offer.dialogs.set.title')}
      confirmLabel={t('offer.dialogs.set.confirm')}
      onClose={onClose}
      onConfirm={() => onConfirm(alignment)}
      busy={busy}
    >
      <Text size="sm">{t('offer.dialogs.set.body', { numbers: numbers.join(', ') })}</Text>
      <Radio.Group
        label={t('offer.dialogs.set.alignment')}
        value={alignment}
        onChange={(value) => setAlignment(value as 'top' | 'bottom')}
      >
        <Group gap="md" mt={4}>
          <Radio value="top" label={t('offer.dialogs.set.top')} />
          <Radio value="bottom" label={t('offer.dialogs.set.bottom')} />
        </Group>
      </Radio.Group>
    </DialogFrame>
  );
}

export interface OfferDetails {
  end_customer_name: string;
  end_customer_reference: string;
  valid_until: string;
}

export function OfferDialog({
  opened,
  renew,
  initial,
  onClose,
  onConfirm,
  busy,
  problems,
}: {
  opened: boolean;
  renew: boolean;
  initial: OfferDetails;
  onClose: () => void;
  onConfirm: (details: OfferDetails) => void;
  busy?: boolean;
  /** The API's field messages after a refused save. */
  problems?: Record<string, string[]> | null;
}) {
  const { t } = useTranslation('orders');
  const [details, setDetails] = useState(initial);
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (opened) {
      setDetails(initial);
      setTried(false);
    }
  }, [opened, initial]);
  const missingName = tried && details.end_customer_name.trim() === '';
  const missingDate = tried && details.valid_until === '';
  const fieldError = (field: string) => problems?.[field]?.join(' ');
  return (
    <DialogFrame
      opened={opened}
      title={renew ? t('offer.dialogs.offer.renewTitle') : t('offer.dialogs.offer.title')}
      confirmLabel={t('offer.dialogs.offer.confirm')}
      onClose={onClose}
      onConfirm={() => {
        setTried(true);
        if (details.end_customer_name.trim() === '' || details.valid_until === '') return;
        onConfirm({ ...details, end_customer_name: details.end_customer_name.trim() });
      }}
      busy={busy}
      dirty={
        details.end_customer_name !== initial.end_customer_name ||
        details.end_customer_reference !== initial.end_customer_reference ||
        details.valid_until !== initial.valid_until
      }
    >
      <Text size="sm">{t('offer.dialogs.offer.body')}</Text>
      <TextInput
        label={t('offer.dialogs.offer.endCustomer')}
        required
        value={details.end_customer_name}
        maxLength={120}
        onChange={(event) =>
          setDetails({ ...details, end_customer_name: event.currentTarget.value })
        }
        error={
          missingName ? t('offer.dialogs.offer.nameTooShort') : fieldError('end_customer_name')
        }
      />
      <TextInput
        label={t('offer.dialogs.offer.reference')}
        value={details.end_customer_reference}
        maxLength={120}
        onChange={(event) =>
          setDetails({ ...details, end_customer_reference: event.currentTarget.value })
        }
        error={fieldError('end_customer_reference')}
      />
      <DayInput
        label={t('offer.dialogs.offer.validUntil')}
        required
        value={details.valid_until}
        onChange={(day) => setDetails({ ...details, valid_until: day })}
        error={missingDate ? t('offer.dialogs.offer.dateRequired') : fieldError('valid_until')}
      />
    </DialogFrame>
  );
}
