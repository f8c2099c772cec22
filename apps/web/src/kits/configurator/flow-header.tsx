// The order header of a configurator flow: fabric, employee and room, all required (configurators
// §2, §5). The employee is the order's; fabric and room go into the article's parameters.
import {
  type AccountSettings,
  type FlowHeaderDraft,
  fabricSourceOf,
  flowHeaderDefaults,
  ROOMS,
  type Room,
} from '@atelier/domain';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { useListWhileOpen } from '../../components/list-while-open';
import { FabricPicker } from '../catalogue/fabric-picker/fabric-picker';
import { CommissionChoice } from './commission-choice';
import { useFabricFacts } from './evaluation';

/** The header's value while the flow fills it in (the domain's `FlowHeaderDraft`). */
export type FlowHeaderValue = FlowHeaderDraft;

/** The header fields still missing, by name (`fabric`, `employee`, `room`). */
export function headerProblems(
  value: FlowHeaderValue,
  account: AccountSettings | undefined,
  showFabric = true,
): string[] {
  const missing: string[] = [];
  if (showFabric && !value.fabric) missing.push('fabric');
  const activeEmployees = account?.employees.filter((employee) => !employee.is_archived) ?? [];
  if (!value.employee && activeEmployees.length > 0) missing.push('employee');
  if (!value.room) missing.push('room');
  return missing;
}

function FabricChoice({
  kind,
  uuid,
  onChange,
}: {
  kind: 'fabrics' | 'linings';
  uuid: string | null;
  onChange: (uuid: string) => void;
}) {
  const { fabric } = useFabricFacts(uuid);
  const picked = uuid
    ? { fabric_uuid: uuid, name: fabric?.preview.name ?? uuid, source: fabricSourceOf(uuid) }
    : null;
  return (
    <FabricPicker kind={kind} value={picked} onChange={(next) => onChange(next.fabric_uuid)} />
  );
}

/**
 * The order header above a configurator's steps. Drawn again only when its own props change: a
 * keystroke in a size redraws the form and the preview, not the fabric picker and the selects.
 */
export const FlowHeader = memo(function FlowHeader({
  value,
  onChange,
  showFabric = true,
  lining,
  showErrors = false,
}: {
  value: FlowHeaderValue;
  onChange: (value: FlowHeaderValue) => void;
  showFabric?: boolean;
  fabricKind?: 'fabrics';
  lining?: { value: string | null; onChange: (uuid: string | null) => void };
  showErrors?: boolean;
}) {
  const { t } = useTranslation(['configurator', 'enums']);
  const account = useAccountSettings().data;
  const listWhileOpen = useListWhileOpen();
  const employees = account?.employees.filter((employee) => !employee.is_archived) ?? [];
  const showEmployee = account?.show_employee ?? true;
  const showRoom = account?.show_room ?? true;

  // A new flow starts with the domain's defaults (`flowHeaderDefaults`: the default employee, and
  // "other room" for a hidden room field). Flows start their state with them when the account is
  // there, so a second draw of the whole flow is not needed; here for an account that came later.
  useEffect(() => {
    const next = flowHeaderDefaults(value, account);
    if (next !== value) onChange(next);
  }, [account, value, onChange]);

  const missing = showErrors ? headerProblems(value, account, showFabric) : [];
  const required = t('configurator:fields.required');
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text component="h2" fw={600} size="md" m={0}>
          {t('configurator:header.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: showFabric ? 3 : 2 }} spacing="md">
          {showFabric ? (
            <Stack gap={4}>
              <Text size="sm" fw={500} component="span">
                {t('configurator:header.fabric')}
                <Text component="span" c="red" aria-hidden>
                  {' *'}
                </Text>
              </Text>
              <FabricChoice
                kind="fabrics"
                uuid={value.fabric}
                onChange={(fabric) => onChange({ ...value, fabric })}
              />
              {missing.includes('fabric') ? (
                <Text size="xs" c="red" role="alert">
                  {required}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {showEmployee ? (
            employees.length > 0 ? (
              <Select
                label={t('configurator:header.employee')}
                placeholder={t('configurator:header.chooseEmployee')}
                data={employees.map((employee) => ({
                  value: String(employee.id),
                  label: employee.name,
                }))}
                value={value.employee === null ? null : String(value.employee)}
                onChange={(next) => onChange({ ...value, employee: next ? Number(next) : null })}
                withAsterisk
                error={missing.includes('employee') ? required : undefined}
                allowDeselect={false}
                comboboxProps={listWhileOpen}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('configurator:header.noEmployees')}
              </Text>
            )
          ) : null}
          {showRoom ? (
            <Select
              label={t('configurator:header.room')}
              placeholder={t('configurator:header.chooseRoom')}
              data={ROOMS.map((room) => ({ value: room, label: t(`enums:rooms.${room}`) }))}
              value={value.room}
              onChange={(next) => onChange({ ...value, room: (next as Room | null) ?? null })}
              withAsterisk
              error={missing.includes('room') ? required : undefined}
              allowDeselect={false}
              comboboxProps={listWhileOpen}
            />
          ) : null}
        </SimpleGrid>
        <CommissionChoice />
        {lining ? (
          <Stack gap={4}>
            <Text size="sm" fw={500} component="span">
              {t('configurator:header.lining')}
            </Text>
            <Group gap="sm">
              <FabricChoice
                kind="linings"
                uuid={lining.value}
                onChange={(uuid) => lining.onChange(uuid)}
              />
              {lining.value ? (
                <Button variant="subtle" size="compact-sm" onClick={() => lining.onChange(null)}>
                  {t('configurator:header.noLining')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
});
