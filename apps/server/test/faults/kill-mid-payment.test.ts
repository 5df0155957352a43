import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  calls,
  GetAllTransactionHistoryDetailsSchema,
  ReceiptSchema,
  SaveCardDetailsSchema,
  SetPaymentCardDetailsSchema,
  type PaymentLine,
} from '@portal/contract';
import type { LedgerReport } from '../../src/modules/payments/ledger.ts';
import { deviceInfo } from '../support/api.ts';
import { HttpApi, ServerGone } from '../support/http-client.ts';
import {
  answerChallenge,
  bulkLines,
  bulkWalletCode,
  bulkWalletPay,
  cardNonce,
  completePayment,
  confirmNonce,
  inquire,
  lineOf,
  loginIndividual,
  reference,
  TEST_CARDS,
  walletCode,
  walletPay,
} from '../support/http-payments.ts';
import { freshServerDatabase, type ServerDatabase } from '../support/server-databases.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { compiledServer, removeCompiledServer } from '../support/compiled-server.ts';

/**
 * Money survives a crash at every step (decision 013): the real server process is killed with
 * SIGKILL at a named step of each payment road (platform/failpoints.ts), restarted on the same data
 * (a PGlite folder, or PostgreSQL with TEST_DB=postgres), and its reconciler is run with its clock
 * moved on. Then the customer's answer, the history row and the money ledger must all agree.
 */
const WALLET = '96890000010';
let database: ServerDatabase;
let server: RunningServer;
let api: HttpApi;
let sessionId: string;

async function restart(): Promise<void> {
  // The compiled server, as deployed; it also starts about 1.5 s sooner than under tsx, 20 times a run.
  server = await startServer({
    ...database.options,
    compiled: compiledServer(),
    port: server?.port,
    gatewayPort: server?.gatewayPort,
    readyTimeoutMs: 120_000,
  });
  api = new HttpApi(server.url);
}

/** Arms `step`, runs `fire` (which the process must not survive), restarts, and reconciles 5 minutes on. */
async function killAt(step: string, fire: () => Promise<unknown>): Promise<void> {
  await api.dev('failpoints', { names: [step] });
  await expect(fire()).rejects.toBeInstanceOf(ServerGone);
  expect((await server.exited).signal).toBe('SIGKILL');
  expect(server.stderr()).toContain(`failpoint ${step}: SIGKILL`);
  await restart();
  await api.dev('reconcile', { advanceSeconds: 300 });
}

async function ledger(): Promise<LedgerReport> {
  const res = await fetch(`${server.url}/api/dev/ledger`);
  return (await res.json()) as LedgerReport;
}

async function expectLedgerClean(): Promise<void> {
  const report = await ledger();
  expect(report.problems).toEqual([]);
  expect(report.open).toBe(0);
}

async function historyStatus(billingNo: string) {
  const answer = await api.call(
    calls.getAllTransactionHistory,
    { deviceInfo, paymentInfo: { billingNo }, paging: { pageNumber: 1, pageSize: 10 } },
    sessionId,
  );
  return GetAllTransactionHistoryDetailsSchema.parse(answer.details).rows.map((r) => r.status);
}

async function freshLine(kind?: string): Promise<PaymentLine> {
  return lineOf(await inquire(api, reference(kind)));
}

beforeAll(async () => {
  database = await freshServerDatabase();
  await restart();
  sessionId = await loginIndividual(api);
}, 180_000);

afterAll(async () => {
  await server?.stop().catch(() => undefined);
  await database?.dispose();
  removeCompiledServer();
});

// A failing test shows what the server logged: once in CI, every card call after a restart answered
// 503 (the server's calls to its own sandbox gateway failing), and the log said nothing of why.
afterEach((context) => {
  if (context.task.result?.state === 'fail')
    console.error(`--- server stdout ---\n${server?.stdout()}\n--- stderr ---\n${server?.stderr()}`);
});

