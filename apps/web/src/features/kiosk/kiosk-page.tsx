// `/kiosk`: the tablet in the dealer's own shop. Paired once with a code from the dealer's
// settings, it keeps only its key; then the shop's configurator on a touch screen (full screen on
// a button press, large targets, no contact form). At the end the customer shows the design to a
// salesperson — a hand-off code and a QR code that opens the offer in the portal — and may have it
// e-mailed. Left untouched, it clears everything and starts again for the next customer; revoked,
// it falls back to its pairing screen.
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fetchKioskFabrics,
  fetchKioskShop,
  KioskRevoked,
  kioskToken,
  priceKioskLines,
} from '../../api/kiosk';
import { createQueryClient } from '../../api/query-client';
import type { ConsumerApi } from '../../kits/consumer';
import { HttpError } from '../../lib/fetch-json';
import { KioskSession } from './kiosk-session';
import { PairingScreen } from './pairing-screen';

export function KioskPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Kiosk />
    </QueryClientProvider>
  );
}

function Kiosk() {
  const client = useQueryClient();
  const [paired, setPaired] = useState(() => kioskToken() !== null);
  const [revoked, setRevoked] = useState(false);
  const onRevoked = useCallback(() => {
    client.clear();
    setRevoked(true);
    setPaired(false);
  }, [client]);
  if (!paired) {
    return (
      <PairingScreen
        revoked={revoked}
        onPaired={(shop) => {
          client.setQueryData(['kiosk', 'shop'], shop);
          setRevoked(false);
          setPaired(true);
        }}
      />
    );
  }
  return <PairedKiosk onRevoked={onRevoked} />;
}

function PairedKiosk({ onRevoked }: { onRevoked: () => void }) {
  const { t } = useTranslation('shop');
  const shop = useQuery({
    queryKey: ['kiosk', 'shop'],
    queryFn: ({ signal }) => fetchKioskShop(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const revokedBy = useCallback(
    <T,>(call: Promise<T>): Promise<T> =>
      call.catch((error: unknown) => {
        if (error instanceof KioskRevoked) onRevoked();
        throw error;
      }),
    [onRevoked],
  );
  const api = useMemo<ConsumerApi>(
    () => ({
      scope: 'kiosk',
      fabrics: (model, search, signal) => revokedBy(fetchKioskFabrics(model, search, signal)),
      price: (lines, signal) => revokedBy(priceKioskLines(lines, signal)),
    }),
    [revokedBy],
  );
  if (shop.isError && shop.error instanceof KioskRevoked) {
    onRevoked();
    return null;
  }
  if (shop.isPending) {
    return (
      <Center mih="100vh" role="status">
        <Loader role="status" aria-label={t('kiosk.loading')} />
      </Center>
    );
  }
  if (shop.isError) {
    const closed = shop.error instanceof HttpError && shop.error.status === 404;
    return (
      <Center component="main" mih="100vh" p="xl">
        <Stack align="center">
          <Text size="xl" role="alert">
            {t(closed ? 'kiosk.closed' : 'kiosk.failed')}
          </Text>
          <Button size="lg" onClick={() => void shop.refetch()}>
            {t('kiosk.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
  return <KioskSession shop={shop.data} api={api} onRevoked={onRevoked} revokedBy={revokedBy} />;
}
