import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReload } from './app/chunk-reload';
import { startErrorTracing } from './lib/error-tracing';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session';

startErrorTracing();
restoreSession();
installChunkErrorReload();

const root = document.getElementById('root');
// The shell's messages arrive before the first paint, so no page flashes untranslated keys. The
// first render is a transition: React renders it in slices and lets the browser breathe between
// them (a phone's main thread is not blocked for the whole first page).
void initI18n().finally(() => {
  if (!root) return;
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
