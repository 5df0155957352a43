/** Work a page does when it is idle: fetching and building code a later step may need (issue 13). */

/**
 * Resolves in a task of its own: work split by it is several short tasks, not one long one, and a
 * phone's blocking time counts only the long ones (issue 13).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs once the browser is idle (or after 1.5 s where it cannot tell); answers a cancel. */
export const whenIdle = (run: () => void): (() => void) => {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const id = globalThis.requestIdleCallback(run, { timeout: 3000 });
    return () => globalThis.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
};

/** The events that say a customer has started on the page (a tap, a key, a field focused). */
const ENGAGING = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
let engaged = false;
let listeningOn: Target | undefined;
const waiting = new Set<() => void>();

function onEngaged() {
  engaged = true;
  for (const type of ENGAGING) listeningOn?.removeEventListener(type, onEngaged, true);
  for (const run of [...waiting]) run();
  waiting.clear();
}

/** Starts listening; done once when the module loads in a browser (a unit test passes its own target). */
export function listenForEngagement(target: Target): void {
  listeningOn = target;
  engaged = false;
  for (const type of ENGAGING) target.addEventListener(type, onEngaged, { capture: true, passive: true });
}
if (typeof window !== 'undefined') listenForEngagement(window);

/**
 * Runs once the browser is idle after the customer's first tap, key or focus on the page (when idle at
 * once if that has happened). What it is for, fetching and building code a later step may need, then
 * never competes with the first screen being taken over: on a slow phone profile, doing it when merely
 * idle was a 160–230 ms task right after the page became usable (issue 13, decision 035). Answers a cancel.
 */
export const whenEngaged = (run: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    waiting.delete(start);
    cancelIdle = whenIdle(run);
  };
  if (engaged) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
};
