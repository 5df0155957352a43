import { afterAll, describe, expect, test } from 'vitest';
import { Redis } from 'ioredis';
import { calls } from '@portal/contract';
import { DEV_GATEWAY_SECRET } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { SignedClient } from '../../src/adapters/provider-protocol/signed-client.ts';
import { walletOps } from '../../src/adapters/provider-protocol/wallet-protocol.ts';
import { challengeOf } from '../support/api.ts';
import { compiledServer } from '../support/compiled-server.ts';
import { confirmed, newIndividual } from '../support/factories.ts';
import type { HttpApi } from '../support/http-client.ts';
import { cardNonce, completePayment, confirmNonce, inquire, lineOf, reference, walletCode, walletPay } from '../support/http-payments.ts';
import { DEMO, loginBody } from '../support/logins.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { runtimeWarning } from '../../src/platform/runtime-support.ts';
import { GATEWAY_SECRET, SMS_API_KEY, useProductionDeployment } from './production-deployment.ts';
import { ledgerAtProviders } from './production-ledger.ts';
import { connects, TextedCodesApi, until } from './production-texts.ts';

/**
 * Issue 10, item 1, and issue 34, item 5: the compiled server with NODE_ENV=production, with complete
 * settings, is no demo (no demo customers, no /api/dev, texts go to the SMS provider and no code is
 * left readable in the database) and pays bills end to end: the biller switch, wallet and meter data
 * as their own process with their own secrets, the card on the gateway's own origin, e-mail over
 * SMTP, on PGlite or on PostgreSQL with Redis counting the rate limits (TEST_DB=postgres, REDIS_URL).
 */
const d = useProductionDeployment();
let server: RunningServer | undefined;
const codesRead: string[] = [];
afterAll(async () => {
  await server?.stop();
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
      const texts = d.sms.to(to);
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
    server = await startServer({ ...d.database.options, compiled: compiledServer(), port: d.port, env: d.env, readyTimeoutMs: 120_000 });
    api = new TextedCodesApi(server.url, d.sms, codesRead);
    // No in-process sandbox gateway: nothing listens where it would.
    await expect(connects(server.gatewayPort)).resolves.toBe(false);
  }, 150_000);

  test('warns its operator when this Node.js line no longer gets security fixes, and only then', () => {
    const expected = runtimeWarning(process.versions.node, new Date());
    const warned = server!.stdout().includes('gets no more security fixes upstream');
    expect(warned, `Node.js ${process.versions.node}: ${expected ?? 'supported'}`).toBe(expected !== undefined);
  });

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
    expect(d.sms.received.every((m) => m.authorization === `Bearer ${SMS_API_KEY}`)).toBe(true);
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
    expect(d.sms.to(DEMO.individual.mobile)).toEqual([]);
  });

  test.skipIf(process.env.TEST_DB !== 'postgres' || !process.env.REDIS_URL)(
    'on PostgreSQL with REDIS_URL, the rate limits count in Redis, as several production servers would share them',
    async () => {
      const redis = new Redis(d.redisUrl!, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const before = await redis.keys('portal:rate-limit:*');
        // Another request from this client: its counter, under the namespace, is in Redis with a lifetime.
        await fetch(`${server!.url}/api/${calls.login.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
        const keys = await redis.keys('portal:rate-limit:*');
        expect(keys.length, `keys before: ${before.join(', ')}`).toBeGreaterThan(0);
        expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
      } finally {
        redis.disconnect();
      }
    },
  );

  test('the gateway the server uses refuses the development secret', async () => {
    const withSecret = (secret: string) =>
      fetch(`${d.gateway.origin}/v1/access-tokens`, { method: 'POST', headers: { authorization: `Bearer ${secret}` } });
    expect((await withSecret(DEV_GATEWAY_SECRET)).status).toBe(401);
    expect((await withSecret(GATEWAY_SECRET)).status).toBe(201);
  });

  const WALLET = '96890000010';
  let walletTaken = 0;
  const wallet = () =>
    new SignedClient({ name: 'wallet', baseUrl: d.providers.settings.WALLET_URL!, secret: d.providers.settings.WALLET_API_KEY! });
  const balance = async () => {
    const answer = await wallet().call(walletOps.balance, { mobile: WALLET });
    if (!answer.ok) throw new Error(answer.error.code);
    return answer.body.balance!;
  };

  test('pays a bill by wallet through the providers run as their own process: one debit, the receipt texted', async () => {
    const line = lineOf(await inquire(api, reference()));
    const before = await balance();
    const receiptsBefore = d.sms.to(mobile).length;
    const paid = await walletPay(api, line, await walletCode(api, line, WALLET, sessionId), WALLET, sessionId);
    expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
    walletTaken = before - (await balance());
    await until(() => d.sms.to(mobile).length > receiptsBefore, 'the receipt text');
  }, 60_000);

  test('pays a bill by card on the gateway: the receipt texted and e-mailed over SMTP to the visitor', async () => {
    const line = lineOf(await inquire(api, reference()));
    const { paymentSessionId } = await confirmNonce(api, line, await cardNonce(api));
    expect((await completePayment(api, paymentSessionId)).code).toBe(0);
    await until(() => d.sms.to('96890000005').length > 0, 'the visitor receipt text');
    await until(() => d.smtp.mails.some((m) => m.to.includes('salim@example.om')), 'the visitor receipt e-mail');
  }, 60_000);

  test('after it stops, no code is readable in any table, no outbox row exists and no demo data was seeded', async () => {
    expect(await server!.stop()).toEqual({ code: 0, signal: null });
    server = undefined;
    expect([codes.length, codesRead.length]).toEqual([3, 1]);
    const db = await d.database.open();
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
      expect(await ledgerAtProviders(d, db)).toEqual({ wallet: walletTaken, problems: [] });
      for (const table of ['sandbox_wallet_accounts', 'saved_cards', 'registered_bills']) {
        expect(await db.query(`SELECT 1 FROM ${table}`), table).toEqual([]);
      }
      expect((await db.query('SELECT 1 FROM billers')).length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
