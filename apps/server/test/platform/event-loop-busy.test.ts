import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { eventLoopBusy } from '../../src/platform/event-loop-busy.ts';

/** performance.eventLoopUtilization's arithmetic over a loop whose running and idle time the test moves. */
function fakeLoop() {
  const loop = { idle: 0, active: 0 };
  const utilization = (a?: EventLoopUtilization, b?: EventLoopUtilization): EventLoopUtilization => {
    if (!a) return { ...loop, utilization: 0 };
    const idle = a.idle - (b?.idle ?? 0);
    const active = a.active - (b?.active ?? 0);
    return { idle, active, utilization: active / (idle + active) };
  };
  return { loop, utilization };
}

describe('event loop busy', () => {
  it('says busy once the loop ran more than the threshold of a window, and idle again after a quiet one', () => {
    const { loop, utilization } = fakeLoop();
    const busy = eventLoopBusy({ threshold: 0.3, windowMs: 500, utilization });
    expect(busy()).toBe(false);
    loop.active += 400;
    expect(busy()).toBe(false); // 400 ms: less than a window, the last reading stands
    loop.idle += 100;
    expect(busy()).toBe(true); // 80 % of 500 ms
    loop.active += 125;
    loop.idle += 375;
    expect(busy()).toBe(false); // 25 %
    loop.active += 140;
    loop.idle += 360;
    expect(busy()).toBe(false); // 28 %: at most the threshold is not busy
    loop.active += 200;
    loop.idle += 300;
    expect(busy()).toBe(true); // 40 %
  });

  it('reads the real loop: busy after work, idle again once the loop rests', async () => {
    const busy = eventLoopBusy({ threshold: 0.5, windowMs: 200 });
    for (const end = performance.now() + 300; performance.now() < end;);
    expect(busy()).toBe(true);
    // Polled, not read once after 300 ms: the files sharing this process (--no-isolate) may still run
    // callbacks of their own, and one such window read busy in a CI-like run. A reading stuck on busy,
    // or one that never reads the loop again, still fails.
    await expect.poll(busy, { timeout: 5000, interval: 250 }).toBe(false);
  });
});
