// The three shorter steps: prices, washing symbols and confections.
import {
  BLEACH_PROPERTIES,
  CLEAN_PROPERTIES,
  CONFECTION_TYPES,
  DRY_PROPERTIES,
  ENVIRONMENTAL_CERTIFICATES,
  WASH_PROPERTIES,
} from '@atelier/domain';
import { Checkbox, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccountSettings } from '../../api/settings';
import { CareSymbolIcon } from '../../kits/catalogue/care-symbols';
import type { FormValues } from './customer-fabric-form';
import { MoneyField, SelectField, useFieldMessage } from './form-fields';

export function PricesStep() {
  const { t } = useTranslation('customerFabrics');
  const currency = useAccountSettings().data?.debtor?.currency;
  return (
    <Stack gap="md">
      {currency ? (
        <Text size="sm" c="dimmed">
          {t('prices.currency', { currency: currency.toUpperCase() })}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyField name="wholesale_price" label={t('fields.wholesale_price')} />
        <MoneyField name="price" label={t('fields.price')} />
      </SimpleGrid>
    </Stack>
  );
}

const FAMILIES = [
  { family: 'wash', name: 'wash_property', values: WASH_PROPERTIES, enumName: 'washProperties' },
  {
    family: 'bleach',
    name: 'bleach_property',
    values: BLEACH_PROPERTIES,
    enumName: 'bleachProperties',
  },
  { family: 'dry', name: 'dry_property', values: DRY_PROPERTIES, enumName: 'dryProperties' },
  {
    family: 'clean',
    name: 'clear_property',
    values: CLEAN_PROPERTIES,
    enumName: 'cleanProperties',
  },
] as const;

export function WashingStep() {
  const { t } = useTranslation(['customerFabrics', 'enums']);
  const { control, register } = useFormContext<FormValues>();
  const message = useFieldMessage();
  return (
    <Stack gap="lg">
      {FAMILIES.map(({ family, name, values, enumName }) => (
        <Controller
          key={family}
          control={control}
          name={name}
          render={({ field }) => (
            <Radio.Group
              label={t(`fields.${name}`)}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? undefined : value)}
              error={message(name)}
            >
              <Group gap="md" mt={6}>
                <Radio value="" label={t('form.none')} />
                {values.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={
                      <Group gap={6} wrap="nowrap" component="span">
                        <CareSymbolIcon family={family} value={value} />
                        {t(`enums:${enumName}.${value}`)}
                      </Group>
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      ))}
      <Checkbox label={t('fields.is_flame_retardant')} {...register('is_flame_retardant')} />
      <Checkbox label={t('fields.is_recycled')} {...register('is_recycled')} />
      <SelectField
        name="ecoCertificate"
        label={t('fields.ecoCertificate')}
        clearable
        data={ENVIRONMENTAL_CERTIFICATES.map((value) => ({
          value,
          label: t(`enums:certificates.${value}`),
        }))}
      />
    </Stack>
  );
}

export function ConfectionsStep() {
  const { t } = useTranslation(['customerFabrics', 'enums']);
  const { control } = useFormContext<FormValues>();
  const message = useFieldMessage();
  return (
    <Controller
      control={control}
      name="curtain_types"
      render={({ field }) => (
        <Checkbox.Group
          label={t('fields.curtain_types')}
          withAsterisk
          value={field.value ?? []}
          onChange={field.onChange}
          error={message('curtain_types')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
            {CONFECTION_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`enums:articleTypes.${type}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    />
  );
}
