import type { ReactNode } from 'react';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/**
 * A page drawn on the server is seen before its script runs (docs/how-a-page-starts.md). Until React has
 * hydrated the page's frame its controls are disabled, its links take no pointer (global.css) and no
 * click from the keyboard (public/boot.js): it can be read and scrolled, but a tap would be lost or half
 * done (text typed before React owns a field is not in its state; a form sent by the browser itself would
 * put what was typed in the address). From then on React owns every event: a part not hydrated yet (a
 * <Suspense> boundary) is hydrated first when touched, and the tap replayed. A page drawn in the browser
 * is usable from its first frame.
 *
 * Not `inert`, nor `pointer-events` on the fieldset: lifting either restyles every element of the page
 * at once, a task of 50-60 ms on a phone's CPU on the Dashboard (issue 13).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
