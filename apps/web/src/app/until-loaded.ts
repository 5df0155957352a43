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
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    const triedAt = performance.now();
    try {
      return await load();
    } catch (err) {
      console.warn('[start] the page could not load what it needs; trying again', err);
      onFailure();
      if (!backOnlineSince(triedAt)) await backOnlineOrAfter(wait);
    }
  }
}

function backOnlineOrAfter(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      clearTimeout(timer);
      window.removeEventListener('online', go);
      resolve();
    };
    const timer = setTimeout(go, ms);
    window.addEventListener('online', go);
  });
}
