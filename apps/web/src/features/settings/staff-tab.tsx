// Employees or locations of the shop (portal §6): the active list or the archive, add, change,
// archive and restore. One component for both: they differ only in their fields.
import {
  COUNTRIES,
  countryOf,
  employeeBodySchema,
  locationBodySchema,
  STAFF_NAME_MIN_LENGTH,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArrowBackUp, IconPencil, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import {
  type StaffBody,
  type StaffKind,
  type StaffRow,
  useArchiveStaff,
  useSaveStaff,
  useStaff,
} from '../../api/staff';
import { useCountryName } from '../../components/country-name';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { LayeredModal } from '../../components/layered-modal';
import { ErrorState, LoadingState } from '../../components/state-views';
import { HttpError } from '../../lib/fetch-json';

const FIELDS = {
  employees: ['name', 'email'],
  locations: ['name', 'address', 'postalcode', 'city', 'country'],
} as const satisfies Record<StaffKind, readonly string[]>;
const BODY = { employees: employeeBodySchema, locations: locationBodySchema } as const;

type AnyRow = StaffRow<'employees'> | StaffRow<'locations'>;
type Values = Record<string, string>;

function describe(kind: StaffKind, row: AnyRow, country: (text: string) => string): string {
  if (kind === 'employees') return (row as StaffRow<'employees'>).email;
  const place = row as StaffRow<'locations'>;
  return [
    place.address,
    [place.postalcode, place.city].filter(Boolean).join(' '),
    country(place.country),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What the country field starts with: a known country by its code ('NL' of the seeded locations
 * becomes 'nl'), other text as it was; a new location the shop's own country.
 */
function startingCountry(row: AnyRow | null, shopCountry: string | undefined): string {
  if (row === null) return countryOf(shopCountry) ?? '';
  const stored = String((row as Record<string, unknown>).country ?? '');
  return countryOf(stored) ?? stored.trim();
}

function StaffForm({
  kind,
  row,
  onDone,
  onDirty,
}: {
  kind: StaffKind;
  row: AnyRow | null;
  onDone: () => void;
  /** Whether something was typed that closing would throw away. */
  onDirty: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const save = useSaveStaff(kind);
  const account = useAccountSettings();
  const countryName = useCountryName();
  const fields = FIELDS[kind] as readonly string[];
  const form = useForm<Values>({
    // biome-ignore lint/suspicious/noExplicitAny: one form for two contracts of plain text fields
    resolver: zodResolver(BODY[kind] as any),
    defaultValues: Object.fromEntries(
      fields.map((field) => [
        field,
        field === 'country'
          ? startingCountry(row, account.data?.debtor?.country)
          : row
            ? String((row as Record<string, unknown>)[field])
            : '',
      ]),
    ),
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  // The portal's countries by name, and a location's other text kept as a choice of its own.
  const stored = form.getValues('country') ?? '';
  const countries = [
    ...COUNTRIES.map((code) => ({ value: code, label: countryName(code) })),
    ...(stored && !countryOf(stored) ? [{ value: stored, label: countryName(stored) }] : []),
  ];
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: row?.id ?? null, body: values as StaffBody<typeof kind> });
      notifications.show({
        closeButtonProps: { 'aria-label': t('common:actions.close') },
        color: 'green',
        message: t(`staff.${kind}.${row ? 'changed' : 'added'}`, { name: values.name }),
      });
      onDone();
    } catch (failure) {
      if (failure instanceof HttpError && failure.fieldErrors) {
        applyFieldErrors(failure.fieldErrors, fields, form.setError);
      } else {
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          message: t('staff.failed'),
        });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map((field) =>
            field === 'country' ? (
              <Controller
                key={field}
                control={form.control}
                name="country"
                render={({ field: country }) => (
                  <Select
                    label={t('staff.fields.country')}
                    data={countries}
                    value={country.value || null}
                    onChange={(value) => country.onChange(value ?? '')}
                    onBlur={country.onBlur}
                    clearable
                    // Eight countries at most fit: a scrolling list is a region keyboards miss.
                    withScrollArea={false}
                    error={fieldError(form.formState.errors.country)}
                    comboboxProps={{ withinPortal: true, zIndex: 400 }}
                  />
                )}
              />
            ) : (
              <TextInput
                key={field}
                {...form.register(field)}
                label={t(`staff.fields.${field}`)}
                required={field === 'name'}
                withAsterisk={field === 'name'}
                error={fieldError(form.formState.errors[field], { min: STAFF_NAME_MIN_LENGTH })}
                data-autofocus={field === 'name' ? true : undefined}
              />
            ),
          )}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('staff.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function StaffTab({ kind }: { kind: StaffKind }) {
  const { t } = useTranslation('account');
  const [view, setView] = useState<'active' | 'archive'>('active');
  const archived = view === 'archive';
  const list = useStaff(kind, archived);
  const archive = useArchiveStaff(kind);
  const countryName = useCountryName();
  const [editing, setEditing] = useState<AnyRow | 'new' | null>(null);
  const [dirty, setDirty] = useState(false);

  const toggle = (row: AnyRow) =>
    archive.mutate(
      { id: row.id, archive: !row.is_archived },
      {
        onSuccess: () =>
          notifications.show({
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            color: 'green',
            message: t(`staff.${kind}.${row.is_archived ? 'restored' : 'archived'}`, {
              name: row.name,
            }),
          }),
        onError: () =>
          notifications.show({
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            color: 'red',
            message: t('staff.failed'),
          }),
      },
    );

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.results.length === 0) {
    body = (
      <Text c="dimmed" size="sm">
        {t(`staff.${kind}.${archived ? 'archiveEmpty' : 'empty'}`)}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.fields.name')}</Table.Th>
              <Table.Th>{t(`staff.${kind}.details`)}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('staff.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.results.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td fw={500}>{row.name}</Table.Td>
                <Table.Td>{describe(kind, row, countryName)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t('staff.editOne', { name: row.name })}
                      onClick={() => setEditing(row)}
                    >
                      {t('staff.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="gray"
                      leftSection={
                        row.is_archived ? (
                          <IconArrowBackUp size={14} aria-hidden />
                        ) : (
                          <IconArchive size={14} aria-hidden />
                        )
                      }
                      aria-label={t(row.is_archived ? 'staff.restoreOne' : 'staff.archiveOne', {
                        name: row.name,
                      })}
                      loading={archive.isPending && archive.variables?.id === row.id}
                      onClick={() => toggle(row)}
                    >
                      {t(row.is_archived ? 'staff.restore' : 'staff.archive')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={t(`staff.${kind}.view`)}
          value={view}
          onChange={(value) => setView(value as 'active' | 'archive')}
          data={[
            { value: 'active', label: t('staff.active') },
            { value: 'archive', label: t('staff.archiveView') },
          ]}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t(`staff.${kind}.add`)}
        </Button>
      </Group>
      {body}
      <LayeredModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        dirty={editing !== null && dirty}
        title={t(`staff.${kind}.${editing === 'new' ? 'addTitle' : 'editTitle'}`)}
        size="lg"
      >
        {editing !== null ? (
          <StaffForm
            kind={kind}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
            onDirty={setDirty}
          />
        ) : null}
      </LayeredModal>
    </Stack>
  );
}
