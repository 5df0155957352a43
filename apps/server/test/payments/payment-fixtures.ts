import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  calls,
  ConfirmCardNonceDetailsSchema,
  InquiryResultSchema,
  ReceiptSchema,
  type Envelope,
  type InquiryResult,
  type PaymentLine,
  type Receipt,
  type WalletPayRequest,
} from '@portal/contract';
import { TEST_CARDS } from '../../src/adapters/payment-gateway/sandbox/test-cards.ts';
import type { PaymentRow } from '../../src/modules/payments/payment-rows.ts';
import type { Db } from '../../src/platform/db.ts';
import { call, challengeOf, deviceInfo, expectResult, readCode } from '../support/api.ts';
import type { PaymentTestApp } from '../support/payment-app.ts';

export { TEST_CARDS };
export const ELECTRICITY = { billerID: 11, serviceID: 111 } as const;
export const WALLET = { funded: '96890000001', tooLittle: '96890000099', none: '96891234567' } as const;
export const CVV = '737';
const expiryYear = String(new Date().getUTCFullYear() + 3);

/**
 * Electricity account numbers, unique within a test file (each file has its own database): `kind`
 * picks a documented sandbox outcome (SANDBOX.md), e.g. '444444' for a posting the biller rejects.
 */
let sequence = 0;
export const account = (kind = '7') => `${kind}${String(++sequence).padStart(12 - kind.length - 1, '0')}`;

export async function inquire(
  app: FastifyInstance,
  billingNo: string,
  ids: { billerID: number; serviceID: number } = ELECTRICITY,
): Promise<InquiryResult> {
  const answer = await call(app, calls.inquirePostBill, {
    deviceInfo,
    customerInfo: { customerID: -1 },
    postPaidBill: { billingNo, billNo: '', billerID: ids.billerID, serviceID: ids.serviceID, Channel: 'I' },
  });
  expectResult(answer, 0);
  return InquiryResultSchema.parse(answer.details);
}

/** The payment line the client sends for an inquired bill: by default the due amount in full. */
export const lineOf = (bill: InquiryResult, paid = bill.dueAmount, ids = ELECTRICITY): PaymentLine => ({
  billingNo: bill.billingNo,
  billNo: bill.billNo,
  billerID: ids.billerID,
  serviceID: ids.serviceID,
  DueAmount: bill.dueAmount,
  PaidAmount: paid,
  FeeAmount: bill.feeAmount,
  ValidationCode: bill.validationCode,
  Channel: 'I',
});

/** A fresh electricity bill and its full-payment line. */
export async function billLine(app: FastifyInstance, kind?: string) {
  const bill = await inquire(app, account(kind));
  return { bill, line: lineOf(bill) };
}

export const receiptOf = (answer: Envelope<unknown>): Receipt => ReceiptSchema.parse(answer.details);

/** What the customer pays for a line: paid amount plus fee, VAT and tax (baisa). */
export const totalBaisa = (bill: InquiryResult) => Math.round((bill.dueAmount + bill.feeAmount + bill.vatAmount + bill.taxAmount) * 1000);

// ── Wallet ────────────────────────────────────────────────────────────────────────────────────────

export async function walletCode(app: FastifyInstance, line: PaymentLine, mobile: string = WALLET.funded, sessionId?: string) {
  const { utr } = challengeOf(
    await call(app, calls.generateToken, { deviceInfo, token: { mobileNumber: mobile }, paymentInfo: line }, sessionId),
  );
  return { utr, pin: await readCode(app, mobile) };
}

export const walletPay = (
  app: FastifyInstance,
  line: PaymentLine,
  code: { utr: string; pin: string },
  mobile: string = WALLET.funded,
  sessionId?: string,
  contact: WalletPayRequest['CustomerInfo'] = null,
) =>
  call(
    app,
    calls.walletPay,
    {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'Wallet' },
      authenticate: code,
      walletInfo: { senderId: mobile },
      legalDocument: null,
      CustomerInfo: contact,
    },
    sessionId,
  );

export async function walletBalance(db: Db, mobile: string): Promise<number> {
  const [row] = await db.query<{ balance_baisa: string | number }>('SELECT balance_baisa FROM sandbox_wallet_accounts WHERE mobile = $1', [
    mobile,
  ]);
  return Number(row!.balance_baisa);
}

// ── Cards ─────────────────────────────────────────────────────────────────────────────────────────

