import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './shared/i18n';
// Before the router reads the address: a named receipt opens on the result page.
import './app/open-named-receipt';
import { AppProviders } from './app/providers';
import { matchesPrerender, seedPrerenderedAnswers } from './app/prerendered';
import { AppRouter, startRouter } from './app/router';
import { loadSchemas } from './shared/api/calls';
import { sessionStore } from './shared/api/session-store';
import { nextTask, whenEngaged } from './shared/lib/idle-work';
import { preloadOverlays } from './shared/ui/overlays/overlay-host';
import { hydrateInTasks, WAVE_COUNT } from './shared/ui/hydrate-later';

const root = document.getElementById('root')!;

/**
 * On a phone each step below is tens of milliseconds, so each has a task of its own after the one that
 * evaluated the entry's modules: several short tasks block the page less than one long one (issue 13).
 */
async function start(): Promise<void> {
  await nextTask();
  seedPrerenderedAnswers();
  // A signed-in page calls the server as soon as it is drawn or taken over: its calls' schemas are fetched
  // now, beside the page's own code, not after it (decision 032).
  if (!matchesPrerender(root) || sessionStore.get()) void loadSchemas().catch(() => undefined);
  const router = await startRouter();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>
  );
  // A transition for React; Preact, which the browser runs (decision 036), renders it at once.
  startTransition(() => {
    // A page drawn on the server (decision 028) is taken over where it stands; anything else is drawn anew.
    if (matchesPrerender(root)) {
      hydrateInTasks(WAVE_COUNT);
      hydrateRoot(root, app);
    } else createRoot(root).render(app);
  });
}
void start();

// Not on the first screen, but every call needs the contract's schemas and any answer may need a dialog:
// fetched once the customer has started on the page, so both are here by the time they are needed
// (decisions 032, 033, 035).
whenEngaged(() => {
  void loadSchemas().catch(() => undefined);
  void preloadOverlays().catch(() => undefined);
});