describe('wallet, killed', { timeout: 120_000 }, () => {
  it('before the debit: nothing was taken, and the customer is told so', async () => {
    const line = await freshLine();
    const code = await walletCode(api, line, WALLET, sessionId);
    await killAt('wallet.before-debit', () => walletPay(api, line, code, WALLET, sessionId));
    const answer = await walletPay(api, line, code, WALLET, sessionId);
    expect(answer.result).toMatchObject({
      errorCode: 2,
      errorEDesc: 'The payment was interrupted before it was confirmed. No money was taken',
    });
    expect(await historyStatus(line.billingNo!)).toEqual(['Failed']);
    await expectLedgerClean();
  });

  it('between the debit and the state change: the debit is found by its key and returned', async () => {
    const line = await freshLine();
    const code = await walletCode(api, line, WALLET, sessionId);
    await killAt('wallet.debited', () => walletPay(api, line, code, WALLET, sessionId));
    const answer = await walletPay(api, line, code, WALLET, sessionId);
    expect(answer.result).toMatchObject({
      errorCode: 2,
      errorEDesc: 'The payment was interrupted before it was confirmed. The amount was returned to your wallet',
    });
    expect(await historyStatus(line.billingNo!)).toEqual(['Failed']);
    await expectLedgerClean();
  });

  it('after the biller was paid and before we recorded it: completed once, the receipt to the customer', async () => {
    const line = await freshLine();
    const code = await walletCode(api, line, WALLET, sessionId);
    await killAt('post.done', () => walletPay(api, line, code, WALLET, sessionId));
    const answer = await walletPay(api, line, code, WALLET, sessionId);
    expect(answer.result.errorCode).toBe(0);
    expect(ReceiptSchema.parse(answer.details)).toMatchObject({ status: 'completed' });
    expect(await historyStatus(line.billingNo!)).toEqual(['Success']);
    await expectLedgerClean();
  });
});

describe('new card on the hosted page, killed', { timeout: 120_000 }, () => {
  it('after the gateway authorised and before we stored its id: the authorisation is found by key and voided', async () => {
    const line = await freshLine();
    const nonce = await cardNonce(api);
    await killAt('card.created', () => confirmNonce(api, line, nonce, sessionId));
    // The customer confirms again (the same nonce): the payment's end, not a second payment.
    const again = await api.call(
      calls.sdkConfirmCardNonce,
      {
        deviceInfo,
        paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
        cardInfo: { Nonce: nonce },
        customerInfo: { Email: 'salim@example.om', MobileNo: '96890000005' },
        legalDocument: null,
      },
      sessionId,
    );
    expect(again.result).toMatchObject({
      errorCode: 2,
      errorEDesc: 'The payment was interrupted before it was confirmed. Your card was not charged',
    });
    expect(await historyStatus(line.billingNo!)).toEqual(['Failed']);
    await expectLedgerClean();
  });

  for (const step of ['post.done', 'capture.done']) {
    it(`at ${step} on the result page: the reconciler finishes, captured once, the receipt on the next visit`, async () => {
      const line = await freshLine();
      const { paymentSessionId } = await confirmNonce(api, line, await cardNonce(api), sessionId);
      await killAt(step, () => completePayment(api, paymentSessionId, sessionId));
      const answer = await completePayment(api, paymentSessionId, sessionId);
      expect(answer.code).toBe(0);
      expect(answer.details).toMatchObject({ status: 'completed' });
      expect(await historyStatus(line.billingNo!)).toEqual(['Success']);
      await expectLedgerClean();
    });
  }
});

describe('challenged card, killed', { timeout: 120_000 }, () => {
  it('after the gateway asked for the challenge and before we recorded it: voided, no money taken', async () => {
    const line = await freshLine();
    const nonce = await cardNonce(api, TEST_CARDS.challenge);
    await killAt('card.created', () => confirmNonce(api, line, nonce));
    const again = await api.call(calls.sdkConfirmCardNonce, {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: nonce },
      customerInfo: { Email: 'salim@example.om', MobileNo: '96890000005' },
      legalDocument: null,
    });
    expect(again.result.errorCode).toBe(2);
    await expectLedgerClean();
  });

  it('after the challenge, before posting: completed by the reconciler, the receipt to the visitor', async () => {
    const line = await freshLine();
    const { returnURL, paymentSessionId } = await confirmNonce(api, line, await cardNonce(api, TEST_CARDS.challenge));
    await answerChallenge(returnURL);
    await killAt('post.before', () => completePayment(api, paymentSessionId));
    const answer = await completePayment(api, paymentSessionId);
    expect(answer.code).toBe(0);
    await expectLedgerClean();
  });
});

