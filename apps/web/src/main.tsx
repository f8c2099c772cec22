import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReload } from './app/chunk-reload';
import { startAccountEarly } from './app/early-start';
import { createAppRouter, routerReady } from './app/router';
import { startErrorTracing } from './lib/error-tracing';
import { firstPage } from './lib/first-page';
import { initI18n, isLocale } from './lib/i18n';
import { restoreSession } from './lib/session';

startErrorTracing();
restoreSession();
startAccountEarly(window.location.pathname);
installChunkErrorReload();

const root = document.getElementById('root');
// A page whose first HTML names its language (a hosted shop's first) opens in it: its texts are
// the ones the HTML announced, not a language switch after the first paint.
const pageLanguage = firstPage()?.language;
// The shell's messages arrive before the first paint, so no page flashes untranslated keys. The
// first render is a transition: React renders it in slices and lets the browser breathe between
// them (a phone's main thread is not blocked for the whole first page).
void initI18n(isLocale(pageLanguage) ? pageLanguage : undefined).finally(async () => {
  if (!root) return;
  // A page the server drew first (decision 102) stays as drawn until its route's code and texts
  // are here: the app's first commit is the page itself, not a loading screen over it. Every
  // other page makes its router in the app, as it renders.
  const router = root.hasChildNodes() ? createAppRouter() : undefined;
  if (router) await routerReady(router);
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
