import { describe, expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  test('shares one load between callers and keeps its result', async () => {
    const load = vi.fn(async () => 'chunk');
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['chunk', 'chunk']);
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is not kept: the next call tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce('chunk');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
