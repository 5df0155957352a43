let backOnlineAt = -1;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnlineAt = performance.now()));

/**
 * Whether the browser came back online after `since` (a `performance.now()` time). A load that was
 * started while offline and fails after the `online` event has passed would otherwise wait for an
 * event that already came.
 */
export const backOnlineSince = (since: number): boolean => backOnlineAt > since;
