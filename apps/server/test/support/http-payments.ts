import {
  AuthenticateChallengeSchema,
  BulkInquiryDetailsSchema,
  BulkInquiryOkItemSchema,
  calls,
  CompletePaymentDetailsSchema,
  ConfirmCardNonceDetailsSchema,
  GetPaymentTokenDetailsSchema,
  InquiryResultSchema,
  LoginSuccessDetailsSchema,
  type BulkPaymentLine,
  type Envelope,
  type InquiryResult,
  type PaymentLine,
} from '@portal/contract';
import { CHALLENGE_CODE, TEST_CARDS } from '../../src/adapters/payment-gateway/sandbox/test-cards.ts';
import { deviceInfo } from './api.ts';
import { httpRequest, type HttpApi } from './http-client.ts';

/**
 * The payment journeys of test/payments/payment-fixtures.ts and bulk-fixtures.ts over real HTTP, for a
 * server running as its own process; without vitest, so scripts can use them too.
 */

export { CHALLENGE_CODE, TEST_CARDS };
export const ELECTRICITY = { billerID: 11, serviceID: 111 } as const;
/** Sandbox wallets (README): the demo individual's, a second individual's, the demo company's. */
export const WALLETS = ['96890000001', '96890000002', '96890000010'] as const;
export const DEMO_INDIVIDUAL = '96890000001';

/** A call that answered something else than expected: the code and message, for the report. */
export class UnexpectedAnswer extends Error {
  constructor(
    readonly path: string,
    readonly envelope: Envelope<unknown>,
  ) {
    super(`${path}: ${envelope.result.errorCode} ${envelope.result.errorEDesc}`);
  }
}

function expectCode<T>(path: string, envelope: Envelope<T>, code: number): Envelope<T> {
  if (envelope.result.errorCode !== code) throw new UnexpectedAnswer(path, envelope);
  return envelope;
}

/**
 * An electricity reference unused in this process: `kind` picks a sandbox outcome (SANDBOX.md), e.g.
 * '444444', a posting the biller rejects. The random part keeps two processes on one database apart.
 */
const run = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
let sequence = 0;
export const reference = (kind = '7') => `${kind}${run}${String(++sequence).padStart(11 - kind.length - run.length, '0')}`;

/**
 * Codes texted to one mobile arrive in one outbox, newest first: a journey holds the mobile from the
 * request that sends its code until it has read it, so two journeys never read each other's code.
 */
const mobileQueues = new Map<string, Promise<unknown>>();
async function holdingMobile<T>(mobile: string, fn: () => Promise<T>): Promise<T> {
  const before = mobileQueues.get(mobile) ?? Promise.resolve();
  const mine = before.then(fn, fn);
  mobileQueues.set(
    mobile,
    mine.catch(() => undefined),
  );
  return mine;
}

async function codeFor(api: HttpApi, path: string, mobile: string, send: () => Promise<Envelope<unknown>>) {
  return holdingMobile(mobile, async () => {
    const answer = expectCode(path, await send(), -2);
    const { utr } = AuthenticateChallengeSchema.parse((answer.details as { authenticate?: unknown } | null)?.authenticate);
    return { utr, pin: await api.readCode(mobile) };
  });
}

// ── Sign-in ──────────────────────────────────────────────────────────────────────────────────────

/** An individual's sign-in with the texted code; the session id. */
export async function loginIndividual(api: HttpApi, mobile = DEMO_INDIVIDUAL): Promise<string> {
  const body = (authenticate?: { utr: string; pin: string }) => ({
    deviceInfo,
    credentials: { userName: mobile, password: '' },
    token: '',
    ...(authenticate ? { authenticate: { ...authenticate, otp: null }, custInfo: null } : {}),
  });
  const code = await codeFor(api, calls.login.path, mobile, () => api.call(calls.login, body()));
  const answer = expectCode(calls.login.path, await api.call(calls.login, body(code)), 0);
  return LoginSuccessDetailsSchema.parse(answer.details).authenticationInfo.sessionID;
}

// ── One bill ─────────────────────────────────────────────────────────────────────────────────────

export async function inquire(api: HttpApi, billingNo: string): Promise<InquiryResult> {
  const answer = await api.call(calls.inquirePostBill, {
    deviceInfo,
    customerInfo: { customerID: -1 },
    postPaidBill: { billingNo, billNo: '', ...ELECTRICITY, Channel: 'I' },
  });
  return InquiryResultSchema.parse(expectCode(calls.inquirePostBill.path, answer, 0).details);
}

/** The payment line the client sends for an inquired bill: the due amount in full. */
export const lineOf = (bill: InquiryResult): PaymentLine => ({
  billingNo: bill.billingNo,
  billNo: bill.billNo,
  ...ELECTRICITY,
  DueAmount: bill.dueAmount,
  PaidAmount: bill.dueAmount,
  FeeAmount: bill.feeAmount,
  ValidationCode: bill.validationCode,
  Channel: 'I',
});

export const walletCode = (api: HttpApi, line: PaymentLine, mobile: string, sessionId?: string) =>
  codeFor(api, calls.generateToken.path, mobile, () =>
    api.call(calls.generateToken, { deviceInfo, token: { mobileNumber: mobile }, paymentInfo: line }, sessionId),
  );

