import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInTasks, takeover } from './hydrate-later';

afterEach(() => vi.useRealTimers());

describe('the takeover of a drawn page in tasks', () => {
  it('is done only a task after its last part, and says so to whoever listens', async () => {
    vi.useFakeTimers();
    const heard = vi.fn();
    const stop = takeover.subscribe(heard);
    hydrateInTasks(3);
    expect(takeover.done()).toBe(false);
    // Three parts, a task each: the page is not yet wholly taken over, so its gate stays shut.
    for (let i = 0; i < 3; i++) await vi.runOnlyPendingTimersAsync();
    expect(takeover.done()).toBe(false);
    expect(heard).not.toHaveBeenCalled();
    await vi.runOnlyPendingTimersAsync();
    expect(takeover.done()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
