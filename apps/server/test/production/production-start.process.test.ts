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
import { billerOps } from '../../src/adapters/provider-protocol/biller-protocol.ts';
import { moneyKey } from '../../src/modules/payments/payment-states.ts';
import { SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';
import { HttpApi } from '../support/http-client.ts';
import { cardNonce, completePayment, confirmNonce, inquire, lineOf, reference, walletCode, walletPay } from '../support/http-payments.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { freshPostgresSchema, type ServerDatabase } from '../support/server-databases.ts';
import { compiledServer, removeCompiledServer } from '../support/compiled-server.ts';
import { freePort, startServer, type RunningServer } from '../support/server-process.ts';
import { startSmsCapture } from '../sms/sms-capture.ts';
import { productionEnv, REQUIRED_IN_PRODUCTION, without } from './production-env.ts';
import { startProviderProcess, startSmtpCapture } from './provider-processes.ts';

/**
 * Issue 10, item 1, as an operator would meet it: the real server with NODE_ENV=production. It
 * refuses to start while anything is a sandbox or a development secret, naming each; with fake but
 * complete settings it starts, and is no demo: no demo customers, no /api/dev, texts go to the SMS
 * provider and no code is left readable in the database. It runs the compiled server, as a deployment
 * would (npm run build, then npm run start:prod). Issue 34: the biller switch, wallet and meter data run
 * as their own process (npm run sandbox:providers) with their own secrets, e-mail goes over SMTP, and
 * the portal pays a bill by wallet and by card and sends the receipts, with a clean ledger.
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
let providers: Awaited<ReturnType<typeof startProviderProcess>>;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

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
  [providers, smtp] = await Promise.all([startProviderProcess(), startSmtpCapture()]);
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
    // Staff passkeys refuse a development origin in production: the back office's public one, as behind TLS.
    STAFF_PASSKEY_ORIGIN: 'https://pay.example.om',
    ...providers.settings,
    SMTP_URL: smtp.url,
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await gateway?.close();
  await gatewayDb?.close();
  await sms?.close();
  await providers?.stop();
  await smtp?.close();
  await database?.dispose();
  removeCompiledServer();
});

/** How a start that must fail ends: the harness's error, with the exit code and the server's stderr. */
async function refusedStart(startEnv: Record<string, string>): Promise<string> {
  // A refused start exits at once; the long wait only covers nine processes loading on a busy machine.
  const failure = await startServer({ ...database.options, compiled: compiledServer(), port, env: startEnv, readyTimeoutMs: 100_000 }).then(
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
  }, 150_000);

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
  let sessionId: string;
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
    api = new TextedCodesApi(server.url);
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
    sessionId = (signedIn.details as { authenticationInfo: { sessionID: string } }).authenticationInfo.sessionID;
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

  const WALLET = '96890000010';
  let walletTaken = 0;
  const wallet = () =>
    new SignedClient({ name: 'wallet', baseUrl: providers.settings.WALLET_URL!, secret: providers.settings.WALLET_API_KEY! });
  const balance = async () => {
    const answer = await wallet().call(walletOps.balance, { mobile: WALLET });
    if (!answer.ok) throw new Error(answer.error.code);
    return answer.body.balance!;
  };

  test('pays a bill by wallet through the providers run as their own process: one debit, the receipt texted', async () => {
    const line = lineOf(await inquire(api, reference()));
    const before = await balance();
    const receiptsBefore = sms.to(mobile).length;
    const paid = await walletPay(api, line, await walletCode(api, line, WALLET, sessionId), WALLET, sessionId);
    expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
    walletTaken = before - (await balance());
    await until(() => sms.to(mobile).length > receiptsBefore, 'the receipt text');
  }, 60_000);

  test('pays a bill by card on the gateway: the receipt texted and e-mailed over SMTP to the visitor', async () => {
    const line = lineOf(await inquire(api, reference()));
    const { paymentSessionId } = await confirmNonce(api, line, await cardNonce(api));
    expect((await completePayment(api, paymentSessionId)).code).toBe(0);
    await until(() => sms.to('96890000005').length > 0, 'the visitor receipt text');
    await until(() => smtp.mails.some((m) => m.to.includes('salim@example.om')), 'the visitor receipt e-mail');
  }, 60_000);

  test('after it stops, no code is readable in any table, no outbox row exists and no demo data was seeded', async () => {
    expect(await server!.stop()).toEqual({ code: 0, signal: null });
    server = undefined;
    expect([codes.length, codesRead.length]).toEqual([3, 1]);
    const db = await database.open();
    try {
      expect(await db.query('SELECT * FROM sms_outbox')).toEqual([]);
      const tables = await db.query<{ name: string }>(
        `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      );
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['otp_codes', 'sms_outbox', 'customers', 'app_secrets']));
      for (const { name } of tables) {
        const dump = JSON.stringify(await db.query(`SELECT * FROM "${name}"`));
        for (const code of [...codes, ...codesRead])
          expect(new RegExp(`\\b${code}\\b`).test(dump), `code ${code} in table ${name}`).toBe(false);
      }
      // The pepper came from the environment: none was generated into the database.
      expect(await db.query(`SELECT name FROM app_secrets WHERE name = 'otp_pepper'`)).toEqual([]);
      const customers = await db.query<{ mobile_no: string }>('SELECT mobile_no FROM customers');
      expect(customers.map((c) => c.mobile_no)).toEqual([mobile]);
      // The wallet and the switch keep their books in their own process: none of theirs is here.
      expect(await db.query(`SELECT 1 FROM sandbox_wallet_transactions`)).toEqual([]);
      expect(await db.query(`SELECT 1 FROM sandbox_biller_postings`)).toEqual([]);
      expect(await db.query<{ state: string }>('SELECT state FROM payments')).toEqual([{ state: 'completed' }, { state: 'completed' }]);
      expect(await ledgerAtProviders(db)).toEqual({ wallet: walletTaken, problems: [] });
      for (const table of ['sandbox_wallet_accounts', 'saved_cards', 'registered_bills']) {
        expect(await db.query(`SELECT 1 FROM ${table}`), table).toEqual([]);
      }
      expect((await db.query('SELECT 1 FROM billers')).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});

/**
 * The ledger check of decision 013, asked of the providers over their signed APIs (their books are in
 * their own process): every posted line found at the switch under its reference for its amount, every
 * wallet line debited once and not refunded, every card payment captured for what was posted.
 */
async function ledgerAtProviders(db: Db) {
  const client = (name: string, url: string, secret: string) => new SignedClient({ name, baseUrl: url, secret, retries: 0 });
  const switchClient = client('biller-switch', providers.settings.BILLER_NETWORK_URL!, providers.settings.BILLER_NETWORK_API_KEY!);
  const walletClient = client('wallet', providers.settings.WALLET_URL!, providers.settings.WALLET_API_KEY!);
  const lines = await db.query<{ id: string; method: string; line_no: number; status: string; paid: number; total: number }>(
    `SELECT p.id, p.method, l.line_no, l.status, l.paid_baisa AS paid, (l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa) AS total
       FROM payments p JOIN payment_lines l ON l.payment_id = p.id ORDER BY p.id, l.line_no`,
  );
  const problems: string[] = [];
  let wallet = 0;
  const cardOwed = new Map<string, number>();
  for (const l of lines) {
    const posting = await switchClient.call(billerOps.lookup, { reference: moneyKey(l.id, l.line_no, 'post') });
    const posted = posting.ok ? posting.body.posting : undefined;
    if (l.status === 'posted' && posted?.amount !== Number(l.paid))
      problems.push(`${l.id}:${l.line_no} posted ${posted?.amount}, we say ${l.paid}`);
    if (l.method === 'Wallet') {
      const debit = await walletClient.call(walletOps.lookup, { reference: moneyKey(l.id, l.line_no, 'debit') });
      const amount = debit.ok ? debit.body.transaction?.amount : undefined;
      if (amount !== Number(l.total)) problems.push(`${l.id}:${l.line_no} debited ${amount}, owed ${l.total}`);
      wallet += amount ?? 0;
    } else cardOwed.set(l.id, (cardOwed.get(l.id) ?? 0) + (l.status === 'posted' ? Number(l.total) : 0));
  }
  for (const [id, owed] of cardOwed) {
    const [g] = await gatewayDb.query<{ status: string; net: number }>(
      'SELECT status, amount - refunded_amount AS net FROM gw_payments WHERE reference = $1',
      [id],
    );
    if (g?.status !== 'captured' || Number(g.net) !== owed) problems.push(`${id}: card ${g?.status} ${g?.net}, owed ${owed}`);
  }
  return { wallet, problems };
}

/** The production server has no outbox: a code is read from the newest text the SMS provider received. */
class TextedCodesApi extends HttpApi {
  private readonly read = new Map<string, number>();
  override async readCode(to: string): Promise<string> {
    const seen = this.read.get(to) ?? 0;
    await until(() => sms.to(to).length > seen, `a code texted to ${to}`);
    const texts = sms.to(to);
    this.read.set(to, texts.length);
    const code = /\b(\d{6})\b/.exec(texts.at(-1)!)?.[1];
    if (!code) throw new Error(`no code in ${texts.at(-1)}`);
    codesRead.push(code);
    return code;
  }
}
const codesRead: string[] = [];

async function until(done: () => boolean, what: string) {
  for (const deadline = Date.now() + 15_000; !done(); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > deadline) throw new Error(`waited in vain for ${what}`);
  }
}

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