export const walletPay = (api: HttpApi, line: PaymentLine, code: { utr: string; pin: string }, mobile: string, sessionId?: string) =>
  api.call(
    calls.walletPay,
    {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'Wallet' },
      authenticate: code,
      walletInfo: { senderId: mobile },
      legalDocument: null,
      CustomerInfo: null,
    },
    sessionId,
  );

// ── Cards ────────────────────────────────────────────────────────────────────────────────────────

const expiryYear = String(new Date().getUTCFullYear() + 3);

/** What the hosted card fields do in the browser: the card goes to the gateway, a nonce comes back. */
export async function cardNonce(api: HttpApi, number: string = TEST_CARDS.approve): Promise<string> {
  const token = GetPaymentTokenDetailsSchema.parse(
    expectCode(calls.getPaymentToken.path, await api.call(calls.getPaymentToken, { deviceInfo }), 0).details,
  );
  const res = await api.send('tokenize', `${token.gatewayOrigin}/api/tokenize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: token.gatewayOrigin },
    body: JSON.stringify({ accessToken: token.accessToken, number, expiryMonth: '12', expiryYear, cvv: '737', name: 'SALIM AL BUSAIDI' }),
  });
  const nonce = res.status === 200 ? (JSON.parse(res.text) as { nonce?: string }).nonce : undefined;
  if (!nonce) throw new Error(`tokenize: HTTP ${res.status} ${res.text.slice(0, 500)}`);
  return nonce;
}

/** The card payment session: where to send the customer (our result page, or the challenge page). */
export async function confirmNonce(
  api: HttpApi,
  line: PaymentLine,
  nonce: string,
  sessionId?: string,
  contact = { Email: 'salim@example.om', MobileNo: '96890000005' },
) {
  const answer = await api.call(
    calls.sdkConfirmCardNonce,
    {
      deviceInfo,
      paymentInfo: { ...line, PaymentMethod: 'CreditCard' },
      cardInfo: { Nonce: nonce },
      customerInfo: contact,
      legalDocument: null,
    },
    sessionId,
  );
  return ConfirmCardNonceDetailsSchema.parse(expectCode(calls.sdkConfirmCardNonce.path, answer, 0).details);
}

/** The customer types the code on the gateway's challenge page (1234 passes); where it sends them. */
export async function answerChallenge(challengeUrl: string, otp = CHALLENGE_CODE): Promise<string | null> {
  const res = await httpRequest('challenge', challengeUrl, {
    method: 'POST',
    body: new URLSearchParams({ action: 'submit', otp }),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`challenge page: HTTP ${res.status}`);
  return res.location;
}

/** Our result page asks how the payment ended: the receipt, or `pending` (code 1). */
export async function completePayment(api: HttpApi, paymentSessionId: string, sessionId?: string) {
  const answer = await api.call(calls.completePayment, { deviceInfo, paymentSessionId, channel: 'I' }, sessionId);
  return { code: answer.result.errorCode, details: answer.details ? CompletePaymentDetailsSchema.parse(answer.details) : null, answer };
}

// ── Several bills (signed in) ────────────────────────────────────────────────────────────────────

/** Inquires electricity bills as one basket; all must be found. Their payment lines. */
export async function bulkLines(api: HttpApi, sessionId: string, billingNos: string[]): Promise<BulkPaymentLine[]> {
  const answer = await api.call(
    calls.bulkInquirePostPaid,
    {
      deviceInfo,
      tokenInfo: null,
      postPaidBills: billingNos.map((billingNo) => ({ billingNo, billNo: '', ...ELECTRICITY, channel: 'I' as const })),
    },
    sessionId,
  );
  const items = BulkInquiryDetailsSchema.parse(expectCode(calls.bulkInquirePostPaid.path, answer, 0).details).map((i) =>
    BulkInquiryOkItemSchema.parse(i),
  );
  return items.map((item) => ({
    billingNo: item.billingNo,
    billNo: item.billNo,
    billerID: item.billerID,
    serviceID: item.serviceID,
    ServiceCategory: item.serviceCategory,
    DueAmount: item.dueAmount,
    PaidAmount: item.paidAmount,
    FeeAmount: item.feeAmount,
    ValidationCode: item.validationCode,
    Channel: 'I',
    registeredBillId: item.registeredBillId,
  }));
}

export const bulkWalletCode = (api: HttpApi, sessionId: string, bills: BulkPaymentLine[], mobile: string) =>
  codeFor(api, calls.bulkGenerateToken.path, mobile, () =>
    api.call(calls.bulkGenerateToken, { deviceInfo, token: { mobileNumber: mobile }, paymentInfo: { bills } }, sessionId),
  );

export const bulkWalletPay = (
  api: HttpApi,
  sessionId: string,
  bills: BulkPaymentLine[],
  code: { utr: string; pin: string },
  mobile: string,
) =>
  api.call(
    calls.bulkConfirmPaymentWallet,
    {
      deviceInfo,
      paymentInfo: { bills, PaymentMethod: 'Wallet' },
      authenticate: code,
      CustomerInfo: null,
      legalDocument: null,
      walletInfo: { senderId: mobile },
    },
    sessionId,
  );
