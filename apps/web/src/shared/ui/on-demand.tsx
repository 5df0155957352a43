import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { announceNetworkFailure } from '@/shared/api/network-notice';
import { backOnlineSince } from '@/shared/lib/connection';
import { loadOnce } from '@/shared/lib/load-once';
import { whenEngaged } from '@/shared/lib/idle-work';

interface Preloadable {
  preload: () => Promise<unknown>;
}

/** The part's code could not be fetched (as opposed to a fault in the part itself). */
class PartNotLoaded extends Error {}

/** A failed fetch of a part's code: caught and handled below (the customer is told), not a fault. */
export const isPartNotLoaded = (error: unknown): boolean => error instanceof PartNotLoaded;

/**
 * A part of a screen that is not on it at first (a dialog, the steps after a button): its code is
 * fetched when it is first drawn, or earlier with `preload()`, instead of with the route (issue 13).
 * `fallback` is drawn while the code arrives, and if it cannot be fetched: the customer is told the
 * connection failed, and the part is fetched again when the browser is back online or the screen
 * around it changes (React keeps a failed lazy component failed, so a new one is made for each try).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null) {
  const preload = loadOnce(load);
  const fresh = () =>
    lazy(() =>
      preload().then(
        (Part) => ({ default: Part }),
        (err: unknown) => {
          throw new PartNotLoaded('part not loaded', { cause: err });
        },
      ),
    );
  let Lazy = fresh();
  function OnDemand(props: P) {
    return (
      <RetryWhenLoadFails
        fallback={fallback}
        props={props}
        renew={() => (Lazy = fresh())}
        // A function, so a try after a failure draws the lazy component made for it.
        draw={() => (
          <Suspense fallback={fallback}>
            <Lazy {...props} />
          </Suspense>
        )}
      />
    );
  }
  return Object.assign(OnDemand, { preload });
}

interface RetryProps {
  draw: () => ReactNode;
  fallback: ReactNode;
  /** The part's props: new ones mean the screen around it was drawn again. */
  props: object;
  renew: () => void;
}

/** Catches only a failed fetch of the part's code; any other fault goes on to the route's handling. */
class RetryWhenLoadFails extends Component<RetryProps, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  /** When the current try began: a failure after the browser came back online since then is tried again. */
  private triedAt = performance.now();
  private shortRetries = 0;
  private later: ReturnType<typeof setTimeout> | undefined;

  componentDidCatch(error: unknown) {
    if (!(error instanceof PartNotLoaded)) return;
    this.props.renew();
    if (backOnlineSince(this.triedAt)) {
      this.retry();
      return;
    }
    announceNetworkFailure();
    window.addEventListener('online', this.retry);
    // Online by the browser's account, yet not fetched: the network was not up yet when the `online`
    // event came, or the server is away for a moment. A few more tries, a little later.
    if (navigator.onLine && this.shortRetries < 3) {
      this.shortRetries += 1;
      this.later = setTimeout(this.retry, 2000);
    }
  }

  componentDidUpdate(previous: RetryProps) {
    // The screen around the part was drawn again (the customer did something): try once more, unless
    // the browser knows it is offline (then the `online` event will).
    if (this.state.error instanceof PartNotLoaded && previous.props !== this.props.props && navigator.onLine) this.retry();
  }

  componentWillUnmount() {
    clearTimeout(this.later);
    window.removeEventListener('online', this.retry);
  }

  retry = () => {
    clearTimeout(this.later);
    window.removeEventListener('online', this.retry);
    this.triedAt = performance.now();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (error === null) return this.props.draw();
    if (error instanceof PartNotLoaded) return this.props.fallback;
    throw error;
  }
}

/** Fetches a screen's on-demand parts once the customer has started on it, so they open at once when asked for. */
export function usePreloadWhenIdle(...parts: Preloadable[]): void {
  useEffect(
    () => whenEngaged(() => parts.forEach((part) => void part.preload().catch(() => undefined))),
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
