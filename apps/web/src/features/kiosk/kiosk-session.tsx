// One customer at the kiosk: the configurator and the basket in large print, then the hand-off.
// Nothing of the customer is stored: the basket lives in memory and everything goes on a reset
// (after the idle time, or "start again").
import {
  KIOSK_IDLE_WARNING_SECONDS,
  kioskRequestSchema,
  type Locale,
  type PublicShop,
} from '@atelier/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type KioskRequestAnswer, KioskRevoked, sendKioskRequest } from '../../api/kiosk';
import {
  type BasketWindow,
  type ConsumerApi,
  ConsumerApiProvider,
  ConsumerWorkspace,
  lineOf,
  ShopFrame,
  ShopHeader,
  useBasket,
  useShopLanguage,
  useWindowEditing,
} from '../../kits/consumer';
import { HttpError } from '../../lib/fetch-json';
import { currentLocale } from '../../lib/i18n';
import { useIdleReset } from './idle-reset';
import { FullscreenButton, IdleWarning } from './kiosk-controls';
import { QrCode } from './qr-code';

type Step = 'configure' | 'finish' | 'handoff';

export function KioskSession({
  shop,
  api,
  revokedBy,
}: {
  shop: PublicShop;
  api: ConsumerApi;
  onRevoked: () => void;
  revokedBy: <T>(call: Promise<T>) => Promise<T>;
}) {
  const { t } = useTranslation('shop');
  const { choose, reset: resetLanguage } = useShopLanguage(shop, null);
  const basket = useBasket(null);
  const windowEditing = useWindowEditing(basket);
  const [step, setStep] = useState<Step>('configure');
  const [handoff, setHandoff] = useState<KioskRequestAnswer | null>(null);

  const startAgain = () => {
    basket.clear();
    windowEditing.reset();
    setHandoff(null);
    setStep('configure');
    resetLanguage();
  };
  const idle = useIdleReset(shop.kiosk_idle_seconds, startAgain);
  const windows = basket.basket.windows;

  return (
    <ConsumerApiProvider api={api}>
      <ShopFrame>
        <Stack gap="md">
          <ShopHeader shop={shop} onLanguage={choose} large contact={false} />
          <Group justify="flex-end">
            <FullscreenButton />
          </Group>
          {step === 'handoff' && handoff ? (
            <Handoff key={windowEditing.round} answer={handoff} onDone={startAgain} />
          ) : (
            <ConsumerWorkspace
              shop={shop}
              basket={basket}
              windows={windowEditing}
              large
              onConfigure={() => setStep('configure')}
              next={
                step === 'configure'
                  ? { label: t('kiosk.finish'), onClick: () => setStep('finish') }
                  : null
              }
              instead={
                step === 'finish' && windows.length > 0 ? (
                  <Finish
                    key={windowEditing.round}
                    shop={shop}
                    basketKey={basket.basket.key}
                    windows={windows}
                    send={(request) => revokedBy(sendKioskRequest(request))}
                    onBack={() => setStep('configure')}
                    onSent={(answer) => {
                      setHandoff(answer);
                      setStep('handoff');
                    }}
                  />
                ) : null
              }
            />
          )}
        </Stack>
      </ShopFrame>
      <IdleWarning
        opened={idle.warning}
        onStillHere={idle.stillHere}
        seconds={KIOSK_IDLE_WARNING_SECONDS}
      />
    </ConsumerApiProvider>
  );
}

function Finish({
  shop,
  basketKey,
  windows,
  send,
  onBack,
  onSent,
}: {
  shop: PublicShop;
  basketKey: string;
  windows: readonly BasketWindow[];
  send: (request: Parameters<typeof sendKioskRequest>[0]) => Promise<KioskRequestAnswer>;
  onBack: () => void;
  onSent: (answer: KioskRequestAnswer) => void;
}) {
  const { t } = useTranslation(['shop', 'validation']);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const request = {
      idempotency_key: basketKey,
      locale: currentLocale() as Locale,
      lines: windows.map(lineOf),
      ...(email.trim() ? { email: email.trim(), consent } : {}),
    };
    const parsed = kioskRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: { email?: string; consent?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'email') found.email = t('validation:email');
        if (issue.path[0] === 'consent') found.consent = t('shop:validation.consent');
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onSent(await send(parsed.data));
    } catch (error) {
      if (error instanceof KioskRevoked) return;
      const status = error instanceof HttpError ? error.status : 0;
      setFailure(status === 429 ? t('errors.throttled') : t('errors.send'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="kiosk-finish">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={2} id="kiosk-finish">
            {t('kiosk.finishTitle')}
          </Title>
          <Text size="lg">{t('kiosk.finishIntro', { shop: shop.title })}</Text>
          <Stack gap="sm">
            <Text fw={600} size="lg">
              {t('kiosk.mailTitle')}
            </Text>
            <TextInput
              label={t('kiosk.email')}
              type="email"
              size="lg"
              autoComplete="off"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
            />
            <Checkbox
              size="lg"
              label={t('kiosk.consent', { shop: shop.title })}
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              error={errors.consent}
            />
          </Stack>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group grow>
            <Button size="xl" variant="default" onClick={onBack}>
              {t('contact.back')}
            </Button>
            <Button size="xl" type="submit" color={shop.colour} autoContrast loading={busy}>
              {t('kiosk.show')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Handoff({ answer, onDone }: { answer: KioskRequestAnswer; onDone: () => void }) {
  const { t } = useTranslation('shop');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="kiosk-handoff">
      <Stack align="center" gap="lg">
        <Title order={2} id="kiosk-handoff" ref={heading} tabIndex={-1} ta="center">
          {t('kiosk.handoffTitle')}
        </Title>
        <Text size="xl" ta="center">
          {t('kiosk.handoffIntro')}
        </Text>
        <Text
          ff="monospace"
          fw={800}
          fz={56}
          style={{ letterSpacing: '0.1em' }}
          data-testid="handoff-code"
          aria-label={t('kiosk.handoffCode', { code: answer.handoff_code })}
        >
          {answer.handoff_code}
        </Text>
        {answer.open_url ? <QrCode value={answer.open_url} label={t('kiosk.qr')} /> : null}
        {answer.mailed ? (
          <Text size="lg" role="status">
            {t('kiosk.mailed')}
          </Text>
        ) : null}
        <Button size="xl" onClick={onDone}>
          {t('kiosk.startAgain')}
        </Button>
      </Stack>
    </Paper>
  );
}
