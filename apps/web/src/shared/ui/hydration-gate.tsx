import type { ReactNode } from 'react';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/**
 * A page drawn on the server is seen before its script runs (decision 028). Until React has taken it
 * over its controls are disabled, its links take no pointer (global.css) and no click from the keyboard
 * (public/boot.js): it can be read and scrolled, but a tap would be lost or half done (a biller tile
 * would open the payment page without its biller, a code typed could be reset, a form sent by the
 * browser itself would put what was typed in the address). A page drawn in the browser is usable from
 * its first frame.
 *
 * Not `inert`, nor `pointer-events` on the fieldset: lifting either restyles every element of the page
 * at once, a task of 50-60 ms on a phone's CPU when the Dashboard is taken over (issue 13).
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
