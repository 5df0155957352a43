import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db.ts';
import { openTestDb } from './test-db.ts';

/** The environment every test app starts from, as the server would read it at boot. */
export const TEST_ENV: NodeJS.ProcessEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

/**
 * Limits that would otherwise make unrelated tests trip over each other (all of a file's calls come
 * from one IP and reuse the demo mobiles); the tests of those limits set their own small values.
 */
export const TEST_DEFAULTS: Partial<Config> = {
  LOG_LEVEL: 'silent',
  OTP_RESEND_COOLDOWN_SECONDS: 0,
  OTP_MAX_SENDS_PER_MOBILE_HOUR: 1000,
  OTP_MAX_SENDS_PER_IP_HOUR: 1000,
  RATE_LIMIT_PER_MINUTE: 100_000,
  STAFF_SIGN_IN_PER_MINUTE: 100_000,
  // Tests speak for many clients through app.inject (from 127.0.0.1) with X-Forwarded-For.
  TRUST_PROXY: 'loopback',
  // Tests change the catalog under the app (e.g. disable billers) and expect to see it at once.
  CATALOG_CACHE_SECONDS: 0,
  // Notifications go when their event wakes the worker; a poll on the real clock would race the tests' own clock.
  NOTIFY_EVERY_SECONDS: 0,
  BILL_WATCH_EVERY_SECONDS: 0,
};

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** A fresh app over its own database (see test-db.ts), without the web client and without a port. */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, dispose } = await openTestDb();
  const config = loadConfig(TEST_ENV, { ...TEST_DEFAULTS, ...overrides });
  const app = await buildApp({ config, db, serveClient: false });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** One app for the test file: built before its first test, closed after its last. */
export function useTestApp(overrides: Partial<Config> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await buildTestApp(overrides));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
