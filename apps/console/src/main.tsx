import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './lib/config';
import { i18nReady } from './lib/i18n';
import './app/global.css';

// config.json decides the API base and home path, so nothing routes or calls before it is loaded; the current
// language's texts are fetched alongside.
void Promise.all([loadRuntimeConfig(), i18nReady]).then(() => {
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
