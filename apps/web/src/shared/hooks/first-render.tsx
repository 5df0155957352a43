import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const DrawnByServer = createContext(false);

/**
 * True while the page is the one the server drew (docs/how-a-page-starts.md): what a component reads then
 * must be what the server had. It turns false in a transition once the page is hydrated, so the page
 * drawn again with the browser's own state (the signed-in customer) is rendered in slices, not in one
 * long task, as a changed external-store snapshot would be.
 */
export function FirstRender({ drawn, children }: { drawn: boolean; children: ReactNode }) {
  const [asDrawn, setAsDrawn] = useState(drawn);
  useEffect(() => {
    if (asDrawn) startTransition(() => setAsDrawn(false));
  }, [asDrawn]);
  return <DrawnByServer.Provider value={asDrawn}>{children}</DrawnByServer.Provider>;
}

/** Whether to draw what the server drew (see FirstRender); always true on the server. */
export const useDrawnByServer = (): boolean => useContext(DrawnByServer) || typeof window === 'undefined';
