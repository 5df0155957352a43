import { Suspense, type ReactElement } from 'react';

/**
 * A part of a page drawn on the server (decision 028) that is taken over in a task of its own, after the
 * rest. Preact hydrates a page in one task (decision 036); on a phone's CPU Login's was one task of
 * 300–500 ms, most of its blocking time (issue 13). A component that suspends while Preact hydrates keeps
 * the server's DOM as it is and is hydrated when its promise settles: here, in the next task.
 *
 * Preact keeps the first element the suspending component drew, so the gate draws one of its own
 * (`display: contents`, no box): a Mantine component with responsive props draws a <style> before its
 * element, and that <style> would be all that was kept. `drawn-pages.test.ts` fails if the part is drawn
 * again instead of taken over.
 *
 * Only while a drawn page is first taken over: a page drawn in the browser, or any later render, draws at once.
 */
let gate: Promise<void> | null = null;

/** Called by main.tsx just before it hydrates a page drawn on the server. */
export function hydrateInTwoTasks(): void {
  gate = new Promise((resolve) =>
    setTimeout(() => {
      gate = null;
      resolve();
    }, 0),
  );
}

function Gate({ children }: { children: ReactElement }) {
  if (gate) throw gate;
  return <div style={{ display: 'contents' }}>{children}</div>;
}

export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
