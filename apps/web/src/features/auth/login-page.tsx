import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { logInWith } from '../../api/session';
import { CheckboxField } from '../../components/checkbox-field';
import { PasswordField } from '../../components/password-field';
import { REGISTER_URL } from '../../lib/config';
import { HttpError } from '../../lib/fetch-json';
import { landingAfterLogin, safeNext } from '../../lib/next';
import { useAction } from '../../lib/use-action';

// Every visitor loads this page first, so it holds its two fields in plain state rather than
// pulling in the form and schema libraries the account area uses.
export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const login = useAction(logInWith);

  const usernameMissing = username.trim() === '';
  const passwordMissing = password === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (usernameMissing || passwordMissing) return;
    await login.run(username.trim(), password, remember);
  };
  const loggedIn = login.done;
  useEffect(() => {
    // A member of staff lands in the back office, a dealer in the account area (the token's hint).
    if (loggedIn) void navigate(landingAfterLogin(next), { replace: true });
  }, [loggedIn, navigate, next]);

  let failure: string | null = null;
  if (login.error) {
    const status = login.error instanceof HttpError ? login.error.status : 0;
    failure =
      status === 401 || status === 400
        ? t('login.invalidCredentials')
        : status === 429
          ? t('login.throttled')
          : t('login.failed');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('login.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('login.subtitle')}
          </Text>
        </Stack>
        {failure ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('login.username')}
          name="username"
          autoComplete="username"
          autoFocus
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={submitted && usernameMissing ? t('login.usernameRequired') : undefined}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={submitted && passwordMissing ? t('login.passwordRequired') : undefined}
        />
        <Group justify="space-between" gap="xs">
          <CheckboxField
            label={t('login.remember')}
            checked={remember}
            onChange={(event) => setRemember(event.currentTarget.checked)}
          />
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('login.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.pending}>
          {t('login.submit')}
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          {t('login.noAccount')}{' '}
          <Anchor href={REGISTER_URL} size="sm" underline="always">
            {t('login.register')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
