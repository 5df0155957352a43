import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DEV_GATEWAY_SECRET } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { startSandboxGateway } from '../../src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { REQUIRED_IN_PRODUCTION, without } from './production-env.ts';
import { refusedStart, useProductionDeployment } from './production-deployment.ts';

/**
 * Issue 10, item 1, as an operator would meet it: the compiled server with NODE_ENV=production refuses
 * to start while anything is a sandbox or a development secret, naming each (the settings otherwise
 * those of production-payments.process.test.ts, on PGlite or PostgreSQL + Redis).
 */
const d = useProductionDeployment();

describe('NODE_ENV=production refuses to be a sandbox', () => {
  test('each required setting missing in turn: the server exits 1 naming it, before touching the database', async () => {
    // Side by side: each process dies at its configuration, long before it would need the port.
    const messages = await Promise.all(REQUIRED_IN_PRODUCTION.map((setting) => refusedStart(d, without(d.env, setting))));
    REQUIRED_IN_PRODUCTION.forEach((setting, i) => {
      const named = [...messages[i]!.matchAll(/^ {2}- (\w+):/gm)].map((m) => m[1]);
      expect(named, messages[i]).toEqual([setting]);
    });
    if (d.database.kind === 'pglite') expect(fs.existsSync(d.database.options.dataDir!)).toBe(false);
  }, 150_000);

  test('the development gateway secret, demo mode or the dev routes asked for by hand are refused too', async () => {
    expect(await refusedStart(d, { ...d.env, GATEWAY_SECRET: DEV_GATEWAY_SECRET })).toMatch(
      /^ {2}- GATEWAY_SECRET: .*development merchant secret/m,
    );
    expect(await refusedStart(d, { ...d.env, DEMO_MODE: 'true', DEV_ROUTES: 'true' })).toMatch(/- DEMO_MODE: [^\n]*\n {2}- DEV_ROUTES: /);
  }, 60_000);

  test('the sandbox gateway itself will not run with the development secret in production', async () => {
    await expect(startSandboxGateway({ db: d.gatewayDb, port: 0 }, { NODE_ENV: 'production' })).rejects.toThrow(
      /GATEWAY_SECRET: .*development merchant secret/,
    );
  });
});
