import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Start from './until-loaded';

describe('untilLoaded', () => {
  let untilLoaded: typeof Start.untilLoaded;
  beforeEach(async () => {
    vi.useFakeTimers();
    // The browser's window as far as the start is concerned: where `online` is heard.
    vi.stubGlobal('window', new EventTarget());
    vi.resetModules();
    ({ untilLoaded } = await import('./until-loaded'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A load that fails `failures` times, then answers 'loaded'. */
  function flaky(failures: number) {
    const load = vi.fn(() =>
      load.mock.calls.length <= failures ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve('loaded'),
    );
    return load;
  }

  it('tries again after 2 s, then 4 s, and answers what finally loads', async () => {
    const load = flaky(2);
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(loaded).resolves.toBe('loaded');
  });

  it('waits at most 30 s between tries', async () => {
    const load = flaky(8);
    void untilLoaded(load);
    // 2 + 4 + 8 + 16 + 30 + 30 s: the sixth wait is 30 s, not 64.
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000 + 16_000 + 30_000);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(7);
  });

  it('tries again at once when the browser is back online, without waiting for the timer', async () => {
    const load = flaky(1);
    const loaded = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(500);
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(loaded).resolves.toBe('loaded');
    // The timer of the wait that `online` ended does not fire a try of its own.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after the browser is back online, a try that still fails waits 2 s again, not the wait reached offline', async () => {
    const load = flaky(4);
    const loaded = untilLoaded(load);
    // Tries at 0, 2 and 6 s fail; the next wait would be 8 s.
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    // Back online: a try at once, which fails (the network answers a moment after the browser says so).
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(5);
    await expect(loaded).resolves.toBe('loaded');
  });

  it('tells the start after each failed try, and not when the load succeeds', async () => {
    const onFailure = vi.fn();
    const loaded = untilLoaded(flaky(2), onFailure);
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    await expect(loaded).resolves.toBe('loaded');
    expect(onFailure).toHaveBeenCalledTimes(2);
    await expect(untilLoaded(flaky(0), onFailure)).resolves.toBe('loaded');
    expect(onFailure).toHaveBeenCalledTimes(2);
  });
});
