import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * A part of a screen that is not on it at first (a dialog, the steps after a button): its code is
 * fetched when it is first drawn, or earlier with `preload()`, instead of with the route (issue 13).
 * `fallback` is drawn while the code arrives.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemand, { preload });
}

/** Runs once the browser is idle (or after 1.5 s where it cannot tell); answers a cancel. */
export const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
};

/** Fetches a screen's on-demand parts once the browser is idle, so they open at once when asked for. */
export function usePreloadWhenIdle(...parts: Preloadable[]): void {
  useEffect(
    () => whenIdle(() => parts.forEach((part) => void part.preload().catch(() => undefined))),
    // The parts are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

/**
 * True from the first time `open` is true. A dialog drawn on demand is mounted then and stays mounted,
 * so it closes with its transition and gives the focus back to what opened it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
