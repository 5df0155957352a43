import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/i18n';
// Before the router reads the address: a named receipt opens on the result page.
import './app/open-named-receipt';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
