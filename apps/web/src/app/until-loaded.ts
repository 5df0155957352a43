import { backOnlineSince } from '@/shared/lib/connection';

const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 30_000;

/**
 * What a page needs before React can start (the route's code, its language's strings), asked for again
 * until it comes. A phone that lost its connection while the page was loading finishes loading once it
 * is back, instead of keeping a drawn page that takes no input, or an empty one. Tried again as soon as
 * the browser says it is back online, and meanwhile after 2, 4, 8… up to 30 s: the browser may think
 * itself online while the network or the server is not there yet. Each part is fetched again only if
 * it failed (the loads keep what came; the browser retries a failed import). `onFailure` runs after each
 * failed try (the start shows its notice).
 */
export async function untilLoaded<T>(load: () => Promise<T>, onFailure: () => void = () => undefined): Promise<T> {
  let wait = FIRST_WAIT_MS;
  for (;;) {
    const triedAt = performance.now();
    try {
      return await load();
    } catch (err) {
      console.warn('[start] the page could not load what it needs; trying again', err);
      onFailure();
      // Back online: the waits start short again. The browser says so a moment before its network
      // answers, so a try made at once can still fail, and then must not wait the 8 or 16 s that the
      // tries while offline had reached (seen in a browser test on a loaded machine).
      const online = backOnlineSince(triedAt) || (await backOnlineOrAfter(wait));
      wait = online ? FIRST_WAIT_MS : Math.min(wait * 2, LONGEST_WAIT_MS);
    }
  }
}

/** Resolves true when the browser says it is back online, false when `ms` have passed first. */
function backOnlineOrAfter(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const go = (online: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      resolve(online);
    };
    const onOnline = () => go(true);
    const timer = setTimeout(() => go(false), ms);
    window.addEventListener('online', onOnline);
  });
}
