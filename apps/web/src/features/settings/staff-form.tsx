// The form of one employee or location (portal §6): its plain text fields, a location's country
// chosen by name; the server's field errors on the fields.
import {
  COUNTRIES,
  countryOf,
  employeeBodySchema,
  locationBodySchema,
  STAFF_NAME_MIN_LENGTH,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { type StaffBody, type StaffKind, type StaffRow, useSaveStaff } from '../../api/staff';
import { useCountryName } from '../../components/country-name';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { HttpError } from '../../lib/fetch-json';

const FIELDS = {
  employees: ['name', 'email'],
  locations: ['name', 'address', 'postalcode', 'city', 'country'],
} as const satisfies Record<StaffKind, readonly string[]>;
const BODY = { employees: employeeBodySchema, locations: locationBodySchema } as const;

export type AnyRow = StaffRow<'employees'> | StaffRow<'locations'>;
type Values = Record<string, string>;

/**
 * What the country field starts with: a known country by its code ('NL' of the seeded locations
 * becomes 'nl'), other text as it was; a new location the shop's own country.
 */
function startingCountry(row: AnyRow | null, shopCountry: string | undefined): string {
  if (row === null) return countryOf(shopCountry) ?? '';
  const stored = String((row as Record<string, unknown>).country ?? '');
  return countryOf(stored) ?? stored.trim();
}

export function StaffForm({
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
