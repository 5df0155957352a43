import { afterAll, beforeAll } from 'vitest';
import { HttpPaymentGateway } from '../../src/adapters/payment-gateway/http-payment-gateway.ts';
import { startSandboxGateway, type RunningSandboxGateway } from '../../src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { serveSandboxProviders } from '../../src/adapters/provider-protocol/start-sandbox-providers.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import type { Db } from '../../src/platform/db.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';
import { openTestDb } from './test-db.ts';
import { TEST_DEFAULTS, TEST_ENV, type TestApp } from './test-app.ts';

/** Where the test portal says it lives; the gateway sends customers back to its ConfirmPayment page. */
export const PORTAL_URL = 'http://portal.test';
const SECRET = 'payment-tests-merchant-secret-0123';

export interface PaymentTestApp extends TestApp {
  /** Our server's client of the sandbox gateway (the one the app uses). */
  gateway: HttpPaymentGateway;
  /** The sandbox gateway's origin, e.g. http://127.0.0.1:41234. */
  gatewayOrigin: string;
  /** With the faultProxies option: the wire to each provider, to break (the gateway's: our server's calls to its /v1 API). */
  proxies: { billers: FaultProxy; wallet: FaultProxy; gateway: FaultProxy } | undefined;
}

export interface PaymentAppOptions {
  /** Put a TCP fault proxy between the portal and the biller switch, the wallet and the card gateway (test/support/fault-proxy.ts). */
  faultProxies?: boolean;
  /** How long our server waits for the gateway (HttpPaymentGateway's 10 s by default). */
  gatewayTimeoutMs?: number;
  /** Receives every line the portal logs (see buildApp's logStream). */
  logStream?: { write(line: string): void };
  /** The database as the app sees it, e.g. wrapped to count its statements (platform/sql-count.ts); t.db stays the plain one. */
  appDb?: (db: Db) => Db;
}

/**
 * A test app with a working card gateway: the sandbox gateway listening on a free port over the same
 * database (its gw_ tables), as server.ts runs it. Same defaults as buildTestApp (test-app.ts).
 */
export async function buildPaymentApp(overrides: Partial<Config> = {}, options: PaymentAppOptions = {}): Promise<PaymentTestApp> {
  const { db, dispose } = await openTestDb();
  let sandbox: RunningSandboxGateway | undefined;
  let providers: Awaited<ReturnType<typeof serveSandboxProviders>> | undefined;
  let gatewayWire: FaultProxy | undefined;
  try {
    sandbox = await startSandboxGateway({ db, port: 0, host: '127.0.0.1', secret: SECRET, allowedFrameAncestors: [PORTAL_URL] }, {});
    // Only our server's calls take the proxy; browsers (the hosted fields, the challenge page) reach the gateway itself.
    gatewayWire = options.faultProxies ? await startFaultProxy(sandbox.origin) : undefined;
    const gateway = new HttpPaymentGateway({
      baseUrl: gatewayWire?.url ?? sandbox.origin,
      publicOrigin: sandbox.origin,
      secret: SECRET,
      timeoutMs: options.gatewayTimeoutMs,
    });
    // The biller switch, wallet and meter data as server.ts runs them: signed HTTP services on free ports.
    providers = await serveSandboxProviders(
      {
        BILLER_NETWORK: 'sandbox',
        WALLET_PROVIDER: 'sandbox',
        UTILITY_DATA: 'sandbox',
        BILLER_NETWORK_PORT: 0,
        WALLET_PORT: 0,
        UTILITY_DATA_PORT: 0,
      },
      db,
    );
    const proxies = options.faultProxies
      ? {
          billers: await startFaultProxy(providers.settings.BILLER_NETWORK_URL!),
          wallet: await startFaultProxy(providers.settings.WALLET_URL!),
          gateway: gatewayWire!,
        }
      : undefined;
    if (proxies) Object.assign(providers.settings, { BILLER_NETWORK_URL: proxies.billers.url, WALLET_URL: proxies.wallet.url });
    const config = loadConfig(TEST_ENV, {
      ...TEST_DEFAULTS,
      PUBLIC_URL: PORTAL_URL,
      RECONCILE_EVERY_SECONDS: 0,
      ...(providers.settings as Partial<Config>),
      ...overrides,
    });
    const app = await buildApp({
      config,
      db: options.appDb?.(db) ?? db,
      serveClient: false,
      gateway,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await app.ready();
    const running = sandbox;
    const services = providers;
    return {
      app,
      db,
      config,
      gateway,
      gatewayOrigin: running.origin,
      proxies,
      async close() {
        await app.close();
        await running.close();
        await proxies?.billers.close();
        await proxies?.wallet.close();
        await proxies?.gateway.close();
        await services.close();
        await dispose();
      },
    };
  } catch (err) {
    await gatewayWire?.close();
    await sandbox?.close();
    await providers?.close();
    await dispose();
    throw err;
  }
}

/** One payment app for the test file: built before its first test, closed after its last. */
export function usePaymentApp(overrides: Partial<Config> = {}, options: PaymentAppOptions = {}): PaymentTestApp {
  const handle = {} as PaymentTestApp;
  beforeAll(async () => {
    Object.assign(handle, await buildPaymentApp(overrides, options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}
