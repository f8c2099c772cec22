// The system settings tab (portal §3): the display flags an account sets for its order screens,
// each explained, and the access flags the manufacturer grants, shown but not changeable.
import {
  ACCESS_FLAGS,
  type AccountSettings,
  type SystemSettings,
  systemSettingsSchema,
} from '@atelier/domain';
import {
  Badge,
  Button,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveSystemSettings } from '../../api/settings';

type Flag = keyof SystemSettings;
const ACCESS: ReadonlySet<string> = new Set(ACCESS_FLAGS);
/** The flags an account sets itself, in the contract's order. */
export const DISPLAY_FLAGS = (Object.keys(systemSettingsSchema.shape) as Flag[]).filter(
  (flag) => !ACCESS.has(flag),
);

export function SystemSettingsForm({ account }: { account: AccountSettings }) {
  const { t } = useTranslation('account');
  const save = useSaveSystemSettings();
  const form = useForm<Record<string, boolean>>({
    defaultValues: Object.fromEntries(DISPLAY_FLAGS.map((flag) => [flag, account[flag]])),
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'green',
          message: t('system.saved'),
        }),
      onError: () =>
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          message: t('system.failed'),
        }),
    }),
  );
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label={t('tabs.system')}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('system.intro')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            {DISPLAY_FLAGS.map((flag) => (
              <Controller
                key={flag}
                control={form.control}
                name={flag}
                render={({ field }) => (
                  <Switch
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    name={flag}
                    label={t(`system.flags.${flag}.label`)}
                    description={t(`system.flags.${flag}.help`)}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('system.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="granted-flags">
        <Title order={3} fz="h5" id="granted-flags">
          {t('system.grantedTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('system.grantedIntro')}
        </Text>
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {ACCESS_FLAGS.map((flag) => (
            <Group key={flag} component="li" gap="sm" wrap="nowrap" align="flex-start">
              <Badge
                variant="filled"
                color={account[flag] ? 'teal.9' : 'gray.7'}
                w={86}
                style={{ flexShrink: 0 }}
              >
                {t(account[flag] ? 'system.on' : 'system.off')}
              </Badge>
              <div>
                <Text size="sm" fw={500}>
                  {t(`system.flags.${flag}.label`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`system.flags.${flag}.help`)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
