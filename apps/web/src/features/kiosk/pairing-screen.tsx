// The tablet's first screen until the dealer's code pairs it: the code typed on a keyboard or the
// screen's own, read as the domain reads it (spaces, dashes and lower case allowed).
import { kioskPairingCodeSchema, type PublicShop } from '@atelier/domain';
import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pairKiosk } from '../../api/kiosk';
import { HttpError } from '../../lib/fetch-json';

export function PairingScreen({
  onPaired,
  revoked,
}: {
  onPaired: (shop: PublicShop) => void;
  /** The kiosk was paired before and the dealer revoked it. */
  revoked: boolean;
}) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = kioskPairingCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(t('pairing.format'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onPaired(await pairKiosk(parsed.data));
    } catch (failure) {
      const status = failure instanceof HttpError ? failure.status : 0;
      setError(
        status === 429
          ? t('errors.throttled')
          : status === 400 || status === 404
            ? t('pairing.wrong')
            : t('pairing.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%">
        <form onSubmit={submit} noValidate>
          <Stack gap="lg" align="stretch">
            <Center>
              <IconDeviceTablet size={56} aria-hidden />
            </Center>
            <Title order={1} ta="center">
              {t('pairing.title')}
            </Title>
            {revoked ? (
              <Alert color="yellow" role="status">
                {t('pairing.revoked')}
              </Alert>
            ) : null}
            <Text ta="center">{t('pairing.intro')}</Text>
            <TextInput
              label={t('pairing.code')}
              size="xl"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              error={error}
              styles={{
                input: { letterSpacing: '0.2em', textAlign: 'center', fontFamily: 'monospace' },
              }}
              data-autofocus
            />
            <Button type="submit" size="xl" loading={busy}>
              {t('pairing.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
