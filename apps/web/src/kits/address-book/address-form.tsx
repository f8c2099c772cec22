// The form of one address-book entry: the fields a dealer needs, checked by the domain's schema
// (minimum lengths of configurators §5) before the API checks them again.
import {
  ADDRESS_MIN_LENGTH,
  type AddressBookEntry,
  addressBookEntryBodySchema,
  COUNTRIES,
  POSTCODE_MIN_LENGTH,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { HttpError } from '../../lib/fetch-json';

type Input = z.input<typeof addressBookEntryBodySchema>;
type Output = z.output<typeof addressBookEntryBodySchema>;
const FIELDS = Object.keys(addressBookEntryBodySchema.shape) as (keyof Input)[];

const EMPTY: Input = {
  name: '',
  company: '',
  street: '',
  house_number: '',
  postcode: '',
  city: '',
  country: 'nl',
  phone: '',
  email: '',
  notes: '',
};

export function AddressForm({
  entry,
  defaultCountry,
  pending,
  onSubmit,
  onCancel,
  onDirty,
}: {
  /** The entry to change; none for a new address. */
  entry?: AddressBookEntry;
  defaultCountry?: Output['country'];
  pending: boolean;
  /** Saves; rejects with the API's error so the form can show field errors. */
  onSubmit: (values: Output) => Promise<unknown>;
  onCancel: () => void;
  /** Whether something was typed that closing would throw away. */
  onDirty?: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['addressBook', 'enums', 'common']);
  const fieldError = useFieldError();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(addressBookEntryBodySchema),
    defaultValues: entry
      ? Object.fromEntries(FIELDS.map((field) => [field, entry[field]]))
      : { ...EMPTY, country: defaultCountry ?? EMPTY.country },
  });
  const { isDirty } = form.formState;
  useEffect(() => onDirty?.(isDirty), [isDirty, onDirty]);
  const error = (field: keyof Input, min = ADDRESS_MIN_LENGTH) =>
    fieldError(form.formState.errors[field], { min });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (failure) {
      if (failure instanceof HttpError)
        applyFieldErrors(failure.fieldErrors, FIELDS, form.setError);
    }
  });
  const text = (field: keyof Input, extra: { required?: boolean; autoComplete?: string } = {}) => (
    <TextInput
      {...form.register(field)}
      label={t(`fields.${field}`)}
      // After the registration, which would otherwise unset it.
      required={extra.required}
      // The theme leaves the star off by default; a required address field shows it.
      withAsterisk={extra.required}
      autoComplete={extra.autoComplete}
      error={error(field, field === 'postcode' ? POSTCODE_MIN_LENGTH : ADDRESS_MIN_LENGTH)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(entry ? 'form.editTitle' : 'form.addTitle')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('name', { required: true, autoComplete: 'name' })}
          {text('company', { autoComplete: 'organization' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {text('street', { required: true, autoComplete: 'address-line1' })}
          {text('house_number', { required: true })}
          {text('postcode', { required: true, autoComplete: 'postal-code' })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('city', { required: true, autoComplete: 'address-level2' })}
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              <Select
                label={t('fields.country')}
                required
                allowDeselect={false}
                // The seven countries fit: a scrolling list would be a region keyboards cannot reach.
                withScrollArea={false}
                data={COUNTRIES.map((country) => ({
                  value: country,
                  label: t(`enums:countries.${country}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                error={error('country')}
                comboboxProps={{ withinPortal: true, zIndex: 400 }}
              />
            )}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('phone', { autoComplete: 'tel' })}
          {text('email', { autoComplete: 'email' })}
        </SimpleGrid>
        <Textarea
          label={t('fields.notes')}
          autosize
          minRows={2}
          error={error('notes')}
          {...form.register('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.back')}
          </Button>
          <Button type="submit" loading={pending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
