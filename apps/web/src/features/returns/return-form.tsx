// The return's own form (configurators §3): the customer, the delivery (an address-book address
// or the customer's), the reason and solution, the hangers, a description and photos, filled from
// the returned article's template.
import {
  type AccountSettings,
  ADDRESS_MIN_LENGTH,
  type AddressBookEntry,
  addressLine,
  COUNTRIES,
  deliveryCountry,
  POSTCODE_MIN_LENGTH,
  RMA_HANGER_TYPES,
  RMA_REASONS,
  RMA_SOLUTIONS,
  RMA_WORKSHOPS,
  type Rma,
  type RmaTemplate,
  rmaBodySchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DayInput } from '../../components/day-input';
import { useFieldError } from '../../components/field-error';
import { AddressBookDialog } from '../../kits/address-book/address-book-dialog';
import { PhotoPicker } from './photo-picker';
import { ChoiceField, COMBOBOX, Section } from './return-fields';
import {
  type ReturnInput as Input,
  type ReturnOutput as Output,
  useSendReturn,
} from './use-send-return';

export function ReturnForm({
  template,
  account,
  onDone,
  onCancel,
  onDirty,
}: {
  template: RmaTemplate;
  account: AccountSettings;
  onDone: (made: Rma) => void;
  onCancel: () => void;
  /** Whether something was typed, chosen or added that closing would throw away. */
  onDirty: (dirty: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['returns', 'enums', 'validation']);
  const fieldError = useFieldError();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(rmaBodySchema),
    defaultValues: {
      article_order_number: template.article.order_number,
      customer_name: template.customer_name,
      phone: template.phone,
      email: template.email,
      street: template.street,
      city: template.city,
      postcode: template.postcode,
      country: template.country,
      delivery_address: null,
      preferred_delivery_date: null,
      hanger_type: 'none',
      hanger_count: 0,
      description: '',
      employee: template.employee,
    },
  });
  const [address, setAddress] = useState<AddressBookEntry | null>(null);
  const [bookOpen, setBookOpen] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const sending = useSendReturn(onDone);
  const dirty = form.formState.isDirty || address !== null || photos.length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const error = (field: keyof Input, min = ADDRESS_MIN_LENGTH) =>
    fieldError(form.formState.errors[field], { min, max: field === 'hanger_count' ? 200 : 0 });
  const submit = form.handleSubmit((values) => sending.submit(values, photos, form.setError));

  const text = (
    field: 'customer_name' | 'phone' | 'email' | 'street' | 'city' | 'postcode',
    extra: { required?: boolean; autoComplete?: string; type?: string } = {},
  ) => (
    <TextInput
      {...form.register(field)}
      label={t(`fields.${field}`)}
      required={extra.required}
      withAsterisk={extra.required}
      autoComplete={extra.autoComplete}
      type={extra.type}
      error={error(field, field === 'postcode' ? POSTCODE_MIN_LENGTH : ADDRESS_MIN_LENGTH)}
    />
  );
  const choice = (
    field: 'country' | 'workshop' | 'hanger_type' | 'reason' | 'solution',
    options: readonly string[],
    label: (option: string) => string,
  ) => (
    <ChoiceField
      control={form.control}
      name={field}
      label={t(`fields.${field}`)}
      options={options}
      optionLabel={label}
      error={error(field)}
    />
  );
  const employees = account.employees.filter((person) => !person.is_archived);
  const { article } = template;

  return (
    <form onSubmit={submit} noValidate aria-label={t('dialog.title')}>
      <Stack gap="lg">
        <Text size="sm" data-testid="returned-article">
          {t('detail.article', {
            number: article.order_number,
            commission: article.commission || t('dialog.noCommission'),
          })}
          {' · '}
          {t(`enums:articleTypes.${article.article_type}`)}
          {article.width !== null && article.height !== null
            ? ` · ${t('dialog.articleSize', {
                width: article.width.toLocaleString(i18n.language),
                height: article.height.toLocaleString(i18n.language),
              })}`
            : ''}
        </Text>
        <Section id="return-customer" title={t('dialog.customer')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('customer_name', { required: true, autoComplete: 'name' })}
            {text('phone', { autoComplete: 'tel', type: 'tel' })}
            {text('email', { autoComplete: 'email', type: 'email' })}
            {text('street', { required: true, autoComplete: 'address-line1' })}
            {text('postcode', { required: true, autoComplete: 'postal-code' })}
            {text('city', { required: true, autoComplete: 'address-level2' })}
            {choice('country', COUNTRIES, (country) => t(`enums:countries.${country}`))}
          </SimpleGrid>
        </Section>
        <Section id="return-delivery" title={t('dialog.delivery')}>
          <Text size="sm" data-testid="return-delivery-address">
            {address
              ? [address.name, address.company, addressLine(address)].filter(Boolean).join(', ')
              : t('dialog.deliverToCustomer')}
          </Text>
          {error('delivery_address') ? (
            <Text size="sm" c="red" role="alert">
              {error('delivery_address')}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconAddressBook size={16} aria-hidden />}
              onClick={() => setBookOpen(true)}
            >
              {t('dialog.chooseAddress')}
            </Button>
            {address ? (
              <Button
                variant="subtle"
                onClick={() => {
                  setAddress(null);
                  form.setValue('delivery_address', null);
                  sending.newIntent();
                }}
              >
                {t('dialog.clearAddress')}
              </Button>
            ) : null}
          </Group>
          <Controller
            control={form.control}
            name="preferred_delivery_date"
            render={({ field }) => (
              <DayInput
                label={t('fields.preferred_delivery_date')}
                value={field.value ?? ''}
                onChange={(day) => field.onChange(day || null)}
                onBlur={field.onBlur}
                error={error('preferred_delivery_date')}
                w={240}
              />
            )}
          />
        </Section>
        <Section id="return-details" title={t('dialog.details')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {choice('reason', RMA_REASONS, (reason) => t(`reasons.${reason}`))}
            {choice('solution', RMA_SOLUTIONS, (solution) => t(`solutions.${solution}`))}
            {choice('workshop', RMA_WORKSHOPS, (workshop) => t(`workshops.${workshop}`))}
            <Controller
              control={form.control}
              name="employee"
              render={({ field }) => (
                <Select
                  label={t('fields.employee')}
                  withScrollArea={false}
                  data={employees.map((person) => ({
                    value: String(person.id),
                    label: person.name,
                  }))}
                  value={
                    field.value === null || field.value === undefined ? null : String(field.value)
                  }
                  onChange={(value) => field.onChange(value === null ? null : Number(value))}
                  onBlur={field.onBlur}
                  error={error('employee')}
                  comboboxProps={COMBOBOX}
                />
              )}
            />
            {choice('hanger_type', RMA_HANGER_TYPES, (type) => t(`hangerTypes.${type}`))}
            <Controller
              control={form.control}
              name="hanger_count"
              render={({ field }) => (
                <NumberInput
                  label={t('fields.hanger_count')}
                  required
                  withAsterisk
                  min={0}
                  max={200}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value ?? ''}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : undefined)
                  }
                  onBlur={field.onBlur}
                  error={error('hanger_count')}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            {...form.register('description')}
            label={t('fields.description')}
            required
            withAsterisk
            autosize
            minRows={3}
            maxLength={2000}
            error={error('description')}
          />
        </Section>
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            sending.newIntent();
          }}
        />
        {sending.failure ? (
          <Alert color="red" variant="light" role="alert">
            {sending.failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={sending.pending}>
            {t('dialog.submit')}
          </Button>
        </Group>
      </Stack>
      <AddressBookDialog
        opened={bookOpen}
        onClose={() => setBookOpen(false)}
        defaultCountry={deliveryCountry(account.debtor?.country ?? '')}
        onChoose={(entry) => {
          setAddress(entry);
          form.setValue('delivery_address', entry.id);
          form.clearErrors('delivery_address');
          sending.newIntent();
        }}
      />
    </form>
  );
}
