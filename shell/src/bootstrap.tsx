import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from '@portal/shared-ui/router';
import { App } from './app/app';
import { wireApiErrors } from './app/api-errors';
import { routes } from './app/router';
import { startShellStart } from './app/shell-start';
import { followErrorTextNeeds } from './i18n/error-messages';
import { activateLocale, initialLocale } from './i18n/locale';
import { followSessionForTranslationKeys } from './i18n/translation-keys';

async function start() {
  // First: its answer is what the first screen waits for, and it needs nothing of what follows.
  void startShellStart();
  followErrorTextNeeds();
  await activateLocale(initialLocale());
  followSessionForTranslationKeys();
  const router = createBrowserRouter(routes);
  wireApiErrors(router);
  createRoot(document.getElementById('root')!).render(<App router={router} />);
}

void start();
