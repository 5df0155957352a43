import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import { openTestDb } from '../support/test-db.ts';
import { TEST_DEFAULTS } from '../support/test-app.ts';
import { productionEnv } from '../production/production-env.ts';

/**
 * Issue 30, finding 2: a receipt's address named its payment (`?receipt=<payment id>`), and for a
 * visitor that id is the only key to the receipt. A reload (or an old bookmark) sends it; the request
 * log must not keep it, in development as in production.
 */
const modes: Array<{ mode: string; env: NodeJS.ProcessEnv }> = [
  { mode: 'development', env: { NODE_ENV: 'development' } },
  { mode: 'production', env: productionEnv() },
];

describe.each(modes)('in $mode mode', ({ env }) => {
  test('a reload of a receipt address leaves no payment id in the request log', async () => {
    const { db, dispose } = await openTestDb();
    const lines: string[] = [];
    const overrides: Partial<Config> = { ...TEST_DEFAULTS, LOG_LEVEL: 'info' };
    const app = await buildApp({
      config: loadConfig(env, overrides),
      db,
      serveClient: false,
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      await app.ready();
      const id = randomBytes(32).toString('base64url');
      for (const url of [
        `/BillPaymentClient/OneTimePayment?receipt=${id}`,
        `/BillPaymentClient/GiftCards?lang=ar&receipt=${encodeURIComponent(id)}`,
        `/BillPaymentClient/RegisteredBills?%72eceipt=${id}&x=1`,
      ]) {
        await app.inject({ method: 'GET', url });
      }
      const log = lines.join('\n');
      expect(log).toContain('/BillPaymentClient/OneTimePayment?receipt=[redacted]');
      expect(log).toContain('lang=ar&receipt=[redacted]');
      expect(log).not.toContain(id);
    } finally {
      await app.close();
      await dispose();
    }
  }, 60_000);
});
