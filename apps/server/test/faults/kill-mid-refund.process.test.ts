import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { generate } from 'otplib';
import { envelopeSchema, type CallDef, type DetailsOf, type Envelope, type RequestOf } from '@portal/contract';
import { backOfficeCalls as c } from '@portal/contract/back-office';
import { HttpPaymentGateway } from '../../src/adapters/payment-gateway/http-payment-gateway.ts';
import { DEV_GATEWAY_SECRET } from '../../src/adapters/payment-gateway/sandbox/gateway-options.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/db/seed/staff.ts';
import type { LedgerReport } from '../../src/modules/payments/ledger.ts';
import { HttpApi, ServerGone } from '../support/http-client.ts';
import { cardNonce, completePayment, confirmNonce, inquire, lineOf, reference } from '../support/http-payments.ts';
import { freshServerDatabase, type ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/**
 * A staff refund survives a crash between the gateway's refund and our record of it (issue 31 §5):
 * the real server is killed with SIGKILL at that step, restarted on the same data, and its reconciler
 * finishes the refund exactly once: the gateway refunded once, the refund recorded once, the ledger clean.
 */
const AnyEnvelope = envelopeSchema(z.unknown()).strict();
let database: ServerDatabase;
let server: RunningServer;
let api: HttpApi;

async function restart(): Promise<void> {
  server = await startServer({ ...database.options, port: server?.port, gatewayPort: server?.gatewayPort, readyTimeoutMs: 120_000 });
  api = new HttpApi(server.url);
}

interface Staff {
  cookie: string;
  csrf: string;
}

async function staffPost<C extends CallDef>(def: C, body: RequestOf<C>, staff?: Staff): Promise<Envelope<DetailsOf<C>>> {
  let res: Response;
  try {
    res = await fetch(`${server.url}/api/${def.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(staff ? { cookie: staff.cookie, 'x-csrf-token': staff.csrf } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    return AnyEnvelope.parse(JSON.parse(text)) as Envelope<DetailsOf<C>>;
  } catch (err) {
    throw new ServerGone(def.path, err);
  }
}

/** A demo staff member signs in with the published password and the authenticator code of this step. */
async function signIn(role: string, step = 0): Promise<Staff> {
  const who = DEMO_STAFF.find((s) => s.role === role)!;
  const first = await staffPost(c.staffSignIn, { email: who.email, password: DEMO_STAFF_PASSWORD });
  const code = await generate({ secret: who.totpSecret, epoch: Math.floor(Date.now() / 1000) + 30 * step });
  const res = await fetch(`${server.url}/api/${c.staffVerifyCode.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signInToken: first.details!.signInToken, code }),
  });
  const answer = (await res.json()) as { result: { errorCode: number }; details: { csrfToken: string } };
  expect(answer.result.errorCode).toBe(0);
  return { cookie: res.headers.get('set-cookie')!.split(';')[0]!, csrf: answer.details.csrfToken };
}

beforeAll(async () => {
  database = await freshServerDatabase();
  await restart();
}, 180_000);

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await database?.dispose();
});

describe('a staff refund, killed after the gateway refunded', { timeout: 180_000 }, () => {
  it('is finished by the reconciler after a restart, exactly once', async () => {
    const line = lineOf(await inquire(api, reference()));
    const { paymentSessionId: id } = await confirmNonce(api, line, await cardNonce(api));
    expect((await completePayment(api, id)).code).toBe(0);
    const finance = await signIn('finance_ops');
    const before = (await staffPost(c.listRefunds, { paymentId: id }, finance)).details!.refundable[0]!.refundableBaisa;
    const amount = Math.min(before, 1234);

    await api.dev('failpoints', { names: ['refund.money_returned'] });
    const body = {
      paymentId: id,
      lineNo: 1,
      amountBaisa: amount,
      expectedRefundableBaisa: before,
      reason: 'customer_request' as const,
      note: 'Customer asked for part of it back',
    };
    await expect(staffPost(c.requestRefund, body, finance)).rejects.toBeInstanceOf(ServerGone);
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(server.stderr()).toContain('failpoint refund.money_returned: SIGKILL');

    await restart();
    // The session outlives the process (it is in the database): the same staff member looks again.
    const submitted = (await staffPost(c.listRefunds, { paymentId: id }, finance)).details!;
    expect(submitted.rows.map((r) => r.state)).toEqual(['submitted']);
    expect(((await fetch(`${server.url}/api/dev/ledger`).then((r) => r.json())) as LedgerReport).problems).toEqual([]);

    await api.dev('reconcile', { advanceSeconds: 300 });
    await api.dev('reconcile', { advanceSeconds: 600 });
    const after = (await staffPost(c.listRefunds, { paymentId: id }, finance)).details!;
    expect(after.rows).toEqual([expect.objectContaining({ state: 'succeeded', amountBaisa: amount, billerOutcome: 'reversed' })]);
    expect(after.refundable[0]!.refundableBaisa).toBe(before - amount);

    // The gateway refunded once: its refunded amount is the refund's, not twice it.
    const story = (await staffPost(c.getPayment, { paymentId: id }, finance)).details!;
    const gateway = new HttpPaymentGateway({
      baseUrl: server.gatewayOrigin,
      publicOrigin: server.gatewayOrigin,
      secret: DEV_GATEWAY_SECRET,
    });
    expect((await gateway.getPayment(story.payment.gatewayPaymentId!)).refundedAmount).toBe(amount);
    const ledger = (await fetch(`${server.url}/api/dev/ledger`).then((r) => r.json())) as LedgerReport;
    expect(ledger.problems).toEqual([]);

    // Recorded once: one "succeeded" in the audit log, one message to the customer.
    const auditor = await signIn('auditor');
    const audit = await staffPost(c.auditLog, { action: 'refund.succeeded' }, auditor);
    expect(audit.details!.rows.filter((r) => r.target === `payment:${id}`)).toHaveLength(1);
  });
});
