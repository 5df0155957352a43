import { useSyncExternalStore } from 'react';
import { onDemand } from '@/shared/ui/on-demand';

// Mantine's dialog and notification hosts (Modal, ScrollArea, floating-ui, the transitions: ~25 kB gzip)
// are not on any first screen: they load and mount when the first dialog or notice is asked for (decision
// 033); a form fetches them early with preloadOverlays().
let wanted = false;
let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

const Overlays = onDemand(() => import('./overlays').then((m) => m.Overlays));

/** Fetches the hosts' code without mounting them: a form the customer has started on may soon need a dialog. */
export const preloadOverlays = () => Overlays.preload();

/** Resolves once the dialog and notification hosts are mounted; the first call starts loading them. */
export function overlaysReady(): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return ready;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the hosts are mounted: inside the providers, beside the page. Nothing is drawn until wanted. */
export function OverlayHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return show ? <Overlays onMounted={mounted} /> : null;
}
