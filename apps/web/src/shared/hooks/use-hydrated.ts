import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page drawn on the server (it reads the server snapshot then, so the first
 * render matches the HTML), true from the render React makes right after, and at once for a page the
 * browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
