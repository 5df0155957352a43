import { performance, type EventLoopUtilization } from 'node:perf_hooks';

type Utilization = (a?: EventLoopUtilization, b?: EventLoopUtilization) => EventLoopUtilization;

/**
 * Whether this process's event loop has lately been busier than `threshold` (0–1): the share of the
 * last `windowMs` or more that it spent running callbacks, Node's event loop utilisation. Work nobody
 * waits for asks it before taking CPU from the calls customers wait for (decision 074).
 *
 * Read when asked, not on a timer: each reading covers the time since the one before (at least a
 * window), so a server that nobody asks costs nothing. `utilization` is the tests' stand-in.
 */
export function eventLoopBusy({
  threshold,
  windowMs = 500,
  utilization = performance.eventLoopUtilization.bind(performance) as Utilization,
}: {
  threshold: number;
  windowMs?: number;
  utilization?: Utilization;
}): () => boolean {
  let since = utilization();
  let busy = false;
  return () => {
    const now = utilization();
    const lately = utilization(now, since);
    if (lately.idle + lately.active >= windowMs) {
      busy = lately.utilization > threshold;
      since = now;
    }
    return busy;
  };
}
