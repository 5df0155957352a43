import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForEngagement, whenEngaged } from './idle-work';

describe('whenEngaged', () => {
  let page: EventTarget;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new EventTarget();
    listenForEngagement(page);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first tap, key or focus, then for the browser to be idle', () => {
    const run = vi.fn();
    whenEngaged(run);
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('focusin'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1500);
    expect(run).toHaveBeenCalledTimes(1);
    page.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('once the customer has started on the page, later work waits only for idle; a cancel stops it', () => {
    page.dispatchEvent(new Event('keydown'));
    const run = vi.fn();
    const cancelled = vi.fn();
    whenEngaged(run);
    whenEngaged(cancelled)();
    vi.advanceTimersByTime(1500);
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('a cancel before the first tap means it never runs', () => {
    const run = vi.fn();
    whenEngaged(run)();
    page.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