describe('saved card with our code, killed', { timeout: 120_000 }, () => {
  it('after the gateway authorised the saved card: voided; CardPay again answers that no money was kept', async () => {
    const saved = await api.call(
      calls.saveCard,
      { deviceInfo, creditCardInfo: { CardName: 'Kill test', Nonce: await cardNonce(api) } },
      sessionId,
    );
    const card = SaveCardDetailsSchema.parse(saved.details).card;
    const cvv = await gatewayNonce({ vaultToken: card.cardToken, cvv: '737' });
    const line = await freshLine();
    const order = await api.call(
      calls.setPaymentCard,
      { deviceInfo, cardInfo: { cardID: card.id, cvvNonce: cvv }, paymentInfo: { ...line, currency: 512 }, CustomerInfo: null },
      sessionId,
    );
    expect(order.result.errorCode).toBe(-2);
    const { postOrder, authenticate } = SetPaymentCardDetailsSchema.parse(order.details);
    const pay = async () =>
      api.call(
        calls.cardPay,
        {
          deviceInfo,
          authenticate: { utr: authenticate.utr, pin: await api.readCode('96890000001'), ...postOrder.payObject },
          legalDocument: null,
          CustomerInfo: null,
        },
        sessionId,
      );
    await killAt('card.created', pay);
    const answer = await pay();
    expect(answer.result).toMatchObject({
      errorCode: 2,
      errorEDesc: 'The payment was interrupted before it was confirmed. Your card was not charged',
    });
    await expectLedgerClean();
  });
});

describe('several bills by wallet, one the biller refuses, killed', { timeout: 120_000 }, () => {
  it('after the refused bill was refunded and before it was recorded: partly completed, refunded once', async () => {
    const bills = await bulkLines(api, sessionId, [reference(), reference('444444')]);
    const code = await bulkWalletCode(api, sessionId, bills, WALLET);
    await killAt('wallet.refunded', () => bulkWalletPay(api, sessionId, bills, code, WALLET));
    const answer = await bulkWalletPay(api, sessionId, bills, code, WALLET);
    expect(answer.result.errorCode).toBe(0);
    expect(ReceiptSchema.parse(answer.details)).toMatchObject({ status: 'partially_completed' });
    expect(await historyStatus(bills[0]!.billingNo!)).toEqual(['Success']);
    await expectLedgerClean();
  });
});

describe('gift card, killed', { timeout: 120_000 }, () => {
  it('after the voucher was bought from the biller: completed, the voucher on the receipt', async () => {
    const ids = { billerID: 71, serviceID: 711 };
    const inquiry = await api.call(calls.inquirePreBill, {
      deviceInfo,
      customerInfo: { customerID: -1 },
      prePaidBill: { billingNo: '', billNo: '', ...ids, serviceCategory: 7111, amount: 1, Channel: 'I' },
    } as never);
    const bill = inquiry.details as { billingNo: string; billNo: string; dueAmount: number; feeAmount: number; validationCode: string };
    const line: PaymentLine = {
      billingNo: bill.billingNo,
      billNo: bill.billNo,
      ...ids,
      ServiceCategory: 7111,
      DueAmount: bill.dueAmount,
      PaidAmount: bill.dueAmount,
      FeeAmount: bill.feeAmount,
      ValidationCode: bill.validationCode,
      Channel: 'I',
    };
    const { paymentSessionId } = await confirmNonce(api, line, await cardNonce(api));
    await killAt('post.done', () => completePayment(api, paymentSessionId));
    const answer = await completePayment(api, paymentSessionId);
    expect(answer.code).toBe(0);
    expect(ReceiptSchema.parse(answer.details).paymentInfo[0]!.voucherCode).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    await expectLedgerClean();
  });
});

/** The hosted CVV field: a saved card's CVV becomes a nonce at the gateway. */
async function gatewayNonce(card: { vaultToken: string; cvv: string }): Promise<string> {
  const token = (await api.call(calls.getPaymentToken, { deviceInfo })).details as { accessToken: string; gatewayOrigin: string };
  const res = await fetch(`${token.gatewayOrigin}/api/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: token.gatewayOrigin },
    body: JSON.stringify({ accessToken: token.accessToken, ...card }),
  });
  return ((await res.json()) as { nonce: string }).nonce;
}
