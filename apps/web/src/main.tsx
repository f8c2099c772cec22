import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReload } from './app/chunk-reload';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session';

restoreSession();
installChunkErrorReload();

const root = document.getElementById('root');
// The shell's messages arrive before the first paint, so no page flashes untranslated keys.
void initI18n().finally(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
