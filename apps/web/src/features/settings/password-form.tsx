import { PASSWORD_MIN_LENGTH, updatePasswordSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useChangePassword } from '../../api/settings';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { PasswordField } from '../../components/password-field';
import { HttpError } from '../../lib/fetch-json';

type PasswordValues = z.infer<typeof updatePasswordSchema>;
const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;

export function PasswordForm() {
  const { t } = useTranslation('settings');
  const fieldError = useFieldError();
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(updatePasswordSchema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notifications.show({ color: 'green', message: t('password.success') });
      },
      onError: (error) => {
        if (error instanceof HttpError) {
          applyFieldErrors(error.fieldErrors, FIELDS, form.setError);
          if (error.code === 'password_incorrect') {
            form.setError('current_password', { type: 'server', message: t('password.incorrect') });
          }
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t('password.intro', { min: PASSWORD_MIN_LENGTH })}
        </Text>
        {change.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('password.failed')}
          </Alert>
        ) : null}
        <PasswordField
          label={t('password.current')}
          autoComplete="current-password"
          required
          error={fieldError(form.formState.errors.current_password)}
          {...form.register('current_password')}
        />
        <PasswordField
          label={t('password.new')}
          autoComplete="new-password"
          required
          error={fieldError(form.formState.errors.new_password)}
          {...form.register('new_password')}
        />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          required
          error={fieldError(form.formState.errors.confirm_password)}
          {...form.register('confirm_password')}
        />
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
