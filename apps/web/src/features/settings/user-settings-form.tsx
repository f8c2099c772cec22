import {
  type AccountSettings,
  CHILD_SAFETY,
  PRICE_TYPE_DEFAULTS,
  PRICE_TYPES,
  TIER_SIZES,
  UNIT_SYSTEMS,
  type UserSettings,
} from '@atelier/domain';
import { Button, Fieldset, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveUserSettings } from '../../api/settings';
import { applyFieldErrors } from '../../components/field-error';
import { SizeInput } from '../../kits/configurator';
import { HttpError } from '../../lib/fetch-json';

const HEAD_SIZE_FIELDS = [
  'pleat_curtain_head_size',
  'ring_curtain_head_size',
  'span_curtain_head_size',
  'rod_curtain_head_size',
  'fronslint_curtain_head_size',
] as const;
const TIER_FIELDS = [
  'basic_tier_size_default',
  'comfort_tier_size_default',
  'hautecouture_tier_size_default',
] as const;
const SWITCH_FIELDS = [
  'deliver_with_runners_default',
  'ironing_default',
  'has_lining_by_default',
  'enter_width_before_height_setting',
  'collapsible_sidebar',
  'production_mail',
] as const;

type FormValues = Pick<
  UserSettings,
  | 'price_type_default'
  | 'price_type'
  | 'unit_system'
  | 'child_safety_default'
  | (typeof HEAD_SIZE_FIELDS)[number]
  | (typeof TIER_FIELDS)[number]
  | (typeof SWITCH_FIELDS)[number]
>;
const FIELDS = [
  'price_type_default',
  'price_type',
  'unit_system',
  'child_safety_default',
  ...HEAD_SIZE_FIELDS,
  ...TIER_FIELDS,
  ...SWITCH_FIELDS,
] as const satisfies readonly (keyof FormValues)[];

function pickValues(account: AccountSettings): FormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, account[field]])) as FormValues;
}

const legendStyles = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 8 },
};

export function UserSettingsForm({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('settings');
  const save = useSaveUserSettings();
  const form = useForm<FormValues>({ defaultValues: pickValues(account) });
  const options = (group: string, values: readonly (string | number)[]) =>
    values.map((value) => ({ value: String(value), label: t(`options.${group}.${value}`) }));
  const tierOptions = TIER_SIZES.map((size) => ({
    value: String(size),
    label: t('tierSize', { size }),
  }));

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        form.reset(values);
        notifications.show({ color: 'green', message: t('user.saved') });
      },
      onError: (error) => {
        if (error instanceof HttpError) applyFieldErrors(error.fieldErrors, FIELDS, form.setError);
        notifications.show({ color: 'red', message: t('user.failed') });
      },
    }),
  );

  const select = (
    field: 'price_type_default' | 'price_type' | 'unit_system' | 'child_safety_default',
    group: string,
    values: readonly string[],
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input, fieldState }) => (
        <Select
          label={t(`user.fields.${field}`)}
          data={options(group, values)}
          value={input.value}
          onChange={(value) => value && input.onChange(value)}
          onBlur={input.onBlur}
          allowDeselect={false}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={760}>
        <Fieldset legend={t('user.sections.prices')} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {select('price_type', 'priceType', PRICE_TYPES)}
            {select('price_type_default', 'priceTypeDefault', PRICE_TYPE_DEFAULTS)}
            {select('unit_system', 'unitSystem', UNIT_SYSTEMS)}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('user.sections.tiers')} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {TIER_FIELDS.map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: input }) => (
                  <Select
                    label={t(`user.fields.${field}`)}
                    data={tierOptions}
                    value={String(input.value)}
                    onChange={(value) => value && input.onChange(Number(value))}
                    allowDeselect={false}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('user.sections.headSizes')} variant="unstyled" styles={legendStyles}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {HEAD_SIZE_FIELDS.map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: input, fieldState }) => (
                  <SizeInput
                    label={t(`user.fields.${field}`)}
                    description={t('user.headSizeHint')}
                    value={input.value}
                    // Unreadable or out-of-range text goes to the server as typed and is refused
                    // there with the field's message; nothing is clamped here.
                    onChange={(value) => input.onChange(value as number)}
                    onBlur={input.onBlur}
                    inputRef={input.ref}
                    name={input.name}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('user.sections.defaults')} variant="unstyled" styles={legendStyles}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {select('child_safety_default', 'childSafety', CHILD_SAFETY)}
            </SimpleGrid>
            {SWITCH_FIELDS.map((field) => (
              <Controller
                key={field}
                control={form.control}
                name={field}
                render={({ field: input }) => (
                  <Switch
                    label={t(`user.fields.${field}`)}
                    checked={input.value}
                    onChange={(event) => input.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            ))}
          </Stack>
        </Fieldset>
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!form.formState.isDirty}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
