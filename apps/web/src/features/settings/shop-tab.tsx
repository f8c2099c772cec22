// The dealer's hosted shop (issue 30): whether it is open, its address and what it shows — name,
// colour (the partner group's brand colour instead for a partner's dealer), logo, welcome, how to
// reach the shop, its hours, its languages (the first is where a visitor starts) and models — and
// the kiosks paired to it. One schema for the form and the route: the domain's
// `shopSettingsSchema`.
import {
  KIOSK_IDLE_SECONDS,
  LOCALES,
  SHOP_COLOUR_PATTERN,
  SHOP_MODELS,
  type ShopSettings,
  type ShopSettingsAnswer,
  type ShopSettingsInput,
  shopSettingsSchema,
} from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveShopSettings, useShopSettings } from '../../api/shop-settings';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { ErrorState, LoadingState } from '../../components/state-views';
import { HttpError } from '../../lib/fetch-json';
import { languageName } from '../../lib/i18n';
import { KiosksPanel } from './kiosks-panel';

const FIELDS = Object.keys(shopSettingsSchema.shape) as (keyof ShopSettings)[];

export function ShopTab() {
  const settings = useShopSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  }
  return (
    <Stack gap="xl">
      <ShopSettingsForm answer={settings.data} />
      <Divider />
      <KiosksPanel />
    </Stack>
  );
}

function valuesOf(answer: ShopSettingsAnswer): ShopSettingsInput {
  return Object.fromEntries(FIELDS.map((field) => [field, answer[field]])) as ShopSettingsInput;
}

/** The shop's public address as it will be: the saved one, or this site's with the slug typed. */
function publicUrl(answer: ShopSettingsAnswer, slug: string): string {
  if (answer.saved && slug === answer.slug) return answer.url;
  return `${window.location.origin}/shop/${slug.trim().toLowerCase()}`;
}

export function ShopSettingsForm({ answer }: { answer: ShopSettingsAnswer }) {
  const { t } = useTranslation(['shop', 'common', 'enums']);
  const fieldError = useFieldError('shop');
  const save = useSaveShopSettings();
  const form = useForm<ShopSettingsInput, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: valuesOf(answer),
  });
  const errors = form.formState.errors;
  const slug = form.watch('slug') ?? '';
  const url = publicUrl(answer, slug);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(valuesOf(saved));
      notifications.show({
        closeButtonProps: { 'aria-label': t('common:actions.close') },
        color: 'green',
        message: t('settings.saved'),
      });
    } catch (failure) {
      const matched =
        failure instanceof HttpError &&
        applyFieldErrors(failure.fieldErrors, FIELDS, form.setError);
      if (!matched) {
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          message: t('settings.failed'),
        });
      }
    }
  });

  const text = (field: 'title' | 'phone' | 'email' | 'address' | 'logo_url', max: number) => (
    <TextInput
      label={t(`settings.fields.${field}`)}
      description={field === 'logo_url' ? t('settings.logoHelp') : undefined}
      {...form.register(field)}
      error={fieldError(errors[field], { min: 2, max })}
      required={field === 'title'}
      // The tab has optional fields: the ones it needs are starred, as in the address book.
      withAsterisk={field === 'title'}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {!answer.saved ? (
          <Alert color="blue" role="status">
            {t('settings.proposal')}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              label={t('settings.fields.enabled')}
              description={t('settings.enabledHelp')}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap={4}>
            <TextInput
              label={t('settings.fields.slug')}
              description={t('settings.slugHelp')}
              {...form.register('slug')}
              error={fieldError(errors.slug)}
              required
              withAsterisk
            />
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('settings.link')}{' '}
                <Anchor href={url} target="_blank" rel="noopener">
                  {url}
                </Anchor>
              </Text>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip label={t(copied ? 'settings.copied' : 'settings.copy')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      onClick={copy}
                      aria-label={t(copied ? 'settings.copied' : 'settings.copy')}
                    >
                      {copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Stack>
          {text('title', 80)}
          <Controller
            control={form.control}
            name="colour"
            render={({ field }) => (
              <TextInput
                label={t('settings.fields.colour')}
                description={answer.partner_brand ? t('settings.partnerColour') : undefined}
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                disabled={answer.partner_brand}
                error={fieldError(errors.colour)}
                leftSectionPointerEvents="all"
                leftSection={
                  // The browser's own colour picker beside the hex code: a few bytes, where a
                  // picker component would weigh on every account page's shared Mantine file.
                  <input
                    type="color"
                    aria-label={t('settings.pickColour')}
                    value={SHOP_COLOUR_PATTERN.test(field.value ?? '') ? field.value : '#000000'}
                    onChange={(event) => field.onChange(event.currentTarget.value)}
                    disabled={answer.partner_brand}
                    style={{ width: 22, height: 22, padding: 0, border: 0, background: 'none' }}
                  />
                }
              />
            )}
          />
          {text('logo_url', 500)}
          {text('phone', 40)}
          {text('email', 254)}
          {text('address', 200)}
          <Controller
            control={form.control}
            name="kiosk_idle_seconds"
            render={({ field }) => (
              <NumberInput
                label={t('settings.fields.kiosk_idle_seconds')}
                description={t('settings.idleHelp', KIOSK_IDLE_SECONDS)}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                onBlur={field.onBlur}
                min={KIOSK_IDLE_SECONDS.min}
                max={KIOSK_IDLE_SECONDS.max}
                allowDecimal={false}
                error={fieldError(errors.kiosk_idle_seconds, KIOSK_IDLE_SECONDS)}
              />
            )}
          />
        </SimpleGrid>
        <Textarea
          label={t('settings.fields.intro')}
          autosize
          minRows={2}
          {...form.register('intro')}
          error={fieldError(errors.intro, { max: 400 })}
        />
        <Textarea
          label={t('settings.fields.opening_hours')}
          description={t('settings.hoursHelp')}
          autosize
          minRows={3}
          {...form.register('opening_hours')}
          error={fieldError(errors.opening_hours, { max: 400 })}
        />
        <Controller
          control={form.control}
          name="languages"
          render={({ field }) => (
            <MultiSelect
              label={t('settings.fields.languages')}
              description={t('settings.languagesHelp')}
              data={LOCALES.map((locale) => ({ value: locale, label: languageName(locale) }))}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldError(errors.languages as never)}
              required
            />
          )}
        />
        <Controller
          control={form.control}
          name="models"
          render={({ field }) => (
            <Checkbox.Group
              label={t('settings.fields.models')}
              description={t('settings.modelsHelp')}
              value={field.value ?? []}
              // The models in the shop's order, whichever was ticked first.
              onChange={(value) =>
                field.onChange(SHOP_MODELS.filter((model) => value.includes(model)))
              }
              error={fieldError(errors.models as never)}
              withAsterisk
            >
              <Group mt="xs" gap="md">
                {SHOP_MODELS.map((model) => (
                  <Checkbox key={model} value={model} label={t(`enums:articleTypes.${model}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
