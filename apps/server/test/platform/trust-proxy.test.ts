import { afterEach, describe, expect, test } from 'vitest';
import { calls } from '@portal/contract';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { deviceInfo } from '../support/api.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 10, item 3: by default no proxy is believed, so a client cannot escape its limit by naming
 * another address in X-Forwarded-For; behind a proxy, TRUST_PROXY says which one.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Which of five calls, each claiming another address, were answered rather than refused (limit 3). */
async function answeredOfFive(trustProxy: Config['TRUST_PROXY']): Promise<number> {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: 3, TRUST_PROXY: trustProxy });
  const statuses: number[] = [];
  for (let i = 1; i <= 5; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${calls.getBillerCategory.path}`,
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { deviceInfo },
    });
    statuses.push(res.statusCode);
  }
  return statuses.filter((s) => s === 200).length;
}

describe('TRUST_PROXY', () => {
  test('defaults to no proxy: X-Forwarded-For is ignored and the limit holds for the real peer', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(false);
    expect(await answeredOfFive(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY)).toBe(3);
  });

  test('behind a trusted proxy each forwarded client has a limit of its own', async () => {
    expect(await answeredOfFive('loopback')).toBe(5);
    expect(await answeredOfFive(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUST_PROXY)).toBe(5);
  });

  test('reads hop counts, lists and switches', () => {
    const read = (v: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: v }).TRUST_PROXY;
    expect([read('1'), read('true'), read('false'), read(''), read('10.0.0.0/8,192.168.1.5')]).toEqual([
      1,
      true,
      false,
      false,
      '10.0.0.0/8,192.168.1.5',
    ]);
  });
});
