import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSandboxGateway, type RunningSandboxGateway } from '../../src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite, type Db } from '../../src/platform/db.ts';
import { compiledServer, removeCompiledServer } from '../support/compiled-server.ts';
import { freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { freePort, startServer } from '../support/server-process.ts';
import { startSmsCapture } from '../sms/sms-capture.ts';
import { productionEnv } from './production-env.ts';
import { startProviderProcess, startSmtpCapture } from './provider-processes.ts';

/**
 * What a production deployment has around the portal, for the production process tests: an empty
 * database (PGlite, or a fresh schema on PostgreSQL when TEST_DB=postgres), Redis when REDIS_URL is
 * set on PostgreSQL (as production would have it), the card gateway as its own service with its own
 * secret, the biller switch, wallet and meter data as their own process (npm run sandbox:providers),
 * an HTTP SMS provider and an SMTP server, and the settings that point a production portal at them.
 */
export const GATEWAY_SECRET = 'merchant-secret-for-this-test-only';
export const SMS_API_KEY = 'sms-key-for-this-test';

export interface ProductionDeployment {
  database: ServerDatabase;
  gatewayDb: Db;
  gateway: RunningSandboxGateway;
  sms: Awaited<ReturnType<typeof startSmsCapture>>;
  providers: Awaited<ReturnType<typeof startProviderProcess>>;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  /** The portal's port, known before it starts: the gateway's frame-ancestors name it. */
  port: number;
  env: Record<string, string>;
  /** Where the rate-limit counters live in this run. */
  redisUrl: string | undefined;
}

/**
 * A database no server has seeded: a first production start. (The shared PGlite template of the other
 * process tests was seeded in demo mode, and is refused here.)
 */
async function emptyDatabase(): Promise<ServerDatabase> {
  if (process.env.TEST_DB === 'postgres') return freshPostgresSchema(process.env.DATABASE_URL!);
  const dir = fs.mkdtempSync(path.join(process.env.PORTAL_SERVER_DATA ?? os.tmpdir(), 'production-'));
  const dataDir = path.join(dir, 'data');
  return {
    kind: 'pglite',
    options: { dataDir },
    open: () => openPglite(dataDir),
    dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    keep: () => dataDir,
  };
}

/** Redis only beside PostgreSQL: a PGlite portal is one process, and production runs on PostgreSQL. */
function redisForThisRun(): string | undefined {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  if (!process.env.REDIS_URL)
    console.warn(
      'production test on PostgreSQL without REDIS_URL: the rate limits count in PostgreSQL (set REDIS_URL to run it with Redis)',
    );
  return process.env.REDIS_URL || undefined;
}

/** Starts the deployment before the file's tests and takes it down after; the fields fill in beforeAll. */
export function useProductionDeployment(): ProductionDeployment {
  const d = {} as ProductionDeployment;
  beforeAll(async () => {
    d.database = await emptyDatabase();
    d.redisUrl = redisForThisRun();
    d.sms = await startSmsCapture();
    [d.providers, d.smtp] = await Promise.all([startProviderProcess(), startSmtpCapture()]);
    // The "real" gateway: the sandbox run on its own, as a separate service would be, with its own secret.
    d.gatewayDb = await openPglite();
    await migrate(d.gatewayDb);
    d.port = await freePort();
    d.gateway = await startSandboxGateway(
      {
        db: d.gatewayDb,
        port: 0,
        host: '127.0.0.1',
        secret: GATEWAY_SECRET,
        allowedFrameAncestors: [`http://127.0.0.1:${d.port}`],
      },
      {},
    );
    d.env = productionEnv({
      GATEWAY_URL: d.gateway.origin,
      GATEWAY_SECRET,
      SMS_URL: d.sms.url,
      SMS_API_KEY,
      PUBLIC_URL: `http://127.0.0.1:${d.port}`,
      // Staff passkeys refuse a development origin in production: the back office's public one, as behind TLS.
      STAFF_PASSKEY_ORIGIN: 'https://pay.example.om',
      ...d.providers.settings,
      SMTP_URL: d.smtp.url,
      ...(d.redisUrl ? { REDIS_URL: d.redisUrl } : {}),
    });
  }, 90_000);

  afterAll(async () => {
    await d.gateway?.close();
    await d.gatewayDb?.close();
    await d.sms?.close();
    await d.providers?.stop();
    await d.smtp?.close();
    await d.database?.dispose();
    removeCompiledServer();
  });
  return d;
}

/** How a start that must fail ends: the harness's error, with the exit code and the server's stderr. */
export async function refusedStart(d: ProductionDeployment, startEnv: Record<string, string>): Promise<string> {
  // A refused start exits at once; the long wait only covers nine processes loading on a busy machine.
  const failure = await startServer({
    ...d.database.options,
    compiled: compiledServer(),
    port: d.port,
    env: startEnv,
    readyTimeoutMs: 100_000,
  }).then(
    async (started) => {
      await started.stop();
      throw new Error('the server started');
    },
    (err: Error) => err.message,
  );
  expect(failure).toMatch(/exited before it was ready \(code 1,/);
  return failure;
}
