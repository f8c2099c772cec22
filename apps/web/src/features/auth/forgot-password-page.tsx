import { recoverPasswordRequestSchema } from '@atelier/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useOutbox } from '../../api/outbox';
import { requestPasswordReset } from '../../api/session';
import { useFieldError } from '../../components/field-error';
import { useAction } from '../../lib/use-action';

type ForgotForm = z.infer<typeof recoverPasswordRequestSchema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation('recovery');
  const fieldError = useFieldError();
  const reset = useAction(requestPasswordReset);
  const form = useForm<ForgotForm>({
    resolver: zodResolver(recoverPasswordRequestSchema),
    defaultValues: { login: '' },
  });
  const submit = form.handleSubmit((values) => reset.run(values));

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {t('forgot.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('forgot.intro')}
        </Text>
      </Stack>
      {reset.done ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {t('forgot.sent')}
          <DemoMailboxLink />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {reset.error ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {t('forgot.failed')}
              </Alert>
            ) : null}
            {/* The log-in e-mail or the user name: the app shows the shop's address, not the
                account's, so a dealer may not know which address it logs in with. */}
            <TextInput
              label={t('forgot.login')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              required
              error={fieldError(form.formState.errors.login)}
              {...form.register('login')}
            />
            <Button type="submit" fullWidth loading={reset.pending}>
              {t('forgot.submit')}
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

/** In the demo the mail is not sent: point at the mailbox that keeps it. */
function DemoMailboxLink() {
  const { t } = useTranslation('account');
  const outbox = useOutbox();
  if (!outbox.data) return null;
  return (
    <Anchor component={Link} to="/demo/outbox" display="block" mt="xs">
      {t('outbox.open')}
    </Anchor>
  );
}
