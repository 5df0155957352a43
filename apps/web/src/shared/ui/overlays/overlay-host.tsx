import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from '@/shared/i18n';
import { backOnlineSince } from '@/shared/lib/connection';
import { loadOnce } from '@/shared/lib/load-once';

type Hosts = ComponentType<{ onMounted: () => void }>;

// Mantine's dialog and notification hosts (Modal, ScrollArea, floating-ui, the transitions: ~25 kB gzip)
// are not on any first screen: they load and mount when the first dialog or notice is asked for (decision
// 033); a form fetches them early with preloadOverlays(), and every page once it is idle.
const loadOverlays = loadOnce(() => import('./overlays').then((m): Hosts => m.Overlays));
let requests = 0;
let mounted: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (mounted = resolve));
const listeners = new Set<() => void>();

/** Fetches the hosts' code without mounting them: a form the customer has started on may soon need a dialog. */
export const preloadOverlays = () => loadOverlays();

/**
 * Resolves once the dialog and notification hosts are mounted. The first call starts loading them;
 * while they could not be fetched (the connection dropped before the page was idle), each call tries again.
 */
export function overlaysReady(): Promise<void> {
  requests += 1;
  listeners.forEach((listener) => listener());
  return ready;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the hosts are mounted: inside the providers, beside the page. Nothing is drawn until wanted. */
export function OverlayHost() {
  const asked = useSyncExternalStore(
    subscribe,
    () => requests,
    () => 0,
  );
  const [Overlays, setOverlays] = useState<Hosts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (asked === 0 || Overlays) return;
    let live = true;
    let later: ReturnType<typeof setTimeout> | undefined;
    let shortRetries = 0;
    const attempt = (): Promise<unknown> => {
      const triedAt = performance.now();
      return loadOverlays().then(
        (loaded) => live && setOverlays(() => loaded),
        () => {
          if (!live) return;
          // Back online while this try was under way: its `online` event has passed, so try again now.
          if (backOnlineSince(triedAt)) return void attempt();
          setFailed(true);
          // Online by the browser's account, yet not fetched: the network was not up yet when the
          // `online` event came, or the server is away for a moment. A few more tries, a little later.
          if (navigator.onLine && shortRetries < 3) {
            shortRetries += 1;
            later = setTimeout(() => void attempt(), 2000);
          }
        },
      );
    };
    const onOnline = () => {
      setFailed(false);
      shortRetries = 0;
      void attempt();
    };
    void attempt();
    window.addEventListener('online', onOnline);
    return () => {
      live = false;
      clearTimeout(later);
      window.removeEventListener('online', onOnline);
    };
  }, [asked, Overlays]);

  // The network notice said plainly goes once the hosts are here to say it (asked for meanwhile).
  if (Overlays) return <Overlays onMounted={mounted} />;
  return failed ? <NoConnection onClose={() => setFailed(false)} /> : null;
}

/**
 * Said when even the hosts could not be fetched: the only cause is the connection, so this is the
 * network notice (announceNetworkFailure), drawn without Mantine. The notices and dialogs asked for
 * meanwhile are shown once the hosts arrive.
 */
function NoConnection({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="no-connection" role="alert">
      <p>
        <strong>{t('network.title')}</strong> {t('network.noAnswer')}
      </p>
      <button type="button" onClick={onClose} aria-label={t('common.close')}>
        ×
      </button>
    </div>
  );
}
