import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { calls } from '@portal/contract';
import { DEV_GATEWAY_SECRET } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { startSandboxGateway, type RunningSandboxGateway } from '../../src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openPglite, type Db } from '../../src/platform/db.ts';
import { challengeOf } from '../support/api.ts';
import { confirmed, newIndividual } from '../support/factories.ts';
import { HttpApi } from '../support/http-client.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { compiledServer, removeCompiledServer } from '../support/compiled-server.ts';
import { freePort, startServer, type RunningServer } from '../support/server-process.ts';
import { startSmsCapture } from '../sms/sms-capture.ts';
import { productionEnv, REQUIRED_IN_PRODUCTION, without } from './production-env.ts';

/**
 * Issue 10, item 1, as an operator would meet it: the real server with NODE_ENV=production. It
 * refuses to start while anything is a sandbox or a development secret, naming each; with fake but
 * complete settings it starts, and is no demo: no demo customers, no /api/dev, texts go to the SMS
 * provider and no code is left readable in the database. It runs the compiled server, as a deployment
 * would (npm run build, then npm run start:prod).
 */
const GATEWAY_SECRET = 'merchant-secret-for-this-test-only';
const SMS_API_KEY = 'sms-key-for-this-test';

let database: ServerDatabase;
let gatewayDb: Db;
let gateway: RunningSandboxGateway;
let sms: Awaited<ReturnType<typeof startSmsCapture>>;
let server: RunningServer | undefined;
let port: number;
let env: Record<string, string>;

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

