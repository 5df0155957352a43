import { migrate } from '../../src/db/migrate.ts';
import { openPglite, type Db } from '../../src/platform/db.ts';
import { openTestDb } from '../support/test-db.ts';
import { HttpPaymentGateway } from '../../src/adapters/payment-gateway/http-payment-gateway.ts';
import { startSandboxGateway, type RunningSandboxGateway } from '../../src/adapters/payment-gateway/sandbox/start-sandbox-gateway.ts';
import { TEST_CARDS } from '../../src/adapters/payment-gateway/sandbox/test-cards.ts';

export const SECRET = 'test-merchant-secret-0123456789';
export const PORTAL = 'http://localhost:8080';
export const RETURN_URL = `${PORTAL}/BillPaymentClient/ConfirmPayment?payment-session-id=ps-1&channel=I&isbulk=0`;
export { TEST_CARDS };

export type CardFields = {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  name?: string;
};

export const goodExpiry = () => ({ expiryMonth: '12', expiryYear: String(new Date().getUTCFullYear() + 3) });
export const card = (number: string, extra: Partial<CardFields> = {}): CardFields => ({ number, ...goodExpiry(), cvv: '737', ...extra });

/** A sandbox gateway on a free port over a fresh in-memory PGlite, with a clock tests can move. */
export interface GatewayFixture {
  db: Db;
  running: RunningSandboxGateway;
  origin: string;
  gateway: HttpPaymentGateway;
  advance(ms: number): void;
  /** What the hosted fields do: an access token from our server, then /api/tokenize from the gateway's origin. */
  tokenize(
    body: Record<string, unknown>,
    opts?: { accessToken?: string; origin?: string },
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  nonceFor(number: string, extra?: Partial<CardFields>): Promise<string>;
  close(): Promise<void>;
}

/** In-memory PGlite, or with TEST_DB=postgres the shared helper's fresh PostgreSQL schema. */
async function openGatewayDb(): Promise<{ db: Db; dispose: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') return openTestDb();
  const db = await openPglite();
  await migrate(db);
  return { db, dispose: () => db.close() };
}

export async function startGatewayFixture(): Promise<GatewayFixture> {
  const { db, dispose } = await openGatewayDb();
  let offset = 0;
  const running = await startSandboxGateway(
    { db, port: 0, host: '127.0.0.1', secret: SECRET, allowedFrameAncestors: [PORTAL], now: () => new Date(Date.now() + offset) },
    {},
  );
  const origin = running.origin;
  const gateway = new HttpPaymentGateway({ baseUrl: `http://127.0.0.1:${running.port}`, publicOrigin: origin, secret: SECRET });

  const tokenize: GatewayFixture['tokenize'] = async (body, opts = {}) => {
    const accessToken = opts.accessToken ?? (await gateway.createAccessToken());
    const res = await fetch(`${origin}/api/tokenize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: opts.origin ?? origin },
      body: JSON.stringify({ accessToken, ...body }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const nonceFor = async (number: string, extra: Partial<CardFields> = {}) => {
    const { status, json } = await tokenize({ ...card(number, extra) });
    if (status !== 200) throw new Error(`tokenize failed: ${JSON.stringify(json)}`);
    return json.nonce as string;
  };

  return {
    db,
    running,
    origin,
    gateway,
    advance: (ms) => {
      offset += ms;
    },
    tokenize,
    nonceFor,
    close: async () => {
      await running.close();
      await dispose();
    },
  };
}

export const paymentInput = (extra: Record<string, unknown> = {}) => ({
  amount: 12_345,
  currency: 512 as const,
  reference: 'ps-1',
  returnUrl: RETURN_URL,
  ...extra,
});
