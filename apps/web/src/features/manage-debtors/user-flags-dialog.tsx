// The manufacturer's flags of one dealer account: the parts of the portal it reaches (switches)
// and its price display. Only what changed is sent; the dealer's next request follows it.
import {
  ACCESS_FLAGS,
  type DebtorUser,
  type DebtorUserFlagsUpdate,
  PRICE_TYPES,
  type PriceType,
  type SystemSettings,
} from '@atelier/domain';
import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageDebtorsKey, setUserFlags } from '../../api/manage-debtors';
import { LayeredModal } from '../../components/layered-modal';

/** The switches the dialog offers: the access flags and two display flags of the trade. */
const FLAGS = [...ACCESS_FLAGS, 'show_fabric_prices', 'show_tracking_order_status'] as const;
type Flag = (typeof FLAGS)[number];
type Values = Pick<SystemSettings, Flag> & { price_type: PriceType };

const valuesOf = (user: DebtorUser): Values => ({
  ...(Object.fromEntries(FLAGS.map((flag) => [flag, user.system_settings[flag]])) as Pick<
    SystemSettings,
    Flag
  >),
  price_type: user.price_type,
});

export function UserFlagsDialog({
  debtorId,
  user,
  onClose,
}: {
  debtorId: number;
  user: DebtorUser | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['manageDebtors', 'enums', 'common']);
  const [values, setValues] = useState<Values | null>(user ? valuesOf(user) : null);
  useEffect(() => setValues(user ? valuesOf(user) : null), [user]);
  const save = useIdempotentMutation(
    setUserFlags,
    {
      success: (answer) => t('flags.saved', { username: answer.username }),
      failure: t('flags.failed'),
    },
    { invalidate: [manageDebtorsKey], onSuccess: onClose },
  );
  const original = user ? valuesOf(user) : null;
  const changes: DebtorUserFlagsUpdate = {};
  if (values && original) {
    for (const key of Object.keys(values) as (keyof Values)[]) {
      if (values[key] !== original[key]) Object.assign(changes, { [key]: values[key] });
    }
  }
  const dirty = Object.keys(changes).length > 0;

  return (
    <LayeredModal
      opened={user !== null}
      onClose={onClose}
      dirty={dirty}
      title={user ? t('flags.title', { username: user.username }) : ''}
    >
      {user && values ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (dirty) void save.run({ debtorId, userId: user.id, changes });
          }}
        >
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {t('flags.access')}
            </Text>
            {FLAGS.map((flag) => (
              <Switch
                key={flag}
                label={t(`flags.labels.${flag}`)}
                checked={values[flag]}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setValues((current) => (current ? { ...current, [flag]: checked } : current));
                }}
              />
            ))}
            <Select
              label={t('flags.priceType')}
              data={PRICE_TYPES.map((value) => ({
                value,
                label: t(`enums:priceTypes.${value}`),
              }))}
              value={values.price_type}
              allowDeselect={false}
              onChange={(value) =>
                value &&
                setValues((current) =>
                  current ? { ...current, price_type: value as PriceType } : current,
                )
              }
            />
            <Group justify="flex-end" mt="sm">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" disabled={!dirty} loading={save.isPending}>
                {t('flags.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </LayeredModal>
  );
}
