import {
  CUSTOMER_FABRIC_STATUSES,
  CUSTOMER_FABRIC_USAGES,
  FABRIC_TYPES,
  PATTERN_TYPES,
  WIDTH_TYPES,
} from '@atelier/domain';
import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSuppliers } from '../../api/customer-fabrics';
import type { FormValues } from './customer-fabric-form';
import { NumberField, SelectField, useFieldMessage } from './form-fields';

export function GeneralStep() {
  const { t } = useTranslation(['customerFabrics', 'enums', 'fabrics']);
  const { register, watch } = useFormContext<FormValues>();
  const message = useFieldMessage();
  const suppliers = useSuppliers();
  const options = (enumName: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`enums:${enumName}.${value}`) }));
  const patterned = watch('pattern_type') === 'pattern';
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('fields.name')}
          withAsterisk
          {...register('name')}
          error={message('name')}
        />
        <SelectField
          name="supplier_id"
          label={t('fields.supplier_id')}
          required
          numeric
          data={(suppliers.data ?? []).map((supplier) => ({
            value: String(supplier.id),
            label: supplier.name || t('fabrics:picker.fallbackSupplier', { id: supplier.id }),
          }))}
        />
        <SelectField
          name="type"
          label={t('fields.type')}
          required
          data={options('fabricTypes', FABRIC_TYPES)}
        />
        <SelectField
          name="pattern_type"
          label={t('fields.pattern_type')}
          required
          data={options('patternTypes', PATTERN_TYPES)}
        />
        {patterned ? (
          <>
            <NumberField
              kind="length"
              name="pattern_distance"
              label={t('fields.pattern_distance')}
              required
            />
            <NumberField kind="length" name="pattern_width" label={t('fields.pattern_width')} />
          </>
        ) : null}
        <SelectField
          name="width_type"
          label={t('fields.width_type')}
          required
          data={options('widthTypes', WIDTH_TYPES)}
        />
        <NumberField kind="length" name="width" label={t('fields.width')} required />
        <SelectField
          name="iron_property"
          label={t('fields.iron_property')}
          required
          numeric
          data={[0, 1, 2, 3].map((points) => ({
            value: String(points),
            label: t(`fabrics:care.iron${points}`),
          }))}
        />
        <TextInput
          label={t('fields.front_side')}
          {...register('front_side')}
          error={message('front_side')}
        />
        <TextInput
          label={t('fields.back_side')}
          {...register('back_side')}
          error={message('back_side')}
        />
        <SelectField
          name="status"
          label={t('fields.status')}
          required
          data={options('customerFabricStatuses', CUSTOMER_FABRIC_STATUSES)}
        />
        <SelectField
          name="usage"
          label={t('fields.usage')}
          required
          data={options('customerFabricUsages', CUSTOMER_FABRIC_USAGES)}
        />
      </SimpleGrid>
      <Checkbox label={t('fields.is_turnable')} {...register('is_turnable')} />
      <Checkbox label={t('fields.has_weightlace')} {...register('has_weightlace')} />
    </Stack>
  );
}
