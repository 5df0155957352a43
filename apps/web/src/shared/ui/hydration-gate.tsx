import type { ReactNode } from 'react';
import { useHydrated } from '@/shared/hooks/use-hydrated';

/**
 * A page drawn on the server is seen before its script runs (decision 028). Until React has taken it
 * over it is inert and its controls disabled: it can be read and scrolled, but a tap would be lost or
 * half done (a biller tile would open the payment page without its biller, a code typed could be
 * reset, a form sent by the browser itself would put what was typed in the address). A page drawn in
 * the browser is usable from its first frame.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="hydration-gate" disabled={!hydrated} inert={!hydrated}>
      {children}
    </fieldset>
  );
}
