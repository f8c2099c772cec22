// The RMA dialog (configurators §2, §3): a confirmed or delivered article, the form filled from it
// (POST api/rma/template/), every field of a return, photos with previews; confirming sends the
// return and then its photos.
import {
  type AccountSettings,
  ADDRESS_MIN_LENGTH,
  type AddressBookEntry,
  addressLine,
  COUNTRIES,
  deliveryCountry,
  formatDay,
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
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiMessage } from '../../api/api-message';
import { newIdempotencyKey } from '../../api/orders';
import {
  useCreateReturn,
  useReturnableOrder,
  useReturnableOrders,
  useReturnTemplate,
} from '../../api/rma';
import { DayInput } from '../../components/day-input';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { LayeredModal } from '../../components/layered-modal';
import { LoadingState } from '../../components/state-views';
import { AddressBookDialog } from '../../kits/address-book/address-book-dialog';
import { HttpError } from '../../lib/fetch-json';
import { PhotoPicker } from './photo-picker';

type Input = z.input<typeof rmaBodySchema>;
type Output = z.output<typeof rmaBodySchema>;
const FIELDS = Object.keys(rmaBodySchema.shape) as (keyof Input)[];
const COMBOBOX = { withinPortal: true, zIndex: 400 } as const;

/** The API's own words for a failure (already in the user's language), else ours. */
const detailOf = (error: unknown, fallback: string) => apiMessage(error) ?? fallback;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="sm" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ReturnForm({
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
  const [failure, setFailure] = useState<string | null>(null);
  const send = useCreateReturn();
  // One pair of keys per return the user means: a retry after a lost answer is done once.
  const keys = useRef<{ rma: string; photos: string } | null>(null);
  const dirty = form.formState.isDirty || address !== null || photos.length > 0;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const error = (field: keyof Input, min = ADDRESS_MIN_LENGTH) =>
    fieldError(form.formState.errors[field], { min, max: field === 'hanger_count' ? 200 : 0 });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    keys.current ??= { rma: newIdempotencyKey(), photos: newIdempotencyKey() };
    try {
      const { made, photoError } = await send.mutateAsync({
        body: values,
        photos,
        keys: keys.current,
      });
      keys.current = null;
      const close = { closeButtonProps: { 'aria-label': t('detail.close') } };
      notifications.show({
        ...close,
        color: 'teal',
        message: t('alerts.created', { number: made.rma_number }),
      });
      if (made.remake_order_id !== null) {
        notifications.show({
          ...close,
          color: 'blue',
          message: t('alerts.remake', {
            commission: `${made.rma_number} ${made.article.commission}`.trim(),
          }),
        });
      }
      if (photoError) {
        notifications.show({
          ...close,
          color: 'red',
          autoClose: false,
          message: t('alerts.photosFailed', {
            number: made.rma_number,
            reason: detailOf(photoError, ''),
          }),
        });
      }
      onDone(made);
    } catch (caught) {
      if (
        caught instanceof HttpError &&
        applyFieldErrors(caught.fieldErrors, FIELDS, form.setError)
      ) {
        return;
      }
      setFailure(detailOf(caught, t('alerts.failed')));
    }
  });

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
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <Select
          label={t(`fields.${field}`)}
          required
          withAsterisk
          allowDeselect={false}
          withScrollArea={false}
          data={options.map((option) => ({ value: option, label: label(option) }))}
          value={(control.value as string | undefined) ?? null}
          onChange={(value) => value && control.onChange(value)}
          onBlur={control.onBlur}
          error={error(field)}
          comboboxProps={COMBOBOX}
        />
      )}
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
                  keys.current = null;
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
            keys.current = null;
          }}
        />
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
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
          keys.current = null;
        }}
      />
    </form>
  );
}

export function NewReturnDialog({
  opened,
  account,
  onClose,
  onMade,
}: {
  opened: boolean;
  account: AccountSettings;
  onClose: () => void;
  onMade: (made: Rma) => void;
}) {
  const { t, i18n } = useTranslation(['returns', 'enums', 'common']);
  const [orderId, setOrderId] = useState<number | null>(null);
  const [articleNumber, setArticleNumber] = useState<string | null>(null);
  const orders = useReturnableOrders(opened);
  const order = useReturnableOrder(orderId);
  const template = useReturnTemplate(articleNumber);
  const [dirty, setDirty] = useState(false);
  const close = () => {
    setOrderId(null);
    setArticleNumber(null);
    setDirty(false);
    onClose();
  };
  const date = (iso: string | null) => formatDay(iso, i18n.language);

  let body: ReactNode;
  if (orders.isPending) body = <LoadingState />;
  else if (orders.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('dialog.ordersFailed')}
      </Alert>
    );
  } else if (orders.data.length === 0) {
    body = <Text size="sm">{t('dialog.noOrders')}</Text>;
  } else {
    body = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('dialog.order')}
            placeholder={t('dialog.orderPlaceholder')}
            searchable
            data={orders.data.map((one) => ({
              value: String(one.id),
              label: t('dialog.orderOption', {
                commission: one.commission || t('dialog.noCommission'),
                date: date(one.order_date),
              }),
            }))}
            value={orderId === null ? null : String(orderId)}
            onChange={(value) => {
              setOrderId(value === null ? null : Number(value));
              setArticleNumber(null);
              setDirty(false);
            }}
            comboboxProps={COMBOBOX}
            // A shop has many orders: the newest ten show, typing finds the others. No scrolling
            // list inside the listbox, which the keyboard could not reach.
            limit={10}
            withScrollArea={false}
          />
          <Select
            label={t('dialog.article')}
            placeholder={t('dialog.articlePlaceholder')}
            disabled={!order.data}
            data={(order.data?.articles ?? []).map((article) => ({
              value: article.order_number,
              label: t('dialog.articleOption', {
                number: article.order_number,
                type: t(`enums:articleTypes.${article.article_type}`),
              }),
            }))}
            value={articleNumber}
            onChange={(value) => {
              setArticleNumber(value);
              setDirty(false);
            }}
            comboboxProps={COMBOBOX}
          />
        </SimpleGrid>
        {articleNumber === null ? null : template.isPending ? (
          <LoadingState />
        ) : template.isError ? (
          <Alert color="red" variant="light" role="alert">
            {detailOf(template.error, t('dialog.templateFailed'))}
          </Alert>
        ) : (
          <ReturnForm
            key={articleNumber}
            template={template.data}
            account={account}
            onCancel={close}
            onDirty={setDirty}
            onDone={(made) => {
              onMade(made);
              close();
            }}
          />
        )}
      </Stack>
    );
  }
  return (
    <LayeredModal opened={opened} onClose={close} dirty={dirty} title={t('dialog.title')} size="xl">
      {body}
    </LayeredModal>
  );
}
