import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a page drawn at build time (decision 028), true from then on, and true
 * at once for a page the browser draws itself. useSyncExternalStore reads the server snapshot while
 * hydrating, so the first render matches the prerendered HTML and the next one enables the page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
