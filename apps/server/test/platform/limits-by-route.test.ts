import { randomInt } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { calls } from '@portal/contract';
import { deviceInfo } from '../support/api.ts';
import { buildTestApp } from '../support/test-app.ts';

/**
 * Issue 30, finding 1: every per-IP limit is decided on the route the router matched, not on the URL's
 * spelling. The router ignores case and decodes %61, so /API/…, /Api/… and /%61pi/… reach the same
 * calls; they used to pass uncounted. On PGlite the counters are in memory, on PostgreSQL in its table,
 * and with REDIS_URL (as CI sets when a Redis answers) in Redis.
 */
const LIMIT = 5;
const INVOICE_LIMIT = 2;
const SPELLINGS = ['/API/', '/Api/', '/%61pi/', '/%41PI/'];
const redisUrl = process.env.REDIS_URL;
const store = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'memory';

/** A client address of its own per test (through the trusted loopback proxy), so no other run's counter applies. */
const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const stores = [{ name: store, overrides: {} }, ...(redisUrl ? [{ name: 'Redis', overrides: { REDIS_URL: redisUrl } }] : [])];

describe.each(stores)('on the $name store', ({ overrides }) => {
  async function withApp(run: (send: (prefix: string, path: string, client: string) => Promise<number>) => Promise<void>) {
    const t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: LIMIT, INVOICE_RATE_LIMIT_PER_MINUTE: INVOICE_LIMIT, ...overrides });
    try {
      await run(async (prefix, path, client) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `${prefix}${path}`,
          payload: JSON.stringify({ deviceInfo }),
          headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        });
        return res.statusCode;
      });
    } finally {
      await t.close();
    }
  }

  test('once /api/ is limited, every other spelling of the path is refused too', async () => {
    await withApp(async (send) => {
      const client = newClient();
      const path = calls.getBillerCategory.path;
      for (let i = 0; i < LIMIT; i++) expect(await send('/api/', path, client)).toBe(200);
      for (const prefix of SPELLINGS) expect(await send(prefix, path, client), prefix).toBe(429);
      // Another client still has its own limit.
      expect(await send('/api/', path, newClient())).toBe(200);
    });
  }, 60_000);

  test('the other spellings count against the same limit as /api/', async () => {
    await withApp(async (send) => {
      const client = newClient();
      const path = calls.getBillerCategory.path;
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) statuses.push(await send(SPELLINGS[i % SPELLINGS.length]!, path, client));
      expect(statuses).toEqual([...Array<number>(LIMIT).fill(200), 429, 429, 429]);
      expect(await send('/api/', path, client)).toBe(429);
    });
  }, 60_000);

  test("a route's own limit (INVOICE_RATE_LIMIT_PER_MINUTE) holds whatever the spelling", async () => {
    await withApp(async (send) => {
      const client = newClient();
      const path = calls.getLastInvoice.path;
      expect(await send('/api/', path, client)).toBe(200);
      expect(await send('/%61pi/', path, client)).toBe(200);
      for (const prefix of ['/api/', ...SPELLINGS]) expect(await send(prefix, path, client), prefix).toBe(429);
    });
  }, 60_000);
});