/** What the hosted fields do in the browser: POST the card to the gateway's own /api/tokenize. */
export async function tokenize(t: PaymentTestApp, body: Record<string, unknown>): Promise<string> {
  const accessToken = (await call(t.app, calls.getPaymentToken, { deviceInfo })).details as { accessToken: string };
  const res = await fetch(`${t.gatewayOrigin}/api/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.gatewayOrigin },
    body: JSON.stringify({ accessToken: accessToken.accessToken, ...body }),
  });
  const json = (await res.json()) as { nonce?: string };
  expect(res.status, JSON.stringify(json)).toBe(200);
  return json.nonce!;
}

export const cardNonce = (t: PaymentTestApp, number: string = TEST_CARDS.approve, cvv = CVV) =>
  tokenize(t, { number, expiryMonth: '12', expiryYear, cvv, name: 'SALIM AL BUSAIDI' });

/** A saved card's CVV typed into the hosted CVV field: a nonce bound to its vault token. */
export const cvvNonce = (t: PaymentTestApp, vaultToken: string, cvv = CVV) => tokenize(t, { vaultToken, cvv });

export async function confirmNonce(
  t: PaymentTestApp,
  line: PaymentLine,
  nonce: string,
  opts: { sessionId?: string; usePoints?: boolean } = {},
) {
  return call(
    t.app,
    calls.sdkConfirmCardNonce,
    {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: nonce },
      customerInfo: { Email: 'salim@example.om', MobileNo: '96890000005' },
      legalDocument: null,
      ...(opts.usePoints ? { usePoints: true } : {}),
    },
    opts.sessionId,
  );
}

export async function confirmedSession(
  t: PaymentTestApp,
  line: PaymentLine,
  nonce: string,
  opts: { sessionId?: string; usePoints?: boolean } = {},
) {
  const answer = await confirmNonce(t, line, nonce, opts);
  expectResult(answer, 0);
  return ConfirmCardNonceDetailsSchema.parse(answer.details);
}

export const completePayment = (app: FastifyInstance, paymentSessionId: string, sessionId?: string) =>
  call(app, calls.completePayment, { deviceInfo, paymentSessionId, channel: 'I' }, sessionId);

/** The customer on the gateway's challenge page: the code (1234 passes) or Cancel; answers where it redirects. */
export async function answerChallenge(challengeUrl: string, answer: { otp: string } | 'cancel'): Promise<string | null> {
  const form = new URLSearchParams(answer === 'cancel' ? { action: 'cancel' } : { action: 'submit', otp: answer.otp });
  const res = await fetch(challengeUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}

/** Our ConfirmPayment page for a payment session, as the gateway sends the customer back to it. */
export const confirmPaymentUrl = (t: PaymentTestApp, paymentSessionId: string) =>
  `${t.config.PUBLIC_URL}/BillPaymentClient/ConfirmPayment?payment-session-id=${paymentSessionId}&channel=I&isbulk=0`;

// ── Records ───────────────────────────────────────────────────────────────────────────────────────

/** The payment a bill line went into, found by the line's validation code (a refused request answers no session id). */
export async function paymentIdOf(db: Db, validationCode: string): Promise<string> {
  const [row] = await db.query<{ id: string }>('SELECT payment_id AS id FROM payment_lines WHERE validation_code = $1', [validationCode]);
  return row!.id;
}

/** A time n minutes from now: the reconciler's clock moved on instead of waiting. */
export const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000);

export async function paymentRow(db: Db, id: string): Promise<PaymentRow> {
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [id]);
  return row!;
}

export const lineStatuses = async (db: Db, paymentId: string) =>
  (await db.query<{ status: string }>('SELECT status FROM payment_lines WHERE payment_id = $1 ORDER BY line_no', [paymentId])).map(
    (r) => r.status,
  );

/** How many times the biller was paid for a payment session (its lines post as `<id>:<line>`). */
export async function postingsOf(db: Db, paymentId: string): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    "SELECT count(*) AS n FROM sandbox_biller_postings WHERE left(reference, length($1) + 1) = $1 || ':'",
    [paymentId],
  );
  return Number(row!.n);
}

export const isPdf = (base64: string | null | undefined) =>
  typeof base64 === 'string' && base64.startsWith('JVBER') && Buffer.from(base64, 'base64').subarray(0, 5).toString() === '%PDF-';
