import { startTransition, StrictMode, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { initialLanguage, languageReady, loadLanguage } from './shared/i18n';
// Before the router reads the address: a named receipt opens on the result page.
import './app/open-named-receipt';
import { AppProviders } from './app/providers';
import { matchesPrerender, readPageData, seedPageData } from './app/drawn-pages';
import { AppRouter, startRouter } from './app/router';
import { removeStartNotice, showStartNotice } from './app/start-notice';
import { untilLoaded } from './app/until-loaded';
import { loadSchemas } from './shared/api/calls';
import { sessionStore } from './shared/api/session-store';
import { FirstRender } from './shared/hooks/first-render';
import { whenEngaged } from './shared/lib/idle-work';
import { isPartNotLoaded } from './shared/ui/on-demand';
import { preloadOverlays } from './shared/ui/overlays/overlay-host';

const root = document.getElementById('root')!;

/**
 * A page drawn on the server that React cannot hydrate as drawn (a mismatch), or an error a boundary
 * caught, is logged under one tag: the browser tests fail on it (e2e/support/browser.ts).
 */
const report =
  (kind: string) =>
  (error: unknown, info: ErrorInfo): void => {
    // The connection dropped while a part's code was fetched: the part says so itself (on-demand.tsx).
    if (isPartNotLoaded(error)) return void console.warn(`[react:${kind}] part not loaded`, error);
    const message = error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);
    console.error(`[react:${kind}] ${message}${info.componentStack ? `\n${info.componentStack}` : ''}`);
  };
const options: RootOptions = { onRecoverableError: report('recoverable'), onCaughtError: report('caught') };

/** How a page starts: docs/how-a-page-starts.md. */
async function start(): Promise<void> {
  // Known before the language's strings are here: the page will be in the language they are fetched for.
  const drawn = matchesPrerender(root, initialLanguage);
  const page = readPageData();
  // A page the browser draws itself starts with the public data the server put beside it.
  if (!drawn && page.data) seedPageData(page.data, page.drawnAt ?? 0);
  // A signed-in page calls the server as soon as it is drawn: its calls' schemas are fetched now, beside
  // the page's own code, not after it (decision 032).
  if (!drawn || sessionStore.get()) void loadSchemas().catch(() => undefined);
  // The page's language's strings come beside the route's code (decision 076); both are fetched again
  // until they come (a connection lost while the page loaded).
  const [router] = await untilLoaded(
    () => Promise.all([startRouter(), languageReady.catch(loadLanguage)]),
    () => showStartNotice(initialLanguage),
  );
  removeStartNotice();
  const app = (
    <StrictMode>
      <FirstRender drawn={drawn}>
        <AppProviders state={page.state}>
          <AppRouter router={router} />
        </AppProviders>
      </FirstRender>
    </StrictMode>
  );
  // In a transition, React hydrates in slices of a few milliseconds and leaves each <Suspense> part of the
  // drawn page for later, except the one the customer touches first.
  if (drawn) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
}
void start();

// Not on the first screen, but every call needs the contract's schemas and any answer may need a dialog:
// fetched once the customer has started on the page, so both are here by the time they are needed
// (decisions 032, 033, 035).
whenEngaged(() => {
  void loadSchemas().catch(() => undefined);
  void preloadOverlays().catch(() => undefined);
});
