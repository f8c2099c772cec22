// The first paint of a page whose first HTML carries its answer (decision 102), drawn on the
// server by the same components the browser draws it with: the hosted shop's header (its name,
// intro, contact and hours) and a loading state where the configurator will be; an account
// page's frame, the shell's bars and the page's header (decision 107). The browser
// draws the page from the start over it once its code has arrived (a render, not a hydration):
// the same components in the same place, so nothing moves and nothing is painted twice as large.
// Built for the server on its own (`vite.ssr.config.ts`, `dist-ssr/first-paint.js`); nothing of
// it reaches the browser's bundle.
import type { FirstPageName, PublicShop } from '@atelier/domain';
import type { Messages } from '@atelier/i18n';
import { MantineProvider, Stack } from '@mantine/core';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { AccountFrame, type FrameHeader } from '../app/account-frame';
import { matchAccountRoute, routeTitleKey } from '../app/account-routes';
import { cssVariablesResolver, theme } from '../app/theme';
import { LoadingState } from '../components/state-views';
import { ShopFrame } from '../kits/consumer/shop-frame';
import { ShopHeader } from '../kits/consumer/shop-header';

let ready = false;

function speak(language: string, messages: Record<string, Messages>) {
  if (!ready) {
    void i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      initAsync: false,
      lowerCaseLng: true,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      resources: {},
    });
    ready = true;
  }
  for (const [namespace, bundle] of Object.entries(messages)) {
    if (!i18next.hasResourceBundle(language, namespace)) {
      i18next.addResourceBundle(language, namespace, bundle);
    }
  }
  // Resources in memory and no backend: the language changes before this returns.
  void i18next.changeLanguage(language);
}

/** The header an account page's frame draws for `pathname` (decision 107), or none. */
export function frameHeaderAt(pathname: string): FrameHeader | null {
  const route = matchAccountRoute(pathname)?.route;
  if (!route?.intro) return null;
  return {
    title: route.titleFromData ? null : i18next.t(routeTitleKey(route)),
    intro: i18next.t(route.intro),
    back: route.back ? i18next.t(route.back.label) : null,
  };
}

/**
 * The route of the account area at `pathname` (its id in the route table), whose files the server
 * announces beside the frame's (decision 113); null for any other page or path.
 */
export function firstPageRoute(page: FirstPageName, pathname: string): string | null {
  return page === 'account' ? (matchAccountRoute(pathname)?.route.id ?? null) : null;
}

/**
 * The HTML inside the app's root for `page` at `pathname` with its answer `data`, in `language`,
 * with `messages` (that language's catalogues by namespace); null for a page drawn by the browser
 * only.
 */
export function firstPaint(
  page: FirstPageName,
  data: unknown,
  language: string,
  messages: Record<string, Messages>,
  pathname = '',
): string | null {
  if (page !== 'shop' && page !== 'account') return null;
  speak(language, messages);
  return renderToString(
    <I18nextProvider i18n={i18next}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        {page === 'account' ? (
          <AccountFrame header={frameHeaderAt(pathname)} />
        ) : (
          <ShopFrame>
            <Stack gap="md">
              <ShopHeader shop={data as PublicShop} onLanguage={() => undefined} />
              <LoadingState />
            </Stack>
          </ShopFrame>
        )}
      </MantineProvider>
    </I18nextProvider>,
  );
}
