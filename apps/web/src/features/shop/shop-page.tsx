// `/shop/{slug}`: the dealer's hosted shop for end customers, outside the account area and light
// (no account layout; the drawing and the contact form's proof of work come after the first
// paint). The customer configures windows into a basket by room, sees the dealer's prices with
// tax, and sends a request with their details; the dealer gets it as a prepared offer.
import type { PublicShop } from '@atelier/domain';
import { Alert, Anchor, Box, Button, Stack, Text, Title } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { createQueryClient } from '../../api/query-client';
import {
  fetchShop,
  fetchShopFabrics,
  priceShopLines,
  type ShopRequestAnswer,
} from '../../api/shop';
import { LoadingState } from '../../components/state-views';
import {
  type ConsumerApi,
  ConsumerApiProvider,
  ConsumerWorkspace,
  ShopFrame,
  ShopHeader,
  useBasket,
  useShopLanguage,
  useWindowEditing,
} from '../../kits/consumer';
import { HttpError } from '../../lib/fetch-json';
import { firstPageData, firstPageLoadedAt } from '../../lib/first-page';

// The contact form (its form library and proof of work) comes when the customer goes on to it.
const ContactForm = lazy(() =>
  import('./contact-form').then((module) => ({ default: module.ContactForm })),
);

/** Outside the account area: the page keeps its own small cache. */
export function ShopPage() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <Shop />
    </QueryClientProvider>
  );
}

/** The shop's answer when it cannot be shown: not there (or switched off), or asked too often. */
export function ShopUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('shop');
  const status = error instanceof HttpError ? error.status : 0;
  return (
    <ShopFrame>
      <Title order={1} fz="h2" mb="md">
        {t('unavailable.title')}
      </Title>
      <Alert color={status === 429 ? 'yellow' : 'red'} role="alert">
        {status === 429
          ? t('errors.throttled')
          : status === 404
            ? t('unavailable.notFound')
            : t('unavailable.failed')}
      </Alert>
    </ShopFrame>
  );
}

export const shopQuery = (slug: string) => ({
  queryKey: ['shop', slug],
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchShop(slug, signal),
  // The page's first HTML carries the shop's answer (decision 102): no round trip before it is
  // drawn. Made when the page loaded; older than `staleTime` it is asked for again.
  initialData: () => firstPageData<PublicShop>('shop', `/shop/${slug}`),
  initialDataUpdatedAt: firstPageLoadedAt,
  retry: false,
  staleTime: 5 * 60_000,
});

function Shop() {
  const { slug = '' } = useParams();
  const shop = useQuery(shopQuery(slug));
  // The shop is drawn at a transition's priority once it has arrived: React draws it in short
  // slices, so a phone's main thread is not held for the whole page in one task.
  const shown = useDeferredValue(shop.data);
  if (shop.isPending || (shop.data && !shown)) {
    return (
      <ShopFrame>
        <LoadingState />
      </ShopFrame>
    );
  }
  if (shop.isError) return <ShopUnavailable error={shop.error} />;
  return <ShopView shop={shown ?? shop.data} />;
}

type Step = 'configure' | 'contact' | 'thanks';

function ShopView({ shop }: { shop: PublicShop }) {
  const { t } = useTranslation('shop');
  const { choose } = useShopLanguage(shop, `atelier.shop.${shop.slug}.language`);
  const basket = useBasket(`atelier.shop.${shop.slug}.basket`);
  const windowEditing = useWindowEditing(basket);
  const [step, setStep] = useState<Step>('configure');
  const [sent, setSent] = useState<ShopRequestAnswer | null>(null);
  const api = useMemo<ConsumerApi>(
    () => ({
      scope: `shop:${shop.slug}`,
      fabrics: (model, search, signal) => fetchShopFabrics(shop.slug, model, search, signal),
      price: (lines, signal) => priceShopLines(shop.slug, lines, signal),
    }),
    [shop.slug],
  );
  useEffect(() => {
    document.title = shop.title;
  }, [shop.title]);

  const windows = basket.basket.windows;
  return (
    <ConsumerApiProvider api={api}>
      <ShopFrame>
        <Stack gap="md">
          <ShopHeader shop={shop} onLanguage={choose} />
          {step === 'thanks' && sent ? (
            <Thanks
              shop={shop}
              answer={sent}
              onAgain={() => {
                setSent(null);
                setStep('configure');
              }}
            />
          ) : (
            <ConsumerWorkspace
              shop={shop}
              basket={basket}
              windows={windowEditing}
              onConfigure={() => setStep('configure')}
              next={
                step === 'configure'
                  ? { label: t('basket.continue'), onClick: () => setStep('contact') }
                  : null
              }
              instead={
                step === 'contact' && windows.length > 0 ? (
                  <Suspense fallback={<LoadingState />}>
                    <ContactForm
                      shop={shop}
                      basket={basket.basket}
                      onBack={() => setStep('configure')}
                      onSent={(answer) => {
                        basket.clear();
                        setSent(answer);
                        setStep('thanks');
                      }}
                    />
                  </Suspense>
                ) : null
              }
            />
          )}
        </Stack>
      </ShopFrame>
    </ConsumerApiProvider>
  );
}

function Thanks({
  shop,
  answer,
  onAgain,
}: {
  shop: PublicShop;
  answer: ShopRequestAnswer;
  onAgain: () => void;
}) {
  const { t } = useTranslation('shop');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="shop-thanks">
      <Title order={2} id="shop-thanks" ref={heading} tabIndex={-1}>
        {t('thanks.title')}
      </Title>
      <Text>{t('thanks.body', { shop: shop.title, reference: answer.external_order_id })}</Text>
      {answer.request_url ? <Anchor href={answer.request_url}>{t('thanks.link')}</Anchor> : null}
      <Box>
        <Button variant="default" onClick={onAgain}>
          {t('thanks.again')}
        </Button>
      </Box>
    </Stack>
  );
}
