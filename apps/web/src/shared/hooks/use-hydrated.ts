import { useSyncExternalStore } from 'react';
import { takeover } from '@/shared/ui/hydrate-later';

/**
 * False while React takes over a page drawn at build time (decision 028), true once it has taken over
 * all of it, parts taken over in later tasks included (hydrate-later.tsx), and true at once for a page the
 * browser draws itself. useSyncExternalStore reads the server snapshot while hydrating, so the first
 * render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(takeover.subscribe, takeover.done, () => false);
}
