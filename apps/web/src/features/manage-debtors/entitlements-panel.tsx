// What the manufacturer grants the shop: customer fabrics, price lists, reports … as switches and
// checkboxes; only what changed is sent.
import {
  AVAILABLE_REPORTS,
  type DebtorEntitlementsUpdate,
  type Entitlements,
} from '@atelier/domain';
import { Button, Checkbox, Group, Paper, Stack, Switch } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdempotentMutation } from '../../api/idempotent-mutation';
import { manageDebtorsKey, setEntitlements } from '../../api/manage-debtors';

const SWITCHES = [
  'has_customer_fabrics',
  'has_atelier_fabrics',
  'show_price_lists',
  'hidden_switch_price',
  'track_all_shops',
] as const satisfies readonly (keyof Entitlements)[];

export function EntitlementsPanel({
  debtorId,
  entitlements,
  canChange,
}: {
  debtorId: number;
  entitlements: Entitlements;
  canChange: boolean;
}) {
  const { t } = useTranslation('manageDebtors');
  const [values, setValues] = useState(entitlements);
  useEffect(() => setValues(entitlements), [entitlements]);
  const save = useIdempotentMutation(
    setEntitlements,
    { success: t('entitlements.saved'), failure: t('entitlements.failed') },
    { invalidate: [manageDebtorsKey] },
  );
  const changes: DebtorEntitlementsUpdate = {};
  for (const key of SWITCHES) {
    if (values[key] !== entitlements[key]) changes[key] = values[key];
  }
  if (values.available_reports.join() !== entitlements.available_reports.join()) {
    changes.available_reports = values.available_reports;
  }
  const dirty = Object.keys(changes).length > 0;

  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (dirty) void save.run({ debtorId, changes });
        }}
      >
        <Stack gap="sm">
          {SWITCHES.map((key) => (
            <Switch
              key={key}
              label={t(`entitlements.labels.${key}`)}
              checked={values[key]}
              disabled={!canChange}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setValues((current) => ({ ...current, [key]: checked }));
              }}
            />
          ))}
          <Checkbox.Group
            label={t('entitlements.reports')}
            value={values.available_reports}
            onChange={(reports) =>
              setValues((current) => ({
                ...current,
                available_reports: AVAILABLE_REPORTS.filter((report) => reports.includes(report)),
              }))
            }
          >
            <Group mt="xs">
              {AVAILABLE_REPORTS.map((report) => (
                <Checkbox
                  key={report}
                  value={report}
                  label={t(`entitlements.reportNames.${report}`)}
                  disabled={!canChange}
                />
              ))}
            </Group>
          </Checkbox.Group>
          {canChange ? (
            <Group justify="flex-end">
              <Button type="submit" disabled={!dirty} loading={save.busy}>
                {t('entitlements.save')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