beforeAll(async () => {
  database = await emptyDatabase();
  sms = await startSmsCapture();
  // The "real" gateway: the sandbox run on its own, as a separate service would be, with its own secret.
  gatewayDb = await openPglite();
  await migrate(gatewayDb);
  port = await freePort();
  gateway = await startSandboxGateway(
    { db: gatewayDb, port: 0, host: '127.0.0.1', secret: GATEWAY_SECRET, allowedFrameAncestors: [`http://127.0.0.1:${port}`] },
    {},
  );
  env = productionEnv({
    GATEWAY_URL: gateway.origin,
    GATEWAY_SECRET,
    SMS_URL: sms.url,
    SMS_API_KEY,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await gateway?.close();
  await gatewayDb?.close();
  await sms?.close();
  await database?.dispose();
  removeCompiledServer();
});

/** How a start that must fail ends: the harness's error, with the exit code and the server's stderr. */
async function refusedStart(startEnv: Record<string, string>): Promise<string> {
  const failure = await startServer({ ...database.options, compiled: compiledServer(), port, env: startEnv }).then(
    async (started) => {
      await started.stop();
      throw new Error('the server started');
    },
    (err: Error) => err.message,
  );
  expect(failure).toMatch(/exited before it was ready \(code 1,/);
  return failure;
}

describe('NODE_ENV=production refuses to be a sandbox', () => {
  test('each required setting missing in turn: the server exits 1 naming it, before touching the database', async () => {
    // Side by side: each process dies at its configuration, long before it would need the port.
    const messages = await Promise.all(REQUIRED_IN_PRODUCTION.map((setting) => refusedStart(without(env, setting))));
    REQUIRED_IN_PRODUCTION.forEach((setting, i) => {
      const named = [...messages[i]!.matchAll(/^ {2}- (\w+):/gm)].map((m) => m[1]);
      expect(named, messages[i]).toEqual([setting]);
    });
    if (database.kind === 'pglite') expect(fs.existsSync(database.options.dataDir!)).toBe(false);
  }, 120_000);

  test('the development gateway secret, demo mode or the dev routes asked for by hand are refused too', async () => {
    expect(await refusedStart({ ...env, GATEWAY_SECRET: DEV_GATEWAY_SECRET })).toMatch(
      /^ {2}- GATEWAY_SECRET: .*development merchant secret/m,
    );
    expect(await refusedStart({ ...env, DEMO_MODE: 'true', DEV_ROUTES: 'true' })).toMatch(/- DEMO_MODE: [^\n]*\n {2}- DEV_ROUTES: /);
  }, 60_000);

  test('the sandbox gateway itself will not run with the development secret in production', async () => {
    await expect(startSandboxGateway({ db: gatewayDb, port: 0 }, { NODE_ENV: 'production' })).rejects.toThrow(
      /GATEWAY_SECRET: .*development merchant secret/,
    );
  });
});

describe('NODE_ENV=production with every setting in place', () => {
  let api: HttpApi;
  const codes: string[] = [];
  const customer = newIndividual();
  const mobile = customer.CustomerInfo.mobileNo;

  /** The code in the newest text the SMS provider received for a mobile, waiting for it to arrive. */
  async function textedCode(to: string, count: number): Promise<string> {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      const texts = sms.to(to);
      if (texts.length >= count) {
        const code = /\b(\d{6})\b/.exec(texts[count - 1]!)?.[1];
        if (!code) throw new Error(`no code in ${texts[count - 1]}`);
        codes.push(code);
        return code;
      }
    }
    throw new Error(`the SMS provider received no text number ${count} for ${to}`);
  }

  test('starts (first start: migrations and reference data only)', async () => {
    server = await startServer({ ...database.options, compiled: compiledServer(), port, env, readyTimeoutMs: 120_000 });
    api = new HttpApi(server.url);
    // No in-process sandbox gateway: nothing listens where it would.
    await expect(connects(server.gatewayPort)).resolves.toBe(false);
  }, 150_000);

  test('the demo-only routes do not exist', async () => {
    expect((await fetch(`${server!.url}/api/dev/outbox?mobile=${DEMO.individual.mobile}`)).status).toBe(404);
    expect((await fetch(`${server!.url}/api/dev/ledger`)).status).toBe(404);
    expect(
      (await fetch(`${server!.url}/api/dev/reconcile`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(404);
  });

  test('a new customer registers and signs in with codes texted through the HTTP SMS provider', async () => {
    const first = challengeOf(await api.call(calls.addCustomer, customer));
    const registered = await api.call(calls.addCustomer, confirmed(customer, first.utr, await textedCode(mobile, 1)));
    expect(registered.result.errorCode, registered.result.errorEDesc).toBe(0);

    const { utr } = challengeOf(await api.call(calls.login, loginBody(mobile)));
    const signedIn = await api.call(calls.login, loginBody(mobile, '', { utr, pin: await textedCode(mobile, 2) }));
    expect(signedIn.result.errorCode, signedIn.result.errorEDesc).toBe(0);
    expect(sms.received.every((m) => m.authorization === `Bearer ${SMS_API_KEY}`)).toBe(true);
  });

  test('the demo logins fail: no demo company, and no code texted to the demo mobile', async () => {
    const company = await api.call(calls.login, loginBody(DEMO.company.userName, DEMO.company.password));
    expect(company.result.errorCode).not.toBe(0);
    const forced = await api.call(calls.login, loginBody(DEMO.forcedCompany.userName, DEMO.forcedCompany.password));
    expect(forced.result.errorCode).not.toBe(0);
    // An unknown mobile may be answered like a known one (no enumeration), but nothing is texted to it:
    // once a later text to our customer has arrived, the demo mobile's would have too.
    await api.call(calls.login, loginBody(DEMO.individual.mobile));
    await api.call(calls.login, loginBody(mobile));
    await textedCode(mobile, 3);
    expect(sms.to(DEMO.individual.mobile)).toEqual([]);
  });

  test('the gateway the server uses refuses the development secret', async () => {
    const withSecret = (secret: string) =>
      fetch(`${gateway.origin}/v1/access-tokens`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
    expect((await withSecret(DEV_GATEWAY_SECRET)).status).toBe(401);
    expect((await withSecret(GATEWAY_SECRET)).status).toBe(201);
  });

  test('after it stops, no code is readable in any table, no outbox row exists and no demo data was seeded', async () => {
    expect(await server!.stop()).toEqual({ code: 0, signal: null });
    server = undefined;
    expect(codes).toHaveLength(3);
    const db = await database.open();
    try {
      expect(await db.query('SELECT * FROM sms_outbox')).toEqual([]);
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['otp_codes', 'sms_outbox', 'customers', 'app_secrets']));
      for (const { name } of tables) {
        const dump = JSON.stringify(await db.query(`SELECT * FROM "${name}"`));
        for (const code of codes) expect(new RegExp(`\\b${code}\\b`).test(dump), `code ${code} in table ${name}`).toBe(false);
      }
      // The pepper came from the environment: none was generated into the database.
      expect(await db.query(`SELECT name FROM app_secrets WHERE name = 'otp_pepper'`)).toEqual([]);
      const customers = await db.query<{ mobile_no: string }>('SELECT mobile_no FROM customers');
      expect(customers.map((c) => c.mobile_no)).toEqual([mobile]);
      for (const table of ['sandbox_wallet_accounts', 'payments', 'saved_cards', 'registered_bills']) {
        expect(await db.query(`SELECT 1 FROM ${table}`), table).toEqual([]);
      }
      expect((await db.query('SELECT 1 FROM billers')).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
