import { PASSWORD_MIN_LENGTH, recoverPasswordUpdateSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPassword } from '../../api/session';
import { applyFieldErrors, useFieldError } from '../../components/field-error';
import { PasswordField } from '../../components/password-field';
import { HttpError } from '../../lib/fetch-json';
import { useAction } from '../../lib/use-action';

type RecoverForm = z.infer<typeof recoverPasswordUpdateSchema>;

export function RecoverPasswordPage() {
  const { t } = useTranslation('recovery');
  const fieldError = useFieldError();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<RecoverForm>({
    resolver: zodResolver(recoverPasswordUpdateSchema),
    defaultValues: { token, new_password: '', confirm_password: '' },
  });
  const reset = useAction(async (values: RecoverForm) => {
    try {
      return await resetPassword(values);
    } catch (error) {
      if (error instanceof HttpError) {
        applyFieldErrors(
          error.fieldErrors,
          ['new_password', 'confirm_password'] as const,
          form.setError,
        );
      }
      throw error;
    }
  });
  const submit = form.handleSubmit((values) => reset.run(values));

  const linkInvalid =
    !token ||
    (reset.error instanceof HttpError &&
      (reset.error.code === 'reset_token_invalid' || Boolean(reset.error.fieldErrors?.token)));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('recover.title')}
        </Title>
        {!reset.done && !linkInvalid ? (
          <Text size="sm" c="dimmed">
            {t('recover.intro', { min: PASSWORD_MIN_LENGTH })}
          </Text>
        ) : null}
      </Stack>
      {reset.done ? (
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {t('recover.success')}
        </Alert>
      ) : linkInvalid ? (
        <Stack gap="sm">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {t('recover.invalidLink')}
          </Alert>
          <Button component={Link} to="/forgot-password" variant="light">
            {t('recover.requestNew')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {reset.error && !(reset.error instanceof HttpError && reset.error.fieldErrors) ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {t('recover.failed')}
              </Alert>
            ) : null}
            <PasswordField
              label={t('recover.newPassword')}
              autoComplete="new-password"
              autoFocus
              required
              error={fieldError(form.formState.errors.new_password)}
              {...form.register('new_password')}
            />
            <PasswordField
              label={t('recover.confirmPassword')}
              autoComplete="new-password"
              required
              error={fieldError(form.formState.errors.confirm_password)}
              {...form.register('confirm_password')}
            />
            <Button type="submit" fullWidth loading={reset.pending}>
              {t('recover.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('auth:backToLogin')}
      </Anchor>
    </Stack>
  );
}
