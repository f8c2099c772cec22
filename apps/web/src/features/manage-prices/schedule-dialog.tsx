// The schedule of a version: its first day (today or later), typed in the user's day format or
// picked from the calendar.
import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { managePricesKey, scheduleVersion } from '../../api/manage-prices';
import { DialogFrame } from '../../components/confirm-dialog';
import { DayInput } from '../../components/day-input';
import { HttpError } from '../../lib/http';

export function ScheduleDialog({
  listId,
  versionId,
  today,
  onClose,
}: {
  listId: string;
  versionId: number;
  /** The first day the API accepts (ISO). */
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('managePrices');
  const [day, setDay] = useState('');
  const [error, setError] = useState<string | null>(null);
  const schedule = useIdempotentMutation(
    (validFrom: string, key: string) =>
      scheduleVersion(listId, versionId, { valid_from: validFrom }, key),
    { success: t('schedule.done', { id: versionId }), failure: t('schedule.failed') },
    {
      invalidate: [managePricesKey],
      onSuccess: onClose,
      onError: (failure) => {
        const field = failure instanceof HttpError ? failure.fieldErrors?.valid_from?.[0] : null;
        if (field) setError(field);
      },
    },
  );
  return (
    <DialogFrame
      opened
      title={t('schedule.title', { id: versionId })}
      onClose={onClose}
      onConfirm={() => {
        if (!day) {
          setError(t('validation:required'));
          return;
        }
        setError(null);
        void schedule.run(day);
      }}
      confirmLabel={t('schedule.confirm')}
      busy={schedule.busy}
      dirty={day !== ''}
    >
      <Text size="sm">{t('schedule.hint')}</Text>
      <DayInput
        label={t('schedule.day')}
        value={day}
        onChange={(value) => {
          setDay(value);
          setError(null);
        }}
        minDate={today}
        required
        error={error}
      />
    </DialogFrame>
  );
}
