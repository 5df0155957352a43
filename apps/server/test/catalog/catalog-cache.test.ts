import { describe, expect, test } from 'vitest';
import { calls } from '@portal/contract';
import { ttlCache } from '../../src/modules/catalog/catalog-cache.ts';
import { call, deviceInfo, expectResult } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';

describe('catalog cache', () => {
  test('reuses an answer within its lifetime, reads again after it, and forgets failures', async () => {
    let clock = 0;
    let reads = 0;
    const cache = ttlCache<number, number>(60, () => clock);
    const load = async () => ++reads;
    expect(await cache(1, load)).toBe(1);
    clock = 59_999;
    expect(await cache(1, load)).toBe(1);
    expect(await cache(2, load)).toBe(2);
    clock = 60_000;
    expect(await cache(1, load)).toBe(3);

    await expect(cache(9, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache(9, load)).toBe(4);
  });

  test('0 seconds reads every time', async () => {
    let reads = 0;
    const cache = ttlCache<string, number>(0);
    await cache('a', async () => ++reads);
    await cache('a', async () => ++reads);
    expect(reads).toBe(2);
  });

  describe('with the cache on', () => {
    const t = useTestApp({ CATALOG_CACHE_SECONDS: 60 });
    test('cached answers equal fresh ones, per category', async () => {
      const all1 = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId: 0 } });
      const all2 = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId: 0 } });
      const one = await call(t.app, calls.getBillers, { deviceInfo, categoryInfo: { categoryId: 1 } });
      expectResult(all1, 0);
      expect(all2).toEqual(all1);
      expectResult(one, 0);
      const billers = (one.details as { billers: Array<{ categoryId: number }> }).billers;
      expect(billers.length).toBeGreaterThan(0);
      expect(billers.every((b) => b.categoryId === 1)).toBe(true);
    });
  });
});
